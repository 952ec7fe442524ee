package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// The Word's media (issue 16, tenantapi/word/media, worker/word): reading a new file's duration,
// codec and bitrate (and a video's thumbnail), and the hourly sweep of abandoned uploads.
const (
	TypeWordMediaProbe    = "word:media-probe"
	TypeWordUploadsExpire = "word:uploads-expire"
)

// WordMediaProbe names the church and its media row to probe.
type WordMediaProbe struct {
	Tenant
	MediaID int64 `json:"mediaId"`
}

// Validate reports payloads that can never succeed.
func (p WordMediaProbe) Validate() error {
	if p.ChurchID <= 0 || p.MediaID <= 0 {
		return fmt.Errorf("word media probe: church and media ids are required")
	}
	return nil
}

// NewWordMediaProbeTask builds the probe: once per media row.
func NewWordMediaProbeTask(p WordMediaProbe) (*asynq.Task, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return encode(TypeWordMediaProbe, p, asynq.MaxRetry(3), asynq.Timeout(15*time.Minute),
		asynq.TaskID(fmt.Sprintf("word-media-probe-%d-%d", p.ChurchID, p.MediaID)))
}

// WordMediaEnqueuer is what the tenant API needs to have a new media item probed.
type WordMediaEnqueuer interface {
	EnqueueWordMediaProbe(ctx context.Context, p WordMediaProbe) error
}

// EnqueueWordMediaProbe enqueues the probe on the default queue.
func (c *Client) EnqueueWordMediaProbe(ctx context.Context, p WordMediaProbe) error {
	t, err := NewWordMediaProbeTask(p)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueDefault)
}

// WordUploadsExpire is the payload of the hourly sweep (no data).
type WordUploadsExpire struct{}

// NewWordUploadsExpireTask builds the hourly sweep; Unique keeps one per hour.
func NewWordUploadsExpireTask() (*asynq.Task, error) {
	return encode(TypeWordUploadsExpire, WordUploadsExpire{}, asynq.MaxRetry(3), asynq.Timeout(30*time.Minute),
		asynq.Unique(50*time.Minute), asynq.Queue(QueueDefault))
}

package jobs

import (
	"context"
	"errors"
	"time"

	"github.com/hibiken/asynq"
)

// TypeChurchStats refreshes control.church_stats for every church (the operators' list figures):
// hourly at ten past, and once when a worker starts.
const TypeChurchStats = "ops:church-stats"

// ChurchStats is the payload of ops:church-stats (no data).
type ChurchStats struct{}

// NewChurchStatsTask builds the refresh; Unique keeps one per 50 minutes however many
// schedulers and starting workers ask.
func NewChurchStatsTask() (*asynq.Task, error) {
	return encode(TypeChurchStats, ChurchStats{}, asynq.MaxRetry(3), asynq.Timeout(30*time.Minute),
		asynq.Unique(50*time.Minute), asynq.Queue(QueueDefault))
}

// EnqueueChurchStats asks for a refresh now (a worker starting); one already waiting is enough.
func (c *Client) EnqueueChurchStats(ctx context.Context) error {
	t, err := NewChurchStatsTask()
	if err != nil {
		return err
	}
	if err := c.submit(ctx, t, QueueDefault); err != nil && !errors.Is(err, asynq.ErrDuplicateTask) {
		return err
	}
	return nil
}

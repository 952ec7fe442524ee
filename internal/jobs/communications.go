package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// TypeCommunicationSend delivers a communication to its recipients (worker/communications, the work
// itself in tenantapi/communications/delivery).
const TypeCommunicationSend = "communications:send"

// CommunicationSend is the payload of a send: which church and which of its communications. The
// recipients, their addresses and the text stay in the church's schema; the task carries no
// personal data.
type CommunicationSend struct {
	Tenant
	CommunicationID int64 `json:"communicationId"`
}

// Validate reports payloads that can never succeed.
func (p CommunicationSend) Validate() error {
	if p.ChurchID <= 0 || p.CommunicationID <= 0 {
		return fmt.Errorf("communication send: church and communication ids are required")
	}
	return nil
}

// TaskID is the asynq task id of the send: the same communication is never queued twice while a
// send of it is waiting or running (the dispatcher re-enqueues unfinished sends every few seconds,
// and these collide with the one queued by the API).
func (p CommunicationSend) TaskID() string {
	return fmt.Sprintf("communications:send:%d:%d", p.ChurchID, p.CommunicationID)
}

// NewCommunicationSendTask builds the task. A send of many recipients works in batches and stops
// after a few minutes (it re-enqueues itself when unfinished); the handler itself decides when a
// communication is finished, so a retry only resumes. Nothing is retained after completion so that
// the dispatcher can enqueue the same TaskID again when work is left.
func NewCommunicationSendTask(p CommunicationSend) (*asynq.Task, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return encode(TypeCommunicationSend, p, asynq.MaxRetry(20), asynq.Timeout(10*time.Minute))
}

// CommunicationEnqueuer is what the tenant API needs to start sends.
type CommunicationEnqueuer interface {
	EnqueueCommunicationSend(ctx context.Context, p CommunicationSend) error
}

// EnqueueCommunicationSend enqueues a send on the bulk queue, once (TaskID): a send already queued
// or running is not an error. A scheduled communication is not enqueued by the API: the worker's
// dispatcher starts it at its due time (control.communication_dispatch).
func (c *Client) EnqueueCommunicationSend(ctx context.Context, p CommunicationSend) error {
	t, err := NewCommunicationSendTask(p)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueBulk, asynq.TaskID(p.TaskID()))
}

// EnqueueCommunicationRescue enqueues a send under a task id of its own (suffix names the
// occasion): the dispatcher's way past a send task left active by a worker killed mid-send, whose
// task id blocks a new one until asynq recovers it. Only one run of a communication works at a
// time (delivery holds a lock), so a rescue racing a live run ends at once.
func (c *Client) EnqueueCommunicationRescue(ctx context.Context, p CommunicationSend, suffix string) error {
	t, err := NewCommunicationSendTask(p)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueBulk, asynq.TaskID(p.TaskID()+":rescue:"+suffix))
}

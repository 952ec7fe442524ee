// Package jobs defines the asynq task types and payloads that the APIs enqueue and worker/ handles.
// A task that works inside one church embeds Tenant in its payload; worker/registry.go lists every
// task type with its handler.
package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/platform/observe"
)

// Task types.
const (
	TypeSMS   = "sms:send"
	TypeEmail = "email:send"
)

// Queues, highest priority first: security messages (codes, resets) must not wait behind bulk sends.
const (
	QueueCritical = "critical"
	QueueDefault  = "default"
	QueueBulk     = "bulk"
)

// Message is the payload of an SMS or e-mail task. Key is the idempotency key: the worker's send
// ledger makes a retried task with the same key send nothing the second time.
type Message struct {
	Key     string `json:"key"`
	Church  string `json:"church"` // church short name, "" for platform messages
	To      string `json:"to"`
	Subject string `json:"subject,omitempty"` // e-mail only
	Body    string `json:"body"`
}

// Validate reports payloads that can never succeed (the worker skips their retries).
func (m Message) Validate() error {
	switch {
	case m.Key == "":
		return fmt.Errorf("message without idempotency key")
	case m.To == "":
		return fmt.Errorf("message without recipient")
	case m.Body == "":
		return fmt.Errorf("message without body")
	}
	return nil
}

// NewSMSTask builds an SMS task.
func NewSMSTask(m Message) (*asynq.Task, error) { return newTask(TypeSMS, m) }

// NewEmailTask builds an e-mail task.
func NewEmailTask(m Message) (*asynq.Task, error) { return newTask(TypeEmail, m) }

func newTask(typ string, m Message) (*asynq.Task, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	return encode(typ, m, asynq.MaxRetry(8), asynq.Timeout(30*time.Second))
}

// encode builds a task whose payload is p as JSON.
func encode(typ string, p any, opts ...asynq.Option) (*asynq.Task, error) {
	b, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	// An empty header map, not none: submit writes the trace context into it (observe.StartEnqueue).
	return asynq.NewTaskWithHeaders(typ, b, map[string]string{}, opts...), nil
}

// Enqueuer is what the APIs depend on to send messages.
type Enqueuer interface {
	SendSMS(ctx context.Context, m Message) error
	SendEmail(ctx context.Context, m Message) error
}

// Client enqueues through asynq.
type Client struct {
	c *asynq.Client
	// Queue overrides the queue of every task; tests use a queue of their own so that no other
	// worker on the same Redis takes their tasks.
	Queue string
}

// NewClient connects to Redis.
func NewClient(opt asynq.RedisConnOpt) *Client { return &Client{c: asynq.NewClient(opt)} }

// Close releases the Redis connection.
func (c *Client) Close() error { return c.c.Close() }

// SendSMS enqueues an SMS on the critical queue.
func (c *Client) SendSMS(ctx context.Context, m Message) error { return c.enqueue(ctx, NewSMSTask, m) }

// SendEmail enqueues an e-mail on the critical queue.
func (c *Client) SendEmail(ctx context.Context, m Message) error {
	return c.enqueue(ctx, NewEmailTask, m)
}

func (c *Client) enqueue(ctx context.Context, build func(Message) (*asynq.Task, error), m Message) error {
	t, err := build(m)
	if err != nil {
		return err
	}
	// TaskID = idempotency key: enqueueing the same message twice is refused by asynq itself.
	return c.submit(ctx, t, QueueCritical, asynq.TaskID(m.Key))
}

// submit enqueues t on queue, or on the client's own queue when it has one. A TaskID already
// queued is the same work asked twice, not an error.
func (c *Client) submit(ctx context.Context, t *asynq.Task, queue string, opts ...asynq.Option) error {
	if c.Queue != "" {
		queue = c.Queue
	}
	ctx, end := observe.StartEnqueue(ctx, t, queue)
	_, err := c.c.EnqueueContext(ctx, t, append(opts, asynq.Queue(queue))...)
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		if n, ok := ctx.Value(conflictsKey{}).(*int); ok {
			*n++
		}
		end(nil)
		return nil
	}
	end(err)
	if err != nil {
		return fmt.Errorf("enqueue %s: %w", t.Type(), err)
	}
	return nil
}

type conflictsKey struct{}

// CountConflicts makes the enqueues under the returned context count in *n the tasks asynq refused
// because their id was still in Redis (submit answers nil for them, as for any enqueue): the
// imports' rescue (worker/imports) tells an import it enqueued again from one whose task lives.
func CountConflicts(ctx context.Context, n *int) context.Context {
	return context.WithValue(ctx, conflictsKey{}, n)
}

// RedisOpt parses a redis:// URL for asynq.
func RedisOpt(url string) (asynq.RedisConnOpt, error) { return asynq.ParseRedisURI(url) }

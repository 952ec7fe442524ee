package jobs

import (
	"context"
	"fmt"
	"time"

	"github.com/hibiken/asynq"
)

// TypeResetRequest answers a forgot-password or forgot-PIN request (tenantapi/auth/accounts).
const TypeResetRequest = "auth:reset-request"

// ResetRequest is a forgot request as the person typed it. The API only queues it and the worker
// looks the account up, so the API answers in the same time whether an account matches or not.
type ResetRequest struct {
	Tenant
	// ID makes the request's reset link go out once, however often the task runs.
	ID         string `json:"id"`
	Identifier string `json:"identifier"`       // the e-mail or phone number as typed
	Mobile     string `json:"mobile,omitempty"` // the phone number, normalised, when Identifier is one
	TokenType  string `json:"tokenType"`        // "password" or "pin"
	IP         string `json:"ip"`
	UserAgent  string `json:"userAgent"`
}

// Validate reports payloads that can never succeed.
func (r ResetRequest) Validate() error {
	switch {
	case r.ChurchID <= 0 || r.ID == "" || r.Identifier == "":
		return fmt.Errorf("reset request: church, id and identifier are required")
	case r.TokenType != "password" && r.TokenType != "pin":
		return fmt.Errorf("reset request: token type %q", r.TokenType)
	}
	return nil
}

// NewResetRequestTask builds the task; like the messages it leads to, it goes on the critical queue.
func NewResetRequestTask(r ResetRequest) (*asynq.Task, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return encode(TypeResetRequest, r, asynq.MaxRetry(8), asynq.Timeout(30*time.Second))
}

// ResetEnqueuer is what the tenant API needs to answer forgot requests.
type ResetEnqueuer interface {
	EnqueueResetRequest(ctx context.Context, r ResetRequest) error
}

// EnqueueResetRequest enqueues a reset request once (TaskID = its id).
func (c *Client) EnqueueResetRequest(ctx context.Context, r ResetRequest) error {
	t, err := NewResetRequestTask(r)
	if err != nil {
		return err
	}
	return c.submit(ctx, t, QueueCritical, asynq.TaskID("reset-request:"+r.ID))
}

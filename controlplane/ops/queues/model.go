// Package queues is the operators' view of the worker's asynq queues (/api/ops/queues/...): the
// queues with their counts, a queue's tasks in one state (type, church, last error, retries and
// times — never the payload, which may hold personal data), and running a task again, deleting it
// or archiving it ("kill": the console calls archived tasks dead).
package queues

import (
	"regexp"
	"strings"
	"unicode"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// States a task list can ask for.
const (
	StatePending   = "pending"
	StateActive    = "active"
	StateScheduled = "scheduled"
	StateRetry     = "retry"
	StateArchived  = "archived"
)

// ScanCap bounds the tasks of one state read to filter them by church.
const ScanCap = 5000

// Messages.
const (
	MsgQueue  = "queue must be 1 to 100 letters, digits, ':', '_' or '-'"
	MsgState  = "state must be pending, active, scheduled, retry or archived"
	MsgID     = "id must be 1 to 200 characters without spaces or control characters"
	MsgChurch = "churchId must be a church id"
)

// QueueRow is one queue and how many tasks it holds in each state; processed and failed are
// today's.
type QueueRow struct {
	Queue     string `json:"queue"`
	Pending   int    `json:"pending"`
	Active    int    `json:"active"`
	Scheduled int    `json:"scheduled"`
	Retry     int    `json:"retry"`
	Archived  int    `json:"archived"`
	Completed int    `json:"completed"`
	Processed int    `json:"processed"`
	Failed    int    `json:"failed"`
	Paused    bool   `json:"paused"`
}

// Queues are every queue, by name.
type Queues struct {
	Queues []QueueRow `json:"queues"`
}

// TaskRow is one task, without its payload.
type TaskRow struct {
	ID    string `json:"id"`
	Queue string `json:"queue"`
	Type  string `json:"type"`
	State string `json:"state" enum:"pending,active,scheduled,retry,archived,completed,aggregating"`
	// ChurchID is the church the task works in (its payload's churchId), null when none.
	ChurchID      *int64  `json:"churchId"`
	ChurchName    string  `json:"churchName"`
	LastError     string  `json:"lastError"`
	Retried       int     `json:"retried"`
	MaxRetry      int     `json:"maxRetry"`
	NextProcessAt *string `json:"nextProcessAt"`
	LastFailedAt  *string `json:"lastFailedAt"`
}

type listRequest struct{}

// TasksRequest asks for a queue's tasks in one state (the API's body; the CLI's flags).
type TasksRequest struct {
	Queue    string `json:"queue"`
	State    string `json:"state" enum:"pending,active,scheduled,retry,archived"`
	ChurchID int64  `json:"churchId"`
	httpx.Paging
}

var queuePattern = regexp.MustCompile(`^[a-zA-Z0-9:_-]{1,100}$`)

// CheckQueue bounds a queue name.
func CheckQueue(q string) error {
	if !queuePattern.MatchString(q) {
		return fault.E(fault.Invalid, MsgQueue)
	}
	return nil
}

// CheckState says whether s is a state a list can ask for.
func CheckState(s string) error {
	switch s {
	case StatePending, StateActive, StateScheduled, StateRetry, StateArchived:
		return nil
	}
	return fault.E(fault.Invalid, MsgState)
}

// CheckID bounds a task id (asynq's UUIDs, or the keys tasks are enqueued with).
func CheckID(id string) error {
	if id == "" || len(id) > 200 || strings.IndexFunc(id, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) >= 0 {
		return fault.E(fault.Invalid, MsgID)
	}
	return nil
}

func (r TasksRequest) Validate() error {
	if err := CheckQueue(r.Queue); err != nil {
		return err
	}
	if err := CheckState(r.State); err != nil {
		return err
	}
	if r.ChurchID < 0 {
		return fault.E(fault.Invalid, MsgChurch)
	}
	return nil
}

// TaskRequest names one task.
type TaskRequest struct {
	Queue string `json:"queue"`
	ID    string `json:"id"`
}

func (r TaskRequest) Validate() error {
	if err := CheckQueue(r.Queue); err != nil {
		return err
	}
	return CheckID(r.ID)
}

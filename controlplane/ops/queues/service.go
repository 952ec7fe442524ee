package queues

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/controlplane/ops/opsaudit"
	"congregate/internal/jobs"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/redisconn"
)

// Actions on one task.
const (
	ActRetry   = "retry"
	ActDelete  = "delete"
	ActArchive = "archive"
)

// Service reads and changes the queues through asynq's Inspector of Redis (REDIS_URL, a Sentinel
// or a Cluster: redisconn); a zero Redis means RedisURL.
type Service struct {
	Control  *gorm.DB
	RedisURL string
	Redis    redisconn.Conn
}

// inspectors keeps one Inspector per Redis URL for the process (the route table is built more
// than once: the document's routes build it again).
var inspectors sync.Map // redisconn.Conn → *asynq.Inspector

func (s *Service) inspector() (*asynq.Inspector, error) {
	conn := s.Redis
	if conn.Mode == "" {
		conn = redisconn.FromURL(s.RedisURL)
	}
	if v, ok := inspectors.Load(conn); ok {
		return v.(*asynq.Inspector), nil
	}
	opt, err := conn.AsynqOpt()
	if err != nil {
		return nil, fmt.Errorf("queues: %w", err)
	}
	insp := asynq.NewInspector(opt)
	if v, loaded := inspectors.LoadOrStore(conn, insp); loaded {
		_ = insp.Close()
		return v.(*asynq.Inspector), nil
	}
	return insp, nil
}

func noQueue(q string) error { return fault.E(fault.NotFound, fmt.Sprintf("No queue %q", q)) }

func noTask(q, id string) error {
	return fault.E(fault.NotFound, fmt.Sprintf("No task %q in queue %q", id, q))
}

// Queues lists every queue with its counts.
func (s *Service) Queues(ctx context.Context) (Queues, error) {
	insp, err := s.inspector()
	if err != nil {
		return Queues{}, err
	}
	names, err := insp.Queues()
	if err != nil {
		return Queues{}, err
	}
	sort.Strings(names)
	out := Queues{Queues: make([]QueueRow, 0, len(names))}
	for _, n := range names {
		qi, err := insp.GetQueueInfo(n)
		if errors.Is(err, asynq.ErrQueueNotFound) { // removed since
			continue
		}
		if err != nil {
			return Queues{}, err
		}
		out.Queues = append(out.Queues, QueueRow{Queue: n, Pending: qi.Pending, Active: qi.Active, Scheduled: qi.Scheduled,
			Retry: qi.Retry, Archived: qi.Archived, Completed: qi.Completed, Processed: qi.Processed, Failed: qi.Failed,
			Paused: qi.Paused})
	}
	return out, nil
}

func count(qi *asynq.QueueInfo, state string) int {
	switch state {
	case StatePending:
		return qi.Pending
	case StateActive:
		return qi.Active
	case StateScheduled:
		return qi.Scheduled
	case StateRetry:
		return qi.Retry
	default:
		return qi.Archived
	}
}

func list(insp *asynq.Inspector, queue, state string, opts ...asynq.ListOption) ([]*asynq.TaskInfo, error) {
	switch state {
	case StatePending:
		return insp.ListPendingTasks(queue, opts...)
	case StateActive:
		return insp.ListActiveTasks(queue, opts...)
	case StateScheduled:
		return insp.ListScheduledTasks(queue, opts...)
	case StateRetry:
		return insp.ListRetryTasks(queue, opts...)
	default:
		return insp.ListArchivedTasks(queue, opts...)
	}
}

// churchOf reads the church a payload names (jobs.Tenant's churchId), 0 for none.
func churchOf(payload []byte) int64 {
	var t jobs.Tenant
	if json.Unmarshal(payload, &t) != nil || t.ChurchID < 0 {
		return 0
	}
	return t.ChurchID
}

// Tasks is one page of a queue's tasks in a state. With a church, at most ScanCap tasks of the
// state are read and filtered, and the page says TotalCapped when there were more.
func (s *Service) Tasks(ctx context.Context, req TasksRequest) (httpx.Page[TaskRow], error) {
	p, err := req.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[TaskRow]{}, err
	}
	insp, err := s.inspector()
	if err != nil {
		return httpx.Page[TaskRow]{}, err
	}
	// GetQueueInfo's "not found" is asynq's internal error, not ErrQueueNotFound: ask the names.
	names, err := insp.Queues()
	if err != nil {
		return httpx.Page[TaskRow]{}, err
	}
	if !slices.Contains(names, req.Queue) {
		return httpx.Page[TaskRow]{}, noQueue(req.Queue)
	}
	qi, err := insp.GetQueueInfo(req.Queue)
	if err != nil {
		return httpx.Page[TaskRow]{}, err
	}
	var tasks []*asynq.TaskInfo
	var total int64
	capped := false
	if req.ChurchID == 0 {
		total = int64(count(qi, req.State))
		if p.Offset() < int(total) {
			if tasks, err = list(insp, req.Queue, req.State, asynq.PageSize(p.PageSize), asynq.Page(p.Page+1)); err != nil {
				return httpx.Page[TaskRow]{}, s.mapErr(err, req.Queue, "")
			}
		}
	} else {
		all, err := list(insp, req.Queue, req.State, asynq.PageSize(ScanCap), asynq.Page(1))
		if err != nil {
			return httpx.Page[TaskRow]{}, s.mapErr(err, req.Queue, "")
		}
		capped = count(qi, req.State) > ScanCap
		var mine []*asynq.TaskInfo
		for _, t := range all {
			if churchOf(t.Payload) == req.ChurchID {
				mine = append(mine, t)
			}
		}
		total = int64(len(mine))
		if from := p.Offset(); from < len(mine) {
			tasks = mine[from:min(from+p.PageSize, len(mine))]
		}
	}
	ids := []int64{}
	for _, t := range tasks {
		if c := churchOf(t.Payload); c > 0 {
			ids = append(ids, c)
		}
	}
	churches, err := churchNames(ctx, s.Control, ids)
	if err != nil {
		return httpx.Page[TaskRow]{}, err
	}
	items := make([]TaskRow, 0, len(tasks))
	for _, t := range tasks {
		items = append(items, row(t, churches))
	}
	page := httpx.PageOf(items, total, p)
	page.TotalCapped = capped
	return page, nil
}

func at(t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	s := t.UTC().Format(time.RFC3339)
	return &s
}

func row(t *asynq.TaskInfo, names map[int64]string) TaskRow {
	r := TaskRow{ID: t.ID, Queue: t.Queue, Type: t.Type, State: t.State.String(), LastError: t.LastErr,
		Retried: t.Retried, MaxRetry: t.MaxRetry, NextProcessAt: at(t.NextProcessAt), LastFailedAt: at(t.LastFailedAt)}
	if c := churchOf(t.Payload); c > 0 {
		r.ChurchID, r.ChurchName = &c, names[c]
	}
	return r
}

func (s *Service) mapErr(err error, queue, id string) error {
	switch {
	case errors.Is(err, asynq.ErrQueueNotFound):
		return noQueue(queue)
	case errors.Is(err, asynq.ErrTaskNotFound):
		return noTask(queue, id)
	}
	return err
}

// which states an action takes a task from.
var actionable = map[string]map[asynq.TaskState]bool{
	ActRetry:   {asynq.TaskStateScheduled: true, asynq.TaskStateRetry: true, asynq.TaskStateArchived: true},
	ActDelete:  {asynq.TaskStatePending: true, asynq.TaskStateScheduled: true, asynq.TaskStateRetry: true, asynq.TaskStateArchived: true, asynq.TaskStateCompleted: true},
	ActArchive: {asynq.TaskStatePending: true, asynq.TaskStateScheduled: true, asynq.TaskStateRetry: true},
}

var refusal = map[string]string{
	ActRetry:   "only a scheduled, retry or dead task can be run now",
	ActDelete:  "a running task cannot be deleted",
	ActArchive: "only a pending, scheduled or retry task can be killed",
}

// Act retries, deletes or archives one task, and audits it.
func (s *Service) Act(ctx context.Context, audit opsaudit.Entry, action string, req TaskRequest) error {
	insp, err := s.inspector()
	if err != nil {
		return err
	}
	audit.Target = "queue:" + req.Queue + " task:" + req.ID
	t, err := insp.GetTaskInfo(req.Queue, req.ID)
	if err != nil {
		return s.refused(ctx, audit, s.mapErr(err, req.Queue, req.ID))
	}
	if !actionable[action][t.State] {
		state := t.State.String()
		if t.State == asynq.TaskStateArchived {
			state = "dead"
		}
		return s.refused(ctx, audit, fault.E(fault.Conflict, fmt.Sprintf("Task %s is %s: %s", req.ID, state, refusal[action])))
	}
	switch action {
	case ActRetry:
		err = insp.RunTask(req.Queue, req.ID)
	case ActDelete:
		err = insp.DeleteTask(req.Queue, req.ID)
	case ActArchive:
		err = insp.ArchiveTask(req.Queue, req.ID)
	}
	if err != nil {
		if e := s.mapErr(err, req.Queue, req.ID); e != err {
			return s.refused(ctx, audit, e)
		}
		return s.refused(ctx, audit, fault.E(fault.Conflict, fmt.Sprintf("Task %s changed meanwhile: %s", req.ID, refusal[action])))
	}
	audit.ChurchID = churchOf(t.Payload)
	audit.Detail = map[string]any{"type": t.Type, "state": t.State.String()}
	return opsaudit.Record(ctx, s.Control, audit)
}

// refused records a refused action (no such task, a task in the wrong state) as failed, and
// answers err.
func (s *Service) refused(ctx context.Context, audit opsaudit.Entry, err error) error {
	var f *fault.Error
	if errors.As(err, &f) {
		audit.Outcome, audit.Detail = opsaudit.Failed, map[string]any{"error": f.Message}
		if rerr := opsaudit.Record(ctx, s.Control, audit); rerr != nil {
			return rerr
		}
	}
	return err
}

package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/controlplane/ops/opsaudit"
	"congregate/controlplane/ops/queues"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/redisconn"
)

// MaxTaskPayload bounds the payload of `tasks enqueue`.
const MaxTaskPayload = 64 << 10

// tasksCommand runs `tasks list|retry|delete|archive|enqueue`: the worker's asynq queues, as the
// operator console's Queues page shows them (controlplane/ops/queues: the same service, audited
// in the CLI user's name). enqueue puts a task on a queue (--in makes it scheduled), for trying
// the console's actions.
func tasksCommand(ctx context.Context, conn redisconn.Conn, control *gorm.DB, rest []string, out io.Writer) error {
	if len(rest) == 0 {
		return errors.New("use tasks list, retry, delete, archive or enqueue")
	}
	action, rest := rest[0], rest[1:]
	fs := flag.NewFlagSet("tasks "+action, flag.ContinueOnError)
	fs.SetOutput(out)
	queue := fs.String("queue", "", "queue name")
	s := &queues.Service{Control: control, Redis: conn}
	audit := opsaudit.Entry{OperatorEmail: operatorName(), Outcome: opsaudit.OK, Action: "queue." + action}
	var err error
	switch action {
	case "list":
		state := fs.String("state", queues.StatePending, "pending, active, scheduled, retry or archived")
		church := fs.Int64("church-id", 0, "only the tasks of this church id")
		page := fs.Int("page", 0, "page, from 0")
		if err := parse(fs, rest); err != nil {
			return err
		}
		req := queues.TasksRequest{Queue: *queue, State: *state, ChurchID: *church, Paging: httpx.Paging{Page: *page, PageSize: 50}}
		if err := req.Validate(); err != nil {
			return message(err)
		}
		p, err := s.Tasks(ctx, req)
		if err != nil {
			return message(err)
		}
		capped := ""
		if p.TotalCapped {
			capped = fmt.Sprintf(" (of the first %d only)", queues.ScanCap)
		}
		fmt.Fprintf(out, "%s %s: %d tasks%s, page %d of %d\n", *queue, *state, p.Total, capped, p.Page, p.TotalPages)
		for _, t := range p.Items {
			church := "-"
			if t.ChurchID != nil {
				church = fmt.Sprintf("%d %s", *t.ChurchID, t.ChurchName)
			}
			next := ""
			if t.NextProcessAt != nil {
				next = " next " + *t.NextProcessAt
			}
			fmt.Fprintf(out, "  %s  %s  church %s  retried %d/%d%s", t.ID, t.Type, church, t.Retried, t.MaxRetry, next)
			if t.LastError != "" {
				fmt.Fprintf(out, "  last error: %s", t.LastError)
			}
			fmt.Fprintln(out)
		}
		return nil

	case "retry", "delete", "archive":
		id := fs.String("id", "", "task id")
		if err := parse(fs, rest); err != nil {
			return err
		}
		req := queues.TaskRequest{Queue: *queue, ID: *id}
		if err := req.Validate(); err != nil {
			return message(err)
		}
		if err = s.Act(ctx, audit, action, req); err != nil {
			return message(err)
		}
		fmt.Fprintf(out, "%s: task %s %s\n", *queue, *id, map[string]string{"retry": "queued to run now", "delete": "deleted",
			"archive": "killed (archived)"}[action])
		return nil

	case "enqueue":
		typ := fs.String("type", "", "task type, e.g. email:send")
		payload := fs.String("payload", "{}", "the task's payload, JSON")
		in := fs.Duration("in", 0, "schedule it this long from now (e.g. 1h) instead of at once")
		if err := parse(fs, rest); err != nil {
			return err
		}
		if err := queues.CheckQueue(*queue); err != nil {
			return message(err)
		}
		if t := strings.TrimSpace(*typ); t == "" || len(t) > 100 {
			return errors.New("--type is required (at most 100 characters)")
		}
		if len(*payload) > MaxTaskPayload || !json.Valid([]byte(*payload)) {
			return errors.New("--payload must be JSON of at most 64 KB")
		}
		if *in < 0 || *in > 365*24*time.Hour {
			return errors.New("--in must be from 0 to 8760h")
		}
		opt, err := conn.AsynqOpt()
		if err != nil {
			return err
		}
		client := asynq.NewClient(opt)
		defer client.Close()
		opts := []asynq.Option{asynq.Queue(*queue)}
		if *in > 0 {
			opts = append(opts, asynq.ProcessIn(*in))
		}
		info, err := client.EnqueueContext(ctx, asynq.NewTask(strings.TrimSpace(*typ), []byte(*payload)), opts...)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%s: task %s (%s) %s\n", info.Queue, info.ID, info.Type, info.State)
		return nil
	}
	return fmt.Errorf("unknown command tasks %s: use list, retry, delete, archive or enqueue", action)
}

// message is a fault's message alone (the CLI prints it).
func message(err error) error {
	var f *fault.Error
	if errors.As(err, &f) {
		return errors.New(f.Message)
	}
	return err
}

package communications

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/delivery"
)

// Enqueuer is what the dispatcher enqueues with (jobs.Client).
type Enqueuer interface {
	EnqueueCommunicationSend(ctx context.Context, p jobs.CommunicationSend) error
	EnqueueCommunicationRescue(ctx context.Context, p jobs.CommunicationSend, suffix string) error
}

// Dispatcher finds, every Interval, the sends control.communication_dispatch says are due and not
// done, and enqueues them: scheduled communications at their time, and sends whose task Redis lost
// (a restart keeps nothing) or whose worker died. The task id keeps a send queued once; a run that
// stopped beating (a worker killed -9 leaves its task active until asynq's lease runs out) gets a
// rescue task. Rows whose communication does not exist or is finished are marked done.
type Dispatcher struct {
	S        *delivery.Service
	Control  *gorm.DB
	Churches *tenancy.Resolver
	Enqueue  Enqueuer
	Interval time.Duration // DISPATCH_INTERVAL, default 5 s
	// Stale is how long a running send may go without a heartbeat before it is rescued (default
	// 15 s; a run beats every 2 s while it works).
	Stale time.Duration
	// Grace is how long a row may wait for its communication to appear (the send writes the row,
	// then its communication in another transaction); default 2 minutes.
	Grace time.Duration
	Limit int // rows read a tick (default 500)
	Log   *slog.Logger
}

// Run ticks until ctx ends.
func (d *Dispatcher) Run(ctx context.Context) {
	iv := d.Interval
	if iv <= 0 {
		iv = 5 * time.Second
	}
	t := time.NewTicker(iv)
	defer t.Stop()
	for {
		if _, err := d.Tick(ctx); err != nil && ctx.Err() == nil {
			d.log().Warn("communication dispatcher", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (d *Dispatcher) log() *slog.Logger {
	if d.Log != nil {
		return d.Log
	}
	return slog.Default()
}

// Tick is one pass; it answers how many sends it enqueued.
func (d *Dispatcher) Tick(ctx context.Context) (int, error) {
	limit := d.Limit
	if limit <= 0 {
		limit = 500
	}
	stale, grace := d.Stale, d.Grace
	if stale <= 0 {
		stale = 15 * time.Second
	}
	if grace <= 0 {
		grace = 2 * time.Minute
	}
	rows, err := delivery.Due(ctx, d.Control, limit)
	if err != nil {
		return 0, err
	}
	byChurch := map[int64][]delivery.Dispatch{}
	var order []int64
	for _, r := range rows {
		if _, ok := byChurch[r.ChurchID]; !ok {
			order = append(order, r.ChurchID)
		}
		byChurch[r.ChurchID] = append(byChurch[r.ChurchID], r)
	}
	enqueued := 0
	var errs []error
	for _, churchID := range order {
		rs := byChurch[churchID]
		ch, err := d.Churches.ByID(ctx, churchID)
		if err != nil {
			if !errors.Is(err, tenancy.ErrUnknownChurch) {
				errs = append(errs, err)
			}
			continue
		}
		acts, err := d.S.Plan(tenancy.WithChurch(ctx, ch), rs, grace, stale)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		for i, r := range rs {
			p := jobs.CommunicationSend{Tenant: jobs.In(churchID), CommunicationID: r.CommunicationID}
			switch acts[i] {
			case delivery.ActionDone:
				err = delivery.MarkDone(ctx, d.Control, churchID, r.CommunicationID)
			case delivery.ActionEnqueue:
				err = d.Enqueue.EnqueueCommunicationSend(ctx, p)
				enqueued++
			case delivery.ActionRescue:
				// One rescue per silence: the suffix is the last heartbeat's time.
				err = d.Enqueue.EnqueueCommunicationRescue(ctx, p, strconv.FormatInt(r.UpdatedAt.UnixMilli(), 10))
				enqueued++
			}
			if err != nil {
				errs = append(errs, err)
			}
		}
	}
	return enqueued, errors.Join(errs...)
}

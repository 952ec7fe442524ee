package imports

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	children "congregate/tenantapi/children/imports"
	giving "congregate/tenantapi/giving/imports"
	people "congregate/tenantapi/people/imports"
)

// RescueAfter is how long an import may stay queued or processing before imports:rescue enqueues
// it again: longer than a busy queue keeps a task waiting, shorter than anyone waits for an import.
const RescueAfter = 2 * time.Minute

// Enqueuer enqueues the three kinds of import (jobs.Client).
type Enqueuer interface {
	jobs.ImportEnqueuer
	jobs.GivingImportEnqueuer
	jobs.ChildrenImportEnqueuer
}

// Rescue handles imports:rescue. An import is queued in its church's schema, then its task in
// Redis; a Redis that loses its data (a restart without persistence) loses the task and the import
// waits for ever, since queueing it again is refused. The rescue enqueues again every import of
// every church left queued or processing for RescueAfter, with the task id it was first enqueued
// with (jobs.importTaskOpts): a task still in Redis makes that a no-op, a lost one runs again, and
// the runs are idempotent (each domain's processing locks the import and skips what is done).
type Rescue struct {
	Control *gorm.DB
	Tenants *db.Tenants
	Jobs    Enqueuer
	Clock   clock.Clock
	Log     *slog.Logger // nil: slog's default
}

// HandleRescue rescues the imports of every church that is not closed. A church that fails is
// logged and the others are still rescued; the task then fails, naming how many.
func (r *Rescue) HandleRescue(ctx context.Context, _ *asynq.Task) error {
	log := r.Log
	if log == nil {
		log = slog.Default()
	}
	var churches []tenancy.Church
	if err := r.Control.WithContext(ctx).Where("status <> ?", tenancy.StatusClosed).Order("id").Find(&churches).Error; err != nil {
		return err
	}
	olderThan := r.Clock.Now().Add(-RescueAfter)
	failed := 0
	for i := range churches {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err := r.church(ctx, log, &churches[i], olderThan); err != nil {
			failed++
			log.ErrorContext(ctx, "imports rescue", "church", churches[i].ShortName, "err", err)
		}
	}
	if failed > 0 {
		return fmt.Errorf("imports rescue: %d of %d churches failed", failed, len(churches))
	}
	return nil
}

// church enqueues again a church's imports queued or processing since before olderThan. Each
// domain answers for its own table; the payloads come without the church, which is c.
func (r *Rescue) church(ctx context.Context, log *slog.Logger, c *tenancy.Church, olderThan time.Time) error {
	var ps []jobs.PeopleImport
	var gs []jobs.GivingImport
	var cs []jobs.ChildrenImport
	err := r.Tenants.RunFor(ctx, c, func(tx *gorm.DB) (err error) {
		if ps, err = people.Unfinished(tx, olderThan); err != nil {
			return err
		}
		if gs, err = giving.Unfinished(tx, olderThan); err != nil {
			return err
		}
		cs, err = children.Unfinished(tx, olderThan)
		return err
	})
	if err != nil {
		return err
	}
	// enqueue logs the imports whose task was really gone: the others' ids were still in Redis.
	enqueue := func(kind string, id int64, fn func(ctx context.Context) error) error {
		conflicts := 0
		if err := fn(jobs.CountConflicts(ctx, &conflicts)); err != nil {
			return fmt.Errorf("%s import %d: %w", kind, id, err)
		}
		if conflicts == 0 {
			log.InfoContext(ctx, "import rescued: its task was lost, enqueued again", "church", c.ShortName, "kind", kind, "import", id)
		}
		return nil
	}
	for _, p := range ps {
		p.Tenant = jobs.In(c.ID)
		if err := enqueue("people", p.ImportID, func(ctx context.Context) error { return r.Jobs.EnqueuePeopleImport(ctx, p) }); err != nil {
			return err
		}
	}
	for _, p := range gs {
		p.Tenant = jobs.In(c.ID)
		if err := enqueue("giving", p.ImportID, func(ctx context.Context) error { return r.Jobs.EnqueueGivingImport(ctx, p) }); err != nil {
			return err
		}
	}
	for _, p := range cs {
		p.Tenant = jobs.In(c.ID)
		if err := enqueue("children", p.ImportID, func(ctx context.Context) error { return r.Jobs.EnqueueChildrenImport(ctx, p) }); err != nil {
			return err
		}
	}
	return nil
}

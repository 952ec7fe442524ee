package exports_test

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/exports"
	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/worker"
	wexports "congregate/worker/exports"
)

// The church:export task, built by its constructor and run through the worker's mux (church
// middleware, payload decoding), writes the ZIP and marks the row done; run again it does nothing;
// the hourly sweep runs through the mux too.
func TestExportTaskThroughTheMux(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	c, err := provisioning.Provision(ctx, d.Gorm, provisioning.Spec{ShortName: "alpha", FullName: "Alpha Chapel"})
	if err != nil {
		t.Fatal(err)
	}
	files := storage.Local{Dir: t.TempDir()}
	store := exports.Store{Control: d.Gorm}
	h := &wexports.Handler{Runner: &exports.Runner{Store: store, Tenants: db.NewTenants(d.Gorm), Files: files}}
	mux := worker.NewMux(worker.Deps{Exports: h}, tenancy.NewResolver(d.Gorm, "test.localhost", time.Minute), slog.Default())

	ex, err := exports.Insert(d.Gorm, c.ID, "operator:ops@test")
	if err != nil {
		t.Fatal(err)
	}
	task, err := jobs.NewChurchExportTask(jobs.ChurchExport{Tenant: jobs.In(c.ID), ExportID: ex.ID})
	if err != nil {
		t.Fatal(err)
	}
	if err := mux.ProcessTask(ctx, task); err != nil {
		t.Fatal(err)
	}
	got, _ := store.Get(ctx, ex.ID, 0)
	if got.Status != exports.StatusDone {
		t.Fatalf("after the task: %+v", got)
	}
	if _, err := files.Open(ctx, exports.Key(c.ID, ex.ID)); err != nil {
		t.Fatal(err)
	}
	// Delivered again: nothing happens.
	if err := mux.ProcessTask(ctx, task); err != nil {
		t.Fatal(err)
	}
	// A payload without an export is refused without retry.
	bad := asynq.NewTask(jobs.TypeChurchExport, []byte(`{"churchId":1}`))
	if err := mux.ProcessTask(ctx, bad); !errors.Is(err, asynq.SkipRetry) {
		t.Fatalf("bad payload: %v", err)
	}
	// The sweep.
	d.Gorm.Exec(`UPDATE control.church_exports SET expires_at = now() - interval '1 hour'`)
	sweep, err := jobs.NewExportsExpireTask()
	if err != nil {
		t.Fatal(err)
	}
	if err := mux.ProcessTask(ctx, sweep); err != nil {
		t.Fatal(err)
	}
	if got, _ := store.Get(ctx, ex.ID, 0); got.Status != exports.StatusExpired {
		t.Fatalf("after the sweep: %+v", got)
	}
}

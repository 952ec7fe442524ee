package exports

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
)

// Runner builds exports and sweeps expired ones (the worker's church:export and exports:expire).
type Runner struct {
	Store   Store
	Tenants *db.Tenants
	Files   storage.Store
	Log     *slog.Logger
	// TempDir holds the ZIP while it is built ("" = the system's).
	TempDir string
}

// ErrFailed is a run that ended with the export marked failed (its row says why, for a person):
// retrying would change nothing.
var ErrFailed = errors.New("export failed")

func (r *Runner) log() *slog.Logger {
	if r.Log != nil {
		return r.Log
	}
	return slog.Default()
}

// Run builds export id of church: a ZIP written to a temp file, then to the store under
// Key(church, id), and the row done. A re-run of an export already done, failed or expired does
// nothing; a running one (its worker died) is built again. A failure marks the row failed and is
// ErrFailed.
func (r *Runner) Run(ctx context.Context, church *tenancy.Church, id int64) error {
	ok, err := r.Store.claim(ctx, id, church.ID)
	if err != nil || !ok {
		return err
	}
	fail := func(msg string, cause error) error {
		if ctx.Err() != nil {
			// The worker is stopping: the row stays running and the task's next delivery redoes it.
			return cause
		}
		r.log().ErrorContext(ctx, "church export failed", "church", church.ShortName, "export", id, "err", cause)
		if err := r.Store.Fail(context.WithoutCancel(ctx), id, msg); err != nil {
			return err
		}
		return fmt.Errorf("%w: %v", ErrFailed, cause)
	}
	tmp, err := os.CreateTemp(r.TempDir, "church-export-*.zip")
	if err != nil {
		return fail(MsgBuild, err)
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	if _, err := Build(ctx, r.Tenants, church, r.Files, tmp); err != nil {
		return fail(MsgBuild, err)
	}
	size, err := tmp.Seek(0, io.SeekCurrent)
	if err == nil {
		_, err = tmp.Seek(0, io.SeekStart)
	}
	if err != nil {
		return fail(MsgBuild, err)
	}
	key := Key(church.ID, id)
	if err := r.put(ctx, key, tmp, size); err != nil {
		return fail(MsgStorage, err)
	}
	if err := r.Store.done(ctx, id, key, size, time.Now()); err != nil {
		return err
	}
	r.log().InfoContext(ctx, "church export done", "church", church.ShortName, "export", id, "bytes", size)
	return nil
}

// put streams the file to a store that takes streams, and reads it whole for one that does not.
func (r *Runner) put(ctx context.Context, key string, f *os.File, size int64) error {
	if r.Files == nil {
		return errors.New("no file store")
	}
	if s, ok := r.Files.(storage.Streams); ok {
		return s.PutStream(ctx, key, "application/zip", f, size)
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return err
	}
	return r.Files.Put(ctx, key, "application/zip", data)
}

// SweepResult says what a sweep did.
type SweepResult struct {
	Expired int
	Stuck   int64
}

// Sweep deletes the files of exports past their expiry and marks them expired, and marks
// exports queued or running for over 12 hours failed. A file that cannot be deleted leaves its
// row done, for the next sweep.
func (r *Runner) Sweep(ctx context.Context, now time.Time) (SweepResult, error) {
	var res SweepResult
	due, err := r.Store.expiredBy(ctx, now)
	if err != nil {
		return res, err
	}
	var errs []error
	for _, d := range due {
		if d.StorageKey != "" && r.Files != nil {
			if err := r.Files.Delete(ctx, d.StorageKey); err != nil {
				errs = append(errs, fmt.Errorf("export %d: %w", d.ID, err))
				continue
			}
		}
		if err := r.Store.expire(ctx, d.ID); err != nil {
			errs = append(errs, err)
			continue
		}
		res.Expired++
	}
	stuck, err := r.Store.failStuck(ctx, now)
	if err != nil {
		errs = append(errs, err)
	}
	res.Stuck = stuck
	return res, errors.Join(errs...)
}

// Open reads a finished export's ZIP from the store (ErrFileGone when it is not there).
func Open(ctx context.Context, files storage.Store, f File) (io.ReadCloser, error) {
	if files == nil {
		return nil, ErrFileGone
	}
	r, err := files.Open(ctx, f.Key)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, ErrFileGone
	}
	return r, err
}

package imports

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
)

// BatchSize is how many rows one INSERT writes; progress is reported after each batch.
const BatchSize = 1000

type invalidFile struct {
	msg     string
	errs    []RowError
	badRows []byte // the bad-rows CSV
}

func (e *invalidFile) Error() string { return e.msg }

// Process imports a queued import of a church: every row it imports in one transaction, or
// nothing. It is safe to run twice (asynq delivers at least once): an advisory lock serialises
// runs and a finished import is left alone. The file is validated again because the church's
// people may have changed since the preview. Rows an earlier import brought in are skipped. If a
// row now fails, an all-or-nothing import imports nothing and becomes invalid with its errors; an
// import that skips bad rows (skip_bad_rows) imports the good ones and keeps the bad ones as a
// CSV to download. final says this is the last attempt: a database failure then marks the import
// failed instead of leaving it for a retry.
func Process(ctx context.Context, tenants *db.Tenants, church *tenancy.Church, importID int64, final bool, now time.Time) error {
	ctx = tenancy.WithChurch(ctx, church) // the rules read the church's default country from it
	progress := func(q string, args ...any) {
		// Progress lives outside the import's transaction so the console sees it move; its
		// failure must not fail the import.
		_ = tenants.RunFor(ctx, church, func(tx *gorm.DB) error { return tx.Exec(q, args...).Error })
	}
	var imported int
	err := tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		if err := tx.Exec(`SELECT pg_advisory_xact_lock(?::int, ?::int)`, int32(church.ID), int32(importID)).Error; err != nil {
			return err
		}
		s, err := loadStored(tx, importID)
		if err != nil {
			return err
		}
		if s.Status != "queued" && s.Status != "processing" {
			return errDone
		}
		progress(`UPDATE people_imports SET status = 'processing', processed_rows = 0 WHERE id = ?`, importID)
		t, err := Parse(s.FileKind, s.Data)
		if err != nil {
			return &invalidFile{msg: err.Error()}
		}
		res, err := Validate(tx, t, s.FileKind, s.mapping(), s.DateFormat, now)
		if err != nil {
			if isInvalid(err) {
				return &invalidFile{msg: err.Error()}
			}
			return err
		}
		if res.BadRows > 0 && !s.SkipBadRows {
			return &invalidFile{msg: fmt.Sprintf("%d rows have errors: nothing was imported", res.BadRows), errs: res.Errors, badRows: badRowsCSV(t, res.Errors)}
		}
		if err := skipTypedEnvelopes(tx); err != nil {
			return err
		}
		for start := 0; start < len(res.Records); start += BatchSize {
			end := min(start+BatchSize, len(res.Records))
			if err := insertBatch(tx, importID, res.Records[start:end]); err != nil {
				return err
			}
			progress(`UPDATE people_imports SET processed_rows = ? WHERE id = ?`, end, importID)
		}
		imported = len(res.Records)
		return tx.Exec(`UPDATE people_imports SET status = 'completed', processed_rows = total_rows, imported_rows = ?, skipped_rows = ?,
			bad_rows = ?, errors = ?::jsonb, bad_rows_csv = ?, message = ?, finished_at = now() WHERE id = ?`,
			imported, len(res.Skipped), res.BadRows, errorsJSON(res.Errors), badRowsCSV(t, res.Errors), outcome(imported, len(res.Skipped), res.BadRows), importID).Error
	})
	var inv *invalidFile
	switch {
	case err == nil && imported > 0:
		// The trigram indexes took the rows into their pending lists (fast inserts); until those
		// are merged every search scans them, and the planner turns to sequential scans. Merge now
		// rather than at the next autovacuum.
		if err := tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
			return tx.Exec(`SELECT gin_clean_pending_list('people_name_trgm'::regclass), gin_clean_pending_list('people_email_trgm'::regclass),
				gin_clean_pending_list('people_mobile_trgm'::regclass)`).Error
		}); err != nil {
			slog.WarnContext(ctx, "people import: merging the search indexes' pending lists", "church", church.ID, "err", err)
		}
		return nil
	case err == nil, errors.Is(err, errDone):
		return nil
	case errors.Is(err, ErrNotFound):
		return ErrNotFound
	case errors.As(err, &inv):
		progress(`UPDATE people_imports SET status = 'invalid', errors = ?::jsonb, bad_rows = ?, bad_rows_csv = ?, message = ?, processed_rows = 0,
			finished_at = now() WHERE id = ?`, errorsJSON(inv.errs), badRowCount(inv.errs), inv.badRows, inv.msg, importID)
		return nil
	case final:
		progress(`UPDATE people_imports SET status = 'failed', message = 'The import failed: nothing was imported. Please try again.',
			processed_rows = 0, finished_at = now() WHERE id = ?`, importID)
	}
	return err
}

var errDone = errors.New("import already handled")

// outcome is a finished import's message: what was added, skipped and left out.
func outcome(imported, skipped, bad int) string {
	msg := fmt.Sprintf("%d people imported", imported)
	if skipped > 0 {
		msg += fmt.Sprintf(", %d already imported (skipped)", skipped)
	}
	if bad > 0 {
		msg += fmt.Sprintf(", %d rows with errors left out", bad)
	}
	return msg
}

func badRowCount(errs []RowError) int {
	rows := map[int]bool{}
	for _, e := range errs {
		rows[e.Row] = true
	}
	return len(rows)
}

package exports

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/fault"
)

// The SQL of control.church_exports: the only file of the package that names it.

// Store reads and writes control.church_exports for the ops API, the church's export pages, the
// worker and the sweep.
type Store struct {
	Control *gorm.DB
}

type row struct {
	ID          int64
	ChurchID    int64
	ChurchName  string
	ShortName   string
	RequestedBy string
	Status      string
	StorageKey  string
	SizeBytes   int64
	Error       string
	CreatedAt   time.Time
	FinishedAt  *time.Time
	ExpiresAt   *time.Time
}

func stamp(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := t.UTC().Format(time.RFC3339)
	return &s
}

func (r row) export() Export {
	return Export{ID: r.ID, ChurchID: r.ChurchID, ChurchName: r.ChurchName, Status: r.Status, SizeBytes: r.SizeBytes,
		RequestedBy: r.RequestedBy, CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339), FinishedAt: stamp(r.FinishedAt),
		ExpiresAt: stamp(r.ExpiresAt), Error: r.Error}
}

const selectRow = `SELECT e.id, e.church_id, c.full_name AS church_name, c.short_name, e.requested_by, e.status, e.storage_key, e.size_bytes,
		e.error, e.created_at, e.finished_at, e.expires_at
	FROM control.church_exports e JOIN control.churches c ON c.id = e.church_id`

// Insert queues a new export of a church with tx (a transaction, so the caller's audit row
// commits with it): an unknown or closed church is MsgChurchNotFound, a second export while one is
// queued or running MsgInProgress (409).
func Insert(tx *gorm.DB, churchID int64, requestedBy string) (Export, error) {
	var ids []int64
	err := tx.Raw(`INSERT INTO control.church_exports (church_id, requested_by)
		SELECT id, ? FROM control.churches WHERE id = ? AND status <> 'closed' RETURNING id`,
		requestedBy, churchID).Scan(&ids).Error
	var pg *pgconn.PgError
	if errors.As(err, &pg) && pg.Code == "23505" && pg.ConstraintName == "church_exports_active_key" {
		return Export{}, errInProgress
	}
	if err != nil {
		return Export{}, err
	}
	if len(ids) == 0 {
		return Export{}, errChurchNotFound
	}
	r, err := get(tx, ids[0])
	return r.export(), err
}

func get(tx *gorm.DB, id int64) (row, error) {
	var rs []row
	if err := tx.Raw(selectRow+` WHERE e.id = ?`, id).Scan(&rs).Error; err != nil {
		return row{}, err
	}
	if len(rs) == 0 {
		return row{}, errNotFound
	}
	return rs[0], nil
}

// Get is one export; churchID > 0 limits it to that church (another church's is not found).
func (s Store) Get(ctx context.Context, id, churchID int64) (Export, error) {
	r, err := s.getFor(ctx, id, churchID)
	return r.export(), err
}

func (s Store) getFor(ctx context.Context, id, churchID int64) (row, error) {
	r, err := get(s.Control.WithContext(ctx), id)
	if err == nil && churchID > 0 && r.ChurchID != churchID {
		return row{}, errNotFound
	}
	return r, err
}

// List is the newest 200 exports, of one church when churchID > 0.
func (s Store) List(ctx context.Context, churchID int64) (Exports, error) {
	q, args := selectRow, []any{}
	if churchID > 0 {
		q, args = q+` WHERE e.church_id = ?`, append(args, churchID)
	}
	var rs []row
	if err := s.Control.WithContext(ctx).Raw(q+` ORDER BY e.created_at DESC, e.id DESC LIMIT 200`, args...).Scan(&rs).Error; err != nil {
		return Exports{}, err
	}
	out := Exports{Items: make([]Export, 0, len(rs))}
	for _, r := range rs {
		out.Items = append(out.Items, r.export())
	}
	return out, nil
}

// File is a finished export to download.
type File struct {
	Export Export
	Key    string // in the files store
	Name   string // what the browser saves it as: <short name>-export-<date>.zip
}

// Download is the file of a finished export: not found (or another church's), MsgNotReady while
// it is queued or running, MsgFailedWas when it failed, MsgExpired once expired.
func (s Store) Download(ctx context.Context, id, churchID int64) (File, error) {
	r, err := s.getFor(ctx, id, churchID)
	if err != nil {
		return File{}, err
	}
	f := File{Export: r.export()}
	switch r.Status {
	case StatusDone:
		if r.ExpiresAt != nil && !r.ExpiresAt.After(time.Now()) {
			return f, errExpired
		}
		f.Key, f.Name = r.StorageKey, r.ShortName+"-export-"+r.CreatedAt.UTC().Format("2006-01-02")+".zip"
		return f, nil
	case StatusExpired:
		return f, errExpired
	case StatusFailed:
		return f, errFailedWas
	}
	return f, errNotReady
}

// claim marks a queued or running export of the church running (a running one whose worker died
// is redone) and answers false for one already finished, failed or expired (nothing to do).
func (s Store) claim(ctx context.Context, id, churchID int64) (bool, error) {
	res := s.Control.WithContext(ctx).Exec(`UPDATE control.church_exports SET status = 'running', started_at = now(), error = ''
		WHERE id = ? AND church_id = ? AND status IN ('queued', 'running')`, id, churchID)
	return res.RowsAffected == 1, res.Error
}

// done records a finished export: its key, size and expiry.
func (s Store) done(ctx context.Context, id int64, key string, size int64, now time.Time) error {
	return s.Control.WithContext(ctx).Exec(`UPDATE control.church_exports SET status = 'done', storage_key = ?, size_bytes = ?,
		finished_at = ?, expires_at = ?, error = '' WHERE id = ? AND status = 'running'`, key, size, now, now.Add(Keep), id).Error
}

// Fail records a failed export with a message for a person.
func (s Store) Fail(ctx context.Context, id int64, msg string) error {
	return s.Control.WithContext(ctx).Exec(`UPDATE control.church_exports SET status = 'failed', error = ?, finished_at = now()
		WHERE id = ? AND status IN ('queued', 'running')`, msg, id).Error
}

// Enqueue hands a queued export to the worker. When the queue refuses it, the row is marked
// failed (MsgQueue) so the church is not left with an export in progress forever.
func (s Store) Enqueue(ctx context.Context, q jobs.ChurchExportEnqueuer, e *Export) error {
	var err error
	if q == nil {
		err = errors.New("no task queue")
	} else {
		err = q.EnqueueChurchExport(ctx, jobs.ChurchExport{Tenant: jobs.In(e.ChurchID), ExportID: e.ID})
	}
	if err == nil {
		return nil
	}
	if ferr := s.Fail(context.WithoutCancel(ctx), e.ID, MsgQueue); ferr != nil {
		return errors.Join(err, ferr)
	}
	e.Status, e.Error = StatusFailed, MsgQueue
	return fault.E(fault.Unavailable, MsgQueue)
}

// expiredExport is a finished export past its expiry.
type expiredExport struct {
	ID         int64
	StorageKey string
}

// expiredBy lists the finished exports whose expiry is at or before now.
func (s Store) expiredBy(ctx context.Context, now time.Time) ([]expiredExport, error) {
	var due []expiredExport
	err := s.Control.WithContext(ctx).Raw(`SELECT id, storage_key FROM control.church_exports WHERE status = 'done' AND expires_at <= ? ORDER BY id`, now).
		Scan(&due).Error
	return due, err
}

// expire marks a finished export expired (its file is gone).
func (s Store) expire(ctx context.Context, id int64) error {
	return s.Control.WithContext(ctx).Exec(`UPDATE control.church_exports SET status = 'expired' WHERE id = ? AND status = 'done'`, id).Error
}

// failStuck marks exports queued or running since before now - Stuck failed, and counts them.
func (s Store) failStuck(ctx context.Context, now time.Time) (int64, error) {
	q := s.Control.WithContext(ctx).Exec(`UPDATE control.church_exports SET status = 'failed', error = ?, finished_at = ?
		WHERE status IN ('queued', 'running') AND COALESCE(started_at, created_at) < ?`, MsgStuck, now, now.Add(-Stuck))
	return q.RowsAffected, q.Error
}

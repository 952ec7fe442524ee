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

const selectRow = `SELECT e.id, e.church_id, c.full_name AS church_name, e.requested_by, e.status, e.storage_key, e.size_bytes,
		e.error, e.created_at, e.finished_at, e.expires_at
	FROM control.church_exports e JOIN control.churches c ON c.id = e.church_id`

// Insert queues a new export of a church with tx (a transaction, so the caller's audit row
// commits with it): a second one while one is queued or running is MsgInProgress (409).
func Insert(tx *gorm.DB, churchID int64, requestedBy string) (Export, error) {
	var id int64
	err := tx.Raw(`INSERT INTO control.church_exports (church_id, requested_by) VALUES (?, ?) RETURNING id`,
		churchID, requestedBy).Scan(&id).Error
	var pg *pgconn.PgError
	if errors.As(err, &pg) && pg.Code == "23505" && pg.ConstraintName == "church_exports_active_key" {
		return Export{}, errInProgress
	}
	if err != nil {
		return Export{}, err
	}
	r, err := get(tx, id)
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

// Download is the stored key of a finished export: not found (or another church's), MsgNotReady
// while it is queued, running or failed, MsgExpired once expired.
func (s Store) Download(ctx context.Context, id, churchID int64) (Export, string, error) {
	r, err := s.getFor(ctx, id, churchID)
	if err != nil {
		return Export{}, "", err
	}
	switch r.Status {
	case StatusDone:
		if r.ExpiresAt != nil && !r.ExpiresAt.After(time.Now()) {
			return r.export(), "", errExpired
		}
		return r.export(), r.StorageKey, nil
	case StatusExpired:
		return r.export(), "", errExpired
	case StatusFailed:
		return r.export(), "", errFailedWas
	}
	return r.export(), "", errNotReady
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

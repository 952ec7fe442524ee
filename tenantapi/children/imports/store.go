package imports

import (
	"encoding/json"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
)

// The SQL of children imports: the only file of the package that names tables.

type importRow struct {
	ID            int64
	FileName      string
	FileKind      string
	Data          []byte
	Columns       json.RawMessage
	Mapping       json.RawMessage
	Status        string
	TotalRows     int
	ProcessedRows int
	ImportedRows  int
	BadRows       json.RawMessage
	Error         string
	CreatedBy     *int64
}

// storedBad is a bad row as the import keeps it: its cells too, for the download.
type storedBad struct {
	BadRow
	Cells []string `json:"cells"`
}

func insert(tx *gorm.DB, name, kind string, data []byte, columns []string, total int, by int64) (int64, error) {
	cols, _ := json.Marshal(columns)
	var id int64
	err := tx.Raw(`INSERT INTO children_imports (file_name, file_kind, data, columns, total_rows, created_by) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
		name, kind, data, string(cols), total, by).Scan(&id).Error
	return id, err
}

func load(tx *gorm.DB, id int64, lock bool) (*importRow, error) {
	q := `SELECT id, file_name, file_kind, data, columns, mapping, status, total_rows, processed_rows, imported_rows, bad_rows, error,
		created_by FROM children_imports WHERE id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []importRow
	if err := tx.Raw(q, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return &rows[0], nil
}

// progress reads the import's progress without its file.
func progress(tx *gorm.DB, id int64, lock bool) (*importRow, error) {
	q := `SELECT id, file_name, status, total_rows, processed_rows, imported_rows, bad_rows, error, created_by FROM children_imports WHERE id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []importRow
	if err := tx.Raw(q, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return &rows[0], nil
}

// queue queues an uploaded or failed import; a failed one keeps its progress (its committed batches
// are in) and resumes after it. It answers when: the task's id carries it (jobs.ChildrenImport.QueuedAt).
func queue(tx *gorm.DB, id int64, mapping map[string]string) (time.Time, error) {
	m, _ := json.Marshal(mapping)
	var at time.Time
	err := tx.Raw(`UPDATE children_imports SET mapping = ?, status = 'queued', error = '', finished_at = NULL, queued_at = now()
		WHERE id = ? RETURNING queued_at`, string(m), id).Scan(&at).Error
	return at, err
}

// Unfinished answers the imports queued or processing since before olderThan (their queued_at, or
// their creation for those queued before it was kept), as task payloads without their church:
// the worker's imports:rescue enqueues them again.
func Unfinished(tx *gorm.DB, olderThan time.Time) ([]jobs.ChildrenImport, error) {
	var rows []struct {
		ID       int64
		QueuedAt time.Time
	}
	if err := tx.Raw(`SELECT id, COALESCE(queued_at, created_at) AS queued_at FROM children_imports
		WHERE status IN ('queued', 'processing') AND COALESCE(queued_at, created_at) < ? ORDER BY id`, olderThan).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]jobs.ChildrenImport, len(rows))
	for i, r := range rows {
		out[i] = jobs.ChildrenImport{ImportID: r.ID, QueuedAt: r.QueuedAt}
	}
	return out, nil
}

func setStatus(tx *gorm.DB, id int64, status string) error {
	return tx.Exec(`UPDATE children_imports SET status = ? WHERE id = ?`, status, id).Error
}

// advance records a committed batch: the rows read, those imported and the bad ones.
func advance(tx *gorm.DB, id int64, processed, imported int, bad []storedBad) error {
	b, _ := json.Marshal(bad)
	return tx.Exec(`UPDATE children_imports SET processed_rows = ?, imported_rows = imported_rows + ?, bad_rows = bad_rows || ?::jsonb
		WHERE id = ?`, processed, imported, string(b), id).Error
}

func finish(tx *gorm.DB, id int64, now time.Time) error {
	return tx.Exec(`UPDATE children_imports SET status = 'done', finished_at = ? WHERE id = ?`, now, id).Error
}

func fail(tx *gorm.DB, id int64, msg string, now time.Time) error {
	return tx.Exec(`UPDATE children_imports SET status = 'failed', error = ?, finished_at = ? WHERE id = ?`, msg, now, id).Error
}

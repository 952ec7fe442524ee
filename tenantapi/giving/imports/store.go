package imports

import (
	"encoding/json"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
)

// The SQL of contribution imports: the only file of the package that names tables.

type importRow struct {
	ID            int64
	FileName      string
	FileKind      string
	Data          []byte
	Columns       json.RawMessage
	Mapping       json.RawMessage
	Status        string
	SkipBadRows   bool
	TotalRows     int
	BadRows       int
	ProcessedRows int
	ImportedRows  int
	BatchID       *int64
	Error         string
	CreatedBy     *int64
}

func insert(tx *gorm.DB, name, kind string, data []byte, columns []string, total int, by int64) (int64, error) {
	cols, _ := json.Marshal(columns)
	var id int64
	err := tx.Raw(`INSERT INTO giving_imports (file_name, file_kind, data, columns, total_rows, created_by) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
		name, kind, data, string(cols), total, by).Scan(&id).Error
	return id, err
}

func load(tx *gorm.DB, id int64, lock bool) (*importRow, error) {
	q := `SELECT id, file_name, file_kind, data, columns, mapping, status, skip_bad_rows, total_rows, bad_rows, processed_rows,
		imported_rows, batch_id, error, created_by FROM giving_imports WHERE id = ?`
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

func loadStatus(tx *gorm.DB, id int64) (*Status, error) {
	var rows []struct {
		Status                                          string
		TotalRows, ProcessedRows, ImportedRows, BadRows int
		BatchID                                         *int64
		Error                                           string
	}
	if err := tx.Raw(`SELECT status, total_rows, processed_rows, imported_rows, bad_rows, batch_id, error FROM giving_imports WHERE id = ?`, id).
		Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	r := rows[0]
	return &Status{Status: r.Status, Total: r.TotalRows, Processed: r.ProcessedRows, Imported: r.ImportedRows, BatchID: r.BatchID, Error: r.Error}, nil
}

// queue queues an import and answers when: the task's id carries it (jobs.GivingImport.QueuedAt).
func queue(tx *gorm.DB, id int64, mapping map[string]string, skip bool, bad int) (time.Time, error) {
	m, _ := json.Marshal(mapping)
	var at time.Time
	err := tx.Raw(`UPDATE giving_imports SET mapping = ?, skip_bad_rows = ?, bad_rows = ?, status = 'queued', error = '', queued_at = now()
		WHERE id = ? RETURNING queued_at`, string(m), skip, bad, id).Scan(&at).Error
	return at, err
}

// Unfinished answers the imports queued or processing since before olderThan (their queued_at, or
// their creation for those queued before it was kept), as task payloads without their church:
// the worker's imports:rescue enqueues them again.
func Unfinished(tx *gorm.DB, olderThan time.Time) ([]jobs.GivingImport, error) {
	var rows []struct {
		ID       int64
		QueuedAt time.Time
	}
	if err := tx.Raw(`SELECT id, COALESCE(queued_at, created_at) AS queued_at FROM giving_imports
		WHERE status IN ('queued', 'processing') AND COALESCE(queued_at, created_at) < ? ORDER BY id`, olderThan).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]jobs.GivingImport, len(rows))
	for i, r := range rows {
		out[i] = jobs.GivingImport{ImportID: r.ID, QueuedAt: r.QueuedAt}
	}
	return out, nil
}

func setStatus(tx *gorm.DB, id int64, status string) error {
	return tx.Exec(`UPDATE giving_imports SET status = ? WHERE id = ?`, status, id).Error
}

func finish(tx *gorm.DB, id int64, processed, imported int, batchID int64, now time.Time) error {
	return tx.Exec(`UPDATE giving_imports SET status = 'done', processed_rows = ?, imported_rows = ?, batch_id = ?, finished_at = ?,
		data = data WHERE id = ?`, processed, imported, batchID, now, id).Error
}

func fail(tx *gorm.DB, id int64, msg string, now time.Time) error {
	return tx.Exec(`UPDATE giving_imports SET status = 'failed', error = ?, finished_at = ? WHERE id = ?`, msg, now, id).Error
}

// fundKeys answers the church's codes by lower-case code and name.
func fundKeys(tx *gorm.DB) (map[string]int64, error) {
	var rows []struct {
		ID         int64
		Code, Name string
	}
	if err := tx.Raw(`SELECT id, code, name FROM giving_funds`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := map[string]int64{}
	for _, r := range rows {
		out[strings.ToLower(r.Name)] = r.ID
	}
	for _, r := range rows { // a code wins over another code's name
		out[strings.ToLower(r.Code)] = r.ID
	}
	return out, nil
}

func defaultFund(tx *gorm.DB) (*int64, error) {
	var ids []*int64
	if err := tx.Raw(`SELECT default_fund_id FROM giving_settings WHERE id = 1`).Scan(&ids).Error; err != nil || len(ids) == 0 {
		return nil, err
	}
	return ids[0], nil
}

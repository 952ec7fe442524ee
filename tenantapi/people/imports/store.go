package imports

import (
	"encoding/json"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
)

// Status is an import's state and outcome, as the status call answers it.
type Status struct {
	ImportID      int64  `json:"importId"`
	Status        string `json:"status" enum:"uploaded,validated,invalid,queued,processing,completed,failed"`
	FileName      string `json:"fileName"`
	TotalRows     int    `json:"totalRows"`
	ProcessedRows int    `json:"processedRows"`
	ImportedRows  int    `json:"importedRows"`
	// SkippedRows were already in the directory from an earlier import; BadRows have errors.
	SkippedRows int `json:"skippedRows"`
	BadRows     int `json:"badRows"`
	// SkipBadRows: the import brings in its good rows and leaves the bad ones out.
	SkipBadRows bool `json:"skipBadRows"`
	// BadRowsFile: the bad rows can be downloaded as a CSV to fix (import/bad-rows).
	BadRowsFile bool       `json:"badRowsFile"`
	Progress    int        `json:"progress"`
	Errors      []RowError `json:"errors,omitempty" gorm:"-"`
	Message     string     `json:"message"`
	CreatedAt   time.Time  `json:"createdAt"`
	FinishedAt  *time.Time `json:"finishedAt"`
}

// stored is a people_imports row.
type stored struct {
	ID          int64
	FileName    string
	FileKind    string
	Data        []byte
	Columns     string
	Mapping     string
	DateFormat  string
	Status      string
	SkipBadRows bool
}

func (s stored) mapping() map[string]string {
	m := map[string]string{}
	_ = json.Unmarshal([]byte(s.Mapping), &m)
	return m
}

func loadStored(tx *gorm.DB, id int64) (*stored, error) {
	var rows []stored
	if err := tx.Raw(`SELECT id, file_name, file_kind, data, columns::text AS columns, mapping::text AS mapping, date_format, status,
		skip_bad_rows FROM people_imports WHERE id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return &rows[0], nil
}

func loadStatus(tx *gorm.DB, id int64, withErrors bool) (*Status, error) {
	var rows []struct {
		Status
		ErrorsJSON string
	}
	if err := tx.Raw(`SELECT id AS import_id, status, file_name, total_rows, processed_rows, imported_rows, message, created_at, finished_at,
			skipped_rows, bad_rows, skip_bad_rows, bad_rows_csv IS NOT NULL AS bad_rows_file, errors::text AS errors_json FROM people_imports WHERE id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	s := rows[0].Status
	if withErrors {
		_ = json.Unmarshal([]byte(rows[0].ErrorsJSON), &s.Errors)
	}
	s.Progress = progress(s)
	return &s, nil
}

func progress(s Status) int {
	switch {
	case s.Status == "completed":
		return 100
	case s.TotalRows == 0:
		return 0
	}
	return min(99, s.ProcessedRows*100/s.TotalRows) // whole percent (spec §9)
}

// maxStoredErrors bounds the errors kept and answered: a file with every row wrong says enough
// in its first thousand.
const maxStoredErrors = 1000

func errorsJSON(errs []RowError) string {
	if len(errs) > maxStoredErrors {
		errs = errs[:maxStoredErrors]
	}
	if errs == nil {
		errs = []RowError{}
	}
	b, _ := json.Marshal(errs)
	return string(b)
}

// insertColumns are written by the import, in the order of Record's JSON names.
const insertSQL = `INSERT INTO people (first_name, middle_name, last_name, email, mobile, gender, birth_date, wedding_date,
		marital_status, membership_type_id, title_id, salutation_id, envelope_id, address, city, state, postal_code, country,
		occupation, join_date, custom, import_id)
	SELECT r.first_name, r.middle_name, r.last_name, r.email, r.mobile, r.gender, r.birth_date, r.wedding_date,
		r.marital_status, COALESCE(r.membership_type_id, s.default_membership_type_id), r.title_id, r.salutation_id,
		CASE WHEN r.envelope_id = '' THEN s.envelope_prefix || lpad(nextval('envelope_number_seq')::text, 6, '0') ELSE r.envelope_id END,
		r.address, r.city, r.state, r.postal_code, r.country, r.occupation, r.join_date, COALESCE(r.custom, '{}'), ?
	FROM jsonb_to_recordset(?::jsonb) AS r(first_name text, middle_name text, last_name text, email text, mobile text,
		gender text, birth_date date, wedding_date date, marital_status text, membership_type_id bigint, title_id bigint,
		salutation_id bigint, envelope_id text, address text, city text, state text, postal_code text, country text,
		occupation text, join_date date, custom jsonb, n int)
	CROSS JOIN people_settings s ORDER BY r.n`

// insertBatch writes records with ONE statement: the batch travels as a JSON document, so no
// parameter limit applies and PostgreSQL parses it in one go.
func insertBatch(tx *gorm.DB, importID int64, recs []Record) error {
	b, err := json.Marshal(recs)
	if err != nil {
		return err
	}
	return tx.Exec(insertSQL, importID, string(b)).Error
}

// skipTypedEnvelopes moves the envelope sequence past numbers staff typed by hand with the
// church's prefix, so generated envelope IDs do not collide with them.
func skipTypedEnvelopes(tx *gorm.DB) error {
	return tx.Exec(`SELECT setval('envelope_number_seq', x.m, true) FROM (
			SELECT max(substring(p.envelope_id FROM length(s.envelope_prefix) + 1)::bigint) AS m
			FROM people p, people_settings s
			WHERE starts_with(p.envelope_id, s.envelope_prefix)
			  AND substring(p.envelope_id FROM length(s.envelope_prefix) + 1) ~ '^[0-9]{1,15}$') x
		WHERE x.m > (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM envelope_number_seq)`).Error
}

func insertUpload(tx *gorm.DB, name, kind string, data []byte, t *Table, createdBy int64) (int64, error) {
	cols, _ := json.Marshal(t.Columns)
	var id int64
	err := tx.Raw(`INSERT INTO people_imports (file_name, file_kind, data, columns, total_rows, created_by) VALUES (?, ?, ?, ?::jsonb, ?, ?) RETURNING id`,
		name, kind, data, string(cols), len(t.Rows), createdBy).Scan(&id).Error
	return id, err
}

func saveValidation(tx *gorm.DB, id int64, mapping map[string]string, dateFormat, status string, t *Table, res *Result) error {
	m, _ := json.Marshal(mapping)
	return tx.Exec(`UPDATE people_imports SET mapping = ?::jsonb, date_format = ?, status = ?, errors = ?::jsonb, message = '',
			valid_rows = ?, bad_rows = ?, skipped_rows = ?, bad_rows_csv = ? WHERE id = ?`,
		string(m), dateFormat, status, errorsJSON(res.Errors), len(res.Records), res.BadRows, len(res.Skipped), badRowsCSV(t, res.Errors), id).Error
}

// locked is an import's state held until the transaction ends.
type locked struct {
	Status    string
	ValidRows int
}

// lockStatus reads an import's status and holds its row until the transaction ends.
func lockStatus(tx *gorm.DB, id int64) (*locked, error) {
	var st []locked
	if err := tx.Raw(`SELECT status, valid_rows FROM people_imports WHERE id = ? FOR UPDATE`, id).Scan(&st).Error; err != nil {
		return nil, err
	}
	if len(st) == 0 {
		return nil, ErrNotFound
	}
	return &st[0], nil
}

// setStatus moves an import from one status to the next (queued starts from no progress).
func setStatus(tx *gorm.DB, id int64, from, to string) error {
	return tx.Exec(`UPDATE people_imports SET status = ?, processed_rows = 0, message = '' WHERE id = ? AND status = ?`, to, id, from).Error
}

// queue moves a validated (or, skipping its bad rows, an invalid) import to queued and answers
// when: the task's id carries it (jobs.PeopleImport.QueuedAt).
func queue(tx *gorm.DB, id int64, from string, skipBadRows bool) (time.Time, error) {
	var at time.Time
	err := tx.Raw(`UPDATE people_imports SET status = 'queued', skip_bad_rows = ?, processed_rows = 0, message = '', queued_at = now()
		WHERE id = ? AND status = ? RETURNING queued_at`, skipBadRows, id, from).Scan(&at).Error
	return at, err
}

// Unfinished answers the imports queued or processing since before olderThan (their queued_at, or
// their creation for those queued before it was kept), as task payloads without their church:
// the worker's imports:rescue enqueues them again.
func Unfinished(tx *gorm.DB, olderThan time.Time) ([]jobs.PeopleImport, error) {
	var rows []struct {
		ID       int64
		QueuedAt time.Time
	}
	if err := tx.Raw(`SELECT id, COALESCE(queued_at, created_at) AS queued_at FROM people_imports
		WHERE status IN ('queued', 'processing') AND COALESCE(queued_at, created_at) < ? ORDER BY id`, olderThan).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]jobs.PeopleImport, len(rows))
	for i, r := range rows {
		out[i] = jobs.PeopleImport{ImportID: r.ID, QueuedAt: r.QueuedAt}
	}
	return out, nil
}

// loadBadRows answers an import's file name and its bad rows as CSV (nil when it has none).
func loadBadRows(tx *gorm.DB, id int64) (string, []byte, error) {
	var rows []struct {
		FileName   string
		BadRowsCSV []byte
	}
	if err := tx.Raw(`SELECT file_name, bad_rows_csv FROM people_imports WHERE id = ?`, id).Scan(&rows).Error; err != nil {
		return "", nil, err
	}
	if len(rows) == 0 {
		return "", nil, ErrNotFound
	}
	return rows[0].FileName, rows[0].BadRowsCSV, nil
}

func listImports(tx *gorm.DB, limit, offset int) ([]Status, int64, error) {
	var total int64
	if err := tx.Raw(`SELECT count(*) FROM people_imports`).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	var items []Status
	if err := tx.Raw(`SELECT id AS import_id, status, file_name, total_rows, processed_rows, imported_rows, message, created_at, finished_at,
			skipped_rows, bad_rows, skip_bad_rows, bad_rows_csv IS NOT NULL AS bad_rows_file
		FROM people_imports ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, limit, offset).Scan(&items).Error; err != nil {
		return nil, 0, err
	}
	for i := range items {
		items[i].Progress = progress(items[i])
	}
	return items, total, nil
}

package statements

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

const counted = `c.status = 'succeeded' AND c.voided_at IS NULL`

func currency(tx *gorm.DB) (string, error) {
	var c string
	err := tx.Raw(`SELECT currency FROM giving_settings WHERE id = 1`).Scan(&c).Error
	if c == "" {
		c = "USD"
	}
	return c, err
}

func texts(tx *gorm.DB) (Texts, error) {
	var t Texts
	err := tx.Raw(`SELECT statement_intro AS intro, statement_legal_text AS legal, statement_signatory AS signatory
		FROM giving_settings WHERE id = 1`).Scan(&t).Error
	return t, err
}

type lineRow struct {
	PersonID int64
	Line
	On time.Time
}

// lines are the counted gifts of people in [from, to], by person, date and id.
func lines(tx *gorm.DB, ids []int64, from, to time.Time) ([]lineRow, error) {
	var rows []lineRow
	err := tx.Raw(`SELECT c.person_id, c.id, c.received_on AS "on", c.fund_id, f.name AS fund_name, c.method, c.cheque_number,
			c.amount_minor, f.tax_deductible
		FROM giving_contributions c JOIN giving_funds f ON f.id = c.fund_id
		WHERE c.person_id = ANY (?::bigint[]) AND c.received_on >= ? AND c.received_on <= ? AND `+counted+`
		ORDER BY c.person_id, c.received_on, c.id`, db.Int64Array(ids), from, to).Scan(&rows).Error
	return rows, err
}

// donorIDs are the people with counted gifts in [from, to].
func donorIDs(tx *gorm.DB, from, to time.Time) ([]int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT DISTINCT c.person_id FROM giving_contributions c
		WHERE c.received_on >= ? AND c.received_on <= ? AND c.person_id IS NOT NULL AND `+counted+` ORDER BY 1`, from, to).Scan(&ids).Error
	return ids, err
}

type runRow struct {
	ID                                             int64
	FromOn, ToOn                                   time.Time
	Email                                          bool
	Status                                         string
	Total, Done, Emailed, SkippedNoEmail, OptedOut int
	ZipKey, Error                                  string
	CreatedBy                                      *int64
	CreatedAt                                      time.Time
	FinishedAt                                     *time.Time
	FullCount                                      int64
}

const runCols = `id, from_on, to_on, email, status, total, done, emailed, skipped_no_email, opted_out, zip_key, error,
	created_by, created_at, finished_at`

func insertRun(tx *gorm.DB, from, to time.Time, email bool, by int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO giving_statement_runs (from_on, to_on, email, created_by) VALUES (?, ?, ?, ?) RETURNING id`,
		from, to, email, by).Scan(&id).Error
	return id, err
}

func loadRun(tx *gorm.DB, id int64, lock bool) (*runRow, error) {
	q := `SELECT ` + runCols + ` FROM giving_statement_runs WHERE id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []runRow
	if err := tx.Raw(q, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errRun
	}
	return &rows[0], nil
}

func busyRun(tx *gorm.DB) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM giving_statement_runs WHERE status IN ('queued', 'running') AND created_at > now() - interval '1 day'`).Scan(&n).Error
	return n > 0, err
}

func listRuns(tx *gorm.DB, limit, offset int) ([]runRow, int64, error) {
	var rows []runRow
	err := tx.Raw(`SELECT `+runCols+`, count(*) OVER () AS full_count FROM giving_statement_runs
		ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, limit, offset).Scan(&rows).Error
	var total int64
	if len(rows) > 0 {
		total = rows[0].FullCount
	} else if err == nil && offset > 0 {
		err = tx.Raw(`SELECT count(*) FROM giving_statement_runs`).Scan(&total).Error
	}
	return rows, total, err
}

func setRunning(tx *gorm.DB, id int64, total int) error {
	return tx.Exec(`UPDATE giving_statement_runs SET status = 'running', total = ?, error = '' WHERE id = ?`, total, id).Error
}

// progress counts the run's stored statements and e-mail outcomes into its row.
func progress(tx *gorm.DB, id int64) error {
	return tx.Exec(`UPDATE giving_statement_runs r SET done = f.done, emailed = f.emailed, skipped_no_email = f.no_email, opted_out = f.opted_out
		FROM (SELECT count(*) AS done, count(*) FILTER (WHERE email_status = 'sent') AS emailed,
			count(*) FILTER (WHERE email_status = 'no_email') AS no_email, count(*) FILTER (WHERE email_status = 'opted_out') AS opted_out
			FROM giving_statement_files WHERE run_id = @id) f WHERE r.id = @id`, map[string]any{"id": id}).Error
}

func finishRun(tx *gorm.DB, id int64, zipKey, errText string) error {
	return tx.Exec(`UPDATE giving_statement_runs SET status = 'done', zip_key = ?, error = ?, finished_at = now() WHERE id = ?`,
		zipKey, errText, id).Error
}

func failRun(tx *gorm.DB, id int64, errText string) error {
	return tx.Exec(`UPDATE giving_statement_runs SET status = 'failed', error = ?, finished_at = now() WHERE id = ? AND status <> 'done'`,
		errText, id).Error
}

type fileRow struct {
	PersonID    int64
	StorageKey  string
	TotalMinor  int64
	EmailStatus string
}

func doneFiles(tx *gorm.DB, runID int64) ([]fileRow, error) {
	var rows []fileRow
	err := tx.Raw(`SELECT person_id, storage_key, total_minor, email_status FROM giving_statement_files WHERE run_id = ? ORDER BY person_id`,
		runID).Scan(&rows).Error
	return rows, err
}

func insertFile(tx *gorm.DB, runID int64, f fileRow) error {
	return tx.Exec(`INSERT INTO giving_statement_files (run_id, person_id, storage_key, total_minor) VALUES (?, ?, ?, ?)
		ON CONFLICT (run_id, person_id) DO NOTHING`, runID, f.PersonID, f.StorageKey, f.TotalMinor).Error
}

func setEmailStatus(tx *gorm.DB, runID, personID int64, status string) error {
	return tx.Exec(`UPDATE giving_statement_files SET email_status = ? WHERE run_id = ? AND person_id = ?`, status, runID, personID).Error
}

func loadFile(tx *gorm.DB, runID, personID int64) (*fileRow, error) {
	var rows []fileRow
	if err := tx.Raw(`SELECT person_id, storage_key, total_minor, email_status FROM giving_statement_files WHERE run_id = ? AND person_id = ?`,
		runID, personID).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errLink
	}
	return &rows[0], nil
}

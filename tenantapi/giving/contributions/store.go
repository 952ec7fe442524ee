package contributions

import (
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
)

// The SQL of gifts and batches: the only file of the package that names tables.

// giftRow is a gift as read, before the names of people are added.
type giftRow struct {
	ID           int64
	PersonID     *int64
	FundID       int64
	FundName     string
	FundCode     string
	AmountMinor  int64
	Currency     string
	Method       string
	ChequeNumber string
	ReceivedOn   time.Time
	Note         string
	BatchID      *int64
	Source       string
	Status       string
	VoidedAt     *time.Time
	VoidReason   string
	VoidedBy     *int64
	CardBrand    string
	CardLast4    string
	CreatedAt    time.Time
	CreatedBy    *int64
}

const giftCols = `c.id, c.person_id, c.fund_id, f.name AS fund_name, f.code AS fund_code, c.amount_minor, c.currency, c.method,
	c.cheque_number, c.received_on, c.note, c.batch_id, c.source, c.status, c.voided_at, c.void_reason, c.voided_by,
	c.card_brand, c.card_last4, c.created_at, c.created_by`

const giftFrom = `giving_contributions c JOIN giving_funds f ON f.id = c.fund_id`

// filter is a list's conditions.
type filter struct {
	where []string
	args  []any
}

func (f *filter) add(cond string, args ...any) {
	f.where = append(f.where, cond)
	f.args = append(f.args, args...)
}

func (f *filter) sql() string {
	if len(f.where) == 0 {
		return "true"
	}
	return strings.Join(f.where, " AND ")
}

func listFilter(r ListRequest, searchIDs []int64) filter {
	var f filter
	if r.From != "" {
		f.add("c.received_on >= ?::date", r.From)
	}
	if r.To != "" {
		f.add("c.received_on <= ?::date", r.To)
	}
	if r.FundID != 0 {
		f.add("c.fund_id = ?", r.FundID)
	}
	if r.PersonID != 0 {
		f.add("c.person_id = ?", r.PersonID)
	}
	if r.Method != "" {
		f.add("c.method = ?", r.Method)
	}
	if r.Source != "" {
		f.add("c.source = ?", r.Source)
	}
	if r.Status != "" {
		f.add("c.status = ?", r.Status)
	}
	if r.BatchID != 0 {
		f.add("c.batch_id = ?", r.BatchID)
	}
	if r.BatchID == 0 && r.Status == "" { // an open batch's gifts are the batch's until it is committed
		f.add("NOT (c.status = 'pending' AND c.batch_id IS NOT NULL)")
	}
	if !r.IncludeVoided {
		f.add("c.voided_at IS NULL")
	}
	if r.Search != "" {
		f.add("(c.person_id = ANY (?::bigint[]) OR c.cheque_number ILIKE ?)", db.Int64Array(searchIDs), "%"+likeEscape(r.Search)+"%")
	}
	return f
}

func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

func listGifts(tx *gorm.DB, f filter, limit, offset int) ([]giftRow, int64, error) {
	return db.Page[giftRow](tx, giftCols, giftFrom, f.sql(), f.args, `c.received_on DESC, c.id DESC`, limit, offset)
}

func recentGifts(tx *gorm.DB, n int) ([]giftRow, error) {
	var rows []giftRow
	err := tx.Raw(`SELECT `+giftCols+` FROM `+giftFrom+` WHERE c.status = 'succeeded' AND c.voided_at IS NULL
		ORDER BY c.created_at DESC, c.id DESC LIMIT ?`, n).Scan(&rows).Error
	return rows, err
}

func loadGift(tx *gorm.DB, id int64) (*giftRow, error) {
	return db.One[giftRow](tx, giftCols, giftFrom, `c.id`, id, ErrNotFound)
}

func batchGifts(tx *gorm.DB, batchID int64) ([]giftRow, error) {
	var rows []giftRow
	err := tx.Raw(`SELECT `+giftCols+` FROM `+giftFrom+` WHERE c.batch_id = ? ORDER BY c.id`, batchID).Scan(&rows).Error
	return rows, err
}

// lockGift locks a gift: its batch, whether it is void.
type lockedGift struct {
	ID          int64
	PersonID    *int64
	FundID      int64
	AmountMinor int64
	BatchID     *int64
	Voided      bool
	Status      string
}

func lockGift(tx *gorm.DB, id int64) (*lockedGift, error) {
	var rows []lockedGift
	if err := tx.Raw(`SELECT id, person_id, fund_id, amount_minor, batch_id, voided_at IS NOT NULL AS voided, status
		FROM giving_contributions WHERE id = ? FOR UPDATE`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return &rows[0], nil
}

func voidGift(tx *gorm.DB, id int64, by *int64, reason string) error {
	return tx.Exec(`UPDATE giving_contributions SET voided_at = now(), voided_by = ?, void_reason = ?, updated_at = now() WHERE id = ?`,
		by, reason, id).Error
}

func setFund(tx *gorm.DB, id, fundID int64) error {
	return tx.Exec(`UPDATE giving_contributions SET fund_id = ?, updated_at = now() WHERE id = ?`, fundID, id).Error
}

func updateBatchGift(tx *gorm.DB, id int64, g Gift) error {
	return tx.Exec(`UPDATE giving_contributions SET person_id = ?, fund_id = ?, amount_minor = ?, method = ?, cheque_number = ?, note = ?,
		updated_at = now() WHERE id = ?`, g.PersonID, g.FundID, g.AmountMinor, g.Method, g.ChequeNumber, g.Note, id).Error
}

func deleteGift(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM giving_contributions WHERE id = ?`, id).Error
}

// Batches.

type batchRow struct {
	ID                 int64
	Name               string
	BatchDate          time.Time
	ExpectedTotalMinor int64
	ExpectedCount      *int
	EnteredTotalMinor  int64
	EnteredCount       int
	Status             string
	Source             string
	CreatedAt          time.Time
	CreatedBy          *int64
	CommittedAt        *time.Time
	CommittedBy        *int64
}

const batchCols = `b.id, b.name, b.batch_date, b.expected_total_minor, b.expected_count, b.status, b.source, b.created_at, b.created_by,
	b.committed_at, b.committed_by, COALESCE(t.total, 0) AS entered_total_minor, COALESCE(t.n, 0) AS entered_count`

const batchFrom = `giving_batches b LEFT JOIN LATERAL (SELECT sum(amount_minor) AS total, count(*) AS n FROM giving_contributions c
	WHERE c.batch_id = b.id AND c.voided_at IS NULL) t ON true`

func listBatches(tx *gorm.DB, status string, limit, offset int) ([]batchRow, int64, error) {
	where, args := "true", []any{}
	if status != "" {
		where, args = "b.status = ?", []any{status}
	}
	return db.Page[batchRow](tx, batchCols, batchFrom, where, args, `b.batch_date DESC, b.id DESC`, limit, offset)
}

func loadBatch(tx *gorm.DB, id int64) (*batchRow, error) {
	return db.One[batchRow](tx, batchCols, batchFrom, `b.id`, id, errBatchNotFound)
}

// lockBatch locks a batch and answers its date and status.
func lockBatch(tx *gorm.DB, id int64) (date string, status string, err error) {
	var rows []struct {
		BatchDate time.Time
		Status    string
	}
	if err := tx.Raw(`SELECT batch_date, status FROM giving_batches WHERE id = ? FOR UPDATE`, id).Scan(&rows).Error; err != nil {
		return "", "", err
	}
	if len(rows) == 0 {
		return "", "", errBatchNotFound
	}
	return rows[0].BatchDate.Format("2006-01-02"), rows[0].Status, nil
}

// requireOpen locks a batch that is still open (its date for the gifts added).
func requireOpen(tx *gorm.DB, id int64) (string, error) {
	date, status, err := lockBatch(tx, id)
	if err != nil {
		return "", err
	}
	if status != "open" {
		return "", fault.E(fault.Conflict, msgCommitted)
	}
	return date, nil
}

// batchSums are the counted (not void) gifts of a batch.
func batchSums(tx *gorm.DB, id int64) (expected int64, expectedCount *int, total int64, n int, err error) {
	var rows []struct {
		ExpectedTotalMinor int64
		ExpectedCount      *int
		Total              int64
		N                  int
	}
	if err = tx.Raw(`SELECT b.expected_total_minor, b.expected_count, COALESCE(sum(c.amount_minor), 0) AS total, count(c.id) AS n
		FROM giving_batches b LEFT JOIN giving_contributions c ON c.batch_id = b.id AND c.voided_at IS NULL
		WHERE b.id = ? GROUP BY b.id`, id).Scan(&rows).Error; err != nil || len(rows) == 0 {
		if err == nil {
			err = errBatchNotFound
		}
		return
	}
	r := rows[0]
	return r.ExpectedTotalMinor, r.ExpectedCount, r.Total, r.N, nil
}

func deleteBatch(tx *gorm.DB, id int64) (int64, error) {
	res := tx.Exec(`DELETE FROM giving_contributions WHERE batch_id = ?`, id)
	if res.Error != nil {
		return 0, res.Error
	}
	return res.RowsAffected, tx.Exec(`DELETE FROM giving_batches WHERE id = ?`, id).Error
}

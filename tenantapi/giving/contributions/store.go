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

// Record writes one gift (every source's insert) and answers its id. The caller has checked the
// person, the code and the amount; the table's checks refuse anything else.
func Record(tx *gorm.DB, g Gift) (int64, error) {
	ids, err := RecordAll(tx, []Gift{g})
	if err != nil {
		return 0, err
	}
	return ids[0], nil
}

// recordChunk keeps one insert's parameters far below PostgreSQL's 65,535.
const recordChunk = 1000

// RecordAll writes gifts in a few multi-row inserts (a batch's 500 gifts, an import's thousands)
// and answers their ids in order.
func RecordAll(tx *gorm.DB, gifts []Gift) ([]int64, error) {
	ids := make([]int64, 0, len(gifts))
	for start := 0; start < len(gifts); start += recordChunk {
		end := min(start+recordChunk, len(gifts))
		var b strings.Builder
		b.WriteString(`INSERT INTO giving_contributions (person_id, fund_id, amount_minor, currency, method, cheque_number, received_on,
			note, source, status, batch_id, import_id, stripe_payment_intent_id, card_brand, card_last4, created_by) VALUES `)
		args := make([]any, 0, (end-start)*16)
		for i, g := range gifts[start:end] {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(`(?, ?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
			status := g.Status
			if status == "" {
				status = "succeeded"
			}
			source := g.Source
			if source == "" {
				source = "manual"
			}
			var pi *string
			if g.StripePaymentIntentID != "" {
				pi = &g.StripePaymentIntentID
			}
			args = append(args, g.PersonID, g.FundID, g.AmountMinor, g.Currency, g.Method, g.ChequeNumber, g.ReceivedOn, g.Note,
				source, status, g.BatchID, g.ImportID, pi, g.CardBrand, g.CardLast4, g.CreatedBy)
		}
		b.WriteString(` RETURNING id`)
		var got []int64
		if err := tx.Raw(b.String(), args...).Scan(&got).Error; err != nil {
			return nil, err
		}
		ids = append(ids, got...)
	}
	return ids, nil
}

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

func listFilter(r listRequest, searchIDs []int64) filter {
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

// InsertBatch writes a batch (open, or committed by the import) and answers its id.
func InsertBatch(tx *gorm.DB, name, date string, expectedMinor int64, expectedCount *int, source string, by *int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO giving_batches (name, batch_date, expected_total_minor, expected_count, source, created_by)
		VALUES (?, ?::date, ?, ?, ?, ?) RETURNING id`, name, date, expectedMinor, expectedCount, source, by).Scan(&id).Error
	return id, err
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

// CommitBatch counts a batch's pending gifts and marks it committed: two statements whatever its size.
func CommitBatch(tx *gorm.DB, id int64, by *int64) error {
	if err := tx.Exec(`UPDATE giving_contributions SET status = 'succeeded', updated_at = now() WHERE batch_id = ? AND status = 'pending'`, id).Error; err != nil {
		return err
	}
	return tx.Exec(`UPDATE giving_batches SET status = 'committed', committed_at = now(), committed_by = ? WHERE id = ?`, by, id).Error
}

func deleteBatch(tx *gorm.DB, id int64) (int64, error) {
	res := tx.Exec(`DELETE FROM giving_contributions WHERE batch_id = ?`, id)
	if res.Error != nil {
		return 0, res.Error
	}
	return res.RowsAffected, tx.Exec(`DELETE FROM giving_batches WHERE id = ?`, id).Error
}


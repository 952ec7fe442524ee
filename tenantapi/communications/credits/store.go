package credits

import (
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/people/directory"
)

// The SQL of the credits: the only file of the package that names tables.

// lockAccount reads the one account row and holds it until the transaction ends: every change of
// credits goes through this lock, so two sends never both spend the same credits and a retried key
// is seen by the second caller.
func lockAccount(tx *gorm.DB) (Account, error) {
	var a Account
	err := tx.Raw(`SELECT balance, reserved FROM credit_account WHERE id = 1 FOR UPDATE`).Row().Scan(&a.Balance, &a.Reserved)
	a.Available = a.Balance - a.Reserved
	return a, err
}

func readAccount(tx *gorm.DB) (Account, error) {
	var a Account
	err := tx.Raw(`SELECT balance, reserved FROM credit_account WHERE id = 1`).Row().Scan(&a.Balance, &a.Reserved)
	a.Available = a.Balance - a.Reserved
	return a, err
}

func setAccount(tx *gorm.DB, a Account) error {
	return tx.Exec(`UPDATE credit_account SET balance = ?, reserved = ?, updated_at = now() WHERE id = 1`, a.Balance, a.Reserved).Error
}

// knownKeys is the subset of keys already on the ledger.
func knownKeys(tx *gorm.DB, keys []string) (map[string]bool, error) {
	var found []string
	if err := tx.Raw(`SELECT idempotency_key FROM credit_ledger WHERE idempotency_key = ANY(?::text[])`, textArray(keys)).Scan(&found).Error; err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(found))
	for _, k := range found {
		out[k] = true
	}
	return out, nil
}

// row is a ledger row to write.
type row struct {
	Key             string
	Kind            string
	Amount          int64
	ReservedChange  int64
	BalanceAfter    int64
	ReservedAfter   int64
	CommunicationID int64
	Note            string
	Reference       string
	By              int64
}

// insertRows writes ledger rows, 500 a statement.
func insertRows(tx *gorm.DB, rows []row) error {
	for len(rows) > 0 {
		n := min(len(rows), 500)
		if err := insertChunk(tx, rows[:n]); err != nil {
			return err
		}
		rows = rows[n:]
	}
	return nil
}

func insertChunk(tx *gorm.DB, rows []row) error {
	q := `INSERT INTO credit_ledger (idempotency_key, kind, amount, reserved_change, balance_after, reserved_after,
		communication_id, note, reference, created_by) VALUES `
	args := make([]any, 0, len(rows)*10)
	for i, r := range rows {
		if i > 0 {
			q += ", "
		}
		q += `(?, ?, ?, ?, ?, ?, NULLIF(?::bigint, 0), ?, ?, NULLIF(?::bigint, 0))`
		args = append(args, r.Key, r.Kind, r.Amount, r.ReservedChange, r.BalanceAfter, r.ReservedAfter, r.CommunicationID, r.Note, r.Reference, r.By)
	}
	return tx.Exec(q, args...).Error
}

type entryRow struct {
	ID              int64
	Kind            string
	Amount          int64
	ReservedChange  int64
	BalanceAfter    int64
	ReservedAfter   int64
	CommunicationID *int64
	Note            string
	Reference       string
	CreatedAt       time.Time
	CreatedBy       *int64
	Total           int64
}

func (r entryRow) entry() Entry {
	return Entry{ID: r.ID, Kind: r.Kind, Amount: r.Amount, ReservedChange: r.ReservedChange, BalanceAfter: r.BalanceAfter,
		ReservedAfter: r.ReservedAfter, CommunicationID: r.CommunicationID, Note: r.Note, Reference: r.Reference,
		CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339), CreatedBy: r.CreatedBy}
}

// named fills each entry's CreatedByName from the directory.
func named(tx *gorm.DB, es []Entry) error {
	var ids []int64
	for _, e := range es {
		if e.CreatedBy != nil {
			ids = append(ids, *e.CreatedBy)
		}
	}
	names, err := directory.Directory{}.Names(tx, ids)
	if err != nil {
		return err
	}
	for i, e := range es {
		if e.CreatedBy != nil {
			es[i].CreatedByName = names[*e.CreatedBy]
		}
	}
	return nil
}

// knownPerson is id when it names a person of the church (merged ones too), else 0.
func knownPerson(tx *gorm.DB, id int64) (int64, error) {
	if id <= 0 {
		return 0, nil
	}
	names, err := directory.Directory{}.Names(tx, []int64{id})
	if _, ok := names[id]; !ok || err != nil {
		return 0, err
	}
	return id, nil
}

const entrySelect = `SELECT l.id, l.kind, l.amount, l.reserved_change, l.balance_after, l.reserved_after, l.communication_id,
		l.note, l.reference, l.created_at, l.created_by FROM credit_ledger l`

func entryByKey(tx *gorm.DB, key string) (*Entry, error) {
	var rows []entryRow
	if err := tx.Raw(entrySelect+` WHERE l.idempotency_key = ?`, key).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	es := []Entry{rows[0].entry()}
	if err := named(tx, es); err != nil {
		return nil, err
	}
	return &es[0], nil
}

// Entries is limit entries of the ledger from offset, newest first, of the given kinds (none: every
// kind), and how many there are (creditsapi pages them).
func Entries(tx *gorm.DB, kinds []string, limit, offset int) ([]Entry, int64, error) {
	where, args := ``, []any{}
	if len(kinds) > 0 {
		where, args = ` WHERE l.kind = ANY(?::text[])`, append(args, textArray(kinds))
	}
	var rows []entryRow
	if err := tx.Raw(`SELECT x.*, count(*) OVER () AS total FROM (`+entrySelect+where+`) x
		ORDER BY x.created_at DESC, x.id DESC LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	items := make([]Entry, 0, len(rows))
	var total int64
	for _, r := range rows {
		items, total = append(items, r.entry()), r.Total
	}
	if len(rows) == 0 && offset > 0 {
		if err := tx.Raw(`SELECT count(*) FROM credit_ledger l`+where, args...).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return items, total, named(tx, items)
}

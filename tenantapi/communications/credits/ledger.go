package credits

import (
	"strings"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
)

// The gin-free core. Every function takes the caller's transaction (bound to the church's schema),
// locks the account row first and checks the rules before writing, so the table's CHECKs
// (balance >= 0, reserved <= balance) are never what refuses a change.

// AfterSpend, when set (once, at wiring: billing's auto-recharge), is called by Reserve and
// SettleMany in the caller's transaction after they lower the available balance, with the account
// as it now is. It must not fail the spend: it only looks and enqueues. nil: nothing.
var AfterSpend func(tx *gorm.DB, a Account)

func afterSpend(tx *gorm.DB, a Account) {
	if hook := AfterSpend; hook != nil {
		hook(tx, a)
	}
}

// Balance reads the church's credits.
func Balance(tx *gorm.DB) (Account, error) { return readAccount(tx) }

// Reserve promises amount credits to a send: all or nothing (Insufficient when fewer are
// available). A key already on the ledger is a no-op (nil); amount 0 writes nothing.
func Reserve(tx *gorm.DB, key string, amount int64, communicationID int64, by int64) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if amount < 0 {
		return errNegative
	}
	if amount == 0 {
		return nil
	}
	a, seen, err := lockFor(tx, key)
	if err != nil || seen {
		return err
	}
	if amount > a.Available {
		return Insufficient(amount, a.Available)
	}
	if by, err = knownPerson(tx, by); err != nil {
		return err
	}
	a.Reserved += amount
	a.Available -= amount
	if err := write(tx, a, row{Key: key, Kind: KindReserve, ReservedChange: amount, CommunicationID: communicationID, By: by}); err != nil {
		return err
	}
	afterSpend(tx, a)
	return nil
}

// Release gives back reserved credits a send will not use (a failed or cancelled message). A key
// already on the ledger is a no-op; amount 0 writes nothing.
func Release(tx *gorm.DB, key string, amount int64, communicationID int64) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if amount < 0 {
		return errNegative
	}
	if amount == 0 {
		return nil
	}
	a, seen, err := lockFor(tx, key)
	if err != nil || seen {
		return err
	}
	if amount > a.Reserved {
		return overRelease(amount, a.Reserved)
	}
	a.Reserved -= amount
	return write(tx, a, row{Key: key, Kind: KindRelease, ReservedChange: -amount, CommunicationID: communicationID})
}

// SettleMany moves each settlement's amount from reserved to spent (balance -= amount, reserved
// -= amount): one debit row per settlement; keys already on the ledger (or repeated in s) are
// skipped, amounts of 0 write nothing. All or nothing: one settlement beyond what is reserved
// refuses the call and the caller's transaction should roll back.
func SettleMany(tx *gorm.DB, s []Settlement) error {
	keys := make([]string, 0, len(s))
	for _, x := range s {
		if err := checkKey(x.Key); err != nil {
			return err
		}
		if x.Amount < 0 {
			return errNegative
		}
		if x.Amount > 0 {
			keys = append(keys, x.Key)
		}
	}
	if len(keys) == 0 {
		return nil
	}
	a, err := lockAccount(tx)
	if err != nil {
		return err
	}
	known, err := knownKeys(tx, keys)
	if err != nil {
		return err
	}
	rows := make([]row, 0, len(keys))
	for _, x := range s {
		if x.Amount == 0 || known[x.Key] {
			continue
		}
		known[x.Key] = true
		if x.Amount > a.Reserved {
			return overSettle(x.Amount, a.Reserved)
		}
		a.Balance -= x.Amount
		a.Reserved -= x.Amount
		rows = append(rows, row{Key: x.Key, Kind: KindDebit, Amount: -x.Amount, ReservedChange: -x.Amount,
			BalanceAfter: a.Balance, ReservedAfter: a.Reserved, CommunicationID: x.CommunicationID})
	}
	if len(rows) == 0 {
		return nil
	}
	if err := setAccount(tx, a); err != nil {
		return err
	}
	if err := insertRows(tx, rows); err != nil {
		return err
	}
	afterSpend(tx, a)
	return nil
}

// Grant adds credits (kind grant, purchase or refund: amount > 0) or corrects the balance (kind
// adjustment: amount may be negative, down to what is reserved). A key already on the ledger is a
// no-op answering the entry it wrote. by is the staff person (0: an operator or the system).
func Grant(tx *gorm.DB, key string, amount int64, kind, note, reference string, by int64) (Entry, error) {
	if err := checkKey(key); err != nil {
		return Entry{}, err
	}
	switch kind {
	case KindGrant, KindPurchase, KindRefund:
		if amount < 0 {
			return Entry{}, errNegative
		}
	case KindAdjustment:
	default:
		return Entry{}, errKind
	}
	if amount == 0 {
		return Entry{}, errZero
	}
	if amount > MaxBalance || amount < -MaxBalance {
		return Entry{}, errTooMuch()
	}
	if err := checkText(note, 500, "A note"); err != nil {
		return Entry{}, err
	}
	if err := checkText(reference, 200, "A reference"); err != nil {
		return Entry{}, err
	}
	a, seen, err := lockFor(tx, key)
	if err != nil {
		return Entry{}, err
	}
	if !seen {
		if a.Balance+amount > MaxBalance {
			return Entry{}, errTooMuch()
		}
		if a.Balance+amount < a.Reserved {
			return Entry{}, fault.E(fault.Conflict, "The balance cannot go below the "+Thousands(a.Reserved)+
				" credits reserved for messages being sent ("+Thousands(a.Available)+" available)")
		}
		if by, err = knownPerson(tx, by); err != nil {
			return Entry{}, err
		}
		a.Balance += amount
		if err := write(tx, a, row{Key: key, Kind: kind, Amount: amount, Note: note, Reference: reference, By: by}); err != nil {
			return Entry{}, err
		}
	}
	e, err := entryByKey(tx, key)
	if err != nil {
		return Entry{}, err
	}
	if e == nil {
		return Entry{}, fault.E(fault.Internal, "credit ledger row missing after write")
	}
	if seen && (e.Kind != kind || e.Amount != amount) {
		return Entry{}, fault.E(fault.Conflict, "This key was already used for another credit change")
	}
	return *e, nil
}

// lockFor locks the account and reports whether key is on the ledger already (checked under the
// lock, so a concurrent caller with the same key has committed or rolled back by then).
func lockFor(tx *gorm.DB, key string) (Account, bool, error) {
	a, err := lockAccount(tx)
	if err != nil {
		return a, false, err
	}
	known, err := knownKeys(tx, []string{key})
	return a, known[key], err
}

func write(tx *gorm.DB, a Account, r row) error {
	r.BalanceAfter, r.ReservedAfter = a.Balance, a.Reserved
	if err := setAccount(tx, a); err != nil {
		return err
	}
	return insertRows(tx, []row{r})
}

func checkKey(key string) error {
	if key == "" || utf8.RuneCountInString(key) > MaxKeyLength || !utf8.ValidString(key) || strings.ContainsRune(key, 0) {
		return errKey
	}
	return nil
}

func checkText(s string, max int, what string) error {
	switch {
	case !utf8.ValidString(s) || strings.ContainsRune(s, 0):
		return fault.E(fault.Invalid, what+" cannot hold control characters")
	case utf8.RuneCountInString(s) > max:
		return fault.E(fault.Invalid, what+" must be at most "+Thousands(int64(max))+" characters")
	}
	return nil
}

func overRelease(amount, reserved int64) error {
	return fault.E(fault.Conflict, "Cannot release "+Thousands(amount)+" credits: only "+Thousands(reserved)+" are reserved")
}

func overSettle(amount, reserved int64) error {
	return fault.E(fault.Conflict, "Cannot spend "+Thousands(amount)+" credits: only "+Thousands(reserved)+" are reserved")
}

// textArray is a PostgreSQL text[] literal of ss (each element quoted).
func textArray(ss []string) string {
	var b strings.Builder
	b.WriteByte('{')
	for i, s := range ss {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		b.WriteString(strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s))
		b.WriteByte('"')
	}
	b.WriteByte('}')
	return b.String()
}

// Has reports whether key is on the ledger (a retried grant will be a no-op).
func Has(tx *gorm.DB, key string) (bool, error) {
	known, err := knownKeys(tx, []string{key})
	return known[key], err
}

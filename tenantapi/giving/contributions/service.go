package contributions

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/giving/funds"
	"congregate/tenantapi/giving/gifts"
	"congregate/tenantapi/giving/ledger"
	"congregate/tenantapi/giving/money"
	"congregate/tenantapi/giving/settings"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/person"
)

// People is what giving reads of people (tenantapi/people/directory implements it): the givers'
// names, households and envelope ids, staff names, and the search by giver.
type People interface {
	Donors(tx *gorm.DB, ids []int64) (map[int64]directory.Donor, error)
	Names(tx *gorm.DB, ids []int64) (map[int64]string, error)
	DonorSearch(tx *gorm.DB, q string) ([]int64, error)
}

// Service holds the rules of gifts and batches; each call one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	People  People // nil: directory.Directory
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

func (s *Service) people() People {
	if s.People == nil {
		return directory.Directory{}
	}
	return s.People
}

// Answer turns gift rows into the answer: one statement for the givers, one for the staff names.
func Answer(tx *gorm.DB, p People, rows []giftRow) ([]Contribution, error) {
	if p == nil {
		p = directory.Directory{}
	}
	out := make([]Contribution, 0, len(rows))
	var donorIDs, staffIDs []int64
	for _, r := range rows {
		if r.PersonID != nil {
			donorIDs = append(donorIDs, *r.PersonID)
		}
		if r.CreatedBy != nil {
			staffIDs = append(staffIDs, *r.CreatedBy)
		}
		if r.VoidedBy != nil {
			staffIDs = append(staffIDs, *r.VoidedBy)
		}
	}
	donors, err := p.Donors(tx, donorIDs)
	if err != nil {
		return nil, err
	}
	names, err := p.Names(tx, staffIDs)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		c := Contribution{ID: r.ID, PersonID: r.PersonID, FundID: r.FundID, FundName: r.FundName, FundCode: r.FundCode,
			AmountMinor: r.AmountMinor, Currency: r.Currency, Method: r.Method, ChequeNumber: r.ChequeNumber,
			ReceivedOn: r.ReceivedOn.Format("2006-01-02"), Note: r.Note, BatchID: r.BatchID, Source: r.Source, Status: r.Status,
			VoidReason: r.VoidReason, CardBrand: r.CardBrand, CardLast4: r.CardLast4, CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
		if r.PersonID == nil {
			c.Anonymous, c.PersonName = true, "Anonymous"
		} else {
			d := donors[*r.PersonID]
			c.PersonName, c.HouseholdName, c.EnvelopeID = d.Name, d.HouseholdName, d.EnvelopeID
		}
		if r.VoidedAt != nil {
			at := r.VoidedAt.UTC().Format(time.RFC3339)
			c.Voided, c.VoidedAt = true, &at
			if r.VoidedBy != nil {
				c.VoidedByName = names[*r.VoidedBy]
			}
		}
		if r.CreatedBy != nil {
			c.CreatedByName = names[*r.CreatedBy]
		}
		out = append(out, c)
	}
	return out, nil
}

func (s *Service) one(tx *gorm.DB, id int64) (*Contribution, error) {
	r, err := loadGift(tx, id)
	if err != nil {
		return nil, err
	}
	items, err := Answer(tx, s.people(), []giftRow{*r})
	if err != nil {
		return nil, err
	}
	return &items[0], nil
}

// List is one page of gifts, newest first.
func (s *Service) List(ctx context.Context, r ListRequest) (httpx.Page[Contribution], error) {
	p, err := r.Paging.Resolve(25)
	if err != nil {
		return httpx.Page[Contribution]{}, err
	}
	var out httpx.Page[Contribution]
	err = s.run(ctx, func(tx *gorm.DB) error {
		var ids []int64
		if r.Search != "" {
			if ids, err = s.people().DonorSearch(tx, r.Search); err != nil {
				return err
			}
		}
		rows, total, err := listGifts(tx, listFilter(r, ids), p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		items, err := Answer(tx, s.people(), rows)
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Person is one page of a person's gifts (another church's person: 404).
func (s *Service) Person(ctx context.Context, personID int64, paging httpx.Paging) (httpx.Page[Contribution], error) {
	p, err := paging.Resolve(25)
	if err != nil {
		return httpx.Page[Contribution]{}, err
	}
	var out httpx.Page[Contribution]
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := person.RequireLive(tx, personID); err != nil {
			return err
		}
		rows, total, err := listGifts(tx, listFilter(ListRequest{PersonID: personID, IncludeVoided: true}, nil), p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		items, err := Answer(tx, s.people(), rows)
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Recent is the last 10 counted gifts.
func (s *Service) Recent(ctx context.Context) (Recent, error) {
	var out Recent
	err := s.run(ctx, func(tx *gorm.DB) error {
		rows, err := recentGifts(tx, 10)
		if err != nil {
			return err
		}
		out.Items, err = Answer(tx, s.people(), rows)
		return err
	})
	return out, err
}

// Get is one gift.
func (s *Service) Get(ctx context.Context, id int64) (*Contribution, error) {
	var out *Contribution
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = s.one(tx, id)
		return err
	})
	return out, err
}

// checkGift checks a gift's giver (a live person of the church, or nobody), code (active) and
// amount, answered in the church's currency.
func checkGift(tx *gorm.DB, personID *int64, fundID int64, amount string) (int64, string, error) {
	if personID != nil {
		if err := person.RequireLive(tx, *personID); err != nil {
			return 0, "", err
		}
	}
	if err := funds.RequireActive(tx, fundID); err != nil {
		return 0, "", err
	}
	return ledger.Amount(tx, amount)
}

// Add records a manual gift, counted at once.
func (s *Service) Add(ctx context.Context, a ledger.Actor, r AddRequest) (*Contribution, error) {
	on, err := money.ParseDate(r.ReceivedOn, ledger.Today(ctx, s.Clock))
	if err != nil {
		return nil, err
	}
	var out *Contribution
	err = s.run(ctx, func(tx *gorm.DB) error {
		minor, cur, err := checkGift(tx, r.PersonID, r.FundID, r.Amount)
		if err != nil {
			return err
		}
		id, err := Record(tx, Gift{PersonID: r.PersonID, FundID: r.FundID, AmountMinor: minor, Currency: cur, Method: r.Method,
			ChequeNumber: r.ChequeNumber, ReceivedOn: on, Note: r.Note, Source: "manual", Status: "succeeded", CreatedBy: a.ID})
		if err != nil {
			return err
		}
		if out, err = s.one(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventGiftAdd, map[string]any{"contributionId": id, "personId": r.PersonID,
			"fundId": r.FundID, "amount": money.FormatWith(minor, cur), "method": r.Method, "receivedOn": on}))
	})
	return out, err
}

// ChangeType moves a gift to another code (the spec's change of contribution type), audited.
func (s *Service) ChangeType(ctx context.Context, a ledger.Actor, id, fundID int64) (*Contribution, error) {
	var out *Contribution
	err := s.run(ctx, func(tx *gorm.DB) error {
		g, err := lockGift(tx, id)
		if err != nil {
			return err
		}
		if g.Voided {
			return fault.E(fault.Conflict, msgVoided)
		}
		if err := funds.RequireActive(tx, fundID); err != nil {
			return err
		}
		before, err := loadGift(tx, id)
		if err != nil {
			return err
		}
		if err := setFund(tx, id, fundID); err != nil {
			return err
		}
		if out, err = s.one(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventGiftChangeType, map[string]any{"contributionId": id,
			"fromFundId": before.FundID, "from": before.FundName + " (" + before.FundCode + ")",
			"toFundId": fundID, "to": out.FundName + " (" + out.FundCode + ")"}))
	})
	return out, err
}

// Void voids a gift: it keeps its row and leaves every total. Online gifts too (the money stays
// at Stripe; a refund arrives from Stripe as refunded).
func (s *Service) Void(ctx context.Context, a ledger.Actor, id int64, reason string) (*Contribution, error) {
	var out *Contribution
	err := s.run(ctx, func(tx *gorm.DB) error {
		g, err := lockGift(tx, id)
		if err != nil {
			return err
		}
		if g.Voided {
			return fault.E(fault.Conflict, msgAlreadyVoid)
		}
		if g.BatchID != nil {
			if _, status, err := lockBatch(tx, *g.BatchID); err != nil {
				return err
			} else if status == "open" { // an open batch's gift is removed, not voided
				return fault.E(fault.Conflict, "This gift is in an open batch: remove it from the batch instead")
			}
		}
		if err := voidGift(tx, id, a.ID, reason); err != nil {
			return err
		}
		if out, err = s.one(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventGiftVoid, map[string]any{"contributionId": id, "personId": g.PersonID,
			"fundId": g.FundID, "amount": money.FormatWith(g.AmountMinor, out.Currency), "reason": reason}))
	})
	return out, err
}

// Batches.

func (s *Service) batchAnswer(tx *gorm.DB, rows []batchRow) ([]Batch, error) {
	cur, err := settings.Currency(tx)
	if err != nil {
		return nil, err
	}
	var ids []int64
	for _, r := range rows {
		if r.CreatedBy != nil {
			ids = append(ids, *r.CreatedBy)
		}
		if r.CommittedBy != nil {
			ids = append(ids, *r.CommittedBy)
		}
	}
	names, err := s.people().Names(tx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]Batch, 0, len(rows))
	for _, r := range rows {
		b := Batch{ID: r.ID, Name: r.Name, BatchDate: r.BatchDate.Format("2006-01-02"), ExpectedTotalMinor: r.ExpectedTotalMinor,
			ExpectedCount: r.ExpectedCount, EnteredTotalMinor: r.EnteredTotalMinor, EnteredCount: r.EnteredCount,
			DifferenceMinor: r.ExpectedTotalMinor - r.EnteredTotalMinor, Status: r.Status, Source: r.Source, Currency: cur,
			CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
		if r.CreatedBy != nil {
			b.CreatedByName = names[*r.CreatedBy]
		}
		if r.CommittedAt != nil {
			at := r.CommittedAt.UTC().Format(time.RFC3339)
			b.CommittedAt = &at
			if r.CommittedBy != nil {
				b.CommittedByName = names[*r.CommittedBy]
			}
		}
		out = append(out, b)
	}
	return out, nil
}

func (s *Service) batch(tx *gorm.DB, id int64) (*Batch, error) {
	r, err := loadBatch(tx, id)
	if err != nil {
		return nil, err
	}
	bs, err := s.batchAnswer(tx, []batchRow{*r})
	if err != nil {
		return nil, err
	}
	return &bs[0], nil
}

func (s *Service) detail(tx *gorm.DB, id int64) (*BatchDetail, error) {
	b, err := s.batch(tx, id)
	if err != nil {
		return nil, err
	}
	rows, err := batchGifts(tx, id)
	if err != nil {
		return nil, err
	}
	items, err := Answer(tx, s.people(), rows)
	if err != nil {
		return nil, err
	}
	return &BatchDetail{Batch: *b, Items: items}, nil
}

// Batches is one page of batches, the newest first.
func (s *Service) Batches(ctx context.Context, status string, paging httpx.Paging) (httpx.Page[Batch], error) {
	p, err := paging.Resolve(25)
	if err != nil {
		return httpx.Page[Batch]{}, err
	}
	var out httpx.Page[Batch]
	err = s.run(ctx, func(tx *gorm.DB) error {
		rows, total, err := listBatches(tx, status, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		items, err := s.batchAnswer(tx, rows)
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// BatchGet is a batch and its gifts.
func (s *Service) BatchGet(ctx context.Context, id int64) (*BatchDetail, error) {
	var out *BatchDetail
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = s.detail(tx, id)
		return err
	})
	return out, err
}

// BatchCreate opens a batch with what was counted.
func (s *Service) BatchCreate(ctx context.Context, a ledger.Actor, r BatchCreateRequest) (*Batch, error) {
	date, err := money.ParseDate(r.BatchDate, ledger.Today(ctx, s.Clock))
	if err != nil {
		return nil, err
	}
	var out *Batch
	err = s.run(ctx, func(tx *gorm.DB) error {
		expected, cur, err := ledger.Amount(tx, r.ExpectedTotal)
		if err != nil {
			return err
		}
		id, err := gifts.InsertBatch(tx, r.Name, date, expected, r.ExpectedCount, "manual", a.ID)
		if err != nil {
			return err
		}
		if out, err = s.batch(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventBatchCreate, map[string]any{"batchId": id, "name": r.Name,
			"expectedTotal": money.FormatWith(expected, cur)}))
	})
	return out, err
}

// rowError names the gift of a batch a rule refused ("Gift 3: Enter the cheque number").
func rowError(n int, err error) error {
	if fe, ok := err.(*fault.Error); ok {
		return fault.E(fe.Kind, fmt.Sprintf("Gift %d: %s", n, fe.Message))
	}
	return err
}

// BatchAdd adds up to 500 gifts to an open batch: every row checked first (the first bad row is
// named), then one insert. The gifts are pending until the batch is committed.
func (s *Service) BatchAdd(ctx context.Context, a ledger.Actor, batchID int64, in []BatchGift) (*BatchDetail, error) {
	var out *BatchDetail
	err := s.run(ctx, func(tx *gorm.DB) error {
		date, err := requireOpen(tx, batchID)
		if err != nil {
			return err
		}
		rules, err := s.batchRules(tx, in)
		if err != nil {
			return err
		}
		gifts := make([]Gift, 0, len(in))
		for i, g := range in {
			gift, err := rules.check(g)
			if err != nil {
				return rowError(i+1, err)
			}
			gift.ReceivedOn, gift.BatchID, gift.CreatedBy = date, &batchID, a.ID
			gifts = append(gifts, gift)
		}
		if _, err := RecordAll(tx, gifts); err != nil {
			return err
		}
		out, err = s.detail(tx, batchID)
		return err
	})
	return out, err
}

// batchRules is what checking a batch's gifts reads once: the church's currency, its codes' states
// and the givers the gifts name.
type batchRules struct {
	cur    string
	states map[int64]bool
	donors map[int64]directory.Donor
}

func (s *Service) batchRules(tx *gorm.DB, in []BatchGift) (*batchRules, error) {
	cur, err := settings.Currency(tx)
	if err != nil {
		return nil, err
	}
	states, err := funds.States(tx)
	if err != nil {
		return nil, err
	}
	var ids []int64
	for _, g := range in {
		if g.PersonID != nil {
			ids = append(ids, *g.PersonID)
		}
	}
	donors, err := s.people().Donors(tx, ids)
	if err != nil {
		return nil, err
	}
	return &batchRules{cur: cur, states: states, donors: donors}, nil
}

// check checks one gift of a batch against the church's codes and the people found.
func (r *batchRules) check(g BatchGift) (Gift, error) {
	method, cheque, err := CheckMethod(g.Method, g.ChequeNumber)
	if err != nil {
		return Gift{}, err
	}
	note, err := checkNote(g.Note)
	if err != nil {
		return Gift{}, err
	}
	if g.PersonID != nil {
		if d, ok := r.donors[*g.PersonID]; !ok || !d.Live {
			return Gift{}, person.ErrNotFound
		}
	}
	active, ok := r.states[g.FundID]
	switch {
	case !ok:
		return Gift{}, funds.ErrNotFound
	case !active:
		return Gift{}, funds.ErrInactive
	}
	minor, err := money.ParseAmount(g.Amount, r.cur)
	if err != nil {
		return Gift{}, err
	}
	return Gift{PersonID: g.PersonID, FundID: g.FundID, AmountMinor: minor, Currency: r.cur, Method: method, ChequeNumber: cheque,
		Note: note, Source: "batch", Status: "pending"}, nil
}

// openBatchGift locks an open batch and one of its gifts.
func openBatchGift(tx *gorm.DB, batchID, id int64) error {
	if _, err := requireOpen(tx, batchID); err != nil {
		return err
	}
	g, err := lockGift(tx, id)
	if err != nil {
		return err
	}
	if g.BatchID == nil || *g.BatchID != batchID {
		return ErrNotFound
	}
	return nil
}

// BatchUpdateGift changes one gift of an open batch.
func (s *Service) BatchUpdateGift(ctx context.Context, r BatchUpdateGiftRequest) (*BatchDetail, error) {
	var out *BatchDetail
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := openBatchGift(tx, r.BatchID, r.ContributionID); err != nil {
			return err
		}
		in := BatchGift{PersonID: r.PersonID, FundID: r.FundID, Amount: r.Amount, Method: r.Method, ChequeNumber: r.ChequeNumber, Note: r.Note}
		rules, err := s.batchRules(tx, []BatchGift{in})
		if err != nil {
			return err
		}
		g, err := rules.check(in)
		if err != nil {
			return err
		}
		if err := updateBatchGift(tx, r.ContributionID, g); err != nil {
			return err
		}
		out, err = s.detail(tx, r.BatchID)
		return err
	})
	return out, err
}

// BatchRemoveGift removes one gift of an open batch.
func (s *Service) BatchRemoveGift(ctx context.Context, batchID, id int64) (*BatchDetail, error) {
	var out *BatchDetail
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := openBatchGift(tx, batchID, id); err != nil {
			return err
		}
		if err := deleteGift(tx, id); err != nil {
			return err
		}
		var err error
		out, err = s.detail(tx, batchID)
		return err
	})
	return out, err
}

// BatchCommit counts a batch's gifts once they add up to what was counted (and to the expected
// number of gifts, when one was given): one balance query and one update whatever its size.
func (s *Service) BatchCommit(ctx context.Context, a ledger.Actor, id int64) (*Batch, error) {
	var out *Batch
	err := s.run(ctx, func(tx *gorm.DB) error {
		if _, err := requireOpen(tx, id); err != nil {
			return err
		}
		cur, err := settings.Currency(tx)
		if err != nil {
			return err
		}
		expected, expectedCount, total, n, err := batchSums(tx, id)
		if err != nil {
			return err
		}
		if err := Balance(expected, expectedCount, total, n, cur); err != nil {
			return err
		}
		if err := gifts.CommitBatch(tx, id, a.ID); err != nil {
			return err
		}
		if out, err = s.batch(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventBatchCommit, map[string]any{"batchId": id, "name": out.Name,
			"total": money.FormatWith(total, cur), "gifts": n}))
	})
	return out, err
}

// Balance is the commit rule: gifts entered, adding up to the counted total (and number).
func Balance(expected int64, expectedCount *int, total int64, n int, cur string) error {
	switch {
	case n == 0:
		return fault.E(fault.Conflict, msgEmptyBatch)
	case total != expected:
		return fault.E(fault.Conflict, "The batch does not balance: counted "+money.Format(expected, cur)+", entered "+money.Format(total, cur))
	case expectedCount != nil && *expectedCount != n:
		return fault.E(fault.Conflict, fmt.Sprintf("The batch does not balance: counted %d gifts, entered %d", *expectedCount, n))
	}
	return nil
}

// BatchDelete deletes an open batch and its pending gifts.
func (s *Service) BatchDelete(ctx context.Context, a ledger.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		if _, err := requireOpen(tx, id); err != nil {
			return err
		}
		b, err := loadBatch(tx, id)
		if err != nil {
			return err
		}
		n, err := deleteBatch(tx, id)
		if err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventBatchDelete, map[string]any{"batchId": id, "name": b.Name, "gifts": n}))
	})
}

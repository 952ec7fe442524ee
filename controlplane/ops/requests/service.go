package requests

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"regexp"
	"time"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/controlplane/ops/opsaudit"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/communications/credits"
)

// Service reads the requests and the cheque index, and decides and grants in the churches'
// schemas. A decision or a grant commits in the church's schema (perhaps on another cluster),
// then its audit line is written to the control database.
type Service struct {
	Control *gorm.DB
	Tenants *db.Tenants
	Store   storage.Store
}

// MaxCheques bounds the pending cheques answered at once (oldest first).
const MaxCheques = 1000

// List is one page of a kind of request, newest first.
func (s *Service) List(ctx context.Context, req listRequest) (httpx.Page[RequestRow], error) {
	p, err := req.Paging.Resolve(25)
	if err != nil {
		return httpx.Page[RequestRow]{}, err
	}
	rows, total, err := listRequests(ctx, s.Control, req.Kind, p)
	if err != nil {
		return httpx.Page[RequestRow]{}, err
	}
	items := make([]RequestRow, 0, len(rows))
	for _, r := range rows {
		items = append(items, r.view())
	}
	return httpx.PageOf(items, total, p), nil
}

// PDF opens the stored PDF of a request.
func (s *Service) PDF(ctx context.Context, kind string, id int64) (io.ReadCloser, error) {
	key, found, err := fileKey(ctx, s.Control, kind, id)
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, fault.E(fault.NotFound, MsgRequestAbsent)
	}
	if key == "" || s.Store == nil {
		return nil, fault.E(fault.NotFound, MsgPDFAbsent)
	}
	f, err := s.Store.Open(ctx, key)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, fault.E(fault.NotFound, MsgPDFAbsent)
	}
	return f, err
}

// Cheques lists the pending cheque purchases of every church from the index (backfilled from the
// churches' schemas on the first call after the index was made).
func (s *Service) Cheques(ctx context.Context) (Cheques, error) {
	if err := s.backfill(ctx); err != nil {
		return Cheques{}, err
	}
	rows, err := pendingCheques(ctx, s.Control, MaxCheques)
	if err != nil {
		return Cheques{}, err
	}
	out := Cheques{Items: make([]ChequeRow, 0, len(rows))}
	for _, r := range rows {
		out.Items = append(out.Items, r.view())
	}
	return out, nil
}

// backfill fills the index once from every church's pending cheques: a migration cannot read the
// church schemas. A church that cannot be read is logged and the backfill runs again next time.
func (s *Service) backfill(ctx context.Context) error {
	done, err := backfilled(ctx, s.Control)
	if err != nil || done {
		return err
	}
	churches, err := allChurches(ctx, s.Control)
	if err != nil {
		return err
	}
	complete := true
	for i := range churches {
		c := &churches[i]
		var rows []purchases.ChequeIndexRow
		err := s.Tenants.RunFor(ctx, c, func(tx *gorm.DB) (err error) {
			rows, err = purchases.ChequeRows(tx, true)
			return err
		})
		if err == nil {
			err = purchases.IndexCheques(ctx, s.Control, c.ID, rows, false)
		}
		if err != nil {
			slog.Warn("cheque index backfill", "church", c.ShortName, "err", err)
			complete = false
		}
	}
	if !complete {
		return nil
	}
	return markBackfilled(ctx, s.Control)
}

func (s *Service) church(ctx context.Context, id int64) (*tenancy.Church, error) {
	var c tenancy.Church
	err := s.Control.WithContext(ctx).Where("id = ?", id).First(&c).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return nil, fault.E(fault.NotFound, MsgChurchAbsent)
	}
	return &c, err
}

// Decide confirms or rejects a church's cheque purchase in operator's name and answers it as the
// index now holds it; a decision taken before answers purchases.ErrAlreadyDecided with the row
// (and rewrites the index, healing a write that failed).
func (s *Service) Decide(ctx context.Context, audit opsaudit.Entry, operator string, req decideRequest, confirm bool) (ChequeRow, error) {
	c, err := s.church(ctx, req.ChurchID)
	if err != nil {
		return ChequeRow{}, err
	}
	ps := &purchases.Service{Tenants: s.Tenants, Control: s.Control}
	decide := ps.ConfirmCheque
	if !confirm {
		decide = ps.RejectCheque
	}
	p, decided := decide(ctx, c, req.PurchaseID, operator)
	audit.ChurchID, audit.Target = c.ID, fmt.Sprintf("purchase:%d", req.PurchaseID)
	if decided != nil && !errors.Is(decided, purchases.ErrAlreadyDecided) {
		return ChequeRow{}, refused(ctx, s.Control, audit, decided)
	}
	audit.Detail = map[string]any{"credits": p.Credits, "status": p.Status, "repeated": decided != nil}
	if err := opsaudit.Record(ctx, s.Control, audit); err != nil {
		return ChequeRow{}, err
	}
	r, err := indexedCheque(ctx, s.Control, c.ID, req.PurchaseID)
	if err != nil {
		return ChequeRow{}, err
	}
	if r == nil {
		return ChequeRow{}, fmt.Errorf("cheque index: purchase %d of church %d missing after its decision", req.PurchaseID, c.ID)
	}
	return r.view(), decided
}

var keyPattern = regexp.MustCompile(`^[A-Za-z0-9._:-]{0,100}$`)

// Grant gives a church credits in operator's name (credits.OperatorGrant, as bin/ops credits
// grant); repeated says the key was granted before and nothing changed.
func (s *Service) Grant(ctx context.Context, audit opsaudit.Entry, operator string, req grantRequest) (Balance, bool, error) {
	if err := credits.CheckOperatorAmount(req.Amount); err != nil {
		return Balance{}, false, err
	}
	if utf8.RuneCountInString(req.Note) > 500 {
		return Balance{}, false, fault.E(fault.Invalid, MsgNote)
	}
	if !keyPattern.MatchString(req.Key) {
		return Balance{}, false, fault.E(fault.Invalid, MsgKey)
	}
	if req.ChurchID <= 0 {
		return Balance{}, false, fault.E(fault.Invalid, MsgChurchID)
	}
	c, err := s.church(ctx, req.ChurchID)
	if err != nil {
		return Balance{}, false, err
	}
	key := credits.OperatorKey(req.Key)
	var a credits.Account
	var e credits.Entry
	var repeated bool
	err = s.Tenants.RunFor(ctx, c, func(tx *gorm.DB) (err error) {
		if e, repeated, err = credits.OperatorGrant(tx, key, req.Amount, req.Note, operator); err != nil {
			return err
		}
		a, err = credits.Balance(tx)
		return err
	})
	audit.ChurchID, audit.Target = c.ID, "ledger:"+key
	if err != nil {
		return Balance{}, false, refused(ctx, s.Control, audit, err)
	}
	audit.Detail = map[string]any{"amount": req.Amount, "entry": e.ID, "repeated": repeated, "note": req.Note}
	if err := opsaudit.Record(ctx, s.Control, audit); err != nil {
		return Balance{}, false, err
	}
	return Balance{Balance: a.Balance, Reserved: a.Reserved, Available: a.Available}, repeated, nil
}

func rfc3339(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// refused records a refused action (a conflict, a missing purchase) as failed, and answers err.
func refused(ctx context.Context, control *gorm.DB, audit opsaudit.Entry, err error) error {
	var f *fault.Error
	if errors.As(err, &f) {
		audit.Outcome, audit.Detail = opsaudit.Failed, map[string]any{"error": f.Message}
		if rerr := opsaudit.Record(ctx, control, audit); rerr != nil {
			return rerr
		}
	}
	return err
}

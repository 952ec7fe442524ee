package statements

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/giving/reports/layout"
	"congregate/tenantapi/people/directory"
)

// People is what statements read of people (people/directory implements it).
type People interface {
	Donors(tx *gorm.DB, ids []int64) (map[int64]directory.Donor, error)
	Names(tx *gorm.DB, ids []int64) (map[int64]string, error)
}

// Sender sends a communication (messages.Service.Send).
type Sender func(ctx context.Context, actor int64, origin string, c messages.Compose) (messages.Communication, error)

// Service is the statements: the API's calls and the worker's run. Every call is one transaction
// in the church's schema, but a run, which commits as it goes so a retry resumes.
type Service struct {
	Tenants *db.Tenants
	Files   storage.Store
	People  People
	Logo    layout.LogoFunc
	Jobs    jobs.GivingStatementsEnqueuer
	// Secret signs the donors' links (config.LinkSecret); ChurchURL is a church's public base URL.
	Secret    []byte
	ChurchURL func(shortName string) string
	// Send e-mails a donor (the worker's messages.Service.Send).
	Send  Sender
	Clock clock.Clock
	// Workers is how many PDFs a run writes at once (0: the CPUs).
	Workers int
	// Every is how many donors a run writes between two progress updates (0: 50).
	Every int
}

func (s *Service) people() People {
	if s.People == nil {
		return directory.Directory{}
	}
	return s.People
}

func (s *Service) today(ctx context.Context) time.Time {
	n := s.Clock.Now().In(layout.Location(tenancy.FromContext(ctx)))
	return time.Date(n.Year(), n.Month(), n.Day(), 0, 0, 0, 0, time.UTC)
}

// statements builds the statements of people in [from, to] (those with counted gifts only).
func statementsOf(tx *gorm.DB, p People, ids []int64, from, to time.Time, cur string) (map[int64]*Statement, error) {
	rows, err := lines(tx, ids, from, to)
	if err != nil {
		return nil, err
	}
	out := map[int64]*Statement{}
	var who []int64
	for _, r := range rows {
		st := out[r.PersonID]
		if st == nil {
			st = &Statement{From: from.Format("2006-01-02"), To: to.Format("2006-01-02"), Currency: cur, Gifts: []Line{}, ByFund: []FundTotal{}}
			out[r.PersonID] = st
			who = append(who, r.PersonID)
		}
		l := r.Line
		l.ReceivedOn = r.On.Format("2006-01-02")
		st.Gifts = append(st.Gifts, l)
		st.TotalMinor += l.AmountMinor
		st.Count++
		if l.TaxDeductible {
			st.DeductibleMinor += l.AmountMinor
		}
		found := false
		for i := range st.ByFund {
			if st.ByFund[i].FundID == l.FundID {
				st.ByFund[i].TotalMinor += l.AmountMinor
				st.ByFund[i].Count++
				found = true
			}
		}
		if !found {
			st.ByFund = append(st.ByFund, FundTotal{FundID: l.FundID, Name: l.FundName, TotalMinor: l.AmountMinor, Count: 1, TaxDeductible: l.TaxDeductible})
		}
	}
	ds, err := p.Donors(tx, who)
	if err != nil {
		return nil, err
	}
	for id, st := range out {
		d := ds[id]
		st.Person = Donor{ID: id, Name: d.Name, HouseholdName: d.HouseholdName, EnvelopeID: d.EnvelopeID, Email: d.Email,
			AddressLines: append([]string{}, d.AddressLines...)}
	}
	return out, nil
}

// Preview is one donor's statement as data.
func (s *Service) Preview(ctx context.Context, r StatementRequest) (Statement, error) {
	var out Statement
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		st, _, err := s.one(tx, r)
		if err == nil {
			out = *st
		}
		return err
	})
	return out, err
}

func (s *Service) one(tx *gorm.DB, r StatementRequest) (*Statement, Texts, error) {
	ds, err := s.people().Donors(tx, []int64{r.PersonID})
	if err != nil {
		return nil, Texts{}, err
	}
	if _, ok := ds[r.PersonID]; !ok {
		return nil, Texts{}, errPerson
	}
	cur, err := currency(tx)
	if err != nil {
		return nil, Texts{}, err
	}
	sts, err := statementsOf(tx, s.people(), []int64{r.PersonID}, r.from, r.to, cur)
	if err != nil {
		return nil, Texts{}, err
	}
	st := sts[r.PersonID]
	if st == nil {
		return nil, Texts{}, errNoGifts
	}
	t, err := texts(tx)
	return st, t, err
}

func (s *Service) letterhead(ctx context.Context, t Texts, cur string) Letterhead {
	ch := tenancy.FromContext(ctx)
	h := Letterhead{Church: ch, Texts: t, Currency: cur, Printed: s.Clock.Now().In(layout.Location(ch))}
	if s.Logo != nil {
		lctx, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		if b, kind, err := s.Logo(lctx, ch); err == nil {
			h.Logo, h.LogoKind = b, kind
		}
	}
	return h
}

// PDF is one donor's statement as a PDF.
func (s *Service) PDF(ctx context.Context, r StatementRequest) (*File, error) {
	var st *Statement
	var t Texts
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		st, t, err = s.one(tx, r)
		return err
	})
	if err != nil {
		return nil, err
	}
	data, err := PDF(s.letterhead(ctx, t, st.Currency), *st)
	if err != nil {
		return nil, err
	}
	return &File{Name: fmt.Sprintf("statement-%d-%s-to-%s.pdf", r.PersonID, r.From, r.To), ContentType: "application/pdf", Data: data}, nil
}

func (s *Service) run(tx *gorm.DB, r runRow) (Run, error) {
	out := Run{ID: r.ID, Status: r.Status, From: r.FromOn.Format("2006-01-02"), To: r.ToOn.Format("2006-01-02"), Email: r.Email,
		Total: r.Total, Done: r.Done, Emailed: r.Emailed, SkippedNoEmail: r.SkippedNoEmail, OptedOut: r.OptedOut,
		ZipReady: r.ZipKey != "", Error: r.Error, CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
	if r.FinishedAt != nil {
		f := r.FinishedAt.UTC().Format(time.RFC3339)
		out.FinishedAt = &f
	}
	if r.CreatedBy != nil {
		names, err := s.people().Names(tx, []int64{*r.CreatedBy})
		if err != nil {
			return out, err
		}
		out.CreatedByName = names[*r.CreatedBy]
	}
	return out, nil
}

// StartRun records a run and queues it for the worker.
func (s *Service) StartRun(ctx context.Context, me int64, ip, agent string, r RunRequest) (Run, error) {
	var out Run
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		busy, err := busyRun(tx)
		if err != nil {
			return err
		}
		if busy {
			return fault.E(fault.Conflict, MsgRunBusy)
		}
		id, err := insertRun(tx, r.from, r.to, r.Email, me)
		if err != nil {
			return err
		}
		if err := audit.Write(tx, audit.Entry{PersonID: &me, Event: "giving.statements.run", Success: true, IP: ip, UserAgent: agent,
			Details: map[string]any{"runId": id, "from": r.From, "to": r.To, "email": r.Email}}); err != nil {
			return err
		}
		row, err := loadRun(tx, id, false)
		if err != nil {
			return err
		}
		out, err = s.run(tx, *row)
		return err
	})
	if err != nil {
		return out, err
	}
	if s.Jobs != nil {
		if err := s.Jobs.EnqueueGivingStatements(ctx, jobs.GivingStatements{Tenant: jobs.In(tenancy.FromContext(ctx).ID), RunID: out.ID}); err != nil {
			_ = s.Tenants.Run(context.WithoutCancel(ctx), func(tx *gorm.DB) error { return failRun(tx, out.ID, "The run could not be queued") })
			return out, err
		}
	}
	return out, nil
}

// Runs is a page of runs, newest first, and how many there are.
func (s *Service) Runs(ctx context.Context, limit, offset int) ([]Run, int64, error) {
	var out []Run
	var total int64
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		rows, n, err := listRuns(tx, limit, offset)
		if err != nil {
			return err
		}
		items := make([]Run, 0, len(rows))
		for _, r := range rows {
			x, err := s.run(tx, r)
			if err != nil {
				return err
			}
			items = append(items, x)
		}
		out, total = items, n
		return nil
	})
	return out, total, err
}

// GetRun is one run (the console polls it for its progress bar).
func (s *Service) GetRun(ctx context.Context, id int64) (Run, error) {
	var out Run
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		r, err := loadRun(tx, id, false)
		if err != nil {
			return err
		}
		out, err = s.run(tx, *r)
		return err
	})
	return out, err
}

func (s *Service) open(ctx context.Context, key, name, kind string) (*File, error) {
	rc, err := s.Files.Open(ctx, key)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, errLink
	}
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		return nil, err
	}
	return &File{Name: name, ContentType: kind, Data: data}, nil
}

// Zip is a finished run's ZIP of every statement.
func (s *Service) Zip(ctx context.Context, id int64) (*File, error) {
	var key string
	var r *runRow
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		r, err = loadRun(tx, id, false)
		if err == nil {
			key = r.ZipKey
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	if key == "" {
		return nil, fault.E(fault.Conflict, MsgZipNotYet)
	}
	f, err := s.open(ctx, key, fmt.Sprintf("statements-%s-to-%s.zip", r.FromOn.Format("2006-01-02"), r.ToOn.Format("2006-01-02")), "application/zip")
	if errors.Is(err, errLink) {
		return nil, errRun
	}
	return f, err
}

// OpenLink answers the statement a donor's signed link names (public: the token is the key).
func (s *Service) OpenLink(ctx context.Context, token string) (*File, error) {
	runID, personID, ok := ReadToken(s.Secret, tenancy.FromContext(ctx).ID, token, s.Clock.Now())
	if !ok {
		return nil, errLink
	}
	var f *fileRow
	var r *runRow
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		if r, err = loadRun(tx, runID, false); err != nil {
			return errLink
		}
		f, err = loadFile(tx, runID, personID)
		return err
	})
	if err != nil {
		return nil, err
	}
	return s.open(ctx, f.StorageKey, fmt.Sprintf("contribution-statement-%s-to-%s.pdf", r.FromOn.Format("2006-01-02"), r.ToOn.Format("2006-01-02")), "application/pdf")
}

package reports

import (
	"context"
	"sort"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/giving/reports/layout"
	"congregate/tenantapi/people/directory"
)

// People is what the reports read of people (people/directory implements it).
type People interface {
	Donors(tx *gorm.DB, ids []int64) (map[int64]directory.Donor, error)
}

// Service answers the dashboard and the reports; every call is one transaction in the church's
// schema.
type Service struct {
	Tenants *db.Tenants
	People  People
	Logo    layout.LogoFunc
	Clock   clock.Clock
	// MerchantConnected says whether the church takes online gifts (h-online's merchant
	// account); nil answers false.
	MerchantConnected func(ctx context.Context) bool
}

var errPerson = fault.E(fault.NotFound, "Person not found")

func (s *Service) people() People {
	if s.People == nil {
		return directory.Directory{}
	}
	return s.People
}

// Today is the church's date now, as midnight UTC of that date (dates compare as dates).
func (s *Service) Today(ctx context.Context) time.Time {
	n := s.Clock.Now().In(layout.Location(tenancy.FromContext(ctx)))
	return time.Date(n.Year(), n.Month(), n.Day(), 0, 0, 0, 0, time.UTC)
}

// Dashboard is the giving dashboard.
func (s *Service) Dashboard(ctx context.Context) (Dashboard, error) {
	today := s.Today(ctx)
	thisMonth := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, time.UTC)
	lastMonth := thisMonth.AddDate(0, -1, 0)
	jan1 := time.Date(today.Year(), 1, 1, 0, 0, 0, 0, time.UTC)
	lastJan1 := jan1.AddDate(-1, 0, 0)
	lastToday := today.AddDate(-1, 0, 0)
	if today.Month() == 2 && today.Day() == 29 {
		lastToday = time.Date(today.Year()-1, 2, 28, 0, 0, 0, 0, time.UTC)
	}
	out := Dashboard{Today: day(today), ByMonth: []MonthTotal{}, ByFund: []FundTotal{}, ByMethod: []MethodTotal{}, Recent: []Gift{}}
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		if out.Currency, err = currency(tx); err != nil {
			return err
		}
		h, err := dashboardHeadline(tx, thisMonth, lastMonth, jan1, today, lastJan1, lastToday)
		if err != nil {
			return err
		}
		out.ThisMonthMinor, out.LastMonthMinor, out.YearToDateMinor, out.LastYearToDateMinor = h.ThisMonth, h.LastMonth, h.YTD, h.LastYTD
		if h.YTDCount > 0 {
			out.AverageGiftMinor = (h.YTD + h.YTDCount/2) / h.YTDCount
		}
		first := thisMonth.AddDate(0, -23, 0)
		months, err := monthTotals(tx, first, today)
		if err != nil {
			return err
		}
		for m := thisMonth.AddDate(0, -11, 0); !m.After(thisMonth); m = m.AddDate(0, 1, 0) {
			key, prev := m.Format("2006-01"), m.AddDate(-1, 0, 0).Format("2006-01")
			out.ByMonth = append(out.ByMonth, MonthTotal{Month: key, TotalMinor: months[key], LastYearMinor: months[prev]})
		}
		if out.ByFund, err = fundTotals(tx, jan1, today); err != nil {
			return err
		}
		if out.ByMethod, err = methodTotals(tx, jan1, today); err != nil {
			return err
		}
		if out.Givers, out.FirstTimeGivers, err = giverCounts(tx, jan1); err != nil {
			return err
		}
		rows, err := recentGifts(tx, 10)
		if err != nil {
			return err
		}
		out.Recent, err = s.gifts(tx, rows)
		return err
	})
	return out, err
}

// gifts names the rows' people (anonymous gifts: "Anonymous").
func (s *Service) gifts(tx *gorm.DB, rows []giftRow) ([]Gift, error) {
	var ids []int64
	for _, r := range rows {
		if r.PersonID != nil {
			ids = append(ids, *r.PersonID)
		}
	}
	names, err := s.people().Donors(tx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]Gift, 0, len(rows))
	for _, r := range rows {
		g := Gift{ID: r.ID, PersonID: r.PersonID, FundID: r.FundID, FundName: r.FundName, FundCode: r.FundCode,
			AmountMinor: r.AmountMinor, Currency: r.Currency, Method: r.Method, ChequeNumber: r.ChequeNumber,
			ReceivedOn: day(r.ReceivedOn), Source: r.Source, TaxDeductible: r.TaxDeductible}
		if r.PersonID == nil {
			g.Anonymous, g.PersonName = true, "Anonymous"
		} else {
			d := names[*r.PersonID]
			g.PersonName, g.HouseholdName = d.Name, d.HouseholdName
		}
		out = append(out, g)
	}
	return out, nil
}

// ModuleInfo is what the giving module holds.
func (s *Service) ModuleInfo(ctx context.Context) (ModuleInfo, error) {
	var out ModuleInfo
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		m, err := moduleInfo(tx)
		if err != nil {
			return err
		}
		out = ModuleInfo{Funds: m.Funds, Contributions: m.Contributions, Donors: m.Donors, OpenBatches: m.OpenBatches,
			OnlineGivingEnabled: m.Online, Currency: m.Currency, FirstGiftOn: datePtr(m.FirstOn), LastGiftOn: datePtr(m.LastOn)}
		return nil
	})
	if err == nil && s.MerchantConnected != nil {
		out.MerchantConnected = s.MerchantConnected(ctx)
	}
	return out, err
}

func datePtr(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := day(*t)
	return &s
}

func checkFunds(tx *gorm.DB, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	seen := map[int64]bool{}
	for _, id := range ids {
		seen[id] = true
	}
	n, err := knownFunds(tx, ids)
	if err != nil {
		return err
	}
	if n != int64(len(seen)) {
		return fault.E(fault.NotFound, MsgFundUnknown)
	}
	return nil
}

// Numbers is reporting by numbers.
func (s *Service) Numbers(ctx context.Context, r NumbersRequest) (Numbers, error) {
	from, to := r.Bounds()
	out := Numbers{From: r.From, To: r.To, GroupBy: r.GroupBy, Rows: []NumbersRow{},
		Totals: NumbersTotals{ByFund: []FundTotal{}, ByMethod: []MethodTotal{}, ByPeriod: []PeriodTotal{}}}
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if err := checkFunds(tx, r.FundIDs); err != nil {
			return err
		}
		var err error
		if out.Currency, err = currency(tx); err != nil {
			return err
		}
		fs, err := funds(tx)
		if err != nil {
			return err
		}
		rows, err := numbersRows(tx, r.GroupBy, from, to, r.FundIDs, r.Methods)
		if err != nil {
			return err
		}
		prev, err := previousYear(tx, r.GroupBy, from, to, r.FundIDs, r.Methods)
		if err != nil {
			return err
		}
		byFund, byMethod, byPeriod := map[int64]*FundTotal{}, map[string]*MethodTotal{}, map[string]*PeriodTotal{}
		for _, x := range rows {
			out.Rows = append(out.Rows, NumbersRow{Period: x.Period, FundID: x.FundID, FundName: fs[x.FundID].Name, Method: x.Method,
				TotalMinor: x.Total, Count: x.Count})
			out.TotalMinor += x.Total
			out.Count += x.Count
			if byFund[x.FundID] == nil {
				byFund[x.FundID] = &FundTotal{FundID: x.FundID, Name: fs[x.FundID].Name}
			}
			byFund[x.FundID].TotalMinor += x.Total
			byFund[x.FundID].Count += x.Count
			if byMethod[x.Method] == nil {
				byMethod[x.Method] = &MethodTotal{Method: x.Method}
			}
			byMethod[x.Method].TotalMinor += x.Total
			byMethod[x.Method].Count += x.Count
			if byPeriod[x.Period] == nil {
				byPeriod[x.Period] = &PeriodTotal{Period: x.Period}
			}
			byPeriod[x.Period].TotalMinor += x.Total
			byPeriod[x.Period].Count += x.Count
		}
		for p, v := range prev {
			if byPeriod[p] == nil {
				byPeriod[p] = &PeriodTotal{Period: p}
			}
			byPeriod[p].PreviousYearMinor = v
		}
		for _, v := range byFund {
			out.Totals.ByFund = append(out.Totals.ByFund, *v)
		}
		sort.Slice(out.Totals.ByFund, func(i, j int) bool {
			a, b := out.Totals.ByFund[i], out.Totals.ByFund[j]
			return a.TotalMinor > b.TotalMinor || a.TotalMinor == b.TotalMinor && a.FundID < b.FundID
		})
		for _, v := range byMethod {
			out.Totals.ByMethod = append(out.Totals.ByMethod, *v)
		}
		sort.Slice(out.Totals.ByMethod, func(i, j int) bool {
			a, b := out.Totals.ByMethod[i], out.Totals.ByMethod[j]
			return a.TotalMinor > b.TotalMinor || a.TotalMinor == b.TotalMinor && a.Method < b.Method
		})
		for _, v := range byPeriod {
			out.Totals.ByPeriod = append(out.Totals.ByPeriod, *v)
		}
		sort.Slice(out.Totals.ByPeriod, func(i, j int) bool { return out.Totals.ByPeriod[i].Period < out.Totals.ByPeriod[j].Period })
		return nil
	})
	return out, err
}

// Donors is reporting by donors: one page.
func (s *Service) Donors(ctx context.Context, r DonorsRequest) (httpx.Page[Donor], error) {
	p, err := r.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[Donor]{}, err
	}
	var out httpx.Page[Donor]
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		items, total, err := s.donors(ctx, tx, r, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

func (s *Service) donors(ctx context.Context, tx *gorm.DB, r DonorsRequest, limit, offset int) ([]Donor, int64, error) {
	if err := checkFunds(tx, r.FundIDs); err != nil {
		return nil, 0, err
	}
	rows, total, err := donorRows(tx, r, s.Today(ctx), limit, offset)
	if err != nil {
		return nil, 0, err
	}
	ids := make([]int64, len(rows))
	for i, x := range rows {
		ids[i] = x.PersonID
	}
	from, to := r.Bounds()
	days := int(to.Sub(from).Hours()/24) + 1
	prev, err := previousTotals(tx, ids, from.AddDate(0, 0, -days), from.AddDate(0, 0, -1), r.FundIDs)
	if err != nil {
		return nil, 0, err
	}
	people, err := s.people().Donors(tx, ids)
	if err != nil {
		return nil, 0, err
	}
	items := make([]Donor, 0, len(rows))
	for _, x := range rows {
		d := people[x.PersonID]
		items = append(items, Donor{PersonID: x.PersonID, Name: d.Name, HouseholdName: d.HouseholdName, EnvelopeID: d.EnvelopeID,
			Email: d.Email, TotalMinor: x.Total, Count: x.N, FirstGiftOn: day(x.FirstOn), LastGiftOn: day(x.LastOn),
			PreviousTotalMinor: prev[x.PersonID]})
	}
	return items, total, nil
}

// Person is one person's giving history.
func (s *Service) Person(ctx context.Context, r PersonRequest) (PersonHistory, error) {
	p, err := r.Paging.Resolve(20)
	if err != nil {
		return PersonHistory{}, err
	}
	out := PersonHistory{ByYear: []YearTotal{}, ByFund: []FundTotal{}}
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		ds, err := s.people().Donors(tx, []int64{r.PersonID})
		if err != nil {
			return err
		}
		d, ok := ds[r.PersonID]
		if !ok {
			return errPerson
		}
		out.Person = PersonSummary{ID: d.ID, Name: d.Name, HouseholdName: d.HouseholdName, EnvelopeID: d.EnvelopeID, Email: d.Email}
		if out.Currency, err = currency(tx); err != nil {
			return err
		}
		if out.ByYear, err = personYears(tx, r.PersonID, r.from, r.to); err != nil {
			return err
		}
		for _, y := range out.ByYear {
			out.TotalMinor += y.TotalMinor
			out.Count += y.Count
		}
		if out.ByFund, err = personFunds(tx, r.PersonID, r.from, r.to); err != nil {
			return err
		}
		first, last, err := personSpan(tx, r.PersonID, r.from, r.to)
		if err != nil {
			return err
		}
		out.FirstGiftOn, out.LastGiftOn = datePtr(first), datePtr(last)
		rows, total, err := personGifts(tx, r.PersonID, r.from, r.to, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		gifts, err := s.gifts(tx, rows)
		out.Gifts = httpx.PageOf(gifts, total, p)
		return err
	})
	return out, err
}

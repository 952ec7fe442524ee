// Package reports is giving's dashboard, module info and reporting (by numbers, by donors, one
// person's history) and their exports (docs/giving-api.md "Routes — h-reports"). Gin-free: its
// HTTP side is reportsapi. Totals come from the rollups migration 000016 keeps by trigger
// (giving_daily_totals, giving_person_years, giving_donors); only counted gifts are in them
// (status succeeded, not void).
package reports

import (
	"fmt"
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Messages of refused requests (400 unless said).
const (
	MsgDate        = "Enter the date as YYYY-MM-DD"
	MsgRange       = "The end date must be on or after the start date"
	MsgRangeLong   = "Choose a period of at most 10 years"
	MsgGroupBy     = "Group by week, month, quarter or year"
	MsgMethod      = "Choose a payment method: cash, cheque, card, bank or other"
	MsgKind        = "Choose top, first-time, lapsed or all donors"
	MsgLapsedDays  = "Lapsed days must be between 1 and 3650"
	MsgFormat      = "Choose a format: csv, xlsx or pdf"
	MsgFundUnknown = "Contribution code not found" // 404
	MsgTooManyPDF  = "A PDF holds at most 5,000 rows: choose CSV or XLSX, or a shorter period"
)

// Methods are the payment methods a gift has.
var Methods = []string{"cash", "cheque", "card", "bank", "other"}

func invalid(msg string) error { return fault.E(fault.Invalid, msg) }

// Gift is a contribution as the reports list it (the dashboard's recent gifts, a person's
// history): the ledger's Contribution, read-only and short.
type Gift struct {
	ID            int64  `json:"id"`
	PersonID      *int64 `json:"personId"`
	PersonName    string `json:"personName"`
	HouseholdName string `json:"householdName"`
	Anonymous     bool   `json:"anonymous"`
	FundID        int64  `json:"fundId"`
	FundName      string `json:"fundName"`
	FundCode      string `json:"fundCode"`
	AmountMinor   int64  `json:"amountMinor"`
	Currency      string `json:"currency"`
	Method        string `json:"method" enum:"cash,cheque,card,bank,other"`
	ChequeNumber  string `json:"chequeNumber"`
	ReceivedOn    string `json:"receivedOn"`
	Source        string `json:"source" enum:"manual,batch,import,online,recurring,text"`
	TaxDeductible bool   `json:"taxDeductible"`
}

// MonthTotal is one month of the dashboard's chart, beside the same month a year before.
type MonthTotal struct {
	Month         string `json:"month"` // "2026-01"
	TotalMinor    int64  `json:"totalMinor"`
	LastYearMinor int64  `json:"lastYearMinor"`
}

// FundTotal is a fund's total (and gift count).
type FundTotal struct {
	FundID     int64  `json:"fundId"`
	Name       string `json:"name"`
	TotalMinor int64  `json:"totalMinor"`
	Count      int64  `json:"count"`
}

// MethodTotal is a payment method's total and gift count.
type MethodTotal struct {
	Method     string `json:"method" enum:"cash,cheque,card,bank,other"`
	TotalMinor int64  `json:"totalMinor"`
	Count      int64  `json:"count"`
}

// Dashboard is the giving dashboard (this year is the church's calendar year, in its time zone).
type Dashboard struct {
	Currency            string        `json:"currency"`
	Today               string        `json:"today"`
	ThisMonthMinor      int64         `json:"thisMonthMinor"`
	LastMonthMinor      int64         `json:"lastMonthMinor"`
	YearToDateMinor     int64         `json:"yearToDateMinor"`
	LastYearToDateMinor int64         `json:"lastYearToDateMinor"`
	Givers              int64         `json:"givers"`
	FirstTimeGivers     int64         `json:"firstTimeGivers"`
	AverageGiftMinor    int64         `json:"averageGiftMinor"`
	ByMonth             []MonthTotal  `json:"byMonth"`
	ByFund              []FundTotal   `json:"byFund"`
	ByMethod            []MethodTotal `json:"byMethod"`
	Recent              []Gift        `json:"recent"`
}

// ModuleInfo is what the giving module holds.
type ModuleInfo struct {
	Funds               int64   `json:"funds"`
	Contributions       int64   `json:"contributions"`
	Donors              int64   `json:"donors"`
	FirstGiftOn         *string `json:"firstGiftOn"`
	LastGiftOn          *string `json:"lastGiftOn"`
	OpenBatches         int64   `json:"openBatches"`
	OnlineGivingEnabled bool    `json:"onlineGivingEnabled"`
	MerchantConnected   bool    `json:"merchantConnected"`
	Currency            string  `json:"currency"`
}

// Empty is a request without fields.
type Empty struct{}

// Period is a report's dates, inclusive; both required.
type Period struct {
	From string `json:"from"`
	To   string `json:"to"`

	from, to time.Time
}

func parseDay(s string) (time.Time, error) {
	t, err := time.Parse("2006-01-02", s)
	if err != nil || t.Year() < 1900 || t.Year() > 9999 {
		return time.Time{}, invalid(MsgDate)
	}
	return t, nil
}

// Check reads the dates.
func (p *Period) Check() error {
	var err error
	if p.from, err = parseDay(p.From); err != nil {
		return err
	}
	if p.to, err = parseDay(p.To); err != nil {
		return err
	}
	if p.to.Before(p.from) {
		return invalid(MsgRange)
	}
	if p.to.After(p.from.AddDate(10, 0, 0)) {
		return invalid(MsgRangeLong)
	}
	return nil
}

// Bounds are the checked dates.
func (p Period) Bounds() (time.Time, time.Time) { return p.from, p.to }

// NumbersRequest is reporting by numbers.
type NumbersRequest struct {
	Period
	GroupBy string   `json:"groupBy" enum:",week,month,quarter,year"`
	FundIDs []int64  `json:"fundIds"`
	Methods []string `json:"methods" enum:"cash,cheque,card,bank,other"`
}

// Validate checks the request (groupBy defaults to month).
func (r *NumbersRequest) Validate() error {
	if err := r.Period.Check(); err != nil {
		return err
	}
	switch r.GroupBy {
	case "":
		r.GroupBy = "month"
	case "week", "month", "quarter", "year":
	default:
		return invalid(MsgGroupBy)
	}
	if len(r.FundIDs) > 500 || len(r.Methods) > 5 {
		return invalid("Choose at most 500 codes and 5 methods")
	}
	for _, m := range r.Methods {
		if !validMethod(m) {
			return invalid(MsgMethod)
		}
	}
	return nil
}

func validMethod(m string) bool {
	for _, x := range Methods {
		if x == m {
			return true
		}
	}
	return false
}

// NumbersRow is one period × fund × method of reporting by numbers.
type NumbersRow struct {
	Period     string `json:"period"`
	FundID     int64  `json:"fundId"`
	FundName   string `json:"fundName"`
	Method     string `json:"method" enum:"cash,cheque,card,bank,other"`
	TotalMinor int64  `json:"totalMinor"`
	Count      int64  `json:"count"`
}

// PeriodTotal is one period's total beside the same period a year before.
type PeriodTotal struct {
	Period            string `json:"period"`
	TotalMinor        int64  `json:"totalMinor"`
	Count             int64  `json:"count"`
	PreviousYearMinor int64  `json:"previousYearMinor"`
}

// NumbersTotals are reporting by numbers' totals.
type NumbersTotals struct {
	ByFund   []FundTotal   `json:"byFund"`
	ByMethod []MethodTotal `json:"byMethod"`
	ByPeriod []PeriodTotal `json:"byPeriod"`
}

// Numbers is reporting by numbers.
type Numbers struct {
	Currency   string        `json:"currency"`
	From       string        `json:"from"`
	To         string        `json:"to"`
	GroupBy    string        `json:"groupBy" enum:"week,month,quarter,year"`
	Rows       []NumbersRow  `json:"rows"`
	Totals     NumbersTotals `json:"totals"`
	TotalMinor int64         `json:"totalMinor"`
	Count      int64         `json:"count"`
}

// DonorsRequest is reporting by donors.
type DonorsRequest struct {
	Period
	Kind       string  `json:"kind" enum:",top,first-time,lapsed,all"`
	FundIDs    []int64 `json:"fundIds"`
	LapsedDays int     `json:"lapsedDays"`
	httpx.Paging
}

// Validate checks the request (kind defaults to top, lapsedDays to 90).
func (r *DonorsRequest) Validate() error {
	if err := r.Period.Check(); err != nil {
		return err
	}
	switch r.Kind {
	case "":
		r.Kind = "top"
	case "top", "first-time", "lapsed", "all":
	default:
		return invalid(MsgKind)
	}
	if r.LapsedDays == 0 {
		r.LapsedDays = 90
	}
	if r.LapsedDays < 1 || r.LapsedDays > 3650 {
		return invalid(MsgLapsedDays)
	}
	if len(r.FundIDs) > 500 {
		return invalid("Choose at most 500 codes")
	}
	return nil
}

// Donor is one person of reporting by donors: their total and gift count in the period, their
// first and last counted gift ever, and their total in the same length of time before the period.
// The household is shown beside the person; a household's people are never added together.
type Donor struct {
	PersonID           int64  `json:"personId"`
	Name               string `json:"name"`
	HouseholdName      string `json:"householdName"`
	EnvelopeID         string `json:"envelopeId"`
	Email              string `json:"email"`
	TotalMinor         int64  `json:"totalMinor"`
	Count              int64  `json:"count"`
	FirstGiftOn        string `json:"firstGiftOn"`
	LastGiftOn         string `json:"lastGiftOn"`
	PreviousTotalMinor int64  `json:"previousTotalMinor"`
}

// PersonRequest is one person's giving history (dates optional: all of it).
type PersonRequest struct {
	PersonID int64  `json:"personId"`
	From     string `json:"from"`
	To       string `json:"to"`
	httpx.Paging

	from, to time.Time
}

// Validate reads the optional dates.
func (r *PersonRequest) Validate() error {
	var err error
	r.from, r.to = time.Date(1900, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)
	if r.From != "" {
		if r.from, err = parseDay(r.From); err != nil {
			return err
		}
	}
	if r.To != "" {
		if r.to, err = parseDay(r.To); err != nil {
			return err
		}
	}
	if r.to.Before(r.from) {
		return invalid(MsgRange)
	}
	return nil
}

// PersonSummary is the person a history is about.
type PersonSummary struct {
	ID            int64  `json:"id"`
	Name          string `json:"name"`
	HouseholdName string `json:"householdName"`
	EnvelopeID    string `json:"envelopeId"`
	Email         string `json:"email"`
}

// YearTotal is one calendar year's total.
type YearTotal struct {
	Year       int   `json:"year"`
	TotalMinor int64 `json:"totalMinor"`
	Count      int64 `json:"count"`
}

// PersonHistory is one person's giving: totals by year and fund over the period, and their gifts
// (counted ones, newest first, paged).
type PersonHistory struct {
	Person      PersonSummary    `json:"person"`
	Currency    string           `json:"currency"`
	TotalMinor  int64            `json:"totalMinor"`
	Count       int64            `json:"count"`
	FirstGiftOn *string          `json:"firstGiftOn"`
	LastGiftOn  *string          `json:"lastGiftOn"`
	ByYear      []YearTotal      `json:"byYear"`
	ByFund      []FundTotal      `json:"byFund"`
	Gifts       httpx.Page[Gift] `json:"gifts"`
}

// NumbersExport is reporting by numbers as a file.
type NumbersExport struct {
	NumbersRequest
	Format string `json:"format" enum:"csv,xlsx,pdf"`
}

// Validate checks the report and the format.
func (r *NumbersExport) Validate() error {
	if err := checkFormat(r.Format); err != nil {
		return err
	}
	return r.NumbersRequest.Validate()
}

// DonorsExport is reporting by donors as a file (every donor of the kind, not a page).
type DonorsExport struct {
	Period
	Kind       string  `json:"kind" enum:",top,first-time,lapsed,all"`
	FundIDs    []int64 `json:"fundIds"`
	LapsedDays int     `json:"lapsedDays"`
	Format     string  `json:"format" enum:"csv,xlsx,pdf"`
}

// Validate checks the report and the format.
func (r *DonorsExport) Validate() error {
	if err := checkFormat(r.Format); err != nil {
		return err
	}
	d := r.request()
	if err := d.Validate(); err != nil {
		return err
	}
	r.Period, r.Kind, r.LapsedDays = d.Period, d.Kind, d.LapsedDays
	return nil
}

func (r DonorsExport) request() DonorsRequest {
	return DonorsRequest{Period: r.Period, Kind: r.Kind, FundIDs: r.FundIDs, LapsedDays: r.LapsedDays}
}

func checkFormat(f string) error {
	switch f {
	case "csv", "xlsx", "pdf":
		return nil
	}
	return invalid(MsgFormat)
}

// File is a written export.
type File struct {
	Name        string
	ContentType string
	Data        []byte
}

func day(t time.Time) string { return t.Format("2006-01-02") }

func fileName(kind string, p Period, ext string) string {
	return fmt.Sprintf("giving-%s-%s-to-%s.%s", kind, p.From, p.To, ext)
}

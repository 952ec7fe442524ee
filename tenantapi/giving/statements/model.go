// Package statements is giving's contribution statements (docs/giving-api.md "Routes —
// h-reports"): one donor's statement (preview and PDF), and statement runs for every donor of a
// period in the worker (giving:statements: a PDF per donor stored, a ZIP of all, progress, and
// optionally each donor's e-mail through communications with a signed link to their PDF).
// Gin-free: its HTTP side is statementsapi. Only counted gifts are on a statement.
package statements

import (
	"time"

	"congregate/internal/platform/fault"
)

// Messages of refused requests.
const (
	MsgDate       = "Enter the date as YYYY-MM-DD"
	MsgRange      = "The end date must be on or after the start date"
	MsgRangeLong  = "A statement covers at most 5 years"
	MsgPeriod     = "Choose a year, or a start and an end date"
	MsgYear       = "Enter a year between 1900 and 9999"
	MsgNoGifts    = "No contributions in this period"        // 404
	MsgRunUnknown = "Statement run not found"                // 404
	MsgZipNotYet  = "The statements are not ready yet"       // 409
	MsgRunBusy    = "A statement run is already in progress" // 409
	MsgLink       = "This link has expired or is not valid"  // 404
)

var (
	errPerson  = fault.E(fault.NotFound, "Person not found")
	errNoGifts = fault.E(fault.NotFound, MsgNoGifts)
	errRun     = ErrRunNotFound
	errLink    = fault.E(fault.NotFound, MsgLink)
)

func invalid(msg string) error { return fault.E(fault.Invalid, msg) }

func parseDay(s string) (time.Time, error) {
	t, err := time.Parse("2006-01-02", s)
	if err != nil || t.Year() < 1900 || t.Year() > 9999 {
		return time.Time{}, invalid(MsgDate)
	}
	return t, nil
}

func readPeriod(from, to string) (time.Time, time.Time, error) {
	f, err := parseDay(from)
	if err != nil {
		return f, f, err
	}
	t, err := parseDay(to)
	if err != nil {
		return f, t, err
	}
	if t.Before(f) {
		return f, t, invalid(MsgRange)
	}
	if t.After(f.AddDate(5, 0, 0)) {
		return f, t, invalid(MsgRangeLong)
	}
	return f, t, nil
}

// StatementRequest names one donor's statement: a calendar year, or from and to.
type StatementRequest struct {
	PersonID int64  `json:"personId"`
	Year     int    `json:"year"`
	From     string `json:"from"`
	To       string `json:"to"`

	from, to time.Time
}

// Validate reads the period.
func (r *StatementRequest) Validate() error {
	if r.Year != 0 {
		if r.From != "" || r.To != "" {
			return invalid(MsgPeriod)
		}
		if r.Year < 1900 || r.Year > 9999 {
			return invalid(MsgYear)
		}
		r.from = time.Date(r.Year, 1, 1, 0, 0, 0, 0, time.UTC)
		r.to = time.Date(r.Year, 12, 31, 0, 0, 0, 0, time.UTC)
		r.From, r.To = r.from.Format("2006-01-02"), r.to.Format("2006-01-02")
		return nil
	}
	if r.From == "" && r.To == "" {
		return invalid(MsgPeriod)
	}
	var err error
	r.from, r.to, err = readPeriod(r.From, r.To)
	return err
}

// Donor is who a statement is for.
type Donor struct {
	ID            int64    `json:"id"`
	Name          string   `json:"name"`
	HouseholdName string   `json:"householdName"`
	EnvelopeID    string   `json:"envelopeId"`
	Email         string   `json:"email"`
	AddressLines  []string `json:"addressLines"`
}

// Line is one gift on a statement.
type Line struct {
	ID            int64  `json:"id"`
	ReceivedOn    string `json:"receivedOn"`
	FundID        int64  `json:"fundId"`
	FundName      string `json:"fundName"`
	Method        string `json:"method" enum:"cash,cheque,card,bank,other"`
	ChequeNumber  string `json:"chequeNumber"`
	AmountMinor   int64  `json:"amountMinor"`
	TaxDeductible bool   `json:"taxDeductible"`
}

// FundTotal is a statement's total of one fund.
type FundTotal struct {
	FundID        int64  `json:"fundId"`
	Name          string `json:"name"`
	TotalMinor    int64  `json:"totalMinor"`
	Count         int64  `json:"count"`
	TaxDeductible bool   `json:"taxDeductible"`
}

// Statement is one donor's contribution statement: their counted gifts in the period by date,
// the totals by fund, the total, and the part given to tax-deductible funds.
type Statement struct {
	Person          Donor       `json:"person"`
	From            string      `json:"from"`
	To              string      `json:"to"`
	Currency        string      `json:"currency"`
	TotalMinor      int64       `json:"totalMinor"`
	DeductibleMinor int64       `json:"deductibleMinor"`
	Count           int64       `json:"count"`
	Gifts           []Line      `json:"gifts"`
	ByFund          []FundTotal `json:"byFund"`
}

// Texts are the giving settings' words on a statement.
type Texts struct {
	Intro, Legal, Signatory string
}

// RunRequest starts a statement run.
type RunRequest struct {
	From  string `json:"from"`
	To    string `json:"to"`
	Email bool   `json:"email"`

	from, to time.Time
}

// Validate reads the period.
func (r *RunRequest) Validate() error {
	var err error
	r.from, r.to, err = readPeriod(r.From, r.To)
	return err
}

// Run is a statement run as the console polls it.
type Run struct {
	ID             int64   `json:"id"`
	Status         string  `json:"status" enum:"queued,running,done,failed"`
	From           string  `json:"from"`
	To             string  `json:"to"`
	Email          bool    `json:"email"`
	Total          int     `json:"total"`
	Done           int     `json:"done"`
	Emailed        int     `json:"emailed"`
	SkippedNoEmail int     `json:"skippedNoEmail"`
	OptedOut       int     `json:"optedOut"`
	ZipReady       bool    `json:"zipReady"`
	Error          string  `json:"error"`
	CreatedAt      string  `json:"createdAt"`
	CreatedByName  string  `json:"createdByName"`
	FinishedAt     *string `json:"finishedAt"`
}

// RunID names a run.
type RunID struct {
	ID int64 `json:"id"`
}

// File is a PDF or ZIP to send.
type File struct {
	Name        string
	ContentType string
	Data        []byte
}

// ErrRunNotFound is a run the church does not have.
var ErrRunNotFound = fault.E(fault.NotFound, MsgRunUnknown)

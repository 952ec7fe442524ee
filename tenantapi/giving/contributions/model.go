// Package contributions is giving's ledger of gifts (docs/giving-api.md "Contributions",
// "Batches"): manual entry, batches counted and committed together, void and change of type, the
// lists. Record is the one insert every source of gifts uses (manual, batch, import, online,
// recurring, text); it is gin-free, so the worker and the online giving package call it.
package contributions

import (
	"congregate/tenantapi/giving/gifts"
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Contribution is one gift as the calls answer it.
type Contribution struct {
	ID            int64   `json:"id"`
	PersonID      *int64  `json:"personId"`
	PersonName    string  `json:"personName"`
	HouseholdName string  `json:"householdName"`
	EnvelopeID    string  `json:"envelopeId"`
	Anonymous     bool    `json:"anonymous"`
	FundID        int64   `json:"fundId"`
	FundName      string  `json:"fundName"`
	FundCode      string  `json:"fundCode"`
	AmountMinor   int64   `json:"amountMinor"`
	Currency      string  `json:"currency"`
	Method        string  `json:"method" enum:"cash,cheque,card,bank,other"`
	ChequeNumber  string  `json:"chequeNumber"`
	ReceivedOn    string  `json:"receivedOn"`
	Note          string  `json:"note"`
	BatchID       *int64  `json:"batchId"`
	Source        string  `json:"source" enum:"manual,batch,import,online,recurring,text"`
	Status        string  `json:"status" enum:"pending,succeeded,failed,refunded,disputed"`
	Voided        bool    `json:"voided"`
	VoidedAt      *string `json:"voidedAt"`
	VoidReason    string  `json:"voidReason"`
	VoidedByName  string  `json:"voidedByName"`
	CardBrand     string  `json:"cardBrand"`
	CardLast4     string  `json:"cardLast4"`
	CreatedAt     string  `json:"createdAt"`
	CreatedByName string  `json:"createdByName"`
}

// Batch is a batch of gifts counted together.
type Batch struct {
	ID                 int64   `json:"id"`
	Name               string  `json:"name"`
	BatchDate          string  `json:"batchDate"`
	ExpectedTotalMinor int64   `json:"expectedTotalMinor"`
	ExpectedCount      *int    `json:"expectedCount"`
	EnteredTotalMinor  int64   `json:"enteredTotalMinor"`
	EnteredCount       int     `json:"enteredCount"`
	DifferenceMinor    int64   `json:"differenceMinor"`
	Status             string  `json:"status" enum:"open,committed"`
	Source             string  `json:"source" enum:"manual,import"`
	Currency           string  `json:"currency"`
	CreatedAt          string  `json:"createdAt"`
	CreatedByName      string  `json:"createdByName"`
	CommittedAt        *string `json:"committedAt"`
	CommittedByName    string  `json:"committedByName"`
}

// BatchDetail answers a batch with its gifts.
type BatchDetail struct {
	Batch Batch          `json:"batch"`
	Items []Contribution `json:"items"`
}

// Recent answers the last counted gifts.
type Recent struct {
	Items []Contribution `json:"items"`
}

// Empty answers a delete.
type Empty struct{}

// Messages.
const (
	msgNoteLong       = "A note must be at most 1000 characters"
	msgVoidReason     = "Give a reason for voiding this gift"
	msgVoidReasonLong = "A reason must be at most 500 characters"
	msgVoided         = "This gift is void"
	msgAlreadyVoid    = "This gift is already void"
	msgCommitted      = "This batch is committed and cannot be changed"
	msgEmptyBatch     = "Add at least one gift before committing"
	msgBatchName      = "Enter a batch name"
	msgBatchNameLong  = "A batch name must be at most 100 characters"
	msgGifts          = "Add 1 to 500 gifts at a time"
	msgExpectedCount  = "The expected number of gifts must be 0 or more"
	msgNotInBatch     = "This gift is not in this batch"
	// MaxBatchGifts bounds one batch add.
	MaxBatchGifts = 500
)

var (
	// ErrNotFound is a gift the church does not have.
	ErrNotFound      = fault.E(fault.NotFound, "Contribution not found")
	errBatchNotFound = fault.E(fault.NotFound, "Batch not found")
)

func checkNote(s string) (string, error) {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > 1000 || strings.ContainsRune(s, 0) {
		return "", fault.E(fault.Invalid, msgNoteLong)
	}
	return s, nil
}

type IDRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type ListRequest struct {
	httpx.ClientContext
	httpx.Paging
	From          string `json:"from"`
	To            string `json:"to"`
	FundID        int64  `json:"fundId"`
	PersonID      int64  `json:"personId"`
	Method        string `json:"method" enum:",cash,cheque,card,bank,other"`
	Source        string `json:"source" enum:",manual,batch,import,online,recurring,text"`
	Status        string `json:"status" enum:",pending,succeeded,failed,refunded,disputed"`
	BatchID       int64  `json:"batchId"`
	IncludeVoided bool   `json:"includeVoided"`
	Search        string `json:"search"`
}

func (r *ListRequest) Validate() error {
	for _, d := range []*string{&r.From, &r.To} {
		*d = strings.TrimSpace(*d)
		if *d != "" && !isDate(*d) {
			return fault.E(fault.Invalid, "Enter the date as YYYY-MM-DD")
		}
	}
	if r.Method != "" && !gifts.Methods[r.Method] {
		return fault.E(fault.Invalid, gifts.MsgMethod)
	}
	if r.Source != "" && !sources[r.Source] {
		return fault.E(fault.Invalid, "Choose a source: manual, batch, import, online, recurring or text")
	}
	if r.Status != "" && !statuses[r.Status] {
		return fault.E(fault.Invalid, "Choose a status: pending, succeeded, failed, refunded or disputed")
	}
	r.Search = strings.TrimSpace(r.Search)
	if utf8.RuneCountInString(r.Search) > 100 {
		return fault.E(fault.Invalid, "A search must be at most 100 characters")
	}
	return nil
}

var (
	sources  = map[string]bool{"manual": true, "batch": true, "import": true, "online": true, "recurring": true, "text": true}
	statuses = map[string]bool{"pending": true, "succeeded": true, "failed": true, "refunded": true, "disputed": true}
)

type PersonRequest struct {
	httpx.ClientContext
	PersonID int64 `json:"personId"`
	httpx.Paging
}

type AddRequest struct {
	httpx.ClientContext
	PersonID     *int64 `json:"personId"`
	FundID       int64  `json:"fundId"`
	Amount       string `json:"amount"`
	Method       string `json:"method" enum:"cash,cheque,card,bank,other"`
	ChequeNumber string `json:"chequeNumber"`
	ReceivedOn   string `json:"receivedOn"`
	Note         string `json:"note"`
}

func (r *AddRequest) Validate() (err error) {
	if r.Method, r.ChequeNumber, err = gifts.CheckMethod(r.Method, r.ChequeNumber); err != nil {
		return err
	}
	r.Note, err = checkNote(r.Note)
	return err
}

type ChangeTypeRequest struct {
	httpx.ClientContext
	ID     int64 `json:"id"`
	FundID int64 `json:"fundId"`
}

type VoidRequest struct {
	httpx.ClientContext
	ID     int64  `json:"id"`
	Reason string `json:"reason"`
}

func (r *VoidRequest) Validate() error {
	r.Reason = strings.TrimSpace(r.Reason)
	switch {
	case r.Reason == "":
		return fault.E(fault.Invalid, msgVoidReason)
	case utf8.RuneCountInString(r.Reason) > 500 || strings.ContainsRune(r.Reason, 0):
		return fault.E(fault.Invalid, msgVoidReasonLong)
	}
	return nil
}

type BatchListRequest struct {
	httpx.ClientContext
	httpx.Paging
	Status string `json:"status" enum:",open,committed"`
}

func (r *BatchListRequest) Validate() error {
	if r.Status != "" && r.Status != "open" && r.Status != "committed" {
		return fault.E(fault.Invalid, "Choose a status: open or committed")
	}
	return nil
}

type BatchCreateRequest struct {
	httpx.ClientContext
	Name          string `json:"name"`
	BatchDate     string `json:"batchDate"`
	ExpectedTotal string `json:"expectedTotal"`
	ExpectedCount *int   `json:"expectedCount"`
}

func (r *BatchCreateRequest) Validate() error {
	r.Name = strings.TrimSpace(r.Name)
	switch {
	case r.Name == "":
		return fault.E(fault.Invalid, msgBatchName)
	case utf8.RuneCountInString(r.Name) > 100 || strings.ContainsRune(r.Name, 0):
		return fault.E(fault.Invalid, msgBatchNameLong)
	case r.ExpectedCount != nil && (*r.ExpectedCount < 0 || *r.ExpectedCount > 1_000_000):
		return fault.E(fault.Invalid, msgExpectedCount)
	}
	return nil
}

// BatchGift is one gift of a batch add.
type BatchGift struct {
	PersonID     *int64 `json:"personId"`
	FundID       int64  `json:"fundId"`
	Amount       string `json:"amount"`
	Method       string `json:"method" enum:"cash,cheque,card,bank,other"`
	ChequeNumber string `json:"chequeNumber"`
	Note         string `json:"note"`
}

type BatchAddRequest struct {
	httpx.ClientContext
	BatchID int64       `json:"batchId"`
	Gifts   []BatchGift `json:"gifts"`
}

func (r *BatchAddRequest) Validate() error {
	if len(r.Gifts) == 0 || len(r.Gifts) > MaxBatchGifts {
		return fault.E(fault.Invalid, msgGifts)
	}
	return nil
}

type BatchUpdateGiftRequest struct {
	httpx.ClientContext
	BatchID        int64  `json:"batchId"`
	ContributionID int64  `json:"contributionId"`
	PersonID       *int64 `json:"personId"`
	FundID         int64  `json:"fundId"`
	Amount         string `json:"amount"`
	Method         string `json:"method" enum:"cash,cheque,card,bank,other"`
	ChequeNumber   string `json:"chequeNumber"`
	Note           string `json:"note"`
}

type BatchRemoveGiftRequest struct {
	httpx.ClientContext
	BatchID        int64 `json:"batchId"`
	ContributionID int64 `json:"contributionId"`
}

func isDate(s string) bool {
	if len(s) != 10 {
		return false
	}
	for i, r := range s {
		if i == 4 || i == 7 {
			if r != '-' {
				return false
			}
		} else if r < '0' || r > '9' {
			return false
		}
	}
	return s >= "1900-01-01" && s <= "9999-12-31" && s[5:7] >= "01" && s[5:7] <= "12" && s[8:] >= "01" && s[8:] <= "31"
}

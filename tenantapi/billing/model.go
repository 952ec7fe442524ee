package billing

import (
	"time"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/billing/cards"
)

// Summary is the billing page's head: the plan, where the church stands, what it owes.
type Summary struct {
	Plan           Plan         `json:"plan"`
	Status         string       `json:"status" enum:"active,past_due,locked"`
	LockedDown     bool         `json:"lockedDown"`
	PastDueSince   *time.Time   `json:"pastDueSince"`
	GraceEndsAt    *time.Time   `json:"graceEndsAt"`
	OpenInvoices   int64        `json:"openInvoices"`
	AmountDueMinor int64        `json:"amountDueMinor"`
	Currency       string       `json:"currency"`
	ExpiringCards  []cards.Card `json:"expiringCards"`
}

// Plan is the church's subscription as chosen at onboarding.
type Plan struct {
	SizeLabel   string   `json:"sizeLabel"`
	Products    []string `json:"products"`
	AmountMinor int64    `json:"amountMinor"`
	Currency    string   `json:"currency"`
	Interval    string   `json:"interval" enum:"month"`
}

// Invoice is one of the church's Stripe invoices as the console shows it.
type Invoice struct {
	ID              int64      `json:"id"`
	Number          string     `json:"number"`
	Status          string     `json:"status" enum:"draft,open,paid,void,uncollectible"`
	Currency        string     `json:"currency"`
	AmountDueMinor  int64      `json:"amountDueMinor"`
	AmountPaidMinor int64      `json:"amountPaidMinor"`
	PeriodStart     *time.Time `json:"periodStart"`
	PeriodEnd       *time.Time `json:"periodEnd"`
	DueDate         *time.Time `json:"dueDate"`
	PaidAt          *time.Time `json:"paidAt"`
	CreatedAt       time.Time  `json:"createdAt"`
	HostedURL       string     `json:"hostedUrl"`
	Lines           []Line     `json:"lines"`
}

// Line is a line of an invoice.
type Line struct {
	Description string `json:"description"`
	AmountMinor int64  `json:"amountMinor"`
}

// PayResult is a paid invoice and whether paying it lifted the church's billing lock-down.
type PayResult struct {
	Invoice  Invoice `json:"invoice"`
	Unlocked bool    `json:"unlocked"`
}

// Invoice statuses (Stripe's).
const (
	StatusDraft         = "draft"
	StatusOpen          = "open"
	StatusPaid          = "paid"
	StatusVoid          = "void"
	StatusUncollectible = "uncollectible"
)

// The billing status of a church.
const (
	BillingActive  = "active"
	BillingPastDue = "past_due"
	BillingLocked  = "locked"
)

// Messages.
const (
	MsgInvoiceNotFound = "Invoice not found"
	MsgAlreadyPaid     = "This invoice is already paid"
	MsgNotPayable      = "This invoice cannot be paid"
	MsgNoCard          = "Add a card on file first"
	MsgCardNotFound    = "Card not found"
	MsgBadStatus       = "Status must be one of draft, open, paid, void, uncollectible"
)

var (
	errInvoiceNotFound = fault.E(fault.NotFound, MsgInvoiceNotFound)
	errAlreadyPaid     = fault.E(fault.Conflict, MsgAlreadyPaid)
	errNotPayable      = fault.E(fault.Conflict, MsgNotPayable)
	errNoCard          = fault.E(fault.Conflict, MsgNoCard)
	errCardNotFound    = fault.E(fault.NotFound, MsgCardNotFound)
)

// ValidStatus says s is an invoice status ("" is none).
func ValidStatus(s string) bool {
	switch s {
	case StatusDraft, StatusOpen, StatusPaid, StatusVoid, StatusUncollectible:
		return true
	}
	return false
}

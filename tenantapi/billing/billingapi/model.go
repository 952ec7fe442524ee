package billingapi

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/billing"
)

// SchemaPackage keeps the requests' published names (billing.…).
func (summaryRequest) SchemaPackage() string { return "billing" }
func (listRequest) SchemaPackage() string    { return "billing" }
func (getRequest) SchemaPackage() string     { return "billing" }
func (payRequest) SchemaPackage() string     { return "billing" }

// summaryRequest is billing/summary.
type summaryRequest struct {
	httpx.ClientContext
}

// listRequest is billing/invoices/list.
type listRequest struct {
	httpx.ClientContext
	httpx.Paging
	Status string `json:"status,omitempty" enum:"draft,open,paid,void,uncollectible"`
}

// Validate checks the status filter.
func (r *listRequest) Validate() error {
	if r.Status != "" && !billing.ValidStatus(r.Status) {
		return fault.E(fault.Invalid, billing.MsgBadStatus)
	}
	return nil
}

// getRequest is billing/invoices/get.
type getRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

// Validate checks the id.
func (r *getRequest) Validate() error {
	if r.ID <= 0 {
		return fault.E(fault.NotFound, billing.MsgInvoiceNotFound)
	}
	return nil
}

// payRequest is billing/invoices/pay: the invoice and a card on file (the default card when absent).
type payRequest struct {
	httpx.ClientContext
	InvoiceID int64  `json:"invoiceId"`
	CardID    *int64 `json:"cardId,omitempty"`
}

// Validate checks the ids.
func (r *payRequest) Validate() error {
	if r.InvoiceID <= 0 {
		return fault.E(fault.NotFound, billing.MsgInvoiceNotFound)
	}
	if r.CardID != nil && *r.CardID <= 0 {
		return fault.E(fault.NotFound, billing.MsgCardNotFound)
	}
	return nil
}

package creditsapi

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/credits"
)

// Requests.

type listRequest struct {
	httpx.ClientContext
	Kind string `json:"kind" enum:"grant,purchase,reserve,release,debit,refund,adjustment"`
	httpx.Paging
}

func (r listRequest) Validate() error {
	switch r.Kind {
	case "", credits.KindGrant, credits.KindPurchase, credits.KindReserve, credits.KindRelease, credits.KindDebit, credits.KindRefund, credits.KindAdjustment:
		return nil
	}
	return fault.E(fault.Invalid, "Kind must be grant, purchase, reserve, release, debit, refund or adjustment")
}

type pageRequest struct {
	httpx.ClientContext
	httpx.Paging
}

// The requests keep their published names (credits.listRequest) from before the HTTP side moved here.
func (listRequest) SchemaPackage() string { return "credits" }
func (pageRequest) SchemaPackage() string { return "credits" }

package purchasesapi

import (
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/billing/purchases"
)

// Requests: the console's context fields beside the service's own types.

type quoteRequest struct {
	httpx.ClientContext
	Credits int64 `json:"credits"`
}

func (r quoteRequest) Validate() error { return purchases.CheckCredits(r.Credits) }

type buyRequest struct {
	httpx.ClientContext
	purchases.Order
}

type pageRequest struct {
	httpx.ClientContext
	httpx.Paging
}

type autoRechargeUpdate struct {
	httpx.ClientContext
	purchases.Settings
}

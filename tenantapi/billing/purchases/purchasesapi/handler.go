// Package purchasesapi serves buying credits over HTTP (docs/billing-api.md,
// /api/organization/credits/); the rules are billing/purchases, gin-free.
package purchasesapi

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/billing/purchases"
)

// Handler serves the purchase calls.
type Handler struct{ S *purchases.Service }

func me(c *gin.Context) int64 { return auth.UserFrom(c.Request.Context()).PersonID }

// Quote is POST /api/organization/credits/quote.
func (h Handler) Quote(c *gin.Context, req quoteRequest) (purchases.Quote, error) {
	return h.S.Quote(c.Request.Context(), req.Credits)
}

// Buy is POST /api/organization/credits/buy: 200 when the credits are added, 202 while a cheque
// (or a payment Stripe has not finished) is pending.
func (h Handler) Buy(c *gin.Context, req buyRequest) (purchases.Bought, error) {
	out, err := h.S.Buy(c.Request.Context(), me(c), req.Order)
	if err == nil && out.Purchase.Status == purchases.StatusPending {
		httpx.SetStatus(c, http.StatusAccepted)
		msg := purchases.MsgProcessing
		if out.Purchase.Method == purchases.MethodCheque {
			msg = purchases.MsgChequePending
		}
		httpx.SetMessage(c, msg)
	}
	return out, err
}

// Purchases is POST /api/organization/credits/purchases.
func (h Handler) Purchases(c *gin.Context, req pageRequest) (httpx.Page[purchases.Purchase], error) {
	p, err := req.Paging.Resolve(25)
	if err != nil {
		return httpx.Page[purchases.Purchase]{}, err
	}
	items, total, err := h.S.Purchases(c.Request.Context(), p.PageSize, p.Offset())
	return httpx.PageOf(items, total, p), err
}

// AutoRecharge is POST /api/organization/credits/auto-recharge.
func (h Handler) AutoRecharge(c *gin.Context, _ httpx.ClientContext) (purchases.AutoRecharge, error) {
	return h.S.AutoRecharge(c.Request.Context())
}

// UpdateAutoRecharge is POST /api/organization/credits/auto-recharge/update.
func (h Handler) UpdateAutoRecharge(c *gin.Context, req autoRechargeUpdate) (purchases.AutoRecharge, error) {
	return h.S.UpdateAutoRecharge(c.Request.Context(), me(c), req.Settings)
}

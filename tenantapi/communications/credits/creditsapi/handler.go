// Package creditsapi serves the church's credits over HTTP: the balance and the ledger. The ledger
// itself (Balance, Reserve, Release, SettleMany, Grant) is communications/credits, gin-free.
package creditsapi

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/credits"
)

// Handler serves the credits calls.
type Handler struct{ S *Service }

// Balance is POST /api/organization/credits/balance.
func (h Handler) Balance(c *gin.Context, _ httpx.ClientContext) (credits.Account, error) {
	return h.S.Account(c.Request.Context())
}

// List is POST /api/organization/credits/list: the ledger, newest first.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[credits.Entry], error) {
	var kinds []string
	if req.Kind != "" {
		kinds = []string{req.Kind}
	}
	return h.S.Entries(c.Request.Context(), kinds, req.Paging)
}

// PurchaseHistory is POST /api/organization/credits/purchase-history: grants and purchases.
func (h Handler) PurchaseHistory(c *gin.Context, req pageRequest) (httpx.Page[credits.Entry], error) {
	return h.S.Entries(c.Request.Context(), []string{credits.KindGrant, credits.KindPurchase}, req.Paging)
}

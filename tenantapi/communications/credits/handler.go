package credits

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Handler serves the credits calls.
type Handler struct{ S *Service }

// Balance is POST /api/organization/credits/balance.
func (h Handler) Balance(c *gin.Context, _ httpx.ClientContext) (Account, error) {
	return h.S.Account(c.Request.Context())
}

// List is POST /api/organization/credits/list: the ledger, newest first.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[Entry], error) {
	var kinds []string
	if req.Kind != "" {
		kinds = []string{req.Kind}
	}
	return h.S.Entries(c.Request.Context(), kinds, req.Paging)
}

// PurchaseHistory is POST /api/organization/credits/purchase-history: grants and purchases.
func (h Handler) PurchaseHistory(c *gin.Context, req pageRequest) (httpx.Page[Entry], error) {
	return h.S.Entries(c.Request.Context(), []string{KindGrant, KindPurchase}, req.Paging)
}

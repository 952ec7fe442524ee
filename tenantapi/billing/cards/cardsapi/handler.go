// Package cardsapi serves the cards on file over HTTP (docs/billing-api.md, /api/billing/cards/);
// the rules are billing/cards, gin-free.
package cardsapi

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/billing/cards"
)

// Handler serves the cards calls.
type Handler struct{ S *cards.Service }

func me(c *gin.Context) int64 { return auth.UserFrom(c.Request.Context()).PersonID }

// List is POST /api/billing/cards/list.
func (h Handler) List(c *gin.Context, _ httpx.ClientContext) (cards.List, error) {
	return h.S.List(c.Request.Context())
}

// Setup is POST /api/billing/cards/setup: a SetupIntent for Stripe Elements, or the test cards.
func (h Handler) Setup(c *gin.Context, _ httpx.ClientContext) (cards.Setup, error) {
	return h.S.Setup(c.Request.Context())
}

// Add is POST /api/billing/cards/add.
func (h Handler) Add(c *gin.Context, req addRequest) (cards.Card, error) {
	return h.S.Add(c.Request.Context(), me(c), req.SetupIntentID, req.PaymentMethodID, req.MakeDefault)
}

// Default is POST /api/billing/cards/default.
func (h Handler) Default(c *gin.Context, req idRequest) (cards.Card, error) {
	return h.S.MakeDefault(c.Request.Context(), req.ID)
}

// Remove is POST /api/billing/cards/remove.
func (h Handler) Remove(c *gin.Context, req idRequest) (cards.Removed, error) {
	return cards.Removed{}, h.S.Remove(c.Request.Context(), req.ID)
}

package fundsapi

import (
	"congregate/tenantapi/giving/funds"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/giving/ledger/ledgerapi"
)

// Handler serves the contribution codes' calls.
type Handler struct{ S *funds.Service }

// List is POST /api/generosity/codes/list.
func (h Handler) List(c *gin.Context, req funds.ListRequest) (funds.List, error) {
	return h.S.List(c.Request.Context(), req.IncludeInactive)
}

// Available is POST /api/generosity/codes/available: the active codes, for the pickers.
func (h Handler) Available(c *gin.Context, _ httpx.ClientContext) (funds.List, error) {
	return h.S.List(c.Request.Context(), false)
}

// Add is POST /api/generosity/codes/add.
func (h Handler) Add(c *gin.Context, req funds.AddRequest) (*funds.Fund, error) {
	return h.S.Add(c.Request.Context(), ledgerapi.Actor(c), req)
}

// Rename is POST /api/generosity/codes/rename.
func (h Handler) Rename(c *gin.Context, req funds.RenameRequest) (*funds.Fund, error) {
	return h.S.Rename(c.Request.Context(), ledgerapi.Actor(c), req)
}

// Reposition is POST /api/generosity/codes/reposition.
func (h Handler) Reposition(c *gin.Context, req funds.RepositionRequest) (funds.List, error) {
	return h.S.Reposition(c.Request.Context(), ledgerapi.Actor(c), req.IDs)
}

// Active is POST /api/generosity/codes/active.
func (h Handler) Active(c *gin.Context, req funds.ActiveRequest) (*funds.Fund, error) {
	return h.S.SetActive(c.Request.Context(), ledgerapi.Actor(c), req.ID, req.Active)
}

// Delete is POST /api/generosity/codes/delete.
func (h Handler) Delete(c *gin.Context, req funds.DeleteRequest) (funds.Moved, error) {
	return h.S.Delete(c.Request.Context(), ledgerapi.Actor(c), req.ID, req.MoveToID)
}

package funds

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/giving/ledger/ledgerapi"
)

// Handler serves the contribution codes' calls.
type Handler struct{ S *Service }

// List is POST /api/generosity/codes/list.
func (h Handler) List(c *gin.Context, req listRequest) (List, error) {
	return h.S.List(c.Request.Context(), req.IncludeInactive)
}

// Available is POST /api/generosity/codes/available: the active codes, for the pickers.
func (h Handler) Available(c *gin.Context, _ httpx.ClientContext) (List, error) {
	return h.S.List(c.Request.Context(), false)
}

// Add is POST /api/generosity/codes/add.
func (h Handler) Add(c *gin.Context, req addRequest) (*Fund, error) {
	return h.S.Add(c.Request.Context(), ledgerapi.Actor(c), req)
}

// Rename is POST /api/generosity/codes/rename.
func (h Handler) Rename(c *gin.Context, req renameRequest) (*Fund, error) {
	return h.S.Rename(c.Request.Context(), ledgerapi.Actor(c), req)
}

// Reposition is POST /api/generosity/codes/reposition.
func (h Handler) Reposition(c *gin.Context, req repositionRequest) (List, error) {
	return h.S.Reposition(c.Request.Context(), ledgerapi.Actor(c), req.IDs)
}

// Active is POST /api/generosity/codes/active.
func (h Handler) Active(c *gin.Context, req activeRequest) (*Fund, error) {
	return h.S.SetActive(c.Request.Context(), ledgerapi.Actor(c), req.ID, req.Active)
}

// Delete is POST /api/generosity/codes/delete.
func (h Handler) Delete(c *gin.Context, req deleteRequest) (Moved, error) {
	return h.S.Delete(c.Request.Context(), ledgerapi.Actor(c), req.ID, req.MoveToID)
}

package contributionsapi

import (
	"congregate/tenantapi/giving/contributions"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/giving/ledger/ledgerapi"
)

// Handler serves the contributions' and batches' calls.
type Handler struct{ S *contributions.Service }

// List is POST /api/generosity/contributions/list.
func (h Handler) List(c *gin.Context, req contributions.ListRequest) (httpx.Page[contributions.Contribution], error) {
	return h.S.List(c.Request.Context(), req)
}

// Recent is POST /api/generosity/contributions/recent.
func (h Handler) Recent(c *gin.Context, _ httpx.ClientContext) (contributions.Recent, error) {
	return h.S.Recent(c.Request.Context())
}

// Get is POST /api/generosity/contributions/get.
func (h Handler) Get(c *gin.Context, req contributions.IDRequest) (*contributions.Contribution, error) {
	return h.S.Get(c.Request.Context(), req.ID)
}

// Person is POST /api/generosity/contributions/person.
func (h Handler) Person(c *gin.Context, req contributions.PersonRequest) (httpx.Page[contributions.Contribution], error) {
	return h.S.Person(c.Request.Context(), req.PersonID, req.Paging)
}

// Add is POST /api/generosity/contributions/add.
func (h Handler) Add(c *gin.Context, req contributions.AddRequest) (*contributions.Contribution, error) {
	return h.S.Add(c.Request.Context(), ledgerapi.Actor(c), req)
}

// ChangeType is POST /api/generosity/contributions/change-type.
func (h Handler) ChangeType(c *gin.Context, req contributions.ChangeTypeRequest) (*contributions.Contribution, error) {
	return h.S.ChangeType(c.Request.Context(), ledgerapi.Actor(c), req.ID, req.FundID)
}

// Void is POST /api/generosity/contributions/void.
func (h Handler) Void(c *gin.Context, req contributions.VoidRequest) (*contributions.Contribution, error) {
	return h.S.Void(c.Request.Context(), ledgerapi.Actor(c), req.ID, req.Reason)
}

// Batches is POST /api/generosity/batches/list.
func (h Handler) Batches(c *gin.Context, req contributions.BatchListRequest) (httpx.Page[contributions.Batch], error) {
	return h.S.Batches(c.Request.Context(), req.Status, req.Paging)
}

// BatchGet is POST /api/generosity/batches/get.
func (h Handler) BatchGet(c *gin.Context, req contributions.IDRequest) (*contributions.BatchDetail, error) {
	return h.S.BatchGet(c.Request.Context(), req.ID)
}

// BatchCreate is POST /api/generosity/batches/create.
func (h Handler) BatchCreate(c *gin.Context, req contributions.BatchCreateRequest) (*contributions.Batch, error) {
	return h.S.BatchCreate(c.Request.Context(), ledgerapi.Actor(c), req)
}

// BatchAdd is POST /api/generosity/batches/add.
func (h Handler) BatchAdd(c *gin.Context, req contributions.BatchAddRequest) (*contributions.BatchDetail, error) {
	return h.S.BatchAdd(c.Request.Context(), ledgerapi.Actor(c), req.BatchID, req.Gifts)
}

// BatchUpdateGift is POST /api/generosity/batches/update-gift.
func (h Handler) BatchUpdateGift(c *gin.Context, req contributions.BatchUpdateGiftRequest) (*contributions.BatchDetail, error) {
	return h.S.BatchUpdateGift(c.Request.Context(), req)
}

// BatchRemoveGift is POST /api/generosity/batches/remove-gift.
func (h Handler) BatchRemoveGift(c *gin.Context, req contributions.BatchRemoveGiftRequest) (*contributions.BatchDetail, error) {
	return h.S.BatchRemoveGift(c.Request.Context(), req.BatchID, req.ContributionID)
}

// BatchCommit is POST /api/generosity/batches/commit.
func (h Handler) BatchCommit(c *gin.Context, req contributions.IDRequest) (*contributions.Batch, error) {
	return h.S.BatchCommit(c.Request.Context(), ledgerapi.Actor(c), req.ID)
}

// BatchDelete is POST /api/generosity/batches/delete.
func (h Handler) BatchDelete(c *gin.Context, req contributions.IDRequest) (contributions.Empty, error) {
	return contributions.Empty{}, h.S.BatchDelete(c.Request.Context(), ledgerapi.Actor(c), req.ID)
}

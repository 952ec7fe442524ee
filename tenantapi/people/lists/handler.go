package lists

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Handler serves the saved lists calls, and through Kind each named list's: the bound request in,
// the service's answer out.
type Handler struct{ S *Service }

// KindHandler serves one named list's five calls.
type KindHandler struct {
	S *Service
	K Kind
}

// Kind is the handler of one named list.
func (h Handler) Kind(k Kind) KindHandler { return KindHandler{S: h.S, K: k} }

// List is POST /api/people/{kind}/list.
func (h KindHandler) List(c *gin.Context, _ httpx.ClientContext) (Items, error) {
	return h.S.Items(c.Request.Context(), h.K)
}

// Add is POST /api/people/{kind}/add.
func (h KindHandler) Add(c *gin.Context, req nameRequest) (*Item, error) {
	return h.S.Add(c.Request.Context(), h.K, req.Name)
}

// Rename is POST /api/people/{kind}/rename (spec "change name").
func (h KindHandler) Rename(c *gin.Context, req renameRequest) (*Item, error) {
	return h.S.Rename(c.Request.Context(), h.K, req.ID, req.Name)
}

// Delete is POST /api/people/{kind}/delete: the holders move to moveMembersTo, or lose the item.
func (h KindHandler) Delete(c *gin.Context, req deleteRequest) (Moved, error) {
	return h.S.Delete(c.Request.Context(), h.K, req.ID, req.MoveMembersTo)
}

// Reposition is POST /api/people/{kind}/reposition.
func (h KindHandler) Reposition(c *gin.Context, req repositionRequest) (Items, error) {
	return h.S.Reposition(c.Request.Context(), h.K, req.ID, req.NewPosition)
}

// SavedList is POST /api/people/saved-lists/list: every list of the church, by name.
func (h Handler) SavedList(c *gin.Context, _ httpx.ClientContext) (SavedLists, error) {
	return h.S.SavedLists(c.Request.Context())
}

// SavedAdd is POST /api/people/saved-lists/add; the signed-in person is its author.
func (h Handler) SavedAdd(c *gin.Context, req savedAddRequest) (*SavedList, error) {
	me := auth.UserFrom(c.Request.Context()).PersonID
	return h.S.Save(c.Request.Context(), me, req.Name, req.Filters)
}

// SavedUpdate is POST /api/people/saved-lists/update: rename, or replace the filters.
func (h Handler) SavedUpdate(c *gin.Context, req savedUpdateRequest) (*SavedList, error) {
	return h.S.UpdateSaved(c.Request.Context(), req)
}

// SavedDelete is POST /api/people/saved-lists/delete.
func (h Handler) SavedDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeleteSaved(c.Request.Context(), req.ID)
}

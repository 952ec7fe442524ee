package notes

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Handler serves the notes and follow-ups calls: the signed-in person from the session, the rest
// from the bound request, the answer from the service.
type Handler struct{ S *Service }

func me(c *gin.Context) int64 { return auth.UserFrom(c.Request.Context()).PersonID }

// NotesList is POST /api/people/notes/list: pinned notes first, then the newest.
func (h Handler) NotesList(c *gin.Context, req noteListRequest) (httpx.Page[Note], error) {
	return h.S.Notes(c.Request.Context(), me(c), req.PersonID, req.Paging)
}

// NotesAdd is POST /api/people/notes/add.
func (h Handler) NotesAdd(c *gin.Context, req noteAddRequest) (*Note, error) {
	return h.S.AddNote(c.Request.Context(), me(c), req)
}

// NotesUpdate is POST /api/people/notes/update: the fields sent change, the others stay.
func (h Handler) NotesUpdate(c *gin.Context, req noteUpdateRequest) (*Note, error) {
	return h.S.UpdateNote(c.Request.Context(), me(c), req)
}

// NotesDelete is POST /api/people/notes/delete.
func (h Handler) NotesDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeleteNote(c.Request.Context(), me(c), req.ID)
}

// FollowUpsList is POST /api/people/follow-ups/list.
func (h Handler) FollowUpsList(c *gin.Context, req followUpListRequest) (httpx.Page[FollowUp], error) {
	return h.S.FollowUps(c.Request.Context(), me(c), req)
}

// FollowUpsStaff is POST /api/people/follow-ups/staff: the people with console access, by name.
func (h Handler) FollowUpsStaff(c *gin.Context, _ httpx.ClientContext) (StaffList, error) {
	return h.S.Staff(c.Request.Context())
}

// FollowUpsAdd is POST /api/people/follow-ups/add; without an assignee it is the author's own.
func (h Handler) FollowUpsAdd(c *gin.Context, req followUpAddRequest) (*FollowUp, error) {
	return h.S.AddFollowUp(c.Request.Context(), me(c), req)
}

// FollowUpsUpdate is POST /api/people/follow-ups/update.
func (h Handler) FollowUpsUpdate(c *gin.Context, req followUpUpdateRequest) (*FollowUp, error) {
	return h.S.UpdateFollowUp(c.Request.Context(), me(c), req)
}

// FollowUpsDelete is POST /api/people/follow-ups/delete.
func (h Handler) FollowUpsDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{req.ID}, h.S.DeleteFollowUp(c.Request.Context(), req.ID)
}

package notes

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the notes and follow-ups calls: the people key, reads need read and changes write.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		g.Read("notes/list", httpx.Handle("Notes", h.NotesList)),
		g.Write("notes/add", httpx.HandleCreated("Note added", h.NotesAdd)),
		g.Write("notes/update", httpx.Handle("Note updated", h.NotesUpdate)),
		g.Write("notes/delete", httpx.Handle("Note deleted", h.NotesDelete)),

		g.Read("follow-ups/list", httpx.Handle("Follow-ups", h.FollowUpsList)),
		g.Read("follow-ups/staff", httpx.Handle("Staff", h.FollowUpsStaff)),
		g.Write("follow-ups/add", httpx.HandleCreated("Follow-up added", h.FollowUpsAdd)),
		g.Write("follow-ups/update", httpx.Handle("Follow-up updated", h.FollowUpsUpdate)),
		g.Write("follow-ups/delete", httpx.Handle("Follow-up deleted", h.FollowUpsDelete)),
	}
}

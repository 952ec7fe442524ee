// Package checkinapi is the HTTP side of children's check-in (docs/children-api.md "Routes —
// h-checkin"): its routes, the handlers, the label files and the board's event stream.
package checkinapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/checkin"
)

// StreamPath is the board's server-sent events: a GET that stays open (the fuzz and the
// isolation test leave it out; checkin's tests read it).
const StreamPath = "/api/children/board/stream"

// Routes are check-in's calls (key children): the station's reads need read, everything that
// checks a child in or out, or changes a station, write.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/", Key: authz.Children}
	return []httpx.Route{
		g.Read("stations/list", httpx.Handle("Stations", h.Stations)),
		g.Write("stations/add", httpx.HandleCreated("Station added", h.AddStation)),
		g.Write("stations/update", httpx.Handle("Station updated", h.UpdateStation)),
		g.Write("stations/delete", httpx.Handle("Station deleted", h.DeleteStation)),

		g.Read("families", httpx.Handle("Families", h.Families)),
		g.Write("checkin", httpx.HandleCreated("Checked in", h.Checkin)),
		g.Write("checkout", httpx.Handle("Checked out", h.Checkout)),
		g.Write("reprint", httpx.Handle("Labels", h.Reprint)),
		g.Read("label", httpx.File("application/octet-stream", checkin.LabelRequest{}, h.Label)),
		g.Write("sync", httpx.Handle("Synced", h.Sync)),
		g.Read("adults/list", httpx.Handle("Adults in the rooms", h.Adults)),
		g.Write("adults/in", httpx.HandleCreated("Adult in the room", h.AdultIn)),
		g.Write("adults/out", httpx.Handle("Adult left the room", h.AdultOut)),

		g.Read("board", httpx.Handle("Room board", h.Board)),
		{Method: http.MethodGet, Path: StreamPath, Key: authz.Children, Action: authz.Read,
			Handler: httpx.File("text/event-stream", nil, h.Stream)},
		g.Read("today", httpx.Handle("Today", h.Today)),
	}
}

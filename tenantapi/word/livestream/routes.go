package livestream

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// LivePath is the public live status.
const LivePath = "/api/word/live"

// Routes are the streams' calls (key livestreamSermons) and the public live status.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/word/", Key: authz.LivestreamSermons}
	return []httpx.Route{
		g.Read("streams/list", httpx.Handle("Streams", h.Streams)),
		g.Read("streams/get", httpx.Handle("Stream", h.Stream)),
		g.Write("streams/add", httpx.HandleCreated("Stream added", h.Add)),
		g.Write("streams/update", httpx.Handle("Stream updated", h.Update)),
		g.Write("streams/delete", httpx.Handle("Stream deleted", h.Delete)),
		g.Write("streams/status", httpx.Handle("Stream updated", h.Status)),
		g.Write("streams/create-sermon", httpx.HandleCreated("Sermon added", h.CreateSermon)),
		{Method: http.MethodGet, Path: LivePath, Public: true, Handler: httpx.NoBody("Live status", h.Live)},
	}
}

package mediaapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// ChunkPath is the resumable upload's chunk route (PUT, raw bytes).
const ChunkPath = "/api/word/uploads/:id/chunk"

// Routes are media's calls (key livestreamSermons) and the public file routes.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/word/", Key: authz.LivestreamSermons}
	return []httpx.Route{
		g.Write("uploads/create", httpx.HandleCreated("Upload started", h.UploadCreate)),
		{Method: http.MethodPut, Path: ChunkPath, Key: authz.LivestreamSermons, Action: authz.Write,
			Handler: httpx.Raw("Chunk received", "application/octet-stream", h.UploadChunk)},
		g.Read("uploads/get", httpx.Handle("Upload", h.UploadGet)),
		g.Write("uploads/complete", httpx.HandleCreated("File uploaded", h.UploadComplete)),
		g.Write("uploads/cancel", httpx.Handle("Upload cancelled", h.UploadCancel)),
		g.Write("media/upload", httpx.FormCreated("File uploaded", []httpx.FormField{
			{Name: "file", File: true, Required: true}, {Name: "title"}, {Name: "groupId"}, {Name: "seriesId"}}, h.Upload)),
		g.Read("media/list", httpx.Handle("Media", h.List)),
		g.Read("media/get", httpx.Handle("Media", h.Get)),
		g.Write("media/update", httpx.Handle("Media updated", h.Update)),
		g.Write("media/delete", httpx.Handle("Media deleted", h.Delete)),
		g.Write("media/reorder", httpx.Handle("Playlist reordered", h.Reorder)),
		g.Read("media-groups/list", httpx.Handle("Media groups", h.Groups)),
		g.Write("media-groups/add", httpx.HandleCreated("Media group added", h.GroupAdd)),
		g.Write("media-groups/update", httpx.Handle("Media group updated", h.GroupUpdate)),
		g.Write("media-groups/delete", httpx.Handle("Media group deleted", h.GroupDelete)),
		g.Write("media-groups/reposition", httpx.Handle("Media groups reordered", h.GroupReposition)),
		g.Read("media-series/list", httpx.Handle("Media series", h.SeriesList)),
		g.Write("media-series/add", httpx.HandleCreated("Media series added", h.SeriesAdd)),
		g.Write("media-series/update", httpx.Handle("Media series updated", h.SeriesUpdate)),
		g.Write("media-series/delete", httpx.Handle("Media series deleted", h.SeriesDelete)),
		g.Write("media-series/reposition", httpx.Handle("Media series reordered", h.SeriesReposition)),
		{Method: http.MethodGet, Path: FilePath, Public: true, Handler: httpx.File("application/octet-stream", nil, h.File)},
		{Method: http.MethodGet, Path: ThumbnailPath, Public: true, Handler: httpx.File("image/jpeg", nil, h.Thumbnail)},
	}
}

package queues

import (
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/httpx"
)

// Routes are the queue calls: reading for any operator, acting on a task for role operator.
func Routes(h Handler) []httpx.Route {
	g := opsauth.Group("/api/ops/queues/")
	return []httpx.Route{
		g.Read("list", httpx.Handle("Queues", h.List)),
		g.Read("tasks", httpx.Handle("Tasks", h.Tasks)),
		g.Write("retry", httpx.Handle("Task queued to run now", h.Retry)),
		g.Write("delete", httpx.Handle("Task deleted", h.Delete)),
		g.Write("archive", httpx.Handle("Task killed: it is in the dead tasks", h.Archive)),
	}
}

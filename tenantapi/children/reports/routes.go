package reports

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the children's dashboard and reports (key children, read).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/", Key: authz.Children}
	return []httpx.Route{
		g.Read("dashboard", httpx.Handle("Children dashboard", h.Dashboard)),
		g.Read("reports/attendance", httpx.Handle("Attendance", h.Attendance)),
		g.Read("reports/first-timers", httpx.Handle("First-timers", h.FirstTimers)),
		g.Read("reports/not-seen", httpx.Handle("Children not seen", h.NotSeen)),
	}
}

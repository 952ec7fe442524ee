package tenantapi

import (
	"congregate/tenantapi/communications/push"
)

// inboundRoutes are issue 12's public webhooks and the smart keywords, media vault, greetings and
// push routes (one line in Routes, so the route table's other edits merge cleanly).
func (a *App) inboundRoutes() []Route {
	var rs []Route
	rs = append(rs, push.Routes(push.Handler{S: &push.Service{Tenants: a.Tenants}})...)
	return rs
}

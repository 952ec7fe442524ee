package tenantapi

import (
	"congregate/tenantapi/children/checkin"
	"congregate/tenantapi/children/checkin/checkinapi"
	"congregate/tenantapi/children/reports"
	"congregate/tenantapi/people/directory"
)

// checkinRoutes are issue 15's check-in routes (docs/children-api.md "Routes — h-checkin"):
// stations, families, check-in and check-out, labels, sync, the room board and its stream, and the
// children's dashboard and reports.
func (a *App) checkinRoutes() []Route {
	s := &checkin.Service{Tenants: a.Tenants, People: directory.Directory{}, Hub: &checkin.Hub{Redis: a.Redis, Prefix: a.Config.KeyPrefix}}
	rs := checkinapi.Routes(checkinapi.Handler{S: s})
	return append(rs, reports.Routes(reports.Handler{S: &reports.Service{Tenants: a.Tenants, People: directory.Directory{}}})...)
}

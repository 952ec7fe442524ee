package tenantapi

import (
	"congregate/tenantapi/children/allergies"
	"congregate/tenantapi/children/checkin"
	"congregate/tenantapi/children/classrooms"
	"congregate/tenantapi/children/classrooms/classroomsapi"
	"congregate/tenantapi/children/kids"
	"congregate/tenantapi/children/kids/kidsapi"
	"congregate/tenantapi/children/parents"
	childrensettings "congregate/tenantapi/children/settings"
	"congregate/tenantapi/children/teachers"
	"congregate/tenantapi/children/views"
)

// childrenRoutes are issue 15's children's ministry routes (docs/children-api.md "Routes — h-kids"):
// classroom categories and classrooms, allergy types, child profiles with notes and pickups,
// teachers, settings and the sensitive-view log.
func (a *App) childrenRoutes() []Route {
	rs := classroomsapi.Routes(classroomsapi.Handler{S: &classrooms.Service{Tenants: a.Tenants, Occupied: checkin.RoomOccupied}})
	rs = append(rs, allergies.Routes(allergies.Handler{S: &allergies.Service{Tenants: a.Tenants}})...)
	rs = append(rs, kidsapi.Routes(kidsapi.Handler{S: &kids.Service{Tenants: a.Tenants}})...)
	rs = append(rs, teachers.Routes(teachers.Handler{S: &teachers.Service{Tenants: a.Tenants}})...)
	rs = append(rs, childrensettings.Routes(childrensettings.Handler{S: &childrensettings.Service{Tenants: a.Tenants}})...)
	rs = append(rs, views.Routes(views.Handler{S: &views.Service{Tenants: a.Tenants, Enforcer: a.Enforcer}})...)
	// The parents of chosen children, through communications/messages (credits, consent, the ledger).
	rs = append(rs, parents.Routes(parents.Handler{S: &parents.Service{Tenants: a.Tenants, Send: a.messages()}})...)
	return rs
}

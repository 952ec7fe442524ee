// Package tenantapi is the API and console host of every church. Routes() below is THE route
// table: every call declares its permission key and action there, and nowhere else.
package tenantapi

import (
	"net/http"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit/auditapi"
	"congregate/tenantapi/auth"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/billing/billingapi"
	"congregate/tenantapi/communications/consent/consentapi"
	"congregate/tenantapi/communications/contactgroups/contactgroupsapi"
	"congregate/tenantapi/communications/credits/creditsapi"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/communications/messages/messagesapi"
	"congregate/tenantapi/dashboard"
	"congregate/tenantapi/organization"
	"congregate/tenantapi/organization/branding"
	"congregate/tenantapi/organization/church"
	orgsettings "congregate/tenantapi/organization/settings"
	"congregate/tenantapi/people"
	"congregate/tenantapi/people/attendance"
	"congregate/tenantapi/people/celebrations"
	"congregate/tenantapi/people/customfields"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/export"
	"congregate/tenantapi/people/fellowship"
	"congregate/tenantapi/people/figures"
	"congregate/tenantapi/people/figures/figuresapi"
	"congregate/tenantapi/people/groups"
	"congregate/tenantapi/people/households"
	"congregate/tenantapi/people/imports"
	"congregate/tenantapi/people/imports/importsapi"
	"congregate/tenantapi/people/lists"
	"congregate/tenantapi/people/merge"
	"congregate/tenantapi/people/notes"
	"congregate/tenantapi/people/photos"
	"congregate/tenantapi/people/settings"
	"congregate/tenantapi/profile"
	"congregate/tenantapi/roles"
)

// Route is an entry of the route table.
type Route = httpx.Route

// Routes is the route table.
func (a *App) Routes() []Route {
	profileH := profile.Handler{S: &profile.Service{Tenants: a.Tenants, Enforcer: a.Enforcer, People: directory.Directory{}}}
	dashH := dashboard.Handler{S: &dashboard.Service{Tenants: a.Tenants, People: directory.Directory{}}}
	rs := []Route{

		{Method: http.MethodPost, Path: "/api/user/profile", Key: authz.Open, Action: authz.Read, DuringLockdown: true, Handler: httpx.Handle("Profile", profileH.Get)},
		{Method: http.MethodPost, Path: "/api/dashboard/default", Key: authz.Open, Action: authz.Read, DuringLockdown: true, Handler: httpx.Handle("Dashboard", dashH.Get)},
	}
	rs = append(rs, auth.Routes(auth.Handler{S: a.Auth})...)
	peopleS := &people.Service{Tenants: a.Tenants}
	rs = append(rs, people.Routes(people.Handler{S: peopleS})...)
	rs = append(rs, export.Routes(export.Handler{S: &export.Service{Tenants: a.Tenants, Logo: a.PeopleLogo}})...)
	rs = append(rs, merge.Routes(merge.Handler{S: &merge.Service{Tenants: a.Tenants}})...)
	rs = append(rs, households.Routes(households.Handler{S: &households.Service{Tenants: a.Tenants}})...)
	rs = append(rs, notes.Routes(notes.Handler{S: &notes.Service{Tenants: a.Tenants}})...)
	rs = append(rs, attendance.Routes(attendance.Handler{S: &attendance.Service{Tenants: a.Tenants}})...)
	rs = append(rs, customfields.Routes(customfields.Handler{S: &customfields.Service{Tenants: a.Tenants}})...)
	rs = append(rs, lists.Routes(lists.Handler{S: &lists.Service{Tenants: a.Tenants, Custom: customfields.Filter}})...)
	rs = append(rs, groups.Routes(groups.Handler{S: &groups.Service{Tenants: a.Tenants}})...)
	rs = append(rs, fellowship.Routes(fellowship.Handler{S: &fellowship.Service{Tenants: a.Tenants, People: peopleS}})...)
	rs = append(rs, photos.Routes(photos.Handler[*people.Person]{S: &photos.Service[*people.Person]{Tenants: a.Tenants,
		Record: peopleS.Record}})...)
	rs = append(rs, celebrations.Routes(celebrations.Handler{S: &celebrations.Service{Tenants: a.Tenants}})...)
	rs = append(rs, figuresapi.Routes(figuresapi.Handler{S: &figures.Service{Tenants: a.Tenants}})...)
	rs = append(rs, settings.Routes(settings.Handler{S: &settings.Service{Tenants: a.Tenants}})...)
	rs = append(rs, importsapi.Routes(importsapi.Handler{S: imports.Service{Tenants: a.Tenants, Jobs: a.Imports}})...)
	org := a.Organization()
	rs = append(rs, church.Routes(church.Handler{})...)
	rs = append(rs, organization.Routes(organization.Handler{S: org})...)
	rs = append(rs, branding.Routes(branding.Handler{S: org.Branding})...)
	rs = append(rs, orgsettings.Routes(orgsettings.Handler{S: org.Settings})...)
	rs = append(rs, roles.Routes(roles.Handler{S: &roles.Service{Tenants: a.Tenants, Enforcer: a.Enforcer}})...)
	rs = append(rs, auditapi.Routes(auditapi.Handler{S: &auditapi.Service{Tenants: a.Tenants, People: directory.Directory{}}})...)
	rs = append(rs, a.inboundRoutes()...) // issue 12: webhooks, keywords, media, greetings, push (router_inbound.go)
	rs = append(rs, messagesapi.Routes(messagesapi.Handler{S: &messages.Service{Tenants: a.Tenants, Control: a.Control,
		People: messagesapi.People{}, Settings: messagesapi.Settings{}, Jobs: a.Communications, Files: a.Storage}})...)
	rs = append(rs, creditsapi.Routes(creditsapi.Handler{S: &creditsapi.Service{Tenants: a.Tenants}})...)
	rs = append(rs, consentapi.Routes(consentapi.Handler{S: &consentapi.Service{Tenants: a.Tenants}})...)
	rs = append(rs, contactgroupsapi.Routes(contactgroupsapi.Handler{S: &contactgroupsapi.Service{Tenants: a.Tenants}})...)
	rs = append(rs, billingapi.Routes(billingapi.Handler{S: a.Billing, Logo: billing.LogoFunc(a.PeopleLogo)})...)
	rs = append(rs, a.creditsRoutes()...)
	rs = append(rs, a.givingLedgerRoutes()...)   // issue 14: codes, contributions, batches, pledges, settings, import
	rs = append(rs, a.givingReportsRoutes()...)  // issue 14: dashboard, reports, statements
	rs = append(rs, a.givingOnlineRoutes()...)   // issue 14: merchant account, public giving, give methods, expiring cards
	rs = append(rs, a.childrenRoutes()...)       // issue 15: classrooms, allergies, children, teachers, settings, views
	rs = append(rs, a.childrenImportRoutes()...) // issue 15: the children import
	rs = append(rs, a.checkinRoutes()...)        // issue 15: stations, check-in and out, labels, sync, board, reports
	rs = append(rs, a.wordMediaRoutes()...)      // issue 16: media, uploads, files, settings
	rs = append(rs, a.wordSermonsRoutes()...)    // issue 16: speakers, series, groups, sermons, playlists, streams, live status
	rs = append(rs, a.wordPodcastRoutes()...)    // issue 16: album categories, albums, episodes, podcast feeds
	rs = append(rs, a.exportRoutes()...)         // issue 17: the church's full export (its super admin)
	rs = append(rs, a.docRoutes()...)
	return rs
}

// Organization builds the organisation pages' services: the church row they share, branding and
// settings, and the overview over them.
func (a *App) Organization() *organization.Service {
	rows := &church.Rows{Tenants: a.Tenants, Control: a.Control, Resolver: a.Resolver}
	return &organization.Service{Rows: rows, Tenants: a.Tenants, People: directory.Directory{},
		Branding: &branding.Service{Rows: rows, Tenants: a.Tenants, Files: a.Storage, ChurchURL: a.Config.ChurchURL},
		Settings: &orgsettings.Service{Rows: rows, Tenants: a.Tenants}}
}

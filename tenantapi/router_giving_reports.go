package tenantapi

import (
	"congregate/internal/jobs"
	"congregate/internal/platform/ratelimit"
	"congregate/tenantapi/giving/reports"
	"congregate/tenantapi/giving/reports/layout"
	"congregate/tenantapi/giving/reports/reportsapi"
	"congregate/tenantapi/giving/statements"
	"congregate/tenantapi/giving/statements/statementsapi"
	"congregate/tenantapi/people/directory"
)

// givingReportsRoutes are issue 14's giving routes of this part (docs/giving-api.md): the
// dashboard, module info, reports and their exports, contribution statements and their runs,
// and the donors' public statement links.
func (a *App) givingReportsRoutes() []Route {
	logo := layout.LogoFunc(a.PeopleLogo)
	rs := reportsapi.Routes(reportsapi.Handler{S: &reports.Service{Tenants: a.Tenants, People: directory.Directory{}, Logo: logo}})
	st := &statements.Service{Tenants: a.Tenants, Files: a.Storage, People: directory.Directory{}, Logo: logo,
		Jobs: a.givingStatementsJobs(), Secret: []byte(a.Config.LinkSecret), ChurchURL: a.Config.ChurchURL}
	return append(rs, statementsapi.Routes(statementsapi.Handler{S: st, Limiter: ratelimit.New(a.Redis, a.Config.KeyPrefix)})...)
}

// givingStatementsJobs is the queue statement runs go to: the App's job client (the one people
// imports use), which enqueues every kind of task.
func (a *App) givingStatementsJobs() jobs.GivingStatementsEnqueuer {
	if e, ok := a.Imports.(jobs.GivingStatementsEnqueuer); ok {
		return e
	}
	return nil
}

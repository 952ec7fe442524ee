package tenantapi

import (
	"congregate/internal/jobs"
	"congregate/tenantapi/communications/keywords"
	"congregate/tenantapi/giving/contributions"
	"congregate/tenantapi/giving/contributions/contributionsapi"
	"congregate/tenantapi/giving/funds"
	"congregate/tenantapi/giving/funds/fundsapi"
	"congregate/tenantapi/giving/imports"
	givingimportsapi "congregate/tenantapi/giving/imports/importsapi"
	"congregate/tenantapi/giving/pledges"
	givingsettings "congregate/tenantapi/giving/settings"
	"congregate/tenantapi/giving/settings/settingsapi"
	"congregate/tenantapi/people/directory"
)

// givingLedgerRoutes are issue 14's giving routes of this part (docs/giving-api.md): contribution
// codes, contributions and batches, campaigns and pledges, the giving settings, the import.
func (a *App) givingLedgerRoutes() []Route {
	rs := fundsapi.Routes(fundsapi.Handler{S: &funds.Service{Tenants: a.Tenants}})
	rs = append(rs, contributionsapi.Routes(contributionsapi.Handler{S: &contributions.Service{Tenants: a.Tenants, People: directory.Directory{}}})...)
	rs = append(rs, pledges.Routes(pledges.Handler{S: &pledges.Service{Tenants: a.Tenants, People: directory.Directory{}}})...)
	rs = append(rs, settingsapi.Routes(settingsapi.Handler{S: &givingsettings.Service{Tenants: a.Tenants, KeywordTaken: keywords.Taken}})...)
	// The import's jobs go through the App's jobs client (it enqueues people imports too).
	enq, _ := a.Imports.(jobs.GivingImportEnqueuer)
	rs = append(rs, givingimportsapi.Routes(givingimportsapi.Handler{S: &imports.Service{Tenants: a.Tenants, Jobs: enq}})...)
	return rs
}

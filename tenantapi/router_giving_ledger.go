package tenantapi

import (
	"congregate/tenantapi/giving/contributions"
	"congregate/tenantapi/giving/funds"
	"congregate/tenantapi/giving/pledges"
	givingsettings "congregate/tenantapi/giving/settings"
	"congregate/tenantapi/people/directory"
)

// givingLedgerRoutes are issue 14's giving routes of this part (docs/giving-api.md): contribution
// codes, contributions and batches, campaigns and pledges, the giving settings, the import.
func (a *App) givingLedgerRoutes() []Route {
	rs := funds.Routes(funds.Handler{S: &funds.Service{Tenants: a.Tenants}})
	rs = append(rs, contributions.Routes(contributions.Handler{S: &contributions.Service{Tenants: a.Tenants, People: directory.Directory{}}})...)
	rs = append(rs, pledges.Routes(pledges.Handler{S: &pledges.Service{Tenants: a.Tenants, People: directory.Directory{}}})...)
	rs = append(rs, givingsettings.Routes(givingsettings.Handler{S: &givingsettings.Service{Tenants: a.Tenants}})...)
	return rs
}

package tenantapi

import (
	"congregate/internal/jobs"
	orgexport "congregate/tenantapi/organization/export"
)

// exportRoutes are issue 17's church side of the full export (docs/operator-api.md "Full
// export"): its super admin starts, lists and downloads exports of the church.
func (a *App) exportRoutes() []Route {
	q, _ := a.Imports.(jobs.ChurchExportEnqueuer) // the App's job client enqueues every kind of task
	return orgexport.Routes(orgexport.Handler{S: &orgexport.Service{Tenants: a.Tenants, Control: a.Control, Jobs: q, Files: a.Storage}})
}

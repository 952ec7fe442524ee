package tenantapi

import (
	"congregate/internal/jobs"
	"congregate/tenantapi/children/imports"
	childrenimportsapi "congregate/tenantapi/children/imports/importsapi"
)

// childrenImportRoutes are issue 15's children import (docs/children-api.md "Import"): upload,
// preview, process (the worker's children:import), status and the bad rows' download.
func (a *App) childrenImportRoutes() []Route {
	enq, _ := a.Imports.(jobs.ChildrenImportEnqueuer) // the App's jobs client enqueues every import
	return childrenimportsapi.Routes(childrenimportsapi.Handler{S: &imports.Service{Tenants: a.Tenants, Jobs: enq}})
}

package tenantapi

// givingReportsRoutes are issue 14's giving routes of this part (docs/giving-api.md).
func (a *App) givingReportsRoutes() []Route {
	return nil
}

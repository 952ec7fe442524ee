package tenantapi

// givingOnlineRoutes are issue 14's giving routes of this part (docs/giving-api.md).
func (a *App) givingOnlineRoutes() []Route {
	return nil
}

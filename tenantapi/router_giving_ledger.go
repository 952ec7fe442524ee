package tenantapi

// givingLedgerRoutes are issue 14's giving routes of this part (docs/giving-api.md).
func (a *App) givingLedgerRoutes() []Route {
	return nil
}

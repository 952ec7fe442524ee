package controlplane

import "congregate/internal/platform/httpx"

// Routes is the onboarding route table, for the tests of package controlplane_test.
func (a *App) Routes() []httpx.Route { return a.onboardingAPI().routes() }

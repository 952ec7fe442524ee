package ops_test

import (
	"net/http"
	"testing"

	"congregate/controlplane/cptest"
	"congregate/controlplane/ops/opstest"
	"congregate/internal/platform/httpx/httpxtest"
)

// TestOpsOpenAPIMatchesRouter fails when a call the operator host answers is missing from its
// document, or the document names a call it does not answer.
func TestOpsOpenAPIMatchesRouter(t *testing.T) {
	e := opstest.New(t)
	httpxtest.CompareRoutes(t, httpxtest.FetchDoc(t, e.Handler, opstest.Host), e.App.OpsHandler())
}

// TestOpsHostsAreApart: the ops API answers only on the operator host, the onboarding API only on
// the onboarding hosts.
func TestOpsHostsAreApart(t *testing.T) {
	e := opstest.New(t)
	if r := e.Nobody().Get("/api/openapi.json"); r.Status != http.StatusOK {
		t.Fatalf("ops document: %d", r.Status)
	}
	if r := e.Do(http.MethodPost, "/api/ops/auth/me", map[string]any{}, ""); r.Status != http.StatusNotFound {
		t.Fatalf("ops call on the onboarding host: %d", r.Status)
	}
	if r := e.Nobody().Post("/api/onboarding/request-otp", map[string]any{}); r.Status != http.StatusNotFound {
		t.Fatalf("onboarding call on the ops host: %d %s", r.Status, r.Body)
	}
	if r := e.DoHost("grace.localhost", http.MethodGet, "/api/openapi.json", nil, ""); r.Status != http.StatusNotFound {
		t.Fatalf("a church host on the control plane: %d", r.Status)
	}
	_ = cptest.Host
}

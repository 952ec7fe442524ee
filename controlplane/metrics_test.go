package controlplane_test

import (
	"net/http"
	"strings"
	"testing"

	"congregate/controlplane/cptest"
)

// /metrics lives on a listener of its own (METRICS_ADDR), not on the onboarding or operator hosts.
func TestMetricsNotOnPublicHosts(t *testing.T) {
	e := cptest.New(t)
	e.App.Config.OpsHost = "ops.localhost"
	e.Rebuild()
	for _, host := range []string{cptest.Host, "ops.localhost", "elsewhere.localhost"} {
		r := e.DoHost(host, http.MethodGet, "/metrics", nil, "")
		if strings.Contains(string(r.Body), "congregate_http_requests_total") || strings.Contains(string(r.Body), "go_goroutines") {
			t.Errorf("GET %s/metrics shows the metrics", host)
		}
		if r.Header.Get("X-Request-Id") == "" {
			t.Errorf("GET %s/metrics: no X-Request-Id", host)
		}
	}
}

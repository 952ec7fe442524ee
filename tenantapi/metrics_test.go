package tenantapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"congregate/internal/platform/observe"
	tt "congregate/tenantapi/tenanttest"
)

// /metrics lives on a listener of its own (METRICS_ADDR), never on a church's public host; every
// public answer carries its request id.
func TestMetricsNotOnPublicHosts(t *testing.T) {
	e := tt.New(t)
	for _, host := range []string{tt.Host(e.Alpha), "unknown.test.localhost", "127.0.0.1:8081"} {
		r := e.Send(host, http.MethodGet, "/metrics", "", "", nil)
		if strings.Contains(string(r.Raw), "congregate_http_requests_total") || strings.Contains(string(r.Raw), "go_goroutines") {
			t.Errorf("GET %s/metrics shows the metrics", host)
		}
		if r.Header.Get("X-Request-Id") == "" {
			t.Errorf("GET %s/metrics: no X-Request-Id", host)
		}
	}
	// The request was counted, under no raw path.
	rec := httptest.NewRecorder()
	observe.MetricsHandler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if !strings.Contains(rec.Body.String(), `route="unmatched"`) || strings.Contains(rec.Body.String(), `route="/metrics"`) {
		t.Errorf("the public /metrics requests are not counted as unmatched")
	}
	if !strings.Contains(rec.Body.String(), `congregate_church_requests_total{church="alpha"}`) {
		t.Errorf("alpha's request is not counted per church")
	}
}

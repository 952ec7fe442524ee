package observe

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
)

func scrape(t testing.TB) string {
	t.Helper()
	rec := httptest.NewRecorder()
	MetricsHandler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	return rec.Body.String()
}

func value(metrics, series string) string {
	for line := range strings.SplitSeq(metrics, "\n") {
		if rest, ok := strings.CutPrefix(line, series+" "); ok {
			return rest
		}
	}
	return ""
}

// resetChurches starts the church labels afresh with a limit (the process reads METRICS_CHURCH_LABELS).
func resetChurches(t *testing.T, limit int) {
	churchRequests.Reset()
	churches.mu.Lock()
	churches.limit, churches.counters = limit, map[string]prometheus.Counter{}
	churches.mu.Unlock()
	t.Cleanup(func() { churchRequests.Reset() })
}

func TestChurchLabelsAreBounded(t *testing.T) {
	resetChurches(t, 3)
	for _, short := range []string{"alpha", "bravo", "alpha", "charlie", "delta", "echo", "delta", "alpha"} {
		CountChurch(short)
	}
	m := scrape(t)
	for series, want := range map[string]string{
		`congregate_church_requests_total{church="alpha"}`:   "3",
		`congregate_church_requests_total{church="bravo"}`:   "1",
		`congregate_church_requests_total{church="charlie"}`: "1",
		`congregate_church_requests_total{church="other"}`:   "3",
	} {
		if got := value(m, series); got != want {
			t.Errorf("%s = %q, want %s", series, got, want)
		}
	}
	if n := strings.Count(m, "congregate_church_requests_total{"); n != 4 {
		t.Errorf("%d church series, want 3 churches and other:\n%s", n, m)
	}
	if len(churches.counters) != 3 {
		t.Errorf("%d church names remembered, want 3", len(churches.counters))
	}
}

func TestChurchLabelLimitFromEnv(t *testing.T) {
	for v, want := range map[string]int{"": 50, "10": 10, "0": 0, "-1": 50, "many": 50} {
		if got := churchLabelLimit(v); got != want {
			t.Errorf("METRICS_CHURCH_LABELS=%q: %d, want %d", v, got, want)
		}
	}
}

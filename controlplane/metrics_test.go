package controlplane_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"congregate/controlplane/cptest"
	"congregate/internal/provisioning"
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

// A church's console reached by path on the onboarding host is one request across both
// services: the tenant API gets the control plane's request id, and the answer carries it once.
func TestPathModeCarriesTheRequestID(t *testing.T) {
	e := cptest.New(t)
	if _, err := provisioning.Provision(context.Background(), e.DB.Gorm, provisioning.Spec{ShortName: "grace", FullName: "Grace Chapel"}); err != nil {
		t.Fatal(err)
	}
	got := make(chan string, 1)
	tenantAPI := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got <- r.Header.Get("X-Request-Id")
		w.Header().Set("X-Request-Id", r.Header.Get("X-Request-Id"))
		_, _ = w.Write([]byte("console"))
	}))
	defer tenantAPI.Close()
	e.App.Config.TenantAPIURL = tenantAPI.URL
	e.Rebuild()
	// A real server: the proxy needs a connection (httptest's recorder cannot CloseNotify).
	controlPlane := httptest.NewServer(e.Handler)
	defer controlPlane.Close()
	req, _ := http.NewRequest(http.MethodGet, controlPlane.URL+"/grace/people", nil)
	req.Host = cptest.Host
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if r.StatusCode != http.StatusOK || string(body) != "console" {
		t.Fatalf("GET /grace/people = %d %q", r.StatusCode, body)
	}
	ids := r.Header.Values("X-Request-Id")
	if sent := <-got; len(ids) != 1 || sent != ids[0] || sent == "" {
		t.Errorf("the tenant API got request id %q, the answer carries %q: want the same one, once", sent, ids)
	}
}

package tenantapi_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi"
	tt "congregate/tenantapi/tenanttest"
)

// Past its in-flight limit the tenant API answers 503 with Retry-After and the envelope, and its
// probes still answer.
func TestTenantAPIShedsPastItsLimit(t *testing.T) {
	e := tt.New(t)
	e.App.Shed = httpx.NewShedder(1, 20*time.Millisecond)
	release, holding := make(chan struct{}), make(chan struct{}, 2)
	e.App.Extra = []tenantapi.Route{{Method: http.MethodPost, Path: "/api/probe/hold", Public: true,
		Handler: httpx.Handle("ok", func(*gin.Context, httpx.ClientContext) (any, error) {
			holding <- struct{}{}
			<-release
			return nil, nil
		})}}
	e.Remount()
	done := make(chan int)
	go func() {
		done <- e.Send(tt.Host(e.Alpha), http.MethodPost, "/api/probe/hold", "", "application/json", []byte(`{}`)).Status
	}()
	<-holding

	r := e.Send(tt.Host(e.Alpha), http.MethodPost, "/api/auth/login", "", "application/json", []byte(`{"emailOrPhone":"a@b.test","password":"x"}`))
	if r.Status != http.StatusServiceUnavailable || r.Header.Get("Retry-After") == "" || r.Code != "11" || r.Msg != httpx.MsgBusy {
		t.Fatalf("full: %d %q %q %q, want 503 with Retry-After and the busy envelope", r.Status, r.Header.Get("Retry-After"), r.Code, r.Msg)
	}
	for _, p := range []string{"/healthz", "/readyz"} {
		if r := e.Send(tt.Host(e.Alpha), http.MethodGet, p, "", "", nil); r.Status != http.StatusOK {
			t.Errorf("%s while full: %d", p, r.Status)
		}
	}
	close(release)
	if s := <-done; s != http.StatusOK {
		t.Errorf("the held request: %d", s)
	}
	if r := e.Send(tt.Host(e.Alpha), http.MethodPost, "/api/probe/hold", "", "application/json", []byte(`{}`)); r.Status == http.StatusServiceUnavailable {
		t.Error("still shed after the slot came back")
	}
}

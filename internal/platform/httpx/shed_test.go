package httpx_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// shedServer is a real HTTP server behind a one-slot Shedder: /hold keeps its slot until release
// is closed (or its client goes away), /panic panics, /ok and the probes answer at once.
func shedServer(t *testing.T, wait time.Duration) (*httptest.Server, *httpx.Shedder, *atomic.Int64, chan struct{}, chan struct{}) {
	t.Helper()
	gin.SetMode(gin.ReleaseMode)
	s := httpx.NewShedder(1, wait)
	var shed atomic.Int64
	s.OnShed = func() { shed.Add(1) }
	release, holding := make(chan struct{}), make(chan struct{}, 10)
	r := gin.New()
	r.Use(gin.CustomRecovery(func(c *gin.Context, _ any) { c.AbortWithStatus(http.StatusInternalServerError) }), s.Handler())
	r.GET("/hold", func(c *gin.Context) {
		holding <- struct{}{}
		select {
		case <-release:
		case <-c.Request.Context().Done():
		}
		c.String(http.StatusOK, "held")
	})
	r.GET("/panic", func(*gin.Context) { panic("boom") })
	r.GET("/ok", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	r.GET("/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	r.GET("/readyz", func(c *gin.Context) { c.String(http.StatusOK, "ready") })
	srv := httptest.NewServer(r)
	t.Cleanup(srv.Close)
	return srv, s, &shed, release, holding
}

func get(t *testing.T, url string) (*http.Response, []byte) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res, body
}

// waitInFlight waits until the Shedder holds n slots (a request's deferred release runs after its
// answer is written).
func waitInFlight(t *testing.T, s *httpx.Shedder, n int) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); s.InFlight() != n; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("in flight: %d, want %d", s.InFlight(), n)
		}
	}
}

func TestShedAnswers503WithRetryAfterPastTheLimit(t *testing.T) {
	srv, s, shed, release, holding := shedServer(t, 20*time.Millisecond)
	go func() { _, _ = http.Get(srv.URL + "/hold") }()
	<-holding

	start := time.Now()
	res, body := get(t, srv.URL+"/ok")
	if res.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("status %d, want 503", res.StatusCode)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("shed after %v: the wait is bounded by MaxWait", took)
	}
	if got := res.Header.Get("Retry-After"); got != "1" {
		t.Errorf("Retry-After %q, want 1", got)
	}
	var env httpx.Envelope
	if err := json.Unmarshal(body, &env); err != nil || env.ResponseCode == "00" || env.ResponseMessage != httpx.MsgBusy {
		t.Errorf("body %s (%v): want the envelope with %q", body, err, httpx.MsgBusy)
	}
	if shed.Load() != 1 {
		t.Errorf("OnShed called %d times, want 1", shed.Load())
	}

	close(release)
	waitInFlight(t, s, 0)
	if res, _ := get(t, srv.URL+"/ok"); res.StatusCode != http.StatusOK {
		t.Errorf("after the slot is free: %d, want 200", res.StatusCode)
	}
}

func TestShedWaitsForASlotWithinMaxWait(t *testing.T) {
	srv, _, shed, release, holding := shedServer(t, 5*time.Second)
	go func() { _, _ = http.Get(srv.URL + "/hold") }()
	<-holding
	time.AfterFunc(50*time.Millisecond, func() { close(release) })
	if res, _ := get(t, srv.URL+"/ok"); res.StatusCode != http.StatusOK {
		t.Fatalf("status %d: a slot freed within MaxWait serves the waiting request", res.StatusCode)
	}
	if shed.Load() != 0 {
		t.Errorf("shed %d", shed.Load())
	}
}

func TestShedExemptsProbes(t *testing.T) {
	srv, _, shed, release, holding := shedServer(t, 10*time.Millisecond)
	defer close(release)
	go func() { _, _ = http.Get(srv.URL + "/hold") }()
	<-holding
	for _, p := range []string{"/healthz", "/readyz"} {
		if res, _ := get(t, srv.URL+p); res.StatusCode != http.StatusOK {
			t.Errorf("%s: %d while the API is full, want 200", p, res.StatusCode)
		}
	}
	if shed.Load() != 0 {
		t.Errorf("probes shed: %d", shed.Load())
	}
}

func TestShedReturnsTheSlotOfAPanic(t *testing.T) {
	srv, s, _, _, _ := shedServer(t, 10*time.Millisecond)
	for i := 0; i < 3; i++ {
		if res, _ := get(t, srv.URL+"/panic"); res.StatusCode != http.StatusInternalServerError {
			t.Fatalf("panic: %d", res.StatusCode)
		}
		waitInFlight(t, s, 0)
	}
	if res, _ := get(t, srv.URL+"/ok"); res.StatusCode != http.StatusOK {
		t.Errorf("after panics: %d, want 200 (the slot leaked)", res.StatusCode)
	}
}

func TestShedReturnsTheSlotOfAClientThatGoesAway(t *testing.T) {
	srv, s, shed, release, holding := shedServer(t, 5*time.Second)
	defer close(release)
	// A client gives up on a running request: its handler ends and the slot comes back.
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/hold", nil)
		_, err := http.DefaultClient.Do(req)
		done <- err
	}()
	<-holding
	waitInFlight(t, s, 1)
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("client: %v", err)
	}
	waitInFlight(t, s, 0)

	// A client gives up while waiting for a slot: it never takes one, and is not counted as shed.
	go func() { _, _ = http.Get(srv.URL + "/hold") }()
	<-holding
	ctx, cancel = context.WithCancel(context.Background())
	go func() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/ok", nil)
		_, err := http.DefaultClient.Do(req)
		done <- err
	}()
	time.Sleep(50 * time.Millisecond) // waiting for the slot
	cancel()
	<-done
	time.Sleep(50 * time.Millisecond)
	if s.InFlight() != 1 {
		t.Errorf("in flight %d, want 1 (the held request alone)", s.InFlight())
	}
	if shed.Load() != 0 {
		t.Errorf("a client that went away was counted as shed")
	}
}

func TestShedderFromEnv(t *testing.T) {
	t.Setenv("SHED_MAX_INFLIGHT", "")
	t.Setenv("SHED_MAX_WAIT", "")
	s, err := httpx.ShedderFromEnv()
	if err != nil || s == nil || s.MaxInflight < 8 || s.MaxWait != 50*time.Millisecond {
		t.Fatalf("default: %+v %v", s, err)
	}
	t.Setenv("SHED_MAX_INFLIGHT", "7")
	t.Setenv("SHED_MAX_WAIT", "250ms")
	if s, err = httpx.ShedderFromEnv(); err != nil || s.MaxInflight != 7 || s.MaxWait != 250*time.Millisecond {
		t.Fatalf("set: %+v %v", s, err)
	}
	t.Setenv("SHED_MAX_INFLIGHT", "off")
	if s, err = httpx.ShedderFromEnv(); err != nil || s != nil {
		t.Fatalf("off: %+v %v", s, err)
	}
	for _, bad := range [][2]string{{"0", ""}, {"many", ""}, {"8", "soon"}, {"8", "-1s"}} {
		t.Setenv("SHED_MAX_INFLIGHT", bad[0])
		t.Setenv("SHED_MAX_WAIT", bad[1])
		if _, err := httpx.ShedderFromEnv(); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
	// A nil Shedder (off) passes every request.
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use((*httpx.Shedder)(nil).Handler())
	r.GET("/ok", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	w := httptest.NewRecorder()
	r.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/ok", nil))
	if w.Code != http.StatusOK {
		t.Errorf("off: %d", w.Code)
	}
}

package fakestripe

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Two requests with one Idempotency-Key at once: the second is refused with Stripe's 409 while the
// first is answered, so only one reaches "Stripe"; a later one is the first's replay.
func TestConcurrentIdempotencyKeyIsAnsweredOnce(t *testing.T) {
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(200 * time.Millisecond)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"id":"cus_1","object":"customer"}`))
	}))
	defer upstream.Close()
	layer := httptest.NewServer(New(upstream.URL))
	defer layer.Close()
	post := func() int {
		req, _ := http.NewRequest(http.MethodPost, layer.URL+"/v1/customers", strings.NewReader("email=a%40b.test"))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Idempotency-Key", "k1")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Error(err)
			return 0
		}
		res.Body.Close()
		return res.StatusCode
	}
	var wg sync.WaitGroup
	statuses := make([]int, 2)
	for i := range statuses {
		wg.Add(1)
		go func() { defer wg.Done(); statuses[i] = post() }()
		time.Sleep(20 * time.Millisecond)
	}
	wg.Wait()
	if !(statuses[0] == 200 && statuses[1] == 409) {
		t.Fatalf("statuses %v, want [200 409]", statuses)
	}
	if got := post(); got != 200 {
		t.Fatalf("replay: %d", got)
	}
	srv := layer.Config.Handler.(*Server)
	if n := srv.Count(http.MethodPost, "/v1/customers"); n != 1 {
		t.Fatalf("%d calls reached Stripe, want 1", n)
	}
}

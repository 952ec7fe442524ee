// Package cptest starts the control plane's HTTP side on real infrastructure for tests: a
// throw-away database, a Redis key prefix, a queue of its own (read back with an inspector) and
// files in a temporary directory.
package cptest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/hibiken/asynq"

	"congregate/controlplane"
	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/payments/paymentstest"
	"congregate/internal/platform/storage"
	"congregate/internal/testutil"
)

// Host is the onboarding host requests go to.
const Host = "onboarding.localhost:8080"

// Env is a running control plane.
type Env struct {
	T         testing.TB
	DB        *testutil.Database
	App       *controlplane.App
	Handler   http.Handler
	Queue     string
	Inspector *asynq.Inspector
	FilesDir  string
}

// New builds the app; change env.App (e.g. Onboarding settings) and call Rebuild to apply.
func New(t testing.TB) *Env {
	t.Helper()
	database := testutil.NewDatabase(t)
	rdb, prefix := testutil.Redis(t)
	opt, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		t.Fatal(err)
	}
	client := jobs.NewClient(opt)
	client.Queue = "test-" + strings.ToLower(strings.NewReplacer("-", "", "_", "").Replace(auth.NewToken(8)))
	insp := asynq.NewInspector(opt)
	t.Cleanup(func() {
		_ = insp.DeleteQueue(client.Queue, true)
		insp.Close()
		client.Close()
	})
	cfg := config.Load()
	cfg.KeyPrefix = prefix
	cfg.OnboardingHosts = []string{"onboarding.localhost", "onboarding-test.localhost"}
	cfg.BaseDomain, cfg.PublicScheme, cfg.PublicPort = "localhost", "http", "8081"
	cfg.OnboardingDir = t.TempDir()
	cfg.StripeWebhookSecret = paymentstest.WebhookSecret
	dir := t.TempDir()
	tenants, err := db.TenantsFromConfig(cfg, database.Gorm)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tenants.Close() })
	e := &Env{T: t, DB: database, Queue: client.Queue, Inspector: insp, FilesDir: dir,
		App: &controlplane.App{Config: cfg, Control: database.Gorm, Tenants: tenants, Redis: rdb, Jobs: client, Storage: storage.Local{Dir: dir}}}
	e.Rebuild()
	return e
}

// Rebuild makes a new handler from e.App.
func (e *Env) Rebuild() { e.Handler = e.App.Handler() }

// Response is a decoded answer.
type Response struct {
	Status  int
	Header  http.Header
	Body    []byte
	Message string
	Data    json.RawMessage
}

// Fields decodes data as field errors.
func (r *Response) Fields() map[string][]string {
	var m map[string][]string
	_ = json.Unmarshal(r.Data, &m)
	return m
}

// Do sends a request from ip (RemoteAddr) to the onboarding host. body may be a string (sent as is)
// or any value (sent as JSON).
func (e *Env) Do(method, path string, body any, ip string) *Response {
	return e.DoHost(Host, method, path, body, ip)
}

// DoHost is Do on another host.
func (e *Env) DoHost(host, method, path string, body any, ip string) *Response {
	e.T.Helper()
	return e.DoHeader(host, method, path, body, ip, nil)
}

// DoHeader is DoHost with extra request headers.
func (e *Env) DoHeader(host, method, path string, body any, ip string, header http.Header) *Response {
	e.T.Helper()
	req := httptest.NewRequest(method, path, Body(e.T, body))
	req.Host = host
	if ip == "" {
		ip = "192.0.2.10"
	}
	req.RemoteAddr = ip + ":40000"
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		req.Header[k] = v
	}
	w := httptest.NewRecorder()
	e.Handler.ServeHTTP(w, req)
	res := &Response{Status: w.Code, Header: w.Header(), Body: w.Body.Bytes()}
	var env struct {
		Message string          `json:"message"`
		Data    json.RawMessage `json:"data"`
	}
	// An encoded body (the client asked for gzip) is the caller's to decode.
	if strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") && w.Header().Get("Content-Encoding") == "" {
		if err := json.Unmarshal(res.Body, &env); err != nil {
			e.T.Fatalf("%s %s: body is not the envelope: %s", method, path, res.Body)
		}
		res.Message, res.Data = env.Message, env.Data
	}
	return res
}

// Messages returns the payloads of the SMS or e-mail tasks enqueued so far (jobs.TypeSMS or
// jobs.TypeEmail), oldest first.
func (e *Env) Messages(taskType string) []jobs.Message {
	e.T.Helper()
	tasks, err := e.Inspector.ListPendingTasks(e.Queue, asynq.PageSize(1000))
	if err != nil && !strings.Contains(err.Error(), "not found") {
		e.T.Fatal(err)
	}
	var out []jobs.Message
	for _, t := range tasks {
		if t.Type != taskType {
			continue
		}
		var m jobs.Message
		if err := json.Unmarshal(t.Payload, &m); err != nil {
			e.T.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// LastOTP is the code of the latest OTP SMS sent to phone.
func (e *Env) LastOTP(phone string) string {
	e.T.Helper()
	// The queue's listing order is asynq's business: the latest OTP has the highest key number.
	best, code := int64(-1), ""
	for _, m := range e.Messages(jobs.TypeSMS) {
		num, _, _ := strings.Cut(strings.TrimPrefix(m.Key, "onboarding-otp:"), "-")
		id, err := strconv.ParseInt(num, 10, 64)
		if m.To != phone || err != nil || id < best {
			continue
		}
		// "Your Congregate verification code is 123456. It expires ..."
		const marker = "verification code is "
		if j := strings.Index(m.Body, marker); j >= 0 && len(m.Body) >= j+len(marker)+6 {
			best, code = id, m.Body[j+len(marker):j+len(marker)+6]
		}
	}
	if code == "" {
		e.T.Fatalf("no OTP SMS to %s", phone)
	}
	return code
}

// Body is a request body: a string or []byte as is, nil as none, anything else as JSON.
func Body(t testing.TB, body any) *bytes.Reader {
	t.Helper()
	switch b := body.(type) {
	case nil:
		return bytes.NewReader(nil)
	case string:
		return bytes.NewReader([]byte(b))
	case []byte:
		return bytes.NewReader(b)
	}
	j, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.NewReader(j)
}

package tenantapi

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/config"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

const pw = "Grace@2026!"

// env is a real tenant API over a throw-away database with two churches, alpha and bravo.
type env struct {
	t      *testing.T
	db     *testutil.Database
	app    *App
	h      http.Handler
	queue  string
	insp   *asynq.Inspector
	alpha  *tenancy.Church
	bravo  *tenancy.Church
	client *jobs.Client
}

func newEnv(t *testing.T) *env {
	t.Helper()
	d := testutil.NewDatabase(t)
	rdb, prefix := testutil.Redis(t)
	cfg := config.Load()
	cfg.KeyPrefix = prefix
	cfg.BaseDomain = "test.localhost"
	cfg.PublicPort = ""
	cfg.SessionIdle = 30 * time.Minute
	opt, err := jobs.RedisOpt(testutil.RedisURL())
	if err != nil {
		t.Fatal(err)
	}
	client := jobs.NewClient(opt)
	client.Queue = "test-" + strings.ToLower(auth.NewToken(6))
	insp := asynq.NewInspector(opt)
	t.Cleanup(func() {
		_, _ = insp.DeleteAllPendingTasks(client.Queue)
		_ = insp.DeleteQueue(client.Queue, true)
		insp.Close()
		client.Close()
	})
	app, err := NewApp(cfg, d.Gorm, rdb, client)
	if err != nil {
		t.Fatal(err)
	}
	e := &env{t: t, db: d, app: app, h: app.Handler(), queue: client.Queue, insp: insp, client: client}
	e.alpha = e.provision("alpha", "Alpha Chapel", provisioning.UserSpec{FirstName: "Ann", LastName: "Alpha",
		Email: "admin@alpha.test", Mobile: "+15550001001", Password: pw, PIN: "1234", Roles: []string{"Super Admin"}})
	e.bravo = e.provision("bravo", "Bravo Church", provisioning.UserSpec{FirstName: "Ben", LastName: "Bravo",
		Email: "admin@bravo.test", Mobile: "+15550002001", Password: pw, Roles: []string{"Super Admin"}})
	return e
}

func (e *env) provision(short, name string, admins ...provisioning.UserSpec) *tenancy.Church {
	e.t.Helper()
	c, err := provisioning.Provision(context.Background(), e.db.Gorm, provisioning.Spec{ShortName: short, FullName: name, Admins: admins})
	if err != nil {
		e.t.Fatal(err)
	}
	return c
}

// addUser creates a staff member in a church.
func (e *env) addUser(c *tenancy.Church, u provisioning.UserSpec) int64 {
	e.t.Helper()
	var id int64
	err := e.app.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error {
		var err error
		id, err = provisioning.CreateUser(tx, u)
		return err
	})
	if err != nil {
		e.t.Fatal(err)
	}
	return id
}

type resp struct {
	Status int
	Code   string         `json:"responseCode"`
	Msg    string         `json:"responseMessage"`
	Data   map[string]any `json:"responseData"`
}

func host(c *tenancy.Church) string { return c.ShortName + ".test.localhost" }

// call sends a request to the API as the browser would.
func (e *env) call(h, method, path, token string, body any) resp {
	e.t.Helper()
	var rd *bytes.Reader
	switch b := body.(type) {
	case nil:
		rd = bytes.NewReader(nil)
	case string:
		rd = bytes.NewReader([]byte(b))
	default:
		raw, _ := json.Marshal(b)
		rd = bytes.NewReader(raw)
	}
	req := httptest.NewRequest(method, path, rd)
	req.Host = h
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "congregate-test")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	w := httptest.NewRecorder()
	e.h.ServeHTTP(w, req)
	var r resp
	if w.Body.Len() > 0 && strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(w.Body.Bytes(), &r); err != nil {
			e.t.Fatalf("%s %s: bad JSON %q", method, path, w.Body.String())
		}
	}
	r.Status = w.Code
	return r
}

func (e *env) post(c *tenancy.Church, path, token string, body any) resp {
	return e.call(host(c), http.MethodPost, path, token, body)
}

// login signs in by e-mail and password and returns the JWT.
func (e *env) login(c *tenancy.Church, email string) string {
	e.t.Helper()
	r := e.post(c, "/api/auth/login", "", map[string]any{"orgId": c.ID, "emailOrPhone": email, "password": pw})
	if r.Status != 200 || r.Code != "00" {
		e.t.Fatalf("login %s: %d %s %s", email, r.Status, r.Code, r.Msg)
	}
	return r.Data["jwtToken"].(string)
}

// message returns the newest enqueued message for a recipient (the real asynq task payload).
func (e *env) message(to string) jobs.Message {
	e.t.Helper()
	tasks, err := e.insp.ListPendingTasks(e.queue, asynq.PageSize(1000))
	if err != nil {
		e.t.Fatal(err)
	}
	var found *jobs.Message
	best := int64(-1)
	for _, ti := range tasks {
		var m jobs.Message
		if err := json.Unmarshal(ti.Payload, &m); err != nil {
			e.t.Fatal(err)
		}
		// Keys end with the id of the token they carry, which grows with every new message.
		seq, _ := strconv.ParseInt(m.Key[strings.LastIndex(m.Key, ":")+1:], 10, 64)
		if m.To == to && seq > best {
			mm := m
			found, best = &mm, seq
		}
	}
	if found == nil {
		e.t.Fatalf("no message to %s in queue %s", to, e.queue)
	}
	return *found
}

func (e *env) messageCount(to string) int {
	tasks, _ := e.insp.ListPendingTasks(e.queue, asynq.PageSize(1000))
	n := 0
	for _, ti := range tasks {
		var m jobs.Message
		_ = json.Unmarshal(ti.Payload, &m)
		if m.To == to {
			n++
		}
	}
	return n
}

func expect(t *testing.T, r resp, status int, code, msg string) {
	t.Helper()
	if r.Status != status || (code != "" && r.Code != code) || (msg != "" && r.Msg != msg) {
		t.Fatalf("got %d %q %q, want %d %q %q", r.Status, r.Code, r.Msg, status, code, msg)
	}
}

// exec runs SQL in a church's schema (test setup only).
func (e *env) exec(c *tenancy.Church, q string, args ...any) {
	e.t.Helper()
	err := e.app.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error { return tx.Exec(q, args...).Error })
	if err != nil {
		e.t.Fatal(err)
	}
}

// scan reads one row from a church's schema.
func (e *env) scan(c *tenancy.Church, q string, dest ...any) {
	e.t.Helper()
	err := e.app.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error { return tx.Raw(q).Row().Scan(dest...) })
	if err != nil {
		e.t.Fatal(err)
	}
}

func (e *env) auditCount(c *tenancy.Church, event string) int {
	var n int
	e.scan(c, "SELECT count(*) FROM audit_log WHERE event = '"+event+"'", &n)
	return n
}

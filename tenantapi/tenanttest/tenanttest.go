// Package tenanttest is the one test kit of the tenant API: the real API (tenantapi.App, its route
// table and middleware) over a throw-away database and Redis queue, two churches (alpha and
// bravo) with staff in different roles, the HTTP calls the console makes, the queued messages,
// and a per-request SQL statement counter. Every tenant API test and the people benchmark use it.
package tenanttest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/payments/paymentstest"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi"
)

// Password is every test login's password.
const Password = "Grace@2026!"

// Env is a running tenant API with two churches.
type Env struct {
	T      testing.TB
	DB     *testutil.Database
	App    *tenantapi.App
	H      http.Handler
	Queue  string
	Insp   *asynq.Inspector
	Client *jobs.Client
	// Files is the directory the App stores logos and photos in.
	Files   string
	Alpha   *tenancy.Church
	Bravo   *tenancy.Church
	Counter *StatementCounter
}

// New builds the environment: alpha has a super admin (admin@alpha.test, PIN 1234), a People
// Manager (people@alpha.test) and Finance (finance@alpha.test); bravo has its super admin. Files
// (logos, photos) go to a temporary directory.
func New(t testing.TB) *Env {
	t.Helper()
	d := testutil.FromTemplate(t, "tenanttest", buildTemplate)
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
	app, err := tenantapi.NewApp(cfg, d.Gorm, rdb, client)
	if err != nil {
		t.Fatal(err)
	}
	app.Billing.Stripe = paymentstest.Client(t) // stripe-mock behind the test-card layer, once per test binary
	files := t.TempDir()
	app.Storage = storage.Local{Dir: files}
	counter, err := CountStatements(d.Gorm)
	if err != nil {
		t.Fatal(err)
	}
	e := &Env{T: t, DB: d, App: app, Queue: client.Queue, Insp: insp, Client: client, Files: files, Counter: counter}
	e.Remount()
	var errA, errB error
	e.Alpha, errA = provisioning.Find(context.Background(), d.Gorm, "alpha")
	e.Bravo, errB = provisioning.Find(context.Background(), d.Gorm, "bravo")
	if err := errors.Join(errA, errB); err != nil {
		t.Fatal(err)
	}
	return e
}

// buildTemplate makes the database every Env starts from (testutil.FromTemplate copies it): the
// control schema and two churches with their staff — alpha (a super admin, a people manager and a
// finance user) and bravo (a super admin).
func buildTemplate(dsn string) error {
	if err := db.MigrateControl(dsn); err != nil {
		return err
	}
	g, err := db.Open(dsn)
	if err != nil {
		return err
	}
	defer func() {
		if s, err := g.DB(); err == nil {
			s.Close()
		}
	}()
	ctx := context.Background()
	if _, err := provisioning.Provision(ctx, g, provisioning.Spec{ShortName: "alpha", FullName: "Alpha Chapel", Admins: []provisioning.UserSpec{
		{FirstName: "Ann", LastName: "Alpha", Email: "admin@alpha.test", Mobile: "+15550001001", Password: Password, PIN: "1234", Roles: []string{"Super Admin"}},
		{FirstName: "Pat", LastName: "People", Email: "people@alpha.test", Password: Password, Roles: []string{"People Manager"}},
		{FirstName: "Fin", LastName: "Ance", Email: "finance@alpha.test", Password: Password, Roles: []string{"Finance"}}}}); err != nil {
		return err
	}
	_, err = provisioning.Provision(ctx, g, provisioning.Spec{ShortName: "bravo", FullName: "Bravo Church", Admins: []provisioning.UserSpec{
		{FirstName: "Ben", LastName: "Bravo", Email: "admin@bravo.test", Mobile: "+15550002001", Password: Password, Roles: []string{"Super Admin"}}}})
	return err
}

// Remount builds the HTTP handler again after a test changed the App (its storage, extra routes).
func (e *Env) Remount() { e.H = e.Counter.Wrap(e.App.Handler()) }

// Provision creates a church with its staff.
func (e *Env) Provision(short, name string, staff ...provisioning.UserSpec) *tenancy.Church {
	e.T.Helper()
	c, err := provisioning.Provision(context.Background(), e.DB.Gorm, provisioning.Spec{ShortName: short, FullName: name, Admins: staff})
	if err != nil {
		e.T.Fatal(err)
	}
	return c
}

// Host is the church's API host.
func Host(c *tenancy.Church) string { return c.ShortName + ".test.localhost" }

// Resp is a decoded API answer: D is responseData when it is an object; Raw holds the body (file
// downloads, HTML).
type Resp struct {
	Status      int
	Code        string          `json:"responseCode"`
	Msg         string          `json:"responseMessage"`
	Data        json.RawMessage `json:"responseData"`
	D           map[string]any  `json:"-"`
	Raw         []byte          `json:"-"`
	ContentType string          `json:"-"`
	Header      http.Header     `json:"-"`
	Statements  int64           `json:"-"`
}

// Decode reads responseData into v.
func (r Resp) Decode(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Data, v); err != nil {
		t.Fatalf("responseData %s: %v", r.Data, err)
	}
}

// M is responseData as a map.
func (r Resp) M(t testing.TB) map[string]any {
	t.Helper()
	var m map[string]any
	r.Decode(t, &m)
	return m
}

// Do sends a request to a church's host as the browser would.
func (e *Env) Do(c *tenancy.Church, method, path, token, contentType string, body []byte) Resp {
	e.T.Helper()
	return e.Send(Host(c), method, path, token, contentType, body)
}

// Send sends a request to any host (an unknown one, a custom domain).
func (e *Env) Send(host, method, path, token, contentType string, body []byte) Resp {
	e.T.Helper()
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	req.Host = host
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("User-Agent", "congregate-test")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	r := Resp{Status: w.Code, Raw: w.Body.Bytes(), ContentType: w.Header().Get("Content-Type"), Header: w.Header(),
		Statements: e.Counter.Last()}
	if strings.HasPrefix(r.ContentType, "application/json") && w.Body.Len() > 0 {
		if err := json.Unmarshal(w.Body.Bytes(), &r); err != nil {
			e.T.Fatalf("%s %s: bad JSON %q", method, path, w.Body.String())
		}
		if len(r.Data) > 0 && r.Data[0] == '{' {
			_ = json.Unmarshal(r.Data, &r.D)
		}
	}
	return r
}

// Call sends a JSON body (a string or []byte as is) to any host.
func (e *Env) Call(host, method, path, token string, body any) Resp {
	e.T.Helper()
	var raw []byte
	switch b := body.(type) {
	case nil:
	case string:
		raw = []byte(b)
	case []byte:
		raw = b
	default:
		raw, _ = json.Marshal(b)
	}
	return e.Send(host, method, path, token, "application/json", raw)
}

// Post sends a JSON body (a string is sent as is) to a church.
func (e *Env) Post(c *tenancy.Church, path, token string, body any) Resp {
	e.T.Helper()
	return e.Call(Host(c), http.MethodPost, path, token, body)
}

// Raw sends a GET and answers the recorder, for downloads, images and documents.
func (e *Env) Raw(c *tenancy.Church, path, token string) *httptest.ResponseRecorder {
	e.T.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Host = Host(c)
	req.Header.Set("User-Agent", "congregate-test")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	return w
}

// Upload sends a multipart form with one file and plain fields.
func (e *Env) Upload(c *tenancy.Church, path, token, field, filename string, data []byte, fields map[string]string) Resp {
	e.T.Helper()
	var fs [][2]string
	for k, v := range fields {
		fs = append(fs, [2]string{k, v})
	}
	return e.Multipart(c, path, token, fs, Part{Field: field, Filename: filename, Data: data})
}

// Part is a file of a multipart form.
type Part struct {
	Field, Filename string
	Data            []byte
}

// Multipart posts form fields (repeatable, in order) and files.
func (e *Env) Multipart(c *tenancy.Church, path, token string, fields [][2]string, files ...Part) Resp {
	e.T.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, f := range fields {
		_ = mw.WriteField(f[0], f[1])
	}
	for _, f := range files {
		fw, err := mw.CreateFormFile(f.Field, f.Filename)
		if err != nil {
			e.T.Fatal(err)
		}
		_, _ = fw.Write(f.Data)
	}
	_ = mw.Close()
	return e.Do(c, http.MethodPost, path, token, mw.FormDataContentType(), buf.Bytes())
}

// Login signs in by e-mail and returns the JWT.
func (e *Env) Login(c *tenancy.Church, email string) string {
	e.T.Helper()
	r := e.Post(c, "/api/auth/login", "", map[string]any{"emailOrPhone": email, "password": Password})
	if r.Status != 200 || r.Code != "00" {
		e.T.Fatalf("login %s: %d %s %s", email, r.Status, r.Code, r.Msg)
	}
	var d struct {
		JWT string `json:"jwtToken"`
	}
	r.Decode(e.T, &d)
	return d.JWT
}

// Expect fails unless the answer has the status (and message, if given).
func Expect(t testing.TB, r Resp, status int, msg string) {
	t.Helper()
	ExpectCode(t, r, status, "", msg)
}

// ExpectCode fails unless the answer has the status, and the responseCode and message if given.
func ExpectCode(t testing.TB, r Resp, status int, code, msg string) {
	t.Helper()
	if r.Status != status || (code != "" && r.Code != code) || (msg != "" && r.Msg != msg) {
		t.Fatalf("got %d %q %q, want %d %q %q", r.Status, r.Code, r.Msg, status, code, msg)
	}
}

// Exec runs SQL in a church's schema (setup and checks only).
func (e *Env) Exec(c *tenancy.Church, q string, args ...any) {
	e.T.Helper()
	if err := e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error { return tx.Exec(q, args...).Error }); err != nil {
		e.T.Fatal(err)
	}
}

// Scan reads one row from a church's schema.
func (e *Env) Scan(c *tenancy.Church, q string, dest ...any) {
	e.T.Helper()
	if err := e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error { return tx.Raw(q).Row().Scan(dest...) }); err != nil {
		e.T.Fatal(err)
	}
}

// Count is a count(*) query in a church's schema.
func (e *Env) Count(c *tenancy.Church, q string) int64 {
	e.T.Helper()
	var n int64
	e.Scan(c, q, &n)
	return n
}

// PendingTasks lists the payloads of the queued tasks of a type.
func (e *Env) PendingTasks(typ string) [][]byte {
	e.T.Helper()
	tasks, err := e.Insp.ListPendingTasks(e.Queue, asynq.PageSize(1000))
	if err != nil {
		e.T.Fatal(err)
	}
	var out [][]byte
	for _, t := range tasks {
		if t.Type == typ {
			out = append(out, t.Payload)
		}
	}
	return out
}

// AddPerson adds a person to alpha through the API as tok and answers their id.
func (e *Env) AddPerson(tok string, body map[string]any) int64 {
	e.T.Helper()
	r := e.Post(e.Alpha, "/api/people/add", tok, body)
	Expect(e.T, r, 201, "Member added")
	var p struct{ ID int64 }
	r.Decode(e.T, &p)
	return p.ID
}

// File is a file part of a multipart form.
func File(field, filename string, data []byte) Part {
	return Part{Field: field, Filename: filename, Data: data}
}

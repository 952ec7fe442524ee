// Package opstest drives the operator host in tests: the control plane over a throw-away
// database (cptest), operators of either role signed in with a real session row, and calls that
// decode the {responseCode, responseMessage, responseData} envelope.
package opstest

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"congregate/controlplane/cptest"
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

// Host is the operator host requests go to.
const Host = "ops.localhost:8080"

// Password is every test operator's password.
const Password = "Operator@2026!"

// Env is a running control plane with its operator host.
type Env struct {
	*cptest.Env
}

// New builds the control plane with OPS_HOST = ops.localhost and REDIS_URL = the tests' Redis.
func New(t testing.TB) *Env {
	t.Helper()
	e := &Env{Env: cptest.New(t)}
	e.App.Config.OpsHost = "ops.localhost"
	// The queues page reads the queue the test's tasks go to (testutil's Redis, not config's).
	e.App.Config.RedisURL = testutil.RedisURL()
	e.Rebuild()
	return e
}

// Client calls the operator host, as an operator (with a session cookie) or as nobody.
type Client struct {
	e        *Env
	Cookie   string // the ops_session value; "" = no session
	Operator opsauth.Operator
	IP       string
}

// Nobody is a client without a session.
func (e *Env) Nobody() *Client { return &Client{e: e, IP: "192.0.2.50"} }

// Box seals and opens TOTP secrets with the test configuration's OPS_SECRET_KEY (the sign-in's).
func (e *Env) Box() *opsauth.SecretBox { return opsauth.NewSecretBox(e.App.Config.OpsSecretKey) }

// AddOperator creates an operator (password Password, TOTP enrolled with secret when not "",
// stored sealed as the sign-in stores it) and answers its id.
func (e *Env) AddOperator(email, name, role, totpSecret string) int64 {
	e.T.Helper()
	hash, err := auth.HashSecret(Password)
	if err != nil {
		e.T.Fatal(err)
	}
	sealed, err := e.Box().Seal(totpSecret)
	if err != nil {
		e.T.Fatal(err)
	}
	var id int64
	if err := e.DB.Gorm.Raw(`INSERT INTO control.operators (email, name, password_hash, role, totp_secret) VALUES (?, ?, ?, ?, ?) RETURNING id`,
		email, name, hash, role, sealed).Scan(&id).Error; err != nil {
		e.T.Fatal(err)
	}
	return id
}

// SignedIn is a client of a new operator of role ("operator" or "support") with a live session,
// made without the sign-in calls (opsauth's own tests walk those).
func (e *Env) SignedIn(role string) *Client {
	e.T.Helper()
	email := role + "-" + strings.ToLower(auth.NewToken(6)) + "@ops.test"
	id := e.AddOperator(email, "Test "+role, role, "JBSWY3DPEHPK3PXP")
	token, err := (&opsauth.Sessions{DB: e.DB.Gorm}).Start(context.Background(), id, "192.0.2.60", "opstest")
	if err != nil {
		e.T.Fatal(err)
	}
	return &Client{e: e, Cookie: token, IP: "192.0.2.60", Operator: opsauth.Operator{ID: id, Email: email, Name: "Test " + role, Role: role}}
}

// Church provisions a church (short name of letters only) and answers its registry row.
func (e *Env) Church(short, name string) *tenancy.Church {
	e.T.Helper()
	c, err := provisioning.Provision(context.Background(), e.DB.Gorm, provisioning.Spec{ShortName: short, FullName: name,
		Email: "office@" + short + ".test"})
	if err != nil {
		e.T.Fatal(err)
	}
	return c
}

// Resp is a decoded answer.
type Resp struct {
	Status  int
	Header  http.Header
	Body    []byte
	Code    string
	Message string
	Data    json.RawMessage
}

// Decode reads responseData into v.
func (r *Resp) Decode(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Data, v); err != nil {
		t.Fatalf("responseData %s: %v", r.Data, err)
	}
}

// Post sends body as JSON (a string or []byte as is).
func (c *Client) Post(path string, body any) *Resp {
	c.e.T.Helper()
	return c.Do(http.MethodPost, path, body, nil)
}

// Get sends a GET.
func (c *Client) Get(path string) *Resp {
	c.e.T.Helper()
	return c.Do(http.MethodGet, path, nil, nil)
}

// Do sends a request to the operator host with the client's cookie and address.
func (c *Client) Do(method, path string, body any, header http.Header) *Resp {
	c.e.T.Helper()
	var rd *bytes.Reader
	switch b := body.(type) {
	case nil:
		rd = bytes.NewReader(nil)
	case string:
		rd = bytes.NewReader([]byte(b))
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			c.e.T.Fatal(err)
		}
		rd = bytes.NewReader(j)
	}
	req := httptest.NewRequest(method, path, rd)
	req.Host = Host
	req.RemoteAddr = c.IP + ":40000"
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.Cookie != "" {
		req.AddCookie(&http.Cookie{Name: opsauth.CookieName, Value: c.Cookie})
	}
	for k, v := range header {
		req.Header[k] = v
	}
	w := httptest.NewRecorder()
	c.e.Handler.ServeHTTP(w, req)
	res := &Resp{Status: w.Code, Header: w.Header(), Body: w.Body.Bytes()}
	// A sign-in sets the cookie: later calls carry it.
	for _, ck := range w.Result().Cookies() {
		if ck.Name == opsauth.CookieName {
			if ck.MaxAge < 0 || ck.Value == "" {
				c.Cookie = ""
			} else {
				c.Cookie = ck.Value
			}
		}
	}
	if strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") && w.Header().Get("Content-Encoding") == "" {
		var env struct {
			Code    string          `json:"responseCode"`
			Message string          `json:"responseMessage"`
			Data    json.RawMessage `json:"responseData"`
		}
		if json.Unmarshal(res.Body, &env) == nil {
			res.Code, res.Message, res.Data = env.Code, env.Message, env.Data
		}
	}
	return res
}

// Expect fails the test unless the answer has status.
func (r *Resp) Expect(t testing.TB, status int) *Resp {
	t.Helper()
	if r.Status != status {
		t.Fatalf("status %d, want %d: %s", r.Status, status, r.Body)
	}
	return r
}

// Eventually retries f until it is true or d passes.
func Eventually(t testing.TB, d time.Duration, f func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !f() {
		if time.Now().After(deadline) {
			t.Fatal("condition not met in time")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

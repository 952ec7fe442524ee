package tenantapi

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
)

// newOrgEnv is the harness with logos stored in a temporary directory and alpha's staff: an
// Organisation Admin and a People Manager next to the super admin.
func newOrgEnv(t *testing.T) *env {
	t.Helper()
	e := newEnv(t)
	e.app.Storage = storage.Local{Dir: t.TempDir()}
	e.h = e.app.Handler()
	e.addUser(e.alpha, provisioning.UserSpec{FirstName: "Olu", LastName: "Org", Email: "org@alpha.test", Password: pw, Roles: []string{"Organisation Admin"}})
	e.addUser(e.alpha, provisioning.UserSpec{FirstName: "Pat", LastName: "People", Email: "people@alpha.test", Password: pw, Roles: []string{"People Manager"}})
	return e
}

type part struct {
	field, filename string
	data            []byte
}

// multipart posts form fields (repeatable, in order) and files.
func (e *env) multipart(c *tenancy.Church, path, token string, fields [][2]string, files ...part) resp {
	e.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	for _, f := range fields {
		_ = w.WriteField(f[0], f[1])
	}
	for _, f := range files {
		fw, err := w.CreateFormFile(f.field, f.filename)
		if err != nil {
			e.t.Fatal(err)
		}
		_, _ = fw.Write(f.data)
	}
	_ = w.Close()
	req := httptest.NewRequest(http.MethodPost, path, &body)
	req.Host = host(c)
	req.Header.Set("Content-Type", w.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+token)
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, req)
	var r resp
	if strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil {
			e.t.Fatalf("bad JSON %q", rec.Body.String())
		}
	}
	r.Status = rec.Code
	return r
}

// raw sends a GET and returns the recorder, for downloads.
func (e *env) raw(c *tenancy.Church, path, token string) *httptest.ResponseRecorder {
	e.t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.Host = host(c)
	req.Header.Set("User-Agent", "congregate-test")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, req)
	return rec
}

// personID finds a person by e-mail.
func (e *env) personID(c *tenancy.Church, email string) int64 {
	e.t.Helper()
	var id int64
	e.scan(c, "SELECT id FROM people WHERE email = '"+email+"'", &id)
	return id
}

// roleID finds a role by name.
func (e *env) roleID(c *tenancy.Church, name string) int64 {
	e.t.Helper()
	var id int64
	e.scan(c, "SELECT id FROM roles WHERE name = '"+strings.ReplaceAll(name, "'", "''")+"'", &id)
	return id
}

func orgInfo(e *env, c *tenancy.Church) resp {
	return e.call(host(c), http.MethodGet, "/api/org/info?domain="+host(c), "", nil)
}

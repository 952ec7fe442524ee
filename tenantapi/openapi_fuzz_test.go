package tenantapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"testing"

	"congregate/controlplane/provisioning"
	"congregate/internal/platform/tenancy"
)

// TestOpenAPIFuzz sends every operation of the document malformed and hostile requests as each
// role and as nobody: none may answer 5xx, and a refused request may not change the church's
// data. New routes are covered as soon as they are in the route table.
func TestOpenAPIFuzz(t *testing.T) {
	if testing.Short() {
		t.Skip("fuzzes every operation")
	}
	e := newEnv(t)
	e.addUser(e.alpha, provisioning.UserSpec{FirstName: "Pam", LastName: "People", Email: "people@alpha.test", Password: pw, Roles: []string{"People Manager"}})
	e.addUser(e.alpha, provisioning.UserSpec{FirstName: "Fin", LastName: "Finance", Email: "finance@alpha.test", Password: pw, Roles: []string{"Finance"}})
	seedFuzzRows(e)
	roles := []struct{ name, token string }{
		{"super admin", e.login(e.alpha, "admin@alpha.test")},
		{"people manager", e.login(e.alpha, "people@alpha.test")},
		{"finance", e.login(e.alpha, "finance@alpha.test")},
		{"nobody", ""},
	}
	doc := fetchDoc(t, e)
	fp := newFingerprint(e, e.alpha)
	before := fp.take()
	requests := 0
	for _, op := range doc.operations() {
		if skipFuzz(op) {
			continue
		}
		for ri, role := range roles {
			// Field by field mutations for the role that passes every permission check; the others
			// get the generic set (they are refused before the body matters, or the call is open).
			cases := genericCases(op)
			if ri == 0 {
				cases = append(cases, fieldCases(doc, op)...)
			}
			for _, fc := range cases {
				status, body := fuzzCall(e, op, fc, role.token)
				requests++
				if status >= 500 {
					t.Errorf("%s %s as %s with %s: %d %s", op.Method, op.Path, role.name, fc.name, status, truncate(body, 200))
				}
				now := fp.take()
				if status >= 400 && now != before {
					t.Errorf("%s %s as %s with %s answered %d but changed %s", op.Method, op.Path, role.name, fc.name, status, fp.diff(before, now))
				}
				before = now
			}
		}
	}
	t.Logf("%d operations, %d requests", len(doc.operations()), requests)
}

// skipFuzz leaves out calls whose success ends the fuzzing session itself.
func skipFuzz(op docOp) bool {
	return op.Path == "/api/auth/logout"
}

// seedFuzzRows gives the mutations rows to hit: ids 1 and 2 exist in most tables.
func seedFuzzRows(e *env) {
	for _, q := range []string{
		`INSERT INTO people (first_name, last_name, email) VALUES ('Fuzz', 'One', 'fuzz1@alpha.test'), ('Fuzz', 'Two', 'fuzz2@alpha.test')`,
		`INSERT INTO households (name) VALUES ('Fuzz household')`,
		`INSERT INTO groups (name) VALUES ('Fuzz group')`,
	} {
		e.exec(e.alpha, q)
	}
}

type fuzzCase struct {
	name  string
	body  string
	param string // the value of every path parameter
}

const hugeInt = "9223372036854775807"

func genericCases(op docOp) []fuzzCase {
	cs := []fuzzCase{
		{name: "empty body"},
		{name: "malformed JSON", body: `{"a":`},
		{name: "an array", body: `[1,2,3]`},
		{name: "a string", body: `"\u0000"`},
		{name: "null", body: `null`},
		{name: "unknown field", body: `{"zzz":1}`},
		{name: "oversized body", body: `{"x":"` + strings.Repeat("a", 2<<20) + `"}`},
		{name: "NUL in a key", body: "{\"a\\u0000\":1}"},
	}
	if op.params > 0 {
		for _, p := range []string{"abc", "-1", "0", hugeInt + "0", "%00", "1;DROP"} {
			cs = append(cs, fuzzCase{name: "path parameter " + p, param: p, body: `{}`})
		}
	}
	return cs
}

// fieldCases mutates each property of the request body in turn.
func fieldCases(doc *openAPIDoc, op docOp) []fuzzCase {
	var cs []fuzzCase
	props := doc.properties(op.body)
	names := make([]string, 0, len(props))
	for n := range props {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		values := map[string]string{"null": `null`, "wrong type (object)": `{"x":1}`}
		switch props[name] {
		case "string":
			values["very long string"] = `"` + strings.Repeat("x", 100_000) + `"`
			values["NUL byte"] = `"a\u0000b"`
			values["number"] = `12`
		case "integer", "number":
			values["huge number"] = hugeInt + "1"
			values["max int64"] = hugeInt
			values["negative"] = `-` + hugeInt
			values["float"] = `1.5e308`
			values["string"] = `"12abc"`
		case "boolean":
			values["string"] = `"yes"`
		case "array":
			values["huge list"] = "[" + strings.Repeat("1,", 10_000) + "1]"
			values["list of NUL"] = `["\u0000"]`
		}
		for what, v := range values {
			cs = append(cs, fuzzCase{name: name + ": " + what, body: fmt.Sprintf(`{%q:%s}`, name, v)})
		}
	}
	return cs
}

func fuzzCall(e *env, op docOp, fc fuzzCase, token string) (int, string) {
	path := op.Path
	if op.params > 0 {
		p := fc.param
		if p == "" {
			p = "1"
		}
		path = docParam.ReplaceAllString(path, p)
	}
	var req *http.Request
	if op.Method == http.MethodGet {
		req = httptest.NewRequest(op.Method, path, nil)
	} else {
		req = httptest.NewRequest(op.Method, path, strings.NewReader(fc.body))
	}
	req.Host = host(e.alpha)
	req.Header.Set("Content-Type", op.contentType)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	w := httptest.NewRecorder()
	e.h.ServeHTTP(w, req)
	return w.Code, w.Body.String()
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

// fingerprint tells whether any row of a church changed: per table the row count and the newest
// row version (xmin), which every insert, update and delete moves. The audit log and the sessions
// are left out: refusals are audited, and every request may touch its session.
type fingerprint struct {
	e      *env
	church *tenancy.Church
	query  string
	tables []string
}

func newFingerprint(e *env, c *tenancy.Church) *fingerprint {
	f := &fingerprint{e: e, church: c}
	var names string
	e.scan(c, `SELECT string_agg(table_name, ',' ORDER BY table_name) FROM information_schema.tables
		WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('audit_log', 'sessions', 'schema_migrations')`, &names)
	f.tables = strings.Split(names, ",")
	parts := make([]string, len(f.tables))
	for i, tb := range f.tables {
		parts[i] = fmt.Sprintf(`(SELECT count(*) || '/' || coalesce(max(xmin::text::bigint), 0) FROM %q)`, tb)
	}
	f.query = "SELECT concat_ws(',', " + strings.Join(parts, ", ") + ")"
	return f
}

func (f *fingerprint) take() string {
	var s string
	f.e.scan(f.church, f.query, &s)
	return s
}

func (f *fingerprint) diff(a, b string) string {
	as, bs := strings.Split(a, ","), strings.Split(b, ",")
	var changed []string
	for i := range as {
		if i < len(bs) && as[i] != bs[i] {
			changed = append(changed, f.tables[i])
		}
	}
	return strings.Join(changed, ", ")
}

// openAPIDoc is the part of the document the tests read.
type openAPIDoc struct {
	Paths      map[string]map[string]json.RawMessage `json:"paths"`
	Components struct {
		Schemas map[string]json.RawMessage `json:"schemas"`
	} `json:"components"`
}

type docOp struct {
	Method, Path, contentType string
	params                    int
	body                      json.RawMessage // the request body schema
	permission                string
}

func fetchDoc(t *testing.T, e *env) *openAPIDoc {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "/api/openapi.json", nil)
	req.Host = host(e.alpha)
	w := httptest.NewRecorder()
	e.h.ServeHTTP(w, req)
	if w.Code != 200 {
		t.Fatalf("openapi.json: %d", w.Code)
	}
	var d openAPIDoc
	if err := json.Unmarshal(w.Body.Bytes(), &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

func (d *openAPIDoc) operations() []docOp {
	var ops []docOp
	for path, methods := range d.Paths {
		for method, raw := range methods {
			var o struct {
				RequestBody struct {
					Content map[string]struct {
						Schema json.RawMessage `json:"schema"`
					} `json:"content"`
				} `json:"requestBody"`
				Parameters []any  `json:"parameters"`
				Permission string `json:"x-permission"`
			}
			_ = json.Unmarshal(raw, &o)
			op := docOp{Method: strings.ToUpper(method), Path: path, params: len(o.Parameters), contentType: "application/json", permission: o.Permission}
			for ct, c := range o.RequestBody.Content {
				op.contentType, op.body = ct, c.Schema
			}
			if strings.HasPrefix(op.contentType, "multipart/") {
				op.contentType = "multipart/form-data; boundary=x"
			}
			ops = append(ops, op)
		}
	}
	sort.Slice(ops, func(i, j int) bool { return ops[i].Path+ops[i].Method < ops[j].Path+ops[j].Method })
	return ops
}

// properties lists a body schema's properties with their JSON type (following $ref).
func (d *openAPIDoc) properties(schema json.RawMessage) map[string]string {
	var s struct {
		Ref        string                     `json:"$ref"`
		Properties map[string]json.RawMessage `json:"properties"`
	}
	_ = json.Unmarshal(schema, &s)
	if s.Ref != "" {
		return d.properties(d.Components.Schemas[strings.TrimPrefix(s.Ref, "#/components/schemas/")])
	}
	out := map[string]string{}
	for name, raw := range s.Properties {
		out[name] = d.typeOf(raw)
	}
	return out
}

func (d *openAPIDoc) typeOf(raw json.RawMessage) string {
	var s struct {
		Ref   string            `json:"$ref"`
		Type  json.RawMessage   `json:"type"`
		AnyOf []json.RawMessage `json:"anyOf"`
	}
	_ = json.Unmarshal(raw, &s)
	switch {
	case s.Ref != "":
		return "object"
	case len(s.AnyOf) > 0:
		return d.typeOf(s.AnyOf[0])
	}
	var one string
	if json.Unmarshal(s.Type, &one) == nil {
		return one
	}
	var many []string
	if json.Unmarshal(s.Type, &many) == nil && len(many) > 0 {
		return many[0]
	}
	return ""
}

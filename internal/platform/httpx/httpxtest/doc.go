// Package httpxtest reads an API's OpenAPI document back for tests: the operations it lists, the
// fields of their bodies, the hostile requests the fuzz tests send them, the comparison with the
// routes a gin engine answers, and a fingerprint of a schema's rows that tells whether a refused
// request wrote anything. The tenant and the onboarding API's tests share it.
package httpxtest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

// Doc is the part of the document the tests read.
type Doc struct {
	Paths      map[string]map[string]json.RawMessage `json:"paths"`
	Components struct {
		Schemas map[string]json.RawMessage `json:"schemas"`
	} `json:"components"`
}

// Op is one operation of the document.
type Op struct {
	Method, Path, ContentType string
	Params                    int             // path parameters
	Body                      json.RawMessage // the request body schema
	Permission                string          // x-permission
}

// FetchDoc reads /api/openapi.json from h on host.
func FetchDoc(t testing.TB, h http.Handler, host string) *Doc {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "/api/openapi.json", nil)
	req.Host = host
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	if w.Code != 200 {
		t.Fatalf("openapi.json: %d", w.Code)
	}
	var d Doc
	if err := json.Unmarshal(w.Body.Bytes(), &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

// Operations lists the document's operations, sorted by path and method.
func (d *Doc) Operations() []Op {
	var ops []Op
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
			op := Op{Method: strings.ToUpper(method), Path: path, Params: len(o.Parameters), ContentType: "application/json", Permission: o.Permission}
			for ct, c := range o.RequestBody.Content {
				op.ContentType, op.Body = ct, c.Schema
			}
			if strings.HasPrefix(op.ContentType, "multipart/") {
				op.ContentType = "multipart/form-data; boundary=x"
			}
			ops = append(ops, op)
		}
	}
	sort.Slice(ops, func(i, j int) bool { return ops[i].Path+ops[i].Method < ops[j].Path+ops[j].Method })
	return ops
}

// Properties lists a body schema's properties with their JSON type (following $ref).
func (d *Doc) Properties(schema json.RawMessage) map[string]string {
	var s struct {
		Ref        string                     `json:"$ref"`
		Properties map[string]json.RawMessage `json:"properties"`
	}
	_ = json.Unmarshal(schema, &s)
	if s.Ref != "" {
		return d.Properties(d.Components.Schemas[strings.TrimPrefix(s.Ref, "#/components/schemas/")])
	}
	out := map[string]string{}
	for name, raw := range s.Properties {
		out[name] = d.typeOf(raw)
	}
	return out
}

func (d *Doc) typeOf(raw json.RawMessage) string {
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

// PathParam matches a path parameter of the document ({id}).
var PathParam = regexp.MustCompile(`\{[^}]+\}`)

var ginParam = regexp.MustCompile(`[:*]([A-Za-z_]+)`)

// CompareRoutes fails t for every /api/ route engine answers that the document lacks, and every
// operation of the document that engine does not answer. It returns how many routes are served.
func CompareRoutes(t testing.TB, d *Doc, engine *gin.Engine) int {
	t.Helper()
	documented := map[string]bool{}
	for _, op := range d.Operations() {
		documented[op.Method+" "+op.Path] = true
	}
	served := map[string]bool{}
	for _, r := range engine.Routes() {
		if !strings.HasPrefix(r.Path, "/api/") {
			continue // health probes, files and the web apps
		}
		served[r.Method+" "+ginParam.ReplaceAllString(r.Path, "{$1}")] = true
	}
	for k := range served {
		if !documented[k] {
			t.Errorf("served but not in the document: %s", k)
		}
	}
	for k := range documented {
		if !served[k] {
			t.Errorf("in the document but not served: %s", k)
		}
	}
	return len(served)
}

// Truncate shortens s to n bytes for a failure message.
func Truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

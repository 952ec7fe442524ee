package tenantapi

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

var docParam = regexp.MustCompile(`\{[^}]+\}`)

// TestOpenAPIMatchesRouter fails when a route the server answers is missing from the document, or
// the document names a route the server does not answer.
func TestOpenAPIMatchesRouter(t *testing.T) {
	e := newEnv(t)
	doc := fetchDoc(t, e)
	documented := map[string]bool{}
	for _, op := range doc.operations() {
		documented[op.Method+" "+op.Path] = true
	}
	served := map[string]bool{}
	for _, r := range e.h.(*gin.Engine).Routes() {
		if !strings.HasPrefix(r.Path, "/api/") {
			continue // health probes and the console
		}
		p := pathParamGin.ReplaceAllString(r.Path, "{$1}")
		served[r.Method+" "+p] = true
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
	if len(served) < 100 {
		t.Fatalf("only %d routes served: the route table did not load", len(served))
	}
}

var pathParamGin = regexp.MustCompile(`[:*]([A-Za-z_]+)`)

// TestOpenAPIBodiesAreTyped fails when a route's JSON body has no Go type: the document could not
// describe it, and the fuzz and isolation tests could not reach its fields.
func TestOpenAPIBodiesAreTyped(t *testing.T) {
	var a App
	var legacy []string
	for _, rt := range a.routes() {
		if rt.Handler.Body == httpx.BodyJSON && rt.Handler.In == nil {
			legacy = append(legacy, rt.Method+" "+rt.Path)
		}
	}
	sort.Strings(legacy)
	if len(legacy) > 0 {
		t.Errorf("%d routes have an untyped JSON body: %s", len(legacy), strings.Join(legacy, ", "))
	}
}

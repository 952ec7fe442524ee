package tenantapi_test

import (
	"congregate/tenantapi"
	tt "congregate/tenantapi/tenanttest"
	"sort"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/httpx/httpxtest"
)

// TestOpenAPIMatchesRouter fails when a route the server answers is missing from the document, or
// the document names a route the server does not answer.
func TestOpenAPIMatchesRouter(t *testing.T) {
	e := tt.New(t)
	if served := httpxtest.CompareRoutes(t, fetchDoc(t, e), e.App.Handler().(*gin.Engine)); served < 100 {
		t.Fatalf("only %d routes served: the route table did not load", served)
	}
}

// TestOpenAPIBodiesAreTyped fails when a route's JSON body has no Go type: the document could not
// describe it, and the fuzz and isolation tests could not reach its fields.
func TestOpenAPIBodiesAreTyped(t *testing.T) {
	var a tenantapi.App
	var legacy []string
	for _, rt := range a.Routes() {
		if rt.Handler.Body == httpx.BodyJSON && rt.Handler.In == nil {
			legacy = append(legacy, rt.Method+" "+rt.Path)
		}
	}
	sort.Strings(legacy)
	if len(legacy) > 0 {
		t.Errorf("%d routes have an untyped JSON body: %s", len(legacy), strings.Join(legacy, ", "))
	}
}

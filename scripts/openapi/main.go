// Command openapi prints an API's OpenAPI document without a database or a server: the route
// tables are built with zero-value dependencies (nothing is called until a request comes) and the
// document is asked of the route that serves /api/openapi.json. `make api-types` turns its output
// into the TypeScript types of console/src/api, onboarding-web/src/api and ops-web/src/api.
//
//	go run ./scripts/openapi tenant|onboarding|ops
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"

	"github.com/gin-gonic/gin"

	"congregate/controlplane"
	"congregate/internal/platform/config"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi"
)

const onboardingHost = "onboarding.invalid"

func main() {
	if len(os.Args) != 2 {
		fail("usage: go run ./scripts/openapi tenant|onboarding|ops")
	}
	gin.SetMode(gin.ReleaseMode)
	var doc []byte
	switch os.Args[1] {
	case "tenant":
		doc = tenantDoc()
	case "onboarding":
		doc = onboardingDoc()
	case "ops":
		doc = opsDoc()
	default:
		fail("unknown API %q: tenant, onboarding or ops", os.Args[1])
	}
	// Indented with sorted keys (encoding/json sorts map keys), so the output and the types made
	// from it change only when the API does.
	var out bytes.Buffer
	if err := json.Indent(&out, doc, "", "  "); err != nil {
		fail("the document is not JSON: %v", err)
	}
	out.WriteByte('\n')
	_, _ = os.Stdout.Write(out.Bytes())
}

// opsDoc serves the operator host's own /api/openapi.json route from the ops route table built
// with zero-value dependencies, without the middleware (sessions need a database).
func opsDoc() []byte {
	return docRoute("ops", (&controlplane.App{}).OpsAPI().Routes())
}

// tenantDoc serves the tenant route table's own /api/openapi.json route, without the middleware
// (church resolution and sessions need a database; the document does not).
func tenantDoc() []byte {
	return docRoute("tenant", (&tenantapi.App{}).Routes())
}

// docRoute answers a route table's GET /api/openapi.json.
func docRoute(name string, routes []httpx.Route) []byte {
	for _, rt := range routes {
		if rt.Method == http.MethodGet && rt.Path == "/api/openapi.json" {
			w := httptest.NewRecorder()
			c, _ := gin.CreateTestContext(w)
			c.Request = httptest.NewRequest(http.MethodGet, rt.Path, nil)
			rt.Handler.Serve(c)
			return answer(w)
		}
	}
	fail("the %s route table has no GET /api/openapi.json", name)
	return nil
}

// onboardingDoc asks the control plane's handler, as an onboarding host would.
func onboardingDoc() []byte {
	app := &controlplane.App{Config: config.Config{OnboardingHosts: []string{onboardingHost}}}
	w := httptest.NewRecorder()
	r := httptest.NewRequest(http.MethodGet, "/api/openapi.json", nil)
	r.Host = onboardingHost
	app.Handler().ServeHTTP(w, r)
	return answer(w)
}

func answer(w *httptest.ResponseRecorder) []byte {
	if w.Code != http.StatusOK {
		fail("/api/openapi.json answered %d: %s", w.Code, w.Body.String())
	}
	return w.Body.Bytes()
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "openapi: "+format+"\n", args...)
	os.Exit(2)
}

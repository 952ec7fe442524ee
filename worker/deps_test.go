package worker

import (
	"os/exec"
	"strings"
	"testing"
)

// The worker runs domain services (imports, reset links) but no HTTP: a domain package it needs
// that also serves HTTP would pull the web framework and the permission engine into the worker
// binary. Keep such services in packages of their own (see tenantapi/people/imports).
func TestWorkerLinksNoHTTPFramework(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "./...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list answered %q", out)
	}
	for _, dep := range deps {
		if strings.HasPrefix(dep, "github.com/gin-gonic/") || strings.HasPrefix(dep, "github.com/casbin/") {
			t.Errorf("the worker links %s: find which package imports it with `go list -deps -f '{{.ImportPath}}: {{.Imports}}' ./worker/...`", dep)
		}
	}
}

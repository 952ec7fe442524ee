package tenantapi_test

import (
	"net/http"
	"testing"

	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	tt "congregate/tenantapi/tenanttest"
)

// newOrgEnv is the kit with an Organisation Admin (org@alpha.test) among alpha's staff.
func newOrgEnv(t *testing.T) *tt.Env {
	t.Helper()
	e := tt.New(t)
	e.AddUser(e.Alpha, provisioning.UserSpec{FirstName: "Olu", LastName: "Org", Email: "org@alpha.test", Password: tt.Password, Roles: []string{"Organisation Admin"}})
	return e
}

func orgInfo(e *tt.Env, c *tenancy.Church) tt.Resp {
	return e.Call(tt.Host(c), http.MethodGet, "/api/org/info?domain="+tt.Host(c), "", nil)
}

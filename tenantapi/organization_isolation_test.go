package tenantapi_test

import (
	tt "congregate/tenantapi/tenanttest"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"congregate/internal/provisioning"
)

// Church B changes everything it can through the organisation, roles and audit routes; church A
// reads exactly what it read before, and its audit trail holds none of B's entries.
func TestOrganizationIsolation(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	alpha := e.Login(e.Alpha, "admin@alpha.test")
	snapshot := func() string {
		t.Helper()
		var out []any
		for _, p := range []string{"/api/organization/get", "/api/roles/list", "/api/roles/users", "/api/organization/tooltips/list",
			"/api/organization/system-settings/get", "/api/organization/qrcodes/list"} {
			r := e.Post(e.Alpha, p, alpha, nil)
			tt.ExpectCode(t, r, 200, "00", "")
			out = append(out, r.Data)
		}
		info := orgInfo(e, e.Alpha).Data
		out = append(out, info, e.Raw(e.Alpha, "/api/org/logo/logo", "").Code)
		raw, _ := json.Marshal(out)
		return string(raw)
	}
	var auditBefore int
	e.Scan(e.Alpha, `SELECT count(*) FROM audit_log`, &auditBefore)
	before := snapshot()

	e.AddUser(e.Bravo, provisioning.UserSpec{FirstName: "Bo", LastName: "Staff", Email: "staff@bravo.test", Password: tt.Password})
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	staff := e.PersonID(e.Bravo, "staff@bravo.test")
	calls := []struct {
		path string
		body any
	}{
		{"/api/organization/general/update", map[string]any{"orgId": e.Alpha.ID, "fullName": "Bravo Renamed", "website": "https://bravo.test"}},
		{"/api/organization/social-media/update", map[string]any{"orgId": e.Alpha.ID, "facebook": "https://facebook.com/bravo"}},
		{"/api/organization/colors/update", map[string]any{"orgId": e.Alpha.ID, "colorThemes": []map[string]string{{"primary": "#010101", "secondary": "#020202"}, {"primary": "#030303", "secondary": "#040404"}}}},
		{"/api/organization/messaging/update", map[string]any{"senderId": "BRAVOX"}},
		{"/api/organization/email-template/update", map[string]any{"header": "Bravo"}},
		{"/api/organization/system-settings/update", map[string]any{"currency": "GBP"}},
		{"/api/organization/tooltips/update", map[string]any{"key": "people.listing", "comment": "Bravo words"}},
		{"/api/roles/add", map[string]any{"name": "Bravo Ushers", "permissions": map[string][]string{"people": {"read"}}}},
		{"/api/roles/set-user-roles", map[string]any{"personId": staff, "roleIds": []int64{e.RoleID(e.Bravo, "People Manager")}}},
		{"/api/roles/admin-access", map[string]any{"personId": staff, "enabled": false}},
		{"/api/roles/enable-account", map[string]any{"personId": staff}},
		{"/api/roles/update", map[string]any{"id": e.RoleID(e.Bravo, "Finance"), "description": "Bravo money"}},
	}
	for _, c := range calls {
		r := e.Post(e.Bravo, c.path, bravo, c.body)
		if r.Status != 200 && r.Status != 201 {
			t.Fatalf("bravo %s: %d %s", c.path, r.Status, r.Msg)
		}
	}
	r := e.Multipart(e.Bravo, "/api/organization/logo/update", bravo, [][2]string{{"orgId", fmt.Sprint(e.Alpha.ID)}, {"logoType", "logo"}},
		tt.File("logo", "b.png", pngBytes(t, 10, 10)))
	tt.ExpectCode(t, r, 200, "00", "")
	if got := e.Raw(e.Bravo, "/api/audit/export.csv", bravo); got.Code != 200 {
		t.Fatalf("bravo export %d", got.Code)
	}
	if e.Post(e.Bravo, "/api/audit/list", bravo, nil).D["total"].(float64) < float64(len(calls)) {
		t.Fatal("bravo's own trail is missing entries")
	}

	if after := snapshot(); after != before {
		t.Fatalf("alpha changed through bravo:\nbefore %s\nafter  %s", before, after)
	}
	var auditAfter int
	e.Scan(e.Alpha, `SELECT count(*) FROM audit_log`, &auditAfter)
	if auditAfter != auditBefore {
		t.Fatalf("alpha's audit grew from %d to %d", auditBefore, auditAfter)
	}
	// Alpha's token does nothing on bravo's host, and B's ids are unknown in A.
	for _, c := range calls {
		if r := e.Call(tt.Host(e.Bravo), http.MethodPost, c.path, alpha, c.body); r.Status != 401 {
			t.Errorf("alpha token on bravo %s: %d", c.path, r.Status)
		}
	}
	var bravoRole int64
	e.Scan(e.Bravo, `SELECT id FROM roles WHERE name = 'Bravo Ushers'`, &bravoRole)
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/get", alpha, map[string]any{"id": bravoRole}), 404, "06", "Role not found")
}

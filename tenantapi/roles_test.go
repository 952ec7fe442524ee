package tenantapi_test

import (
	tt "congregate/tenantapi/tenanttest"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"congregate/internal/provisioning"
)

// A role created with the people key only and assigned gives exactly that on the next request;
// changing or deleting it takes it away on the next request.
func TestRoleLifecycleEffectiveNextRequest(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	e.AddUser(e.Alpha, provisioning.UserSpec{FirstName: "Nia", LastName: "New", Email: "new@alpha.test", Password: tt.Password})
	admin := e.Login(e.Alpha, "org@alpha.test")
	newTok := e.Login(e.Alpha, "new@alpha.test")
	newID := e.PersonID(e.Alpha, "new@alpha.test")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/people/list", newTok, nil), 403, "04", "You don't have permission to access this page")

	// The Organisation Admin may not hand out the people key it does not hold.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/add", admin, map[string]any{"name": "Ushers", "permissions": map[string][]string{"people": {"read", "write"}}}),
		403, "04", "You cannot grant permissions you do not have")
	super := e.Login(e.Alpha, "admin@alpha.test")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/check", super, map[string]any{"name": "ushers"}), 200, "00", "")
	r := e.Post(e.Alpha, "/api/roles/add", super, map[string]any{"name": "Ushers", "description": "Front door",
		"permissions": map[string][]string{"people": {"write"}}})
	tt.ExpectCode(t, r, 201, "00", "Role created")
	roleID := int64(r.D["id"].(float64))
	perms := r.D["permissions"].(map[string]any)
	if fmt.Sprint(perms["people"]) != "[read write]" || fmt.Sprint(perms["children"]) != "[]" || len(perms) != 12 {
		t.Fatalf("role permissions: %+v", perms)
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/add", super, map[string]any{"name": "USHERS"}), 409, "01", "A role with this name already exists")
	if c := e.Post(e.Alpha, "/api/roles/check", super, map[string]any{"name": "ushers"}); c.D["available"] != false {
		t.Fatalf("check: %+v", c.Data)
	}
	for body, msg := range map[string]string{
		`{"name": ""}`: "Role name is required",
		`{"name": "x", "permissions": {"root": ["read"]}}`:  "Unknown permission key: root",
		`{"name": "x", "permissions": {"people": ["own"]}}`: "Unknown action: own",
		`{"name": "x", "permissions": {"people": "read"}}`:  `permissions must map each key to a list of actions, e.g. {"people": ["read", "write"]}`,
	} {
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/add", super, body), 400, "01", msg)
	}

	r = e.Post(e.Alpha, "/api/roles/assign", super, map[string]any{"roleId": roleID, "personId": newID})
	tt.ExpectCode(t, r, 200, "00", "Role assigned")
	if roles := r.D["roles"].([]any); len(roles) != 1 || roles[0].(map[string]any)["name"] != "Ushers" {
		t.Fatalf("assign: %+v", r.Data)
	}
	// Next request: people yes, organisation no, and the profile says exactly that.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/people/list", newTok, nil), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/get", newTok, nil), 403, "04", "You don't have permission to access this page")
	p := e.Post(e.Alpha, "/api/user/profile", newTok, nil).D["userRolesAndPermissions"].(map[string]any)
	for k, v := range p {
		want := "[]"
		switch k {
		case "people":
			want = "[read write]"
		case "isSuperAdmin":
			want = "false"
		case "roles":
			want = "[Ushers]"
		}
		if fmt.Sprint(v) != want {
			t.Errorf("profile %s = %v, want %s", k, v, want)
		}
	}

	// Read-only now: listing yes, adding no — on the next request.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/update", super, map[string]any{"id": roleID, "permissions": map[string][]string{"people": {"read"}}}), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/people/list", newTok, nil), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/people/add", newTok, map[string]any{"firstName": "A", "lastName": "B"}), 403, "04", "")

	r = e.Post(e.Alpha, "/api/roles/get", super, map[string]any{"id": roleID})
	if r.D["memberCount"].(float64) != 1 || len(r.D["members"].([]any)) != 1 {
		t.Fatalf("role get: %+v", r.Data)
	}
	r = e.Post(e.Alpha, "/api/roles/users", admin, map[string]any{"roleId": roleID})
	if r.D["total"].(float64) != 1 {
		t.Fatalf("users with role: %+v", r.Data)
	}
	r = e.Post(e.Alpha, "/api/roles/administrator", admin, map[string]any{"personId": newID})
	if fmt.Sprint(r.D["permissions"].(map[string]any)["people"]) != "[read]" || r.D["activeSessions"].(float64) != 1 {
		t.Fatalf("administrator: %+v", r.Data)
	}
	if s := e.Post(e.Alpha, "/api/roles/search", admin, map[string]any{"q": "nia"}); len(s.D["items"].([]any)) != 1 {
		t.Fatalf("search: %+v", s.Data)
	}

	// Deleting a role in use needs confirmation; then the holder loses it on the next request.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/delete", super, map[string]any{"id": roleID}), 409, "01",
		"This role is assigned to 1 person. Unassign them first or confirm removal.")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/delete", super, map[string]any{"id": roleID, "unassignMembers": true}), 200, "00", "Role deleted")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/people/list", newTok, nil), 403, "04", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/get", super, map[string]any{"id": roleID}), 404, "06", "Role not found")

	for _, ev := range []string{"role_created", "role_updated", "role_assigned", "role_deleted"} {
		if e.AuditCount(e.Alpha, ev) != 1 {
			t.Errorf("%s audits: %d", ev, e.AuditCount(e.Alpha, ev))
		}
	}
	var details string
	e.Scan(e.Alpha, `SELECT details::text FROM audit_log WHERE event = 'role_updated'`, &details)
	if !strings.Contains(details, `"from"`) || !strings.Contains(details, `"people": ["read"]`) {
		t.Fatalf("role_updated details %s", details)
	}
}

func TestRoleRulesAndLastSuperAdmin(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	super := e.Login(e.Alpha, "admin@alpha.test")
	org := e.Login(e.Alpha, "org@alpha.test")
	annID, orgID := e.PersonID(e.Alpha, "admin@alpha.test"), e.PersonID(e.Alpha, "org@alpha.test")
	superRole, peopleRole := e.RoleID(e.Alpha, "Super Admin"), e.RoleID(e.Alpha, "People Manager")

	// System roles keep their names; the Super Admin role cannot change at all.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/update", super, map[string]any{"id": peopleRole, "name": "Folks"}), 409, "01", "System roles cannot be renamed")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/update", super, map[string]any{"id": peopleRole, "description": "People and more"}), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/update", super, map[string]any{"id": superRole, "description": "x"}), 409, "01", "The Super Admin role cannot be changed")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/delete", super, map[string]any{"id": peopleRole, "unassignMembers": true}), 409, "01", "System roles cannot be deleted")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/delete", super, map[string]any{"id": superRole, "unassignMembers": true}), 409, "01", "System roles cannot be deleted")

	// No escalation by a non-super admin.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/assign", org, map[string]any{"roleId": superRole, "personId": orgID}), 403, "04", "Only a super admin can do this")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/assign", org, map[string]any{"roleId": peopleRole, "personId": orgID}), 403, "04", "You cannot grant permissions you do not have")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/admin-access", org, map[string]any{"personId": annID, "enabled": false}), 403, "04", "Only a super admin can do this")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/unassign", org, map[string]any{"roleId": superRole, "personId": annID}), 403, "04", "Only a super admin can do this")

	// The last super admin stays, whichever way one tries.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/unassign", super, map[string]any{"roleId": superRole, "personId": annID}), 409, "01", "A church must keep at least one super admin")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/set-user-roles", super, map[string]any{"personId": annID, "roleIds": []int64{peopleRole}}), 409, "01", "A church must keep at least one super admin")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/admin-access", super, map[string]any{"personId": annID, "enabled": false}), 409, "01", "You cannot disable your own admin access")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/user/profile", super, nil), 200, "00", "")

	// With a second super admin, the first may step down; then the second is the last.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/assign", super, map[string]any{"roleId": superRole, "personId": orgID}), 200, "00", "")
	if p := e.Post(e.Alpha, "/api/user/profile", org, nil).D["userRolesAndPermissions"].(map[string]any); p["isSuperAdmin"] != true {
		t.Fatalf("org admin not super on next request: %+v", p)
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/unassign", super, map[string]any{"roleId": superRole, "personId": annID}), 200, "00", "Role removed")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/unassign", org, map[string]any{"roleId": superRole, "personId": orgID}), 409, "01", "A church must keep at least one super admin")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/admin-access", org, map[string]any{"personId": orgID, "enabled": false}), 409, "01", "You cannot disable your own admin access")
	// Ann lost super admin on her next request: no organisation key any more.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/list", super, nil), 403, "04", "")

	// Two super admins demoting each other at once: exactly one succeeds.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/assign", org, map[string]any{"roleId": superRole, "personId": annID}), 200, "00", "")
	var wg sync.WaitGroup
	results := make([]int, 2)
	for i, c := range []struct {
		tok    string
		target int64
	}{{super, orgID}, {org, annID}} {
		wg.Add(1)
		go func(i int, tok string, target int64) {
			defer wg.Done()
			results[i] = e.Call(tt.Host(e.Alpha), http.MethodPost, "/api/roles/admin-access", tok, map[string]any{"personId": target, "enabled": false}).Status
		}(i, c.tok, c.target)
	}
	wg.Wait()
	var n int64
	e.Scan(e.Alpha, `SELECT count(*) FROM people p JOIN person_roles pr ON pr.person_id = p.id JOIN roles r ON r.id = pr.role_id
		WHERE r.is_super_admin AND p.admin_access AND p.is_active`, &n)
	if n != 1 {
		t.Fatalf("super admins after the race: %d (statuses %v)", n, results)
	}

	// Bravo is untouched by all of it, and alpha's role ids mean nothing there.
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	r := e.Post(e.Bravo, "/api/roles/list", bravo, nil)
	for _, it := range r.D["items"].([]any) {
		if it.(map[string]any)["name"] == "People Manager" && it.(map[string]any)["description"] != "People, membership, groups and service units" {
			t.Fatal("alpha's role edit reached bravo")
		}
	}
	if e.AuditCount(e.Bravo, "role_assigned") != 0 {
		t.Fatal("alpha's audit reached bravo")
	}
}

func TestAdminAccessAndAccount(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	super := e.Login(e.Alpha, "admin@alpha.test")
	peopleTok := e.Login(e.Alpha, "people@alpha.test")
	pid := e.PersonID(e.Alpha, "people@alpha.test")

	r := e.Post(e.Alpha, "/api/roles/admin-access", super, map[string]any{"personId": pid, "enabled": false})
	tt.ExpectCode(t, r, 200, "00", "Admin access disabled")
	if r.D["adminAccess"] != false {
		t.Fatalf("admin access: %+v", r.Data)
	}
	// Their session ended at once and they cannot sign in.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/user/profile", peopleTok, nil), 401, "02", "Unauthorized")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "people@alpha.test", "password": tt.Password}), 403, "01", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/admin-access", super, map[string]any{"personId": pid}), 400, "01", "enabled is required")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/admin-access", super, map[string]any{"personId": 99999, "enabled": true}), 404, "06", "Person not found")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/admin-access", super, map[string]any{"personId": pid, "enabled": true}), 200, "00", "Admin access enabled")
	peopleTok = e.Login(e.Alpha, "people@alpha.test")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/people/list", peopleTok, nil), 200, "00", "")

	// A deactivated, locked-out account is enabled again.
	e.Exec(e.Alpha, `UPDATE people SET is_active = false, failed_logins = 9, locked_until = now() + interval '1 hour' WHERE id = ?`, pid)
	r = e.Post(e.Alpha, "/api/roles/users", super, map[string]any{"q": "pat"})
	u := r.D["items"].([]any)[0].(map[string]any)
	if u["isActive"] != false || u["isLocked"] != true {
		t.Fatalf("user: %+v", u)
	}
	r = e.Post(e.Alpha, "/api/roles/enable-account", super, map[string]any{"personId": pid})
	tt.ExpectCode(t, r, 200, "00", "Account enabled")
	if r.D["isActive"] != true || r.D["isLocked"] != false {
		t.Fatalf("enabled: %+v", r.Data)
	}
	e.Login(e.Alpha, "people@alpha.test")
	for _, ev := range []string{"admin_access_disabled", "admin_access_enabled", "account_enabled"} {
		if e.AuditCount(e.Alpha, ev) != 1 {
			t.Errorf("%s audits: %d", ev, e.AuditCount(e.Alpha, ev))
		}
	}
	// Bravo's admin cannot reach alpha's people through bravo's host (ids are per church).
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	tt.ExpectCode(t, e.Post(e.Bravo, "/api/roles/admin-access", bravo, map[string]any{"personId": pid, "enabled": false}), 404, "06", "Person not found")
}

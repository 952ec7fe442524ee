package tenantapi

import (
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
	e.addUser(e.alpha, provisioning.UserSpec{FirstName: "Nia", LastName: "New", Email: "new@alpha.test", Password: pw})
	admin := e.login(e.alpha, "org@alpha.test")
	newTok := e.login(e.alpha, "new@alpha.test")
	newID := e.personID(e.alpha, "new@alpha.test")
	expect(t, e.post(e.alpha, "/api/people/list", newTok, nil), 403, "04", "You don't have permission to access this page")

	// The Organisation Admin may not hand out the people key it does not hold.
	expect(t, e.post(e.alpha, "/api/roles/add", admin, map[string]any{"name": "Ushers", "permissions": map[string][]string{"people": {"read", "write"}}}),
		403, "04", "You cannot grant permissions you do not have")
	super := e.login(e.alpha, "admin@alpha.test")
	expect(t, e.post(e.alpha, "/api/roles/check", super, map[string]any{"name": "ushers"}), 200, "00", "")
	r := e.post(e.alpha, "/api/roles/add", super, map[string]any{"name": "Ushers", "description": "Front door",
		"permissions": map[string][]string{"people": {"write"}}})
	expect(t, r, 201, "00", "Role created")
	roleID := int64(r.Data["id"].(float64))
	perms := r.Data["permissions"].(map[string]any)
	if fmt.Sprint(perms["people"]) != "[read write]" || fmt.Sprint(perms["children"]) != "[]" || len(perms) != 12 {
		t.Fatalf("role permissions: %+v", perms)
	}
	expect(t, e.post(e.alpha, "/api/roles/add", super, map[string]any{"name": "USHERS"}), 409, "01", "A role with this name already exists")
	if c := e.post(e.alpha, "/api/roles/check", super, map[string]any{"name": "ushers"}); c.Data["available"] != false {
		t.Fatalf("check: %+v", c.Data)
	}
	for body, msg := range map[string]string{
		`{"name": ""}`: "Role name is required",
		`{"name": "x", "permissions": {"root": ["read"]}}`:  "Unknown permission key: root",
		`{"name": "x", "permissions": {"people": ["own"]}}`: "Unknown action: own",
		`{"name": "x", "permissions": {"people": "read"}}`:  `permissions must map each key to a list of actions, e.g. {"people": ["read", "write"]}`,
	} {
		expect(t, e.post(e.alpha, "/api/roles/add", super, body), 400, "01", msg)
	}

	r = e.post(e.alpha, "/api/roles/assign", super, map[string]any{"roleId": roleID, "personId": newID})
	expect(t, r, 200, "00", "Role assigned")
	if roles := r.Data["roles"].([]any); len(roles) != 1 || roles[0].(map[string]any)["name"] != "Ushers" {
		t.Fatalf("assign: %+v", r.Data)
	}
	// Next request: people yes, organisation no, and the profile says exactly that.
	expect(t, e.post(e.alpha, "/api/people/list", newTok, nil), 200, "00", "")
	expect(t, e.post(e.alpha, "/api/organization/get", newTok, nil), 403, "04", "You don't have permission to access this page")
	p := e.post(e.alpha, "/api/user/profile", newTok, nil).Data["userRolesAndPermissions"].(map[string]any)
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
	expect(t, e.post(e.alpha, "/api/roles/update", super, map[string]any{"id": roleID, "permissions": map[string][]string{"people": {"read"}}}), 200, "00", "")
	expect(t, e.post(e.alpha, "/api/people/list", newTok, nil), 200, "00", "")
	expect(t, e.post(e.alpha, "/api/people/add", newTok, map[string]any{"firstName": "A", "lastName": "B"}), 403, "04", "")

	r = e.post(e.alpha, "/api/roles/get", super, map[string]any{"id": roleID})
	if r.Data["memberCount"].(float64) != 1 || len(r.Data["members"].([]any)) != 1 {
		t.Fatalf("role get: %+v", r.Data)
	}
	r = e.post(e.alpha, "/api/roles/users", admin, map[string]any{"roleId": roleID})
	if r.Data["total"].(float64) != 1 {
		t.Fatalf("users with role: %+v", r.Data)
	}
	r = e.post(e.alpha, "/api/roles/administrator", admin, map[string]any{"personId": newID})
	if fmt.Sprint(r.Data["permissions"].(map[string]any)["people"]) != "[read]" || r.Data["activeSessions"].(float64) != 1 {
		t.Fatalf("administrator: %+v", r.Data)
	}
	if s := e.post(e.alpha, "/api/roles/search", admin, map[string]any{"q": "nia"}); len(s.Data["items"].([]any)) != 1 {
		t.Fatalf("search: %+v", s.Data)
	}

	// Deleting a role in use needs confirmation; then the holder loses it on the next request.
	expect(t, e.post(e.alpha, "/api/roles/delete", super, map[string]any{"id": roleID}), 409, "01",
		"This role is assigned to 1 person. Unassign them first or confirm removal.")
	expect(t, e.post(e.alpha, "/api/roles/delete", super, map[string]any{"id": roleID, "unassignMembers": true}), 200, "00", "Role deleted")
	expect(t, e.post(e.alpha, "/api/people/list", newTok, nil), 403, "04", "")
	expect(t, e.post(e.alpha, "/api/roles/get", super, map[string]any{"id": roleID}), 404, "06", "Role not found")

	for _, ev := range []string{"role_created", "role_updated", "role_assigned", "role_deleted"} {
		if e.auditCount(e.alpha, ev) != 1 {
			t.Errorf("%s audits: %d", ev, e.auditCount(e.alpha, ev))
		}
	}
	var details string
	e.scan(e.alpha, `SELECT details::text FROM audit_log WHERE event = 'role_updated'`, &details)
	if !strings.Contains(details, `"from"`) || !strings.Contains(details, `"people": ["read"]`) {
		t.Fatalf("role_updated details %s", details)
	}
}

func TestRoleRulesAndLastSuperAdmin(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	super := e.login(e.alpha, "admin@alpha.test")
	org := e.login(e.alpha, "org@alpha.test")
	annID, orgID := e.personID(e.alpha, "admin@alpha.test"), e.personID(e.alpha, "org@alpha.test")
	superRole, peopleRole := e.roleID(e.alpha, "Super Admin"), e.roleID(e.alpha, "People Manager")

	// System roles keep their names; the Super Admin role cannot change at all.
	expect(t, e.post(e.alpha, "/api/roles/update", super, map[string]any{"id": peopleRole, "name": "Folks"}), 409, "01", "System roles cannot be renamed")
	expect(t, e.post(e.alpha, "/api/roles/update", super, map[string]any{"id": peopleRole, "description": "People and more"}), 200, "00", "")
	expect(t, e.post(e.alpha, "/api/roles/update", super, map[string]any{"id": superRole, "description": "x"}), 409, "01", "The Super Admin role cannot be changed")
	expect(t, e.post(e.alpha, "/api/roles/delete", super, map[string]any{"id": peopleRole, "unassignMembers": true}), 409, "01", "System roles cannot be deleted")
	expect(t, e.post(e.alpha, "/api/roles/delete", super, map[string]any{"id": superRole, "unassignMembers": true}), 409, "01", "System roles cannot be deleted")

	// No escalation by a non-super admin.
	expect(t, e.post(e.alpha, "/api/roles/assign", org, map[string]any{"roleId": superRole, "personId": orgID}), 403, "04", "Only a super admin can do this")
	expect(t, e.post(e.alpha, "/api/roles/assign", org, map[string]any{"roleId": peopleRole, "personId": orgID}), 403, "04", "You cannot grant permissions you do not have")
	expect(t, e.post(e.alpha, "/api/roles/admin-access", org, map[string]any{"personId": annID, "enabled": false}), 403, "04", "Only a super admin can do this")
	expect(t, e.post(e.alpha, "/api/roles/unassign", org, map[string]any{"roleId": superRole, "personId": annID}), 403, "04", "Only a super admin can do this")

	// The last super admin stays, whichever way one tries.
	expect(t, e.post(e.alpha, "/api/roles/unassign", super, map[string]any{"roleId": superRole, "personId": annID}), 409, "01", "A church must keep at least one super admin")
	expect(t, e.post(e.alpha, "/api/roles/set-user-roles", super, map[string]any{"personId": annID, "roleIds": []int64{peopleRole}}), 409, "01", "A church must keep at least one super admin")
	expect(t, e.post(e.alpha, "/api/roles/admin-access", super, map[string]any{"personId": annID, "enabled": false}), 409, "01", "You cannot disable your own admin access")
	expect(t, e.post(e.alpha, "/api/user/profile", super, nil), 200, "00", "")

	// With a second super admin, the first may step down; then the second is the last.
	expect(t, e.post(e.alpha, "/api/roles/assign", super, map[string]any{"roleId": superRole, "personId": orgID}), 200, "00", "")
	if p := e.post(e.alpha, "/api/user/profile", org, nil).Data["userRolesAndPermissions"].(map[string]any); p["isSuperAdmin"] != true {
		t.Fatalf("org admin not super on next request: %+v", p)
	}
	expect(t, e.post(e.alpha, "/api/roles/unassign", super, map[string]any{"roleId": superRole, "personId": annID}), 200, "00", "Role removed")
	expect(t, e.post(e.alpha, "/api/roles/unassign", org, map[string]any{"roleId": superRole, "personId": orgID}), 409, "01", "A church must keep at least one super admin")
	expect(t, e.post(e.alpha, "/api/roles/admin-access", org, map[string]any{"personId": orgID, "enabled": false}), 409, "01", "You cannot disable your own admin access")
	// Ann lost super admin on her next request: no organisation key any more.
	expect(t, e.post(e.alpha, "/api/roles/list", super, nil), 403, "04", "")

	// Two super admins demoting each other at once: exactly one succeeds.
	expect(t, e.post(e.alpha, "/api/roles/assign", org, map[string]any{"roleId": superRole, "personId": annID}), 200, "00", "")
	var wg sync.WaitGroup
	results := make([]int, 2)
	for i, c := range []struct {
		tok    string
		target int64
	}{{super, orgID}, {org, annID}} {
		wg.Add(1)
		go func(i int, tok string, target int64) {
			defer wg.Done()
			results[i] = e.call(host(e.alpha), http.MethodPost, "/api/roles/admin-access", tok, map[string]any{"personId": target, "enabled": false}).Status
		}(i, c.tok, c.target)
	}
	wg.Wait()
	var n int64
	e.scan(e.alpha, `SELECT count(*) FROM people p JOIN person_roles pr ON pr.person_id = p.id JOIN roles r ON r.id = pr.role_id
		WHERE r.is_super_admin AND p.admin_access AND p.is_active`, &n)
	if n != 1 {
		t.Fatalf("super admins after the race: %d (statuses %v)", n, results)
	}

	// Bravo is untouched by all of it, and alpha's role ids mean nothing there.
	bravo := e.login(e.bravo, "admin@bravo.test")
	r := e.post(e.bravo, "/api/roles/list", bravo, nil)
	for _, it := range r.Data["items"].([]any) {
		if it.(map[string]any)["name"] == "People Manager" && it.(map[string]any)["description"] != "People, membership, groups and service units" {
			t.Fatal("alpha's role edit reached bravo")
		}
	}
	if e.auditCount(e.bravo, "role_assigned") != 0 {
		t.Fatal("alpha's audit reached bravo")
	}
}

func TestAdminAccessAndAccount(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	super := e.login(e.alpha, "admin@alpha.test")
	peopleTok := e.login(e.alpha, "people@alpha.test")
	pid := e.personID(e.alpha, "people@alpha.test")

	r := e.post(e.alpha, "/api/roles/admin-access", super, map[string]any{"personId": pid, "enabled": false})
	expect(t, r, 200, "00", "Admin access disabled")
	if r.Data["adminAccess"] != false {
		t.Fatalf("admin access: %+v", r.Data)
	}
	// Their session ended at once and they cannot sign in.
	expect(t, e.post(e.alpha, "/api/user/profile", peopleTok, nil), 401, "02", "Unauthorized")
	expect(t, e.post(e.alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": "people@alpha.test", "password": pw}), 403, "01", "")
	expect(t, e.post(e.alpha, "/api/roles/admin-access", super, map[string]any{"personId": pid}), 400, "01", "enabled is required")
	expect(t, e.post(e.alpha, "/api/roles/admin-access", super, map[string]any{"personId": 99999, "enabled": true}), 404, "06", "Person not found")
	expect(t, e.post(e.alpha, "/api/roles/admin-access", super, map[string]any{"personId": pid, "enabled": true}), 200, "00", "Admin access enabled")
	peopleTok = e.login(e.alpha, "people@alpha.test")
	expect(t, e.post(e.alpha, "/api/people/list", peopleTok, nil), 200, "00", "")

	// A deactivated, locked-out account is enabled again.
	e.exec(e.alpha, `UPDATE people SET is_active = false, failed_logins = 9, locked_until = now() + interval '1 hour' WHERE id = ?`, pid)
	r = e.post(e.alpha, "/api/roles/users", super, map[string]any{"q": "pat"})
	u := r.Data["items"].([]any)[0].(map[string]any)
	if u["isActive"] != false || u["isLocked"] != true {
		t.Fatalf("user: %+v", u)
	}
	r = e.post(e.alpha, "/api/roles/enable-account", super, map[string]any{"personId": pid})
	expect(t, r, 200, "00", "Account enabled")
	if r.Data["isActive"] != true || r.Data["isLocked"] != false {
		t.Fatalf("enabled: %+v", r.Data)
	}
	e.login(e.alpha, "people@alpha.test")
	for _, ev := range []string{"admin_access_disabled", "admin_access_enabled", "account_enabled"} {
		if e.auditCount(e.alpha, ev) != 1 {
			t.Errorf("%s audits: %d", ev, e.auditCount(e.alpha, ev))
		}
	}
	// Bravo's admin cannot reach alpha's people through bravo's host (ids are per church).
	bravo := e.login(e.bravo, "admin@bravo.test")
	expect(t, e.post(e.bravo, "/api/roles/admin-access", bravo, map[string]any{"personId": pid, "enabled": false}), 404, "06", "Person not found")
}

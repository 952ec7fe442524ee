package roles_test

import (
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// withoutTimes drops the keys whose values are the moment the test ran.
func withoutTimes(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, val := range x {
			if k != "createdAt" && k != "lastLoginAt" && k != "occurredAt" {
				out[k] = withoutTimes(val)
			}
		}
		return out
	case []any:
		for i := range x {
			x[i] = withoutTimes(x[i])
		}
	}
	return v
}

// TestUsersPages pins the users-with-roles pages: who is listed (admin access or a role, never a
// merged person), their names, access, lock state and roles, the filters, the search, paging and
// totals, a role's members, and what the policy gives each signed-in person.
func TestUsersPages(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	pat := e.Login(e.Alpha, "people@alpha.test")
	var patID, finID int64
	e.Scan(e.Alpha, `SELECT id FROM people WHERE email = 'people@alpha.test'`, &patID)
	e.Scan(e.Alpha, `SELECT id FROM people WHERE email = 'finance@alpha.test'`, &finID)
	var roleIDs []int64
	r := e.Post(e.Alpha, "/api/roles/list", ann, nil)
	var rl struct{ Items []struct{ ID int64 } }
	r.Decode(t, &rl)
	for _, x := range rl.Items {
		roleIDs = append(roleIDs, x.ID)
	}
	add := func(first, last, email, mobile string) int64 {
		return e.AddPerson(ann, map[string]any{"firstName": first, "lastName": last, "email": email, "mobile": mobile})
	}
	holder := add("Hol", "Der_%", "holder@alpha.test", "+15550003003") // a role, no admin access
	admin := add("adam", "aardvark", "", "+15550004004")               // admin access, no role
	locked := add("Lock", "Ed", "locked@alpha.test", "")               // a role, locked out
	gone := add("Mer", "Ged", "mer@alpha.test", "")                    // merged away, still holding a role
	add("Zed", "Nobody", "zed@alpha.test", "")                         // neither
	pt.Expect(t, e.Post(e.Alpha, "/api/roles/assign", ann, map[string]any{"personId": holder, "roleId": roleIDs[1]}), 200, "Role assigned")
	pt.Expect(t, e.Post(e.Alpha, "/api/roles/admin-access", ann, map[string]any{"personId": admin, "enabled": true}), 200, "Admin access enabled")
	pt.Expect(t, e.Post(e.Alpha, "/api/roles/assign", ann, map[string]any{"personId": locked, "roleId": roleIDs[2]}), 200, "Role assigned")
	pt.Expect(t, e.Post(e.Alpha, "/api/roles/assign", ann, map[string]any{"personId": gone, "roleId": roleIDs[1]}), 200, "Role assigned")
	e.Exec(e.Alpha, `UPDATE people SET locked_until = now() + interval '1 hour', admin_access = true WHERE id = ?`, locked)
	e.Exec(e.Alpha, `UPDATE people SET is_active = false, merged_into_id = ?, admin_access = true WHERE id = ?`, holder, gone)
	e.Exec(e.Alpha, `UPDATE people SET is_active = false WHERE id = ?`, finID)

	out := map[string]any{}
	post := func(name, path string, body map[string]any) {
		t.Helper()
		r := e.Post(e.Alpha, path, ann, body)
		if r.Status != 200 {
			t.Fatalf("%s: %d %s", name, r.Status, r.Msg)
		}
		var m any
		r.Decode(t, &m)
		out[name] = m
	}
	for name, body := range map[string]map[string]any{
		"all": {}, "q=a": {"q": "a"}, "q=%": {"q": "%"}, "q=_": {"q": "_"}, "q=mobile": {"q": "5550003"}, "q=name": {"q": "hol der"},
		"q=email": {"q": "LOCKED@"}, "q=none": {"q": "qqq"}, "q=merged": {"q": "ged"},
		"admins": {"adminAccess": true}, "not admins": {"adminAccess": false},
		"role1": {"roleId": roleIDs[1]}, "role0": {"roleId": roleIDs[0]}, "role1 not admins": {"roleId": roleIDs[1], "adminAccess": false},
		"role none": {"roleId": 99999}, "paged": {"page": 1, "pageSize": 2}, "past end": {"page": 9, "pageSize": 2},
		"q+role+paged": {"q": "a", "roleId": roleIDs[0], "pageSize": 1},
	} {
		post("users "+name, "/api/roles/users", body)
	}
	r = e.Post(e.Alpha, "/api/roles/users", ann, map[string]any{"q": "a"})
	if r.Statements > 6 {
		t.Errorf("the users page took %d statements", r.Statements)
	}
	for name, body := range map[string]map[string]any{
		"al": {"q": "al"}, "limit": {"q": "al", "limit": 2}, "ed": {"q": "ed"}, "e": {"q": "e"}, "merged": {"q": "mer"}, "inactive": {"q": "fin"}, "short": {"q": "a "},
		"mobile": {"q": "555000"}, "pct": {"q": "r_%"},
	} {
		post("search "+name, "/api/roles/search", body)
	}
	post("roles", "/api/roles/list", nil)
	for i, id := range roleIDs {
		post("role "+string(rune('0'+i)), "/api/roles/get", map[string]any{"id": id})
	}
	for name, id := range map[string]int64{"pat": patID, "holder": holder, "locked": locked, "admin": admin} {
		post("administrator "+name, "/api/roles/administrator", map[string]any{"personId": id})
	}
	r = e.Post(e.Alpha, "/api/user/profile", pat, nil)
	var prof map[string]any
	r.Decode(t, &prof)
	out["profile pat"] = prof["userRolesAndPermissions"]
	pt.Golden(t, "users", withoutTimes(out))

	// The policy: a role without admin access, or on a deactivated account, gives nothing.
	pt.Expect(t, e.Post(e.Alpha, "/api/roles/admin-access", ann, map[string]any{"personId": holder, "enabled": true}), 200, "Admin access enabled")
	e.Exec(e.Alpha, `UPDATE people SET password_hash = (SELECT password_hash FROM people WHERE id = ?) WHERE id = ?`, patID, holder)
	hol := e.Login(e.Alpha, "holder@alpha.test")
	if r := e.Post(e.Alpha, "/api/user/profile", hol, nil); r.Status != 200 || !strings.Contains(string(r.Data), `"roles":["`) {
		t.Fatalf("holder's profile: %s", r.Data)
	}
	e.Exec(e.Alpha, `UPDATE people SET admin_access = false WHERE id = ?`, holder)
	e.App.Enforcer.Invalidate(t.Context(), e.Alpha.ID)
	if r := e.Post(e.Alpha, "/api/people/list", hol, nil); r.Status == 200 {
		t.Fatalf("a role without admin access still opens the people list")
	}
}

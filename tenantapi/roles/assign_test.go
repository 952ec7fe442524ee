package roles_test

import (
	"strconv"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// TestAssignWithAdminAccess pins the assign dialog's "Also give admin access": the role and the
// console access land in one transaction, audited as the admin-access switch is, so the holder
// can sign in and use the role at once; without the flag access is left as it was; and when the
// access cannot be given, the role is not given either.
func TestAssignWithAdminAccess(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	newRole := func(name string, perms map[string][]string) int64 {
		r := e.Post(e.Alpha, "/api/roles/add", ann, map[string]any{"name": name, "permissions": perms})
		pt.Expect(t, r, 201, "Role created")
		var role struct{ ID int64 }
		r.Decode(t, &role)
		return role.ID
	}
	viewers := newRole("People viewers", map[string][]string{"people": {"read"}})
	holderOf := func(roleID, personID int64) bool {
		return e.Count(e.Alpha, `SELECT count(*) FROM person_roles WHERE role_id = `+itoa(roleID)+` AND person_id = `+itoa(personID)) == 1
	}
	access := func(personID int64) (admin bool) {
		e.Scan(e.Alpha, `SELECT admin_access FROM people WHERE id = `+itoa(personID), &admin)
		return admin
	}

	// A person with a login and no admin access: the role and the access in one call.
	vic := e.AddPerson(ann, map[string]any{"firstName": "Vic", "lastName": "Viewer", "email": "vic@alpha.test",
		"createLogin": true, "password": pt.Password})
	r := e.Post(e.Alpha, "/api/roles/assign", ann, map[string]any{"personId": vic, "roleId": viewers, "adminAccess": true})
	pt.Expect(t, r, 200, "Role assigned")
	if r.D["adminAccess"] != true || r.D["hasLogin"] != true || !holderOf(viewers, vic) {
		t.Fatalf("assign with admin access: %s", r.Data)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM audit_log WHERE event = 'admin_access_enabled' AND details->>'personId' = '`+itoa(vic)+`'`); n != 1 {
		t.Fatalf("admin access enabled audited %d times", n)
	}
	vicTok := e.Login(e.Alpha, "vic@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/list", vicTok, nil), 200, "")
	if r := e.Post(e.Alpha, "/api/roles/list", vicTok, nil); r.Status != 403 {
		t.Fatalf("People: View opened the roles page: %d", r.Status)
	}

	// Without the flag (and for someone with no login) access stays off; hasLogin says so.
	nol := e.AddPerson(ann, map[string]any{"firstName": "No", "lastName": "Login", "email": "nol@alpha.test"})
	r = e.Post(e.Alpha, "/api/roles/assign", ann, map[string]any{"personId": nol, "roleId": viewers})
	pt.Expect(t, r, 200, "Role assigned")
	if r.D["adminAccess"] != false || r.D["hasLogin"] != false || access(nol) {
		t.Fatalf("assign without admin access: %s", r.Data)
	}

	// Nothing half-done: Pat may give People: View but not restore access to a Billing holder.
	billing := newRole("Billing clerks", map[string][]string{"billing": {"read"}})
	orgAdmins := newRole("Org admins", map[string][]string{"organization": {"read", "write"}})
	var patID int64
	e.Scan(e.Alpha, `SELECT id FROM people WHERE email = 'people@alpha.test'`, &patID)
	pt.Expect(t, e.Post(e.Alpha, "/api/roles/assign", ann, map[string]any{"personId": patID, "roleId": orgAdmins}), 200, "Role assigned")
	bea := e.AddPerson(ann, map[string]any{"firstName": "Bea", "lastName": "Billing", "email": "bea@alpha.test", "createLogin": true})
	pt.Expect(t, e.Post(e.Alpha, "/api/roles/assign", ann, map[string]any{"personId": bea, "roleId": billing}), 200, "Role assigned")
	pat := e.Login(e.Alpha, "people@alpha.test")
	pt.ExpectCode(t, e.Post(e.Alpha, "/api/roles/assign", pat, map[string]any{"personId": bea, "roleId": viewers, "adminAccess": true}),
		403, "", "You cannot grant permissions you do not have")
	if holderOf(viewers, bea) || access(bea) {
		t.Fatalf("a refused assign left the role (%v) or the access (%v)", holderOf(viewers, bea), access(bea))
	}
	// The same role without the access is Pat's to give.
	pt.Expect(t, e.Post(e.Alpha, "/api/roles/assign", pat, map[string]any{"personId": bea, "roleId": viewers}), 200, "Role assigned")
	if !holderOf(viewers, bea) || access(bea) {
		t.Fatalf("assign without access by Pat: role %v access %v", holderOf(viewers, bea), access(bea))
	}
}

func itoa(id int64) string { return strconv.FormatInt(id, 10) }

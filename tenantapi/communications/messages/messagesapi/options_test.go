package messagesapi_test

import (
	"testing"

	"congregate/internal/provisioning"
	tt "congregate/tenantapi/tenanttest"
)

// A staff member with the communications key alone picks people and lists for a message: the
// audience builder's options answer under that key, while the people pages' own lists refuse them.
func TestAudienceOptionsUnderTheCommunicationsKey(t *testing.T) {
	f := setup(t)
	e := f.e
	e.AddUser(e.Alpha, provisioning.UserSpec{FirstName: "Cora", LastName: "Comms", Email: "comms@alpha.test", Password: tt.Password, Roles: []string{"Communications"}})
	tok := e.Login(e.Alpha, "comms@alpha.test")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/people/groups/list", tok, map[string]any{}), 403, "", "")
	e.Exec(e.Alpha, `INSERT INTO contact_groups (name) VALUES ('Choir parents')`)

	type option struct {
		ID      int64  `json:"id"`
		Name    string `json:"name"`
		Members int64  `json:"members"`
		Mobile  string `json:"mobile"`
	}
	ask := func(kind, search string) []option {
		t.Helper()
		r := e.Post(e.Alpha, "/api/communications/audience/options", tok, map[string]any{"kind": kind, "search": search})
		tt.Expect(t, r, 200, "Audience options")
		var out struct{ Items []option }
		r.Decode(t, &out)
		return out.Items
	}
	if got := ask("groups", "cho"); len(got) != 1 || got[0].ID != f.group || got[0].Members != 4 {
		t.Fatalf("groups: %+v", got)
	}
	if got := ask("people", "ada o"); len(got) != 1 || got[0].ID != f.ada || got[0].Mobile != "+15552220101" {
		t.Fatalf("people by name: %+v", got)
	}
	if got := ask("people", "222-0102"); len(got) != 1 || got[0].ID != f.ben {
		t.Fatalf("people by mobile: %+v", got)
	}
	if got := ask("contactGroups", "CHOIR"); len(got) != 1 || got[0].Name != "Choir parents" {
		t.Fatalf("contact groups: %+v", got)
	}
	if got := ask("people", "%"); len(got) != 0 {
		t.Fatalf("a %% is a character, not a wildcard: %+v", got)
	}

	// Church bravo sees none of alpha's.
	btok := e.Login(e.Bravo, "admin@bravo.test")
	r := e.Post(e.Bravo, "/api/communications/audience/options", btok, map[string]any{"kind": "groups", "search": "choir"})
	tt.Expect(t, r, 200, "Audience options")
	var none struct{ Items []option }
	r.Decode(t, &none)
	if len(none.Items) != 0 {
		t.Fatalf("bravo sees %+v", none.Items)
	}
	for _, bad := range []map[string]any{{"kind": "people\x00"}, {"kind": "roles"}, {"kind": "people", "limit": 201}, {"kind": "people", "limit": -1}} {
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/communications/audience/options", tok, bad), 400, "", "")
	}
}

package contactgroupsapi_test

import (
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

type group struct {
	ID          int64
	Name        string
	Description string
	Members     int64
}

type member struct {
	ID       int64
	PersonID *int64
	Name     string
	Phone    string
	Email    string
	Source   string
}

func TestRoutes(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	ann := e.Login(c, "admin@alpha.test")
	annID := e.PersonID(c, "admin@alpha.test")
	post := func(path string, body any) pt.Resp {
		return e.Post(c, "/api/communications/contact-groups/"+path, ann, body)
	}

	r := post("add", map[string]any{"name": "  Prayer   chain ", "description": "Texted on Sundays"})
	pt.Expect(t, r, 201, "Contact group added")
	var g group
	r.Decode(t, &g)
	if g.Name != "Prayer chain" || g.Members != 0 || g.ID == 0 {
		t.Fatalf("added: %+v", g)
	}
	pt.Expect(t, post("add", map[string]any{"name": "PRAYER CHAIN"}), 409, `A contact group named "PRAYER CHAIN" already exists`)
	pt.Expect(t, post("add", map[string]any{"name": " "}), 400, "Give the contact group a name")
	pt.Expect(t, post("add", map[string]any{"name": string(make([]byte, 101))}), 400, "")
	r = post("add", map[string]any{"name": "Ushers"})
	var u group
	r.Decode(t, &u)
	pt.Expect(t, post("rename", map[string]any{"id": u.ID, "name": "prayer chain"}), 409, `A contact group named "prayer chain" already exists`)
	r = post("rename", map[string]any{"id": u.ID, "name": "Ushers team", "description": "Door duty"})
	pt.Expect(t, r, 200, "Contact group updated")
	if m := r.M(t); m["name"] != "Ushers team" || m["description"] != "Door duty" {
		t.Fatalf("renamed: %+v", m)
	}
	pt.Expect(t, post("rename", map[string]any{"id": 999999, "name": "X"}), 404, "Contact group not found")

	// Members: a person and typed-in contacts (the church's country; e-mail lower-cased); the
	// same ones again add nothing.
	body := map[string]any{"id": g.ID, "personIds": []int64{annID}, "contacts": []map[string]any{
		{"name": "Guest One", "phone": "(555) 010-0100"}, {"name": "Guest Two", "email": "Two@Example.ORG"},
		{"name": "Guest One again", "phone": "+1 555 010 0100"}}}
	r = post("add-members", body)
	pt.Expect(t, r, 200, "Members added")
	if m := r.M(t); m["added"] != 3.0 {
		t.Fatalf("added: %+v", m)
	}
	if m := post("add-members", body).M(t); m["added"] != 0.0 {
		t.Fatalf("again: %+v", m)
	}
	var page struct {
		Total int64
		Items []member
	}
	r = post("members", map[string]any{"id": g.ID})
	pt.Expect(t, r, 200, "Contact group members")
	r.Decode(t, &page)
	// Newest first; a person's name and contacts come from the directory.
	if page.Total != 3 || page.Items[2].Name != "Ann Alpha" || page.Items[2].Phone != "+15550001001" || *page.Items[2].PersonID != annID ||
		page.Items[1].Phone != "+15550100100" || page.Items[1].Name != "Guest One" || page.Items[0].Email != "two@example.org" || page.Items[0].Source != "staff" {
		t.Fatalf("members: %+v", page)
	}
	var list struct {
		Total int64
		Items []group
	}
	post("list", map[string]any{"search": "pray"}).Decode(t, &list)
	if list.Total != 1 || list.Items[0].Members != 3 {
		t.Fatalf("list: %+v", list)
	}

	// Bad input: nothing added.
	for _, tc := range []struct {
		body map[string]any
		code int
		msg  string
	}{
		{map[string]any{"id": g.ID}, 400, "Choose people or enter contacts to add"},
		{map[string]any{"id": g.ID, "contacts": []map[string]any{{"name": "Bad", "phone": "12"}}}, 400, "Enter a valid phone number for Bad"},
		{map[string]any{"id": g.ID, "contacts": []map[string]any{{"name": "Bad", "email": "no"}}}, 400, "Enter a valid e-mail address for Bad"},
		{map[string]any{"id": g.ID, "contacts": []map[string]any{{"name": "Nobody"}}}, 400, "A contact needs a phone number or an e-mail address"},
		{map[string]any{"id": g.ID, "contacts": []map[string]any{{"name": "N\x00", "email": "a@b.org"}}}, 400, ""},
		{map[string]any{"id": g.ID, "personIds": []int64{999999}}, 404, ""},
		{map[string]any{"id": 999999, "personIds": []int64{annID}}, 404, "Contact group not found"},
		{map[string]any{"id": g.ID, "personIds": make([]int64, 1001)}, 400, "Add at most 1,000 members at a time"},
	} {
		pt.Expect(t, post("add-members", tc.body), tc.code, tc.msg)
	}
	if n := e.Count(c, `SELECT count(*) FROM contact_group_members`); n != 3 {
		t.Fatalf("%d members after bad input", n)
	}

	// Remove: only this group's members.
	pt.Expect(t, post("remove-members", map[string]any{"id": u.ID, "memberIds": []int64{page.Items[1].ID}}), 404, "None of these members is in the group")
	r = post("remove-members", map[string]any{"id": g.ID, "memberIds": []int64{page.Items[0].ID, page.Items[1].ID}})
	pt.Expect(t, r, 200, "Members removed")
	if m := r.M(t); m["removed"] != 2.0 {
		t.Fatalf("removed: %+v", m)
	}
	pt.Expect(t, post("remove-members", map[string]any{"id": g.ID}), 400, "Choose the members to remove")

	// A group a smart keyword fills stays until the keyword changes.
	e.Exec(c, `INSERT INTO smart_keywords (keyword, contact_group_id) VALUES ('JOIN', ?)`, g.ID)
	pt.Expect(t, post("delete", map[string]any{"id": g.ID}), 409, "The smart keyword JOIN adds people to this group: change or delete it first")
	e.Exec(c, `DELETE FROM smart_keywords`)
	pt.Expect(t, post("delete", map[string]any{"id": g.ID}), 200, "Contact group deleted")
	pt.Expect(t, post("delete", map[string]any{"id": g.ID}), 404, "Contact group not found")
	if n := e.Count(c, `SELECT count(*) FROM contact_group_members`); n != 0 {
		t.Fatalf("%d members of a deleted group", n)
	}
	for ev, want := range map[string]int{"contact_group_created": 2, "contact_group_updated": 1, "contact_group_deleted": 1,
		"contact_group_members_added": 2, "contact_group_members_removed": 1} {
		if n := e.AuditCount(c, ev); n != want {
			t.Fatalf("%s: %d audit rows, want %d", ev, n, want)
		}
	}

	// Another church and other roles.
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/communications/contact-groups/members", bravo, map[string]any{"id": u.ID}), 404, "Contact group not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/communications/contact-groups/rename", bravo, map[string]any{"id": u.ID, "name": "Taken"}), 404, "Contact group not found")
	pat := e.Login(c, "people@alpha.test")
	pt.Expect(t, e.Post(c, "/api/communications/contact-groups/list", pat, map[string]any{}), 403, "")
}

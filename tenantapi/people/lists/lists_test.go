package lists_test

import (
	"strconv"
	"strings"
	"testing"

	"congregate/tenantapi/people/lists"
	pt "congregate/tenantapi/tenanttest"
)

func items(t *testing.T, r pt.Resp) []lists.Item {
	t.Helper()
	var v lists.Items
	r.Decode(t, &v)
	return v.Items
}

func TestNamedLists(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")

	t.Run("membership types: add, rename, reposition, delete with a move", func(t *testing.T) {
		types := items(t, e.Post(e.Alpha, "/api/people/membership-types/list", tok, map[string]any{"orgId": 1, "adminUserId": 2}))
		if len(types) != 4 || types[0].Name != "Member" {
			t.Fatalf("seeded types: %+v", types)
		}
		add := e.Post(e.Alpha, "/api/people/membership-types/add", tok, map[string]any{"name": "Worker"})
		pt.Expect(t, add, 201, "Membership type added")
		var worker lists.Item
		add.Decode(t, &worker)
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/add", tok, map[string]any{"name": "worker"}), 409, "This name is already in use")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/add", tok, map[string]any{"name": "  "}), 400, "Name is required")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/rename", tok, map[string]any{"id": worker.ID, "name": "Workers"}), 200, "")
		moved := items(t, e.Post(e.Alpha, "/api/people/membership-types/reposition", tok, map[string]any{"id": worker.ID, "newPosition": 0}))
		if moved[0].ID != worker.ID || moved[0].Name != "Workers" || moved[1].Name != "Member" || moved[4].Position != 4 {
			t.Fatalf("after reposition: %+v", moved)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/reposition", tok, map[string]any{"id": worker.ID, "newPosition": 9}), 400, "newPosition must be between 0 and 4")
		p := e.AddPerson(tok, map[string]any{"firstName": "Wendy", "lastName": "Worker", "membershipTypeId": worker.ID})
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/delete", tok, map[string]any{"id": worker.ID}), 409,
			"1 person has this membership type. Choose a membership type to move them to.")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/delete", tok, map[string]any{"id": worker.ID, "moveMembersTo": worker.ID}), 400, "")
		del := e.Post(e.Alpha, "/api/people/membership-types/delete", tok, map[string]any{"id": worker.ID, "moveMembersTo": moved[2].ID})
		pt.Expect(t, del, 200, "Membership type deleted")
		if del.M(t)["moved"] != float64(1) {
			t.Fatalf("moved: %s", del.Data)
		}
		if got := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": p}).M(t)["membershipType"]; got != moved[2].Name {
			t.Fatalf("member moved to %v", got)
		}
		after := items(t, e.Post(e.Alpha, "/api/people/membership-types/list", tok, nil))
		for i, it := range after {
			if it.Position != i {
				t.Fatalf("positions not renumbered: %+v", after)
			}
		}
		// Titles lose their holders without a move.
		titles := items(t, e.Post(e.Alpha, "/api/people/titles/list", tok, nil))
		q := e.AddPerson(tok, map[string]any{"firstName": "Dee", "lastName": "Doctor", "titleId": titles[4].ID})
		pt.Expect(t, e.Post(e.Alpha, "/api/people/titles/delete", tok, map[string]any{"id": titles[4].ID}), 200, "")
		if got := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": q}).M(t)["titleId"]; got != nil {
			t.Fatalf("title kept: %v", got)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/salutations/add", tok, map[string]any{"name": "Deaconess"}), 201, "")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/positions/rename", tok, map[string]any{"id": 99999, "name": "x"}), 404, "Position not found")
	})

	t.Run("messages per kind, names, the last membership type, moves", func(t *testing.T) {
		post := func(path string, body map[string]any) pt.Resp { return e.Post(e.Alpha, "/api/people/"+path, tok, body) }
		for kind, label := range map[string]string{"membership-types": "Membership type", "titles": "Title", "salutations": "Salutation", "positions": "Position"} {
			pt.Expect(t, post(kind+"/list", nil), 200, label+"s")
			r := post(kind+"/add", map[string]any{"name": "  Extra " + kind + "  "})
			pt.Expect(t, r, 201, label+" added")
			var it lists.Item
			r.Decode(t, &it)
			if it.Name != "Extra "+kind || it.MemberCount != 0 {
				t.Fatalf("%s added: %+v", kind, it)
			}
			all := items(t, post(kind+"/list", nil))
			if last := all[len(all)-1]; last.ID != it.ID || last.Position != len(all)-1 {
				t.Fatalf("%s: a new item goes last: %+v", kind, all)
			}
			pt.Expect(t, post(kind+"/rename", map[string]any{"id": it.ID, "name": "Renamed " + kind}), 200, label+" renamed")
			pt.Expect(t, post(kind+"/rename", map[string]any{"id": it.ID, "name": strings.Repeat("x", 101)}), 400, "Name must be at most 100 characters")
			pt.Expect(t, post(kind+"/rename", map[string]any{"id": 99999, "name": "x"}), 404, label+" not found")
			pt.Expect(t, post(kind+"/reposition", map[string]any{"id": it.ID, "newPosition": 0}), 200, label+" moved")
			pt.Expect(t, post(kind+"/reposition", map[string]any{"id": 99999, "newPosition": 0}), 404, label+" not found")
			pt.Expect(t, post(kind+"/delete", map[string]any{"id": 99999}), 404, label+" not found")
			pt.Expect(t, post(kind+"/delete", map[string]any{"id": it.ID, "moveMembersTo": 99999}), 400, "Choose another "+strings.ToLower(label)+" to move the members to")
			pt.Expect(t, post(kind+"/delete", map[string]any{"id": it.ID}), 200, label+" deleted")
		}

		// The member count leaves merged people out; a delete moves the church's default type too.
		types := items(t, post("membership-types/list", nil))
		visitor, member := types[len(types)-2], types[0]
		a := e.AddPerson(tok, map[string]any{"firstName": "Val", "lastName": "Visitor", "membershipTypeId": visitor.ID})
		b := e.AddPerson(tok, map[string]any{"firstName": "Val", "lastName": "Visitor", "membershipTypeId": visitor.ID})
		pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": a, "mergeId": b}), 200, "")
		for _, it := range items(t, post("membership-types/list", nil)) {
			if it.ID == visitor.ID && it.MemberCount != 1 {
				t.Fatalf("member count with a merged person: %+v", it)
			}
		}
		e.Exec(e.Alpha, `UPDATE people_settings SET default_membership_type_id = ?`, visitor.ID)
		del := post("membership-types/delete", map[string]any{"id": visitor.ID, "moveMembersTo": member.ID})
		pt.Expect(t, del, 200, "Membership type deleted")
		if del.M(t)["moved"] != float64(2) {
			t.Fatalf("moved (the merged record moves too): %s", del.Data)
		}
		if n := e.Count(e.Alpha, `SELECT count(*) FROM people_settings WHERE default_membership_type_id = `+itoa(member.ID)); n != 1 {
			t.Fatalf("the default type did not move: %d", n)
		}

		// Another church's lists are its own.
		r := post("membership-types/add", map[string]any{"name": "Alpha only"})
		var own lists.Item
		r.Decode(t, &own)
		bravo := e.Login(e.Bravo, "admin@bravo.test")
		pt.Expect(t, e.Post(e.Bravo, "/api/people/membership-types/rename", bravo, map[string]any{"id": own.ID, "name": "Taken"}), 404, "Membership type not found")
		pt.Expect(t, e.Post(e.Bravo, "/api/people/membership-types/delete", bravo, map[string]any{"id": own.ID}), 404, "Membership type not found")

		// The last membership type stays.
		left := items(t, post("membership-types/list", nil))
		for _, it := range left[1:] {
			pt.Expect(t, post("membership-types/delete", map[string]any{"id": it.ID, "moveMembersTo": left[0].ID}), 200, "")
		}
		pt.Expect(t, post("membership-types/delete", map[string]any{"id": left[0].ID}), 409, "The last membership type cannot be deleted")
		fin := e.Login(e.Alpha, "finance@alpha.test")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/titles/list", fin, nil), 403, "You don't have permission to access this page")
	})
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

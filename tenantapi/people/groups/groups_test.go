package groups_test

import (
	"fmt"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

type item struct {
	ID          int64
	Name        string
	Position    int
	MemberCount int64
}

func items(t *testing.T, r pt.Resp) []item {
	t.Helper()
	var v struct{ Items []item }
	r.Decode(t, &v)
	return v.Items
}

func listPeople(t *testing.T, e *pt.Env, tok string, body map[string]any) (int64, []any) {
	t.Helper()
	m := e.Post(e.Alpha, "/api/people/list", tok, body).M(t)
	return int64(m["total"].(float64)), m["items"].([]any)
}

func TestGroupsAndServiceUnits(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")

	t.Run("groups and group users (page size 50)", func(t *testing.T) {
		g := e.Post(e.Alpha, "/api/people/groups/add", tok, map[string]any{"name": "Prayer Team", "description": "Tuesdays"})
		pt.Expect(t, g, 201, "Group added")
		gid := int64(g.M(t)["id"].(float64))
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/add", tok, map[string]any{"name": "prayer team"}), 409, "A group with this name already exists")
		var ids []int64
		for i := 0; i < 55; i++ {
			ids = append(ids, e.AddPerson(tok, map[string]any{"firstName": fmt.Sprintf("Pray%02d", i), "lastName": "Er"}))
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/users/add", tok, map[string]any{"groupId": gid, "personIds": append([]int64{}, 999999)}), 404, "Person not found")
		add := e.Post(e.Alpha, "/api/people/groups/users/add", tok, map[string]any{"groupId": gid, "personIds": ids})
		if add.M(t)["added"] != float64(55) {
			t.Fatalf("added: %s", add.Data)
		}
		again := e.Post(e.Alpha, "/api/people/groups/users/add", tok, map[string]any{"groupId": gid, "personIds": ids[:3]})
		if again.M(t)["added"] != float64(0) {
			t.Fatalf("re-added: %s", again.Data)
		}
		users := e.Post(e.Alpha, "/api/people/groups/users", tok, map[string]any{"groupId": gid, "page": 0}).M(t)
		if users["pageSize"] != float64(50) || users["total"] != float64(55) || len(users["items"].([]any)) != 50 {
			t.Fatalf("group users: total %v pageSize %v", users["total"], users["pageSize"])
		}
		list := e.Post(e.Alpha, "/api/people/groups/list", tok, map[string]any{"q": "prayer"}).M(t)
		if list["items"].([]any)[0].(map[string]any)["memberCount"] != float64(55) {
			t.Fatalf("groups list: %+v", list)
		}
		filtered, _ := listPeople(t, e, tok, map[string]any{"groupId": gid})
		if filtered != 55 {
			t.Fatalf("people in group: %d", filtered)
		}
		rm := e.Post(e.Alpha, "/api/people/groups/users/remove", tok, map[string]any{"groupId": gid, "personIds": ids[:5]})
		if rm.M(t)["removed"] != float64(5) {
			t.Fatalf("removed: %s", rm.Data)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/update", tok, map[string]any{"id": gid, "description": "Wednesdays"}), 200, "Group updated")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/delete", tok, map[string]any{"id": gid}), 200, "")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/users", tok, map[string]any{"groupId": gid}), 404, "Group not found")
	})

	t.Run("service units with positions", func(t *testing.T) {
		u := e.Post(e.Alpha, "/api/people/service-units/add", tok, map[string]any{"name": "Ushers"})
		pt.Expect(t, u, 201, "")
		uid := int64(u.M(t)["id"].(float64))
		pos := items(t, e.Post(e.Alpha, "/api/people/positions/list", tok, nil))
		p := e.AddPerson(tok, map[string]any{"firstName": "Una", "lastName": "Usher"})
		pt.Expect(t, e.Post(e.Alpha, "/api/people/service-units/members/add", tok, map[string]any{"serviceUnitId": uid, "personIds": []int64{p}, "positionId": pos[0].ID}), 200, "")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/service-units/members/set-position", tok, map[string]any{"serviceUnitId": uid, "personId": p, "positionId": pos[1].ID}), 200, "")
		m := e.Post(e.Alpha, "/api/people/service-units/members", tok, map[string]any{"serviceUnitId": uid}).M(t)
		first := m["items"].([]any)[0].(map[string]any)
		if first["position"] != pos[1].Name || first["fullName"] != "Una Usher" {
			t.Fatalf("unit members: %+v", m)
		}
		prof := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": p}).M(t)
		if len(prof["serviceUnits"].([]any)) != 1 {
			t.Fatalf("profile units: %+v", prof["serviceUnits"])
		}
		n, _ := listPeople(t, e, tok, map[string]any{"serviceUnitId": uid})
		if n != 1 {
			t.Fatalf("people in unit: %d", n)
		}
	})

	t.Run("the rules of a group's and a unit's fields and members", func(t *testing.T) {
		for _, c := range []struct {
			path   string
			body   map[string]any
			status int
			msg    string
		}{
			{"groups/add", map[string]any{"id": 3, "name": "Choir"}, 400, "Unknown field id"},
			{"groups/add", map[string]any{"name": "  "}, 400, "Group name is required"},
			{"groups/add", map[string]any{"name": strings.Repeat("x", 101)}, 400, "Group name or description is too long"},
			{"groups/update", map[string]any{"id": 999999, "name": "Lost"}, 404, "Group not found"},
			{"groups/update", map[string]any{"id": 999999, "name": ""}, 400, "Group name is required"},
			{"groups/delete", map[string]any{"id": 999999}, 404, "Group not found"},
			{"groups/users/add", map[string]any{"groupId": 999999, "personIds": []int64{1}, "role": "boss"}, 400, "Role must be member or leader"},
			{"groups/users/add", map[string]any{"groupId": 999999, "personIds": []int64{}}, 400, "Choose at least one person"},
			{"groups/users/add", map[string]any{"groupId": 999999, "personIds": []int64{1}}, 404, "Group not found"},
			{"groups/users/remove", map[string]any{"groupId": 999999, "personIds": []int64{1}, "role": "boss"}, 404, "Group not found"},
			{"service-units/add", map[string]any{"id": 3, "name": ""}, 400, "Service unit name is required"},
			{"service-units/add", map[string]any{"id": 3, "name": "Media"}, 400, "Unknown field id"},
			{"service-units/update", map[string]any{"id": 999999, "description": "x"}, 404, "Service unit not found"},
			{"service-units/delete", map[string]any{"id": 999999}, 404, "Service unit not found"},
			{"service-units/members", map[string]any{"serviceUnitId": 999999}, 404, "Service unit not found"},
			{"service-units/members/remove", map[string]any{"serviceUnitId": 999999, "personIds": []int64{}}, 400, "Choose at least one person"},
		} {
			pt.Expect(t, e.Post(e.Alpha, "/api/people/"+c.path, tok, c.body), c.status, c.msg)
		}

		g := e.Post(e.Alpha, "/api/people/groups/add", tok, map[string]any{"name": " Youth ", "description": " Fridays "})
		if m := g.M(t); m["name"] != "Youth" || m["description"] != "Fridays" || m["memberCount"] != float64(0) || m["createdAt"] == "" {
			t.Fatalf("added group: %+v", m)
		}
		gid := int64(g.M(t)["id"].(float64))
		up := e.Post(e.Alpha, "/api/people/groups/update", tok, map[string]any{"id": gid, "name": "Youth Church"})
		if m := up.M(t); m["name"] != "Youth Church" || m["description"] != "Fridays" {
			t.Fatalf("updated group: %+v", m)
		}
		a := e.AddPerson(tok, map[string]any{"firstName": "Lena", "lastName": "Leader"})
		b := e.AddPerson(tok, map[string]any{"firstName": "Mo", "lastName": "Member"})
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/users/add", tok, map[string]any{"groupId": gid, "personIds": []int64{a}, "role": "leader"}), 200, "Group users added")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/users/add", tok, map[string]any{"groupId": gid, "personIds": []int64{b}}), 200, "Group users added")
		users := e.Post(e.Alpha, "/api/people/groups/users", tok, map[string]any{"groupId": gid, "q": "lena"})
		pt.Expect(t, users, 200, "Group users")
		if m := users.M(t); m["total"] != float64(1) || m["items"].([]any)[0].(map[string]any)["role"] != "leader" ||
			m["items"].([]any)[0].(map[string]any)["personId"] != float64(a) {
			t.Fatalf("group users found by name: %+v", m)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/users/remove", tok, map[string]any{"groupId": gid, "personIds": []int64{b, 999999}}), 200, "Group users removed")

		u := e.Post(e.Alpha, "/api/people/service-units/add", tok, map[string]any{"name": "Media", "description": "Sound and slides"})
		pt.Expect(t, u, 201, "Service unit added")
		uid := int64(u.M(t)["id"].(float64))
		pt.Expect(t, e.Post(e.Alpha, "/api/people/service-units/add", tok, map[string]any{"name": "media"}), 409, "A service unit with this name already exists")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/service-units/update", tok, map[string]any{"id": uid, "description": "Sound"}), 200, "Service unit updated")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/service-units/members/add", tok, map[string]any{"serviceUnitId": uid, "personIds": []int64{a}, "positionId": 999999}), 404, "Position not found")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/service-units/members/add", tok, map[string]any{"serviceUnitId": uid, "personIds": []int64{a, b}}), 200, "Service unit members added")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/service-units/members/set-position", tok, map[string]any{"serviceUnitId": uid, "personId": 999999, "positionId": nil}), 404, "This person is not in the service unit")
		sp := e.Post(e.Alpha, "/api/people/service-units/members/set-position", tok, map[string]any{"serviceUnitId": uid, "personId": a, "positionId": nil})
		pt.Expect(t, sp, 200, "Position changed")
		if m := sp.M(t); m["personId"] != float64(a) || m["fullName"] != "Lena Leader" || m["positionId"] != nil {
			t.Fatalf("member without a position: %+v", m)
		}
		list := e.Post(e.Alpha, "/api/people/service-units/list", tok, map[string]any{"q": "med"})
		pt.Expect(t, list, 200, "Service units")
		if its := items(t, list); len(its) != 1 || its[0].MemberCount != 2 {
			t.Fatalf("units: %+v", its)
		}
		rm := e.Post(e.Alpha, "/api/people/service-units/members/remove", tok, map[string]any{"serviceUnitId": uid, "personIds": []int64{b}})
		pt.Expect(t, rm, 200, "Service unit members removed")
		if rm.M(t)["removed"] != float64(1) {
			t.Fatalf("removed: %s", rm.Data)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/service-units/delete", tok, map[string]any{"id": uid}), 200, "Service unit deleted")
		if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM service_unit_members WHERE service_unit_id = %d`, uid)); n != 0 {
			t.Fatalf("a deleted unit kept %d members", n)
		}
	})

	t.Run("a refused add leaves nothing, another church's ids answer 404", func(t *testing.T) {
		g := e.Post(e.Alpha, "/api/people/groups/add", tok, map[string]any{"name": "Alpha choir"})
		gid := int64(g.M(t)["id"].(float64))
		u := e.Post(e.Alpha, "/api/people/service-units/add", tok, map[string]any{"name": "Alpha ushers"})
		uid := int64(u.M(t)["id"].(float64))
		p := e.AddPerson(tok, map[string]any{"firstName": "Ada", "lastName": "Alpha"})
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/users/add", tok, map[string]any{"groupId": gid, "personIds": []int64{p, 999999}}), 404, "Person not found")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/service-units/members/add", tok, map[string]any{"serviceUnitId": uid, "personIds": []int64{p, 999999}}), 404, "Person not found")
		if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT (SELECT count(*) FROM group_members WHERE group_id = %d) + (SELECT count(*) FROM service_unit_members WHERE service_unit_id = %d)`, gid, uid)); n != 0 {
			t.Fatalf("a refused add wrote %d members", n)
		}

		bTok := e.Login(e.Bravo, "admin@bravo.test")
		for _, c := range []struct {
			path string
			body map[string]any
			msg  string
		}{
			{"groups/users", map[string]any{"groupId": gid}, "Group not found"},
			{"groups/users/add", map[string]any{"groupId": gid, "personIds": []int64{1}}, "Group not found"},
			{"groups/users/remove", map[string]any{"groupId": gid, "personIds": []int64{p}}, "Group not found"},
			{"groups/update", map[string]any{"id": gid, "name": "Bravo"}, "Group not found"},
			{"groups/delete", map[string]any{"id": gid}, "Group not found"},
			{"service-units/members", map[string]any{"serviceUnitId": uid}, "Service unit not found"},
			{"service-units/members/add", map[string]any{"serviceUnitId": uid, "personIds": []int64{1}}, "Service unit not found"},
			{"service-units/members/set-position", map[string]any{"serviceUnitId": uid, "personId": p}, "This person is not in the service unit"},
			{"service-units/delete", map[string]any{"id": uid}, "Service unit not found"},
		} {
			pt.Expect(t, e.Post(e.Bravo, "/api/people/"+c.path, bTok, c.body), 404, c.msg)
		}
		// Bravo's own group cannot take alpha's person.
		bg := e.Post(e.Bravo, "/api/people/groups/add", bTok, map[string]any{"name": "Bravo choir"})
		pt.Expect(t, bg, 201, "Group added")
		pt.Expect(t, e.Post(e.Bravo, "/api/people/groups/users/add", bTok, map[string]any{"groupId": int64(bg.M(t)["id"].(float64)), "personIds": []int64{p}}), 404, "Person not found")
		if n := e.Count(e.Alpha, `SELECT count(*) FROM groups WHERE name = 'Alpha choir'`); n != 1 {
			t.Fatal("bravo's calls changed alpha's groups")
		}
	})
}

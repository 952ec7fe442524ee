package people_test

import (
	"fmt"
	"testing"
	"time"

	pt "congregate/tenantapi/people/peopletest"
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

func TestNamedListsGroupsUnitsFellowshipsLeaders(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")

	t.Run("membership types: add, rename, reposition, delete with a move", func(t *testing.T) {
		types := items(t, e.Post(e.Alpha, "/api/people/membership-types/list", tok, map[string]any{"orgId": 1, "adminUserId": 2}))
		if len(types) != 4 || types[0].Name != "Member" {
			t.Fatalf("seeded types: %+v", types)
		}
		add := e.Post(e.Alpha, "/api/people/membership-types/add", tok, map[string]any{"name": "Worker"})
		pt.Expect(t, add, 201, "Membership type added")
		var worker item
		add.Decode(t, &worker)
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/add", tok, map[string]any{"name": "worker"}), 409, "This name is already in use")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/add", tok, map[string]any{"name": "  "}), 400, "Name is required")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/rename", tok, map[string]any{"id": worker.ID, "name": "Workers"}), 200, "")
		moved := items(t, e.Post(e.Alpha, "/api/people/membership-types/reposition", tok, map[string]any{"id": worker.ID, "newPosition": 0}))
		if moved[0].ID != worker.ID || moved[0].Name != "Workers" || moved[1].Name != "Member" || moved[4].Position != 4 {
			t.Fatalf("after reposition: %+v", moved)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/membership-types/reposition", tok, map[string]any{"id": worker.ID, "newPosition": 9}), 400, "newPosition must be between 0 and 4")
		p := addPerson(t, e, tok, map[string]any{"firstName": "Wendy", "lastName": "Worker", "membershipTypeId": worker.ID})
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
		q := addPerson(t, e, tok, map[string]any{"firstName": "Dee", "lastName": "Doctor", "titleId": titles[4].ID})
		pt.Expect(t, e.Post(e.Alpha, "/api/people/titles/delete", tok, map[string]any{"id": titles[4].ID}), 200, "")
		if got := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": q}).M(t)["titleId"]; got != nil {
			t.Fatalf("title kept: %v", got)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/salutations/add", tok, map[string]any{"name": "Deaconess"}), 201, "")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/positions/rename", tok, map[string]any{"id": 99999, "name": "x"}), 404, "Position not found")
	})

	t.Run("groups and group users (page size 50)", func(t *testing.T) {
		g := e.Post(e.Alpha, "/api/people/groups/add", tok, map[string]any{"name": "Prayer Team", "description": "Tuesdays"})
		pt.Expect(t, g, 201, "Group added")
		gid := int64(g.M(t)["id"].(float64))
		pt.Expect(t, e.Post(e.Alpha, "/api/people/groups/add", tok, map[string]any{"name": "prayer team"}), 409, "A group with this name already exists")
		var ids []int64
		for i := 0; i < 55; i++ {
			ids = append(ids, addPerson(t, e, tok, map[string]any{"firstName": fmt.Sprintf("Pray%02d", i), "lastName": "Er"}))
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
		p := addPerson(t, e, tok, map[string]any{"firstName": "Una", "lastName": "Usher"})
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

	t.Run("house fellowship: districts, zones, fellowships (page size 10)", func(t *testing.T) {
		d := e.Post(e.Alpha, "/api/people/house-fellowship/districts/add", tok, map[string]any{"name": "East"})
		pt.Expect(t, d, 201, "District added")
		did := int64(d.M(t)["id"].(float64))
		for i := 0; i < 12; i++ {
			pt.Expect(t, e.Post(e.Alpha, "/api/people/house-fellowship/zones/add", tok, map[string]any{"districtId": did, "name": fmt.Sprintf("Zone %02d", i)}), 201, "")
		}
		zones := e.Post(e.Alpha, "/api/people/house-fellowship/zones/list", tok, map[string]any{"districtId": did}).M(t)
		if zones["pageSize"] != float64(10) || zones["total"] != float64(12) {
			t.Fatalf("zones: %+v", zones)
		}
		zid := int64(zones["items"].([]any)[0].(map[string]any)["id"].(float64))
		leader := addPerson(t, e, tok, map[string]any{"firstName": "Lee", "lastName": "Leader"})
		f := e.Post(e.Alpha, "/api/people/house-fellowship/fellowships/add", tok, map[string]any{"zoneId": zid, "name": "Hope House",
			"meetingDay": "Tuesday", "meetingTime": "19:30", "leaderId": leader})
		pt.Expect(t, f, 201, "House fellowship added")
		fid := int64(f.M(t)["id"].(float64))
		pt.Expect(t, e.Post(e.Alpha, "/api/people/house-fellowship/fellowships/add", tok, map[string]any{"zoneId": zid, "name": "X", "meetingTime": "7pm"}), 400, "Meeting time must look like 19:30")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/house-fellowship/fellowships/members/add", tok, map[string]any{"fellowshipId": fid, "personIds": []int64{leader}}), 200, "")
		if got := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": leader}).M(t)["houseFellowship"]; got != "Hope House" {
			t.Fatalf("fellowship of the person: %v", got)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/house-fellowship/districts/delete", tok, map[string]any{"id": did}), 409, "Delete or move its zones first")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/house-fellowship/zones/delete", tok, map[string]any{"id": zid}), 409, "Delete or move its fellowships first")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/house-fellowship/fellowships/delete", tok, map[string]any{"id": fid}), 200, "")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/house-fellowship/zones/delete", tok, map[string]any{"id": zid}), 200, "")
	})

	t.Run("leadership", func(t *testing.T) {
		a := addPerson(t, e, tok, map[string]any{"firstName": "Paula", "lastName": "Pastor"})
		b := addPerson(t, e, tok, map[string]any{"firstName": "Deacon", "lastName": "Dan"})
		found := e.Post(e.Alpha, "/api/people/leadership/search-user", tok, map[string]any{"q": "paula"}).M(t)
		if len(found["items"].([]any)) != 1 {
			t.Fatalf("search user: %+v", found)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/leadership/save", tok, map[string]any{"personId": a, "title": ""}), 400, "Title is required")
		la := e.Post(e.Alpha, "/api/people/leadership/save", tok, map[string]any{"personId": a, "title": "Senior Pastor"})
		pt.Expect(t, la, 200, "Leader saved")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/leadership/save", tok, map[string]any{"personId": b, "title": "Deacon"}), 200, "")
		// Saving the same person again updates the title instead of listing them twice.
		pt.Expect(t, e.Post(e.Alpha, "/api/people/leadership/save", tok, map[string]any{"personId": a, "title": "Lead Pastor"}), 200, "")
		lid := int64(la.M(t)["id"].(float64))
		ch := e.Post(e.Alpha, "/api/people/leadership/change", tok, map[string]any{"id": lid, "newPosition": 1}).M(t)
		ls := ch["items"].([]any)
		if len(ls) != 2 || ls[1].(map[string]any)["title"] != "Lead Pastor" {
			t.Fatalf("leaders: %+v", ls)
		}
		if got := e.Post(e.Alpha, "/api/people/leadership/search-user", tok, map[string]any{"q": "paula"}).M(t)["items"].([]any); len(got) != 0 {
			t.Fatal("a leader is offered again")
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/leadership/delete", tok, map[string]any{"id": lid}), 200, "")
	})
}

func listPeople(t *testing.T, e *pt.Env, tok string, body map[string]any) (int64, []any) {
	t.Helper()
	m := e.Post(e.Alpha, "/api/people/list", tok, body).M(t)
	return int64(m["total"].(float64)), m["items"].([]any)
}

// The profile's attendance summary and the list's age bands (the people dashboard's figures are
// tested in package figures, the celebrations in package celebrations).
func TestAttendanceSummaryAndAgeBands(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	now := time.Now()
	today := now.Format("2006-01-02")
	bday := now.AddDate(-30, 0, 0).Format("2006-01-02")
	a := addPerson(t, e, tok, map[string]any{"firstName": "Bea", "lastName": "Birthday", "birthDate": bday, "gender": "female"})
	addPerson(t, e, tok, map[string]any{"firstName": "Wes", "lastName": "Wedding", "weddingDate": now.AddDate(-10, 0, 0).Format("2006-01-02"), "gender": "male"})

	// Today's attendance (recorded through the calls in package attendance's tests): a and 4 guests.
	e.Exec(e.Alpha, `INSERT INTO services (name, day_of_week, start_time) VALUES ('Sunday Service', 'sunday', '09:00')`)
	e.Exec(e.Alpha, `INSERT INTO attendance_sessions (service_id, service_date, guests) SELECT id, ?, 4 FROM services WHERE name = 'Sunday Service'`, today)
	e.Exec(e.Alpha, `INSERT INTO attendance_records (session_id, person_id) SELECT id, ? FROM attendance_sessions WHERE service_date = ?`, a, today)
	if att := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": a}).M(t)["attendance"].(map[string]any); att["total"] != float64(1) || att["lastAttended"] != today {
		t.Fatalf("attendance summary: %+v", att)
	}

	if n, _ := listPeople(t, e, tok, map[string]any{"ageBand": "30-49", "q": "birthday"}); n != 1 {
		t.Fatalf("30-49 band: %d", n)
	}
	if n, _ := listPeople(t, e, tok, map[string]any{"ageBand": "unknown", "q": "wedding"}); n != 1 {
		t.Fatalf("unknown age band: %d", n)
	}
}

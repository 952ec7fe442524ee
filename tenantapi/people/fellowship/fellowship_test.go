package fellowship_test

import (
	"fmt"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

func TestHouseFellowshipsAndLeadership(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")

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
		leader := e.AddPerson(tok, map[string]any{"firstName": "Lee", "lastName": "Leader"})
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

	t.Run("leadership answers the organization key too (its page is in the organisation section)", func(t *testing.T) {
		admin := e.Login(e.Alpha, "admin@alpha.test")
		pt.Expect(t, e.Post(e.Alpha, "/api/organization/leadership/list", admin, map[string]any{}), 200, "")
		pt.Expect(t, e.Post(e.Alpha, "/api/organization/leadership/search-user", admin, map[string]any{"q": "zz"}), 200, "")
		// The People Manager holds people but not organization: the people calls, not the organisation ones.
		pt.Expect(t, e.Post(e.Alpha, "/api/people/leadership/list", tok, map[string]any{}), 200, "")
		pt.Expect(t, e.Post(e.Alpha, "/api/organization/leadership/list", tok, map[string]any{}), 403, "")
	})

	t.Run("leadership", func(t *testing.T) {
		a := e.AddPerson(tok, map[string]any{"firstName": "Paula", "lastName": "Pastor"})
		b := e.AddPerson(tok, map[string]any{"firstName": "Deacon", "lastName": "Dan"})
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

	t.Run("the rules of districts, zones and fellowships", func(t *testing.T) {
		post := func(path string, body map[string]any) pt.Resp {
			return e.Post(e.Alpha, "/api/people/house-fellowship/"+path, tok, body)
		}
		for _, c := range []struct {
			path   string
			body   map[string]any
			status int
			msg    string
		}{
			{"districts/add", map[string]any{"name": " "}, 400, "Name is required"},
			{"districts/add", map[string]any{"name": strings.Repeat("x", 101)}, 400, "Name must be at most 100 characters"},
			{"districts/update", map[string]any{"id": 999999, "name": "Lost"}, 404, "District not found"},
			{"districts/delete", map[string]any{"id": 999999}, 404, "District not found"},
			{"zones/add", map[string]any{"name": "Z"}, 400, "Choose a district"},
			{"zones/add", map[string]any{"districtId": 999999}, 400, "Name is required"},
			{"zones/add", map[string]any{"districtId": 999999, "name": "Z"}, 404, "District not found"},
			{"zones/update", map[string]any{"id": 999999, "name": "Z"}, 404, "Zone not found"},
			{"zones/delete", map[string]any{"id": 999999}, 404, "Zone not found"},
			{"fellowships/add", map[string]any{"name": "F"}, 400, "Choose a zone"},
			{"fellowships/add", map[string]any{"zoneId": 999999, "name": "F", "meetingDay": "someday"}, 400, "Meeting day must be a day of the week"},
			{"fellowships/add", map[string]any{"zoneId": 999999, "name": "F", "address": strings.Repeat("x", 301)}, 400, "Address is too long"},
			{"fellowships/add", map[string]any{"zoneId": 999999, "name": "F"}, 404, "Zone not found"},
			{"fellowships/update", map[string]any{"id": 999999, "name": "F"}, 404, "House fellowship not found"},
			{"fellowships/delete", map[string]any{"id": 999999}, 404, "House fellowship not found"},
			{"fellowships/members", map[string]any{"fellowshipId": 999999}, 404, "House fellowship not found"},
			{"fellowships/members/add", map[string]any{"fellowshipId": 999999, "personIds": []int64{}}, 404, "House fellowship not found"},
		} {
			pt.Expect(t, post(c.path, c.body), c.status, c.msg)
		}

		d := post("districts/add", map[string]any{"name": " West "})
		if m := d.M(t); m["name"] != "West" || m["zoneCount"] != float64(0) {
			t.Fatalf("district: %+v", m)
		}
		did := int64(d.M(t)["id"].(float64))
		pt.Expect(t, post("districts/add", map[string]any{"name": "west"}), 409, "A district with this name already exists")
		pt.Expect(t, post("districts/update", map[string]any{"id": did, "name": "Far West"}), 200, "District updated")
		dl := post("districts/list", map[string]any{"q": "far"})
		pt.Expect(t, dl, 200, "Districts")
		if m := dl.M(t); m["total"] != float64(1) || m["pageSize"] != float64(10) {
			t.Fatalf("districts: %+v", m)
		}
		z := post("zones/add", map[string]any{"districtId": did, "name": "Hill"})
		pt.Expect(t, z, 201, "Zone added")
		zid := int64(z.M(t)["id"].(float64))
		pt.Expect(t, post("zones/add", map[string]any{"districtId": did, "name": "hill"}), 409, "This district already has a zone with this name")
		if m := post("zones/update", map[string]any{"id": zid, "name": "Hilltop", "districtId": 0}).M(t); m["name"] != "Hilltop" || m["district"] != "Far West" {
			t.Fatalf("zone: %+v", m)
		}

		lead := e.AddPerson(tok, map[string]any{"firstName": "Fay", "lastName": "Fellow"})
		host := e.AddPerson(tok, map[string]any{"firstName": "Hal", "lastName": "Host"})
		pt.Expect(t, post("fellowships/add", map[string]any{"zoneId": zid, "name": "Grace", "leaderId": 999999}), 404, "Person not found")
		if n := e.Count(e.Alpha, `SELECT count(*) FROM house_fellowships WHERE name = 'Grace'`); n != 0 {
			t.Fatal("a refused fellowship was written")
		}
		f := post("fellowships/add", map[string]any{"zoneId": zid, "name": "Grace", "address": " 1 Hill Rd ", "meetingDay": " Friday ",
			"meetingTime": "18:00", "leaderId": lead, "hostId": host})
		pt.Expect(t, f, 201, "House fellowship added")
		fm := f.M(t)
		if fm["address"] != "1 Hill Rd" || fm["meetingDay"] != "friday" || fm["leader"] != "Fay Fellow" || fm["host"] != "Hal Host" ||
			fm["zone"] != "Hilltop" || fm["district"] != "Far West" || fm["memberCount"] != float64(0) {
			t.Fatalf("fellowship: %+v", fm)
		}
		fid := int64(fm["id"].(float64))
		pt.Expect(t, post("fellowships/add", map[string]any{"zoneId": zid, "name": "grace"}), 409, "This zone already has a fellowship with this name")
		up := post("fellowships/update", map[string]any{"id": fid, "hostId": nil, "leaderId": 0})
		pt.Expect(t, up, 200, "House fellowship updated")
		if m := up.M(t); m["hostId"] != nil || m["leaderId"] != nil || m["name"] != "Grace" || m["meetingTime"] != "18:00" {
			t.Fatalf("fellowship without leader and host: %+v", m)
		}
		fl := post("fellowships/list", map[string]any{"districtId": did, "q": "gra"})
		pt.Expect(t, fl, 200, "House fellowships")
		if fl.M(t)["total"] != float64(1) {
			t.Fatalf("fellowships: %s", fl.Data)
		}

		// Members: the person form sets a fellowship; adding moves people; the people list filters by it.
		formed := e.AddPerson(tok, map[string]any{"firstName": "Fred", "lastName": "Formed", "houseFellowshipId": fid})
		pt.Expect(t, post("fellowships/members/add", map[string]any{"fellowshipId": fid, "personIds": []int64{lead, 999999}}), 404, "Person not found")
		if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM people WHERE house_fellowship_id = %d`, fid)); n != 1 {
			t.Fatalf("a refused add moved people: %d members", n)
		}
		add := post("fellowships/members/add", map[string]any{"fellowshipId": fid, "personIds": []int64{lead, host, formed}})
		pt.Expect(t, add, 200, "Members added")
		if add.M(t)["added"] != float64(2) {
			t.Fatalf("added: %s", add.Data)
		}
		ms := post("fellowships/members", map[string]any{"fellowshipId": fid, "q": "fred"})
		pt.Expect(t, ms, 200, "House fellowship members")
		if m := ms.M(t); m["total"] != float64(1) || m["items"].([]any)[0].(map[string]any)["fullName"] != "Fred Formed" {
			t.Fatalf("members: %+v", m)
		}
		if m := e.Post(e.Alpha, "/api/people/list", tok, map[string]any{"houseFellowshipId": fid}).M(t); m["total"] != float64(3) {
			t.Fatalf("people in the fellowship: %v", m["total"])
		}
		pt.Expect(t, post("fellowships/members/remove", map[string]any{"fellowshipId": fid, "personIds": []int64{host, 999999}}), 404, "Person not found")
		rm := post("fellowships/members/remove", map[string]any{"fellowshipId": fid, "personIds": []int64{host}})
		pt.Expect(t, rm, 200, "Members removed")
		if rm.M(t)["removed"] != float64(1) {
			t.Fatalf("removed: %s", rm.Data)
		}
		pt.Expect(t, post("fellowships/delete", map[string]any{"id": fid}), 200, "House fellowship deleted")
		if got := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": formed}).M(t)["houseFellowshipId"]; got != nil {
			t.Fatalf("a member kept a deleted fellowship: %v", got)
		}
		pt.Expect(t, post("zones/delete", map[string]any{"id": zid}), 200, "Zone deleted")
		pt.Expect(t, post("districts/delete", map[string]any{"id": did}), 200, "District deleted")
	})

	t.Run("the rules of the leadership directory", func(t *testing.T) {
		post := func(path string, body map[string]any) pt.Resp {
			return e.Post(e.Alpha, "/api/people/leadership/"+path, tok, body)
		}
		e.Exec(e.Alpha, `DELETE FROM leaders`) // a directory of this subtest's own
		pt.Expect(t, post("save", map[string]any{"personId": 999999, "title": "Elder"}), 404, "Person not found")
		pt.Expect(t, post("save", map[string]any{"id": 999999, "title": "Elder"}), 404, "Leader not found")
		pt.Expect(t, post("save", map[string]any{"personId": 1, "title": strings.Repeat("x", 101)}), 400, "Title must be at most 100 characters")
		pt.Expect(t, post("delete", map[string]any{"id": 999999}), 404, "Leader not found")
		pt.Expect(t, post("change", map[string]any{"id": 999999, "newPosition": 0}), 404, "Leader not found")
		if m := post("search-user", map[string]any{"q": "p"}).M(t); len(m["items"].([]any)) != 0 {
			t.Fatalf("a one-letter search: %+v", m)
		}

		var ids []int64
		for _, n := range []string{"Ann", "Ben", "Cal"} {
			p := e.AddPerson(tok, map[string]any{"firstName": n, "lastName": "Elder", "email": strings.ToLower(n) + "@example.org"})
			r := post("save", map[string]any{"personId": p, "title": " Elder "})
			pt.Expect(t, r, 200, "Leader saved")
			if m := r.M(t); m["title"] != "Elder" || m["personId"] != float64(p) || m["fullName"] != n+" Elder" || m["email"] != strings.ToLower(n)+"@example.org" {
				t.Fatalf("leader: %+v", m)
			}
			ids = append(ids, int64(r.M(t)["id"].(float64)))
		}
		pt.Expect(t, post("change", map[string]any{"id": ids[0], "newPosition": 3}), 400, "newPosition must be between 0 and 2")
		pt.Expect(t, post("save", map[string]any{"id": ids[1], "personId": 999999, "title": "Head elder"}), 200, "Leader saved")
		pt.Expect(t, post("delete", map[string]any{"id": ids[0]}), 200, "Leader removed")
		l := post("list", nil)
		pt.Expect(t, l, 200, "Leadership")
		var v struct {
			Items []struct {
				ID       int64
				Title    string
				Position int
				HasPhoto bool
				PhotoURL string
			}
		}
		l.Decode(t, &v)
		if len(v.Items) != 2 || v.Items[0].ID != ids[1] || v.Items[0].Title != "Head elder" || v.Items[0].Position != 0 || v.Items[1].Position != 1 ||
			v.Items[0].HasPhoto || v.Items[0].PhotoURL != "" {
			t.Fatalf("directory after a delete: %+v", v.Items)
		}
		s := post("search-user", map[string]any{"q": "elder"})
		pt.Expect(t, s, 200, "People")
		if got := s.M(t)["items"].([]any); len(got) != 1 || got[0].(map[string]any)["fullName"] != "Ann Elder" {
			t.Fatalf("candidates: %+v", got)
		}
	})

	t.Run("another church's ids answer 404 and change nothing", func(t *testing.T) {
		post := func(path string, body map[string]any) pt.Resp {
			return e.Post(e.Alpha, "/api/people/"+path, tok, body)
		}
		did := int64(post("house-fellowship/districts/add", map[string]any{"name": "Alpha district"}).M(t)["id"].(float64))
		zid := int64(post("house-fellowship/zones/add", map[string]any{"districtId": did, "name": "Alpha zone"}).M(t)["id"].(float64))
		fid := int64(post("house-fellowship/fellowships/add", map[string]any{"zoneId": zid, "name": "Alpha fellowship"}).M(t)["id"].(float64))
		p := e.AddPerson(tok, map[string]any{"firstName": "Ada", "lastName": "Alpha", "houseFellowshipId": fid})
		lid := int64(post("leadership/save", map[string]any{"personId": p, "title": "Alpha elder"}).M(t)["id"].(float64))

		bTok := e.Login(e.Bravo, "admin@bravo.test")
		for _, c := range []struct {
			path string
			body map[string]any
			msg  string
		}{
			{"house-fellowship/districts/update", map[string]any{"id": did, "name": "Bravo"}, "District not found"},
			{"house-fellowship/districts/delete", map[string]any{"id": did}, "District not found"},
			{"house-fellowship/zones/add", map[string]any{"districtId": did, "name": "Bravo"}, "District not found"},
			{"house-fellowship/zones/update", map[string]any{"id": zid, "name": "Bravo"}, "Zone not found"},
			{"house-fellowship/zones/delete", map[string]any{"id": zid}, "Zone not found"},
			{"house-fellowship/fellowships/add", map[string]any{"zoneId": zid, "name": "Bravo"}, "Zone not found"},
			{"house-fellowship/fellowships/update", map[string]any{"id": fid, "name": "Bravo"}, "House fellowship not found"},
			{"house-fellowship/fellowships/delete", map[string]any{"id": fid}, "House fellowship not found"},
			{"house-fellowship/fellowships/members", map[string]any{"fellowshipId": fid}, "House fellowship not found"},
			{"house-fellowship/fellowships/members/add", map[string]any{"fellowshipId": fid, "personIds": []int64{1}}, "House fellowship not found"},
			{"house-fellowship/fellowships/members/remove", map[string]any{"fellowshipId": fid, "personIds": []int64{p}}, "House fellowship not found"},
			{"leadership/save", map[string]any{"personId": p, "title": "Bravo"}, "Person not found"},
			{"leadership/save", map[string]any{"id": lid, "title": "Bravo"}, "Leader not found"},
			{"leadership/delete", map[string]any{"id": lid}, "Leader not found"},
			{"leadership/change", map[string]any{"id": lid, "newPosition": 0}, "Leader not found"},
		} {
			pt.Expect(t, e.Post(e.Bravo, "/api/people/"+c.path, bTok, c.body), 404, c.msg)
		}
		if m := e.Post(e.Bravo, "/api/people/leadership/list", bTok, nil).M(t); len(m["items"].([]any)) != 0 {
			t.Fatalf("bravo's directory: %+v", m)
		}
		if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM people WHERE house_fellowship_id = %d`, fid)); n != 1 {
			t.Fatalf("alpha's fellowship has %d members", n)
		}
		if n := e.Count(e.Alpha, `SELECT count(*) FROM leaders WHERE title = 'Alpha elder'`); n != 1 {
			t.Fatal("bravo's calls changed alpha's leaders")
		}
	})
}

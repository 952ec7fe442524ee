package checkin_test

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/children/checkin"
	tt "congregate/tenantapi/tenanttest"
)

// kit is a test church's check-in setup: a token, stations, rooms and families.
type kit struct {
	e   *tt.Env
	c   *tenancy.Church
	tok string
}

func newKit(t *testing.T) (*tt.Env, kit) {
	e := tt.New(t)
	return e, kit{e: e, c: e.Alpha, tok: e.Login(e.Alpha, "admin@alpha.test")}
}

func (k kit) id(q string, args ...any) int64 {
	k.e.T.Helper()
	var id int64
	if err := k.e.App.Tenants.RunFor(context.Background(), k.c, func(tx *gorm.DB) error { return tx.Raw(q, args...).Scan(&id).Error }); err != nil {
		k.e.T.Fatal(err)
	}
	return id
}

func (k kit) station(name string) checkin.Station {
	k.e.T.Helper()
	r := k.e.Post(k.c, "/api/children/stations/add", k.tok, map[string]any{"name": name, "mode": "manned"})
	tt.Expect(k.e.T, r, 201, "Station added")
	var s checkin.Station
	r.Decode(k.e.T, &s)
	return s
}

func (k kit) room(name string, capacity, ratio int) int64 {
	return k.id(`INSERT INTO children_classrooms (name, capacity, ratio, min_age_months, max_age_months) VALUES (?, ?, ?, 0, 240) RETURNING id`,
		name, capacity, ratio)
}

// family adds a household with a head (mobile) and n children with profiles in room.
func (k kit) family(last, mobile string, n int, room int64) (parent int64, kids []int64) {
	hh := k.id(`INSERT INTO households (name) VALUES (?) RETURNING id`, last+" household")
	parent = k.id(`INSERT INTO people (first_name, last_name, mobile) VALUES ('Pat', ?, ?) RETURNING id`, last, mobile)
	k.id(`INSERT INTO household_members (household_id, person_id, relationship) VALUES (?, ?, 'head') RETURNING person_id`, hh, parent)
	for i := 0; i < n; i++ {
		kid := k.id(`INSERT INTO people (first_name, last_name, birth_date) VALUES (?, ?, current_date - 2000 + ?::int) RETURNING id`,
			fmt.Sprintf("Kid%d", i+1), last, i*30)
		k.id(`INSERT INTO household_members (household_id, person_id, relationship) VALUES (?, ?, 'child') RETURNING person_id`, hh, kid)
		k.id(`INSERT INTO children_profiles (person_id, classroom_id) VALUES (?, ?) RETURNING person_id`, kid, room)
		kids = append(kids, kid)
	}
	return parent, kids
}

func uuid() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

func (k kit) checkin(station int64, room int64, kids ...int64) tt.Resp {
	k.e.T.Helper()
	var ch []map[string]any
	for _, id := range kids {
		ch = append(ch, map[string]any{"childId": id, "classroomId": room})
	}
	return k.e.Post(k.c, "/api/children/checkin", k.tok, map[string]any{"stationId": station, "clientId": uuid(), "children": ch})
}

func (k kit) checkedIn(station, room int64, kids ...int64) checkin.CheckinResult {
	k.e.T.Helper()
	r := k.checkin(station, room, kids...)
	tt.Expect(k.e.T, r, 201, "Checked in")
	var out checkin.CheckinResult
	r.Decode(k.e.T, &out)
	return out
}

func TestStationsTagsAndCodes(t *testing.T) {
	e, k := newKit(t)
	a, b := k.station("North door"), k.station("South door")
	if a.Tag == b.Tag || !strings.Contains(checkin.Alphabet, a.Tag) || !strings.Contains(checkin.Alphabet, b.Tag) {
		t.Fatalf("tags %q %q", a.Tag, b.Tag)
	}
	tt.Expect(t, e.Post(k.c, "/api/children/stations/add", k.tok, map[string]any{"name": "north DOOR"}), 409, "A station with this name already exists")
	tt.Expect(t, e.Post(k.c, "/api/children/stations/add", k.tok, map[string]any{"name": "X", "mode": "kiosk"}), 400, "Choose self, manned or roster")
	room := k.room("Big room", 0, 0)
	codes := map[string]bool{}
	for i := 0; i < 30; i++ {
		for _, st := range []checkin.Station{a, b} {
			_, kids := k.family(fmt.Sprintf("F%d%s", i, st.Tag), "", 1, room)
			res := k.checkedIn(st.ID, room, kids...)
			if !checkin.ValidCode(res.Code, st.Tag) {
				t.Fatalf("code %q of station %q", res.Code, st.Tag)
			}
			if codes[res.Code] {
				t.Fatalf("code %q given twice in a service day", res.Code)
			}
			codes[res.Code] = true
		}
	}
	// Siblings share one code; a station's chosen code that is open already gets another.
	_, kids := k.family("Siblings", "", 3, room)
	res := k.checkedIn(a.ID, room, kids...)
	if len(res.Checkins) != 3 || res.Checkins[0].Code != res.Code || res.Checkins[2].Code != res.Code {
		t.Fatalf("siblings: %+v", res)
	}
	_, more := k.family("Taken", "", 1, room)
	r := e.Post(k.c, "/api/children/checkin", k.tok, map[string]any{"stationId": a.ID, "clientId": uuid(), "code": res.Code,
		"children": []map[string]any{{"childId": more[0]}}})
	tt.Expect(t, r, 201, "Checked in")
	if got := r.D["code"].(string); got == res.Code || !checkin.ValidCode(got, a.Tag) {
		t.Fatalf("a taken code was given again: %q", got)
	}
	// The station's open codes are in today's cache.
	r = e.Post(k.c, "/api/children/today", k.tok, map[string]any{"stationId": a.ID})
	tt.Expect(t, r, 200, "Today")
	var today checkin.Today
	r.Decode(t, &today)
	if len(today.OpenCodes) != 32 || today.Station.Tag != a.Tag || len(today.Families) == 0 || len(today.Rooms) != 1 {
		t.Fatalf("today: %d codes, %d families, %d rooms", len(today.OpenCodes), len(today.Families), len(today.Rooms))
	}
}

func TestCapacityRatioAndAlreadyIn(t *testing.T) {
	e, k := newKit(t)
	st := k.station("Desk")
	small := k.room("Small", 2, 0)
	_, kids := k.family("Three", "", 3, small)
	k.checkedIn(st.ID, small, kids[0], kids[1])
	before := e.Count(k.c, `SELECT count(*) FROM children_checkins`)
	tt.Expect(t, k.checkin(st.ID, small, kids[2]), 409, "This room is full")
	tt.Expect(t, k.checkin(st.ID, small, kids[0]), 409, "Kid1 Three is already checked in")
	if n := e.Count(k.c, `SELECT count(*) FROM children_checkins`); n != before {
		t.Fatalf("refusals wrote check-ins: %d → %d", before, n)
	}
	// The child's profile shows the day of its last check-in; the refused child has none.
	if got := e.Post(k.c, "/api/children/get", k.tok, map[string]any{"id": kids[0]}).D["lastCheckInOn"]; got == nil || got == "" {
		t.Errorf("lastCheckInOn of a checked-in child: %v", got)
	}
	if got := e.Post(k.c, "/api/children/get", k.tok, map[string]any{"id": kids[2]}).D["lastCheckInOn"]; got != nil {
		t.Errorf("lastCheckInOn of a child never checked in: %v", got)
	}
	// A room with children in it cannot be deleted (classrooms' Occupied is check-in's).
	tt.Expect(t, e.Post(k.c, "/api/children/classrooms/delete", k.tok, map[string]any{"id": small}), 409, "Children are checked in to this classroom")

	// Ratio 1: no adult, no child; a teacher with a valid check lets one in; an expired one is refused.
	ratio := k.room("Nursery", 0, 1)
	_, babies := k.family("Babies", "", 2, ratio)
	tt.Expect(t, k.checkin(st.ID, ratio, babies[0]), 409, "This room needs another adult before more children can check in")
	teacher := k.id(`INSERT INTO people (first_name, last_name) VALUES ('Tess', 'Teacher') RETURNING id`)
	// Expired three days ago: the database's current_date is UTC's, the church's today may be a day behind.
	k.id(`INSERT INTO children_teachers (person_id, background_check_on, background_check_expires_on) VALUES (?, current_date - 400, current_date - 3) RETURNING person_id`, teacher)
	tt.Expect(t, e.Post(k.c, "/api/children/adults/in", k.tok, map[string]any{"classroomId": ratio, "personId": teacher}), 409,
		"Only a teacher with a valid background check counts as an adult in the room")
	e.Exec(k.c, `UPDATE children_teachers SET background_check_expires_on = current_date + 100 WHERE person_id = ?`, teacher)
	r := e.Post(k.c, "/api/children/adults/in", k.tok, map[string]any{"classroomId": ratio, "personId": teacher})
	tt.Expect(t, r, 201, "Adult in the room")
	k.checkedIn(st.ID, ratio, babies[0])
	tt.Expect(t, k.checkin(st.ID, ratio, babies[1]), 409, "This room needs another adult before more children can check in")

	// adults/list names who is in which room today.
	var adults checkin.Adults
	r = e.Post(k.c, "/api/children/adults/list", k.tok, map[string]any{})
	tt.Expect(t, r, 200, "Adults in the rooms")
	r.Decode(t, &adults)
	if len(adults.Items) != 1 || adults.Items[0].Name != "Tess Teacher" || adults.Items[0].ClassroomID != ratio {
		t.Fatalf("adults/list: %+v", adults.Items)
	}

	r = e.Post(k.c, "/api/children/board", k.tok, map[string]any{})
	tt.Expect(t, r, 200, "Room board")
	var b checkin.Board
	r.Decode(t, &b)
	for _, room := range b.Rooms {
		if room.Open || room.Count == 0 {
			t.Errorf("room %+v should be closed", room)
		}
	}
}

// Two stations racing for a room's last place: exactly one wins, every time.
func TestLastPlaceRace(t *testing.T) {
	_, k := newKit(t)
	a, b := k.station("A"), k.station("B")
	for round := 0; round < 6; round++ {
		room := k.room(fmt.Sprintf("Race %d", round), 1, 0)
		_, kids := k.family(fmt.Sprintf("Racers%d", round), "", 2, room)
		var wg sync.WaitGroup
		codes := make([]int, 2)
		for i, st := range []checkin.Station{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i] = k.checkin(st.ID, room, kids[i]).Status
			}()
		}
		wg.Wait()
		if !(codes[0] == 201 && codes[1] == 409 || codes[0] == 409 && codes[1] == 201) {
			t.Fatalf("round %d: %v", round, codes)
		}
		if n := k.e.Count(k.c, fmt.Sprintf(`SELECT count(*) FROM children_checkins WHERE classroom_id = %d`, room)); n != 1 {
			t.Fatalf("round %d: %d children in a room of 1", round, n)
		}
	}
}

func TestCheckoutCodeAndPickups(t *testing.T) {
	e, k := newKit(t)
	st := k.station("Desk")
	room := k.room("Room", 0, 0)
	parent, kids := k.family("Out", "+15550107777", 2, room)
	k.id(`INSERT INTO children_pickups (child_id, name, authorised) VALUES (?, 'Uncle Bob', false) RETURNING id`, kids[1])
	res := k.checkedIn(st.ID, room, kids...)
	ids := []int64{res.Checkins[0].ID, res.Checkins[1].ID}
	out := func(code string, by map[string]any) tt.Resp {
		return e.Post(k.c, "/api/children/checkout", k.tok, map[string]any{"stationId": st.ID, "clientId": uuid(), "code": code,
			"checkinIds": ids, "pickedUpBy": by})
	}
	wrong := "2222"
	if res.Code == wrong {
		wrong = "3333"
	}
	tt.Expect(t, out(wrong, map[string]any{"personId": parent}), 409, "The code does not match this child's label")
	tt.Expect(t, out(res.Code, map[string]any{"name": "uncle  bob"}), 409, "uncle bob is not authorised to pick up Kid2 Out")
	tt.Expect(t, out(res.Code, map[string]any{}), 400, "Say who is picking up")
	if n := e.Count(k.c, `SELECT count(*) FROM children_checkouts`); n != 0 {
		t.Fatalf("refused check-outs wrote %d rows", n)
	}
	r := out(strings.ToLower(res.Code), map[string]any{"personId": parent})
	tt.Expect(t, r, 200, "Checked out")
	var co checkin.CheckoutResult
	r.Decode(t, &co)
	if len(co.Checkins) != 2 || co.Checkins[0].PickedUpBy != "Pat Out" || co.Checkins[0].CheckedOutAt == nil {
		t.Fatalf("checkout: %+v", co)
	}
	if n := e.Count(k.c, `SELECT count(*) FROM children_checkin_groups WHERE open`); n != 0 {
		t.Fatal("the code stays open after every child left")
	}
	tt.Expect(t, out(res.Code, map[string]any{"personId": parent}), 409, "Kid1 Out is already checked out")
	if e.AuditCount(k.c, checkin.EventCheckout) != 1 || e.AuditCount(k.c, checkin.EventCheckin) != 1 {
		t.Fatal("check-in and check-out are audited")
	}

	// Families by the phone's last digits and by name show the child checked out and the warning.
	// A full name matches without a middle name (first || middle || last had two spaces).
	for _, q := range []string{"7777", "out", "Pat Out", "pat   out"} {
		r = e.Post(k.c, "/api/children/families", k.tok, map[string]any{"q": q})
		tt.Expect(t, r, 200, "Families")
		var f checkin.Families
		r.Decode(t, &f)
		if len(f.Items) != 1 || len(f.Items[0].Children) != 2 || len(f.Items[0].Parents) != 1 || f.Items[0].Children[0].CheckedIn {
			t.Fatalf("families %q: %+v", q, f)
		}
		if na := f.Items[0].Children[1].NotAuthorised; len(na) != 1 || na[0] != "Uncle Bob" {
			t.Fatalf("not authorised: %v", na)
		}
	}
}

func TestReprintAndLabels(t *testing.T) {
	e, k := newKit(t)
	st := k.station("Desk")
	room := k.room("Room", 0, 0)
	_, kids := k.family("Label", "", 1, room)
	k.id(`INSERT INTO children_allergies (child_id, allergy_type_id) SELECT ?, id FROM children_allergy_types WHERE name = 'Peanuts' RETURNING child_id`, kids[0])
	k.id(`INSERT INTO children_pickups (child_id, name, authorised) VALUES (?, 'Uncle Bob', false) RETURNING id`, kids[0])
	res := k.checkedIn(st.ID, room, kids...)
	r := e.Post(k.c, "/api/children/reprint", k.tok, map[string]any{"checkinId": res.Checkins[0].ID})
	tt.Expect(t, r, 200, "Labels")
	if r.D["code"] != res.Code {
		t.Fatalf("reprint changed the code: %v → %v", res.Code, r.D["code"])
	}
	for _, size := range []string{"4x2in", "62mm", ""} {
		r = e.Post(k.c, "/api/children/label", k.tok, map[string]any{"checkinId": res.Checkins[0].ID, "format": "pdf", "size": size})
		if r.Status != 200 || r.ContentType != "application/pdf" || !strings.HasPrefix(string(r.Raw), "%PDF") {
			t.Fatalf("pdf %s: %d %s %.20q", size, r.Status, r.ContentType, r.Raw)
		}
		if !strings.Contains(string(r.Raw), "NOT AUTHORISED") || !strings.Contains(string(r.Raw), res.Code) {
			t.Fatal("the label lacks the code or the warning")
		}
	}
	r = e.Post(k.c, "/api/children/label", k.tok, map[string]any{"checkinId": res.Checkins[0].ID, "format": "zpl"})
	z := string(r.Raw)
	if r.Status != 200 || !strings.Contains(z, "^XA") || !strings.Contains(z, res.Code) || !strings.Contains(z, "ALLERGIES: Peanuts") ||
		!strings.Contains(z, "NOT AUTHORISED: Uncle Bob") || strings.Count(z, "^XZ") != 2 {
		t.Fatalf("zpl: %d %s", r.Status, z)
	}
	tt.Expect(t, e.Post(k.c, "/api/children/label", k.tok, map[string]any{"checkinId": 999999, "format": "pdf"}), 404, "Check-in not found")
	tt.Expect(t, e.Post(k.c, "/api/children/label", k.tok, map[string]any{"checkinId": res.Checkins[0].ID, "format": "png"}), 400, "format is pdf or zpl")
}

func TestSyncReplayAndConflicts(t *testing.T) {
	e, k := newKit(t)
	a, b := k.station("A"), k.station("B")
	room := k.room("Room", 1, 0)
	parent, kids := k.family("Sync", "", 3, room)
	day := time.Now().Format("2006-01-02")
	sync := func(st int64, entries ...map[string]any) []checkin.SyncResult {
		t.Helper()
		r := e.Post(k.c, "/api/children/sync", k.tok, map[string]any{"stationId": st, "entries": entries})
		tt.Expect(t, r, 200, "Synced")
		var out checkin.SyncResults
		r.Decode(t, &out)
		return out.Results
	}
	at := func(min int) string {
		return time.Now().Add(time.Duration(min) * time.Minute).UTC().Format(time.RFC3339)
	}
	in := map[string]any{"clientId": uuid(), "kind": "checkin", "at": at(-30), "serviceOn": day, "code": a.Tag + "XYZ",
		"children": []map[string]any{{"childId": kids[0], "classroomId": room}, {"childId": kids[1], "classroomId": room}}}
	res := sync(a.ID, in)
	// Offline check-ins are applied over capacity: the children are in the room already.
	if res[0].Status != "applied" || res[0].Code != a.Tag+"XYZ" || len(res[0].CheckinIDs) != 2 {
		t.Fatalf("first sync: %+v", res)
	}
	res = sync(a.ID, in)
	if res[0].Status != "duplicate" {
		t.Fatalf("replay: %+v", res)
	}
	if n := e.Count(k.c, `SELECT count(*) FROM children_checkins`); n != 2 {
		t.Fatalf("a replay checked in again: %d", n)
	}
	// The same child checked in at station B too: the first stays, B's entry is a conflict for that
	// child and applied for the other.
	res = sync(b.ID, map[string]any{"clientId": uuid(), "kind": "checkin", "at": at(-20), "serviceOn": day, "code": b.Tag + "ABC",
		"children": []map[string]any{{"childId": kids[1], "classroomId": room}, {"childId": kids[2], "classroomId": room}}})
	if res[0].Status != "conflict" || !strings.Contains(res[0].Message, "Kid2 Sync") || len(res[0].CheckinIDs) != 1 {
		t.Fatalf("two stations: %+v", res)
	}
	var kid2Group string
	e.Scan(k.c, fmt.Sprintf(`SELECT g.code FROM children_checkins c JOIN children_checkin_groups g ON g.id = c.group_id WHERE c.child_id = %d`, kids[1]), &kid2Group)
	if kid2Group != a.Tag+"XYZ" {
		t.Fatalf("the first check-in should stay: %s", kid2Group)
	}

	// A check-out that reaches the server before its check-in: kept, then applied.
	_, late := k.family("Late", "", 1, room)
	out := map[string]any{"clientId": uuid(), "kind": "checkout", "at": at(-5), "serviceOn": day, "code": a.Tag + "MNP",
		"childIds": []int64{late[0]}, "pickedUpBy": map[string]any{"personId": parent}}
	res = sync(b.ID, out)
	if res[0].Status != "applied" || !strings.Contains(res[0].Message, "when its check-in arrives") {
		t.Fatalf("early check-out: %+v", res)
	}
	if sync(b.ID, out)[0].Status != "duplicate" {
		t.Fatal("a replayed check-out is a duplicate")
	}
	res = sync(a.ID, map[string]any{"clientId": uuid(), "kind": "checkin", "at": at(-40), "serviceOn": day, "code": a.Tag + "MNP",
		"children": []map[string]any{{"childId": late[0], "classroomId": room}}})
	if res[0].Status != "applied" {
		t.Fatalf("late check-in: %+v", res)
	}
	var open, pending int64
	e.Scan(k.c, fmt.Sprintf(`SELECT count(*) FROM children_checkins WHERE child_id = %d AND checked_out_at IS NULL`, late[0]), &open)
	e.Scan(k.c, `SELECT count(*) FROM children_checkouts WHERE pending`, &pending)
	if open != 0 || pending != 0 {
		t.Fatalf("the early check-out did not close its check-in: open %d, pending %d", open, pending)
	}

	// A queued check-out by someone NOT authorised: the child left already, so it is kept, and flagged.
	k.id(`INSERT INTO children_pickups (child_id, name, authorised) VALUES (?, 'Uncle Bob', false) RETURNING id`, kids[0])
	res = sync(a.ID, map[string]any{"clientId": uuid(), "kind": "checkout", "at": at(-1), "serviceOn": day, "code": a.Tag + "XYZ",
		"checkinIds": []int64{}, "childIds": []int64{kids[0]}, "pickedUpBy": map[string]any{"name": "Uncle Bob"}})
	if res[0].Status != "conflict" || res[0].Message != "Uncle Bob is not authorised to pick up Kid1 Sync" || len(res[0].CheckinIDs) != 1 {
		t.Fatalf("not authorised offline: %+v", res)
	}
	if e.AuditCount(k.c, checkin.EventSyncConflict) != 2 {
		t.Fatal("conflicts are audited")
	}
	// A wrong code in a queued check-out changes nothing.
	res = sync(a.ID, map[string]any{"clientId": uuid(), "kind": "checkout", "at": at(0), "serviceOn": day, "code": "2222",
		"childIds": []int64{kids[1]}, "pickedUpBy": map[string]any{"personId": parent}})
	if res[0].Status != "conflict" || res[0].Message != "The code does not match this child's label" {
		t.Fatalf("wrong code offline: %+v", res)
	}
}

// The board's stream delivers a check-in at another station within 2 s.
func TestBoardStream(t *testing.T) {
	e, k := newKit(t)
	st := k.station("Desk")
	room := k.room("Room", 5, 0)
	_, kids := k.family("Live", "", 1, room)
	srv := httptest.NewServer(e.H)
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/api/children/board/stream", nil)
	req.Host = tt.Host(k.c)
	req.Header.Set("Authorization", "Bearer "+k.tok)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("stream: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	events := make(chan checkin.Board, 8)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if d, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				var b checkin.Board
				_ = json.Unmarshal([]byte(d), &b)
				events <- b
			}
		}
	}()
	first := <-events
	if len(first.Rooms) != 1 || first.Rooms[0].Count != 0 {
		t.Fatalf("first event: %+v", first)
	}
	start := time.Now()
	k.checkedIn(st.ID, room, kids...)
	select {
	case b := <-events:
		if b.Rooms[0].Count != 1 {
			t.Fatalf("after a check-in: %+v", b)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("board updated after %s", d)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("no board event within 2 s")
	}
	r := e.Raw(k.c, "/api/children/board/stream?serviceOn=26-11-2026", k.tok)
	if r.Code != 400 {
		t.Fatalf("bad date: %d", r.Code)
	}
	if r := e.Raw(k.c, "/api/children/board/stream", ""); r.Code != 401 {
		t.Fatalf("without a session: %d", r.Code)
	}
	if r := e.Raw(k.c, "/api/children/board/stream", e.Login(k.c, "people@alpha.test")); r.Code != 403 {
		t.Fatalf("without the children key: %d", r.Code)
	}
}

// Another church's stations, children, check-ins and rooms are not found, and nothing is written.
func TestOtherChurchIDs(t *testing.T) {
	e, k := newKit(t)
	// Alpha's ids are far from bravo's, so a found id is a leak, not a coincidence.
	e.Exec(e.Alpha, `DO $$ DECLARE s record; BEGIN
		FOR s IN SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = current_schema() LOOP
			EXECUTE format('SELECT setval(%L, 1000000)', s.sequence_name);
		END LOOP; END $$`)
	st := k.station("Alpha desk")
	room := k.room("Alpha room", 0, 0)
	_, kids := k.family("Alpha", "", 1, room)
	res := k.checkedIn(st.ID, room, kids...)
	bt := e.Login(e.Bravo, "admin@bravo.test")
	bk := kit{e: e, c: e.Bravo, tok: bt}
	bst := bk.station("Bravo desk")
	bRoom := bk.room("Bravo room", 0, 0)
	_, bKids := bk.family("Bravo", "", 1, bRoom)
	for _, c := range []struct {
		path string
		body map[string]any
		msg  string
	}{
		{"/api/children/checkin", map[string]any{"stationId": st.ID, "clientId": uuid(), "children": []map[string]any{{"childId": bKids[0]}}}, "Station not found"},
		{"/api/children/checkin", map[string]any{"stationId": bst.ID, "clientId": uuid(), "children": []map[string]any{{"childId": kids[0], "classroomId": bRoom}}}, "Child not found"},
		{"/api/children/checkin", map[string]any{"stationId": bst.ID, "clientId": uuid(), "children": []map[string]any{{"childId": bKids[0], "classroomId": room + 1000}}}, "Classroom not found"},
		{"/api/children/checkout", map[string]any{"stationId": bst.ID, "clientId": uuid(), "code": res.Code, "checkinIds": []int64{res.Checkins[0].ID}, "pickedUpBy": map[string]any{"name": "X"}}, "Check-in not found"},
		{"/api/children/reprint", map[string]any{"checkinId": res.Checkins[0].ID}, "Check-in not found"},
		{"/api/children/label", map[string]any{"checkinId": res.Checkins[0].ID, "format": "pdf"}, "Check-in not found"},
		{"/api/children/today", map[string]any{"stationId": st.ID}, "Station not found"},
		{"/api/children/stations/update", map[string]any{"id": st.ID, "name": "Mine"}, "Station not found"},
		{"/api/children/stations/delete", map[string]any{"id": st.ID}, "Station not found"},
		{"/api/children/sync", map[string]any{"stationId": st.ID, "entries": []map[string]any{{"clientId": uuid(), "kind": "checkin", "children": []map[string]any{{"childId": bKids[0]}}}}}, "Station not found"},
	} {
		if res.Checkins[0].ID == 0 {
			t.Fatal("no check-in")
		}
		r := e.Post(e.Bravo, c.path, bt, c.body)
		tt.Expect(t, r, 404, c.msg)
	}
	if n := e.Count(e.Bravo, `SELECT count(*) FROM children_checkins`) + e.Count(e.Bravo, `SELECT count(*) FROM children_checkouts`); n != 0 {
		t.Fatalf("bravo wrote %d rows", n)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_checkins WHERE checked_out_at IS NOT NULL`); n != 0 {
		t.Fatal("bravo checked alpha's child out")
	}
}

func TestReports(t *testing.T) {
	e, k := newKit(t)
	st := k.station("Desk")
	room := k.room("Room", 0, 0)
	_, kids := k.family("Rep", "", 3, room)
	// Kid1 every week for 4 weeks, Kid2 only 10 weeks ago, Kid3 never.
	for w := 0; w < 4; w++ {
		g := k.id(`INSERT INTO children_checkin_groups (client_id, station_id, service_on, code, open) VALUES (?, ?, current_date - ?::int, ?, false) RETURNING id`,
			uuid(), st.ID, 7*w+1, st.Tag+"23"+string(checkin.Alphabet[w]))
		k.id(`INSERT INTO children_checkins (group_id, child_id, classroom_id, service_on, checked_out_at) VALUES (?, ?, ?, current_date - ?::int, now()) RETURNING id`,
			g, kids[0], room, 7*w+1)
	}
	g := k.id(`INSERT INTO children_checkin_groups (client_id, station_id, service_on, code, open) VALUES (?, ?, current_date - 70, ?, false) RETURNING id`,
		uuid(), st.ID, st.Tag+"999")
	k.id(`INSERT INTO children_checkins (group_id, child_id, classroom_id, service_on, checked_out_at) VALUES (?, ?, ?, current_date - 70, now()) RETURNING id`, g, kids[1], room)

	r := e.Post(k.c, "/api/children/dashboard", k.tok, map[string]any{"weeks": 8})
	tt.Expect(t, r, 200, "Children dashboard")
	var d struct {
		Weeks       []struct{ Checkins int64 }
		ByClassroom []struct{ Checkins int64 }
		Children    int64
	}
	r.Decode(t, &d)
	var sum int64
	for _, w := range d.Weeks {
		sum += w.Checkins
	}
	if len(d.Weeks) < 8 || len(d.Weeks) > 9 || sum != 4 || d.Children != 1 || len(d.ByClassroom) != 1 || d.ByClassroom[0].Checkins != 4 {
		t.Fatalf("dashboard: %s", r.Data)
	}
	r = e.Post(k.c, "/api/children/reports/attendance", k.tok, map[string]any{"classroomId": room})
	tt.Expect(t, r, 200, "Attendance")
	if r.D["total"].(float64) != 5 {
		t.Fatalf("attendance: %s", r.Data)
	}
	r = e.Post(k.c, "/api/children/reports/first-timers", k.tok, map[string]any{"from": time.Now().AddDate(0, 0, -40).Format("2006-01-02")})
	tt.Expect(t, r, 200, "First-timers")
	if r.D["total"].(float64) != 1 {
		t.Fatalf("first-timers: %s", r.Data)
	}
	r = e.Post(k.c, "/api/children/reports/not-seen", k.tok, map[string]any{"weeks": 6})
	tt.Expect(t, r, 200, "Children not seen")
	var ns struct {
		Items []struct{ ChildID int64 }
		Total int64
	}
	r.Decode(t, &ns)
	if ns.Total != 2 || ns.Items[0].ChildID != kids[2] || ns.Items[1].ChildID != kids[1] {
		t.Fatalf("not seen: %s", r.Data)
	}
	tt.Expect(t, e.Post(k.c, "/api/children/reports/attendance", k.tok, map[string]any{"from": "2026-02-30"}), 400, "Enter the date as YYYY-MM-DD")
}

// A family with no child yet is found only for the add-child dialog (withoutChildren); a person
// without a household comes alone as the parent of a family with id 0.
func TestFamiliesWithoutChildren(t *testing.T) {
	e, k := newKit(t)
	k.family("Newcomer", "+15550103333", 0, 0)
	lone := k.id(`INSERT INTO people (first_name, last_name) VALUES ('Lee', 'Newcomer') RETURNING id`)
	find := func(without bool) checkin.Families {
		var f checkin.Families
		r := e.Post(k.c, "/api/children/families", k.tok, map[string]any{"q": "newcomer", "withoutChildren": without})
		tt.Expect(t, r, 200, "Families")
		r.Decode(t, &f)
		return f
	}
	if f := find(false); len(f.Items) != 0 {
		t.Fatalf("check-in shows families without children: %+v", f.Items)
	}
	f := find(true)
	if len(f.Items) != 2 {
		t.Fatalf("withoutChildren: %+v", f.Items)
	}
	for _, fam := range f.Items {
		if len(fam.Parents) != 1 || len(fam.Children) != 0 {
			t.Fatalf("family %+v", fam)
		}
		if fam.ID == 0 && fam.Parents[0].ID != lone {
			t.Fatalf("the lone person is the parent of family 0: %+v", fam)
		}
	}
}

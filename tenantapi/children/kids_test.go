package children_test

import (
	"encoding/json"
	"strings"
	"testing"

	"congregate/internal/provisioning"
	pt "congregate/tenantapi/tenanttest"
)

type child struct {
	ID            int64
	Name          string
	BirthDate     *string
	AgeMonths     *int
	PhotoURL      string
	HouseholdID   *int64
	HouseholdName string
	Parents       []struct{ ID int64 }
	ClassroomID   *int64
	ClassroomName string
	Allergies     []struct{ Name string }
	AllergyNotes  string
	MedicalNotes  string
	HasMedical    bool
	Pickups       []struct {
		ID          int64
		Name, Phone string
		Authorised  bool
	}
	NotAuthorisedCount int
	Active             bool
}

// Child profiles: add (an existing person, a new person in a household or a parent's, multipart
// with a photo), the list without the sensitive text, get logging one view, update, notes,
// pickups, delete; every message of the contract, and bravo's ids.
func TestChildren(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	ben := e.Login(e.Bravo, "admin@bravo.test")
	post := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Alpha, "/api/children/"+path, ann, body)
	}
	bpost := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Bravo, "/api/children/"+path, ben, body)
	}

	// A household with two parents, and a classroom.
	dad := e.AddPerson(ann, map[string]any{"firstName": "Tom", "lastName": "Okafor", "mobile": "+15550107001"})
	mum := e.AddPerson(ann, map[string]any{"firstName": "Ada", "lastName": "Okafor"})
	var hh int64
	e.Scan(e.Alpha, `WITH h AS (INSERT INTO households (name) VALUES ('Okafor household') RETURNING id) SELECT id FROM h`, &hh)
	e.Exec(e.Alpha, `INSERT INTO household_members (household_id, person_id, relationship) VALUES (?, ?, 'head'), (?, ?, 'spouse')`, hh, dad, hh, mum)
	room := id(t, post("classrooms/add", map[string]any{"name": "Preschool", "minAgeMonths": 36, "maxAgeMonths": 59}))
	var peanuts, milk int64
	e.Scan(e.Alpha, `SELECT (SELECT id FROM children_allergy_types WHERE name = 'Peanuts'), (SELECT id FROM children_allergy_types WHERE name = 'Milk')`, &peanuts, &milk)

	// Rules of add.
	base := map[string]any{"firstName": "Zoe", "lastName": "Okafor", "birthDate": "2022-03-04", "gender": "female", "householdId": hh}
	with := func(extra map[string]any) map[string]any {
		b := map[string]any{}
		for k, v := range base {
			b[k] = v
		}
		for k, v := range extra {
			b[k] = v
		}
		return b
	}
	pt.Expect(t, post("add", with(map[string]any{"birthDate": "2099-01-01"})), 400, "A birth date cannot be in the future")
	pt.Expect(t, post("add", with(map[string]any{"birthDate": "04/03/2022"})), 400, "Enter the date as YYYY-MM-DD")
	pt.Expect(t, post("add", with(map[string]any{"firstName": ""})), 400, "Enter the child's first name")
	pt.Expect(t, post("add", with(map[string]any{"householdId": 0})), 400, "Choose the child's household or a parent")
	pt.Expect(t, post("add", with(map[string]any{"householdId": 99999})), 404, "Household not found")
	pt.Expect(t, post("add", with(map[string]any{"classroomId": 99999})), 404, "Classroom not found")
	pt.Expect(t, post("add", with(map[string]any{"allergyTypeIds": []int64{99999}})), 404, "Allergy not found")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE first_name = 'Zoe'`); n != 0 {
		t.Fatalf("a refused add left %d people", n)
	}

	// A new person in the household.
	r := post("add", with(map[string]any{"classroomId": room, "allergyTypeIds": []int64{peanuts, milk}, "allergyNotes": "EpiPen in the bag",
		"medicalNotes": "Asthma: inhaler before games"}))
	pt.Expect(t, r, 201, "Child added")
	var zoe child
	r.Decode(t, &zoe)
	if zoe.Name != "Zoe Okafor" || zoe.HouseholdName != "Okafor household" || len(zoe.Parents) != 2 || zoe.Parents[0].ID != dad ||
		zoe.ClassroomName != "Preschool" || len(zoe.Allergies) != 2 || zoe.Allergies[0].Name != "Peanuts" || !zoe.HasMedical ||
		zoe.MedicalNotes == "" || zoe.AgeMonths == nil || !zoe.Active {
		t.Fatalf("zoe: %+v", zoe)
	}
	// A new person through a parent, multipart with a photo.
	data, _ := json.Marshal(map[string]any{"firstName": "Sam", "lastName": "Okafor", "birthDate": "2020-01-10", "parentId": mum, "grade": 1})
	r = e.Multipart(e.Alpha, "/api/children/add", ann, [][2]string{{"data", string(data)}}, pt.File("photo", "sam.png", pt.PNG(t)))
	pt.Expect(t, r, 201, "Child added")
	var sam child
	r.Decode(t, &sam)
	if sam.HouseholdID == nil || *sam.HouseholdID != hh || !strings.HasPrefix(sam.PhotoURL, "/api/people/photo/") {
		t.Fatalf("sam: %+v", sam)
	}
	if w := e.Raw(e.Alpha, sam.PhotoURL, ann); w.Code != 200 || w.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("sam's photo: %d %s", w.Code, w.Header().Get("Content-Type"))
	}
	// A file that is not an image is refused, and nothing is written.
	data, _ = json.Marshal(map[string]any{"firstName": "Max", "lastName": "Okafor", "householdId": hh})
	r = e.Multipart(e.Alpha, "/api/children/add", ann, [][2]string{{"data", string(data)}}, pt.File("photo", "max.png", []byte("not a png")))
	if r.Status != 400 || e.Count(e.Alpha, `SELECT count(*) FROM people WHERE first_name = 'Max'`) != 0 {
		t.Fatalf("a bad photo: %d %s", r.Status, r.Msg)
	}
	pt.Expect(t, e.Multipart(e.Alpha, "/api/children/add", ann, [][2]string{{"data", `{"firstName": "Max", "nope": 1}`}}), 400, "")

	// An existing person becomes a child, once.
	kid := e.AddPerson(ann, map[string]any{"firstName": "Ivy", "lastName": "Lone", "birthDate": "2019-05-05"})
	r = post("add", map[string]any{"personId": kid, "grade": 2})
	pt.Expect(t, r, 201, "Child added")
	pt.Expect(t, post("add", map[string]any{"personId": kid}), 409, "This person already has a child profile")
	pt.Expect(t, post("add", map[string]any{"personId": 99999}), 404, "Person not found")

	// The list: by name, filters, no notes' text, no view logged.
	var page struct {
		Total int64
		Items []child
	}
	r = post("list", map[string]any{"pageSize": 10})
	pt.Expect(t, r, 200, "Children")
	r.Decode(t, &page)
	if page.Total != 3 || page.Items[0].Name != "Ivy Lone" || page.Items[2].Name != "Zoe Okafor" {
		t.Fatalf("list: %+v", page)
	}
	for _, c := range page.Items {
		if c.MedicalNotes != "" || c.AllergyNotes != "" {
			t.Fatalf("the list answered sensitive text: %+v", c)
		}
	}
	if !page.Items[2].HasMedical || len(page.Items[2].Allergies) != 2 {
		t.Fatalf("the list's flags: %+v", page.Items[2])
	}
	for body, want := range map[string]int64{
		`{"search": "zoe"}`:                     1,
		`{"classroomId": ` + itoa(room) + `}`:   1,
		`{"allergyTypeId": ` + itoa(milk) + `}`: 1,
		`{"minAgeMonths": 60}`:                  2,
		`{"maxAgeMonths": 59}`:                  1,
		`{"active": false}`:                     0,
	} {
		var b map[string]any
		_ = json.Unmarshal([]byte(body), &b)
		post("grid", b).Decode(t, &page)
		if page.Total != want {
			t.Errorf("list %s: %d, want %d", body, page.Total, want)
		}
	}
	pt.Expect(t, post("list", map[string]any{"minAgeMonths": 20, "maxAgeMonths": 10}), 400, "The youngest age must not be above the oldest")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_sensitive_views`); n != 0 {
		t.Fatalf("lists logged %d views", n)
	}

	// get: everything, one view per call, with the page.
	r = post("get", map[string]any{"id": zoe.ID, "page": "checkin/label"})
	pt.Expect(t, r, 200, "Child")
	var got child
	r.Decode(t, &got)
	if got.MedicalNotes != "Asthma: inhaler before games" || got.AllergyNotes != "EpiPen in the bag" {
		t.Fatalf("get: %+v", got)
	}
	post("get", map[string]any{"id": zoe.ID})
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_sensitive_views WHERE child_id = `+itoa(zoe.ID)); n != 2 {
		t.Fatalf("two gets logged %d views", n)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_sensitive_views WHERE page = 'checkin/label'`); n != 1 {
		t.Fatalf("the page: %d", n)
	}
	pt.Expect(t, post("get", map[string]any{"id": dad}), 404, "Child not found")
	pt.Expect(t, bpost("get", map[string]any{"id": zoe.ID}), 404, "Child not found")

	// The view log: super admins only.
	var views struct {
		Total int64
		Items []struct {
			ChildName, ViewerName, Page string
		}
	}
	r = post("views/list", map[string]any{"childId": zoe.ID})
	pt.Expect(t, r, 200, "Sensitive views")
	r.Decode(t, &views)
	if views.Total != 2 || views.Items[0].ChildName != "Zoe Okafor" || views.Items[0].ViewerName != "Ann Alpha" || views.Items[0].Page != "profile" {
		t.Fatalf("views: %+v", views)
	}
	e.AddUser(e.Alpha, provisioning.UserSpec{FirstName: "Kim", LastName: "Kids", Email: "kids@alpha.test", Password: pt.Password, Roles: []string{"Children's Ministry"}})
	if err := e.App.Enforcer.Invalidate(t.Context(), e.Alpha.ID); err != nil {
		t.Fatal(err)
	}
	kim := e.Login(e.Alpha, "kids@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/children/views/list", kim, nil), 403, "Only super admins can see this")
	pt.Expect(t, e.Post(e.Alpha, "/api/children/get", kim, map[string]any{"id": zoe.ID}), 200, "Child")
	var bviews struct{ Total int64 }
	bpost("views/list", nil).Decode(t, &bviews)
	if bviews.Total != 0 {
		t.Fatalf("bravo sees %d views", bviews.Total)
	}
	pt.Expect(t, bpost("views/list", map[string]any{"childId": zoe.ID}), 404, "Child not found")

	// update: the fields sent.
	r = post("update", map[string]any{"id": zoe.ID, "classroomId": nil, "allergyTypeIds": []int64{milk}, "medicalNotes": ""})
	pt.Expect(t, r, 200, "Child updated")
	r.Decode(t, &got)
	if got.ClassroomID != nil || len(got.Allergies) != 1 || got.MedicalNotes != "" || got.AllergyNotes != "EpiPen in the bag" || got.Name != "Zoe Okafor" {
		t.Fatalf("updated: %+v", got)
	}
	pt.Expect(t, post("update", map[string]any{"id": zoe.ID, "birthDate": "2099-01-01"}), 400, "A birth date cannot be in the future")
	data, _ = json.Marshal(map[string]any{"id": zoe.ID, "firstName": "Zoey"})
	r = e.Multipart(e.Alpha, "/api/children/update", ann, [][2]string{{"data", string(data)}}, pt.File("photo", "zoe.png", pt.PNG(t)))
	pt.Expect(t, r, 200, "Child updated")
	r.Decode(t, &got)
	if got.Name != "Zoey Okafor" || got.PhotoURL == "" {
		t.Fatalf("multipart update: %+v", got)
	}
	pt.Expect(t, bpost("update", map[string]any{"id": zoe.ID, "firstName": "Mine"}), 404, "Child not found")

	// Notes.
	pt.Expect(t, post("notes/add", map[string]any{"childId": zoe.ID, "body": " "}), 400, "Write the note")
	pt.Expect(t, post("notes/add", map[string]any{"childId": zoe.ID, "body": strings.Repeat("n", 2001)}), 400, "A note must be at most 2,000 characters")
	pt.Expect(t, post("notes/add", map[string]any{"childId": dad, "body": "Hi"}), 404, "Child not found")
	r = post("notes/add", map[string]any{"childId": zoe.ID, "body": "Loves the sandpit"})
	pt.Expect(t, r, 201, "Note added")
	note := id(t, r)
	var notes struct {
		Items []struct{ Body, Author string }
	}
	post("notes/list", map[string]any{"childId": zoe.ID}).Decode(t, &notes)
	if len(notes.Items) != 1 || notes.Items[0].Author != "Ann Alpha" {
		t.Fatalf("notes: %+v", notes)
	}
	pt.Expect(t, bpost("notes/list", map[string]any{"childId": zoe.ID}), 404, "Child not found")
	pt.Expect(t, bpost("notes/delete", map[string]any{"id": note}), 404, "Note not found")
	pt.Expect(t, post("notes/delete", map[string]any{"id": note}), 200, "Note deleted")

	// Pickups: a person of the church, and a NOT authorised name with a phone.
	pt.Expect(t, post("pickups/add", map[string]any{"childId": zoe.ID, "authorised": true}), 400, "Give the person's name or choose someone")
	pt.Expect(t, post("pickups/add", map[string]any{"childId": zoe.ID, "personId": 99999, "authorised": true}), 404, "Pickup person not found")
	pt.Expect(t, post("pickups/add", map[string]any{"childId": zoe.ID, "name": "X", "phone": "12", "authorised": true}), 400, "Enter a valid phone number")
	gran := e.AddPerson(ann, map[string]any{"firstName": "Grace", "lastName": "Gran", "mobile": "+15550107002"})
	r = post("pickups/add", map[string]any{"childId": zoe.ID, "personId": gran, "relationship": "Grandmother", "authorised": true})
	pt.Expect(t, r, 201, "Pickup person added")
	pt.Expect(t, post("pickups/add", map[string]any{"childId": zoe.ID, "personId": gran, "authorised": true}), 409, "")
	r = post("pickups/add", map[string]any{"childId": zoe.ID, "name": "Rex Stranger", "phone": "+15550107003", "authorised": false, "note": "Court order"})
	pt.Expect(t, r, 201, "Pickup person added")
	rex := id(t, r)
	post("get", map[string]any{"id": zoe.ID}).Decode(t, &got)
	if len(got.Pickups) != 2 || got.Pickups[0].Name != "Grace Gran" || got.Pickups[0].Phone != "+15550107002" || got.NotAuthorisedCount != 1 {
		t.Fatalf("pickups: %+v", got)
	}
	pt.Expect(t, post("pickups/update", map[string]any{"id": 99999, "name": "X"}), 404, "Pickup person not found")
	pt.Expect(t, bpost("pickups/update", map[string]any{"id": rex, "name": "Mine", "authorised": true}), 404, "Pickup person not found")
	pt.Expect(t, bpost("pickups/delete", map[string]any{"id": rex}), 404, "Pickup person not found")
	pt.Expect(t, bpost("pickups/add", map[string]any{"childId": zoe.ID, "name": "Mine", "authorised": true}), 404, "Child not found")
	pt.Expect(t, post("pickups/update", map[string]any{"id": rex, "name": "Rex Stranger", "authorised": false, "note": "Court order 2026"}), 200,
		"Pickup person updated")
	pt.Expect(t, post("pickups/delete", map[string]any{"id": rex}), 200, "Pickup person deleted")

	// Bravo changes nothing of alpha's.
	pt.Expect(t, bpost("delete", map[string]any{"id": zoe.ID}), 404, "Child not found")
	pt.Expect(t, bpost("add", map[string]any{"personId": kid}), 404, "Person not found")
	pt.Expect(t, bpost("add", with(map[string]any{"householdId": hh})), 404, "Household not found")
	pt.Expect(t, bpost("add", with(map[string]any{"householdId": 0, "parentId": dad})), 404, "Person not found")
	if n := e.Count(e.Bravo, `SELECT count(*) FROM children_profiles`) + e.Count(e.Bravo, `SELECT count(*) FROM people WHERE first_name = 'Zoe'`); n != 0 {
		t.Fatalf("bravo wrote %d rows", n)
	}

	// delete: the profile goes, the person stays.
	pt.Expect(t, post("delete", map[string]any{"id": zoe.ID}), 200, "Child deleted")
	pt.Expect(t, post("get", map[string]any{"id": zoe.ID}), 404, "Child not found")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE id = `+itoa(zoe.ID)); n != 1 {
		t.Fatal("the person went with the profile")
	}

	for event, want := range map[string]int{"children.child.add": 3, "children.child.update": 2, "children.child.delete": 1,
		"children.note.add": 1, "children.note.delete": 1, "children.pickup.add": 2, "children.pickup.update": 1, "children.pickup.delete": 1} {
		if n := e.AuditCount(e.Alpha, event); n != want {
			t.Errorf("%s: %d entries, want %d", event, n, want)
		}
	}
}

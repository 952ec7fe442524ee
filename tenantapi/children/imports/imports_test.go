package imports_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/children/imports"
	pt "congregate/tenantapi/tenanttest"
)

const header = "First Name,Last Name,Birth Date,Gender,Parent Email,Parent Mobile,Parent First Name,Parent Last Name,Classroom,Grade,Allergies,Medical Notes\n"

func run(t *testing.T, e *pt.Env, id int64) error {
	ctx := tenancy.WithChurch(context.Background(), e.Alpha)
	return (&imports.Service{Tenants: e.App.Tenants}).Run(ctx, id, true)
}

// The import: good rows become children (an existing parent by e-mail or mobile, a new parent by
// name and mobile, siblings sharing them), an unknown classroom, allergy or parent and bad birth
// dates are kept per row with their messages and downloadable; a re-run imports nothing twice;
// another church's import is not found.
func TestChildrenImport(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	e.AddPerson(ann, map[string]any{"firstName": "Tom", "lastName": "Okafor", "email": "tom@okafor.test"})
	e.AddPerson(ann, map[string]any{"firstName": "Ada", "lastName": "Mensah", "mobile": "+15550107001"})
	pt.Expect(t, e.Post(e.Alpha, "/api/children/classrooms/add", ann, map[string]any{"name": "Preschool"}), 201, "")
	future := time.Now().UTC().AddDate(0, 1, 0).Format("2006-01-02")

	var b strings.Builder
	b.WriteString(header)
	b.WriteString("Kemi,Okafor,2021-03-04,F,tom@okafor.test,,,,Preschool,,Peanuts,Inhaler\n") // 2: by e-mail
	b.WriteString("Kofi,Mensah,2020-05-06,m,,(555) 010-7001,,,preschool,K,,\n")               // 3: by mobile
	b.WriteString("Lily,Stone,2019-01-02,,,555-010-7002,Rose,Stone,,1,\"Peanuts, Milk\",\n")  // 4: a new parent
	b.WriteString("Leo,Stone,2018-01-02,,,555-010-7002,Rose,Stone,,2,,\n")                    // 5: her sibling
	b.WriteString("Zed,Nowhere,2019-02-03,,,,,,Narnia,,,\n")                                  // 6: unknown classroom, no parent
	b.WriteString("Ann,Okafor,03/04/2020,,tom@okafor.test,,,,,,,\n")                          // 7: bad date
	b.WriteString("Bea,Okafor," + future + ",,tom@okafor.test,,,,,,Kryptonite,\n")            // 8: future, unknown allergy
	b.WriteString("Cal,Okafor,2020-01-01,,stranger@nowhere.test,,,,,,,\n")                    // 9: unknown parent
	r := e.Upload(e.Alpha, "/api/children/imports/upload", ann, "file", "sunday kids.csv", []byte(b.String()), nil)
	pt.Expect(t, r, 201, "File uploaded")
	var u struct {
		ImportID int64
		Mapping  map[string]string
	}
	r.Decode(t, &u)
	want := map[string]string{"firstName": "First Name", "lastName": "Last Name", "birthDate": "Birth Date", "gender": "Gender",
		"parentEmail": "Parent Email", "parentMobile": "Parent Mobile", "parentFirstName": "Parent First Name",
		"parentLastName": "Parent Last Name", "classroom": "Classroom", "grade": "Grade", "allergies": "Allergies", "medicalNotes": "Medical Notes"}
	for k, v := range want {
		if u.Mapping[k] != v {
			t.Fatalf("suggested mapping %v", u.Mapping)
		}
	}
	id := u.ImportID

	r = e.Post(e.Alpha, "/api/children/imports/preview", ann, map[string]any{"importId": id, "mapping": u.Mapping})
	pt.Expect(t, r, 200, "Import preview")
	var p struct {
		Total, Good, Bad int
		Rows             []struct {
			Row    int
			Parent string
			Errors []string
		}
	}
	r.Decode(t, &p)
	if p.Total != 8 || p.Good != 4 || p.Bad != 4 {
		t.Fatalf("preview: %+v", p)
	}
	wantErrs := map[int]string{
		6: "Unknown classroom Narnia;Give the parent's e-mail or mobile, or the parent's first and last name and mobile",
		7: "Enter the date as YYYY-MM-DD",
		8: "A birth date cannot be in the future;Unknown allergy Kryptonite: add it on the food allergy types page first",
		9: "No person has the parent's e-mail or mobile: add the parent's first and last name and mobile to create them",
	}
	for _, row := range p.Rows {
		if got := strings.Join(row.Errors, ";"); got != wantErrs[row.Row] {
			t.Fatalf("row %d: %q", row.Row, got)
		}
		if row.Row == 2 && row.Parent != "Tom Okafor" {
			t.Fatalf("row 2 parent %q", row.Parent)
		}
	}
	// Nothing is written until the worker runs; the import is queued once.
	pt.Expect(t, e.Post(e.Alpha, "/api/children/imports/process", ann, map[string]any{"importId": id, "mapping": u.Mapping}), 202, "Import queued")
	pt.Expect(t, e.Post(e.Alpha, "/api/children/imports/process", ann, map[string]any{"importId": id, "mapping": u.Mapping}), 409,
		"This import has already started")
	if len(e.PendingTasks(jobs.TypeChildrenImport)) != 1 {
		t.Fatal("not queued")
	}
	people := e.Count(e.Alpha, `SELECT count(*) FROM people`)
	if err := run(t, e, id); err != nil {
		t.Fatal(err)
	}
	r = e.Post(e.Alpha, "/api/children/imports/status", ann, map[string]any{"importId": id})
	pt.Expect(t, r, 200, "Import status")
	var st struct {
		Status                          string
		Total, Processed, Imported, Bad int
		BadRows                         []struct {
			Row    int
			Name   string
			Errors []string
		}
	}
	r.Decode(t, &st)
	if st.Status != "done" || st.Total != 8 || st.Processed != 8 || st.Imported != 4 || st.Bad != 4 || len(st.BadRows) != 4 {
		t.Fatalf("status: %+v", st)
	}
	for _, br := range st.BadRows {
		if strings.Join(br.Errors, ";") != wantErrs[br.Row] {
			t.Fatalf("bad row %d: %v", br.Row, br.Errors)
		}
	}
	// Four children and one new parent (Rose, with a household holding both her children).
	if n := e.Count(e.Alpha, `SELECT count(*) FROM people`); n != people+5 {
		t.Fatalf("people %d → %d", people, n)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_profiles`); n != 4 {
		t.Fatalf("profiles %d", n)
	}
	if n := e.Count(e.Alpha, `SELECT count(DISTINCT hm.household_id) FROM household_members hm JOIN people p ON p.id = hm.person_id
		WHERE p.last_name = 'Stone'`); n != 1 {
		t.Fatalf("Stone households %d", n)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_profiles cp JOIN people p ON p.id = cp.person_id
		WHERE cp.classroom_id IS NOT NULL AND p.first_name IN ('Kemi', 'Kofi')`); n != 2 {
		t.Fatalf("classrooms %d", n)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_allergies`); n != 3 {
		t.Fatalf("allergies %d", n)
	}
	var grade int
	e.Scan(e.Alpha, `SELECT cp.grade FROM children_profiles cp JOIN people p ON p.id = cp.person_id WHERE p.first_name = 'Kofi'`, &grade)
	if grade != 0 {
		t.Fatalf("K is grade %d", grade)
	}
	// The bad rows as a CSV with an Errors column, to fix and import again.
	w := e.Raw(e.Alpha, fmt.Sprintf("/api/children/imports/bad-rows/%d", id), ann)
	body := w.Body.String()
	if w.Code != 200 || !strings.Contains(body, "Narnia") || !strings.Contains(body, "Errors") || !strings.Contains(body, "03/04/2020") ||
		strings.Count(strings.TrimSpace(body), "\n") != 4 {
		t.Fatalf("bad rows: %d %s", w.Code, body)
	}
	// A re-run (a retried or duplicate task) adds nothing, even from a processing state.
	if err := run(t, e, id); err != nil || e.Count(e.Alpha, `SELECT count(*) FROM children_profiles`) != 4 {
		t.Fatalf("second run: %v", err)
	}
	e.Exec(e.Alpha, `UPDATE children_imports SET status = 'processing' WHERE id = ?`, id)
	if err := run(t, e, id); err != nil || e.Count(e.Alpha, `SELECT count(*) FROM children_profiles`) != 4 {
		t.Fatalf("third run: %v", err)
	}
	// Another church: not found.
	ben := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/children/imports/status", ben, map[string]any{"importId": id}), 404, "Import not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/children/imports/process", ben, map[string]any{"importId": id, "mapping": u.Mapping}), 404, "Import not found")
	if w := e.Raw(e.Bravo, fmt.Sprintf("/api/children/imports/bad-rows/%d", id), ben); w.Code != 404 {
		t.Fatalf("bravo's download %d", w.Code)
	}
}

// A mapping without the child's names is refused; a file of more than a batch resumes after the
// last committed batch.
func TestChildrenImportBatches(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	e.AddPerson(ann, map[string]any{"firstName": "Tom", "lastName": "Okafor", "email": "tom@okafor.test"})
	var b strings.Builder
	b.WriteString(header)
	for i := 1; i <= 250; i++ {
		fmt.Fprintf(&b, "Kid%d,Okafor,2020-01-01,,tom@okafor.test,,,,,,,\n", i)
	}
	r := e.Upload(e.Alpha, "/api/children/imports/upload", ann, "file", "many.csv", []byte(b.String()), nil)
	pt.Expect(t, r, 201, "File uploaded")
	var u struct {
		ImportID int64
		Mapping  map[string]string
	}
	r.Decode(t, &u)
	pt.Expect(t, e.Post(e.Alpha, "/api/children/imports/process", ann, map[string]any{"importId": u.ImportID,
		"mapping": map[string]string{"lastName": "Last Name"}}), 400, "Choose the column with the child's first name")
	pt.Expect(t, e.Post(e.Alpha, "/api/children/imports/process", ann, map[string]any{"importId": u.ImportID, "mapping": u.Mapping}), 202, "Import queued")
	// A first run that stopped after its first batch: the next resumes.
	e.Exec(e.Alpha, `UPDATE children_imports SET status = 'processing', processed_rows = 100, imported_rows = 100 WHERE id = ?`, u.ImportID)
	if err := run(t, e, u.ImportID); err != nil {
		t.Fatal(err)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_profiles`); n != 150 {
		t.Fatalf("resumed with %d", n)
	}
	var imported int
	e.Scan(e.Alpha, `SELECT imported_rows FROM children_imports WHERE id = `+fmt.Sprint(u.ImportID), &imported)
	if imported != 250 {
		t.Fatalf("imported %d", imported)
	}
	// A failed import queued again resumes: its committed batches are not imported twice.
	e.Exec(e.Alpha, `UPDATE children_imports SET status = 'failed', processed_rows = 200, imported_rows = 200 WHERE id = `+fmt.Sprint(u.ImportID))
	e.Exec(e.Alpha, `DELETE FROM children_profiles WHERE person_id IN (SELECT id FROM people WHERE first_name IN (SELECT 'Kid' || g FROM generate_series(201, 250) g))`)
	pt.Expect(t, e.Post(e.Alpha, "/api/children/imports/process", ann, map[string]any{"importId": u.ImportID, "mapping": u.Mapping}), 202, "Import queued")
	if err := run(t, e, u.ImportID); err != nil {
		t.Fatal(err)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_profiles`); n != 150 {
		t.Fatalf("after the re-queue %d", n)
	}
}

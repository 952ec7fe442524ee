package imports_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"congregate/internal/jobs"
	"congregate/tenantapi/people/imports"
	pt "congregate/tenantapi/tenanttest"
)

type validated struct {
	ImportID  int64
	Status    string
	TotalRows int
	ValidRows int
	ErrorRows int
	Errors    []struct {
		Row     int
		Column  string
		Field   string
		Message string
	}
	Warnings []struct {
		Row     int
		Message string
	}
}

func upload(t *testing.T, e *pt.Env, tok, name string, data []byte) (int64, map[string]any) {
	t.Helper()
	r := e.Upload(e.Alpha, "/api/people/import/upload", tok, "file", name, data, nil)
	pt.Expect(t, r, 201, "File uploaded")
	m := r.M(t)
	return int64(m["importId"].(float64)), m
}

func validate(t *testing.T, e *pt.Env, tok string, id int64, mapping map[string]string, extra map[string]any) validated {
	t.Helper()
	body := map[string]any{"importId": id, "mapping": mapping}
	for k, v := range extra {
		body[k] = v
	}
	r := e.Post(e.Alpha, "/api/people/import/validate", tok, body)
	pt.Expect(t, r, 200, "Validated")
	var v validated
	r.Decode(t, &v)
	return v
}

// runWorker processes the queued import tasks as the worker does (worker/imports).
func runWorker(t *testing.T, e *pt.Env) {
	t.Helper()
	for _, payload := range e.PendingTasks(jobs.TypePeopleImport) {
		var p jobs.PeopleImport
		if err := json.Unmarshal(payload, &p); err != nil || p.ChurchID != e.Alpha.ID {
			t.Fatalf("task %s: %v", payload, err)
		}
		process(t, e, p.ImportID)
	}
	_, _ = e.Insp.DeleteAllPendingTasks(e.Queue)
}

func process(t *testing.T, e *pt.Env, importID int64) {
	t.Helper()
	if err := imports.Process(context.Background(), e.App.Tenants, e.Alpha, importID, true, time.Now()); err != nil {
		t.Fatalf("worker: %v", err)
	}
}

func status(t *testing.T, e *pt.Env, tok string, id int64) map[string]any {
	t.Helper()
	r := e.Post(e.Alpha, "/api/people/import/status", tok, map[string]any{"importId": id})
	pt.Expect(t, r, 200, "")
	return r.M(t)
}

func TestImports(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	e.Exec(e.Alpha, `INSERT INTO people (first_name, last_name, email, mobile, birth_date) VALUES ('Old', 'Timer', 'old@example.org', '+15550009999', '1950-01-01')`)

	t.Run("files that are not CSV or XLSX are refused", func(t *testing.T) {
		exe := append([]byte("MZ\x90\x00"), bytes.Repeat([]byte{0}, 100)...)
		for _, c := range []struct {
			name string
			data []byte
			msg  string
		}{
			{"people.exe", exe, "Only CSV or XLSX files can be imported"},
			{"people.csv", exe, "The file is not a CSV text file"}, // a renamed executable
			{"people.xlsx", []byte("First,Last\n"), "The file is not a valid XLSX workbook"},
			{"people.csv", []byte("\xFF\xFEF\x00i\x00"), "The file is UTF-16 encoded. Save it as CSV UTF-8 and upload it again."},
			{"people.csv", []byte("First Name,Last Name\n"), "The file has no data rows"},
			{"people.csv", []byte("Pr\xe9nom,Nom\nA,B\n"), "The header row is not valid UTF-8. Save the file as CSV UTF-8 and upload it again."},
		} {
			r := e.Upload(e.Alpha, "/api/people/import/upload", tok, "file", c.name, c.data, nil)
			if r.Status != 400 || r.Msg != c.msg {
				t.Errorf("%s: got %d %q, want 400 %q", c.name, r.Status, r.Msg, c.msg)
			}
		}
	})

	t.Run("wrong columns are refused before any row is read", func(t *testing.T) {
		id, m := upload(t, e, tok, "x.csv", []byte("Name,Phone\nA,1\n"))
		if sm := m["suggestedMapping"].(map[string]any); sm["Phone"] != "mobile" || sm["Name"] != "" {
			t.Fatalf("suggested: %+v", sm)
		}
		for _, c := range []struct {
			mapping map[string]string
			msg     string
		}{
			{map[string]string{"Phone": "mobile"}, "Map a column to First name"},
			{map[string]string{"Name": "firstName", "Phone": "lastName", "Age": "gender"}, `Column "Age" is not in the file`},
			{map[string]string{"Name": "firstName", "Phone": "shoeSize"}, `Unknown field "shoeSize"`},
			{map[string]string{"Name": "firstName", "Phone": "firstName"}, "Two columns are mapped to first name"},
		} {
			r := e.Post(e.Alpha, "/api/people/import/validate", tok, map[string]any{"importId": id, "mapping": c.mapping})
			if r.Status != 400 || r.Msg != c.msg {
				t.Errorf("%v: got %d %q, want 400 %q", c.mapping, r.Status, r.Msg, c.msg)
			}
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 409, "Fix the errors and validate again before importing")
	})

	t.Run("bad rows are reported per row and nothing is imported", func(t *testing.T) {
		csv := "First Name,Last Name,E-mail,Mobile,Date of Birth,Gender,Membership\n" +
			"Ann,Able,ann@example.org,+1 555 100 0001,1980-02-03,F,Member\n" + // 2 fine
			"Bob,,bob@example.org,,,,\n" + // 3 no last name
			"Cy,Cee,not-an-email,,,,\n" + // 4 bad e-mail
			"Di,Dee,,12ab,,,\n" + // 5 bad phone
			"Ed,Eee,,,31/31/1990,,\n" + // 6 bad date
			"Fa,Fee,ann@example.org,,,,\n" + // 7 duplicate of row 2
			"Gi,Gee,old@example.org,,,,\n" + // 8 exists already
			"Ha,Hee,,,,x,\n" + // 9 bad gender
			"Io,Iee,,,,,Friend\n" + // 10 unknown membership type
			"Jo,J\xe9e,,,,,\n" + // 11 not UTF-8
			"Ka,Kee,,\n" + // 12 too few cells
			"Old,Timer,,,1950-01-01,,\n" // 13 warning: same name and birth date as an existing person
		id, m := upload(t, e, tok, "members.csv", []byte(csv))
		v := validate(t, e, tok, id, toMapping(m["suggestedMapping"]), nil)
		if v.Status != "invalid" || v.TotalRows != 12 || v.ErrorRows != 10 || v.ValidRows != 2 {
			t.Fatalf("validation: %+v", v)
		}
		want := map[int]string{3: "Last name is required", 4: "email is not valid", 5: "Number is not valid",
			6: "Birth date is not a date in the format YYYY-MM-DD", 7: "Duplicate of row 2 (same e-mail)",
			8: "A person with this e-mail already exists (#", 9: "Gender must be male or female",
			10: `Unknown membership type "Friend"`, 11: "The row holds characters that are not valid UTF-8", 12: "The row has 4 cells, the header has 7"}
		got := map[int]string{}
		for _, er := range v.Errors {
			got[er.Row] = er.Message
		}
		for row, msg := range want {
			if !strings.HasPrefix(got[row], msg) {
				t.Errorf("row %d: %q, want %q", row, got[row], msg)
			}
		}
		if len(v.Warnings) != 1 || v.Warnings[0].Row != 13 {
			t.Errorf("warnings: %+v", v.Warnings)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 409, "Fix the errors and validate again before importing")
		if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE email = 'ann@example.org'`); n != 0 {
			t.Fatal("a row of an invalid import was written")
		}
	})

	t.Run("a valid CSV is imported by the worker with progress", func(t *testing.T) {
		csv := "First Name;Last Name;Email;Phone;Birthday;Wedding anniversary;Envelope\n" +
			"Mia;Moss;mia@example.org;(555) 200-0001;04/05/1990;06/07/2015;\n" +
			"Noah;Moss;;;12/24/2012;;MOSS-2\n"
		id, m := upload(t, e, tok, "moss.csv", []byte(csv))
		v := validate(t, e, tok, id, toMapping(m["suggestedMapping"]), map[string]any{"dateFormat": "MM/DD/YYYY"})
		if v.Status != "validated" || v.ValidRows != 2 {
			t.Fatalf("validation: %+v", v)
		}
		r := e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id})
		pt.Expect(t, r, 202, "Import queued")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 409, "This import is already queued or finished")
		if s := status(t, e, tok, id); s["status"] != "queued" {
			t.Fatalf("status: %+v", s)
		}
		runWorker(t, e)
		s := status(t, e, tok, id)
		if s["status"] != "completed" || s["importedRows"] != float64(2) || s["progress"] != float64(100) {
			t.Fatalf("status: %+v", s)
		}
		var bd, wd, env string
		e.Scan(e.Alpha, `SELECT birth_date::text, wedding_date::text, envelope_id FROM people WHERE email = 'mia@example.org'`, &bd, &wd, &env)
		if bd != "1990-04-05" || wd != "2015-06-07" || !strings.HasPrefix(env, "ENV-") {
			t.Fatalf("imported: %s %s %s", bd, wd, env)
		}
		// At-least-once delivery: running the task again imports nothing twice.
		process(t, e, id)
		if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE last_name = 'Moss'`); n != 2 {
			t.Fatalf("Moss rows: %d", n)
		}
	})

	t.Run("a row that became a duplicate after validation stops the whole import", func(t *testing.T) {
		id, m := upload(t, e, tok, "late.csv", []byte("First Name,Last Name,Email\nLa,Te,late@example.org\nOn,Time,ontime@example.org\n"))
		validate(t, e, tok, id, toMapping(m["suggestedMapping"]), nil)
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 202, "")
		e.Exec(e.Alpha, `INSERT INTO people (first_name, last_name, email) VALUES ('Some', 'One', 'late@example.org')`)
		runWorker(t, e)
		s := status(t, e, tok, id)
		if s["status"] != "invalid" || len(s["errors"].([]any)) != 1 {
			t.Fatalf("status: %+v", s)
		}
		if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE email = 'ontime@example.org'`); n != 0 {
			t.Fatal("part of an import was written")
		}
	})

	t.Run("XLSX with dates as serial numbers", func(t *testing.T) {
		f := excelize.NewFile()
		_ = f.SetSheetRow("Sheet1", "A1", &[]any{"Surname", "Forename", "DOB", "Mobile"})
		_ = f.SetSheetRow("Sheet1", "A2", &[]any{"Xu", "Lin", time.Date(1985, 3, 14, 0, 0, 0, 0, time.UTC), 4915112345678})
		var buf bytes.Buffer
		_ = f.Write(&buf)
		id, m := upload(t, e, tok, "people.xlsx", buf.Bytes())
		v := validate(t, e, tok, id, toMapping(m["suggestedMapping"]), nil)
		if v.Status != "validated" {
			t.Fatalf("xlsx validation: %+v", v)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 202, "")
		runWorker(t, e)
		var bd, mobile string
		e.Scan(e.Alpha, `SELECT birth_date::text, mobile FROM people WHERE last_name = 'Xu'`, &bd, &mobile)
		if bd != "1985-03-14" || mobile != "+4915112345678" {
			t.Fatalf("xlsx row: %s %s", bd, mobile)
		}
	})

	t.Run("10,000 rows end to end", func(t *testing.T) {
		var b strings.Builder
		b.WriteString("First Name,Last Name,Email,Mobile,Birth Date,Gender\n")
		for i := 0; i < 10000; i++ {
			fmt.Fprintf(&b, "First%d,Last%d,p%d@bulk.example,+4477%08d,19%02d-0%d-1%d,%s\n", i, i%500, i, i, 40+i%60, 1+i%9, i%10, []string{"M", "F"}[i%2])
		}
		start := time.Now()
		id, m := upload(t, e, tok, "bulk.csv", []byte(b.String()))
		uploaded := time.Since(start)
		v := validate(t, e, tok, id, toMapping(m["suggestedMapping"]), nil)
		if v.Status != "validated" || v.ValidRows != 10000 {
			t.Fatalf("bulk validation: %+v", v.Errors[:min(3, len(v.Errors))])
		}
		validated := time.Since(start)
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 202, "")
		runWorker(t, e)
		took := time.Since(start)
		t.Logf("upload %v, validate %v, process %v", uploaded.Round(time.Millisecond), (validated - uploaded).Round(time.Millisecond), (took - validated).Round(time.Millisecond))
		if s := status(t, e, tok, id); s["status"] != "completed" || s["importedRows"] != float64(10000) {
			t.Fatalf("bulk status: %+v", s)
		}
		t.Logf("10,000 rows: upload + validate + process in %v", took.Round(time.Millisecond))
		if took > 15*time.Second {
			t.Errorf("10,000 rows took %v (target 15 s)", took)
		}
	})
}

func toMapping(v any) map[string]string {
	out := map[string]string{}
	for k, f := range v.(map[string]any) {
		out[k] = f.(string)
	}
	return out
}

package imports_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// readCSV reads a downloaded bad-rows file (a UTF-8 BOM first).
func readCSV(t *testing.T, raw []byte) [][]string {
	t.Helper()
	if !bytes.HasPrefix(raw, []byte("\xEF\xBB\xBF")) {
		t.Fatalf("no BOM: %q", raw)
	}
	recs, err := csv.NewReader(bytes.NewReader(raw[3:])).ReadAll()
	if err != nil {
		t.Fatalf("bad-rows CSV: %v\n%s", err, raw)
	}
	return recs
}

func TestPartialImport(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	e.Exec(e.Alpha, `INSERT INTO people (first_name, last_name, email) VALUES ('Hand', 'Made', 'hand@example.org')`)
	header := "First Name,Last Name,Email,Mobile,Birth Date\n"
	good := "Pa,Part,pa@part.example,,1980-01-02\n" +
		"Pb,Part,,+1 555 300 0002,\n" +
		"Pc,Part,pc@part.example,+1 555 300 0003,1990-03-04\n"
	original := header + good +
		"Pd,,pd@part.example,,\n" + // row 5: no last name
		"Pe,Part,=HYPERLINK(\"http://evil\"),,\n" // row 6: not an e-mail, and a formula
	fixed := header + good + "Pd,Part,pd@part.example,,\n" + "Pe,Part,pe@part.example,,\n"
	count := func() int64 { return e.Count(e.Alpha, `SELECT count(*) FROM people WHERE last_name = 'Part'`) }

	id, m := upload(t, e, tok, "members.csv", []byte(original))
	mapping := toMapping(m["suggestedMapping"])
	v := validate(t, e, tok, id, mapping, nil)
	if v.Status != "invalid" || v.ValidRows != 3 || v.ErrorRows != 2 {
		t.Fatalf("validation: %+v", v)
	}

	t.Run("the bad rows download in the uploaded columns plus Errors, safe as CSV", func(t *testing.T) {
		r := e.Post(e.Alpha, "/api/people/import/bad-rows", tok, map[string]any{"importId": id})
		if r.Status != 200 || r.ContentType != "text/csv; charset=utf-8" || r.Header.Get("Content-Disposition") != `attachment; filename=members-rows-to-fix.csv` {
			t.Fatalf("download: %d %s %q %s", r.Status, r.ContentType, r.Header.Get("Content-Disposition"), r.Raw)
		}
		recs := readCSV(t, r.Raw)
		want := [][]string{
			{"First Name", "Last Name", "Email", "Mobile", "Birth Date", "Errors"},
			{"Pd", "", "pd@part.example", "", "", "Last Name: Last name is required"},
			{"Pe", "Part", `'=HYPERLINK("http://evil")`, "", "", "Email: email is not valid"},
		}
		if fmt.Sprint(recs) != fmt.Sprint(want) {
			t.Fatalf("bad rows:\n got %q\nwant %q", recs, want)
		}
	})

	t.Run("the download is the church's own and needs a session", func(t *testing.T) {
		other := e.Login(e.Bravo, "admin@bravo.test")
		pt.Expect(t, e.Post(e.Bravo, "/api/people/import/bad-rows", other, map[string]any{"importId": id}), 404, "Import not found")
		if r := e.Post(e.Alpha, "/api/people/import/bad-rows", "", map[string]any{"importId": id}); r.Status != 401 || bytes.Contains(r.Raw, []byte("pd@part")) {
			t.Fatalf("no session: %d %s", r.Status, r.Raw)
		}
		if r := e.Post(e.Alpha, "/api/people/import/bad-rows", other, map[string]any{"importId": id}); r.Status != 401 || bytes.Contains(r.Raw, []byte("pd@part")) {
			t.Fatalf("another church's session: %d %s", r.Status, r.Raw)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/bad-rows", tok, map[string]any{"importId": "x"}), 400, "")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/bad-rows", tok, map[string]any{"importId": 987654}), 404, "Import not found")
	})

	t.Run("all or nothing is still refused; skipping bad rows imports the good ones", func(t *testing.T) {
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 409, "Fix the errors and validate again before importing")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id, "skipBadRows": true}), 202, "Import queued")
		runWorker(t, e)
		s := status(t, e, tok, id)
		if s["status"] != "completed" || s["importedRows"] != float64(3) || s["badRows"] != float64(2) || s["skippedRows"] != float64(0) ||
			s["badRowsFile"] != true || s["message"] != "3 people imported, 2 rows with errors left out" || len(s["errors"].([]any)) != 2 {
			t.Fatalf("status: %+v", s)
		}
		if n := count(); n != 3 {
			t.Fatalf("people: %d", n)
		}
		r := e.Post(e.Alpha, "/api/people/import/bad-rows", tok, map[string]any{"importId": id})
		if recs := readCSV(t, r.Raw); r.Status != 200 || len(recs) != 3 || recs[1][0] != "Pd" || recs[2][0] != "Pe" {
			t.Fatalf("bad rows after the import: %d %q", r.Status, r.Raw)
		}
	})

	t.Run("the fixed bad rows are imported without duplicates", func(t *testing.T) {
		r := e.Post(e.Alpha, "/api/people/import/bad-rows", tok, map[string]any{"importId": id})
		file := strings.Replace(strings.Replace(string(r.Raw), "Pd,,", "Pd,Part,", 1), `"'=HYPERLINK(""http://evil"")"`, "pe@part.example", 1)
		id2, m2 := upload(t, e, tok, "members-rows-to-fix.csv", []byte(file))
		if m2["suggestedMapping"].(map[string]any)["Errors"] != "" {
			t.Fatalf("the Errors column is mapped: %+v", m2["suggestedMapping"])
		}
		v := validate(t, e, tok, id2, toMapping(m2["suggestedMapping"]), nil)
		if v.Status != "validated" || v.ValidRows != 2 || v.ErrorRows != 0 {
			t.Fatalf("fixed rows: %+v", v)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id2}), 202, "")
		runWorker(t, e)
		if n := count(); n != 5 {
			t.Fatalf("people: %d", n)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/bad-rows", tok, map[string]any{"importId": id2}), 404, "This import has no rows with errors")
		id2b, m2b := upload(t, e, tok, "members-rows-to-fix.csv", []byte(string(r.Raw)))
		validate(t, e, tok, id2b, toMapping(m2b["suggestedMapping"]), nil)
		if r := e.Post(e.Alpha, "/api/people/import/bad-rows", tok, map[string]any{"importId": id2b}); r.Header.Get("Content-Disposition") != "attachment; filename=members-rows-to-fix.csv" {
			t.Fatalf("a bad-rows file's own bad rows: %q", r.Header.Get("Content-Disposition"))
		}
	})

	t.Run("the whole file again: every row already imported is skipped", func(t *testing.T) {
		id3, m3 := upload(t, e, tok, "members.csv", []byte(fixed+"Pf,Part,,,1970-07-07\n"+"Hand,Made,hand@example.org,,\n"))
		var v struct {
			Status                            string
			ValidRows, ErrorRows, SkippedRows int
			Skipped                           []struct {
				Row      int
				PersonID int64
				Message  string
			}
			Errors []struct {
				Row     int
				Message string
			}
		}
		r := e.Post(e.Alpha, "/api/people/import/validate", tok, map[string]any{"importId": id3, "mapping": toMapping(m3["suggestedMapping"])})
		pt.Expect(t, r, 200, "Validated")
		r.Decode(t, &v)
		// Rows 2-6 came from the imports above; row 7 is new; row 8 is a hand-entered person, not
		// imported, so it stays an error rather than being skipped silently.
		if v.Status != "invalid" || v.SkippedRows != 5 || v.ValidRows != 1 || v.ErrorRows != 1 || len(v.Skipped) != 5 ||
			v.Skipped[0].Row != 2 || !strings.HasPrefix(v.Skipped[0].Message, "Already imported (#") || v.Errors[0].Row != 8 {
			t.Fatalf("validation: %+v", v)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id3, "skipBadRows": true}), 202, "")
		runWorker(t, e)
		s := status(t, e, tok, id3)
		if s["importedRows"] != float64(1) || s["skippedRows"] != float64(5) || s["badRows"] != float64(1) {
			t.Fatalf("status: %+v", s)
		}
		if n := count(); n != 6 {
			t.Fatalf("people: %d", n)
		}
		if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE lower(email) = 'hand@example.org'`); n != 1 {
			t.Fatalf("hand-made: %d", n)
		}
	})

	t.Run("a changed contact is not a match: the row collides instead", func(t *testing.T) {
		id4, m4 := upload(t, e, tok, "changed.csv", []byte(header+"Pa,Part,pa@part.example,,1981-01-02\n"))
		v := validate(t, e, tok, id4, toMapping(m4["suggestedMapping"]), nil)
		if v.Status != "invalid" || v.ErrorRows != 1 || !strings.HasPrefix(v.Errors[0].Message, "A person with this e-mail already exists") {
			t.Fatalf("validation: %+v", v)
		}
	})

	t.Run("a file with no good row cannot skip its bad ones", func(t *testing.T) {
		id5, m5 := upload(t, e, tok, "bad.csv", []byte(header+"Only,,,,\n"))
		validate(t, e, tok, id5, toMapping(m5["suggestedMapping"]), nil)
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id5, "skipBadRows": true}), 409,
			"No row of this file can be imported: fix the rows and upload the file again")
	})

	t.Run("a row that became a duplicate after validation is left out with the bad ones", func(t *testing.T) {
		id6, m6 := upload(t, e, tok, "late.csv", []byte(header+"Qa,Late,qa@late.example,,\nQb,Late,qb@late.example,,\nQc,,,,\n"))
		validate(t, e, tok, id6, toMapping(m6["suggestedMapping"]), nil)
		pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id6, "skipBadRows": true}), 202, "")
		e.Exec(e.Alpha, `INSERT INTO people (first_name, last_name, email) VALUES ('Some', 'One', 'qa@late.example')`)
		runWorker(t, e)
		s := status(t, e, tok, id6)
		if s["status"] != "completed" || s["importedRows"] != float64(1) || s["badRows"] != float64(2) {
			t.Fatalf("status: %+v", s)
		}
		r := e.Post(e.Alpha, "/api/people/import/bad-rows", tok, map[string]any{"importId": id6})
		if recs := readCSV(t, r.Raw); len(recs) != 3 || recs[1][0] != "Qa" || !strings.Contains(recs[1][5], "already exists") {
			t.Fatalf("bad rows: %q", recs)
		}
	})
}

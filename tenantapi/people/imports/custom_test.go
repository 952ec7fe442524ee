package imports_test

import (
	"fmt"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// Custom fields are import targets: suggested by their name, read by their kind, reported per row.
func TestImportCustomFields(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	field := func(body map[string]any) string {
		r := e.Post(e.Alpha, "/api/people/custom-fields/add", tok, body)
		pt.Expect(t, r, 201, "")
		return fmt.Sprintf("custom:%d", int64(r.M(t)["id"].(float64)))
	}
	size := field(map[string]any{"name": "T-shirt size", "kind": "select", "options": []string{"S", "M", "L"}})
	vol := field(map[string]any{"name": "Volunteer", "kind": "checkbox"})
	check := field(map[string]any{"name": "Background check", "kind": "date"})
	kids := field(map[string]any{"name": "Children", "kind": "number"})

	bad := "First Name,Last Name,T-shirt size,Volunteer,Background check,Children\n" +
		"Ann,Custom,m,yes,03/01/2026,2\n" +
		"Ben,Custom,XXL,maybe,2026-13-01,two\n"
	id, m := upload(t, e, tok, "custom.csv", []byte(bad))
	sm := toMapping(m["suggestedMapping"])
	if sm["T-shirt size"] != size || sm["Volunteer"] != vol || sm["Background check"] != check || sm["Children"] != kids {
		t.Fatalf("suggested: %+v", sm)
	}
	labels := map[string]bool{}
	for _, f := range m["fields"].([]any) {
		labels[f.(map[string]any)["label"].(string)] = true
	}
	if !labels["T-shirt size"] || !labels["First name"] {
		t.Fatalf("fields offered: %v", labels)
	}
	v := validate(t, e, tok, id, sm, map[string]any{"dateFormat": "MM/DD/YYYY"})
	want := map[string]string{
		"T-shirt size":     "T-shirt size must be one of: S, M, L",
		"Volunteer":        "Volunteer must be yes or no",
		"Background check": "Background check is not a date in the format MM/DD/YYYY",
		"Children":         "Children must be a number",
	}
	for _, er := range v.Errors {
		if er.Row == 3 && want[er.Column] == er.Message {
			delete(want, er.Column)
		}
	}
	if v.ErrorRows != 1 || len(want) != 0 {
		t.Fatalf("errors %+v, missing %v", v.Errors, want)
	}

	good := "First Name,Last Name,T-shirt size,Volunteer,Background check,Children\n" +
		"Ann,Custom,m,yes,03/01/2026,2\n" +
		"Ben,Custom,,no,,\n"
	id, m = upload(t, e, tok, "custom.csv", []byte(good))
	v = validate(t, e, tok, id, toMapping(m["suggestedMapping"]), map[string]any{"dateFormat": "MM/DD/YYYY"})
	if v.Status != "validated" || v.ValidRows != 2 {
		t.Fatalf("validation: %+v", v)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 202, "")
	runWorker(t, e)
	var ann, ben string
	e.Scan(e.Alpha, `SELECT custom::text FROM people WHERE first_name = 'Ann' AND last_name = 'Custom'`, &ann)
	e.Scan(e.Alpha, `SELECT custom::text FROM people WHERE first_name = 'Ben' AND last_name = 'Custom'`, &ben)
	key := func(f string) string { return f[len("custom:"):] }
	wantAnn := fmt.Sprintf(`{"%s": "M", "%s": true, "%s": "2026-03-01", "%s": 2}`, key(size), key(vol), key(check), key(kids))
	if ann != wantAnn || ben != fmt.Sprintf(`{"%s": false}`, key(vol)) {
		t.Fatalf("imported custom values: ann %s (want %s), ben %s", ann, wantAnn, ben)
	}
}

package merge_test

import (
	"fmt"
	"testing"

	"congregate/tenantapi/people/person"
	pt "congregate/tenantapi/tenanttest"
)

// A merge fills the kept person's gaps from the merged one (contact details that must stay unique
// too, custom field values where the kept one has none), refuses anyone holding a role and people
// the church does not have, and the duplicates list answers its total past the last page.
func TestMergeFillsGapsAndRefuses(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	e.Exec(e.Alpha, `INSERT INTO custom_fields (name, kind) VALUES ('Shirt size', 'text'), ('Allergy', 'text')`)
	var shirt, allergy int64
	e.Scan(e.Alpha, `SELECT id FROM custom_fields WHERE name = 'Shirt size'`, &shirt)
	e.Scan(e.Alpha, `SELECT id FROM custom_fields WHERE name = 'Allergy'`, &allergy)
	keep := e.AddPerson(tok, map[string]any{"firstName": "Abena", "lastName": "Owusu",
		"customFields": map[string]any{fmt.Sprint(shirt): "M"}})
	dup := e.AddPerson(tok, map[string]any{"firstName": "Abena", "lastName": "Owusu", "email": "abena@example.org",
		"mobile": "+233201234567", "city": "Kumasi", "customFields": map[string]any{fmt.Sprint(shirt): "L", fmt.Sprint(allergy): "Peanuts"}})

	r := e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": keep, "mergeId": dup})
	pt.Expect(t, r, 200, "People merged")
	var kept person.Record
	r.Decode(t, &kept)
	if kept.ID != keep || kept.Email != "abena@example.org" || kept.Mobile != "+233201234567" || kept.City != "Kumasi" {
		t.Fatalf("kept person: %+v", kept)
	}
	if kept.CustomFields[fmt.Sprint(shirt)] != "M" || kept.CustomFields[fmt.Sprint(allergy)] != "Peanuts" {
		t.Fatalf("custom fields: %+v", kept.CustomFields)
	}
	// The tombstone gave up its unique details, so nothing of it is found again.
	if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM people WHERE id = %d AND email = '' AND mobile = '' AND NOT is_active`, dup)); n != 1 {
		t.Fatal("the merged person kept its contact details")
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": keep, "mergeId": dup}), 404, "Person not found")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": keep, "mergeId": 999999}), 404, "Person not found")

	// A role without console access is still a staff login: never merged away, nothing changed.
	staff := e.AddPerson(tok, map[string]any{"firstName": "Kofi", "lastName": "Staff"})
	e.Exec(e.Alpha, `INSERT INTO person_roles (person_id, role_id) VALUES (?, ?)`, staff, e.RoleID(e.Alpha, "People Manager"))
	pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": keep, "mergeId": staff}), 409, "A person with console access cannot be merged away")
	if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM people WHERE id = %d AND merged_into_id IS NULL`, staff)); n != 1 {
		t.Fatal("a refused merge changed the person")
	}
	if n := e.AuditCount(e.Alpha, "people_merge"); n != 1 {
		t.Fatalf("merge audit entries: %d", n)
	}

	// Duplicates: a page past the end still says how many pairs there are.
	e.AddPerson(tok, map[string]any{"firstName": "Yaw", "lastName": "Twin"})
	e.AddPerson(tok, map[string]any{"firstName": "Yaw", "lastName": "Twin"})
	first := e.Post(e.Alpha, "/api/people/duplicates", tok, map[string]any{"pageSize": 1})
	pt.Expect(t, first, 200, "Duplicate candidates")
	var p struct {
		Items []struct{ Reasons []string }
		Total int64
	}
	first.Decode(t, &p)
	if p.Total != 1 || len(p.Items) != 1 || len(p.Items[0].Reasons) != 1 || p.Items[0].Reasons[0] != "name" {
		t.Fatalf("duplicates: %+v", p)
	}
	past := e.Post(e.Alpha, "/api/people/duplicates", tok, map[string]any{"page": 5, "pageSize": 1})
	past.Decode(t, &p)
	if p.Total != 1 || len(p.Items) != 0 {
		t.Fatalf("duplicates past the end: %+v", p)
	}
}

package children_test

import (
	"testing"
	"time"

	pt "congregate/tenantapi/tenanttest"
)

// Teachers: a check that expired, or none on file, cannot be assigned a classroom; statuses,
// search, available classrooms, the toasts, the audit, and bravo's ids.
func TestTeachers(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	ben := e.Login(e.Bravo, "admin@bravo.test")
	post := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Alpha, "/api/children/teachers/"+path, ann, body)
	}
	bpost := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Bravo, "/api/children/teachers/"+path, ben, body)
	}

	cubs := id(t, e.Post(e.Alpha, "/api/children/classrooms/add", ann, map[string]any{"name": "Cubs"}))
	lions := id(t, e.Post(e.Alpha, "/api/children/classrooms/add", ann, map[string]any{"name": "Lions"}))
	mia := e.AddPerson(ann, map[string]any{"firstName": "Mia", "lastName": "Teach", "email": "mia@example.org"})
	old := e.AddPerson(ann, map[string]any{"firstName": "Olga", "lastName": "Lapsed"})
	nod := e.AddPerson(ann, map[string]any{"firstName": "Ned", "lastName": "Nocheck"})
	today := time.Now().UTC()
	day := func(d int) string { return today.AddDate(0, 0, d).Format("2006-01-02") }

	// The expired-check rule, and the missing check.
	pt.Expect(t, post("add", map[string]any{"personId": old, "backgroundCheckOn": day(-800), "backgroundCheckExpiresOn": day(-2),
		"classroomIds": []int64{cubs}}), 409, "This teacher's background check has expired")
	pt.Expect(t, post("add", map[string]any{"personId": nod, "classroomIds": []int64{cubs}}), 409, "This teacher has no background check on file")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_teachers`); n != 0 {
		t.Fatalf("refused adds left %d teachers", n)
	}
	pt.Expect(t, post("add", map[string]any{"personId": mia, "backgroundCheckOn": "2026-13-01"}), 400, "Enter the date as YYYY-MM-DD")
	pt.Expect(t, post("add", map[string]any{"personId": mia, "backgroundCheckOn": day(0), "backgroundCheckExpiresOn": day(-1)}), 400,
		"The check date must not be after its expiry")
	pt.Expect(t, post("add", map[string]any{"personId": 99999}), 404, "Person not found")
	pt.Expect(t, post("add", map[string]any{"personId": mia, "backgroundCheckOn": day(-10), "backgroundCheckExpiresOn": day(700),
		"classroomIds": []int64{99999}}), 404, "Classroom not found")

	r := post("add", map[string]any{"personId": mia, "backgroundCheckOn": day(-10), "backgroundCheckExpiresOn": day(700), "classroomIds": []int64{cubs}})
	pt.Expect(t, r, 201, "Teacher added")
	var teacher struct {
		Name, Email, CheckStatus string
		Classrooms               []struct{ ID int64 }
	}
	r.Decode(t, &teacher)
	if teacher.Name != "Mia Teach" || teacher.CheckStatus != "valid" || len(teacher.Classrooms) != 1 || teacher.Classrooms[0].ID != cubs {
		t.Fatalf("mia: %+v", teacher)
	}
	pt.Expect(t, post("add", map[string]any{"personId": mia}), 409, "This person is already a teacher")
	// Without classrooms, an expired or missing check is kept on file.
	pt.Expect(t, post("add", map[string]any{"personId": old, "backgroundCheckOn": day(-800), "backgroundCheckExpiresOn": day(-2)}), 201, "Teacher added")
	pt.Expect(t, post("add", map[string]any{"personId": nod}), 201, "Teacher added")
	pt.Expect(t, post("edit", map[string]any{"id": old, "backgroundCheckOn": day(-800), "backgroundCheckExpiresOn": day(-2),
		"classroomIds": []int64{lions}}), 409, "This teacher's background check has expired")
	// A renewed check can be assigned; one expiring within 30 days shows as expiring.
	r = post("edit", map[string]any{"id": old, "backgroundCheckOn": day(0), "backgroundCheckExpiresOn": day(20), "classroomIds": []int64{lions, cubs}})
	pt.Expect(t, r, 200, "Teacher updated")
	r.Decode(t, &teacher)
	if teacher.CheckStatus != "expiring" || len(teacher.Classrooms) != 2 {
		t.Fatalf("olga renewed: %+v", teacher)
	}
	pt.Expect(t, post("edit", map[string]any{"id": cubs + 99999}), 404, "Teacher not found")

	var page struct {
		Total int64
		Items []struct {
			Name, CheckStatus string
		}
	}
	post("list", nil).Decode(t, &page)
	if page.Total != 3 || page.Items[0].Name != "Mia Teach" || page.Items[1].Name != "Ned Nocheck" || page.Items[1].CheckStatus != "missing" {
		t.Fatalf("teachers: %+v", page)
	}
	for body, want := range map[string]int64{`missing`: 1, `expiring`: 1, `valid`: 1, `expired`: 0} {
		post("list", map[string]any{"status": body}).Decode(t, &page)
		if page.Total != want {
			t.Errorf("status %s: %d, want %d", body, page.Total, want)
		}
	}
	post("list", map[string]any{"classroomId": lions}).Decode(t, &page)
	if page.Total != 1 || page.Items[0].Name != "Olga Lapsed" {
		t.Fatalf("lions' teachers: %+v", page)
	}
	post("list", map[string]any{"search": "mia@"}).Decode(t, &page)
	if page.Total != 1 {
		t.Fatalf("search: %+v", page)
	}
	pt.Expect(t, post("list", map[string]any{"status": "old"}), 400, "Status must be valid, expiring, expired or missing")

	// search: people not yet teachers.
	e.AddPerson(ann, map[string]any{"firstName": "Mia", "lastName": "Helper"})
	var found struct{ Items []struct{ Name string } }
	post("search", map[string]any{"q": "mia"}).Decode(t, &found)
	if len(found.Items) != 1 || found.Items[0].Name != "Mia Helper" {
		t.Fatalf("search: %+v", found)
	}

	// available: the classrooms not assigned yet.
	var avail struct{ Items []struct{ ID int64 } }
	r = post("available", map[string]any{"teacherId": mia})
	pt.Expect(t, r, 200, "Classrooms")
	r.Decode(t, &avail)
	if len(avail.Items) != 1 || avail.Items[0].ID != lions {
		t.Fatalf("available: %+v", avail)
	}
	pt.Expect(t, post("available", map[string]any{"teacherId": 99999}), 404, "Teacher not found")

	// Bravo's calls with alpha's ids.
	pt.Expect(t, bpost("edit", map[string]any{"id": mia}), 404, "Teacher not found")
	pt.Expect(t, bpost("delete", map[string]any{"id": mia}), 404, "Teacher not found")
	pt.Expect(t, bpost("available", map[string]any{"teacherId": mia}), 404, "Teacher not found")
	pt.Expect(t, bpost("add", map[string]any{"personId": mia}), 404, "Person not found")
	if n := e.Count(e.Bravo, `SELECT count(*) FROM children_teachers`); n != 0 {
		t.Fatalf("bravo has %d teachers", n)
	}

	pt.Expect(t, post("delete", map[string]any{"id": nod}), 200, "Teacher deleted")
	pt.Expect(t, post("delete", map[string]any{"id": nod}), 404, "Teacher not found")
	for event, want := range map[string]int{"children.teacher.add": 3, "children.teacher.edit": 1, "children.teacher.delete": 1} {
		if n := e.AuditCount(e.Alpha, event); n != want {
			t.Errorf("%s: %d entries, want %d", event, n, want)
		}
	}
}

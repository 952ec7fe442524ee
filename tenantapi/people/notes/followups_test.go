package notes_test

import (
	"testing"
	"time"

	pt "congregate/tenantapi/tenanttest"
)

type followUpPage struct {
	Total int64
	Items []struct {
		ID           int64
		PersonName   string
		Title        string
		AssigneeName string
		DueDate      *string
		Overdue      bool
		Status       string
		CompletedAt  *string
	}
}

func TestFollowUps(t *testing.T) {
	e := pt.New(t)
	pat := e.Login(e.Alpha, "people@alpha.test")
	ann := e.Login(e.Alpha, "admin@alpha.test")
	post := func(tok, path string, body map[string]any) pt.Resp {
		return e.Post(e.Alpha, "/api/people/follow-ups/"+path, tok, body)
	}
	list := func(tok string, body map[string]any) followUpPage {
		t.Helper()
		r := post(tok, "list", body)
		pt.Expect(t, r, 200, "Follow-ups")
		var p followUpPage
		r.Decode(t, &p)
		return p
	}
	visitor := e.AddPerson(pat, map[string]any{"firstName": "Vera", "lastName": "Visitor"})
	member := e.AddPerson(pat, map[string]any{"firstName": "Mo", "lastName": "Member"})

	// Staff to give follow-ups to: the people with console access.
	var staff struct {
		Items []struct {
			ID       int64
			FullName string
		}
	}
	post(pat, "staff", nil).Decode(t, &staff)
	annID := int64(0)
	for _, s := range staff.Items {
		if s.FullName == "Ann Alpha" {
			annID = s.ID
		}
		if s.ID == visitor {
			t.Fatal("a person without console access is offered as staff")
		}
	}
	if annID == 0 || len(staff.Items) != 3 {
		t.Fatalf("staff: %+v", staff.Items)
	}

	pt.Expect(t, post(pat, "add", map[string]any{"personId": visitor, "title": " "}), 400, "Say what to follow up")
	pt.Expect(t, post(pat, "add", map[string]any{"personId": visitor, "title": "Call", "dueDate": "31/12/2026"}), 400, "Due date must be a date like 2026-12-31")
	pt.Expect(t, post(pat, "add", map[string]any{"personId": visitor, "title": "Call", "assigneeId": member}), 400, "Assign the follow-up to a staff member")
	pt.Expect(t, post(pat, "add", map[string]any{"personId": 999999, "title": "Call"}), 404, "Person not found")

	yesterday := time.Now().AddDate(0, 0, -1).Format("2006-01-02")
	nextWeek := time.Now().AddDate(0, 0, 7).Format("2006-01-02")
	pt.Expect(t, post(pat, "add", map[string]any{"personId": visitor, "title": "Welcome call after first visit", "assigneeId": annID, "dueDate": yesterday}), 201, "Follow-up added")
	pt.Expect(t, post(pat, "add", map[string]any{"personId": visitor, "title": "Invite to the newcomers lunch", "dueDate": nextWeek}), 201, "")
	pt.Expect(t, post(ann, "add", map[string]any{"personId": member, "title": "Hospital visit", "assigneeId": annID}), 201, "")

	// Ann's own list: hers only, the overdue one first, undated last.
	mine := list(ann, map[string]any{"mine": true})
	if mine.Total != 2 || mine.Items[0].Title != "Welcome call after first visit" || !mine.Items[0].Overdue || mine.Items[1].DueDate != nil {
		t.Fatalf("ann's follow-ups: %+v", mine)
	}
	// The person's list holds every assignee's.
	vis := list(pat, map[string]any{"personId": visitor})
	if vis.Total != 2 || vis.Items[1].AssigneeName != "Pat People" || vis.Items[0].PersonName != "Vera Visitor" {
		t.Fatalf("visitor's follow-ups: %+v", vis)
	}
	pt.Expect(t, post(pat, "list", map[string]any{}), 400, "Choose a person, or ask for your own follow-ups")

	// Done, then reopened; reassigned; due date cleared.
	id := vis.Items[0].ID
	r := post(ann, "update", map[string]any{"id": id, "status": "done"})
	pt.Expect(t, r, 200, "Follow-up updated")
	if m := r.M(t); m["status"] != "done" || m["completedAt"] == nil || m["overdue"] != false {
		t.Fatalf("done: %+v", m)
	}
	if p := list(ann, map[string]any{"mine": true}); p.Total != 1 {
		t.Fatalf("open after done: %d", p.Total)
	}
	if p := list(ann, map[string]any{"mine": true, "status": "all"}); p.Total != 2 || p.Items[1].Status != "done" {
		t.Fatalf("all: %+v", p)
	}
	pt.Expect(t, post(ann, "update", map[string]any{"id": id, "status": "later"}), 400, "Status must be open or done")
	r = post(ann, "update", map[string]any{"id": id, "status": "open", "assigneeId": nil})
	pt.Expect(t, r, 400, "Assign the follow-up to a staff member")
	r = post(pat, "update", map[string]any{"id": id, "status": "open", "dueDate": nil, "title": "Second welcome call"})
	if m := r.M(t); m["status"] != "open" || m["completedAt"] != nil || m["dueDate"] != nil || m["title"] != "Second welcome call" {
		t.Fatalf("reopened: %+v", m)
	}

	// A merge moves follow-ups to the kept person.
	pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", pat, map[string]any{"keepId": member, "mergeId": visitor}), 200, "")
	if p := list(pat, map[string]any{"personId": member, "status": "all"}); p.Total != 3 {
		t.Fatalf("after merge: %d", p.Total)
	}
	pt.Expect(t, post(pat, "delete", map[string]any{"id": id}), 200, "Follow-up deleted")
	pt.Expect(t, post(pat, "delete", map[string]any{"id": id}), 404, "Follow-up not found")
	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, post(fin, "list", map[string]any{"mine": true}), 403, "You don't have permission to access this page")
}

package notes_test

import (
	"strconv"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

type notePage struct {
	Total int64
	Items []struct {
		ID        int64
		Body      string
		IsPrivate bool
		IsPinned  bool
		Author    string
		Mine      bool
	}
}

func notes(t *testing.T, e *pt.Env, tok string, personID int64) notePage {
	t.Helper()
	r := e.Post(e.Alpha, "/api/people/notes/list", tok, map[string]any{"personId": personID})
	pt.Expect(t, r, 200, "Notes")
	var p notePage
	r.Decode(t, &p)
	return p
}

func addNote(t *testing.T, e *pt.Env, tok string, body map[string]any) int64 {
	t.Helper()
	r := e.Post(e.Alpha, "/api/people/notes/add", tok, body)
	pt.Expect(t, r, 201, "Note added")
	var n struct{ ID int64 }
	r.Decode(t, &n)
	return n.ID
}

func TestNotes(t *testing.T) {
	e := pt.New(t)
	pat := e.Login(e.Alpha, "people@alpha.test")
	ann := e.Login(e.Alpha, "admin@alpha.test")
	grace := e.AddPerson(pat, map[string]any{"firstName": "Grace", "lastName": "Noted"})

	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/add", pat, map[string]any{"personId": grace, "body": "   "}), 400, "Write the note first")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/add", pat, map[string]any{"personId": grace, "body": strings.Repeat("a", 5001)}), 400,
		"A note must be at most 5000 characters")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/add", pat, map[string]any{"personId": 999999, "body": "Lost"}), 404, "Person not found")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/add", pat, map[string]any{"personId": grace, "body": 7}), 400, "")

	first := addNote(t, e, pat, map[string]any{"personId": grace, "body": "Visited after surgery; recovering well."})
	private := addNote(t, e, pat, map[string]any{"personId": grace, "body": "Asked for prayer in confidence.", "isPrivate": true})
	pinned := addNote(t, e, ann, map[string]any{"personId": grace, "body": "Prefers calls after 6 pm.", "isPinned": true})

	// The author sees every note of theirs, pinned first, then the newest.
	p := notes(t, e, pat, grace)
	if p.Total != 3 || p.Items[0].ID != pinned || p.Items[1].ID != private || p.Items[2].ID != first {
		t.Fatalf("pat's notes: %+v", p)
	}
	if !p.Items[1].Mine || p.Items[0].Mine || p.Items[0].Author != "Ann Alpha" {
		t.Fatalf("authors: %+v", p.Items)
	}
	// Someone else does not see a private note, nor can they find it by id.
	if p := notes(t, e, ann, grace); p.Total != 2 {
		t.Fatalf("ann sees %d notes, want the 2 shared ones", p.Total)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/delete", ann, map[string]any{"id": private}), 404, "Note not found")
	// Only the author changes or deletes a shared note.
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/update", ann, map[string]any{"id": first, "body": "Rewritten"}), 403,
		"Only the author of a note can change or delete it")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/delete", ann, map[string]any{"id": first}), 403, "Only the author of a note can change or delete it")

	// Partial updates: the body alone, then the pin alone.
	r := e.Post(e.Alpha, "/api/people/notes/update", pat, map[string]any{"id": first, "body": "Visited after surgery; back at church on Sunday."})
	pt.Expect(t, r, 200, "Note updated")
	if m := r.M(t); m["body"] != "Visited after surgery; back at church on Sunday." || m["isPinned"] != false || m["editedAt"] == nil {
		t.Fatalf("updated: %+v", m)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/update", pat, map[string]any{"id": first, "isPinned": true}), 200, "Note updated")
	// Pinning is not an edit of the text.
	if m := e.Post(e.Alpha, "/api/people/notes/update", pat, map[string]any{"id": private, "isPinned": false}).M(t); m["editedAt"] != nil {
		t.Fatalf("pinning marked the note edited: %+v", m)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/update", pat, map[string]any{"id": first, "body": nil}), 400, "Write the note first")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/update", pat, map[string]any{"id": first, "isPrivate": nil}), 400, "isPrivate must be true or false")
	// Both pinned now: the newer pinned note first, then this one, then the unpinned.
	if p := notes(t, e, pat, grace); p.Items[0].ID != pinned || p.Items[1].ID != first || p.Items[1].Body != "Visited after surgery; back at church on Sunday." {
		t.Fatalf("after pinning: %+v", p.Items)
	}

	// A merge moves the merged person's notes to the kept person.
	dup := e.AddPerson(pat, map[string]any{"firstName": "Grace", "lastName": "Noted", "email": "grace.noted@example.org"})
	addNote(t, e, pat, map[string]any{"personId": dup, "body": "Signed up for the welcome lunch."})
	pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", pat, map[string]any{"keepId": grace, "mergeId": dup}), 200, "")
	if p := notes(t, e, pat, grace); p.Total != 4 {
		t.Fatalf("after merge %d notes, want 4", p.Total)
	}

	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/delete", pat, map[string]any{"id": private}), 200, "Note deleted")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM person_notes WHERE person_id = `+strconv.FormatInt(grace, 10)); n != 3 {
		t.Fatalf("%d notes left, want 3", n)
	}
	// Finance holds no people key.
	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/notes/list", fin, map[string]any{"personId": grace}), 403, "You don't have permission to access this page")
}

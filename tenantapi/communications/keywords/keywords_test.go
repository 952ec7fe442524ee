package keywords_test

import (
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

func TestKeywords(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	post := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Alpha, "/api/communications/keywords/"+path, ann, body)
	}
	e.Exec(e.Alpha, `INSERT INTO contact_groups (id, name) VALUES (50, 'Youth')`)
	e.Exec(e.Bravo, `INSERT INTO contact_groups (id, name) VALUES (60, 'Bravo group')`)

	r := post("add", map[string]any{"keyword": " youth ", "reply": "Welcome!", "contactGroupId": 50})
	pt.Expect(t, r, 201, "Keyword added")
	k := r.M(t)
	if k["keyword"] != "YOUTH" || k["contactGroupName"] != "Youth" || k["active"] != true || k["matches"] != 0.0 {
		t.Fatalf("added %+v", k)
	}
	id := k["id"]
	pt.Expect(t, post("add", map[string]any{"keyword": "Youth", "reply": "again"}), 409, "This keyword is already in use")
	for _, w := range []string{"stop", "START", "Help", "unsubscribe", "UNSTOP", "optout"} {
		pt.Expect(t, post("add", map[string]any{"keyword": w, "reply": "x"}), 400, "This word is reserved for opting out and in")
	}
	for _, w := range []string{"A", "two words", "ÉGLISE", strings.Repeat("A", 21), "a-b"} {
		pt.Expect(t, post("add", map[string]any{"keyword": w, "reply": "x"}), 400, "A keyword is 2 to 20 letters or digits, without spaces")
	}
	pt.Expect(t, post("add", map[string]any{"keyword": "LONG", "reply": strings.Repeat("é", 321)}), 400, "A reply must be at most 320 characters")
	pt.Expect(t, post("add", map[string]any{"keyword": "LONG", "reply": strings.Repeat("é", 320)}), 201, "")
	pt.Expect(t, post("add", map[string]any{"keyword": "EMPTY", "reply": "  "}), 400, "Give the keyword a reply, a contact group or both")
	pt.Expect(t, post("add", map[string]any{"keyword": "OTHER", "contactGroupId": 60}), 404, "Contact group not found")
	pt.Expect(t, post("add", map[string]any{"keyword": "JOIN", "contactGroupId": 50, "active": false}), 201, "")

	r = post("list", map[string]any{})
	pt.Expect(t, r, 200, "Keywords")
	var page struct {
		Total int64
		Items []struct {
			Keyword string
			Active  bool
		}
	}
	r.Decode(t, &page)
	if page.Total != 3 || page.Items[0].Keyword != "JOIN" || page.Items[0].Active || page.Items[2].Keyword != "YOUTH" {
		t.Fatalf("list %+v", page)
	}
	r = post("list", map[string]any{"search": "yo"})
	r.Decode(t, &page)
	if page.Total != 1 {
		t.Fatalf("search %+v", page)
	}

	r = post("update", map[string]any{"id": id, "keyword": "teens", "reply": "Hi teens", "contactGroupId": nil})
	pt.Expect(t, r, 200, "Keyword updated")
	if m := r.M(t); m["keyword"] != "TEENS" || m["contactGroupId"] != nil || m["contactGroupName"] != "" {
		t.Fatalf("updated %+v", m)
	}
	pt.Expect(t, post("update", map[string]any{"id": id, "keyword": "JOIN", "reply": "x"}), 409, "This keyword is already in use")
	pt.Expect(t, post("update", map[string]any{"id": 999, "keyword": "NEW", "reply": "x"}), 404, "Keyword not found")
	pt.Expect(t, post("delete", map[string]any{"id": id}), 200, "Keyword deleted")
	pt.Expect(t, post("delete", map[string]any{"id": id}), 404, "Keyword not found")

	// Bravo sees none of alpha's and may use the same word.
	bt := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/communications/keywords/add", bt, map[string]any{"keyword": "JOIN", "reply": "b"}), 201, "")
	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/communications/keywords/list", fin, map[string]any{}), 403, "")
}

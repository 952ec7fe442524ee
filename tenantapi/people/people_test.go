package people_test

import (
	"fmt"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// person adds a member through the API and returns their id.
func addPerson(t *testing.T, e *pt.Env, tok string, body map[string]any) int64 {
	t.Helper()
	return e.AddPerson(tok, body)
}

type page struct {
	Items []struct {
		ID             int64
		FullName       string
		Email          string
		Mobile         string
		Gender         string
		Status         string
		MembershipType string
		HouseholdName  string
	}
	Total      int64
	Page       int
	PageSize   int
	TotalPages int64
}

func list(t *testing.T, e *pt.Env, tok string, body map[string]any) (page, int64) {
	t.Helper()
	r := e.Post(e.Alpha, "/api/people/list", tok, body)
	pt.Expect(t, r, 200, "")
	var p page
	r.Decode(t, &p)
	return p, r.Statements
}

func TestPeople(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")

	t.Run("add, get, update, deactivate", func(t *testing.T) {
		r := e.Post(e.Alpha, "/api/people/add", tok, map[string]any{"orgId": e.Alpha.ID, "adminUserId": 1,
			"firstName": " Grace ", "lastName": "Hopper", "email": "GRACE@Example.org", "mobile": "+1 (555) 300-0001",
			"gender": "female", "birthDate": "1906-12-09", "createLogin": true})
		pt.Expect(t, r, 201, "Member added")
		m := r.M(t)
		pw, _ := m["generatedPassword"].(string)
		if len(pw) != 14 || !strings.ContainsAny(pw, "@#$%!") {
			t.Fatalf("generated password %q", pw)
		}
		if m["envelopeId"] == "" || m["email"] != "grace@example.org" || m["mobile"] != "+15553000001" || m["hasLogin"] != true || m["membershipType"] != "Member" {
			t.Fatalf("added: %+v", m)
		}
		id := int64(m["id"].(float64))
		g := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": id})
		pt.Expect(t, g, 200, "")
		if gm := g.M(t); gm["fullName"] != "Grace Hopper" || gm["household"] != nil || gm["attendance"] == nil {
			t.Fatalf("profile: %+v", gm)
		}
		// A partial update changes only what it names; null clears.
		u := e.Post(e.Alpha, "/api/people/update", tok, map[string]any{"id": id, "city": "Arlington", "birthDate": nil})
		pt.Expect(t, u, 200, "Person updated")
		if um := u.M(t); um["city"] != "Arlington" || um["birthDate"] != nil || um["email"] != "grace@example.org" {
			t.Fatalf("updated: %+v", um)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/deactivate", tok, map[string]any{"id": id}), 200, "Person deactivated")
		l, _ := list(t, e, tok, map[string]any{"q": "hopper"})
		if l.Total != 0 {
			t.Fatalf("inactive person listed: %+v", l)
		}
		l, _ = list(t, e, tok, map[string]any{"q": "hopper", "status": "inactive"})
		if l.Total != 1 || l.Items[0].Status != "inactive" {
			t.Fatalf("inactive list: %+v", l)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/reactivate", tok, map[string]any{"id": id}), 200, "Person reactivated")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": 999999}), 404, "Person not found")
	})

	t.Run("the only super admin cannot be deactivated", func(t *testing.T) {
		var adminID int64
		e.Scan(e.Alpha, `SELECT id FROM people WHERE email = 'admin@alpha.test'`, &adminID)
		pt.Expect(t, e.Post(e.Alpha, "/api/people/deactivate", tok, map[string]any{"id": adminID}), 409, "A church must keep at least one super admin")
		if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE email = 'admin@alpha.test' AND is_active`); n != 1 {
			t.Fatalf("the super admin was deactivated")
		}
	})

	t.Run("bad input is a 4xx with a clear message", func(t *testing.T) {
		addPerson(t, e, tok, map[string]any{"firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.org", "mobile": "+15553000002", "envelopeId": "E-1"})
		cases := []struct {
			body   any
			status int
			msg    string
		}{
			{map[string]any{"lastName": "X"}, 400, "First name is required"},
			{map[string]any{"firstName": "X"}, 400, "Last name is required"},
			{map[string]any{"firstName": "X", "lastName": "Y", "email": "not-an-email"}, 400, "email is not valid"},
			{map[string]any{"firstName": "X", "lastName": "Y", "mobile": "12ab"}, 400, "Number is not valid"},
			{map[string]any{"firstName": "X", "lastName": "Y", "birthDate": "31/12/1990"}, 400, "Birth date must be a date like 1990-12-31"},
			{map[string]any{"firstName": "X", "lastName": "Y", "birthDate": "2999-01-01"}, 400, "Birth date cannot be in the future"},
			{map[string]any{"firstName": "X", "lastName": "Y", "gender": "other"}, 400, "Gender must be male or female"},
			{map[string]any{"firstName": "X", "lastName": "Y", "email": "ADA@example.org"}, 409, "A person with this e-mail already exists"},
			{map[string]any{"firstName": "X", "lastName": "Y", "mobile": "+1 555 300 0002"}, 409, "A person with this mobile number already exists"},
			{map[string]any{"firstName": "X", "lastName": "Y", "envelopeId": "E-1"}, 409, "This envelope ID is already in use"},
			{map[string]any{"firstName": "X", "lastName": "Y", "membershipTypeId": 9999}, 404, "Membership type not found"},
			{map[string]any{"firstName": "X", "lastName": "Y", "createLogin": true, "password": "short"}, 400, "Mininum 8 characters"},
			{map[string]any{"firstName": "X", "lastName": "Y", "shoeSize": 9}, 400, `Unknown field "shoeSize"`},
			{map[string]any{"firstName": 5, "lastName": "Y"}, 400, "Field firstName must be a string"},
			{`{"firstName": "X",`, 400, ""},
		}
		for _, c := range cases {
			r := e.Post(e.Alpha, "/api/people/add", tok, c.body)
			if r.Status != c.status || (c.msg != "" && r.Msg != c.msg) {
				t.Errorf("%v: got %d %q, want %d %q", c.body, r.Status, r.Msg, c.status, c.msg)
			}
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/list", tok, map[string]any{"ageBand": "ancient"}), 400, "Unknown age band")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/list", tok, map[string]any{"sortBy": "shoe"}), 400, "")
		pt.Expect(t, e.Post(e.Alpha, "/api/people/list", tok, map[string]any{"pageSize": 5000}), 400, "pageSize must be between 1 and 200")
		// Nothing half-written: the failed adds left no rows.
		if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE first_name = 'X'`); n != 0 {
			t.Fatalf("%d failed adds were written", n)
		}
	})

	t.Run("list: search, filters, sort, pages, 3 statements", func(t *testing.T) {
		for i := 0; i < 30; i++ {
			g := []string{"male", "female"}[i%2]
			addPerson(t, e, tok, map[string]any{"firstName": fmt.Sprintf("Zed%02d", i), "lastName": "Listerson", "gender": g,
				"email": fmt.Sprintf("zed%02d@lists.example", i), "mobile": fmt.Sprintf("+4420700%05d", i),
				"birthDate": fmt.Sprintf("%d-06-01", 1950+i)})
		}
		p, _ := list(t, e, tok, map[string]any{"q": "listerson", "pageSize": 10, "page": 2, "sortBy": "firstName", "sortDir": "desc"})
		if p.Total != 30 || p.TotalPages != 3 || len(p.Items) != 10 || p.Items[0].FullName != "Zed09 Listerson" {
			t.Fatalf("page 2: total %d pages %d first %+v", p.Total, p.TotalPages, p.Items)
		}
		p, _ = list(t, e, tok, map[string]any{"q": "listerson", "page": 9, "pageSize": 10})
		if p.Total != 30 || len(p.Items) != 0 {
			t.Fatalf("beyond the end: %+v", p)
		}
		for _, c := range []struct {
			body map[string]any
			want int64
		}{
			{map[string]any{"q": "zed0 listerson"}, 10},                // several words must all match
			{map[string]any{"q": "ZED17@LISTS"}, 1},                    // e-mail, any case
			{map[string]any{"q": "0700-00017"}, 1},                     // phone digits, punctuation ignored
			{map[string]any{"q": "ze"}, 30},                            // two letters: name prefix
			{map[string]any{"q": "listerson", "gender": "female"}, 15}, // filter
			{map[string]any{"q": "zed%"}, 0},                           // LIKE wildcards are literal
		} {
			got, _ := list(t, e, tok, c.body)
			if got.Total != c.want {
				t.Errorf("%v: total %d, want %d", c.body, got.Total, c.want)
			}
		}
		// The picker search: a few matches, sorted by name, none when the text is too short.
		sr := e.Post(e.Alpha, "/api/people/search", tok, map[string]any{"q": "listerson", "limit": 3}).M(t)
		if its := sr["items"].([]any); len(its) != 3 || its[0].(map[string]any)["fullName"] != "Zed00 Listerson" {
			t.Fatalf("search: %+v", sr)
		}
		if its := e.Post(e.Alpha, "/api/people/search", tok, map[string]any{"q": "z"}).M(t)["items"].([]any); len(its) != 0 {
			t.Fatalf("one-letter search: %+v", its)
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/search", tok, map[string]any{"q": "zed", "limit": 50}), 400, "limit must be between 1 and 20")
		// A whole list request is at most 3 statements whatever the page size: the session check
		// (which also reads the user's records per page), SET LOCAL and the list with its count.
		if base := e.Post(e.Alpha, "/api/people/generate-password", tok, nil).Statements; base != 1 {
			t.Errorf("session check: %d statements, want 1", base)
		}
		for _, body := range []map[string]any{
			{"pageSize": 1, "q": "listerson", "gender": "male"}, {"pageSize": 10, "q": "listerson"},
			{"pageSize": 100}, {"pageSize": 200, "gender": "female", "ageBand": "30-49"}, {},
		} {
			if _, n := list(t, e, tok, body); n > 3 {
				t.Errorf("%v: %d statements, want at most 3", body, n)
			}
		}
	})
}

func sprintf(f string, a ...any) string { return fmt.Sprintf(f, a...) }

// The person form's other rules, the picker search's options and the records-per-page default.
func TestPersonFormAndSearchRules(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	me := e.PersonID(e.Alpha, "people@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/deactivate", tok, map[string]any{"id": me}), 400, "You cannot deactivate your own account")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/add", tok, map[string]any{"firstName": "P", "lastName": "W", "password": "Secret#123"}), 400, "Set createLogin to give the person a password")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/add", tok, map[string]any{"firstName": "P", "lastName": "W", "householdId": 1, "relationship": "cousin"}), 400, "Relationship must be head, spouse, child or other")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/update", tok, map[string]any{"id": 999999, "city": "Nowhere"}), 404, "Person not found")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/deactivate", tok, map[string]any{"id": 999999}), 404, "Person not found")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/search", tok, map[string]any{"q": "zed", "status": "gone"}), 400, "Status must be active or all")

	// A new member with a password of their own, into a household, the envelope ID generated.
	e.Exec(e.Alpha, `INSERT INTO households (name) VALUES ('Quaye home')`)
	var hh int64
	e.Scan(e.Alpha, `SELECT id FROM households WHERE name = 'Quaye home'`, &hh)
	r := e.Post(e.Alpha, "/api/people/add", tok, map[string]any{"firstName": "Quinn", "lastName": "Quaye", "createLogin": true,
		"password": "Secret#1234", "householdId": hh, "relationship": "head"})
	pt.Expect(t, r, 201, "Member added")
	if m := r.M(t); m["generatedPassword"] != nil || m["hasLogin"] != true || m["householdName"] != "Quaye home" || m["relationship"] != "head" || m["envelopeId"] == "" {
		t.Fatalf("added: %+v", m)
	}
	other := addPerson(t, e, tok, map[string]any{"firstName": "Quentin", "lastName": "Quaye"})
	pt.Expect(t, e.Post(e.Alpha, "/api/people/deactivate", tok, map[string]any{"id": other}), 200, "Person deactivated")

	// The search: active people by default, everyone with status all, excluded ids left out.
	names := func(body map[string]any) []string {
		var v struct {
			Items []struct {
				ID       int64
				FullName string
			}
		}
		e.Post(e.Alpha, "/api/people/search", tok, body).Decode(t, &v)
		out := []string{}
		for _, it := range v.Items {
			out = append(out, it.FullName)
		}
		return out
	}
	if got := fmt.Sprint(names(map[string]any{"q": "quaye"})); got != "[Quinn Quaye]" {
		t.Errorf("active search: %s", got)
	}
	if got := fmt.Sprint(names(map[string]any{"q": "quaye", "status": "all"})); got != "[Quentin Quaye Quinn Quaye]" {
		t.Errorf("search of all: %s", got)
	}
	if got := fmt.Sprint(names(map[string]any{"q": "quaye", "status": "all", "excludeIds": []int64{other}})); got != "[Quinn Quaye]" {
		t.Errorf("search without %d: %s", other, got)
	}
	// A list without a page size takes the user's records per page.
	e.Exec(e.Alpha, `UPDATE people SET records_per_page = 1 WHERE id = ?`, me)
	if p, _ := list(t, e, e.Login(e.Alpha, "people@alpha.test"), map[string]any{"q": "quaye", "status": "all"}); p.PageSize != 1 || len(p.Items) != 1 || p.Total != 2 {
		t.Fatalf("records per page: %+v", p)
	}
}

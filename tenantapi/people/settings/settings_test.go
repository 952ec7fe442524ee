package settings_test

import (
	"fmt"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

type settings struct {
	EnvelopePrefix          string
	DefaultMembershipTypeID *int64
	NextEnvelopeNumber      int64
}

func TestGeneratorsAndRecordsPerPage(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")

	a := e.Post(e.Alpha, "/api/people/generate-envelope-id", tok, map[string]any{"orgId": 1})
	b := e.Post(e.Alpha, "/api/people/generate-envelope-id", tok, nil)
	pt.Expect(t, a, 200, "Envelope ID generated")
	if a.M(t)["envelopeId"] == b.M(t)["envelopeId"] || !strings.HasPrefix(a.M(t)["envelopeId"].(string), "ENV-") {
		t.Fatalf("envelope ids %v %v", a.M(t), b.M(t))
	}
	r := e.Post(e.Alpha, "/api/people/generate-password", tok, nil)
	pt.Expect(t, r, 200, "Password generated")
	pw := r.M(t)["generatedPassword"].(string)
	if len(pw) != 14 {
		t.Fatalf("password %q", pw)
	}
	// A generated password meets the rules the person form checks a typed one against.
	pt.Expect(t, e.Post(e.Alpha, "/api/people/add", tok, map[string]any{"firstName": "Gen", "lastName": "Pass", "createLogin": true, "password": pw}), 201, "Member added")
	pt.Expect(t, e.Post(e.Alpha, "/api/user/records-per-page", tok, map[string]any{"newRecordsListPerPage": 3}), 400, "Records per page must be between 5 and 200")
	pt.Expect(t, e.Post(e.Alpha, "/api/user/records-per-page", tok, map[string]any{"newRecordsListPerPage": 201}), 400, "Records per page must be between 5 and 200")
	pt.Expect(t, e.Post(e.Alpha, "/api/user/records-per-page", tok, map[string]any{"userId": 1, "newRecordsListPerPage": 7}), 403, "")
	r = e.Post(e.Alpha, "/api/user/records-per-page", tok, map[string]any{"orgId": e.Alpha.ID, "newRecordsListPerPage": 7})
	pt.Expect(t, r, 200, "Records per page updated")
	if r.M(t)["recordsPerPage"] != float64(7) {
		t.Fatalf("records per page: %s", r.Data)
	}
	var p struct{ PageSize int }
	e.Post(e.Alpha, "/api/people/list", tok, nil).Decode(t, &p)
	if p.PageSize != 7 {
		t.Fatalf("page size %d, want the user's 7", p.PageSize)
	}
	if prof := e.Post(e.Alpha, "/api/user/profile", tok, nil).M(t); prof["recordsPerPage"] != float64(7) {
		t.Fatalf("profile records per page %v", prof["recordsPerPage"])
	}
	// Naming oneself is allowed, as a number or a string; any signed-in user sets their own.
	var me struct{ UserID int64 }
	e.Post(e.Alpha, "/api/user/profile", tok, nil).Decode(t, &me)
	pt.Expect(t, e.Post(e.Alpha, "/api/user/records-per-page", tok, map[string]any{"userId": me.UserID, "newRecordsListPerPage": 20}), 200, "")
	pt.Expect(t, e.Post(e.Alpha, "/api/user/records-per-page", tok, map[string]any{"userId": fmt.Sprint(me.UserID), "newRecordsListPerPage": 20}), 200, "")
	pt.Expect(t, e.Post(e.Alpha, "/api/user/records-per-page", tok, map[string]any{"userId": nil, "newRecordsListPerPage": 20}), 200, "")
	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/user/records-per-page", fin, map[string]any{"newRecordsListPerPage": 25}), 200, "Records per page updated")
	if prof := e.Post(e.Alpha, "/api/user/profile", fin, nil).M(t); prof["recordsPerPage"] != float64(25) {
		t.Fatalf("finance's records per page %v", prof["recordsPerPage"])
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/generate-password", fin, nil), 403, "")
}

func TestSettings(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	get := func() settings {
		t.Helper()
		r := e.Post(e.Alpha, "/api/people/settings/get", tok, nil)
		pt.Expect(t, r, 200, "People settings")
		var s settings
		r.Decode(t, &s)
		return s
	}
	before := get()
	if before.EnvelopePrefix != "ENV-" || before.NextEnvelopeNumber < 1 {
		t.Fatalf("settings: %+v", before)
	}

	st := e.Post(e.Alpha, "/api/people/settings/update", tok, map[string]any{"envelopePrefix": "GC-"})
	pt.Expect(t, st, 200, "")
	if id := e.Post(e.Alpha, "/api/people/generate-envelope-id", tok, nil).M(t)["envelopeId"].(string); id[:3] != "GC-" {
		t.Fatalf("envelope with prefix: %s", id)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/settings/update", tok, map[string]any{"envelopePrefix": "<script>"}), 400, "")
	// A handed-out number is gone; a new person without an envelope ID takes the next one.
	s := get()
	if s.EnvelopePrefix != "GC-" || s.NextEnvelopeNumber != before.NextEnvelopeNumber+1 {
		t.Fatalf("after one envelope id: %+v (before %+v)", s, before)
	}
	r := e.Post(e.Alpha, "/api/people/add", tok, map[string]any{"firstName": "Env", "lastName": "Elope"})
	if env := r.M(t)["envelopeId"].(string); !strings.HasPrefix(env, "GC-") {
		t.Fatalf("new person's envelope id %q", env)
	}

	for _, c := range []struct {
		body   map[string]any
		status int
		msg    string
	}{
		{map[string]any{"envelopePrefix": "<script>"}, 400, "Envelope prefix may hold up to 10 letters, digits or -"},
		{map[string]any{"envelopePrefix": "ELEVEN-CHAR"}, 400, "Envelope prefix may hold up to 10 letters, digits or -"},
		{map[string]any{"envelopePrefix": "GC 1"}, 400, "Envelope prefix may hold up to 10 letters, digits or -"},
		{map[string]any{"defaultMembershipTypeId": 9999}, 404, "Membership type not found"},
		{map[string]any{"defaultMembershipTypeId": "1"}, 400, ""},
		{map[string]any{"nextEnvelopeNumber": 5}, 400, `Unknown field "nextEnvelopeNumber"`},
	} {
		r := e.Post(e.Alpha, "/api/people/settings/update", tok, c.body)
		if r.Status != c.status || (c.msg != "" && r.Msg != c.msg) {
			t.Errorf("%v: got %d %q, want %d %q", c.body, r.Status, r.Msg, c.status, c.msg)
		}
	}
	if s := get(); s.EnvelopePrefix != "GC-" {
		t.Fatalf("refused updates changed the settings: %+v", s)
	}

	// The default membership type: set, then cleared by null and by 0; an empty prefix is allowed.
	var types struct{ Items []struct{ ID int64 } }
	e.Post(e.Alpha, "/api/people/membership-types/list", tok, nil).Decode(t, &types)
	if len(types.Items) == 0 {
		t.Fatal("no membership types")
	}
	typeID := types.Items[len(types.Items)-1].ID
	r = e.Post(e.Alpha, "/api/people/settings/update", tok, map[string]any{"defaultMembershipTypeId": typeID, "envelopePrefix": ""})
	pt.Expect(t, r, 200, "People settings updated")
	var s2 settings
	r.Decode(t, &s2)
	if s2.DefaultMembershipTypeID == nil || *s2.DefaultMembershipTypeID != typeID || s2.EnvelopePrefix != "" {
		t.Fatalf("updated: %+v", s2)
	}
	for _, clear := range []any{nil, 0} {
		pt.Expect(t, e.Post(e.Alpha, "/api/people/settings/update", tok, map[string]any{"defaultMembershipTypeId": typeID}), 200, "")
		if s := get(); s.DefaultMembershipTypeID == nil {
			t.Fatal("default type not set")
		}
		pt.Expect(t, e.Post(e.Alpha, "/api/people/settings/update", tok, map[string]any{"defaultMembershipTypeId": clear}), 200, "")
		if s := get(); s.DefaultMembershipTypeID != nil || s.EnvelopePrefix != "" {
			t.Fatalf("cleared by %v: %+v", clear, s)
		}
	}
	// Nothing sent changes nothing.
	pt.Expect(t, e.Post(e.Alpha, "/api/people/settings/update", tok, nil), 200, "People settings updated")

	// Bravo's settings are its own; Finance holds no people key.
	bTok := e.Login(e.Bravo, "admin@bravo.test")
	var bs settings
	e.Post(e.Bravo, "/api/people/settings/get", bTok, nil).Decode(t, &bs)
	if bs.EnvelopePrefix != "ENV-" || bs.DefaultMembershipTypeID == nil {
		t.Fatalf("bravo's settings: %+v", bs)
	}
	pt.Expect(t, e.Post(e.Bravo, "/api/people/settings/update", bTok, map[string]any{"defaultMembershipTypeId": typeID + 1000}), 404, "Membership type not found")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/settings/get", e.Login(e.Alpha, "finance@alpha.test"), nil), 403, "")
}

package consentapi_test

import (
	"context"
	"testing"

	"gorm.io/gorm"

	"congregate/tenantapi/communications/consent"
	pt "congregate/tenantapi/tenanttest"
)

type block struct {
	ID       int64
	Channel  string
	Address  string
	PersonID *int64
	Name     string
	Method   string
	Proof    map[string]any
}

func TestRoutes(t *testing.T) {
	e := pt.New(t)
	c := e.Alpha
	ann := e.Login(c, "admin@alpha.test")
	annID := e.PersonID(c, "admin@alpha.test")
	post := func(tok, path string, body any) pt.Resp {
		return e.Post(c, "/api/communications/do-not-contact/"+path, tok, body)
	}
	add := func(body map[string]any) []block {
		t.Helper()
		r := post(ann, "add", body)
		pt.Expect(t, r, 201, "Added to the do-not-contact list")
		var out struct{ Items []block }
		r.Decode(t, &out)
		return out.Items
	}
	vera := e.AddPerson(ann, map[string]any{"firstName": "Vera", "lastName": "Visitor", "email": "Vera@Example.org"})

	// By person: her mobile for text and voice (she has none: listed by her person id), her
	// e-mail for email.
	bs := add(map[string]any{"personId": vera, "channels": []string{"text", "email", "text"}, "note": " Asked  at the door "})
	if len(bs) != 2 || bs[0].Address != consent.PersonAddress(vera) || bs[1].Address != "vera@example.org" ||
		bs[1].Name != "Vera Visitor" || bs[1].Method != "staff" || bs[1].Proof["note"] != "Asked at the door" ||
		bs[1].Proof["staffId"] != float64(annID) || bs[1].Proof["staffName"] != "Ann Alpha" {
		t.Fatalf("by person: %+v", bs)
	}
	// Ann by person: her mobile.
	bs = add(map[string]any{"personId": annID, "channels": []string{"voice"}, "note": "No calls"})
	if bs[0].Address != "+15550001001" || *bs[0].PersonID != annID {
		t.Fatalf("ann: %+v", bs)
	}
	// By a typed number (the church's country), named after the person with it.
	bs = add(map[string]any{"address": "(555) 000-1001", "channels": []string{"text"}, "note": "STOP by phone call"})
	if bs[0].Address != "+15550001001" || bs[0].PersonID != nil || bs[0].Name != "Ann Alpha" {
		t.Fatalf("typed: %+v", bs)
	}
	// The same again: the entry as it is, no second event.
	again := add(map[string]any{"address": "+1 555 000 1001", "channels": []string{"text"}, "note": "again"})
	if again[0].ID != bs[0].ID {
		t.Fatalf("again: %+v", again)
	}
	if n := e.Count(c, `SELECT count(*) FROM consent_events WHERE address = '+15550001001' AND channel = 'text'`); n != 1 {
		t.Fatalf("%d events", n)
	}
	if n := e.AuditCount(c, "do_not_contact_added"); n != 4 {
		t.Fatalf("%d audit rows", n)
	}

	// The send path's filter sees them: Vera on text by person, whatever number she gets.
	var removed []consent.Target
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) (err error) {
		_, removed, err = consent.Filter(tx, consent.Text, []consent.Target{{PersonID: vera, Address: "+15550107777"}, {Address: "+15550107778"}})
		return err
	}))
	if len(removed) != 1 || removed[0].PersonID != vera {
		t.Fatalf("removed %+v", removed)
	}

	// Bad input.
	for _, tc := range []struct {
		body map[string]any
		code int
		msg  string
	}{
		{map[string]any{"channels": []string{"text"}, "note": "x"}, 400, "Choose a person or enter a phone number or e-mail address"},
		{map[string]any{"personId": vera, "address": "a@b.org", "channels": []string{"text"}, "note": "x"}, 400, "Choose a person or enter a phone number or e-mail address"},
		{map[string]any{"personId": vera, "channels": []string{}, "note": "x"}, 400, "Choose at least one channel: text, voice, email or push"},
		{map[string]any{"personId": vera, "channels": []string{"fax"}, "note": "x"}, 400, "Channel must be text, voice, email or push"},
		{map[string]any{"personId": vera, "channels": []string{"text"}, "note": "  "}, 400, "Add a note saying why"},
		{map[string]any{"personId": 999999, "channels": []string{"text"}, "note": "x"}, 404, "Person not found"},
		{map[string]any{"personId": -4, "channels": []string{"text"}, "note": "x"}, 404, "Person not found"},
		{map[string]any{"address": "a@b.org", "channels": []string{"text"}, "note": "x"}, 400, "Enter a valid phone number to block calls and texts"},
		{map[string]any{"address": "12", "channels": []string{"email"}, "note": "x"}, 400, "Enter a valid e-mail address to block e-mails"},
		{map[string]any{"address": "a\x00@b.org", "channels": []string{"email"}, "note": "x"}, 400, ""},
	} {
		r := post(ann, "add", tc.body)
		pt.Expect(t, r, tc.code, tc.msg)
	}

	// The list: newest first, filtered and searched.
	var page struct {
		Total int64
		Items []block
	}
	post(ann, "list", map[string]any{}).Decode(t, &page)
	if page.Total != 4 {
		t.Fatalf("list: %+v", page)
	}
	post(ann, "list", map[string]any{"channel": "email"}).Decode(t, &page)
	if page.Total != 1 || page.Items[0].Address != "vera@example.org" {
		t.Fatalf("email: %+v", page)
	}
	post(ann, "list", map[string]any{"search": "ALPHA"}).Decode(t, &page)
	if page.Total != 2 {
		t.Fatalf("search: %+v", page)
	}
	post(ann, "list", map[string]any{"search": "0001001"}).Decode(t, &page)
	if page.Total != 2 {
		t.Fatalf("search by number: %+v", page)
	}
	pt.Expect(t, post(ann, "list", map[string]any{"channel": "sms"}), 400, "Channel must be text, voice, email or push")

	// Remove: opted back in by staff with the note; the history keeps both.
	pt.Expect(t, post(ann, "remove", map[string]any{"id": bs[0].ID}), 400, "Add a note saying why")
	r := post(ann, "remove", map[string]any{"id": bs[0].ID, "note": "Asked to hear from us again"})
	pt.Expect(t, r, 200, "Removed from the do-not-contact list")
	pt.Expect(t, post(ann, "remove", map[string]any{"id": bs[0].ID, "note": "again"}), 404, "That entry is not on the do-not-contact list")
	var hist struct {
		Items []struct {
			Channel, Address, Action, Method string
			Proof                            map[string]any
		}
	}
	post(ann, "history", map[string]any{"address": "555-000-1001"}).Decode(t, &hist)
	if len(hist.Items) != 3 || hist.Items[0].Action != "opt_in" || hist.Items[0].Proof["note"] != "Asked to hear from us again" ||
		hist.Items[1].Action != "opt_out" {
		t.Fatalf("history: %+v", hist)
	}
	post(ann, "history", map[string]any{"personId": vera}).Decode(t, &hist)
	if len(hist.Items) != 2 {
		t.Fatalf("vera's history: %+v", hist)
	}
	pt.Expect(t, post(ann, "history", map[string]any{}), 400, "Enter the phone number or e-mail address to look up")
	pt.Expect(t, post(ann, "history", map[string]any{"personId": 999999}), 404, "Person not found")
	if n := e.AuditCount(c, "do_not_contact_removed"); n != 1 {
		t.Fatalf("%d removal audits", n)
	}

	// Another church: none of it.
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	e.Post(e.Bravo, "/api/communications/do-not-contact/list", bravo, map[string]any{}).Decode(t, &page)
	if page.Total != 0 {
		t.Fatal("bravo sees alpha's list")
	}
	pt.Expect(t, e.Post(e.Bravo, "/api/communications/do-not-contact/remove", bravo, map[string]any{"id": page.Total + 1, "note": "x"}), 404, "")
	pt.Expect(t, e.Post(e.Bravo, "/api/communications/do-not-contact/add", bravo, map[string]any{"personId": vera, "channels": []string{"text"}, "note": "x"}), 404, "Person not found")
	pat := e.Login(c, "people@alpha.test")
	pt.Expect(t, post(pat, "list", map[string]any{}), 403, "")
}

package children_test

import (
	"encoding/json"
	"net/http"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// Message parents: the children's household heads and spouses receive it through the
// communications service (a text opt-out honoured, credits spent, origin children, audited);
// another church's child is not found; children without parents get a clear 400.
func TestMessageParents(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	ben := e.Login(e.Bravo, "admin@bravo.test")
	post := func(body map[string]any) pt.Resp { return e.Post(e.Alpha, "/api/children/message-parents", ann, body) }

	e.Exec(e.Alpha, `UPDATE credit_account SET balance = 100, reserved = 0`)
	dad := e.AddPerson(ann, map[string]any{"firstName": "Tom", "lastName": "Okafor", "mobile": "+15550107001"})
	mum := e.AddPerson(ann, map[string]any{"firstName": "Ada", "lastName": "Okafor", "mobile": "+15550107002"})
	var hh int64
	e.Scan(e.Alpha, `WITH h AS (INSERT INTO households (name) VALUES ('Okafor household') RETURNING id) SELECT id FROM h`, &hh)
	e.Exec(e.Alpha, `INSERT INTO household_members (household_id, person_id, relationship) VALUES (?, ?, 'head'), (?, ?, 'spouse')`, hh, dad, hh, mum)
	zoe := id(t, e.Post(e.Alpha, "/api/children/add", ann, map[string]any{"firstName": "Zoe", "lastName": "Okafor", "birthDate": "2022-03-04", "householdId": hh}))
	kim := id(t, e.Post(e.Alpha, "/api/children/add", ann, map[string]any{"firstName": "Kim", "lastName": "Okafor", "birthDate": "2020-03-04", "householdId": hh}))
	// Mum opted out of text.
	e.Exec(e.Alpha, `INSERT INTO do_not_contact (channel, address, person_id, method) VALUES ('text', '+15550107002', ?, 'keyword')`, mum)

	// Rules.
	pt.Expect(t, post(map[string]any{"childIds": []int64{}, "channel": "sms", "body": "Hi"}), 400, "Choose 1 to 500 children")
	pt.Expect(t, post(map[string]any{"childIds": []int64{zoe}, "channel": "voice", "body": "Hi"}), 400, "Choose a channel: sms or email")
	pt.Expect(t, post(map[string]any{"childIds": []int64{zoe}, "channel": "sms", "body": ""}), 400, "Write a message")
	pt.Expect(t, post(map[string]any{"childIds": []int64{zoe, 99999}, "channel": "sms", "body": "Hi"}), 404, "Child not found")

	// Two siblings, two parents, one opted out of text: one text goes.
	r := post(map[string]any{"childIds": []int64{zoe, kim, zoe}, "channel": "sms", "body": "Pick-up is at 12:15 today"})
	pt.Expect(t, r, 202, "Message sent to parents")
	var sent struct{ CommunicationID, Recipients, Parents int64 }
	if err := json.Unmarshal(r.Data, &sent); err != nil {
		t.Fatal(err)
	}
	if sent.Recipients != 1 || sent.Parents != 2 || sent.CommunicationID == 0 {
		t.Fatalf("sent = %+v, want 1 recipient of 2 parents", sent)
	}
	if n := e.Count(e.Alpha, "SELECT count(*) FROM communications WHERE id = "+itoa(sent.CommunicationID)+
		" AND origin = 'children' AND audience->'personIds' @> '["+itoa(dad)+","+itoa(mum)+"]'::jsonb"); n != 1 {
		t.Fatalf("communication %d: not a children message to both parents", sent.CommunicationID)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM audit_log WHERE event = 'children.parents.message'`); n != 1 {
		t.Fatalf("audit entries = %d, want 1", n)
	}

	// Everyone opted out: the communications service's own message.
	e.Exec(e.Alpha, `INSERT INTO do_not_contact (channel, address, person_id, method) VALUES ('text', '+15550107001', ?, 'keyword')`, dad)
	pt.Expect(t, post(map[string]any{"childIds": []int64{zoe}, "channel": "sms", "body": "Hi"}), 400, "Everyone chosen has opted out of text messages")

	// A child without a household: no parents.
	var solo int64
	e.Scan(e.Alpha, `INSERT INTO people (first_name, last_name) VALUES ('Solo', 'Kid') RETURNING id`, &solo)
	id(t, e.Post(e.Alpha, "/api/children/add", ann, map[string]any{"personId": solo}))
	pt.Expect(t, post(map[string]any{"childIds": []int64{solo}, "channel": "email", "subject": "S", "body": "Hi"}), 400,
		"These children have no parents on file to message")

	// Bravo cannot reach alpha's child.
	pt.Expect(t, e.Post(e.Bravo, "/api/children/message-parents", ben, map[string]any{"childIds": []int64{zoe}, "channel": "sms", "body": "Hi"}),
		404, "Child not found")
}

// A child's photo for the children key: a child's only (another person, another church: 404).
func TestChildPhoto(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	ben := e.Login(e.Bravo, "admin@bravo.test")
	var kid, adult int64
	e.Scan(e.Alpha, `INSERT INTO people (first_name, last_name) VALUES ('Pia', 'Photo') RETURNING id`, &kid)
	e.Scan(e.Alpha, `INSERT INTO people (first_name, last_name) VALUES ('Ada', 'Adult') RETURNING id`, &adult)
	id(t, e.Post(e.Alpha, "/api/children/add", ann, map[string]any{"personId": kid}))
	get := func(tok string, who int64) pt.Resp {
		return e.Do(e.Alpha, http.MethodGet, "/api/children/photo/"+itoa(who), tok, "", nil)
	}
	pt.Expect(t, get(ann, kid), 404, "Photo not found")
	png := []byte("\x89PNG\r\n\x1a\n")
	e.Exec(e.Alpha, `INSERT INTO person_photos (person_id, content_type, data, updated_at) VALUES (?, 'image/png', ?, now()), (?, 'image/png', ?, now())`, kid, png, adult, png)
	if r := get(ann, kid); r.Status != 200 || r.ContentType != "image/png" {
		t.Fatalf("photo: %d %s", r.Status, r.ContentType)
	}
	pt.Expect(t, get(ann, adult), 404, "Child not found")
	if r := e.Do(e.Bravo, http.MethodGet, "/api/children/photo/"+itoa(kid), ben, "", nil); r.Status != 404 {
		t.Fatalf("bravo reads alpha's child's photo: %d", r.Status)
	}
}

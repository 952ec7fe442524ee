package messagesapi_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	tt "congregate/tenantapi/tenanttest"
)

// fixture is alpha with a group of people to write to and credits to spend.
type fixture struct {
	e                  *tt.Env
	tok                string
	group              int64
	ada, ben, cat, dan int64 // ada, ben: mobiles and e-mails; cat: opted out of text; dan: no mobile
}

func setup(t *testing.T) *fixture {
	e := tt.New(t)
	f := &fixture{e: e, tok: e.Login(e.Alpha, "admin@alpha.test")}
	e.Exec(e.Alpha, `INSERT INTO groups (name) VALUES ('Choir')`)
	e.Scan(e.Alpha, `SELECT id FROM groups WHERE name = 'Choir'`, &f.group)
	add := func(first, last, mobile, email string) int64 {
		var id int64
		e.Scan(e.Alpha, fmt.Sprintf(`INSERT INTO people (first_name, last_name, mobile, email) VALUES ('%s', '%s', '%s', '%s') RETURNING id`, first, last, mobile, email), &id)
		e.Exec(e.Alpha, `INSERT INTO group_members (group_id, person_id) VALUES (?, ?)`, f.group, id)
		return id
	}
	f.ada = add("Ada", "Obi", "+15552220101", "ada@example.org")
	f.ben = add("Ben", "Eze", "+15552220102", "ben@example.org")
	f.cat = add("Cat", "Udo", "+15552220103", "cat@example.org")
	f.dan = add("Dan", "Ike", "", "dan@example.org")
	e.Exec(e.Alpha, `INSERT INTO do_not_contact (channel, address, person_id, method) VALUES ('text', '+15552220103', ?, 'keyword')`, f.cat)
	f.credits(100)
	return f
}

func (f *fixture) credits(n int64) {
	f.e.Exec(f.e.Alpha, `UPDATE credit_account SET balance = ?, reserved = 0`, n)
}

func (f *fixture) reserved() int64 {
	return f.e.Count(f.e.Alpha, `SELECT reserved FROM credit_account`)
}

func (f *fixture) sms(body string) map[string]any {
	return map[string]any{"channel": "sms", "body": body, "audience": map[string]any{"groupIds": []int64{f.group}}}
}

func (f *fixture) send(path string, payload any, files ...tt.Part) tt.Resp {
	b, _ := json.Marshal(payload)
	return f.e.Multipart(f.e.Alpha, path, f.tok, [][2]string{{"payload", string(b)}}, files...)
}

type quote struct {
	Recipients, DuplicatesRemoved, OptedOut, WithoutAddress, Segments, Characters int
	Encoding                                                                      string
	UnitCost, Credits, Available                                                  int64
	Enough                                                                        bool
	Preview                                                                       struct{ To, Name, Subject, Text, HTML string }
}

type comm struct {
	ID          int64
	Status      string
	Recipients  int
	Credits     int64
	Segments    int
	Encoding    string
	MediaID     int64
	ScheduledAt *string
	Body        string
	Counts      map[string]int64
}

func (f *fixture) quote(t *testing.T, body any) quote {
	t.Helper()
	r := f.e.Post(f.e.Alpha, "/api/communications/quote", f.tok, body)
	tt.Expect(t, r, 200, "Quote")
	var q quote
	r.Decode(t, &q)
	return q
}

// pending are the queued send tasks (none when the queue was never made).
func pending(e *tt.Env) []string {
	e.T.Helper()
	tasks, err := e.Insp.ListPendingTasks(e.Queue, asynq.PageSize(1000))
	if err != nil && strings.Contains(err.Error(), "queue not found") {
		return nil
	}
	if err != nil {
		e.T.Fatal(err)
	}
	var out []string
	for _, t := range tasks {
		if t.Type == jobs.TypeCommunicationSend {
			out = append(out, string(t.Payload))
		}
	}
	return out
}

func dispatch(e *tt.Env, c *tenancy.Church, id int64) (state string, due time.Time) {
	e.T.Helper()
	if err := e.DB.Gorm.Raw(`SELECT state, due_at FROM control.communication_dispatch WHERE church_id = ? AND communication_id = ?`, c.ID, id).
		Row().Scan(&state, &due); err != nil {
		e.T.Fatalf("dispatch row of %d: %v", id, err)
	}
	return state, due
}

func TestQuoteSendAndIdempotency(t *testing.T) {
	f := setup(t)
	e := f.e
	tt.Expect(t, e.Post(e.Alpha, "/api/organization/messaging/update", f.tok, map[string]any{"smsSignature": "- Alpha"}), 200, "")

	// The group: Ada and Ben reach; Cat opted out of text; Dan has no mobile; Ada's number typed
	// in again is a duplicate.
	body := f.sms("Hello {first_name}, see you Sunday at {church_name}")
	body["audience"].(map[string]any)["numbers"] = []string{"+1 555 222 0101", "+15552229999"}
	q := f.quote(t, body)
	if q.Recipients != 3 || q.OptedOut != 1 || q.WithoutAddress != 1 || q.DuplicatesRemoved != 1 {
		t.Fatalf("quote counts %+v", q)
	}
	if q.Segments != 1 || q.Encoding != "GSM-7" || q.Credits != 3 || q.UnitCost != 1 || q.Available != 100 || !q.Enough {
		t.Fatalf("quote cost %+v", q)
	}
	if q.Preview.Text != "Hello Ada, see you Sunday at Alpha Chapel - Alpha" || q.Preview.To != "+15552220101" || q.Preview.Name != "Ada Obi" {
		t.Fatalf("preview %+v", q.Preview)
	}
	if e.Count(e.Alpha, `SELECT count(*) FROM communications`) != 0 || f.reserved() != 0 {
		t.Fatal("a quote wrote something")
	}

	body["idempotencyKey"] = "k-1"
	r := f.send("/api/communications/send", body)
	tt.Expect(t, r, 202, "Message accepted for sending")
	var c comm
	r.Decode(t, &c)
	if c.Status != "sending" || c.Recipients != 3 || c.Credits != 3 || c.Segments != 1 || c.Encoding != "GSM-7" || c.Counts["queued"] != 3 {
		t.Fatalf("sent %+v", c)
	}
	if f.reserved() != 3 {
		t.Fatalf("reserved %d, want 3", f.reserved())
	}
	if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM credit_ledger WHERE idempotency_key = 'reserve:%d' AND communication_id = %d`, c.ID, c.ID)); n != 1 {
		t.Fatalf("reserve ledger rows %d", n)
	}
	var text, key string
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT merge->>'text', attempt_key FROM communication_recipients WHERE communication_id = %d AND address = '+15552229999'`, c.ID), &text, &key)
	if text != "Hello friend, see you Sunday at Alpha Chapel - Alpha" || !strings.HasPrefix(key, fmt.Sprintf("c%d-r", c.ID)) {
		t.Fatalf("typed-in recipient %q %q", text, key)
	}
	if state, _ := dispatch(e, e.Alpha, c.ID); state != "waiting" {
		t.Fatalf("dispatch state %s", state)
	}
	tasks := pending(e)
	if len(tasks) != 1 || !strings.Contains(tasks[0], fmt.Sprintf(`"communicationId":%d`, c.ID)) {
		t.Fatalf("tasks %s", tasks)
	}

	// The same key again: the first communication, nothing new.
	r = f.send("/api/communications/send", body)
	tt.Expect(t, r, 202, "")
	var again comm
	r.Decode(t, &again)
	if again.ID != c.ID || e.Count(e.Alpha, `SELECT count(*) FROM communications`) != 1 || f.reserved() != 3 ||
		e.Count(e.Alpha, `SELECT count(*) FROM communication_recipients`) != 3 || len(pending(e)) != 1 {
		t.Fatalf("second send with the same key: %+v", again)
	}

	// History, one, recipients.
	r = e.Post(e.Alpha, "/api/communications/list", f.tok, map[string]any{"channel": "sms"})
	tt.Expect(t, r, 200, "Communications")
	if r.D["total"].(float64) != 1 || r.D["items"].([]any)[0].(map[string]any)["createdByName"] == "" {
		t.Fatalf("list %s", r.Data)
	}
	r = e.Post(e.Alpha, "/api/communications/get", f.tok, map[string]any{"id": c.ID})
	tt.Expect(t, r, 200, "Communication")
	r = e.Post(e.Alpha, "/api/communications/recipients", f.tok, map[string]any{"id": c.ID, "status": "queued", "pageSize": 2})
	tt.Expect(t, r, 200, "Recipients")
	if r.D["total"].(float64) != 3 || len(r.D["items"].([]any)) != 2 {
		t.Fatalf("recipients %s", r.Data)
	}
	r = e.Post(e.Alpha, "/api/communications/merge-fields", f.tok, map[string]any{})
	tt.Expect(t, r, 200, "Merge fields")
	if !strings.Contains(string(r.Data), `{first_name}`) {
		t.Fatalf("merge fields %s", r.Data)
	}
	tt.Expect(t, e.Post(e.Alpha, "/api/communications/get", f.tok, map[string]any{"id": c.ID + 100}), 404, "Communication not found")
	tt.Expect(t, e.Post(e.Bravo, "/api/communications/get", e.Login(e.Bravo, "admin@bravo.test"), map[string]any{"id": c.ID}), 404, "Communication not found")
}

func TestInsufficientCreditsWriteNothing(t *testing.T) {
	f := setup(t)
	e := f.e
	f.credits(1)
	body := f.sms("Hello {first_name}")
	q := f.quote(t, body)
	if q.Credits != 2 || q.Enough {
		t.Fatalf("quote %+v", q)
	}
	tt.Expect(t, f.send("/api/communications/send", body), 409, "Insufficient message credits: this message needs 2 credits and 1 are available.")
	if e.Count(e.Alpha, `SELECT count(*) FROM communications`) != 0 || e.Count(e.Alpha, `SELECT count(*) FROM communication_recipients`) != 0 ||
		e.Count(e.Alpha, `SELECT count(*) FROM credit_ledger`) != 0 || f.reserved() != 0 || len(pending(e)) != 0 {
		t.Fatal("a refused send wrote something")
	}
}

func TestScheduleUpdateDelete(t *testing.T) {
	f := setup(t)
	e := f.e
	at := time.Now().Add(48 * time.Hour).UTC().Truncate(time.Second)
	body := f.sms("Hi {first_name}")
	body["scheduledAt"] = at.Format(time.RFC3339)
	r := f.send("/api/communications/send", body)
	tt.Expect(t, r, 201, "Message scheduled")
	var c comm
	r.Decode(t, &c)
	if c.Status != "scheduled" || c.ScheduledAt == nil || *c.ScheduledAt != at.Format(time.RFC3339) || f.reserved() != 2 {
		t.Fatalf("scheduled %+v reserved %d", c, f.reserved())
	}
	if state, due := dispatch(e, e.Alpha, c.ID); state != "waiting" || !due.Equal(at) {
		t.Fatalf("dispatch %s %s", state, due)
	}
	if len(pending(e)) != 0 {
		t.Fatal("a scheduled send was queued")
	}

	// Longer text (2 segments each) to Ada only: the old 2 released, 2 reserved anew.
	upd := f.sms(strings.Repeat("long words ", 20) + "{first_name}")
	upd["audience"] = map[string]any{"personIds": []int64{f.ada, f.ben}}
	upd["scheduledAt"] = at.Add(time.Hour).Format(time.RFC3339)
	upd["id"] = c.ID
	r = f.send("/api/communications/update", upd)
	tt.Expect(t, r, 200, "Scheduled message updated")
	r.Decode(t, &c)
	if c.Status != "scheduled" || c.Segments != 2 || c.Credits != 4 || c.Recipients != 2 || f.reserved() != 4 {
		t.Fatalf("updated %+v reserved %d", c, f.reserved())
	}
	if _, due := dispatch(e, e.Alpha, c.ID); !due.Equal(at.Add(time.Hour)) {
		t.Fatalf("dispatch due %s", due)
	}
	if n := e.Count(e.Alpha, fmt.Sprintf(`SELECT count(*) FROM communication_recipients WHERE communication_id = %d`, c.ID)); n != 2 {
		t.Fatalf("recipients after update %d", n)
	}

	// Update to send now: queued.
	f.credits(100)
	e.Exec(e.Alpha, `UPDATE credit_account SET reserved = 4`)
	r = f.send("/api/communications/send", map[string]any{"channel": "sms", "body": "x", "scheduledAt": at.Format(time.RFC3339),
		"audience": map[string]any{"personIds": []int64{f.ada}}})
	tt.Expect(t, r, 201, "")
	var other comm
	r.Decode(t, &other)

	tt.Expect(t, f.send("/api/communications/delete", map[string]any{"id": c.ID}), 200, "Scheduled message deleted")
	var status string
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT status FROM communications WHERE id = %d`, c.ID), &status)
	if status != "cancelled" || f.reserved() != 1 {
		t.Fatalf("deleted: %s reserved %d", status, f.reserved())
	}
	if state, _ := dispatch(e, e.Alpha, c.ID); state != "done" {
		t.Fatalf("dispatch after delete %s", state)
	}
	tt.Expect(t, f.send("/api/communications/delete", map[string]any{"id": c.ID}), 409, "Only a scheduled message can be changed")
	upd["scheduledAt"] = nil
	tt.Expect(t, f.send("/api/communications/update", upd), 409, "Only a scheduled message can be changed")
	tt.Expect(t, f.send("/api/communications/delete", map[string]any{"id": c.ID + 1000}), 404, "Communication not found")

	// The other one, now: it goes.
	now := map[string]any{"id": other.ID, "channel": "sms", "body": "now", "audience": map[string]any{"personIds": []int64{f.ada}}}
	r = f.send("/api/communications/update", now)
	tt.Expect(t, r, 200, "")
	r.Decode(t, &other)
	if other.Status != "sending" || len(pending(e)) != 1 {
		t.Fatalf("update to now: %+v", other)
	}
}

func TestBadComposes(t *testing.T) {
	f := setup(t)
	e := f.e
	var bravoGroup int64
	e.Exec(e.Bravo, `INSERT INTO groups (name) VALUES ('Bravo only')`)
	e.Scan(e.Bravo, `SELECT max(id) FROM groups`, &bravoGroup)
	var empty int64
	e.Exec(e.Alpha, `INSERT INTO groups (name) VALUES ('Empty')`)
	e.Scan(e.Alpha, `SELECT id FROM groups WHERE name = 'Empty'`, &empty)
	var noMobiles int64
	e.Exec(e.Alpha, `INSERT INTO groups (name) VALUES ('No mobiles')`)
	e.Scan(e.Alpha, `SELECT id FROM groups WHERE name = 'No mobiles'`, &noMobiles)
	e.Exec(e.Alpha, `INSERT INTO group_members (group_id, person_id) VALUES (?, ?)`, noMobiles, f.dan)
	var audio int64
	e.Scan(e.Alpha, `INSERT INTO media_vault (name, kind, content_type, size, storage_key) VALUES ('a.mp3', 'audio', 'audio/mpeg', 10, 'media/x.mp3') RETURNING id`, &audio)
	var big int64
	e.Scan(e.Alpha, `INSERT INTO media_vault (name, kind, content_type, size, storage_key) VALUES ('b.png', 'image', 'image/png', 6000000, 'media/b.png') RETURNING id`, &big)
	group := map[string]any{"groupIds": []int64{f.group}}
	past := time.Now().Add(-time.Minute).UTC().Format(time.RFC3339)
	cases := []struct {
		name   string
		body   map[string]any
		status int
		msg    string
	}{
		{"empty message", map[string]any{"channel": "sms", "body": "  ", "audience": group}, 400, "Write a message"},
		{"too long", map[string]any{"channel": "sms", "body": strings.Repeat("a", 1601), "audience": group}, 400, "An SMS must be at most 1,600 characters"},
		{"unknown merge field", map[string]any{"channel": "sms", "body": "Hi {nickname}", "audience": group}, 400, "Unknown merge field {nickname}"},
		{"unknown merge field in subject", map[string]any{"channel": "email", "subject": "{x}", "body": "b", "audience": group}, 400, "Unknown merge field {x}"},
		{"bad channel", map[string]any{"channel": "fax", "body": "b", "audience": group}, 400, "Choose a channel: sms, mms, voice, email or push"},
		{"past schedule", map[string]any{"channel": "sms", "body": "b", "audience": group, "scheduledAt": past}, 400, "Schedule time must be in the future"},
		{"bad schedule", map[string]any{"channel": "sms", "body": "b", "audience": group, "scheduledAt": "tomorrow"}, 400, "Schedule time must be a date and time like 2026-12-01T15:00:00Z"},
		{"nobody chosen", map[string]any{"channel": "sms", "body": "b", "audience": map[string]any{}}, 400, "Choose who receives the message"},
		{"empty group", map[string]any{"channel": "sms", "body": "b", "audience": map[string]any{"groupIds": []int64{empty}}}, 400, "The lists chosen have no one in them"},
		{"no mobiles", map[string]any{"channel": "sms", "body": "b", "audience": map[string]any{"groupIds": []int64{noMobiles}}}, 400, "None of the people chosen has a mobile number"},
		{"all opted out", map[string]any{"channel": "sms", "body": "b", "audience": map[string]any{"personIds": []int64{f.cat}}}, 400, "Everyone chosen has opted out of text messages"},
		{"no push devices", map[string]any{"channel": "push", "subject": "t", "body": "b", "audience": group}, 400, "None of the people chosen has a device subscribed to push notifications"},
		{"other church's group", map[string]any{"channel": "sms", "body": "b", "audience": map[string]any{"groupIds": []int64{bravoGroup + 1000}}}, 404, "Group not found"},
		{"unknown person", map[string]any{"channel": "sms", "body": "b", "audience": map[string]any{"personIds": []int64{999999}}}, 404, "Person not found"},
		{"unknown contact group", map[string]any{"channel": "sms", "body": "b", "audience": map[string]any{"contactGroupIds": []int64{999}}}, 404, "Contact group not found"},
		{"bad number", map[string]any{"channel": "sms", "body": "b", "audience": map[string]any{"numbers": []string{"12"}}}, 400, "Not a valid phone number: 12"},
		{"bad e-mail", map[string]any{"channel": "email", "subject": "s", "body": "b", "audience": map[string]any{"emails": []string{"nope"}}}, 400, "Not a valid e-mail address: nope"},
		{"mms without media", map[string]any{"channel": "mms", "body": "b", "audience": group}, 400, "An MMS needs an image from the media vault"},
		{"mms with audio", map[string]any{"channel": "mms", "body": "b", "mediaId": audio, "audience": group}, 400, "An MMS image must be a JPEG, PNG or GIF"},
		{"mms too big", map[string]any{"channel": "mms", "body": "b", "mediaId": big, "audience": group}, 400, "An MMS image must be at most 5 MB"},
		{"unknown media", map[string]any{"channel": "mms", "body": "b", "mediaId": 424242, "audience": group}, 404, "Media not found"},
		{"voice without mode", map[string]any{"channel": "voice", "body": "b", "audience": group}, 400, "Choose how the call speaks: tts (text to speech) or recording"},
		{"recording without media", map[string]any{"channel": "voice", "voiceMode": "recording", "audience": group}, 400, "A recorded call needs an audio file from the media vault"},
		{"email without subject", map[string]any{"channel": "email", "body": "b", "audience": group}, 400, "Write a subject"},
		{"push title too long", map[string]any{"channel": "push", "subject": strings.Repeat("t", 66), "body": "b", "audience": group}, 400, "A push title must be at most 65 characters"},
		{"control characters", map[string]any{"channel": "sms", "body": "a\x07b", "audience": group}, 400, "The message must not contain control characters"},
		{"NUL", map[string]any{"channel": "sms", "body": "a\x00b", "audience": group}, 400, "Text must not contain NUL characters"},
		{"unknown field", map[string]any{"channel": "sms", "body": "b", "audience": group, "colour": 1}, 400, "Unknown field \"colour\""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tt.Expect(t, e.Post(e.Alpha, "/api/communications/quote", f.tok, c.body), c.status, c.msg)
			tt.Expect(t, f.send("/api/communications/send", c.body), c.status, c.msg)
		})
	}
	// Not multipart, no payload, a second payload, an unknown part.
	tt.Expect(t, e.Post(e.Alpha, "/api/communications/send", f.tok, f.sms("b")), 400, "Send the message as multipart form data with a payload field")
	tt.Expect(t, e.Multipart(e.Alpha, "/api/communications/send", f.tok, nil), 400, "The payload field is required (the message as JSON)")
	tt.Expect(t, e.Multipart(e.Alpha, "/api/communications/send", f.tok, [][2]string{{"payload", "{"}}), 400, "Malformed JSON: unexpected end of input")
	tt.Expect(t, e.Multipart(e.Alpha, "/api/communications/send", f.tok, [][2]string{{"payload", "{}"}, {"other", "1"}}), 400, "Unknown field other")
	tt.Expect(t, f.send("/api/communications/send", f.sms("b"), tt.File("file", "x.png", []byte("not an image"))), 400,
		"The file must be a JPEG, PNG or GIF image, or an MP3 or WAV recording")
	tt.Expect(t, f.send("/api/communications/send", f.sms("b"), tt.File("file", "x.png", tt.PNG(t))), 400, "Only MMS and voice messages take media")
	if e.Count(e.Alpha, `SELECT count(*) FROM communications`) != 0 || e.Count(e.Alpha, `SELECT count(*) FROM media_vault`) != 2 || f.reserved() != 0 {
		t.Fatal("a refused send wrote something")
	}
}

func TestChannels(t *testing.T) {
	f := setup(t)
	e := f.e
	group := map[string]any{"groupIds": []int64{f.group}}

	// Segments are counted per recipient after merging: a long name tips one over 160.
	e.Exec(e.Alpha, `UPDATE people SET first_name = ? WHERE id = ?`, strings.Repeat("N", 20), f.ben)
	q := f.quote(t, map[string]any{"channel": "sms", "body": strings.Repeat("a", 145) + " {first_name}", "audience": group})
	if q.Recipients != 2 || q.Segments != 2 || q.Credits != 3 || q.UnitCost != 2 || q.Characters != 166 {
		t.Fatalf("per-recipient segments %+v", q)
	}
	q = f.quote(t, map[string]any{"channel": "sms", "body": "Shalom 😀 {first_name}", "audience": map[string]any{"personIds": []int64{f.ada}}})
	if q.Encoding != "UCS-2" || q.Segments != 1 {
		t.Fatalf("UCS-2 %+v", q)
	}

	// E-mail: Dan has an address, Cat's text opt-out does not stop e-mail; the preview is the
	// template's HTML with the merged, escaped body.
	e.Exec(e.Alpha, `UPDATE people SET first_name = '<b>Ada</b>' WHERE id = ?`, f.ada)
	tt.Expect(t, e.Post(e.Alpha, "/api/organization/email-template/update", f.tok, map[string]any{"header": "Alpha News", "footer": "12 Main St"}), 200, "")
	q = f.quote(t, map[string]any{"channel": "email", "subject": "News for {first_name}", "body": "Dear {first_name},\n\nWelcome.", "audience": group})
	if q.Recipients != 4 || q.Credits != 4 || q.Preview.Subject != "News for <b>Ada</b>" {
		t.Fatalf("email quote %+v", q)
	}
	for _, want := range []string{"Alpha News", "12 Main St", "Dear &lt;b&gt;Ada&lt;/b&gt;,", "Welcome."} {
		if !strings.Contains(q.Preview.HTML, want) {
			t.Fatalf("email preview lacks %q: %s", want, q.Preview.HTML)
		}
	}
	q = f.quote(t, map[string]any{"channel": "email", "subject": "s", "html": `<p onclick="x()">Hi {first_name}</p><script>alert(1)</script>`, "audience": map[string]any{"personIds": []int64{f.ben}}})
	if strings.Contains(q.Preview.HTML, "script") || strings.Contains(q.Preview.HTML, "onclick") || !strings.Contains(q.Preview.HTML, "Hi "+strings.Repeat("N", 20)) {
		t.Fatalf("html preview %s", q.Preview.HTML)
	}

	// Voice: 151 words are two minutes, 4 credits a person.
	q = f.quote(t, map[string]any{"channel": "voice", "voiceMode": "tts", "body": strings.TrimSpace(strings.Repeat("word ", 151)), "audience": map[string]any{"personIds": []int64{f.ada}}})
	if q.Credits != 4 {
		t.Fatalf("voice %+v", q)
	}

	// Push: each subscription of the people, free.
	e.Exec(e.Alpha, `INSERT INTO push_subscriptions (person_id, endpoint, p256dh, auth) VALUES (?, 'https://push.example/1', 'k', 'a'), (?, 'https://push.example/2', 'k', 'a')`, f.ada, f.ada)
	q = f.quote(t, map[string]any{"channel": "push", "subject": "Hi {first_name}", "body": "Service at 9", "audience": group})
	if q.Recipients != 2 || q.Credits != 0 || q.WithoutAddress != 3 || !strings.HasPrefix(q.Preview.To, "push:") {
		t.Fatalf("push %+v", q)
	}

	// MMS with an image uploaded inline: kept in the media vault, 3 credits a person.
	body := map[string]any{"channel": "mms", "body": "Look {first_name}", "audience": map[string]any{"personIds": []int64{f.ada, f.ben}}}
	r := f.send("/api/communications/send", body, tt.File("file", "flyer.png", tt.PNG(t)))
	tt.Expect(t, r, 202, "")
	var c comm
	r.Decode(t, &c)
	var kind, ct string
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT kind, content_type FROM media_vault WHERE id = %d`, c.MediaID), &kind, &ct)
	if c.Credits != 6 || kind != "image" || ct != "image/png" {
		t.Fatalf("mms %+v %s %s", c, kind, ct)
	}

	// Contact groups: a person member and a typed-in one; a typed-in member merges their name.
	var cg int64
	e.Scan(e.Alpha, `INSERT INTO contact_groups (name) VALUES ('Visitors') RETURNING id`, &cg)
	e.Exec(e.Alpha, `INSERT INTO contact_group_members (group_id, person_id) VALUES (?, ?)`, cg, f.ben)
	e.Exec(e.Alpha, `INSERT INTO contact_group_members (group_id, name, phone) VALUES (?, ?, '+15557770001')`, cg, `Zed "Q" \ Visitor, {x}`)
	cgBody := map[string]any{"channel": "sms", "body": "Hi {first_name}", "audience": map[string]any{"contactGroupIds": []int64{cg}}}
	q = f.quote(t, cgBody)
	if q.Recipients != 2 || q.Preview.Text != "Hi "+strings.Repeat("N", 20) {
		t.Fatalf("contact group %+v", q)
	}
	r = f.send("/api/communications/send", cgBody)
	tt.Expect(t, r, 202, "")
	r.Decode(t, &c)
	var name, text string
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT name, merge->>'text' FROM communication_recipients WHERE communication_id = %d AND person_id IS NULL`, c.ID), &name, &text)
	if name != `Zed "Q" \ Visitor, {x}` || text != "Hi Zed" {
		t.Fatalf("typed-in contact written as %q %q", name, text)
	}
}

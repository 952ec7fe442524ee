package greetings_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/credits"
	"congregate/tenantapi/communications/greetings"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/people/directory"
	pt "congregate/tenantapi/tenanttest"
)

// run is one greetings run of alpha at a pinned instant, in the time zone given.
func run(t *testing.T, e *pt.Env, tz string, at time.Time) greetings.Result {
	t.Helper()
	ch := *e.Alpha
	ch.SystemSettings = []byte(`{"timezone": "` + tz + `", "defaultCountry": "US"}`)
	ctx := tenancy.WithChurch(context.Background(), &ch)
	svc := &messages.Service{Tenants: e.App.Tenants, Control: e.DB.Gorm, People: greetings.MessagesPeople{}, Settings: greetings.MessagesSettings{}}
	r := &greetings.Runner{Tenants: e.App.Tenants, People: directory.Directory{}, Send: greetings.MessagesSender(svc),
		Clock: func() time.Time { return at }}
	res, err := r.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestGreetingsRun(t *testing.T) {
	e := pt.New(t)
	err := e.App.Tenants.RunFor(context.Background(), e.Alpha, func(tx *gorm.DB) error {
		_, err := credits.Grant(tx, "test-grant", 1000, credits.KindGrant, "test", "", 0)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	e.Exec(e.Alpha, `INSERT INTO people (first_name, last_name, mobile, email, birth_date, wedding_date) VALUES
		('Bea', 'Born', '+15550300001', 'bea@example.org', '1990-03-16', '2015-03-16'),
		('Cal', 'Early', '+15550300002', '', '1985-03-15', NULL),
		('Dee', 'Mailonly', '', 'dee@example.org', '1991-03-16', NULL),
		('Lee', 'Leap', '+15550300004', '', '2000-02-29', NULL),
		('Ina', 'Inactive', '+15550300005', '', '1990-03-16', NULL)`)
	e.Exec(e.Alpha, `UPDATE people SET is_active = false WHERE first_name = 'Ina'`)
	e.Exec(e.Alpha, `UPDATE celebration_templates SET enabled = true, send_hour = 9 WHERE kind = 'birthday' AND channel = 'sms'`)
	e.Exec(e.Alpha, `UPDATE celebration_templates SET enabled = true, send_hour = 10 WHERE kind = 'birthday' AND channel = 'email'`)
	greeted := func(kind, channel string, year int) string {
		var s string
		e.Scan(e.Alpha, `SELECT coalesce(string_agg(p.first_name, ',' ORDER BY p.first_name), '') FROM greetings_sent g JOIN people p ON p.id = g.person_id
			WHERE g.kind = '`+kind+`' AND g.channel = '`+channel+`' AND g.year = `+itoa(year), &s)
		return s
	}
	comms := func() int64 { return e.Count(e.Alpha, `SELECT count(*) FROM communications WHERE origin = 'greeting'`) }

	// 20:30 UTC on 15 March is 09:30 on 16 March in Auckland (UTC+13): Bea's birthday there, not Cal's.
	at := time.Date(2026, 3, 15, 20, 30, 0, 0, time.UTC)
	if res := run(t, e, "Pacific/Auckland", at.Add(-time.Hour)); res.Communications != 0 {
		t.Fatalf("before the template's hour: %+v", res)
	}
	res := run(t, e, "Pacific/Auckland", at)
	if res.Communications != 1 || res.Greeted != 1 || greeted("birthday", "sms", 2026) != "Bea" {
		t.Fatalf("first run: %+v, greeted %q", res, greeted("birthday", "sms", 2026))
	}
	var key, body, to string
	e.Scan(e.Alpha, `SELECT c.idempotency_key, c.body, r.address FROM communications c JOIN communication_recipients r ON r.communication_id = c.id WHERE c.origin = 'greeting'`, &key, &body, &to)
	if key != "greeting:birthday:sms:2026-03-16" || !strings.HasPrefix(body, "Happy birthday, {first_name}!") || to != "+15550300001" {
		t.Fatalf("greeting %q %q %q", key, body, to)
	}
	// Again the same day (a retry, the next hour): nobody twice, no second communication.
	run(t, e, "Pacific/Auckland", at)
	run(t, e, "Pacific/Auckland", at.Add(20*time.Minute))
	if comms() != 1 || greeted("birthday", "sms", 2026) != "Bea" {
		t.Fatalf("after reruns: %d communications, greeted %q", comms(), greeted("birthday", "sms", 2026))
	}
	// A retry after the send was accepted but before greetings_sent was written sends nothing new:
	// the day's key answers the first communication.
	e.Exec(e.Alpha, `DELETE FROM greetings_sent`)
	run(t, e, "Pacific/Auckland", at)
	if comms() != 1 || greeted("birthday", "sms", 2026) != "Bea" {
		t.Fatalf("after a lost record: %d communications, greeted %q", comms(), greeted("birthday", "sms", 2026))
	}
	// 10:30 there: the e-mail template's hour; Bea and Dee by e-mail.
	run(t, e, "Pacific/Auckland", at.Add(time.Hour))
	if comms() != 2 || greeted("birthday", "email", 2026) != "Bea,Dee" {
		t.Fatalf("e-mail: %d communications, greeted %q", comms(), greeted("birthday", "email", 2026))
	}
	// The wedding template is off: no anniversary greeting.
	if greeted("wedding", "sms", 2026) != "" {
		t.Fatal("a disabled template sent")
	}
	// In Chicago it is still the 15th: Cal's birthday.
	run(t, e, "America/Chicago", time.Date(2026, 3, 15, 15, 0, 0, 0, time.UTC)) // 10:00 CDT
	if greeted("birthday", "sms", 2026) != "Bea,Cal" {
		t.Fatalf("Chicago: greeted %q", greeted("birthday", "sms", 2026))
	}
	// Next year: again.
	run(t, e, "Pacific/Auckland", at.AddDate(1, 0, 0))
	if greeted("birthday", "sms", 2027) != "Bea" {
		t.Fatalf("next year: greeted %q", greeted("birthday", "sms", 2027))
	}
	// 29 February: on the 28th in a common year, on the 29th in a leap year (not on its 28th).
	run(t, e, "UTC", time.Date(2027, 2, 28, 12, 0, 0, 0, time.UTC))
	if greeted("birthday", "sms", 2027) != "Bea,Lee" {
		t.Fatalf("28 Feb 2027: greeted %q", greeted("birthday", "sms", 2027))
	}
	run(t, e, "UTC", time.Date(2028, 2, 28, 12, 0, 0, 0, time.UTC))
	if greeted("birthday", "sms", 2028) != "" {
		t.Fatalf("28 Feb 2028: greeted %q", greeted("birthday", "sms", 2028))
	}
	run(t, e, "UTC", time.Date(2028, 2, 29, 12, 0, 0, 0, time.UTC))
	if greeted("birthday", "sms", 2028) != "Lee" {
		t.Fatalf("29 Feb 2028: greeted %q", greeted("birthday", "sms", 2028))
	}
	// An opted-out number is not greeted (and the run does not fail).
	e.Exec(e.Alpha, `INSERT INTO do_not_contact (channel, address, method) VALUES ('text', '+15550300001', 'staff')`)
	run(t, e, "Pacific/Auckland", at.AddDate(2, 0, 0))
	if greeted("birthday", "sms", 2028) != "Lee" {
		t.Fatalf("opted out: greeted %q", greeted("birthday", "sms", 2028))
	}
	// Bravo's people were never read.
	if n := e.Count(e.Bravo, `SELECT count(*) FROM greetings_sent`); n != 0 {
		t.Fatalf("bravo greeted %d", n)
	}
}

func TestTemplatesAndHistory(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	post := func(path string, body map[string]any) pt.Resp {
		return e.Post(e.Alpha, "/api/communications/greetings/"+path, ann, body)
	}
	r := post("templates", map[string]any{})
	pt.Expect(t, r, 200, "Celebration templates")
	var ts []greetings.Template
	r.Decode(t, &ts)
	if len(ts) != 4 || ts[0].Kind != "birthday" || ts[0].Channel != "sms" || ts[0].Enabled {
		t.Fatalf("templates %+v", ts)
	}
	sms, email := ts[0], ts[1]
	upd := func(tpl greetings.Template, change map[string]any) pt.Resp {
		body := map[string]any{"id": tpl.ID, "subject": tpl.Subject, "body": tpl.Body, "enabled": tpl.Enabled, "sendHour": tpl.SendHour}
		for k, v := range change {
			body[k] = v
		}
		return post("update", body)
	}
	r = upd(sms, map[string]any{"body": " Happy birthday {first_name}! ", "enabled": true, "sendHour": 8})
	pt.Expect(t, r, 200, "Template saved")
	if m := r.M(t); m["body"] != "Happy birthday {first_name}!" || m["enabled"] != true || m["sendHour"] != 8.0 {
		t.Fatalf("saved %+v", m)
	}
	pt.Expect(t, upd(sms, map[string]any{"body": "  "}), 400, "Write the greeting")
	pt.Expect(t, upd(sms, map[string]any{"body": strings.Repeat("a", 1601)}), 400, "An SMS greeting must be at most 1,600 characters")
	pt.Expect(t, upd(sms, map[string]any{"body": "Hi {nickname}"}), 400, "Unknown merge field {nickname}")
	pt.Expect(t, upd(sms, map[string]any{"sendHour": 24}), 400, "Send hour must be between 0 and 23")
	pt.Expect(t, upd(sms, map[string]any{"kind": "wedding"}), 400, "A template's kind and channel cannot change")
	pt.Expect(t, upd(email, map[string]any{"subject": ""}), 400, "Write a subject")
	pt.Expect(t, upd(email, map[string]any{"subject": strings.Repeat("s", 201)}), 400, "A subject must be at most 200 characters")
	pt.Expect(t, upd(email, map[string]any{"subject": "Hi {church}"}), 400, "Unknown merge field {church}")
	pt.Expect(t, upd(email, map[string]any{"body": strings.Repeat("a", 1601)}), 200, "")
	pt.Expect(t, post("update", map[string]any{"id": 999, "body": "x"}), 404, "Template not found")

	e.Exec(e.Alpha, `INSERT INTO greetings_sent (person_id, kind, year, channel) SELECT id, 'birthday', 2026, 'sms' FROM people WHERE email = 'admin@alpha.test'`)
	r = post("history", map[string]any{})
	pt.Expect(t, r, 200, "Greetings sent")
	var page struct {
		Total int64
		Items []greetings.Greeting
	}
	r.Decode(t, &page)
	if page.Total != 1 || page.Items[0].Name != "Ann Alpha" || page.Items[0].Year != 2026 {
		t.Fatalf("history %+v", page)
	}
	bt := e.Login(e.Bravo, "admin@bravo.test")
	if r := e.Post(e.Bravo, "/api/communications/greetings/history", bt, map[string]any{}); r.D["total"] != 0.0 {
		t.Fatalf("bravo sees alpha's history: %+v", r.D)
	}
	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/communications/greetings/templates", fin, map[string]any{}), 403, "")
}

func itoa(n int) string { return strconv.Itoa(n) }

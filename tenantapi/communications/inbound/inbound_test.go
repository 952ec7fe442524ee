package inbound_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/consent"
	"congregate/tenantapi/communications/inbound"
	"congregate/tenantapi/communications/unsubscribe"
	pt "congregate/tenantapi/tenanttest"
)

type answer struct {
	Status int
	Body   string
	Type   string
}

// hook posts a form as Twilio does: signed with the auth token over the URL it called (sig "" signs
// it right, "-" sends none, anything else is sent as is).
func hook(e *pt.Env, c *tenancy.Church, path string, form url.Values, sig string) answer {
	e.T.Helper()
	full := e.App.Config.PublicScheme + "://" + pt.Host(c) + path
	switch sig {
	case "":
		sig = inbound.Signature(e.App.Config.TwilioAuthToken, full, form)
	case "-":
		sig = ""
	}
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(form.Encode()))
	req.Host = pt.Host(c)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if sig != "" {
		req.Header.Set("X-Twilio-Signature", sig)
	}
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	return answer{w.Code, w.Body.String(), w.Header().Get("Content-Type")}
}

func text(sid, from, body string) url.Values {
	return url.Values{"MessageSid": {sid}, "From": {from}, "To": {"+15550009000"}, "Body": {body}, "AccountSid": {"AC1"}}
}

func expectReply(t *testing.T, a answer, reply string) {
	t.Helper()
	want := "<Response></Response>"
	if reply != "" {
		want = "<Response><Message>" + reply + "</Message></Response>"
	}
	if a.Status != 200 || !strings.HasPrefix(a.Type, "application/xml") || !strings.HasSuffix(a.Body, want) {
		t.Fatalf("got %d %s %q, want TwiML %q", a.Status, a.Type, a.Body, want)
	}
}

func filtered(e *pt.Env, c *tenancy.Church, channel string, ts ...consent.Target) (kept []consent.Target) {
	e.T.Helper()
	err := e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) (err error) {
		kept, _, err = consent.Filter(tx, channel, ts)
		return err
	})
	if err != nil {
		e.T.Fatal(err)
	}
	return kept
}

func TestInboundSignaturesAndReplays(t *testing.T) {
	e := pt.New(t)
	f := text("SM100", "+15550123456", "hello")
	expect403 := func(a answer, msg string) {
		t.Helper()
		if a.Status != 403 || !strings.Contains(a.Body, msg) {
			t.Fatalf("got %d %q, want 403 %q", a.Status, a.Body, msg)
		}
	}
	expect403(hook(e, e.Alpha, "/api/webhooks/twilio/inbound", f, "-"), "Invalid Twilio signature")
	expect403(hook(e, e.Alpha, "/api/webhooks/twilio/inbound", f, "bm90IGEgc2lnbmF0dXJl"), "Invalid Twilio signature")
	// Signed for another URL (bravo's host), or with a parameter changed after signing.
	other := inbound.Signature(e.App.Config.TwilioAuthToken, e.App.Config.PublicScheme+"://"+pt.Host(e.Bravo)+"/api/webhooks/twilio/inbound", f)
	expect403(hook(e, e.Alpha, "/api/webhooks/twilio/inbound", f, other), "Invalid Twilio signature")
	good := inbound.Signature(e.App.Config.TwilioAuthToken, e.App.Config.PublicScheme+"://"+pt.Host(e.Alpha)+"/api/webhooks/twilio/inbound", f)
	tampered := text("SM100", "+15550123456", "STOP")
	expect403(hook(e, e.Alpha, "/api/webhooks/twilio/inbound", tampered, good), "Invalid Twilio signature")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM inbound_messages`); n != 0 {
		t.Fatalf("refused webhooks stored %d texts", n)
	}

	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/inbound", f, ""), "")
	expect403(hook(e, e.Alpha, "/api/webhooks/twilio/inbound", f, ""), "Replayed webhook")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM inbound_messages WHERE message_sid = 'SM100' AND action = 'none'`); n != 1 {
		t.Fatalf("inbound texts: %d", n)
	}
	// The same sid at bravo is bravo's own first event.
	expectReply(t, hook(e, e.Bravo, "/api/webhooks/twilio/inbound", f, ""), "")

	// Malformed: no sid (signed, so it is the body that is wrong).
	if a := hook(e, e.Alpha, "/api/webhooks/twilio/inbound", url.Values{"Body": {"x"}}, ""); a.Status != 400 {
		t.Fatalf("no sid: %d %s", a.Status, a.Body)
	}
	// Oversized.
	big := text("SM101", "+15550123456", strings.Repeat("x", 70<<10))
	if a := hook(e, e.Alpha, "/api/webhooks/twilio/inbound", big, ""); a.Status != 413 {
		t.Fatalf("oversized: %d %s", a.Status, a.Body)
	}
}

func TestStopAndStart(t *testing.T) {
	e := pt.New(t)
	ann := e.PersonID(e.Alpha, "admin@alpha.test") // mobile +15550001001
	target := consent.Target{PersonID: ann, Address: "+15550001001"}

	tok := e.Login(e.Alpha, "admin@alpha.test")
	other := e.AddPerson(tok, map[string]any{"firstName": "Olu", "lastName": "Other", "mobile": "+15550001777"})
	quote := func() (recipients, optedOut float64) {
		t.Helper()
		r := e.Post(e.Alpha, "/api/communications/quote", tok, map[string]any{"channel": "sms", "body": "Hello {first_name}",
			"audience": map[string]any{"personIds": []int64{ann, other}}})
		pt.Expect(t, r, 200, "")
		return r.D["recipients"].(float64), r.D["optedOut"].(float64)
	}
	if n, out := quote(); n != 2 || out != 0 {
		t.Fatalf("quote before STOP: %v recipients, %v opted out", n, out)
	}
	a := hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SM1", "+15550001001", "  stop please"), "")
	expectReply(t, a, "Alpha Chapel: you are unsubscribed and will get no more texts from us. Reply START to subscribe again.")
	if kept := filtered(e, e.Alpha, consent.Text, target); len(kept) != 0 {
		t.Fatalf("after STOP the person is still texted: %+v", kept)
	}
	if n, out := quote(); n != 1 || out != 1 {
		t.Fatalf("quote after STOP: %v recipients, %v opted out", n, out)
	}
	// The opt-out holds for texts only, and carries its proof.
	if kept := filtered(e, e.Alpha, consent.Voice, target); len(kept) != 1 {
		t.Fatal("STOP opted out of calls too")
	}
	var method, keyword, sid string
	var pid int64
	e.Scan(e.Alpha, `SELECT method, proof->>'keyword', proof->>'messageSid', person_id FROM do_not_contact WHERE channel = 'text' AND address = '+15550001001'`,
		&method, &keyword, &sid, &pid)
	if method != "keyword" || keyword != "STOP" || sid != "SM1" || pid != ann {
		t.Fatalf("block: %s %s %s %d", method, keyword, sid, pid)
	}
	var action string
	e.Scan(e.Alpha, `SELECT action || ':' || person_id FROM inbound_messages WHERE message_sid = 'SM1'`, &action)
	if action != "opt_out:"+itoa(ann) {
		t.Fatalf("inbound row: %s", action)
	}
	// Bravo's list is its own.
	if kept := filtered(e, e.Bravo, consent.Text, consent.Target{Address: "+15550001001"}); len(kept) != 1 {
		t.Fatal("alpha's STOP reached bravo")
	}

	// Every opt-out word, from a number nobody has.
	for i, w := range []string{"STOPALL", "unsubscribe", "Cancel", "END", "quit", "REVOKE", "optout"} {
		from := "+1555010200" + itoa(int64(i))
		hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SMw"+itoa(int64(i)), from, w), "")
		if kept := filtered(e, e.Alpha, consent.Text, consent.Target{Address: from}); len(kept) != 0 {
			t.Errorf("%s did not opt out", w)
		}
	}

	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SM2", "+15550001001", "START"), ""),
		"Alpha Chapel: you are subscribed again. Reply STOP to unsubscribe.")
	if kept := filtered(e, e.Alpha, consent.Text, target); len(kept) != 1 {
		t.Fatal("START did not opt back in")
	}
	if n, out := quote(); n != 2 || out != 0 {
		t.Fatalf("quote after START: %v recipients, %v opted out", n, out)
	}
	hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SM3", "+15550001001", "stop"), "")
	hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SM4", "+15550001001", "unstop"), "")
	if kept := filtered(e, e.Alpha, consent.Text, target); len(kept) != 1 {
		t.Fatal("UNSTOP did not opt back in")
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM consent_events WHERE address = '+15550001001'`); n != 4 {
		t.Fatalf("consent events: %d", n)
	}
	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SM5", "+15550001001", "help"), ""),
		"Alpha Chapel: reply STOP to stop our texts, START to get them again. Message and data rates may apply.")
}

func TestSmartKeywordReplyAndJoin(t *testing.T) {
	e := pt.New(t)
	ann := e.PersonID(e.Alpha, "admin@alpha.test")
	e.Exec(e.Alpha, `INSERT INTO contact_groups (id, name) VALUES (50, 'Youth')`)
	e.Exec(e.Alpha, `INSERT INTO smart_keywords (keyword, reply, contact_group_id) VALUES ('YOUTH', 'Welcome to youth & friends!', 50)`)
	e.Exec(e.Alpha, `INSERT INTO smart_keywords (keyword, reply, active) VALUES ('OLD', 'gone', false)`)

	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SMk1", "+15550001001", "youth"), ""), "Welcome to youth &amp; friends!")
	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SMk2", "+15550109999", "Youth!"), ""), "Welcome to youth &amp; friends!")
	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SMk3", "+15550109999", "YOUTH again"), ""), "Welcome to youth &amp; friends!")
	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/inbound", text("SMk4", "+15550109999", "old"), ""), "")
	var matches int
	e.Scan(e.Alpha, `SELECT matches FROM smart_keywords WHERE keyword = 'YOUTH'`, &matches)
	if matches != 3 {
		t.Fatalf("matches %d", matches)
	}
	var members string
	e.Scan(e.Alpha, `SELECT string_agg(coalesce(person_id::text, phone) || '/' || source, ',' ORDER BY id) FROM contact_group_members WHERE group_id = 50`, &members)
	if members != itoa(ann)+"/keyword,+15550109999/keyword" {
		t.Fatalf("members %s", members)
	}
	// Bravo has no such keyword.
	expectReply(t, hook(e, e.Bravo, "/api/webhooks/twilio/inbound", text("SMk1", "+15550001001", "youth"), ""), "")
}

func TestStatusCallbacks(t *testing.T) {
	e := pt.New(t)
	e.Exec(e.Alpha, `INSERT INTO communications (id, channel, idempotency_key, body, status) VALUES (7, 'sms', 'k7', 'hi', 'sending')`)
	e.Exec(e.Alpha, `INSERT INTO communication_recipients (communication_id, address, cost, status, attempt_key, provider_ref)
		VALUES (7, '+15550100001', 1, 'sent', 'a7-1', 'SMref1'), (7, '+15550100002', 1, 'sent', 'a7-2', 'SMref2')`)
	status := func(sid, st, code string) url.Values {
		return url.Values{"MessageSid": {sid}, "MessageStatus": {st}, "ErrorCode": {code}}
	}
	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/status", status("SMref1", "delivered", ""), ""), "")
	if a := hook(e, e.Alpha, "/api/webhooks/twilio/status", status("SMref1", "delivered", ""), ""); a.Status != 403 || !strings.Contains(a.Body, "Replayed webhook") {
		t.Fatalf("replayed status: %d %s", a.Status, a.Body)
	}
	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/status", status("SMref2", "undelivered", "30003"), ""), "")
	if a := hook(e, e.Alpha, "/api/webhooks/twilio/status", status("SMref2", "failed", ""), "-"); a.Status != 403 {
		t.Fatalf("unsigned status: %d", a.Status)
	}
	var s1, s2, err2 string
	e.Scan(e.Alpha, `SELECT (SELECT status FROM communication_recipients WHERE provider_ref = 'SMref1'), status, error FROM communication_recipients WHERE provider_ref = 'SMref2'`, &s1, &s2, &err2)
	if s1 != "delivered" || s2 != "undelivered" || !strings.Contains(err2, "30003") {
		t.Fatalf("statuses %s %s %q", s1, s2, err2)
	}
	// A reference bravo never sent is ignored there, alpha's row untouched.
	expectReply(t, hook(e, e.Bravo, "/api/webhooks/twilio/status", status("SMref2", "delivered", ""), ""), "")
	e.Scan(e.Alpha, `SELECT status FROM communication_recipients WHERE provider_ref = 'SMref2'`, &s2)
	if s2 != "undelivered" {
		t.Fatalf("bravo's callback changed alpha: %s", s2)
	}
	// A call's status.
	e.Exec(e.Alpha, `INSERT INTO communications (id, channel, idempotency_key, body, status, voice_mode) VALUES (8, 'voice', 'k8', 'Hello {first_name} from {church_name}', 'sending', 'tts')`)
	e.Exec(e.Alpha, `INSERT INTO communication_recipients (communication_id, address, cost, status, attempt_key, provider_ref, merge)
		VALUES (8, '+15550100003', 2, 'sent', 'a8-1', 'CAref1', '{"firstName": "Zoë <3"}')`)
	expectReply(t, hook(e, e.Alpha, "/api/webhooks/twilio/status", url.Values{"CallSid": {"CAref1"}, "CallStatus": {"completed"}}, ""), "")
	e.Scan(e.Alpha, `SELECT status FROM communication_recipients WHERE provider_ref = 'CAref1'`, &s1)
	if s1 != "delivered" {
		t.Fatalf("call status %s", s1)
	}

	// The call's TwiML: the merged words, escaped.
	a := hook(e, e.Alpha, "/api/webhooks/twilio/voice?r=a8-1", url.Values{"CallSid": {"CAref1"}}, "")
	if a.Status != 200 || !strings.HasSuffix(a.Body, "<Response><Say>Hello Zoë &lt;3 from Alpha Chapel</Say></Response>") {
		t.Fatalf("voice twiml %d %s", a.Status, a.Body)
	}
	if a := hook(e, e.Alpha, "/api/webhooks/twilio/voice?r=a8-1", url.Values{"CallSid": {"CAref1"}}, "-"); a.Status != 403 {
		t.Fatalf("unsigned voice: %d", a.Status)
	}
	if a := hook(e, e.Bravo, "/api/webhooks/twilio/voice?r=a8-1", url.Values{"CallSid": {"CAref1"}}, ""); a.Status != 404 {
		t.Fatalf("alpha's call on bravo: %d %s", a.Status, a.Body)
	}
	// A recording plays its signed media URL.
	e.Exec(e.Alpha, `INSERT INTO media_vault (id, name, kind, content_type, size, storage_key) VALUES (3, 'hymn', 'audio', 'audio/mpeg', 10, 'media/x.mp3')`)
	e.Exec(e.Alpha, `UPDATE communications SET voice_mode = 'recording', media_id = 3 WHERE id = 8`)
	a = hook(e, e.Alpha, "/api/webhooks/twilio/voice?r=a8-1", url.Values{"CallSid": {"CAref1"}}, "")
	if !strings.Contains(a.Body, "<Play>"+e.App.Config.PublicScheme+"://"+pt.Host(e.Alpha)+"/api/communications/media/file/3/") {
		t.Fatalf("recording twiml %s", a.Body)
	}
}

func TestUnsubscribeLink(t *testing.T) {
	e := pt.New(t)
	secret := []byte(e.App.Config.LinkSecret)
	tok := unsubscribe.Sign(secret, e.Alpha.ID, "email", "ann@example.org", 42)
	w := e.Raw(e.Alpha, "/api/communications/unsubscribe?t="+tok, "")
	body := w.Body.String()
	if w.Code != 200 || !strings.Contains(body, "Alpha Chapel") || !strings.Contains(body, "ann@example.org") ||
		!strings.Contains(body, `<form method="post"`) || strings.Contains(body, "<script") || strings.Contains(body, "style=") {
		t.Fatalf("page %d %s", w.Code, body)
	}
	if w.Header().Get("Content-Security-Policy") == "" {
		t.Fatal("page without CSP")
	}
	target := consent.Target{Address: "ann@example.org"}
	if kept := filtered(e, e.Alpha, consent.Email, target); len(kept) != 1 {
		t.Fatal("the page alone opted out")
	}
	post := func(c *tenancy.Church, path, form string) (int, string) {
		t.Helper()
		r := e.Do(c, http.MethodPost, path, "", "application/x-www-form-urlencoded", []byte(form))
		return r.Status, string(r.Raw)
	}
	// The page's button.
	if st, b := post(e.Alpha, "/api/communications/unsubscribe", "t="+tok); st != 200 || !strings.Contains(b, "will get no more e-mails from Alpha Chapel") {
		t.Fatalf("button: %d %s", st, b)
	}
	if kept := filtered(e, e.Alpha, consent.Email, target); len(kept) != 0 {
		t.Fatal("still e-mailed after unsubscribing")
	}
	// Twice is fine; the one-click POST (token in the URL) too.
	if st, _ := post(e.Alpha, "/api/communications/unsubscribe?t="+tok, "List-Unsubscribe=One-Click"); st != 200 {
		t.Fatalf("one-click again: %d", st)
	}
	var proofIP, comm, method string
	e.Scan(e.Alpha, `SELECT proof->>'ip', proof->>'communicationId', method FROM do_not_contact WHERE channel = 'email' AND address = 'ann@example.org'`, &proofIP, &comm, &method)
	if proofIP == "" || comm != "42" || method != "unsubscribe_link" {
		t.Fatalf("proof %q %q %q", proofIP, comm, method)
	}
	tok2 := unsubscribe.Sign(secret, e.Alpha.ID, "email", "bob@example.org", 43)
	if st, _ := post(e.Alpha, "/api/communications/unsubscribe?t="+tok2, "List-Unsubscribe=One-Click"); st != 200 {
		t.Fatalf("one-click: %d", st)
	}
	var oneClick bool
	e.Scan(e.Alpha, `SELECT (proof->>'oneClick')::boolean FROM do_not_contact WHERE address = 'bob@example.org'`, &oneClick)
	if !oneClick {
		t.Fatal("one-click not in the proof")
	}

	// Bad tokens: a 400 page, nothing written; alpha's token on bravo's host is bad too.
	for _, bad := range []string{"", "garbage", tok[:len(tok)-2] + "xx"} {
		if st, b := post(e.Alpha, "/api/communications/unsubscribe?t="+url.QueryEscape(bad), ""); st != 400 || !strings.Contains(b, "This unsubscribe link is not valid") {
			t.Fatalf("bad token %q: %d %s", bad, st, b)
		}
	}
	if w := e.Raw(e.Bravo, "/api/communications/unsubscribe?t="+tok, ""); w.Code != 400 {
		t.Fatalf("alpha's token on bravo: %d", w.Code)
	}
	if st, _ := post(e.Bravo, "/api/communications/unsubscribe?t="+tok2, ""); st != 400 {
		t.Fatalf("alpha's token posted on bravo: %d", st)
	}
	if n := e.Count(e.Bravo, `SELECT count(*) FROM do_not_contact`); n != 0 {
		t.Fatalf("bravo's list: %d", n)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

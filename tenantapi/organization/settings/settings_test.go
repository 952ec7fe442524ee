package settings_test

import (
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// Messaging: an empty reply-to clears it, a call that changes nothing writes no audit entry, and
// the e-mail button starts on the church's light primary colour.
func TestMessagingAndSocialMedia(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	audits := func(event string) int64 {
		return e.Count(e.Alpha, `SELECT count(*) FROM audit_log WHERE event = '`+event+`'`)
	}
	var m struct {
		SenderID      string `json:"senderId"`
		ReplyToEmail  string `json:"replyToEmail"`
		EmailTemplate struct {
			ButtonColor string `json:"buttonColor"`
		} `json:"emailTemplate"`
	}
	e.Post(e.Alpha, "/api/organization/messaging/get", tok, nil).Decode(t, &m)
	if m.EmailTemplate.ButtonColor != "#304FFF" {
		t.Fatalf("default button colour %q", m.EmailTemplate.ButtonColor)
	}
	r := e.Post(e.Alpha, "/api/organization/messaging/update", tok, map[string]any{"replyToEmail": " Office@Alpha.test "})
	pt.Expect(t, r, 200, "Messaging settings saved")
	if r.Decode(t, &m); m.ReplyToEmail != "office@alpha.test" {
		t.Fatalf("reply-to %q", m.ReplyToEmail)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/messaging/update", tok, map[string]any{"replyToEmail": "office@alpha.test"}), 200, "")
	if n := audits("org_messaging_updated"); n != 1 {
		t.Fatalf("an unchanged save was audited: %d entries", n)
	}
	r = e.Post(e.Alpha, "/api/organization/messaging/update", tok, map[string]any{"replyToEmail": "  "})
	if r.Decode(t, &m); m.ReplyToEmail != "" || m.SenderID != "ALPHA" {
		t.Fatalf("cleared reply-to: %+v", m)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/messaging/update", tok, map[string]any{"replyToEmail": "nope"}), 400, "email is not valid")
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/email-template/update", tok, map[string]any{"header": "a\x01b"}), 400, "Header must not contain control characters")

	// Social media: each link checked, a WhatsApp number kept in E.164, the others unchanged.
	r = e.Post(e.Alpha, "/api/organization/social-media/update", tok, map[string]any{"whatsapp": "+44 20 7946 0958", "youtube": " https://youtube.com/alpha "})
	pt.Expect(t, r, 200, "Social media saved")
	if s := r.M(t); s["whatsapp"] != "+442079460958" || s["youtube"] != "https://youtube.com/alpha" || s["facebook"] != "" {
		t.Fatalf("social media: %+v", s)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/social-media/update", tok, map[string]any{"whatsapp": "+12"}), 400, "whatsapp: Number is not valid")
	if s := e.Post(e.Alpha, "/api/organization/social-media/get", tok, nil).M(t); s["whatsapp"] != "+442079460958" {
		t.Fatalf("a refused update changed the links: %+v", s)
	}
	if n := audits("org_social_media_updated"); n != 1 {
		t.Fatalf("social media audits: %d", n)
	}
}

// Tooltips: the built-in comment back on reset, unknown keys refused before anything is read.
func TestTooltipReset(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/tooltips/reset", tok, map[string]any{"key": "nope"}), 404, "Unknown tooltip")
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/tooltips/update", tok, map[string]any{"key": "dashboard.default", "comment": " Ours \n"}), 200, "Tooltip saved")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM tooltip_comments WHERE comment = 'Ours'`); n != 1 {
		t.Fatalf("saved comment rows: %d", n)
	}
	r := e.Post(e.Alpha, "/api/organization/tooltips/reset", tok, map[string]any{"key": "dashboard.default"})
	pt.Expect(t, r, 200, "Tooltip saved")
	if it := r.M(t); it["isCustom"] != false || it["updatedAt"] != nil || it["comment"] == "Ours" {
		t.Fatalf("reset: %+v", it)
	}
	// Resetting again changes nothing and is not audited again.
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/tooltips/reset", tok, map[string]any{"key": "dashboard.default"}), 200, "")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM audit_log WHERE event = 'tooltip_comment_updated'`); n != 2 {
		t.Fatalf("tooltip audits: %d", n)
	}
}

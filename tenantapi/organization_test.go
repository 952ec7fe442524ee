package tenantapi

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"congregate/internal/platform/authz"
	"congregate/internal/provisioning"
)

func pngBytes(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	img.Set(0, 0, color.RGBA{R: 200, A: 255})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// orgRoutes are the routes of this API half (organisation, roles, audit, own profile update).
func orgRoutes(a *App) []Route {
	var out []Route
	for _, rt := range a.routes() {
		p := rt.Path
		if strings.HasPrefix(p, "/api/organization/") || strings.HasPrefix(p, "/api/roles/") || strings.HasPrefix(p, "/api/audit/") ||
			p == "/api/user/profile/update" || p == "/api/org/logo/:kind" {
			out = append(out, rt)
		}
	}
	return out
}

// Every organisation, roles and audit route: Organisation Admin and super admin pass, People
// Manager is refused with the spec's message; open routes let everyone in; a read-only
// organisation role reads but does not write.
func TestOrganizationRoutePermissions(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	e.exec(e.alpha, `INSERT INTO roles (name) VALUES ('Org Viewer')`)
	e.exec(e.alpha, `INSERT INTO role_permissions (role_id, permission_key, action) SELECT id, 'organization', 'read' FROM roles WHERE name = 'Org Viewer'`)
	e.addUser(e.alpha, provisioning.UserSpec{FirstName: "Vic", LastName: "Viewer", Email: "viewer@alpha.test", Password: pw, Roles: []string{"Org Viewer"}})
	routes := orgRoutes(e.app)
	if len(routes) < 35 {
		t.Fatalf("only %d organisation routes", len(routes))
	}
	toks := map[string]string{}
	for _, email := range []string{"admin@alpha.test", "org@alpha.test", "people@alpha.test", "viewer@alpha.test"} {
		toks[email] = e.login(e.alpha, email)
	}
	for _, rt := range routes {
		if rt.Public {
			continue
		}
		if rt.Key != authz.Open && rt.Key != authz.Organization {
			t.Fatalf("%s declares key %s", rt.Path, rt.Key)
		}
		for email, tok := range toks {
			allowed := rt.Key == authz.Open || email == "admin@alpha.test" || email == "org@alpha.test" ||
				(email == "viewer@alpha.test" && rt.Action == authz.Read)
			path := strings.Replace(rt.Path, ":kind", "logo", 1)
			r := e.call(host(e.alpha), rt.Method, path, tok, nil)
			if allowed && (r.Status == 401 || r.Status == 403 || r.Status >= 500) {
				t.Errorf("%s %s %s: %d %q, want allowed", email, rt.Method, rt.Path, r.Status, r.Msg)
			}
			if !allowed && (r.Status != 403 || r.Code != "04" || r.Msg != "You don't have permission to access this page") {
				t.Errorf("%s %s %s: %d %q, want 403", email, rt.Method, rt.Path, r.Status, r.Msg)
			}
		}
	}
	// The profile update is one's own, whatever the roles.
	r := e.multipart(e.alpha, "/api/user/profile/update", toks["people@alpha.test"], [][2]string{{"firstName", "Patricia"}})
	expect(t, r, 200, "00", "Profile updated")
}

// Colours: validated, saved for this church only, answered as organisation info, and visible in
// GET /api/org/info (and the generated favicon) at once.
func TestColorsFollowAtOnce(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.login(e.alpha, "org@alpha.test")
	themes := []map[string]string{{"primary": "#112233", "secondary": "#abcdef"}, {"primary": "#000000", "secondary": "#FFFFFF"}}
	// orgId of another church in the body changes nothing there: the church is the Host's.
	r := e.post(e.alpha, "/api/organization/colors/update", tok, map[string]any{"orgId": e.bravo.ID, "colorThemes": themes})
	expect(t, r, 200, "00", "Colours saved")
	ct := r.Data["colorThemes"].([]any)
	if ct[0].(map[string]any)["primary"] != "#112233" || ct[0].(map[string]any)["secondary"] != "#ABCDEF" || r.Data["orgId"].(float64) != float64(e.alpha.ID) {
		t.Fatalf("colours response: %+v", r.Data)
	}
	info := orgInfo(e, e.alpha)
	if info.Data["colorThemes"].([]any)[0].(map[string]any)["primary"] != "#112233" {
		t.Fatalf("org info not updated at once: %+v", info.Data["colorThemes"])
	}
	if fav := e.raw(e.alpha, "/api/org/favicon.svg?size=64", ""); !strings.Contains(fav.Body.String(), "#112233") {
		t.Fatalf("favicon colour: %s", fav.Body.String())
	}
	if b := orgInfo(e, e.bravo); b.Data["colorThemes"].([]any)[0].(map[string]any)["primary"] != "#304FFF" {
		t.Fatalf("bravo's colours changed: %+v", b.Data["colorThemes"])
	}
	var details string
	e.scan(e.alpha, `SELECT details::text FROM audit_log WHERE event = 'org_colors_updated'`, &details)
	if !strings.Contains(details, `"from"`) || !strings.Contains(details, "#112233") {
		t.Fatalf("audit details: %s", details)
	}
	for _, c := range []struct {
		body any
		msg  string
	}{
		{map[string]any{"colorThemes": themes[:1]}, "colorThemes must hold two entries: light and dark"},
		{map[string]any{"colorThemes": []map[string]string{{"primary": "red", "secondary": "#000000"}, themes[1]}}, "Light primary colour must be a colour like #304FFF"},
		{map[string]any{"colorThemes": []map[string]string{themes[0], {"primary": "#000000", "secondary": "#12345"}}}, "Dark secondary colour must be a colour like #304FFF"},
		{map[string]any{"colorThemes": themes, "extra": 1}, "Unknown field \"extra\""},
		{`{"colorThemes": [`, ""},
	} {
		expect(t, e.post(e.alpha, "/api/organization/colors/update", tok, c.body), 400, "01", c.msg)
	}
	r = e.post(e.alpha, "/api/organization/colors/reset", tok, nil)
	expect(t, r, 200, "00", "")
	if r.Data["colorThemes"].([]any)[1].(map[string]any)["primary"] != "#4C0808" {
		t.Fatalf("reset: %+v", r.Data["colorThemes"])
	}
	if n := e.auditCount(e.alpha, "org_colors_updated"); n != 2 {
		t.Fatalf("colour audits: %d", n)
	}
}

func TestGeneralSocialMessagingSettings(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.login(e.alpha, "org@alpha.test")

	r := e.post(e.alpha, "/api/organization/general/update", tok, map[string]any{"orgId": e.bravo.ID,
		"fullName": "  Alpha Chapel International ", "email": "Office@Alpha.test", "phone": "+1 (555) 010-0100", "website": "https://alpha.test"})
	expect(t, r, 200, "00", "Organisation details saved")
	if r.Data["fullName"] != "Alpha Chapel International" || r.Data["email"] != "office@alpha.test" {
		t.Fatalf("general: %+v", r.Data)
	}
	if orgInfo(e, e.alpha).Data["fullName"] != "Alpha Chapel International" || orgInfo(e, e.bravo).Data["fullName"] != "Bravo Church" {
		t.Fatal("general update not confined to alpha")
	}
	for body, msg := range map[string]string{
		`{"fullName": ""}`:              "Organisation name is required",
		`{"email": "nope"}`:             "email is not valid",
		`{"phone": "555"}`:              "Number is not valid",
		`{"website": "ftp://x.test"}`:   "URL is not valid",
		`{"fullName": 5}`:               "Field fullName must be a string",
		`{"shortName": "other"}`:        "Unknown field \"shortName\"",
		`{"termsOfService": "notaurl"}`: "URL is not valid",
	} {
		expect(t, e.post(e.alpha, "/api/organization/general/update", tok, body), 400, "01", msg)
	}
	var phone string
	if err := e.db.Gorm.Raw(`SELECT phone FROM control.churches WHERE id = ?`, e.alpha.ID).Scan(&phone).Error; err != nil || phone != "+15550100100" {
		t.Fatalf("phone %q %v", phone, err)
	}

	r = e.post(e.alpha, "/api/organization/social-media/update", tok, map[string]any{"facebook": "https://facebook.com/alpha", "whatsapp": "+15550100100"})
	expect(t, r, 200, "00", "")
	expect(t, e.post(e.alpha, "/api/organization/social-media/update", tok, map[string]any{"x": "javascript:alert(1)"}), 400, "01", "x: URL is not valid")
	r = e.post(e.alpha, "/api/organization/social-media/get", tok, nil)
	if r.Data["facebook"] != "https://facebook.com/alpha" || r.Data["whatsapp"] != "+15550100100" || r.Data["x"] != "" {
		t.Fatalf("social: %+v", r.Data)
	}

	r = e.post(e.alpha, "/api/organization/messaging/get", tok, nil)
	if r.Data["senderId"] != "ALPHA" || r.Data["emailTemplate"].(map[string]any)["showLogo"] != true {
		t.Fatalf("messaging defaults: %+v", r.Data)
	}
	expect(t, e.post(e.alpha, "/api/organization/messaging/update", tok, map[string]any{"senderId": "12345"}), 400, "01",
		"Sender ID must be 3 to 11 letters or digits, with at least one letter")
	expect(t, e.post(e.alpha, "/api/organization/messaging/update", tok, map[string]any{"senderId": "ALPHACHAPEL", "smsSignature": "- Alpha"}), 200, "00", "")
	expect(t, e.post(e.alpha, "/api/organization/email-template/update", tok, map[string]any{"footer": "1 Main St\nSpringfield", "buttonColor": "#00ff00"}), 200, "00", "")
	expect(t, e.post(e.alpha, "/api/organization/email-template/update", tok, map[string]any{"subjectPrefix": strings.Repeat("x", 41)}), 400, "01", "Subject prefix must be at most 40 characters")
	r = e.post(e.alpha, "/api/organization/messaging/get", tok, nil)
	tpl := r.Data["emailTemplate"].(map[string]any)
	if r.Data["senderId"] != "ALPHACHAPEL" || tpl["footer"] != "1 Main St\nSpringfield" || tpl["buttonColor"] != "#00FF00" {
		t.Fatalf("messaging: %+v", r.Data)
	}

	// System settings: any signed-in user reads them; the organisation key changes them.
	peopleTok := e.login(e.alpha, "people@alpha.test")
	r = e.post(e.alpha, "/api/organization/system-settings/get", peopleTok, nil)
	if r.Data["sessionTimeoutMs"].(float64) != 1800000 || r.Data["currency"] != "USD" {
		t.Fatalf("system settings: %+v", r.Data)
	}
	expect(t, e.post(e.alpha, "/api/organization/system-settings/update", peopleTok, map[string]any{"currency": "EUR"}), 403, "04", "")
	r = e.post(e.alpha, "/api/organization/system-settings/update", tok, map[string]any{"currency": "eur", "timezone": "Europe/London", "weekStartsOn": "monday"})
	expect(t, r, 200, "00", "")
	if ss := r.Data["systemSettings"].(map[string]any); ss["currency"] != "EUR" || ss["timezone"] != "Europe/London" {
		t.Fatalf("org info system settings: %+v", ss)
	}
	for body, msg := range map[string]string{
		`{"sessionTimeoutMs": 60000}`:      "sessionTimeoutMs cannot be changed",
		`{"currency": "XXX"}`:              "Unknown currency",
		`{"timezone": "Mars/Olympus"}`:     "Unknown time zone",
		`{"timezone": "Local"}`:            "Unknown time zone",
		`{"weekStartsOn": "friday"}`:       "weekStartsOn must be sunday or monday",
		`{"defaultCountry": "USA"}`:        "defaultCountry must be a two-letter country code",
		`{"supportEmail": "not-an-email"}`: "email is not valid",
	} {
		expect(t, e.post(e.alpha, "/api/organization/system-settings/update", tok, body), 400, "01", msg)
	}
	if ss := orgInfo(e, e.bravo).Data["systemSettings"].(map[string]any); ss["currency"] != "USD" {
		t.Fatalf("bravo's settings changed: %+v", ss)
	}

	// Tooltips: built-in, reworded per church, reset.
	r = e.post(e.alpha, "/api/organization/tooltips/list", peopleTok, map[string]any{"page": "organization."})
	if items := r.Data["items"].([]any); len(items) < 5 || items[0].(map[string]any)["isCustom"] != false {
		t.Fatalf("tooltips: %+v", r.Data)
	}
	expect(t, e.post(e.alpha, "/api/organization/tooltips/update", tok, map[string]any{"key": "people.listing", "comment": "Our people"}), 200, "00", "")
	expect(t, e.post(e.alpha, "/api/organization/tooltips/update", tok, map[string]any{"key": "nope", "comment": "x"}), 404, "06", "Unknown tooltip")
	expect(t, e.post(e.alpha, "/api/organization/tooltips/update", tok, map[string]any{"key": "people.listing", "comment": " "}), 400, "01", "Comment is required")
	r = e.post(e.alpha, "/api/organization/tooltips/list", peopleTok, map[string]any{"page": "people.listing"})
	if it := r.Data["items"].([]any)[0].(map[string]any); it["comment"] != "Our people" || it["isCustom"] != true {
		t.Fatalf("tooltip: %+v", it)
	}
	bravoTok := e.login(e.bravo, "admin@bravo.test")
	r = e.post(e.bravo, "/api/organization/tooltips/list", bravoTok, map[string]any{"page": "people.listing"})
	if it := r.Data["items"].([]any)[0].(map[string]any); it["isCustom"] != false {
		t.Fatalf("bravo sees alpha's tooltip: %+v", it)
	}
	r = e.post(e.alpha, "/api/organization/tooltips/reset", tok, map[string]any{"key": "people.listing"})
	if r.Data["isCustom"] != false {
		t.Fatalf("reset tooltip: %+v", r.Data)
	}

	// Everything at once, and bravo sees none of it.
	r = e.post(e.alpha, "/api/organization/get", tok, nil)
	if r.Data["general"].(map[string]any)["fullName"] != "Alpha Chapel International" || r.Data["socialMedia"].(map[string]any)["facebook"] == "" {
		t.Fatalf("overview: %+v", r.Data)
	}
	r = e.post(e.bravo, "/api/organization/get", bravoTok, nil)
	if r.Data["socialMedia"].(map[string]any)["facebook"] != "" || r.Data["messaging"].(map[string]any)["senderId"] != "BRAVO" {
		t.Fatalf("bravo overview: %+v", r.Data)
	}
	for _, ev := range []string{"org_general_updated", "org_social_media_updated", "org_messaging_updated", "org_email_template_updated", "system_settings_updated", "tooltip_comment_updated"} {
		if e.auditCount(e.alpha, ev) == 0 {
			t.Errorf("no %s audit", ev)
		}
		if e.auditCount(e.bravo, ev) != 0 {
			t.Errorf("%s landed in bravo", ev)
		}
	}
}

func TestLogoUpload(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.login(e.alpha, "org@alpha.test")
	logo := pngBytes(t, 120, 40)
	r := e.multipart(e.alpha, "/api/organization/logo/update", tok, [][2]string{{"orgId", "1"}, {"logoType", "logo"}, {"logoType", "favicon"}},
		part{"logo", "logo.png", logo}, part{"logo", "icon.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/></svg>`)})
	expect(t, r, 200, "00", "Logo saved")
	url, _ := r.Data["logo"].(string)
	if !strings.HasPrefix(url, "api/org/logo/logo?v=") {
		t.Fatalf("logo url %q", url)
	}
	fav := r.Data["favIcons"].([]any)[4].(map[string]any)
	if !strings.HasPrefix(fav["url"].(string), "api/org/logo/favicon?v=") || fav["type"] != "image/svg+xml" {
		t.Fatalf("favicon: %+v", fav)
	}
	if orgInfo(e, e.alpha).Data["logo"] != url {
		t.Fatal("org info does not show the new logo at once")
	}
	// Served publicly (the sign-in screen), as stored; the dark logo falls back to it.
	for _, p := range []string{"/" + url, "/api/org/logo/logoDark"} {
		got := e.raw(e.alpha, p, "")
		if got.Code != 200 || got.Header().Get("Content-Type") != "image/png" || !bytes.Equal(got.Body.Bytes(), logo) {
			t.Fatalf("GET %s: %d %s", p, got.Code, got.Header().Get("Content-Type"))
		}
	}
	svg := e.raw(e.alpha, "/api/org/logo/favicon", "")
	if svg.Code != 200 || !strings.Contains(svg.Header().Get("Content-Security-Policy"), "sandbox") {
		t.Fatalf("svg favicon: %d %v", svg.Code, svg.Header())
	}
	// Bravo has none of it.
	if got := e.raw(e.bravo, "/api/org/logo/logo", ""); got.Code != 404 {
		t.Fatalf("bravo logo: %d", got.Code)
	}
	if orgInfo(e, e.bravo).Data["logo"] != "" {
		t.Fatal("bravo's logo changed")
	}

	bad := []struct {
		fields [][2]string
		files  []part
		status int
		msg    string
	}{
		{[][2]string{{"logoType", "logo"}}, []part{{"logo", "evil.png", append([]byte("MZ\x90\x00\x03"), make([]byte, 200)...)}}, 400, "Only JPEG, PNG or SVG images are allowed"},
		{[][2]string{{"logoType", "logo"}}, []part{{"logo", "evil.exe", logo}}, 400, "Only JPEG, PNG or SVG images are allowed"},
		{[][2]string{{"logoType", "logo"}}, []part{{"logo", "logo.svg", logo}}, 400, "The file content does not match its extension"},
		{[][2]string{{"logoType", "logo"}}, []part{{"logo", "x.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)}}, 400, "SVG images with scripts are not allowed"},
		{[][2]string{{"logoType", "logo"}}, []part{{"logo", "x.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`)}}, 400, "SVG images with scripts are not allowed"},
		{[][2]string{{"logoType", "logo"}}, []part{{"logo", "x.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.test/x.png"/></svg>`)}}, 400, "SVG images must not load other files"},
		{[][2]string{{"logoType", "logo"}}, []part{{"logo", "x.svg", []byte(`<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>`)}}, 400, "SVG images with a DOCTYPE are not allowed"},
		{[][2]string{{"logoType", "logo"}}, []part{{"logo", "x.png", bytes.Repeat([]byte{1}, 2<<20+10)}}, 413, "The logo must be at most 2 MB"},
		{[][2]string{{"logoType", "banner"}}, []part{{"logo", "l.png", logo}}, 400, "logoType must be one of logo, logoDark, favicon"},
		{[][2]string{{"logoType", "logo"}, {"logoType", "favicon"}}, []part{{"logo", "l.png", logo}}, 400, "logoType and logo must be sent in pairs"},
		{[][2]string{{"logoType", "logo"}, {"logoType", "logo"}}, []part{{"logo", "l.png", logo}, {"logo", "l.png", logo}}, 400, "Each logo type can be sent once"},
		{[][2]string{{"logoType", "logo"}, {"evil", "1"}}, []part{{"logo", "l.png", logo}}, 400, "Unknown field evil"},
		{nil, nil, 400, "Send at least one logo file"},
	}
	for i, b := range bad {
		r := e.multipart(e.alpha, "/api/organization/logo/update", tok, b.fields, b.files...)
		if r.Status != b.status || r.Msg != b.msg {
			t.Errorf("bad upload %d: %d %q, want %d %q", i, r.Status, r.Msg, b.status, b.msg)
		}
	}
	expect(t, e.post(e.alpha, "/api/organization/logo/update", tok, map[string]any{}), 400, "01", "Send the logo as multipart form data")
	// The logo still is the good one, and one upload was audited.
	if got := e.raw(e.alpha, "/api/org/logo/logo", ""); !bytes.Equal(got.Body.Bytes(), logo) {
		t.Fatal("a refused upload replaced the logo")
	}
	if n := e.auditCount(e.alpha, "org_logo_updated"); n != 1 {
		t.Fatalf("logo audits %d", n)
	}
	// PDF exports find the logo.
	data, kind, err := e.app.organization().LogoBytes(t.Context(), e.alpha)
	if err != nil || kind != "PNG" || !bytes.Equal(data, logo) {
		t.Fatalf("LogoBytes: %s %v", kind, err)
	}

	r = e.post(e.alpha, "/api/organization/logo/delete", tok, map[string]any{"logoType": "favicon"})
	expect(t, r, 200, "00", "Logo removed")
	if fav := r.Data["favIcons"].([]any)[4].(map[string]any); fav["url"] != "api/org/favicon.svg?size=96" {
		t.Fatalf("favicons after delete: %+v", fav)
	}
	expect(t, e.post(e.alpha, "/api/organization/logo/delete", tok, map[string]any{"logoType": "favicon"}), 404, "06", "No logo of this type")
	r = e.post(e.alpha, "/api/organization/logo/delete", tok, map[string]any{"logoType": "logo"})
	if r.Data["logo"] != "" {
		t.Fatalf("logo after delete: %v", r.Data["logo"])
	}
	if got := e.raw(e.alpha, "/api/org/logo/logo", ""); got.Code != 404 {
		t.Fatalf("deleted logo served: %d", got.Code)
	}
}

func TestQRCodes(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.login(e.alpha, "org@alpha.test")
	r := e.post(e.alpha, "/api/organization/qrcodes/list", tok, nil)
	items := r.Data["items"].([]any)
	if items[0].(map[string]any)["url"] != "http://alpha.test.localhost/" || len(items) != 2 {
		t.Fatalf("targets: %+v", items)
	}
	got := e.raw(e.alpha, "/api/organization/qrcodes/download?target=console&format=png&size=256", tok)
	if got.Code != 200 || got.Header().Get("Content-Type") != "image/png" || !strings.Contains(got.Header().Get("Content-Disposition"), "alpha-console-qr.png") {
		t.Fatalf("png: %d %v", got.Code, got.Header())
	}
	img, err := png.Decode(got.Body)
	if err != nil || img.Bounds().Dx() != 256 {
		t.Fatalf("png decode: %v %v", err, img)
	}
	got = e.raw(e.alpha, "/api/organization/qrcodes/download?target=signup&format=svg", tok)
	if got.Code != 200 || got.Header().Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(got.Body.String(), "<svg") || !strings.Contains(got.Body.String(), "M") {
		t.Fatalf("svg: %d %s", got.Code, got.Body.String()[:min(80, got.Body.Len())])
	}
	got = e.raw(e.alpha, "/api/organization/qrcodes/download?target=custom&url="+"https%3A%2F%2Fgive.alpha.test%2F", tok)
	if got.Code != 200 {
		t.Fatalf("custom: %d", got.Code)
	}
	for q, msg := range map[string]string{
		"target=nope":                           "Unknown QR code target",
		"target=console&format=gif":             "format must be png or svg",
		"target=console&size=5000":              "size must be between 128 and 2048",
		"target=custom&url=javascript:alert(1)": "URL is not valid",
		"target=website":                        "Unknown QR code target",
	} {
		expect(t, e.call(host(e.alpha), http.MethodGet, "/api/organization/qrcodes/download?"+q, tok, nil), 400, "01", msg)
	}
	// The website target appears once the church has one.
	expect(t, e.post(e.alpha, "/api/organization/general/update", tok, map[string]any{"website": "https://alpha.test"}), 200, "00", "")
	if got := e.raw(e.alpha, "/api/organization/qrcodes/download?target=website&format=svg", tok); got.Code != 200 {
		t.Fatalf("website qr: %d", got.Code)
	}
}

func TestProfileUpdate(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.login(e.alpha, "people@alpha.test")
	self := e.personID(e.alpha, "people@alpha.test")
	r := e.multipart(e.alpha, "/api/user/profile/update", tok, [][2]string{{"orgId", fmt.Sprint(e.alpha.ID)}, {"userId", fmt.Sprint(self)},
		{"firstName", "Patty"}, {"mobile", ""}, {"mobile", "+1 555 020 0300"}, {"email", "Patty@Alpha.test"}})
	expect(t, r, 200, "00", "Profile updated")
	if r.Data["mobile"] != "+15550200300" || r.Data["email"] != "patty@alpha.test" || r.Data["firstName"] != "Patty" {
		t.Fatalf("profile: %+v", r.Data)
	}
	p := e.post(e.alpha, "/api/user/profile", tok, nil)
	if p.Data["firstName"] != "Patty" || p.Data["mobile"] != "+15550200300" {
		t.Fatalf("profile after update: %+v", p.Data)
	}
	// Someone else's profile, or bad values, are refused.
	admin := e.personID(e.alpha, "admin@alpha.test")
	expect(t, e.multipart(e.alpha, "/api/user/profile/update", tok, [][2]string{{"userId", fmt.Sprint(admin)}, {"firstName", "X"}}), 403, "04", "You can only update your own profile")
	expect(t, e.multipart(e.alpha, "/api/user/profile/update", tok, [][2]string{{"mobile", "12"}}), 400, "01", "Number is not valid")
	expect(t, e.multipart(e.alpha, "/api/user/profile/update", tok, [][2]string{{"email", "admin@alpha.test"}}), 409, "01", "An account with this email already exists")
	expect(t, e.multipart(e.alpha, "/api/user/profile/update", tok, [][2]string{{"firstName", ""}}), 400, "01", "First name is required")
	expect(t, e.multipart(e.alpha, "/api/user/profile/update", tok, [][2]string{{"isSuperAdmin", "true"}}), 400, "01", "Unknown field isSuperAdmin")
	expect(t, e.multipart(e.alpha, "/api/user/profile/update", tok, [][2]string{{"lastName", "A\x00B"}}), 400, "01", "Text must not contain NUL characters")
	expect(t, e.post(e.alpha, "/api/user/profile/update", tok, map[string]any{"firstName": "X"}), 400, "01", "Send the profile as multipart form data")
	if n := e.auditCount(e.alpha, "profile_updated"); n != 1 {
		t.Fatalf("profile audits %d", n)
	}
}

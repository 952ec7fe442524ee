package tenantapi_test

import (
	"bytes"
	"congregate/tenantapi"
	tt "congregate/tenantapi/tenanttest"
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
func orgRoutes(a *tenantapi.App) []tenantapi.Route {
	var out []tenantapi.Route
	for _, rt := range a.Routes() {
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
	e.Exec(e.Alpha, `INSERT INTO roles (name) VALUES ('Org Viewer')`)
	e.Exec(e.Alpha, `INSERT INTO role_permissions (role_id, permission_key, action) SELECT id, 'organization', 'read' FROM roles WHERE name = 'Org Viewer'`)
	e.AddUser(e.Alpha, provisioning.UserSpec{FirstName: "Vic", LastName: "Viewer", Email: "viewer@alpha.test", Password: tt.Password, Roles: []string{"Org Viewer"}})
	routes := orgRoutes(e.App)
	if len(routes) < 35 {
		t.Fatalf("only %d organisation routes", len(routes))
	}
	toks := map[string]string{}
	for _, email := range []string{"admin@alpha.test", "org@alpha.test", "people@alpha.test", "viewer@alpha.test"} {
		toks[email] = e.Login(e.Alpha, email)
	}
	for _, rt := range routes {
		if rt.Public {
			continue
		}
		if rt.Key != authz.Open && rt.Key != authz.Organization {
			t.Fatalf("%s declares key %s", rt.Path, rt.Key)
		}
		for email, tok := range toks {
			hasKey := rt.Key == authz.Open || email == "admin@alpha.test" || email == "org@alpha.test" ||
				(email == "viewer@alpha.test" && rt.Action == authz.Read)
			// The full export is the super admin's alone, whatever else the organisation key allows.
			superOnly := strings.HasPrefix(rt.Path, "/api/organization/export/")
			allowed := hasKey && (!superOnly || email == "admin@alpha.test")
			path := strings.Replace(rt.Path, ":kind", "logo", 1)
			r := e.Call(tt.Host(e.Alpha), rt.Method, path, tok, nil)
			if allowed && (r.Status == 401 || r.Status == 403 || r.Status >= 500) {
				t.Errorf("%s %s %s: %d %q, want allowed", email, rt.Method, rt.Path, r.Status, r.Msg)
			}
			if !allowed && hasKey && superOnly {
				// A download of the literal ":id" is no export at all: 404 before anyone is asked.
				if !(r.Status == 403 && r.Msg == "Only the church's super admin can export its data") && !(strings.Contains(path, ":id") && r.Status == 404) {
					t.Errorf("%s %s %s: %d %q, want the super admin's 403", email, rt.Method, rt.Path, r.Status, r.Msg)
				}
				continue
			}
			if !allowed && (r.Status != 403 || r.Code != "04" || r.Msg != "You don't have permission to access this page") {
				t.Errorf("%s %s %s: %d %q, want 403", email, rt.Method, rt.Path, r.Status, r.Msg)
			}
		}
	}
	// The profile update is one's own, whatever the roles.
	r := e.Multipart(e.Alpha, "/api/user/profile/update", toks["people@alpha.test"], [][2]string{{"firstName", "Patricia"}})
	tt.ExpectCode(t, r, 200, "00", "Profile updated")
}

// Colours: validated, saved for this church only, answered as organisation info, and visible in
// GET /api/org/info (and the generated favicon) at once.
func TestColorsFollowAtOnce(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.Login(e.Alpha, "org@alpha.test")
	themes := []map[string]string{{"primary": "#112233", "secondary": "#abcdef"}, {"primary": "#000000", "secondary": "#FFFFFF"}}
	// orgId of another church in the body changes nothing there: the church is the Host's.
	r := e.Post(e.Alpha, "/api/organization/colors/update", tok, map[string]any{"orgId": e.Bravo.ID, "colorThemes": themes})
	tt.ExpectCode(t, r, 200, "00", "Colours saved")
	ct := r.D["colorThemes"].([]any)
	if ct[0].(map[string]any)["primary"] != "#112233" || ct[0].(map[string]any)["secondary"] != "#ABCDEF" || r.D["orgId"].(float64) != float64(e.Alpha.ID) {
		t.Fatalf("colours response: %+v", r.Data)
	}
	info := orgInfo(e, e.Alpha)
	if info.D["colorThemes"].([]any)[0].(map[string]any)["primary"] != "#112233" {
		t.Fatalf("org info not updated at once: %+v", info.D["colorThemes"])
	}
	if fav := e.Raw(e.Alpha, "/api/org/favicon.svg?size=64", ""); !strings.Contains(fav.Body.String(), "#112233") {
		t.Fatalf("favicon colour: %s", fav.Body.String())
	}
	if b := orgInfo(e, e.Bravo); b.D["colorThemes"].([]any)[0].(map[string]any)["primary"] != "#304FFF" {
		t.Fatalf("bravo's colours changed: %+v", b.D["colorThemes"])
	}
	var details string
	e.Scan(e.Alpha, `SELECT details::text FROM audit_log WHERE event = 'org_colors_updated'`, &details)
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
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/colors/update", tok, c.body), 400, "01", c.msg)
	}
	r = e.Post(e.Alpha, "/api/organization/colors/reset", tok, nil)
	tt.ExpectCode(t, r, 200, "00", "")
	if r.D["colorThemes"].([]any)[1].(map[string]any)["primary"] != "#4C0808" {
		t.Fatalf("reset: %+v", r.D["colorThemes"])
	}
	if n := e.AuditCount(e.Alpha, "org_colors_updated"); n != 2 {
		t.Fatalf("colour audits: %d", n)
	}
}

func TestGeneralSocialMessagingSettings(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.Login(e.Alpha, "org@alpha.test")

	r := e.Post(e.Alpha, "/api/organization/general/update", tok, map[string]any{"orgId": e.Bravo.ID,
		"fullName": "  Alpha Chapel International ", "email": "Office@Alpha.test", "phone": "+1 (555) 010-0100", "website": "https://alpha.test"})
	tt.ExpectCode(t, r, 200, "00", "Organisation details saved")
	if r.D["fullName"] != "Alpha Chapel International" || r.D["email"] != "office@alpha.test" {
		t.Fatalf("general: %+v", r.Data)
	}
	if orgInfo(e, e.Alpha).D["fullName"] != "Alpha Chapel International" || orgInfo(e, e.Bravo).D["fullName"] != "Bravo Church" {
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
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/general/update", tok, body), 400, "01", msg)
	}
	var phone string
	if err := e.DB.Gorm.Raw(`SELECT phone FROM control.churches WHERE id = ?`, e.Alpha.ID).Scan(&phone).Error; err != nil || phone != "+15550100100" {
		t.Fatalf("phone %q %v", phone, err)
	}

	r = e.Post(e.Alpha, "/api/organization/social-media/update", tok, map[string]any{"facebook": "https://facebook.com/alpha", "whatsapp": "+15550100100"})
	tt.ExpectCode(t, r, 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/social-media/update", tok, map[string]any{"x": "javascript:alert(1)"}), 400, "01", "x: URL is not valid")
	r = e.Post(e.Alpha, "/api/organization/social-media/get", tok, nil)
	if r.D["facebook"] != "https://facebook.com/alpha" || r.D["whatsapp"] != "+15550100100" || r.D["x"] != "" {
		t.Fatalf("social: %+v", r.Data)
	}

	r = e.Post(e.Alpha, "/api/organization/messaging/get", tok, nil)
	if r.D["senderId"] != "ALPHA" || r.D["emailTemplate"].(map[string]any)["showLogo"] != true {
		t.Fatalf("messaging defaults: %+v", r.Data)
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/messaging/update", tok, map[string]any{"senderId": "12345"}), 400, "01",
		"Sender ID must be 3 to 11 letters or digits, with at least one letter")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/messaging/update", tok, map[string]any{"senderId": "ALPHACHAPEL", "smsSignature": "- Alpha"}), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/email-template/update", tok, map[string]any{"footer": "1 Main St\nSpringfield", "buttonColor": "#00ff00"}), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/email-template/update", tok, map[string]any{"subjectPrefix": strings.Repeat("x", 41)}), 400, "01", "Subject prefix must be at most 40 characters")
	r = e.Post(e.Alpha, "/api/organization/messaging/get", tok, nil)
	tpl := r.D["emailTemplate"].(map[string]any)
	if r.D["senderId"] != "ALPHACHAPEL" || tpl["footer"] != "1 Main St\nSpringfield" || tpl["buttonColor"] != "#00FF00" {
		t.Fatalf("messaging: %+v", r.Data)
	}

	// System settings: any signed-in user reads them; the organisation key changes them.
	peopleTok := e.Login(e.Alpha, "people@alpha.test")
	r = e.Post(e.Alpha, "/api/organization/system-settings/get", peopleTok, nil)
	if r.D["sessionTimeoutMs"].(float64) != 1800000 || r.D["currency"] != "USD" {
		t.Fatalf("system settings: %+v", r.Data)
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/system-settings/update", peopleTok, map[string]any{"currency": "EUR"}), 403, "04", "")
	r = e.Post(e.Alpha, "/api/organization/system-settings/update", tok, map[string]any{"currency": "eur", "timezone": "Europe/London", "weekStartsOn": "monday"})
	tt.ExpectCode(t, r, 200, "00", "")
	if ss := r.D["systemSettings"].(map[string]any); ss["currency"] != "EUR" || ss["timezone"] != "Europe/London" {
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
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/system-settings/update", tok, body), 400, "01", msg)
	}
	if ss := orgInfo(e, e.Bravo).D["systemSettings"].(map[string]any); ss["currency"] != "USD" {
		t.Fatalf("bravo's settings changed: %+v", ss)
	}

	// Tooltips: built-in, reworded per church, reset.
	r = e.Post(e.Alpha, "/api/organization/tooltips/list", peopleTok, map[string]any{"page": "organization."})
	if items := r.D["items"].([]any); len(items) < 5 || items[0].(map[string]any)["isCustom"] != false {
		t.Fatalf("tooltips: %+v", r.Data)
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/tooltips/update", tok, map[string]any{"key": "people.listing", "comment": "Our people"}), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/tooltips/update", tok, map[string]any{"key": "nope", "comment": "x"}), 404, "06", "Unknown tooltip")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/tooltips/update", tok, map[string]any{"key": "people.listing", "comment": " "}), 400, "01", "Comment is required")
	r = e.Post(e.Alpha, "/api/organization/tooltips/list", peopleTok, map[string]any{"page": "people.listing"})
	if it := r.D["items"].([]any)[0].(map[string]any); it["comment"] != "Our people" || it["isCustom"] != true {
		t.Fatalf("tooltip: %+v", it)
	}
	bravoTok := e.Login(e.Bravo, "admin@bravo.test")
	r = e.Post(e.Bravo, "/api/organization/tooltips/list", bravoTok, map[string]any{"page": "people.listing"})
	if it := r.D["items"].([]any)[0].(map[string]any); it["isCustom"] != false {
		t.Fatalf("bravo sees alpha's tooltip: %+v", it)
	}
	r = e.Post(e.Alpha, "/api/organization/tooltips/reset", tok, map[string]any{"key": "people.listing"})
	if r.D["isCustom"] != false {
		t.Fatalf("reset tooltip: %+v", r.Data)
	}

	// Everything at once, and bravo sees none of it.
	r = e.Post(e.Alpha, "/api/organization/get", tok, nil)
	if r.D["general"].(map[string]any)["fullName"] != "Alpha Chapel International" || r.D["socialMedia"].(map[string]any)["facebook"] == "" {
		t.Fatalf("overview: %+v", r.Data)
	}
	r = e.Post(e.Bravo, "/api/organization/get", bravoTok, nil)
	if r.D["socialMedia"].(map[string]any)["facebook"] != "" || r.D["messaging"].(map[string]any)["senderId"] != "BRAVO" {
		t.Fatalf("bravo overview: %+v", r.Data)
	}
	for _, ev := range []string{"org_general_updated", "org_social_media_updated", "org_messaging_updated", "org_email_template_updated", "system_settings_updated", "tooltip_comment_updated"} {
		if e.AuditCount(e.Alpha, ev) == 0 {
			t.Errorf("no %s audit", ev)
		}
		if e.AuditCount(e.Bravo, ev) != 0 {
			t.Errorf("%s landed in bravo", ev)
		}
	}
}

func TestLogoUpload(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.Login(e.Alpha, "org@alpha.test")
	logo := pngBytes(t, 120, 40)
	r := e.Multipart(e.Alpha, "/api/organization/logo/update", tok, [][2]string{{"orgId", "1"}, {"logoType", "logo"}, {"logoType", "favicon"}},
		tt.File("logo", "logo.png", logo), tt.File("logo", "icon.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/></svg>`)))
	tt.ExpectCode(t, r, 200, "00", "Logo saved")
	url, _ := r.D["logo"].(string)
	if !strings.HasPrefix(url, "api/org/logo/logo?v=") {
		t.Fatalf("logo url %q", url)
	}
	fav := r.D["favIcons"].([]any)[4].(map[string]any)
	if !strings.HasPrefix(fav["url"].(string), "api/org/logo/favicon?v=") || fav["type"] != "image/svg+xml" {
		t.Fatalf("favicon: %+v", fav)
	}
	if orgInfo(e, e.Alpha).D["logo"] != url {
		t.Fatal("org info does not show the new logo at once")
	}
	// Served publicly (the sign-in screen), as stored; the dark logo falls back to it.
	for _, p := range []string{"/" + url, "/api/org/logo/logoDark"} {
		got := e.Raw(e.Alpha, p, "")
		if got.Code != 200 || got.Header().Get("Content-Type") != "image/png" || !bytes.Equal(got.Body.Bytes(), logo) {
			t.Fatalf("GET %s: %d %s", p, got.Code, got.Header().Get("Content-Type"))
		}
	}
	svg := e.Raw(e.Alpha, "/api/org/logo/favicon", "")
	if svg.Code != 200 || !strings.Contains(svg.Header().Get("Content-Security-Policy"), "sandbox") {
		t.Fatalf("svg favicon: %d %v", svg.Code, svg.Header())
	}
	// Bravo has none of it.
	if got := e.Raw(e.Bravo, "/api/org/logo/logo", ""); got.Code != 404 {
		t.Fatalf("bravo logo: %d", got.Code)
	}
	if orgInfo(e, e.Bravo).D["logo"] != "" {
		t.Fatal("bravo's logo changed")
	}

	bad := []struct {
		fields [][2]string
		files  []tt.Part
		status int
		msg    string
	}{
		{[][2]string{{"logoType", "logo"}}, []tt.Part{tt.File("logo", "evil.png", append([]byte("MZ\x90\x00\x03"), make([]byte, 200)...))}, 400, "Only JPEG, PNG or SVG images are allowed"},
		{[][2]string{{"logoType", "logo"}}, []tt.Part{tt.File("logo", "evil.exe", logo)}, 400, "Only JPEG, PNG or SVG images are allowed"},
		{[][2]string{{"logoType", "logo"}}, []tt.Part{tt.File("logo", "logo.svg", logo)}, 400, "The file content does not match its extension"},
		{[][2]string{{"logoType", "logo"}}, []tt.Part{tt.File("logo", "x.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`))}, 400, "SVG images with scripts are not allowed"},
		{[][2]string{{"logoType", "logo"}}, []tt.Part{tt.File("logo", "x.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`))}, 400, "SVG images with scripts are not allowed"},
		{[][2]string{{"logoType", "logo"}}, []tt.Part{tt.File("logo", "x.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.test/x.png"/></svg>`))}, 400, "SVG images must not load other files"},
		{[][2]string{{"logoType", "logo"}}, []tt.Part{tt.File("logo", "x.svg", []byte(`<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>`))}, 400, "SVG images with a DOCTYPE are not allowed"},
		{[][2]string{{"logoType", "logo"}}, []tt.Part{tt.File("logo", "x.png", bytes.Repeat([]byte{1}, 2<<20+10))}, 413, "The logo must be at most 2 MB"},
		{[][2]string{{"logoType", "banner"}}, []tt.Part{tt.File("logo", "l.png", logo)}, 400, "logoType must be one of logo, logoDark, favicon"},
		{[][2]string{{"logoType", "logo"}, {"logoType", "favicon"}}, []tt.Part{tt.File("logo", "l.png", logo)}, 400, "logoType and logo must be sent in pairs"},
		{[][2]string{{"logoType", "logo"}, {"logoType", "logo"}}, []tt.Part{tt.File("logo", "l.png", logo), tt.File("logo", "l.png", logo)}, 400, "Each logo type can be sent once"},
		{[][2]string{{"logoType", "logo"}, {"evil", "1"}}, []tt.Part{tt.File("logo", "l.png", logo)}, 400, "Unknown field evil"},
		{nil, nil, 400, "Send at least one logo file"},
	}
	for i, b := range bad {
		r := e.Multipart(e.Alpha, "/api/organization/logo/update", tok, b.fields, b.files...)
		if r.Status != b.status || r.Msg != b.msg {
			t.Errorf("bad upload %d: %d %q, want %d %q", i, r.Status, r.Msg, b.status, b.msg)
		}
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/logo/update", tok, map[string]any{}), 400, "01", "Send the logo as multipart form data")
	// The logo still is the good one, and one upload was audited.
	if got := e.Raw(e.Alpha, "/api/org/logo/logo", ""); !bytes.Equal(got.Body.Bytes(), logo) {
		t.Fatal("a refused upload replaced the logo")
	}
	if n := e.AuditCount(e.Alpha, "org_logo_updated"); n != 1 {
		t.Fatalf("logo audits %d", n)
	}
	// PDF exports find the logo.
	data, kind, err := e.App.Organization().LogoBytes(t.Context(), e.Alpha)
	if err != nil || kind != "PNG" || !bytes.Equal(data, logo) {
		t.Fatalf("LogoBytes: %s %v", kind, err)
	}

	r = e.Post(e.Alpha, "/api/organization/logo/delete", tok, map[string]any{"logoType": "favicon"})
	tt.ExpectCode(t, r, 200, "00", "Logo removed")
	if fav := r.D["favIcons"].([]any)[4].(map[string]any); fav["url"] != "api/org/favicon.svg?size=96" {
		t.Fatalf("favicons after delete: %+v", fav)
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/logo/delete", tok, map[string]any{"logoType": "favicon"}), 404, "06", "No logo of this type")
	r = e.Post(e.Alpha, "/api/organization/logo/delete", tok, map[string]any{"logoType": "logo"})
	if r.D["logo"] != "" {
		t.Fatalf("logo after delete: %v", r.D["logo"])
	}
	if got := e.Raw(e.Alpha, "/api/org/logo/logo", ""); got.Code != 404 {
		t.Fatalf("deleted logo served: %d", got.Code)
	}
}

func TestQRCodes(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.Login(e.Alpha, "org@alpha.test")
	r := e.Post(e.Alpha, "/api/organization/qrcodes/list", tok, nil)
	items := r.D["items"].([]any)
	if items[0].(map[string]any)["url"] != "http://alpha.test.localhost/" || len(items) != 2 {
		t.Fatalf("targets: %+v", items)
	}
	got := e.Raw(e.Alpha, "/api/organization/qrcodes/download?target=console&format=png&size=256", tok)
	if got.Code != 200 || got.Header().Get("Content-Type") != "image/png" || !strings.Contains(got.Header().Get("Content-Disposition"), "alpha-console-qr.png") {
		t.Fatalf("png: %d %v", got.Code, got.Header())
	}
	img, err := png.Decode(got.Body)
	if err != nil || img.Bounds().Dx() != 256 {
		t.Fatalf("png decode: %v %v", err, img)
	}
	got = e.Raw(e.Alpha, "/api/organization/qrcodes/download?target=signup&format=svg", tok)
	if got.Code != 200 || got.Header().Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(got.Body.String(), "<svg") || !strings.Contains(got.Body.String(), "M") {
		t.Fatalf("svg: %d %s", got.Code, got.Body.String()[:min(80, got.Body.Len())])
	}
	got = e.Raw(e.Alpha, "/api/organization/qrcodes/download?target=custom&url="+"https%3A%2F%2Fgive.alpha.test%2F", tok)
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
		tt.ExpectCode(t, e.Call(tt.Host(e.Alpha), http.MethodGet, "/api/organization/qrcodes/download?"+q, tok, nil), 400, "01", msg)
	}
	// The website target appears once the church has one.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/general/update", tok, map[string]any{"website": "https://alpha.test"}), 200, "00", "")
	if got := e.Raw(e.Alpha, "/api/organization/qrcodes/download?target=website&format=svg", tok); got.Code != 200 {
		t.Fatalf("website qr: %d", got.Code)
	}
}

func TestProfileUpdate(t *testing.T) {
	t.Parallel()
	e := newOrgEnv(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	self := e.PersonID(e.Alpha, "people@alpha.test")
	r := e.Multipart(e.Alpha, "/api/user/profile/update", tok, [][2]string{{"orgId", fmt.Sprint(e.Alpha.ID)}, {"userId", fmt.Sprint(self)},
		{"firstName", "Patty"}, {"mobile", ""}, {"mobile", "+1 555 020 0300"}, {"email", "Patty@Alpha.test"}})
	tt.ExpectCode(t, r, 200, "00", "Profile updated")
	if r.D["mobile"] != "+15550200300" || r.D["email"] != "patty@alpha.test" || r.D["firstName"] != "Patty" {
		t.Fatalf("profile: %+v", r.Data)
	}
	p := e.Post(e.Alpha, "/api/user/profile", tok, nil)
	if p.D["firstName"] != "Patty" || p.D["mobile"] != "+15550200300" {
		t.Fatalf("profile after update: %+v", p.Data)
	}
	// Someone else's profile, or bad values, are refused.
	admin := e.PersonID(e.Alpha, "admin@alpha.test")
	tt.ExpectCode(t, e.Multipart(e.Alpha, "/api/user/profile/update", tok, [][2]string{{"userId", fmt.Sprint(admin)}, {"firstName", "X"}}), 403, "04", "You can only update your own profile")
	tt.ExpectCode(t, e.Multipart(e.Alpha, "/api/user/profile/update", tok, [][2]string{{"mobile", "12"}}), 400, "01", "Number is not valid")
	tt.ExpectCode(t, e.Multipart(e.Alpha, "/api/user/profile/update", tok, [][2]string{{"email", "admin@alpha.test"}}), 409, "01", "An account with this email already exists")
	tt.ExpectCode(t, e.Multipart(e.Alpha, "/api/user/profile/update", tok, [][2]string{{"firstName", ""}}), 400, "01", "First name is required")
	tt.ExpectCode(t, e.Multipart(e.Alpha, "/api/user/profile/update", tok, [][2]string{{"isSuperAdmin", "true"}}), 400, "01", "Unknown field isSuperAdmin")
	tt.ExpectCode(t, e.Multipart(e.Alpha, "/api/user/profile/update", tok, [][2]string{{"lastName", "A\x00B"}}), 400, "01", "Text must not contain NUL characters")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/user/profile/update", tok, map[string]any{"firstName": "X"}), 400, "01", "Send the profile as multipart form data")
	if n := e.AuditCount(e.Alpha, "profile_updated"); n != 1 {
		t.Fatalf("profile audits %d", n)
	}
}

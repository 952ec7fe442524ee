package organization_test

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// The overview gathers every sub-domain (the church row, branding, settings); a save that changes
// nothing answers organisation info and writes no audit entry; the profile update takes no files.
func TestOverviewGeneralAndProfile(t *testing.T) {
	t.Setenv("STORAGE_DIR", t.TempDir())
	e := pt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")

	var logo bytes.Buffer
	if err := png.Encode(&logo, image.NewGray(image.Rect(0, 0, 8, 8))); err != nil {
		t.Fatal(err)
	}
	pt.Expect(t, e.Upload(e.Alpha, "/api/organization/logo/update", tok, "logo", "l.png", logo.Bytes(), map[string]string{"logoType": "logoDark"}), 200, "Logo saved")
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/system-settings/update", tok, map[string]any{"currency": "GHS"}), 200, "System settings saved")
	var o struct {
		General struct {
			ShortName string `json:"shortName"`
		} `json:"general"`
		Brand struct {
			Logo     *struct{ URL string }         `json:"logo"`
			LogoDark *struct{ ContentType string } `json:"logoDark"`
		} `json:"brand"`
		SystemSettings map[string]any `json:"systemSettings"`
	}
	r := e.Post(e.Alpha, "/api/organization/get", tok, nil)
	pt.Expect(t, r, 200, "Organisation")
	if r.Decode(t, &o); o.General.ShortName != "alpha" || o.Brand.Logo != nil || o.Brand.LogoDark == nil ||
		o.Brand.LogoDark.ContentType != "image/png" || o.SystemSettings["currency"] != "GHS" {
		t.Fatalf("overview: %+v", o)
	}

	r = e.Post(e.Alpha, "/api/organization/general/update", tok, map[string]any{"fullName": "Alpha Chapel"})
	pt.Expect(t, r, 200, "Organisation details saved")
	if info := r.M(t); info["fullName"] != "Alpha Chapel" || info["accountType"].(map[string]any)["isLockDown"] != false {
		t.Fatalf("general answer: %+v", info)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM audit_log WHERE event = 'org_general_updated'`); n != 0 {
		t.Fatalf("an unchanged save was audited: %d", n)
	}
	// A number without its country code is in the church's default country.
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/system-settings/update", tok, map[string]any{"defaultCountry": "GH"}), 200, "")
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/general/update", tok, map[string]any{"phone": "020 123 4567"}), 200, "")
	if o := e.Post(e.Alpha, "/api/organization/get", tok, nil).M(t); o["general"].(map[string]any)["phone"] != "+233201234567" {
		t.Fatalf("phone in the default country: %+v", o["general"])
	}

	pt.Expect(t, e.Upload(e.Alpha, "/api/user/profile/update", tok, "photo", "p.png", logo.Bytes(), map[string]string{"firstName": "Zed"}), 400, "Profile update takes no files")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE first_name = 'Zed'`); n != 0 {
		t.Fatalf("a refused profile update changed the name: %d", n)
	}
}

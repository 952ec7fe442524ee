package onboarding_test

import (
	"slices"
	"strings"
	"testing"

	"congregate/controlplane/cptest"
)

// Every §5 rule of the onboarding form, checked by the server with the spec's messages.
func TestOnboardValidationMessages(t *testing.T) {
	e := cptest.New(t)
	long := strings.Repeat("a", 101)
	cases := []struct {
		field string
		value any
		want  []string
	}{
		{"church_name", "", []string{"This field is required"}},
		{"church_name", " ", []string{"This field is required"}},
		{"church_name", long, []string{"Maximum 100 characters"}},
		{"church_short_name", "abc", []string{"Must be 4 to 20 letters only"}},
		{"church_short_name", "hope-chapel", []string{"Must be 4 to 20 letters only"}},
		{"church_short_name", strings.Repeat("a", 21), []string{"Must be 4 to 20 letters only"}},
		{"church_short_name", "Onboarding", []string{"This short name is reserved"}},
		{"church_website", "not a url", []string{"URL is not valid"}},
		{"church_website", "ftp://x.org", []string{"URL is not valid"}},
		{"church_website", "https://" + long + ".org", []string{"Maximum 100 characters"}},
		{"church_address", "", []string{"this field is required"}},
		{"church_address", long, []string{"Maximum 100 characters"}},
		{"church_email", "", []string{"This field is required"}},
		{"church_email", "office@", []string{"email is not valid"}},
		{"church_email", long + "@x.org", []string{"Maximum 100 characters"}},
		{"church_phone_number", "", []string{"This field is required"}},
		{"church_phone_number", "12345", []string{"This number is invalid"}},
		{"admin_firstname", "", []string{"This field is required"}},
		{"admin_firstname", long, []string{"Maximum 100 characters"}},
		{"admin_lastname", "", []string{"This field is required"}},
		{"admin_lastname", long, []string{"Maximum 100 characters"}},
		{"admin_email", "", []string{"This field is required"}},
		{"admin_email", "ada at hope", []string{"email is not valid"}},
		{"admin_password", "", []string{"This field is required"}},
		{"admin_password", "Ab1#", []string{"Mininum 8 characters"}},
		{"admin_password", "Ab1#" + strings.Repeat("x", 29), []string{"Maximum 32 characters"}},
		{"admin_password", "Abcdefg1", []string{"Must contain at least one special character"}},
		{"admin_password", "Abcdefg#", []string{"Must contain at least one number"}},
		{"admin_password", "abcdef1#", []string{"Must contain at least one uppercase character"}},
		{"admin_password", "ABCDEF1#", []string{"Must contain at least one lowercase character"}},
		{"admin_password", "abc", []string{"Mininum 8 characters", "Must contain at least one special character",
			"Must contain at least one number", "Must contain at least one uppercase character"}},
		{"admin_phone_number", "", []string{"This field is required"}},
		{"admin_phone_number", "+0123", []string{"This number is invalid"}},
		{"church_size", "", []string{"This field is required"}},
		{"church_size", "huge", []string{"Unknown church size"}},
		{"church_products", "", []string{"Select at least one product"}},
		{"church_products", "people,teleportation", []string{"Unknown product: teleportation"}},
		{"church_pricing", "", []string{"This field is required"}},
		{"church_pricing", "49.00", []string{"Price does not match the selected package (expected 89.00)"}},
		{"church_pricing", "free", []string{"Price does not match the selected package (expected 89.00)"}},
		{"code", "", []string{"This field is required"}},
		{"code", "12a456", []string{"OTP must be 6 digits"}},
		{"code", "123456", []string{"Invalid or expired OTP"}}, // no code was ever sent
	}
	for _, c := range cases {
		body := form("Validname", adminPhone, churchPhone)
		body["code"] = "123456"
		body[c.field] = c.value
		res := e.Do("POST", "/api/onboarding/customers", body, "")
		fields := res.Fields()
		if res.Status != 400 || !slices.Equal(fields[c.field], c.want) || len(fields) != 1 || res.Message != c.want[0] {
			t.Errorf("%s=%q: %d %s", c.field, c.value, res.Status, res.Body)
		}
	}
	// Optional website; every failing field reported at once.
	body := form("Validname", adminPhone, churchPhone)
	for _, k := range []string{"church_name", "church_address", "admin_email", "code"} {
		body[k] = ""
	}
	res := e.Do("POST", "/api/onboarding/customers", body, "")
	if f := res.Fields(); res.Status != 400 || len(f) != 4 || res.Message != "This field is required" {
		t.Fatalf("several fields: %d %s", res.Status, res.Body)
	}
	var n int
	e.DB.Gorm.Raw(`SELECT count(*) FROM control.churches`).Scan(&n)
	if n != 0 {
		t.Fatalf("%d churches created by invalid forms", n)
	}
}

func TestRequestOTPValidationAndLimits(t *testing.T) {
	e := cptest.New(t)
	for phone, want := range map[string]string{"": "This field is required", "555-0100": "This number is invalid"} {
		res := e.Do("POST", "/api/onboarding/request-otp", map[string]any{"phone_number": phone}, "")
		if res.Status != 400 || res.Fields()["phone_number"][0] != want {
			t.Fatalf("%q: %d %s", phone, res.Status, res.Body)
		}
	}
	// The same answer for every number; the sixth request within the hour for one number is refused.
	for i := range 6 {
		res := e.Do("POST", "/api/onboarding/request-otp", map[string]any{"phone_number": "+442071234567"}, "")
		if i < 5 && (res.Status != 200 || res.Message != "An OTP has been sent to your number. It expires in 10 minutes.") {
			t.Fatalf("request %d: %d %s", i, res.Status, res.Body)
		}
		if i == 5 && (res.Status != 429 || !strings.HasPrefix(res.Message, "Too many requests. Please try again in ") ||
			res.Header.Get("Retry-After") == "") {
			t.Fatalf("request %d: %d %s", i, res.Status, res.Body)
		}
	}
}

func TestBadBodiesAreRefusedWith4xx(t *testing.T) {
	e := cptest.New(t)
	cases := []struct {
		path, body string
		status     int
		msg        string
	}{
		{"/api/onboarding/customers", `{"church_name": `, 400, "Malformed JSON: unexpected end of input"},
		{"/api/onboarding/customers", `[1,2]`, 400, "Request body must be a JSON object"},
		{"/api/onboarding/customers", `{"church_name": 5}`, 400, "Field church_name must be a string"},
		{"/api/onboarding/customers", `{"is_admin": true}`, 400, `Unknown field "is_admin"`},
		{"/api/onboarding/customers", `{} {}`, 400, "Request body must be a single JSON object"},
		{"/api/onboarding/request-otp", `{"phone_number": "+15555550100", "church": "x"}`, 400, `Unknown field "church"`},
		{"/api/onboarding/proposals", `nope`, 400, ""},
		{"/api/onboarding/brochures", `{"role": ["Pastor"]}`, 400, "Field role must be a string"},
		{"/api/onboarding/customers", `{"church_name": "` + strings.Repeat("a", 70<<10) + `"}`, 413, "Request body is too large"},
	}
	for _, c := range cases {
		res := e.Do("POST", c.path, c.body, "")
		if res.Status != c.status || (c.msg != "" && res.Message != c.msg) || string(res.Data) != "null" {
			t.Errorf("%s %.40s: %d %s", c.path, c.body, res.Status, res.Body)
		}
	}
}

package tenantapi_test

import (
	tt "congregate/tenantapi/tenanttest"
	"regexp"
	"testing"
)

// A person saved with a local mobile number signs in by phone and by PIN: people, sign-in and the
// PIN reset read numbers by one rule (internal/platform/contact) with the church's default country.
func TestLocalNumberSignsInByPhoneAndPin(t *testing.T) {
	e := tt.New(t)
	admin := e.Login(e.Alpha, "admin@alpha.test")

	// The church is in the United Kingdom: numbers typed without +44 are British.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/organization/system-settings/update", admin, map[string]any{"defaultCountry": "XX"}), 400, "01", "defaultCountry must be a two-letter country code")
	r := e.Post(e.Alpha, "/api/organization/system-settings/update", admin, map[string]any{"defaultCountry": "gb"})
	tt.ExpectCode(t, r, 200, "00", "")

	r = e.Post(e.Alpha, "/api/people/add", admin, map[string]any{"firstName": "Lucy", "lastName": "Local",
		"email": "lucy@alpha.test", "mobile": "07700 900123", "createLogin": true, "password": tt.Password})
	tt.ExpectCode(t, r, 201, "00", "")
	var stored string
	e.Scan(e.Alpha, `SELECT mobile FROM people WHERE email = 'lucy@alpha.test'`, &stored)
	if stored != "+447700900123" {
		t.Fatalf("stored mobile %q, want E.164", stored)
	}
	// The same number typed another way is the same person's.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/people/add", admin, map[string]any{"firstName": "Lee", "lastName": "Twin", "mobile": "+44 7700 900123"}), 409, "", "")
	e.Exec(e.Alpha, `UPDATE people SET admin_access = true WHERE email = 'lucy@alpha.test'`)

	for _, typed := range []string{"07700 900123", "+44 7700 900123", "0044 7700-900-123"} {
		tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": typed, "password": tt.Password}), 200, "00", "Login successful")
	}

	// A PIN by SMS to the local number, then sign-in with the local number and the PIN.
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/forgot", "", map[string]any{"emailOrPhone": "07700 900123", "tokenType": "pin"}), 200, "00", "")
	sendResets(e)
	link := regexp.MustCompile(`/reset_pin\?t=(\S+)`).FindStringSubmatch(e.Message("+447700900123").Body)
	if link == nil {
		t.Fatal("no PIN link by SMS to the E.164 number")
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/reset", "", map[string]any{"token": link[1], "tokenType": "pin", "pin": "2468"}), 200, "00", "")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"mobile": "07700 900123", "pin": "2468"}), 200, "00", "Login successful")
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"mobile": "07700 900123", "pin": "1357"}), 401, "01", "Invalid login details")

	// Bravo keeps its own country: the same local digits are not a bravo person.
	tt.ExpectCode(t, e.Post(e.Bravo, "/api/auth/login", "", map[string]any{"emailOrPhone": "07700 900123", "password": tt.Password}), 401, "01", "Invalid login details")
}

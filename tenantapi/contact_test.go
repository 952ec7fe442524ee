package tenantapi

import (
	"regexp"
	"testing"
)

// A person saved with a local mobile number signs in by phone and by PIN: people, sign-in and the
// PIN reset read numbers by one rule (internal/platform/contact) with the church's default country.
func TestLocalNumberSignsInByPhoneAndPin(t *testing.T) {
	e := newEnv(t)
	admin := e.login(e.alpha, "admin@alpha.test")

	// The church is in the United Kingdom: numbers typed without +44 are British.
	expect(t, e.post(e.alpha, "/api/organization/system-settings/update", admin, map[string]any{"defaultCountry": "XX"}), 400, "01", "defaultCountry must be a two-letter country code")
	r := e.post(e.alpha, "/api/organization/system-settings/update", admin, map[string]any{"defaultCountry": "gb"})
	expect(t, r, 200, "00", "")

	r = e.post(e.alpha, "/api/people/add", admin, map[string]any{"firstName": "Lucy", "lastName": "Local",
		"email": "lucy@alpha.test", "mobile": "07700 900123", "createLogin": true, "password": pw})
	expect(t, r, 201, "00", "")
	var stored string
	e.scan(e.alpha, `SELECT mobile FROM people WHERE email = 'lucy@alpha.test'`, &stored)
	if stored != "+447700900123" {
		t.Fatalf("stored mobile %q, want E.164", stored)
	}
	// The same number typed another way is the same person's.
	expect(t, e.post(e.alpha, "/api/people/add", admin, map[string]any{"firstName": "Lee", "lastName": "Twin", "mobile": "+44 7700 900123"}), 409, "", "")
	e.exec(e.alpha, `UPDATE people SET admin_access = true WHERE email = 'lucy@alpha.test'`)

	for _, typed := range []string{"07700 900123", "+44 7700 900123", "0044 7700-900-123"} {
		expect(t, e.post(e.alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": typed, "password": pw}), 200, "00", "Login successful")
	}

	// A PIN by SMS to the local number, then sign-in with the local number and the PIN.
	expect(t, e.post(e.alpha, "/api/auth/forgot", "", map[string]any{"emailOrPhone": "07700 900123", "tokenType": "pin"}), 200, "00", "")
	e.sendResets()
	link := regexp.MustCompile(`/reset_pin\?t=(\S+)`).FindStringSubmatch(e.message("+447700900123").Body)
	if link == nil {
		t.Fatal("no PIN link by SMS to the E.164 number")
	}
	expect(t, e.post(e.alpha, "/api/auth/reset", "", map[string]any{"token": link[1], "tokenType": "pin", "pin": "2468"}), 200, "00", "")
	expect(t, e.post(e.alpha, "/api/auth/login", "", map[string]any{"mobile": "07700 900123", "pin": "2468"}), 200, "00", "Login successful")
	expect(t, e.post(e.alpha, "/api/auth/login", "", map[string]any{"mobile": "07700 900123", "pin": "1357"}), 401, "01", "Invalid login details")

	// Bravo keeps its own country: the same local digits are not a bravo person.
	expect(t, e.post(e.bravo, "/api/auth/login", "", map[string]any{"emailOrPhone": "07700 900123", "password": pw}), 401, "01", "Invalid login details")
}

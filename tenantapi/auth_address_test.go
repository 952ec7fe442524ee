package tenantapi

import (
	"fmt"
	"testing"

	"congregate/internal/provisioning"
)

// One visitor guessing from a shared church office does not lock the staff out: after the
// address's 100 failures with rotating e-mails, a right password for an account the address has
// not failed on still signs in, while guesses, and a right password for an account it has failed
// on, are refused until the window ends.
func TestBusyAddressStillSignsInOthers(t *testing.T) {
	e := newEnv(t)
	e.addUser(e.alpha, provisioning.UserSpec{FirstName: "Pat", LastName: "People", Email: "pat@alpha.test", Password: pw,
		Roles: []string{"People Manager"}})
	login := func(email, password string) resp {
		t.Helper()
		return e.post(e.alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": email, "password": password})
	}
	// The visitor tries Pat's account once, then guesses on made-up ones.
	expect(t, login("pat@alpha.test", "Wrong@123"), 401, "01", "Invalid login details")
	for i := 0; i < 99; i++ {
		expect(t, login(fmt.Sprintf("guess%d@alpha.test", i), "Wrong@123"), 401, "01", "")
	}
	expect(t, login("guess-more@alpha.test", "Wrong@123"), 429, "08", "")

	// Ann has not been tried from here: her password works, twice (the office keeps signing in).
	expect(t, login("admin@alpha.test", pw), 200, "00", "Login successful")
	expect(t, login("admin@alpha.test", pw), 200, "00", "Login successful")
	// A wrong guess on her account from the busy address is refused, and from then on so is her
	// password from this address; her account is not locked by it.
	expect(t, login("admin@alpha.test", "Wrong@123"), 429, "08", "")
	expect(t, login("admin@alpha.test", pw), 429, "08", "")
	var failures int
	e.scan(e.alpha, `SELECT failed_logins FROM people WHERE email = 'admin@alpha.test'`, &failures)
	if failures != 0 {
		t.Errorf("refused guesses counted towards Ann's lock-out: %d", failures)
	}
	// Pat's account was guessed from here before the limit: refused even with the right password.
	expect(t, login("pat@alpha.test", pw), 429, "08", "")
	// Another church's staff at the same address are not affected.
	expect(t, e.post(e.bravo, "/api/auth/login", "", map[string]any{"emailOrPhone": "admin@bravo.test", "password": pw}), 200, "00", "")
}

package tenantapi_test

import (
	tt "congregate/tenantapi/tenanttest"
	"fmt"
	"testing"

	"congregate/internal/provisioning"
)

// One visitor guessing from a shared church office does not lock the staff out: after the
// address's 100 failures with rotating e-mails, a right password for an account the address has
// not failed on still signs in, while guesses, and a right password for an account it has failed
// on, are refused until the window ends.
func TestBusyAddressStillSignsInOthers(t *testing.T) {
	e := tt.New(t)
	e.AddUser(e.Alpha, provisioning.UserSpec{FirstName: "Pat", LastName: "People", Email: "pat@alpha.test", Password: tt.Password,
		Roles: []string{"People Manager"}})
	login := func(email, password string) tt.Resp {
		t.Helper()
		return e.Post(e.Alpha, "/api/auth/login", "", map[string]any{"emailOrPhone": email, "password": password})
	}
	// The visitor tries Pat's account once, then guesses on made-up ones.
	tt.ExpectCode(t, login("pat@alpha.test", "Wrong@123"), 401, "01", "Invalid login details")
	for i := 0; i < 99; i++ {
		tt.ExpectCode(t, login(fmt.Sprintf("guess%d@alpha.test", i), "Wrong@123"), 401, "01", "")
	}
	tt.ExpectCode(t, login("guess-more@alpha.test", "Wrong@123"), 429, "08", "")

	// Ann has not been tried from here: her password works, twice (the office keeps signing in).
	tt.ExpectCode(t, login("admin@alpha.test", tt.Password), 200, "00", "Login successful")
	tt.ExpectCode(t, login("admin@alpha.test", tt.Password), 200, "00", "Login successful")
	// A wrong guess on her account from the busy address is refused, and from then on so is her
	// password from this address; her account is not locked by it.
	tt.ExpectCode(t, login("admin@alpha.test", "Wrong@123"), 429, "08", "")
	tt.ExpectCode(t, login("admin@alpha.test", tt.Password), 429, "08", "")
	var failures int
	e.Scan(e.Alpha, `SELECT failed_logins FROM people WHERE email = 'admin@alpha.test'`, &failures)
	if failures != 0 {
		t.Errorf("refused guesses counted towards Ann's lock-out: %d", failures)
	}
	// Pat's account was guessed from here before the limit: refused even with the right password.
	tt.ExpectCode(t, login("pat@alpha.test", tt.Password), 429, "08", "")
	// Another church's staff at the same address are not affected.
	tt.ExpectCode(t, e.Post(e.Bravo, "/api/auth/login", "", map[string]any{"emailOrPhone": "admin@bravo.test", "password": tt.Password}), 200, "00", "")
}

package person

import (
	"crypto/rand"
	"math/big"
	"strings"
)

// The spec §5 password rules of a person's login: the person form checks a typed password with
// PasswordError and gives one with GeneratePassword.

const (
	pwUpper   = "ABCDEFGHJKLMNPQRSTUVWXYZ"
	pwLower   = "abcdefghijkmnopqrstuvwxyz"
	pwDigits  = "23456789"
	pwSpecial = "@#$%!"
)

// GeneratePassword makes a 14-character password that satisfies the spec §5 rules, from a
// cryptographic source, without look-alike characters.
func GeneratePassword() string {
	all := pwUpper + pwLower + pwDigits + pwSpecial
	b := []byte{pick(pwUpper), pick(pwLower), pick(pwDigits), pick(pwSpecial)}
	for len(b) < 14 {
		b = append(b, pick(all))
	}
	for i := len(b) - 1; i > 0; i-- {
		j := randInt(i + 1)
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

func pick(set string) byte { return set[randInt(len(set))] }

func randInt(n int) int {
	v, err := rand.Int(rand.Reader, big.NewInt(int64(n)))
	if err != nil {
		panic(err) // the system's random source failed: nothing sensible to do
	}
	return int(v.Int64())
}

// PasswordError is the first spec §5 password rule pw breaks (the same rules as sign-up's), or "".
func PasswordError(pw string) string {
	n := len([]rune(pw))
	switch {
	case n < 8:
		return "Mininum 8 characters"
	case n > 32:
		return "Maximum 32 characters"
	case !strings.ContainsAny(pw, pwSpecial):
		return "Must contain at least one special character"
	case !strings.ContainsAny(pw, "0123456789"):
		return "Must contain at least one number"
	case strings.ToLower(pw) == pw:
		return "Must contain at least one uppercase character"
	case strings.ToUpper(pw) == pw:
		return "Must contain at least one lowercase character"
	}
	return ""
}

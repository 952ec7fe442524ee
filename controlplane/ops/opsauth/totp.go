package opsauth

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"image/png"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/hotp"
	"github.com/pquerna/otp/totp"
)

// TOTP per RFC 6238: SHA-1, 6 digits, 30 s steps; a code of the step before or after is accepted
// (a phone's clock a little off), a step already used is not.
const (
	TOTPPeriod = 30
	TOTPIssuer = "Congregate"
	totpSkew   = 1
)

// Clock is the sign-in's and the sessions' clock (time.Now; tests move it).
var Clock = time.Now

// Step is the 30-second TOTP step of t.
func Step(t time.Time) int64 { return t.Unix() / TOTPPeriod }

// CodeAt is the code of secret for the step of t (the CLI's development aid; tests).
func CodeAt(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totp.ValidateOpts{Period: TOTPPeriod, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
}

// matchStep answers the step within ±totpSkew of now whose code is code, or 0 when none is.
func matchStep(secret, code string, now time.Time) int64 {
	code = strings.TrimSpace(strings.ReplaceAll(code, " ", ""))
	if len(code) != 6 || strings.Trim(code, "0123456789") != "" || secret == "" {
		return 0
	}
	cur := Step(now)
	for step := cur - totpSkew; step <= cur+totpSkew; step++ {
		want, err := hotp.GenerateCodeCustom(secret, uint64(step), hotp.ValidateOpts{Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return step
		}
	}
	return 0
}

// enrolment is a new TOTP secret with what the operator scans.
type enrolment struct {
	Secret, URL, QRDataURL string
}

// newEnrolment makes a secret for email, its otpauth:// URL and its QR code as a PNG data: URL.
func newEnrolment(email string) (enrolment, error) {
	key, err := totp.Generate(totp.GenerateOpts{Issuer: TOTPIssuer, AccountName: email, Period: TOTPPeriod,
		Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return enrolment{}, err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return enrolment{}, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return enrolment{}, err
	}
	return enrolment{Secret: key.Secret(), URL: key.URL(),
		QRDataURL: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())}, nil
}

// RecoveryCodeCount is how many recovery codes an enrolment gives.
const RecoveryCodeCount = 10

const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789" // no 0/o, 1/l/i

// newRecoveryCode is a random code shown as xxxx-xxxx-xx.
func newRecoveryCode() string {
	b := make([]byte, 10)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	out := make([]byte, 0, 12)
	for i, x := range b {
		if i == 4 || i == 8 {
			out = append(out, '-')
		}
		out = append(out, recoveryAlphabet[int(x)%len(recoveryAlphabet)])
	}
	return string(out)
}

// normaliseRecoveryCode is how a typed recovery code is compared: lower case, letters and digits.
func normaliseRecoveryCode(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	return b.String()
}

package statements

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// LinkLife is how long a statement's e-mailed link opens the PDF.
const LinkLife = 90 * 24 * time.Hour

// Token signs a donor's link to their statement of a run: church, run, person and expiry in the
// clear (base64url), then an HMAC-SHA256 over them with the links' secret (config.LinkSecret).
func Token(secret []byte, churchID, runID, personID int64, expires time.Time) string {
	body := fmt.Sprintf("%d.%d.%d", runID, personID, expires.Unix())
	return base64.RawURLEncoding.EncodeToString([]byte(body)) + "." + mac(secret, churchID, body)
}

func mac(secret []byte, churchID int64, body string) string {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("giving-statement:v1:" + strconv.FormatInt(churchID, 10) + ":" + body))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:24])
}

// ReadToken checks a token for the church (in constant time) and its expiry.
func ReadToken(secret []byte, churchID int64, token string, now time.Time) (runID, personID int64, ok bool) {
	if len(token) > 200 {
		return 0, 0, false
	}
	b64, sig, found := strings.Cut(token, ".")
	if !found {
		return 0, 0, false
	}
	raw, err := base64.RawURLEncoding.DecodeString(b64)
	if err != nil || !hmac.Equal([]byte(sig), []byte(mac(secret, churchID, string(raw)))) {
		return 0, 0, false
	}
	parts := strings.Split(string(raw), ".")
	if len(parts) != 3 {
		return 0, 0, false
	}
	r, e1 := strconv.ParseInt(parts[0], 10, 64)
	p, e2 := strconv.ParseInt(parts[1], 10, 64)
	exp, e3 := strconv.ParseInt(parts[2], 10, 64)
	if e1 != nil || e2 != nil || e3 != nil || now.Unix() > exp {
		return 0, 0, false
	}
	return r, p, true
}

// FilePath is the public path of a donor's statement link.
func FilePath(token string) string { return "/api/generosity/statements/file/" + token }

// Package unsubscribe signs and checks the tokens of unsubscribe links (the e-mail footer's link
// and its RFC 8058 one-click POST). Pure: no database, no HTTP.
//
// A token is base64url(payload) "." base64url(HMAC-SHA256(secret, "unsubscribe:v1:" churchID
// "\n" payload)), payload = channel "\n" address "\n" communicationID. It does not expire (a link in
// an old e-mail still works) and is bound to the church: another church's host refuses it.
package unsubscribe

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strconv"
	"strings"
)

// ErrInvalid is every refusal: malformed, wrong signature, another church.
var ErrInvalid = errors.New("This unsubscribe link is not valid")

const maxToken = 2048

func mac(secret []byte, churchID int64, payload []byte) []byte {
	m := hmac.New(sha256.New, secret)
	m.Write([]byte("unsubscribe:v1:"))
	m.Write([]byte(strconv.FormatInt(churchID, 10)))
	m.Write([]byte("\n"))
	m.Write(payload)
	return m.Sum(nil)
}

// Sign answers the URL-safe token for an address on a channel, from a communication (0: none).
func Sign(secret []byte, churchID int64, channel, address string, communicationID int64) string {
	payload := []byte(channel + "\n" + address + "\n" + strconv.FormatInt(communicationID, 10))
	enc := base64.RawURLEncoding
	return enc.EncodeToString(payload) + "." + enc.EncodeToString(mac(secret, churchID, payload))
}

// Verify checks a token for this church and answers what it was signed for.
func Verify(secret []byte, churchID int64, token string) (channel, address string, communicationID int64, err error) {
	if len(token) == 0 || len(token) > maxToken {
		return "", "", 0, ErrInvalid
	}
	p, s, ok := strings.Cut(token, ".")
	if !ok {
		return "", "", 0, ErrInvalid
	}
	enc := base64.RawURLEncoding
	payload, err1 := enc.DecodeString(p)
	sig, err2 := enc.DecodeString(s)
	if err1 != nil || err2 != nil {
		return "", "", 0, ErrInvalid
	}
	if !hmac.Equal(sig, mac(secret, churchID, payload)) {
		return "", "", 0, ErrInvalid
	}
	parts := strings.Split(string(payload), "\n")
	if len(parts) != 3 || parts[0] == "" || parts[1] == "" {
		return "", "", 0, ErrInvalid
	}
	id, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || id < 0 {
		return "", "", 0, ErrInvalid
	}
	return parts[0], parts[1], id, nil
}

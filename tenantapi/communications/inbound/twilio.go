package inbound

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"net/url"
	"sort"
	"strings"
)

// Signature is Twilio's X-Twilio-Signature of a webhook: base64(HMAC-SHA1(authToken, the full
// URL Twilio called, query included, followed by every POST parameter's name and value, sorted
// by name)). https://www.twilio.com/docs/usage/webhooks/webhooks-security
func Signature(authToken, fullURL string, params url.Values) string {
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString(fullURL)
	for _, k := range keys {
		vs := append([]string(nil), params[k]...)
		sort.Strings(vs)
		for _, v := range vs {
			b.WriteString(k)
			b.WriteString(v)
		}
	}
	m := hmac.New(sha1.New, []byte(authToken))
	m.Write([]byte(b.String()))
	return base64.StdEncoding.EncodeToString(m.Sum(nil))
}

// ValidSignature compares in constant time; an empty signature is never valid.
func ValidSignature(authToken, fullURL string, params url.Values, got string) bool {
	if got == "" || authToken == "" {
		return false
	}
	return hmac.Equal([]byte(got), []byte(Signature(authToken, fullURL, params)))
}

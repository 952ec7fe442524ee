package inbound

import (
	"net/url"
	"testing"
)

// Twilio's documented example (webhooks security): auth token 12345.
func TestSignatureMatchesTwilioExample(t *testing.T) {
	params := url.Values{"CallSid": {"CA1234567890ABCDE"}, "Caller": {"+12349013030"}, "Digits": {"1234"},
		"From": {"+12349013030"}, "To": {"+18005551212"}}
	u := "https://mycompany.com/myapp.php?foo=1&bar=2"
	if got := Signature("12345", u, params); got != "0/KCTR6DLpKmkAf8muzZqo1nDgQ=" {
		t.Fatalf("signature %q", got)
	}
	if !ValidSignature("12345", u, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=") {
		t.Fatal("the documented signature is refused")
	}
	for name, c := range map[string]struct{ token, url, sig string }{
		"other token": {"12346", u, "0/KCTR6DLpKmkAf8muzZqo1nDgQ="},
		"other url":   {"12345", "https://mycompany.com/myapp.php?foo=1&bar=3", "0/KCTR6DLpKmkAf8muzZqo1nDgQ="},
		"empty":       {"12345", u, ""},
		"no token":    {"", u, Signature("", u, params)},
	} {
		if ValidSignature(c.token, c.url, params, c.sig) {
			t.Errorf("%s: accepted", name)
		}
	}
	params.Set("Digits", "1235")
	if ValidSignature("12345", u, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=") {
		t.Error("a changed parameter is accepted")
	}
}

func TestFirstWordAndReserved(t *testing.T) {
	for in, want := range map[string]string{" stop ": "STOP", "Stop. please": "STOP", "\n": "", "join now": "JOIN", "«x»": "«X»"} {
		if got := firstWord(in); got != want {
			t.Errorf("firstWord(%q) = %q, want %q", in, got, want)
		}
	}
	for _, w := range []string{"stop", "STOPALL", "unstop", "Help", "OPTOUT"} {
		if !Reserved(w) {
			t.Errorf("%s is not reserved", w)
		}
	}
	if Reserved("JOIN") {
		t.Error("JOIN is reserved")
	}
}

func TestTwiMLEscapes(t *testing.T) {
	got := string(message(`Tom & "Jerry" <b>`))
	want := `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<Response><Message>Tom &amp; &#34;Jerry&#34; &lt;b&gt;</Message></Response>`
	if got != want {
		t.Fatalf("twiml %s", got)
	}
	if string(message("")) != `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<Response></Response>` {
		t.Fatalf("empty twiml %s", message(""))
	}
}

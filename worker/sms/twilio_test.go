package sms_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hibiken/asynq"

	"congregate/worker/sms"
)

// twilioPeer plays Twilio's Messages resource, answering with status and body.
func twilioPeer(t *testing.T, status int, answer string) (*sms.Twilio, *[]*http.Request) {
	t.Helper()
	var got []*http.Request
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := r.ParseForm(); err != nil {
			t.Error(err)
		}
		got = append(got, r)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(answer))
	}))
	t.Cleanup(srv.Close)
	env := map[string]string{
		"TWILIO_ACCOUNT_SID": "AC123",
		"TWILIO_AUTH_TOKEN":  "secret-token",
		"TWILIO_FROM":        "+15005550006",
		"TWILIO_API_BASE":    srv.URL,
	}
	tw, err := sms.TwilioFromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	return tw, &got
}

func TestTwilioSendsMessage(t *testing.T) {
	tw, got := twilioPeer(t, http.StatusCreated, `{"sid": "SM0123456789abcdef", "status": "queued"}`)
	ref, err := tw.SendSMS(t.Context(), "+15551230000", "Your code is 123456 & more")
	if err != nil {
		t.Fatal(err)
	}
	if ref != "SM0123456789abcdef" {
		t.Fatalf("ref %q", ref)
	}
	if len(*got) != 1 {
		t.Fatalf("%d requests", len(*got))
	}
	r := (*got)[0]
	if r.Method != http.MethodPost || r.URL.Path != "/2010-04-01/Accounts/AC123/Messages.json" {
		t.Errorf("%s %s", r.Method, r.URL.Path)
	}
	if user, pass, ok := r.BasicAuth(); !ok || user != "AC123" || pass != "secret-token" {
		t.Errorf("basic auth %q %q %v", user, pass, ok)
	}
	if ct := r.Header.Get("Content-Type"); ct != "application/x-www-form-urlencoded" {
		t.Errorf("content type %q", ct)
	}
	for k, v := range map[string]string{"To": "+15551230000", "From": "+15005550006", "Body": "Your code is 123456 & more"} {
		if r.PostForm.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, r.PostForm.Get(k), v)
		}
	}
}

func TestTwilioErrors(t *testing.T) {
	for _, tc := range []struct {
		status    int
		answer    string
		permanent bool
	}{
		{http.StatusBadRequest, `{"code": 21211, "message": "The 'To' number is not a valid phone number.", "status": 400}`, true},
		{http.StatusUnauthorized, `{"code": 20003, "message": "Authenticate", "status": 401}`, true},
		{http.StatusTooManyRequests, `{"code": 20429, "message": "Too Many Requests", "status": 429}`, false},
		{http.StatusServiceUnavailable, `<html>maintenance</html>`, false},
		{http.StatusCreated, `{}`, false}, // accepted without a sid: do not record a blank reference
	} {
		t.Run(http.StatusText(tc.status), func(t *testing.T) {
			tw, _ := twilioPeer(t, tc.status, tc.answer)
			_, err := tw.SendSMS(t.Context(), "+1555", "hi")
			if err == nil {
				t.Fatal("no error")
			}
			if errors.Is(err, asynq.SkipRetry) != tc.permanent {
				t.Fatalf("err %v: errors.Is(err, asynq.SkipRetry) = %v, want %v", err, !tc.permanent, tc.permanent)
			}
			if tc.status == http.StatusBadRequest && !strings.Contains(err.Error(), "21211") {
				t.Errorf("error %q does not carry Twilio's code", err)
			}
			if strings.Contains(err.Error(), "secret-token") {
				t.Errorf("error leaks the auth token: %v", err)
			}
		})
	}
}

func TestTwilioNetworkErrorIsRetryable(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	base := srv.URL
	srv.Close() // nothing listens there any more
	tw, err := sms.TwilioFromEnv(func(k string) string {
		return map[string]string{"TWILIO_ACCOUNT_SID": "AC1", "TWILIO_AUTH_TOKEN": "t", "TWILIO_FROM": "+1", "TWILIO_API_BASE": base}[k]
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tw.SendSMS(t.Context(), "+1555", "hi"); err == nil || errors.Is(err, asynq.SkipRetry) {
		t.Fatalf("err %v, want a retryable error", err)
	}
}

func TestTwilioConfigRequired(t *testing.T) {
	_, err := sms.TwilioFromEnv(func(string) string { return "" })
	if err == nil || !strings.Contains(err.Error(), "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM") {
		t.Fatalf("err %v", err)
	}
}

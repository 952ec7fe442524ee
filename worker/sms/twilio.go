package sms

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/hibiken/asynq"
)

// Twilio sends SMS through Twilio's Programmable Messaging REST API.
type Twilio struct {
	accountSID string
	authToken  string
	from       string
	baseURL    string
	client     *http.Client
}

// TwilioFromEnv configures Twilio from TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and
// TWILIO_API_BASE (default https://api.twilio.com).
func TwilioFromEnv(getenv func(string) string) (*Twilio, error) {
	t := &Twilio{
		accountSID: getenv("TWILIO_ACCOUNT_SID"),
		authToken:  getenv("TWILIO_AUTH_TOKEN"),
		from:       getenv("TWILIO_FROM"),
		baseURL:    strings.TrimRight(getenv("TWILIO_API_BASE"), "/"),
		// A communication's fan-out keeps many requests in flight: keep as many connections.
		client: &http.Client{Timeout: 20 * time.Second, Transport: &http.Transport{
			Proxy: http.ProxyFromEnvironment, MaxIdleConns: 256, MaxIdleConnsPerHost: 128,
			IdleConnTimeout: 90 * time.Second, TLSHandshakeTimeout: 10 * time.Second, ForceAttemptHTTP2: true}},
	}
	if t.baseURL == "" {
		t.baseURL = "https://api.twilio.com"
	}
	var missing []string
	for _, v := range [][2]string{{"TWILIO_ACCOUNT_SID", t.accountSID}, {"TWILIO_AUTH_TOKEN", t.authToken}, {"TWILIO_FROM", t.from}} {
		if v[1] == "" {
			missing = append(missing, v[0])
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("SMS_PROVIDER=twilio needs %s", strings.Join(missing, ", "))
	}
	return t, nil
}

// SendSMS creates a Message resource and returns its sid. Twilio's 4xx answers (bad number,
// unsubscribed recipient, bad credentials) are permanent and skip asynq's retries, except 429;
// 5xx answers and network errors are retried.
func (t *Twilio) SendSMS(ctx context.Context, to, body string) (string, error) {
	form := url.Values{"To": {to}, "From": {t.from}, "Body": {body}}
	endpoint := t.baseURL + "/2010-04-01/Accounts/" + url.PathEscape(t.accountSID) + "/Messages.json"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.SetBasicAuth(t.accountSID, t.authToken)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	resp, err := t.client.Do(req)
	if err != nil {
		return "", fmt.Errorf("twilio: %w", err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil {
		return "", fmt.Errorf("twilio: read answer: %w", err)
	}
	var answer struct {
		SID     string `json:"sid"`
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	_ = json.Unmarshal(raw, &answer) // error answers may not be JSON; the status decides
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		if answer.SID == "" {
			return "", fmt.Errorf("twilio: %s without message sid", resp.Status)
		}
		return answer.SID, nil
	case resp.StatusCode >= 400 && resp.StatusCode < 500 && resp.StatusCode != http.StatusTooManyRequests:
		return "", fmt.Errorf("twilio: %s (code %d: %s): %w", resp.Status, answer.Code, answer.Message, asynq.SkipRetry)
	default:
		return "", fmt.Errorf("twilio: %s (code %d: %s)", resp.Status, answer.Code, answer.Message)
	}
}

package onboarding

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// DefaultRecaptchaVerifyURL is Google's server-side verification endpoint.
const DefaultRecaptchaVerifyURL = "https://www.google.com/recaptcha/api/siteverify"

// Recaptcha verifies a widget token on the server. A nil *Recaptcha, or one without a Secret,
// is "reCAPTCHA off" — the development setting.
type Recaptcha struct {
	Secret    string
	VerifyURL string
	Client    *http.Client
}

// Enabled reports whether tokens are checked.
func (r *Recaptcha) Enabled() bool { return r != nil && r.Secret != "" }

// Verify asks the verification endpoint whether token is good. An error means the endpoint could
// not be asked, not that the token is bad.
func (r *Recaptcha) Verify(ctx context.Context, token, remoteIP string) (bool, error) {
	verifyURL := r.VerifyURL
	if verifyURL == "" {
		verifyURL = DefaultRecaptchaVerifyURL
	}
	client := r.Client
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	form := url.Values{"secret": {r.Secret}, "response": {token}}
	if remoteIP != "" {
		form.Set("remoteip", remoteIP)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, verifyURL, strings.NewReader(form.Encode()))
	if err != nil {
		return false, err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := client.Do(req)
	if err != nil {
		return false, fmt.Errorf("recaptcha: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return false, fmt.Errorf("recaptcha: HTTP %d", res.StatusCode)
	}
	var out struct {
		Success bool `json:"success"`
	}
	if err := json.NewDecoder(http.MaxBytesReader(nil, res.Body, 64<<10)).Decode(&out); err != nil {
		return false, fmt.Errorf("recaptcha: %w", err)
	}
	return out.Success, nil
}

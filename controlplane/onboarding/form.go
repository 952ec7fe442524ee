package onboarding

import (
	"encoding/json"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"congregate/controlplane/publicapi"
)

// Form is the onboard-customer body (spec §3 "Onboarding form" minus confirm_password, plus code).
type Form struct {
	ChurchName        string `json:"church_name"`
	ChurchShortName   string `json:"church_short_name"`
	ChurchWebsite     string `json:"church_website"`
	ChurchAddress     string `json:"church_address"`
	ChurchEmail       string `json:"church_email"`
	ChurchPhoneNumber string `json:"church_phone_number"`
	AdminFirstname    string `json:"admin_firstname"`
	AdminLastname     string `json:"admin_lastname"`
	AdminEmail        string `json:"admin_email"`
	AdminPassword     string `json:"admin_password"`
	AdminPhoneNumber  string `json:"admin_phone_number"`
	ChurchSize        string `json:"church_size"`
	ChurchProducts    string `json:"church_products"`
	// ChurchPricing is a decimal string ("199.00"); a JSON number is accepted too.
	ChurchPricing  json.RawMessage `json:"church_pricing"`
	Code           string          `json:"code"`
	RecaptchaToken string          `json:"recaptcha_token"`
	IP             json.RawMessage `json:"ip"` // accepted and ignored: the server uses the connection's address
}

// Password messages of spec §5, verbatim ("Mininum" included).
const (
	MsgPasswordMin     = "Mininum 8 characters"
	MsgPasswordMax     = "Maximum 32 characters"
	MsgPasswordSpecial = "Must contain at least one special character"
	MsgPasswordNumber  = "Must contain at least one number"
	MsgPasswordUpper   = "Must contain at least one uppercase character"
	MsgPasswordLower   = "Must contain at least one lowercase character"
)

// Other onboarding messages.
const (
	MsgShortNameReserved = "This short name is reserved"
	MsgShortNameTaken    = "This short name is already taken"
	MsgShortNameFree     = "Short name is available"
	MsgOTPFormat         = "OTP must be 6 digits"
	MsgRecaptchaMissing  = "Please complete the reCAPTCHA"
	MsgRecaptchaFailed   = "reCAPTCHA verification failed. Please try again."
	MsgRecaptchaDown     = "Could not verify reCAPTCHA. Please try again."
	MsgOnboarded         = "Your church has been created. Redirecting you to your dashboard..."
	MsgOTPSent           = "An OTP has been sent to your number. It expires in 10 minutes."
)

// PasswordErrors applies the §5 password rules; special characters are @#$%!.
func PasswordErrors(p string) []string {
	if p == "" {
		return []string{publicapi.MsgRequired}
	}
	var out []string
	n := utf8.RuneCountInString(p)
	if n < 8 {
		out = append(out, MsgPasswordMin)
	}
	if n > 32 {
		out = append(out, MsgPasswordMax)
	}
	if !strings.ContainsAny(p, "@#$%!") {
		out = append(out, MsgPasswordSpecial)
	}
	if !strings.ContainsFunc(p, unicode.IsDigit) {
		out = append(out, MsgPasswordNumber)
	}
	if !strings.ContainsFunc(p, unicode.IsUpper) {
		out = append(out, MsgPasswordUpper)
	}
	if !strings.ContainsFunc(p, unicode.IsLower) {
		out = append(out, MsgPasswordLower)
	}
	return out
}

var otpRule = regexp.MustCompile(`^[0-9]{6}$`)

// pricingText reads church_pricing as a string or a number; "" when absent or null.
func pricingText(raw json.RawMessage) string {
	t := strings.TrimSpace(string(raw))
	if t == "" || t == "null" {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return strings.TrimSpace(s)
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return t
}

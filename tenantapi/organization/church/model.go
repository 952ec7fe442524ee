// Package church is the church's own row of control.churches as the organisation pages and the
// console see it: the organisation info served before sign-in (GET /api/org/info), the one way
// an organisation page changes the row (Rows.Change), and the field rules every organisation
// page shares. It is the kit of organization's sub-packages: they import it, it imports none of
// them.
package church

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// Spec §5 messages where the spec has one.
const (
	MsgEmailInvalid  = "email is not valid"
	MsgNumberInvalid = "Number is not valid"
	MsgURLInvalid    = "URL is not valid"
)

var (
	errNotFound    = fault.E(fault.NotFound, "Organisation not found")
	errNoDomain    = fault.E(fault.Invalid, "domain or orgId is required")
	defaultPrimary = "#304FFF"
)

// Info is the spec's organisation info (§3): what the console needs before it renders, and what
// every call changing the church row answers.
type Info struct {
	OrgID                    int64           `json:"orgId"`
	ShortName                string          `json:"shortName"`
	FullName                 string          `json:"fullName"`
	Email                    string          `json:"email"`
	Website                  string          `json:"website"`
	Logo                     string          `json:"logo"`
	FavIcons                 json.RawMessage `json:"favIcons"`
	ColorThemes              json.RawMessage `json:"colorThemes"`
	Products                 json.RawMessage `json:"products"`
	SystemSettings           json.RawMessage `json:"systemSettings"`
	SupportResourcesSettings json.RawMessage `json:"supportResourcesSettings"`
	IsCustomURLEnabled       bool            `json:"isCustomUrlEnabled"`
	DedicatedURLAdmin        string          `json:"dedicatedUrlAdmin"`
	TermsOfService           string          `json:"termsOfService"`
	AccountType              AccountType     `json:"accountType"`
	BillingStatus            BillingStatus   `json:"billingStatus"`
}

// AccountType says whether the church is locked down or hidden by the platform.
type AccountType struct {
	IsLockDown bool `json:"isLockDown"`
	IsHide     bool `json:"isHide"`
}

// BillingStatus says whether billing has locked the church down.
type BillingStatus struct {
	IsLockDown bool `json:"isLockDown"`
}

// InfoOf builds the organisation info of a church.
func InfoOf(c *tenancy.Church) Info {
	return Info{OrgID: c.ID, ShortName: c.ShortName, FullName: c.FullName, Email: c.Email, Website: c.Website,
		Logo: c.LogoURL, FavIcons: json.RawMessage(c.FavIcons), ColorThemes: json.RawMessage(c.ColorThemes),
		Products: json.RawMessage(c.Products), SystemSettings: json.RawMessage(c.SystemSettings),
		SupportResourcesSettings: json.RawMessage(c.SupportResourcesSettings), IsCustomURLEnabled: c.IsCustomURLEnabled,
		DedicatedURLAdmin: c.DedicatedURLAdmin, TermsOfService: c.TermsOfService,
		AccountType: AccountType{IsLockDown: c.AccountLockdown, IsHide: c.AccountHide}, BillingStatus: BillingStatus{IsLockDown: c.BillingLockdown}}
}

// infoQuery is what GET /api/org/info names: the church by its domain or its id.
type infoQuery struct{ Domain, OrgID string }

// Actor is who changes the church: their person id and how to write their audit entries.
type Actor struct {
	PersonID int64
	Entry    func(event string, details map[string]any) audit.Entry
}

// ClientFields are the form fields every console call may carry and the server ignores (the
// church is the Host's, the actor the session's).
var ClientFields = map[string]bool{"orgId": true, "adminUserId": true, "userId": true, "ipAddress": true}

// Invalid is the 400 of a field rule.
func Invalid(msg string) error { return fault.E(fault.Invalid, msg) }

// Email trims and lower-cases a required e-mail (at most 100 characters); ok reports whether it
// is valid by the one contact rule.
func Email(s string) (string, bool) {
	e, ok := contact.Email(s)
	return e, ok && e != "" && len(e) <= 100
}

// Phone reads a typed number as E.164 with the given default country (the form sign-in by
// mobile matches); ok is false for anything that is not a phone number.
func Phone(s, country string) (string, bool) {
	p, ok := contact.Phone(s, country)
	return p, ok && p != ""
}

// URL accepts "" or an absolute http(s) URL of at most max characters.
func URL(s string, max int) (string, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", true
	}
	if len(s) > max || strings.ContainsFunc(s, unicode.IsSpace) {
		return s, false
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return s, false
	}
	return s, true
}

// Text trims a plain-text field and checks its length and characters (newlines allowed where
// multiline is true).
func Text(field, s string, max int, multiline bool) (string, error) {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > max {
		return "", Invalid(field + " must be at most " + strconv.Itoa(max) + " characters")
	}
	if strings.ContainsFunc(s, func(r rune) bool {
		return unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\r' || r == '\t'))
	}) {
		return "", Invalid(field + " must not contain control characters")
	}
	return s, nil
}

var hexColour = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// Colour accepts #RRGGBB and answers it upper-case.
func Colour(field, s string) (string, error) {
	if !hexColour.MatchString(s) {
		return "", Invalid(field + " must be a colour like #304FFF")
	}
	return strings.ToUpper(s), nil
}

// LightPrimary is the church's light primary colour (upper-case), or the spec §9 default when its
// themes hold none: the generated favicon and the e-mail button are drawn in it.
func LightPrimary(c *tenancy.Church) string {
	var themes []struct{ Primary string }
	if json.Unmarshal(c.ColorThemes, &themes) == nil && len(themes) > 0 && hexColour.MatchString(themes[0].Primary) {
		return strings.ToUpper(themes[0].Primary)
	}
	return defaultPrimary
}

// Package settings is what the church sets once and every page uses (docs/organization-api.md):
// social media links, the messaging settings and e-mail template, the system settings (currency,
// time zone, date format, default country…) and the church's wording of the console's tooltips.
package settings

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"time"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/organization/church"
	"congregate/tenantapi/organization/settings/messaging"
)

// SessionTimeoutMs is the spec §9 inactivity limit; the platform enforces it, churches cannot
// change it.
const SessionTimeoutMs = 1_800_000

// defaultSystemSettings fill in what a church's stored settings lack.
var defaultSystemSettings = map[string]any{
	"sessionTimeoutMs": SessionTimeoutMs,
	"currency":         "USD",
	"timezone":         "America/Chicago",
	"dateFormat":       "ddd MMM D, YYYY, h:mm A",
	"supportEmail":     "support@congregate.app",
	"weekStartsOn":     "sunday",
	"defaultCountry":   "US",
}

// DateFormats are the display formats a church may choose (§9's is the default).
var DateFormats = []string{"ddd MMM D, YYYY, h:mm A", "MMM D, YYYY", "D MMM YYYY", "MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"}

// Currencies a church may keep its books in (ISO 4217).
var Currencies = strings.Fields(`USD CAD MXN BRL ARS CLP COP PEN GBP EUR CHF NOK SEK DKK PLN CZK HUF RON
	NGN GHS KES UGX TZS RWF ZAR ZMW BWP XOF XAF EGP MAD ETB INR PKR BDT LKR NPR PHP IDR MYR SGD THB VND KRW
	JPY CNY HKD TWD AUD NZD FJD PGK JMD TTD BBD BSD XCD DOP HTG GTQ HNL NIO CRC PAB AED SAR ILS JOD LBP TRY UAH`)

var errUnknownTooltip = fault.E(fault.NotFound, "Unknown tooltip")

// SystemSettings are the church's system settings over the defaults (systemSettings of
// organisation info): a map, so keys stored by an older release pass through untouched.
type SystemSettings map[string]any

// Shape is what the document says a SystemSettings holds: the defaults' keys.
func (SystemSettings) Shape() any { return systemSettingsShape{} }

type systemSettingsShape struct {
	SessionTimeoutMs int    `json:"sessionTimeoutMs"`
	Currency         string `json:"currency"`
	Timezone         string `json:"timezone"`
	DateFormat       string `json:"dateFormat"`
	SupportEmail     string `json:"supportEmail"`
	WeekStartsOn     string `json:"weekStartsOn" enum:"sunday,monday"`
	DefaultCountry   string `json:"defaultCountry"`
}

// SocialMedia holds the church's social media links.
type SocialMedia struct {
	Facebook  string `json:"facebook"`
	Instagram string `json:"instagram"`
	X         string `json:"x"`
	YouTube   string `json:"youtube"`
	TikTok    string `json:"tiktok"`
	LinkedIn  string `json:"linkedin"`
	WhatsApp  string `json:"whatsapp"`
}

// Messaging is what the church's SMS and e-mails carry (tenantapi/organization/settings/messaging,
// gin-free, so the worker reads it too).
type Messaging = messaging.Messaging

// EmailTemplate frames every e-mail the church sends.
type EmailTemplate = messaging.EmailTemplate

// messagingFields is the messaging section as stored (the template is a section of its own).
type messagingFields = messaging.Fields

func messagingOf(f messagingFields, t EmailTemplate) Messaging { return messaging.Of(f, t) }

// Tooltip is one tooltip or help-modal comment of the console (spec "system tooltip modal comments").
type Tooltip struct {
	Key       string     `json:"key"`
	Title     string     `json:"title"`
	Comment   string     `json:"comment"`
	IsCustom  bool       `json:"isCustom"`
	UpdatedAt *time.Time `json:"updatedAt"`
}

// TooltipList answers tooltips/list.
type TooltipList struct {
	Items []Tooltip `json:"items"`
}

// builtInTooltips are the platform's words; a church may reword any of them.
var builtInTooltips = []Tooltip{
	{Key: "dashboard.default", Title: "Dashboard", Comment: "A summary of your church: people, growth, sign-ins and attendance at a glance."},
	{Key: "people.listing", Title: "People", Comment: "Everyone in your church. Search by name, e-mail or phone, filter, and choose the columns you want to see."},
	{Key: "people.merge-accounts", Title: "Merge accounts", Comment: "Combine two records of the same person. Everything linked to either record is kept."},
	{Key: "people.membershiptypes", Title: "Membership types", Comment: "The kinds of membership your church tracks. Drag to reorder; deleting a type in use asks where its members go."},
	{Key: "people.groups", Title: "Groups", Comment: "Small groups, classes and teams, and who belongs to them."},
	{Key: "people.housefellowship", Title: "House fellowship", Comment: "Districts, zones and the house fellowships within them."},
	{Key: "people.import", Title: "Import people", Comment: "Upload a CSV or Excel file, match its columns, review the rows, then import. Nothing is imported if a row has an error."},
	{Key: "organization.general", Title: "General", Comment: "Your church's name, contact details and website as members and staff see them."},
	{Key: "organization.socialmedia", Title: "Social media", Comment: "Links to your church's social media pages."},
	{Key: "organization.brand-logo", Title: "Brand & logo", Comment: "Your logo for light and dark mode, and the icon browsers show. JPEG, PNG or SVG, up to 2 MB."},
	{Key: "organization.colors", Title: "Colours", Comment: "The primary and secondary colours of the console in light and dark mode. Changes apply at once."},
	{Key: "organization.messaging", Title: "Messaging", Comment: "The sender ID of your text messages and the frame of your e-mails."},
	{Key: "organization.settings", Title: "Settings", Comment: "Currency, time zone, date format and other settings used across the console."},
	{Key: "organization.roles-permissions", Title: "Roles & permissions", Comment: "Roles decide which pages staff can open. Read lets them look; write lets them change. Changes apply on their next click."},
	{Key: "organization.view-administrator", Title: "Administrator", Comment: "A staff member's roles, effective permissions, sessions and recent activity."},
	{Key: "organization.qrcodes", Title: "QR codes", Comment: "Download QR codes for your church's links as PNG or SVG, for print or screens."},
	{Key: "organization.access-security-audit", Title: "Access & security audit", Comment: "Every sign-in, permission change and setting change, newest first. Filter and export to CSV."},
}

func builtInTooltip(key string) (Tooltip, bool) {
	i := slices.IndexFunc(builtInTooltips, func(t Tooltip) bool { return t.Key == key })
	if i < 0 {
		return Tooltip{}, false
	}
	return builtInTooltips[i], true
}

// asMap turns a settings struct into its JSON fields, for audit diffs.
func asMap(v any) map[string]any {
	raw, _ := json.Marshal(v)
	out := map[string]any{}
	_ = json.Unmarshal(raw, &out)
	return out
}

// Requests: every field optional (omitted = unchanged); Validate normalises what it checks.

type socialRequest struct {
	httpx.ClientContext
	Facebook  *string `json:"facebook"`
	Instagram *string `json:"instagram"`
	X         *string `json:"x"`
	YouTube   *string `json:"youtube"`
	TikTok    *string `json:"tiktok"`
	LinkedIn  *string `json:"linkedin"`
	WhatsApp  *string `json:"whatsapp"`
}

type socialLink struct {
	name    string
	in, out *string
}

func (r *socialRequest) links(s *SocialMedia) []socialLink {
	return []socialLink{{"facebook", r.Facebook, &s.Facebook}, {"instagram", r.Instagram, &s.Instagram}, {"x", r.X, &s.X},
		{"youtube", r.YouTube, &s.YouTube}, {"tiktok", r.TikTok, &s.TikTok}, {"linkedin", r.LinkedIn, &s.LinkedIn},
		{"whatsapp", r.WhatsApp, &s.WhatsApp}}
}

// Validate checks each link: an http(s) URL, or for whatsapp also a number with its country code.
func (r *socialRequest) Validate() error {
	for _, l := range r.links(&SocialMedia{}) {
		if l.in == nil {
			continue
		}
		if l.name == "whatsapp" && strings.HasPrefix(strings.TrimSpace(*l.in), "+") {
			p, ok := church.Phone(*l.in, contact.DefaultCountry) // with its country code
			if !ok {
				return church.Invalid("whatsapp: " + church.MsgNumberInvalid)
			}
			*l.in = p
			continue
		}
		u, ok := church.URL(*l.in, 200)
		if !ok {
			return church.Invalid(l.name + ": " + church.MsgURLInvalid)
		}
		*l.in = u
	}
	return nil
}

func (r *socialRequest) apply(s *SocialMedia) {
	for _, l := range r.links(s) {
		if l.in != nil {
			*l.out = *l.in
		}
	}
}

var senderRule = regexp.MustCompile(`^[A-Za-z0-9 ]{3,11}$`)

type messagingRequest struct {
	httpx.ClientContext
	SenderID      *string `json:"senderId"`
	SMSSignature  *string `json:"smsSignature"`
	ReplyToEmail  *string `json:"replyToEmail"`
	EmailFromName *string `json:"emailFromName"`
}

func (r *messagingRequest) Validate() error {
	if r.SenderID != nil {
		s := strings.TrimSpace(*r.SenderID)
		if !senderRule.MatchString(s) || !strings.ContainsFunc(s, func(c rune) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }) {
			return church.Invalid("Sender ID must be 3 to 11 letters or digits, with at least one letter")
		}
		*r.SenderID = s
	}
	if err := cleanText(r.SMSSignature, "SMS signature", 60, false); err != nil {
		return err
	}
	if r.ReplyToEmail != nil {
		// Empty clears it; anything else must be an address.
		e, ok := church.Email(*r.ReplyToEmail)
		if strings.TrimSpace(*r.ReplyToEmail) == "" {
			e, ok = "", true
		}
		if !ok {
			return church.Invalid(church.MsgEmailInvalid)
		}
		*r.ReplyToEmail = e
	}
	return cleanText(r.EmailFromName, "E-mail sender name", 100, false)
}

func (r *messagingRequest) apply(f *messagingFields) {
	set(&f.SenderID, r.SenderID)
	set(&f.SMSSignature, r.SMSSignature)
	set(&f.ReplyToEmail, r.ReplyToEmail)
	set(&f.EmailFromName, r.EmailFromName)
}

type templateRequest struct {
	httpx.ClientContext
	SubjectPrefix *string `json:"subjectPrefix"`
	Header        *string `json:"header"`
	Footer        *string `json:"footer"`
	Signature     *string `json:"signature"`
	ShowLogo      *bool   `json:"showLogo"`
	ButtonColor   *string `json:"buttonColor"`
}

func (r *templateRequest) Validate() error {
	for _, f := range []struct {
		field     string
		in        *string
		max       int
		multiline bool
	}{{"Subject prefix", r.SubjectPrefix, 40, false}, {"Header", r.Header, 200, false},
		{"Footer", r.Footer, 1000, true}, {"Signature", r.Signature, 500, true}} {
		if err := cleanText(f.in, f.field, f.max, f.multiline); err != nil {
			return err
		}
	}
	if r.ButtonColor != nil {
		s, err := church.Colour("Button colour", *r.ButtonColor)
		if err != nil {
			return err
		}
		*r.ButtonColor = s
	}
	return nil
}

func (r *templateRequest) apply(t *EmailTemplate) {
	set(&t.SubjectPrefix, r.SubjectPrefix)
	set(&t.Header, r.Header)
	set(&t.Footer, r.Footer)
	set(&t.Signature, r.Signature)
	set(&t.ShowLogo, r.ShowLogo)
	set(&t.ButtonColor, r.ButtonColor)
}

type systemSettingsRequest struct {
	httpx.ClientContext
	SessionTimeoutMs json.RawMessage `json:"sessionTimeoutMs" openapi:"integer"`
	Currency         *string         `json:"currency"`
	Timezone         *string         `json:"timezone"`
	DateFormat       *string         `json:"dateFormat"`
	SupportEmail     *string         `json:"supportEmail"`
	WeekStartsOn     *string         `json:"weekStartsOn" enum:"sunday,monday"`
	DefaultCountry   *string         `json:"defaultCountry"`
}

func (r *systemSettingsRequest) Validate() error {
	if len(r.SessionTimeoutMs) > 0 && string(r.SessionTimeoutMs) != "null" {
		var n float64
		if json.Unmarshal(r.SessionTimeoutMs, &n) != nil || n != SessionTimeoutMs {
			return church.Invalid("sessionTimeoutMs cannot be changed")
		}
	}
	if r.Currency != nil {
		*r.Currency = strings.ToUpper(strings.TrimSpace(*r.Currency))
		if !slices.Contains(Currencies, *r.Currency) {
			return church.Invalid("Unknown currency")
		}
	}
	if r.Timezone != nil {
		tz := strings.TrimSpace(*r.Timezone)
		// LoadLocation also takes "" and "Local", which are not names a church can mean.
		if tz == "" || tz == "Local" || strings.Contains(tz, "..") {
			return church.Invalid("Unknown time zone")
		}
		if _, err := time.LoadLocation(tz); err != nil {
			return church.Invalid("Unknown time zone")
		}
		*r.Timezone = tz
	}
	if r.DateFormat != nil && !slices.Contains(DateFormats, *r.DateFormat) {
		return church.Invalid("dateFormat must be one of: " + strings.Join(DateFormats, "; "))
	}
	if r.SupportEmail != nil {
		e, ok := church.Email(*r.SupportEmail)
		if !ok {
			return church.Invalid(church.MsgEmailInvalid)
		}
		*r.SupportEmail = e
	}
	if r.WeekStartsOn != nil && *r.WeekStartsOn != "sunday" && *r.WeekStartsOn != "monday" {
		return church.Invalid("weekStartsOn must be sunday or monday")
	}
	if r.DefaultCountry != nil {
		*r.DefaultCountry = strings.ToUpper(strings.TrimSpace(*r.DefaultCountry))
		if !contact.ValidCountry(*r.DefaultCountry) {
			return church.Invalid("defaultCountry must be a two-letter country code")
		}
	}
	return nil
}

func (r *systemSettingsRequest) apply(s SystemSettings) {
	for k, v := range map[string]*string{"currency": r.Currency, "timezone": r.Timezone, "dateFormat": r.DateFormat,
		"supportEmail": r.SupportEmail, "weekStartsOn": r.WeekStartsOn, "defaultCountry": r.DefaultCountry} {
		if v != nil {
			s[k] = *v
		}
	}
}

type tooltipsListRequest struct {
	httpx.ClientContext
	Page string `json:"page"`
}

type tooltipRequest struct {
	httpx.ClientContext
	Key     string `json:"key"`
	Comment string `json:"comment"`
}

func (r *tooltipRequest) Validate() (err error) {
	if _, ok := builtInTooltip(r.Key); !ok {
		return errUnknownTooltip
	}
	if r.Comment, err = church.Text("Comment", r.Comment, 1000, true); err != nil {
		return err
	}
	if r.Comment == "" {
		return church.Invalid("Comment is required")
	}
	return nil
}

type tooltipResetRequest struct {
	httpx.ClientContext
	Key string `json:"key"`
}

func (r tooltipResetRequest) Validate() error {
	if _, ok := builtInTooltip(r.Key); !ok {
		return errUnknownTooltip
	}
	return nil
}

// cleanText checks and trims an optional text field in place.
func cleanText(s *string, field string, max int, multiline bool) (err error) {
	if s != nil {
		*s, err = church.Text(field, *s, max, multiline)
	}
	return err
}

func set[T any](dst *T, v *T) {
	if v != nil {
		*dst = *v
	}
}

package organization

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/org"
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

// systemSettings merges the church's stored settings over the defaults.
func systemSettings(ch *tenancy.Church) map[string]any {
	out := map[string]any{}
	for k, v := range defaultSystemSettings {
		out[k] = v
	}
	var stored map[string]any
	_ = json.Unmarshal(ch.SystemSettings, &stored)
	for k, v := range stored {
		out[k] = v
	}
	out["sessionTimeoutMs"] = SessionTimeoutMs
	return out
}

type systemSettingsInput struct {
	httpx.ClientContext
	SessionTimeoutMs json.RawMessage `json:"sessionTimeoutMs"`
	Currency         *string         `json:"currency"`
	Timezone         *string         `json:"timezone"`
	DateFormat       *string         `json:"dateFormat"`
	SupportEmail     *string         `json:"supportEmail"`
	WeekStartsOn     *string         `json:"weekStartsOn"`
	DefaultCountry   *string         `json:"defaultCountry"`
}

func (in systemSettingsInput) apply(s map[string]any) error {
	if len(in.SessionTimeoutMs) > 0 && string(in.SessionTimeoutMs) != "null" {
		var n float64
		if json.Unmarshal(in.SessionTimeoutMs, &n) != nil || n != SessionTimeoutMs {
			return invalid("sessionTimeoutMs cannot be changed")
		}
	}
	if in.Currency != nil {
		cur := strings.ToUpper(strings.TrimSpace(*in.Currency))
		if !contains(Currencies, cur) {
			return invalid("Unknown currency")
		}
		s["currency"] = cur
	}
	if in.Timezone != nil {
		tz := strings.TrimSpace(*in.Timezone)
		// LoadLocation also takes "" and "Local", which are not names a church can mean.
		if tz == "" || tz == "Local" || strings.Contains(tz, "..") {
			return invalid("Unknown time zone")
		}
		if _, err := time.LoadLocation(tz); err != nil {
			return invalid("Unknown time zone")
		}
		s["timezone"] = tz
	}
	if in.DateFormat != nil {
		if !contains(DateFormats, *in.DateFormat) {
			return invalid("dateFormat must be one of: " + strings.Join(DateFormats, "; "))
		}
		s["dateFormat"] = *in.DateFormat
	}
	if in.SupportEmail != nil {
		e, ok := cleanEmail(*in.SupportEmail)
		if !ok {
			return invalid(msgEmailInvalid)
		}
		s["supportEmail"] = e
	}
	if in.WeekStartsOn != nil {
		if *in.WeekStartsOn != "sunday" && *in.WeekStartsOn != "monday" {
			return invalid("weekStartsOn must be sunday or monday")
		}
		s["weekStartsOn"] = *in.WeekStartsOn
	}
	if in.DefaultCountry != nil {
		cc := strings.ToUpper(strings.TrimSpace(*in.DefaultCountry))
		if !contact.ValidCountry(cc) {
			return invalid("defaultCountry must be a two-letter country code")
		}
		s["defaultCountry"] = cc
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// SystemSettingsGet is POST /api/organization/system-settings/get (any signed-in user).
func (h Handler) SystemSettingsGet(c *gin.Context, _ httpx.ClientContext) {
	ch, ok := h.readChurch(c)
	if !ok {
		return
	}
	httpx.OK(c, "System settings", systemSettings(ch))
}

// SystemSettingsUpdate is POST /api/organization/system-settings/update; it answers the new
// organisation info (its systemSettings are the saved ones).
func (h Handler) SystemSettingsUpdate(c *gin.Context, in systemSettingsInput) {
	ch, err := h.updateChurch(c, func(_ *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		before := systemSettings(after)
		next := systemSettings(after)
		if err := in.apply(next); err != nil {
			return "", nil, err
		}
		changes := audit.Diff(before, next)
		if changes == nil {
			return "", nil, nil
		}
		after.SystemSettings, _ = json.Marshal(next)
		return audit.EventSystemSettings, map[string]any{"changes": changes}, nil
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "System settings saved", org.InfoOf(ch))
}

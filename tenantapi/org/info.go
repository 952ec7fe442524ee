// Package org serves the organisation info the console needs before it renders (spec §3) and the
// church's generated favicons.
package org

import (
	"encoding/json"
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
)

// Info is the spec's organisation info.
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
	AccountType              struct {
		IsLockDown bool `json:"isLockDown"`
		IsHide     bool `json:"isHide"`
	} `json:"accountType"`
	BillingStatus struct {
		IsLockDown bool `json:"isLockDown"`
	} `json:"billingStatus"`
}

// InfoOf builds the organisation info of a church.
func InfoOf(c *tenancy.Church) Info {
	i := Info{OrgID: c.ID, ShortName: c.ShortName, FullName: c.FullName, Email: c.Email, Website: c.Website,
		Logo: c.LogoURL, FavIcons: json.RawMessage(c.FavIcons), ColorThemes: json.RawMessage(c.ColorThemes),
		Products: json.RawMessage(c.Products), SystemSettings: json.RawMessage(c.SystemSettings),
		SupportResourcesSettings: json.RawMessage(c.SupportResourcesSettings), IsCustomURLEnabled: c.IsCustomURLEnabled,
		DedicatedURLAdmin: c.DedicatedURLAdmin, TermsOfService: c.TermsOfService}
	i.AccountType.IsLockDown, i.AccountType.IsHide = c.AccountLockdown, c.AccountHide
	i.BillingStatus.IsLockDown = c.BillingLockdown
	return i
}

// Get is GET /api/org/info?domain= or ?orgId=. A query naming another church than the Host's is
// answered 404, so no church can read another's settings through its own host.
func Get(c *gin.Context) {
	church := tenancy.FromContext(c.Request.Context())
	domain, orgID := c.Query("domain"), c.Query("orgId")
	switch {
	case domain == "" && orgID == "":
		httpx.Fail(c, httpx.E(httpx.KindInvalid, "domain or orgId is required"))
		return
	case orgID != "" && orgID != strconv.FormatInt(church.ID, 10):
		httpx.Fail(c, httpx.E(httpx.KindNotFound, "Organisation not found"))
		return
	case domain != "" && tenancy.HostOnly(domain) != tenancy.HostOnly(c.Request.Host) && !viaOnboardingHost(c, domain):
		httpx.Fail(c, httpx.E(httpx.KindNotFound, "Organisation not found"))
		return
	}
	httpx.OK(c, "Organisation info", InfoOf(church))
}

// Favicon is GET /api/org/favicon.svg: the church's initials on its light primary colour.
func Favicon(c *gin.Context) {
	church := tenancy.FromContext(c.Request.Context())
	var themes []struct{ Primary string }
	_ = json.Unmarshal(church.ColorThemes, &themes)
	colour := "#304FFF"
	if len(themes) > 0 && validHex(themes[0].Primary) {
		colour = themes[0].Primary
	}
	c.Header("Cache-Control", "public, max-age=300")
	c.Data(200, "image/svg+xml", []byte(fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">`+
		`<rect width="64" height="64" rx="14" fill="%s"/>`+
		`<text x="32" y="42" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">%s</text></svg>`,
		colour, html.EscapeString(initials(church.FullName)))))
}

func initials(name string) string {
	var out []rune
	for _, w := range strings.Fields(name) {
		if len(out) == 2 {
			break
		}
		out = append(out, []rune(strings.ToUpper(w))[0])
	}
	return string(out)
}

func validHex(s string) bool {
	if len(s) != 7 || s[0] != '#' {
		return false
	}
	_, err := strconv.ParseUint(s[1:], 16, 32)
	return err == nil
}

// viaOnboardingHost accepts the onboarding host's name when the console is served there under
// the church's path segment (the control plane's proxy forwards the original host).
func viaOnboardingHost(c *gin.Context, domain string) bool {
	fwd := c.GetHeader("X-Forwarded-Host")
	return c.GetHeader("X-Forwarded-Prefix") != "" && fwd != "" && tenancy.HostOnly(fwd) == tenancy.HostOnly(domain)
}

package onboarding

import (
	"encoding/json"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/controlplane/publicapi"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/ratelimit"
)

// ShortNamePerIP is the default limit of short-name checks (the OTP has its own in package otp,
// the sign-up its own in Service).
var ShortNamePerIP = ratelimit.Rule{Name: "shortname-ip", Max: 300, Window: 10 * time.Minute}

// PublicSettings tell the page which optional integrations are configured.
type PublicSettings struct {
	RecaptchaSiteKey string `json:"recaptchaSiteKey"`
	MapsAPIKey       string `json:"mapsApiKey"`
}

// Handler binds the onboarding calls.
type Handler struct {
	Service  *Service
	Limiter  publicapi.Limiter
	Settings PublicSettings
	// ShortNamePerIP zero = the default above.
	ShortNamePerIP ratelimit.Rule
}

func (h *Handler) config(*gin.Context) (PublicSettings, error) { return h.Settings, nil }

// sizeOption is the spec §3 "Church size option".
type sizeOption struct {
	Label                string `json:"label"`
	Name                 string `json:"name"`
	Currency             string `json:"currency"`
	OneProductCost       string `json:"oneProductCost"`
	TwoProductCost       string `json:"twoProductCost"`
	ThreeProductCost     string `json:"threeProductCost"`
	FourProductCost      string `json:"fourProductCost"`
	FiveProductCost      string `json:"fiveProductCost"`
	SixProductCost       string `json:"sixProductCost"`
	FullProductSuiteCost string `json:"fullProductSuiteCost"`
}

func (h *Handler) sizes(c *gin.Context) ([]sizeOption, error) {
	sizes, err := h.Service.Catalogue.Sizes(c.Request.Context())
	if err != nil {
		return nil, err
	}
	out := make([]sizeOption, 0, len(sizes))
	for _, s := range sizes {
		out = append(out, sizeOption{Label: s.Label, Name: s.Name, Currency: s.Currency,
			OneProductCost: s.Costs[0].String(), TwoProductCost: s.Costs[1].String(), ThreeProductCost: s.Costs[2].String(),
			FourProductCost: s.Costs[3].String(), FiveProductCost: s.Costs[4].String(), SixProductCost: s.Costs[5].String(),
			FullProductSuiteCost: s.FullSuite.String()})
	}
	return out, nil
}

type productView struct {
	Name        string `json:"name"`
	Title       string `json:"title"`
	Description string `json:"description"`
}

func (h *Handler) products(c *gin.Context) ([]productView, error) {
	products, err := h.Service.Catalogue.Products(c.Request.Context())
	if err != nil {
		return nil, err
	}
	out := make([]productView, 0, len(products))
	for _, p := range products {
		out = append(out, productView{Name: p.Name, Title: p.Title, Description: p.Description})
	}
	return out, nil
}

// shortName is the answer of the short-name check; the message says it too.
type shortName struct {
	Available bool `json:"available"`
}

func (h *Handler) shortNameCheck(c *gin.Context) (shortName, error) {
	ctx := c.Request.Context()
	if err := publicapi.Limit(ctx, h.Limiter, publicapi.Check{Rule: rule(h.ShortNamePerIP, ShortNamePerIP), Key: c.ClientIP()}); err != nil {
		return shortName{}, err
	}
	ok, err := h.Service.ShortNameAvailable(ctx, c.Query("short_name"))
	if err != nil {
		return shortName{}, err
	}
	if !ok {
		httpx.SetMessage(c, MsgShortNameTaken)
	}
	return shortName{Available: ok}, nil
}

type otpBody struct {
	PhoneNumber string          `json:"phone_number"`
	IP          json.RawMessage `json:"ip"` // accepted and ignored: the server uses the connection's address
}

func (h *Handler) requestOTP(c *gin.Context, b otpBody) (httpx.None, error) {
	var f publicapi.Fields
	phone := f.Phone("phone_number", b.PhoneNumber, publicapi.MsgPhone)
	if err := f.Err(); err != nil {
		return httpx.None{}, err
	}
	return httpx.None{}, h.Service.OTP.Send(c.Request.Context(), phone, c.ClientIP())
}

func (h *Handler) onboard(c *gin.Context, form Form) (*Result, error) {
	return h.Service.Onboard(c.Request.Context(), form, c.ClientIP())
}

func rule(r, def ratelimit.Rule) ratelimit.Rule {
	if r.Name == "" {
		return def
	}
	return r
}

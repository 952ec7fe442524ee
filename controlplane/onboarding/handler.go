package onboarding

import (
	"encoding/json"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/controlplane/publicapi"
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

// Register adds the calls to the onboarding API group (/api/onboarding).
func (h *Handler) Register(api gin.IRoutes) {
	api.GET("/config", h.config)
	api.GET("/church-sizes", h.sizes)
	api.GET("/products", h.products)
	api.GET("/short-name-check", h.shortNameCheck)
	api.POST("/request-otp", h.requestOTP)
	api.POST("/customers", h.onboard)
}

func (h *Handler) config(c *gin.Context) { publicapi.OK(c, publicapi.MsgOK, h.Settings) }

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

func (h *Handler) sizes(c *gin.Context) {
	sizes, err := h.Service.Catalogue.Sizes(c.Request.Context())
	if err != nil {
		publicapi.Fail(c, err)
		return
	}
	out := make([]sizeOption, 0, len(sizes))
	for _, s := range sizes {
		out = append(out, sizeOption{Label: s.Label, Name: s.Name, Currency: s.Currency,
			OneProductCost: s.Costs[0].String(), TwoProductCost: s.Costs[1].String(), ThreeProductCost: s.Costs[2].String(),
			FourProductCost: s.Costs[3].String(), FiveProductCost: s.Costs[4].String(), SixProductCost: s.Costs[5].String(),
			FullProductSuiteCost: s.FullSuite.String()})
	}
	publicapi.OK(c, publicapi.MsgOK, out)
}

type productView struct {
	Name        string `json:"name"`
	Title       string `json:"title"`
	Description string `json:"description"`
}

func (h *Handler) products(c *gin.Context) {
	products, err := h.Service.Catalogue.Products(c.Request.Context())
	if err != nil {
		publicapi.Fail(c, err)
		return
	}
	out := make([]productView, 0, len(products))
	for _, p := range products {
		out = append(out, productView{Name: p.Name, Title: p.Title, Description: p.Description})
	}
	publicapi.OK(c, publicapi.MsgOK, out)
}

func (h *Handler) shortNameCheck(c *gin.Context) {
	ctx := c.Request.Context()
	if err := publicapi.Limit(ctx, h.Limiter, publicapi.Check{Rule: rule(h.ShortNamePerIP, ShortNamePerIP), Key: c.ClientIP()}); err != nil {
		publicapi.Fail(c, err)
		return
	}
	ok, err := h.Service.ShortNameAvailable(ctx, c.Query("short_name"))
	if err != nil {
		publicapi.Fail(c, err)
		return
	}
	if !ok {
		publicapi.OK(c, MsgShortNameTaken, gin.H{"available": false})
		return
	}
	publicapi.OK(c, MsgShortNameFree, gin.H{"available": true})
}

type otpBody struct {
	PhoneNumber string          `json:"phone_number"`
	IP          json.RawMessage `json:"ip"` // accepted and ignored: the server uses the connection's address
}

func (h *Handler) requestOTP(c *gin.Context) {
	var b otpBody
	if err := publicapi.Bind(c, &b); err != nil {
		publicapi.Fail(c, err)
		return
	}
	var f publicapi.Fields
	phone := f.Phone("phone_number", b.PhoneNumber, publicapi.MsgPhone)
	if err := f.Err(); err != nil {
		publicapi.Fail(c, err)
		return
	}
	if err := h.Service.OTP.Send(c.Request.Context(), phone, c.ClientIP()); err != nil {
		publicapi.Fail(c, err)
		return
	}
	publicapi.OK(c, MsgOTPSent, nil)
}

func (h *Handler) onboard(c *gin.Context) {
	var form Form
	if err := publicapi.Bind(c, &form); err != nil {
		publicapi.Fail(c, err)
		return
	}
	res, err := h.Service.Onboard(c.Request.Context(), form, c.ClientIP())
	if err != nil {
		publicapi.Fail(c, err)
		return
	}
	publicapi.OK(c, MsgOnboarded, res)
}

func rule(r, def ratelimit.Rule) ratelimit.Rule {
	if r.Name == "" {
		return def
	}
	return r
}

// Package onlineapi serves online giving over HTTP (docs/giving-api.md, "Routes — h-online"):
// the merchant account, the public give page, the give methods, the other ways to give and the
// members' expiring cards. The rules are tenantapi/giving/online, gin-free.
package onlineapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/ratelimit"
	"congregate/tenantapi/giving/online"
)

// Limiter counts the public give calls per IP (ratelimit.Limiter).
type Limiter interface {
	Hit(ctx context.Context, rule ratelimit.Rule, key string) error
}

// The public give calls' limits per IP and church: the page and routing checks are cheap, a
// submit charges a card.
var (
	rulePage   = ratelimit.Rule{Name: "give-page", Max: 120, Window: 15 * time.Minute}
	ruleSubmit = ratelimit.Rule{Name: "give-submit", Max: 20, Window: 15 * time.Minute}
)

// Handler serves the online giving calls.
type Handler struct {
	S       *online.Service
	Limiter Limiter
}

func me(c *gin.Context) int64 { return auth.UserFrom(c.Request.Context()).PersonID }

// limit counts a public call of the client's IP at the Host's church; over the rule it is 429.
func (h Handler) limit(c *gin.Context, rule ratelimit.Rule) error {
	if h.Limiter == nil {
		return nil
	}
	err := h.Limiter.Hit(c.Request.Context(), rule, c.Request.Host+"|"+c.ClientIP())
	var limited *ratelimit.ErrLimited
	if errors.As(err, &limited) {
		return fault.E(fault.RateLimited, "Too many requests. Please try again in "+strconv.Itoa(limited.Minutes())+" minutes.")
	}
	return err
}

// Merchant is POST /api/organization/merchant-account.
func (h Handler) Merchant(c *gin.Context, _ emptyRequest) (online.MerchantAccount, error) {
	return h.S.Merchant(c.Request.Context())
}

// Connect is POST /api/organization/merchant-account/connect.
func (h Handler) Connect(c *gin.Context, req connectRequest) (online.MerchantAccount, error) {
	return h.S.Connect(c.Request.Context(), me(c), req.AccountID, c.ClientIP(), c.Request.UserAgent())
}

// Disconnect is POST /api/organization/merchant-account/disconnect.
func (h Handler) Disconnect(c *gin.Context, _ emptyRequest) (online.MerchantAccount, error) {
	return h.S.Disconnect(c.Request.Context(), me(c), c.ClientIP(), c.Request.UserAgent())
}

// Page is POST /api/give/page (public).
func (h Handler) Page(c *gin.Context, _ emptyRequest) (online.GivePage, error) {
	if err := h.limit(c, rulePage); err != nil {
		return online.GivePage{}, err
	}
	return h.S.GivePage(c.Request.Context())
}

// RoutingNumber is POST /api/give/routing-number (public): the ABA checksum, no Stripe call.
func (h Handler) RoutingNumber(c *gin.Context, req routingRequest) (online.RoutingCheck, error) {
	if err := h.limit(c, rulePage); err != nil {
		return online.RoutingCheck{}, err
	}
	return online.CheckRoutingNumber(req.RoutingNumber)
}

// Submit is POST /api/give/submit (public).
func (h Handler) Submit(c *gin.Context, req submitRequest) (online.Submitted, error) {
	if err := h.limit(c, ruleSubmit); err != nil {
		return online.Submitted{}, err
	}
	res, err := h.S.Submit(c.Request.Context(), online.GiftInput{RequestKey: req.RequestKey, Amount: req.Amount, FundID: req.FundID,
		Frequency: req.Frequency, FirstName: req.FirstName, LastName: req.LastName, Email: req.Email, Phone: req.Phone,
		Method: req.Method, PaymentMethodID: req.PaymentMethodID, RoutingNumber: req.RoutingNumber,
		AccountNumber: req.AccountNumber, AccountHolderName: req.AccountHolderName, IP: c.ClientIP(), UserAgent: c.Request.UserAgent()})
	if err == nil {
		httpx.SetMessage(c, res.Message)
	}
	return res, err
}

// GiveMethods is GET /api/generosity/give-methods ({success, message, data}).
func (h Handler) GiveMethods(c *gin.Context) (giveMethods, error) {
	return h.S.GiveMethods(c.Request.Context())
}

// SaveGiveMethods is POST /api/generosity/give-methods ({success, message, data}).
func (h Handler) SaveGiveMethods(c *gin.Context, req giveMethodsRequest) (giveMethods, error) {
	return h.S.SaveGiveMethods(c.Request.Context(), me(c), req.Methods)
}

// OtherWays is POST /api/generosity/other-ways.
func (h Handler) OtherWays(c *gin.Context, _ emptyRequest) (online.OtherWays, error) {
	return h.S.OtherWays(c.Request.Context())
}

// ExpiringCards is POST /api/generosity/expiring-cards.
func (h Handler) ExpiringCards(c *gin.Context, req expiringRequest) (httpx.Page[online.ExpiringCard], error) {
	return h.S.ExpiringCards(c.Request.Context(), req.Months, req.Paging)
}

// Remind is POST /api/generosity/expiring-cards/remind.
func (h Handler) Remind(c *gin.Context, req remindRequest) (online.Reminded, error) {
	return h.S.Remind(c.Request.Context(), me(c), req.PersonIDs)
}

// bearerEnvelope is the give-methods answer: {success, message, data}.
type bearerEnvelope struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
	Data    any    `json:"data"`
}

// bearerAnswers answer the give-methods calls as the spec's bearer-client calls do.
var bearerAnswers = httpx.Answers{
	OK: func(c *gin.Context, status int, msg string, data any) {
		c.JSON(status, bearerEnvelope{Success: true, Message: msg, Data: data})
	},
	Fail: func(c *gin.Context, err error) {
		var fe *fault.Error
		if !errors.As(err, &fe) {
			c.AbortWithStatusJSON(http.StatusInternalServerError, bearerEnvelope{Message: httpx.MsgInternal})
			return
		}
		c.AbortWithStatusJSON(httpx.StatusOf(fe.Kind), bearerEnvelope{Message: fe.Message})
	},
}

// bearer makes an endpoint answer through bearerAnswers (the route is the chain's last handler,
// so Use's Next returns at once).
func bearer(e httpx.Endpoint) httpx.Endpoint {
	serve := e.Serve
	e.Serve = func(c *gin.Context) {
		bearerAnswers.Use(c)
		serve(c)
	}
	return e
}

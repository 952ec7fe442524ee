package inbound

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/tenancy"
)

// Limiter counts the failures of the public routes (ratelimit.Limiter).
type Limiter interface {
	Hit(ctx context.Context, rule ratelimit.Rule, key string) error
	Over(ctx context.Context, rule ratelimit.Rule, key string) (bool, error)
}

// Failures only are counted: Twilio calls from a few addresses all day, and mail providers
// one-click from shared ones; a forger or a token guesser is stopped.
var (
	ruleWebhookFailures     = ratelimit.Rule{Name: "twilio-webhook-fail", Max: 30, Window: 15 * time.Minute}
	ruleUnsubscribeFailures = ratelimit.Rule{Name: "unsubscribe-fail", Max: 30, Window: 15 * time.Minute}
)

// Handler serves the public routes.
type Handler struct {
	S *Service
	// AuthToken is TWILIO_AUTH_TOKEN; Scheme is PUBLIC_SCHEME (the URL Twilio signed).
	AuthToken string
	Scheme    string
	Limiter   Limiter
}

func (h Handler) limitKey(c *gin.Context) string {
	return tenancy.FromContext(c.Request.Context()).ShortName + ":" + c.ClientIP()
}

// refused answers the failures' limit before any work.
func (h Handler) refused(c *gin.Context, rule ratelimit.Rule) bool {
	if h.Limiter == nil {
		return false
	}
	over, err := h.Limiter.Over(c.Request.Context(), rule, h.limitKey(c))
	if err != nil {
		httpx.Fail(c, err)
		return true
	}
	if over {
		httpx.Fail(c, fault.E(fault.RateLimited, "Too many attempts. Please try again later."))
		return true
	}
	return false
}

func (h Handler) failed(c *gin.Context, rule ratelimit.Rule) {
	if h.Limiter != nil {
		_ = h.Limiter.Hit(c.Request.Context(), rule, h.limitKey(c))
	}
}

// form reads a webhook's body (capped) and checks its signature; it answers the failure itself.
func (h Handler) form(c *gin.Context) (url.Values, bool) {
	if h.refused(c, ruleWebhookFailures) {
		return nil, false
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, MaxBody)
	if err := c.Request.ParseForm(); err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			httpx.Fail(c, errTooLarge)
		} else {
			httpx.Fail(c, errMalformed)
		}
		return nil, false
	}
	form := c.Request.PostForm
	if !ValidSignature(h.AuthToken, fullURL(h.Scheme, c.Request.Host, c.Request.URL), form, c.GetHeader("X-Twilio-Signature")) {
		h.failed(c, ruleWebhookFailures)
		httpx.Fail(c, errSignature)
		return nil, false
	}
	return form, true
}

func xmlAnswer(c *gin.Context, body []byte) {
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, "application/xml; charset=utf-8", body)
}

func valid(s string, max int) bool {
	return s != "" && len(s) <= max && !strings.ContainsRune(s, 0)
}

// Inbound is POST /api/webhooks/twilio/inbound.
func (h Handler) Inbound(c *gin.Context) {
	f, ok := h.form(c)
	if !ok {
		return
	}
	m := Text{MessageSid: f.Get("MessageSid"), From: f.Get("From"), To: f.Get("To"), Body: f.Get("Body")}
	if !valid(m.MessageSid, 64) || !valid(m.From, 40) || len(m.To) > 40 || len(m.Body) > 1600*4 || strings.ContainsRune(m.Body, 0) {
		httpx.Fail(c, errMalformed)
		return
	}
	out, err := h.S.Receive(c.Request.Context(), m)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	xmlAnswer(c, out)
}

// Status is POST /api/webhooks/twilio/status.
func (h Handler) Status(c *gin.Context) {
	f, ok := h.form(c)
	if !ok {
		return
	}
	st := Status{Sid: f.Get("MessageSid"), Status: f.Get("MessageStatus"), ErrorCode: f.Get("ErrorCode")}
	if st.Sid == "" {
		st.Sid, st.Status = f.Get("CallSid"), f.Get("CallStatus")
	}
	if !valid(st.Sid, 64) || !valid(st.Status, 40) || len(st.ErrorCode) > 20 {
		httpx.Fail(c, errMalformed)
		return
	}
	if err := h.S.UpdateStatus(c.Request.Context(), st); err != nil {
		httpx.Fail(c, err)
		return
	}
	xmlAnswer(c, twiml{}.bytes())
}

// Voice is POST /api/webhooks/twilio/voice?r=<attempt key>.
func (h Handler) Voice(c *gin.Context) {
	if _, ok := h.form(c); !ok {
		return
	}
	key := c.Query("r")
	if !valid(key, 200) {
		httpx.Fail(c, errMalformed)
		return
	}
	out, err := h.S.Call(c.Request.Context(), key, h.Scheme+"://"+c.Request.Host)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	xmlAnswer(c, out)
}

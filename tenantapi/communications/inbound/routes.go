package inbound

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Routes are public (no session): Twilio's webhooks, proven by their signature, and the unsubscribe
// page, proven by its signed token. The church is the Host's, as for every call.
func Routes(h Handler) []httpx.Route {
	twilioForm := func(fields ...string) []httpx.FormField {
		var fs []httpx.FormField
		for _, f := range fields {
			fs = append(fs, httpx.FormField{Name: f})
		}
		return fs
	}
	hook := func(path string, fn func(*gin.Context), fields ...string) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/webhooks/twilio/" + path, Public: true,
			Handler: httpx.Endpoint{Body: httpx.BodyForm, Form: twilioForm(fields...), Produces: "application/xml", Status: http.StatusOK, Serve: fn}}
	}
	return []httpx.Route{
		hook("inbound", h.Inbound, "MessageSid", "From", "To", "Body"),
		hook("status", h.Status, "MessageSid", "MessageStatus", "CallSid", "CallStatus", "ErrorCode"),
		hook("voice", h.Voice, "CallSid"),
		{Method: http.MethodGet, Path: "/api/communications/unsubscribe", Public: true, Handler: httpx.File("text/html", nil, h.UnsubscribePage)},
		{Method: http.MethodPost, Path: "/api/communications/unsubscribe", Public: true,
			Handler: httpx.Endpoint{Body: httpx.BodyForm, Form: twilioForm("t", "List-Unsubscribe"), Produces: "text/html", Status: http.StatusOK, Serve: h.Unsubscribe}},
	}
}

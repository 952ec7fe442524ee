package onboarding

import (
	"net/http"

	"congregate/controlplane/publicapi"
	"congregate/internal/platform/httpx"
)

// Routes are the sign-up's slice of the onboarding route table (controlplane/router.go): all
// public, answered {message, data} (publicapi.Answers).
func (h *Handler) Routes() []httpx.Route {
	return []httpx.Route{
		{Method: http.MethodGet, Path: "/api/onboarding/config", Public: true, Handler: httpx.NoBody(publicapi.MsgOK, h.config)},
		{Method: http.MethodGet, Path: "/api/onboarding/church-sizes", Public: true, Handler: httpx.NoBody(publicapi.MsgOK, h.sizes)},
		{Method: http.MethodGet, Path: "/api/onboarding/products", Public: true, Handler: httpx.NoBody(publicapi.MsgOK, h.products)},
		{Method: http.MethodGet, Path: "/api/onboarding/short-name-check", Public: true, Handler: httpx.NoBody(MsgShortNameFree, h.shortNameCheck)},
		{Method: http.MethodPost, Path: "/api/onboarding/request-otp", Public: true, Handler: httpx.Handle(MsgOTPSent, h.requestOTP)},
		{Method: http.MethodPost, Path: "/api/onboarding/customers", Public: true, Handler: httpx.Handle(MsgOnboarded, h.onboard)},
	}
}

package proposals

import (
	"net/http"

	"congregate/internal/platform/httpx"
)

// Routes are the two document forms of the onboarding route table (controlplane/router.go).
func (h *Handler) Routes() []httpx.Route {
	return []httpx.Route{
		{Method: http.MethodPost, Path: "/api/onboarding/proposals", Public: true,
			Handler: httpx.Handle("Your proposal is ready. We have also e-mailed you a copy.", h.proposal)},
		{Method: http.MethodPost, Path: "/api/onboarding/brochures", Public: true,
			Handler: httpx.Handle("Your e-brochure is ready. We have also e-mailed you a copy.", h.brochure)},
	}
}

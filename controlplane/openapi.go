package controlplane

import "congregate/internal/platform/httpx"

// openAPIInfo heads the onboarding API's document (/api/openapi.json and /api/docs on the
// onboarding hosts), built from the route table in router.go.
var openAPIInfo = httpx.DocInfo{
	Title:    "Congregate onboarding API",
	Version:  "1",
	Envelope: httpx.EnvelopeOnboarding,
	Description: "The public API of the onboarding hosts (spec §7 \"Onboarding calls\"): the catalogue, the short-name check, " +
		"the OTP, the sign-up and the proposal and e-brochure forms. No call needs a session. Every answer is {message, data}; " +
		"a refused form answers 400 with data {field: [messages]}.",
}

package tenantapi

import (
	"congregate/internal/platform/httpx"
)

// openAPIInfo heads the tenant API's document.
var openAPIInfo = httpx.DocInfo{
	Title:    "Congregate tenant API",
	Version:  "1",
	Envelope: httpx.EnvelopeTenant,
	Description: "The API of every church host ({short}.{base domain} or a custom domain). The church comes from the Host; " +
		"the signed-in person from the bearer token. Every answer is {responseCode, responseMessage, responseData}: \"00\" is success. " +
		"x-permission names the spec §6 key and action a call needs.",
}

// docRoutes serve the document (/api/openapi.json) and its reference page (/api/docs); both
// describe the route table they are part of.
func (a *App) docRoutes() []Route { return httpx.DocRoutes(openAPIInfo, a.Routes) }

package tenantapi

import (
	"encoding/json"
	"net/http"
	"sync"

	"github.com/gin-gonic/gin"

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

// Operations lists the route table as the OpenAPI document sees it.
func Operations(rs []Route) []httpx.Operation {
	ops := make([]httpx.Operation, 0, len(rs))
	for _, rt := range rs {
		op := httpx.Operation{Method: rt.Method, Path: rt.Path, Endpoint: rt.Handler, Public: rt.Public}
		if !rt.Public {
			op.Permission = string(rt.Key) + ":" + string(rt.Action)
		}
		ops = append(ops, op)
	}
	return ops
}

// docRoutes serve the document (/api/openapi.json) and its reference page (/api/docs); both are
// public, as the API's shape is no secret, and both describe the route table they are part of.
func (a *App) docRoutes() []Route {
	var once sync.Once
	var doc []byte
	build := func() []byte {
		once.Do(func() {
			doc, _ = json.Marshal(httpx.OpenAPI(openAPIInfo, Operations(a.routes())))
		})
		return doc
	}
	return []Route{
		{Method: http.MethodGet, Path: "/api/openapi.json", Public: true, Handler: httpx.File("application/json", nil, func(c *gin.Context) {
			c.Data(http.StatusOK, "application/json", build())
		})},
		{Method: http.MethodGet, Path: "/api/docs", Public: true, Handler: httpx.File("text/html", nil, func(c *gin.Context) {
			c.Data(http.StatusOK, "text/html; charset=utf-8", httpx.DocsPage(build()))
		})},
		{Method: http.MethodGet, Path: "/api/docs.css", Public: true, Handler: httpx.File("text/css", nil, func(c *gin.Context) {
			c.Data(http.StatusOK, "text/css; charset=utf-8", []byte(httpx.DocsCSS))
		})},
	}
}

package httpx

import (
	"encoding/json"
	"net/http"
	"sync"

	"github.com/gin-gonic/gin"
)

// Operations lists a route table as the OpenAPI document sees it.
func Operations(rs []Route) []Operation {
	ops := make([]Operation, 0, len(rs))
	for _, rt := range rs {
		op := Operation{Method: rt.Method, Path: rt.Path, Endpoint: rt.Handler, Public: rt.Public}
		if !rt.Public {
			op.Permission = string(rt.Key) + ":" + string(rt.Action)
		}
		ops = append(ops, op)
	}
	return ops
}

// DocRoutes serve an API's document (/api/openapi.json) and its reference page (/api/docs, with
// /api/docs.css); all three are public, as the API's shape is no secret. table is the whole route
// table, these three included, read once on the first request.
func DocRoutes(info DocInfo, table func() []Route) []Route {
	var once sync.Once
	var doc []byte
	build := func() []byte {
		once.Do(func() { doc, _ = json.Marshal(OpenAPI(info, Operations(table()))) })
		return doc
	}
	return []Route{
		{Method: http.MethodGet, Path: "/api/openapi.json", Public: true, Handler: File("application/json", nil, func(c *gin.Context) {
			c.Data(http.StatusOK, "application/json", build())
		})},
		{Method: http.MethodGet, Path: "/api/docs", Public: true, Handler: File("text/html", nil, func(c *gin.Context) {
			c.Data(http.StatusOK, "text/html; charset=utf-8", DocsPage(build()))
		})},
		{Method: http.MethodGet, Path: "/api/docs.css", Public: true, Handler: File("text/css", nil, func(c *gin.Context) {
			c.Data(http.StatusOK, "text/css; charset=utf-8", []byte(DocsCSS))
		})},
	}
}

// Package ginobserve puts observe's request observation on a gin engine. It is its own package so
// that the worker, which links no web framework, can use observe.
package ginobserve

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/observe"
)

// Middleware observes every request of the engine (observe.BeginRequest): request id, metrics
// by gin's route pattern, server span, access line. Put it first, before recovery, so a panic's
// 500 is counted.
func Middleware() gin.HandlerFunc {
	return func(c *gin.Context) {
		req, q, nested := observe.BeginRequest(c.Writer, c.Request)
		if nested {
			q.NameRoute(c.FullPath())
			c.Next()
			return
		}
		c.Request = req
		c.Next()
		q.End(c.Request, c.FullPath(), c.Writer.Status(), c.Writer.Size())
	}
}

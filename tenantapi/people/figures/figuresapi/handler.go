// Package figuresapi serves the people dashboard over HTTP; the computations are people/figures'
// (gin-free, so the church dashboard and the worker can use them without the web framework).
package figuresapi

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/figures"
)

// Handler serves the people dashboard.
type Handler struct{ S *figures.Service }

// Dashboard is POST /api/people/dashboard.
func (h Handler) Dashboard(c *gin.Context, _ httpx.ClientContext) (figures.Dashboard, error) {
	return h.S.Dashboard(c.Request.Context())
}

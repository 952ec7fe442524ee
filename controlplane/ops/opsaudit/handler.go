package opsaudit

import (
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Handler serves the audit trail's list.
type Handler struct{ DB *gorm.DB }

// List is POST /api/ops/audit/list: newest first, filtered.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[AuditRow], error) {
	p, err := req.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[AuditRow]{}, err
	}
	items, total, err := list(c.Request.Context(), h.DB, req, p)
	if err != nil {
		return httpx.Page[AuditRow]{}, err
	}
	return httpx.PageOf(items, total, p), nil
}

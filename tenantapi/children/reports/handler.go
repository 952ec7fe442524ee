package reports

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Handler serves the children's reports.
type Handler struct{ S *Service }

// Dashboard is POST /api/children/dashboard.
func (h Handler) Dashboard(c *gin.Context, req DashboardRequest) (*Dashboard, error) {
	return h.S.Dashboard(c.Request.Context(), req)
}

// Attendance is POST /api/children/reports/attendance.
func (h Handler) Attendance(c *gin.Context, req RangeRequest) (httpx.Page[Attendance], error) {
	return h.S.Attendance(c.Request.Context(), req)
}

// FirstTimers is POST /api/children/reports/first-timers.
func (h Handler) FirstTimers(c *gin.Context, req RangeRequest) (httpx.Page[ChildSeen], error) {
	return h.S.FirstTimers(c.Request.Context(), req)
}

// NotSeen is POST /api/children/reports/not-seen.
func (h Handler) NotSeen(c *gin.Context, req NotSeenRequest) (httpx.Page[ChildSeen], error) {
	return h.S.NotSeen(c.Request.Context(), req)
}

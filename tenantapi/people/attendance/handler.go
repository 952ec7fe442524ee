package attendance

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
)

// Handler serves the attendance calls: the bound request in, the service's answer out.
type Handler struct{ S *Service }

// ServicesList is POST /api/people/attendance/services/list.
func (h Handler) ServicesList(c *gin.Context, _ httpx.ClientContext) (ServiceList, error) {
	return h.S.Services(c.Request.Context())
}

// ServicesAdd is POST /api/people/attendance/services/add.
func (h Handler) ServicesAdd(c *gin.Context, req serviceRequest) (*ChurchService, error) {
	return h.S.AddService(c.Request.Context(), req)
}

// ServicesUpdate is POST /api/people/attendance/services/update: the fields sent change.
func (h Handler) ServicesUpdate(c *gin.Context, req serviceRequest) (*ChurchService, error) {
	return h.S.UpdateService(c.Request.Context(), req)
}

// ServicesDelete is POST /api/people/attendance/services/delete; a service with attendance stays.
func (h Handler) ServicesDelete(c *gin.Context, req idRequest) (Deleted, error) {
	return Deleted{}, h.S.DeleteService(c.Request.Context(), req.ID)
}

// AttendanceList is POST /api/people/attendance/list: service dates, the newest first.
func (h Handler) AttendanceList(c *gin.Context, req listRequest) (httpx.Page[SessionSummary], error) {
	return h.S.Sessions(c.Request.Context(), req)
}

// AttendanceGet is POST /api/people/attendance/get.
func (h Handler) AttendanceGet(c *gin.Context, req sessionRequest) (*SessionDetail, error) {
	return h.S.Session(c.Request.Context(), req.ServiceID, req.Date)
}

// AttendanceRecord is POST /api/people/attendance/record: it replaces the service date's list.
func (h Handler) AttendanceRecord(c *gin.Context, req recordRequest) (*SessionDetail, error) {
	return h.S.Record(c.Request.Context(), req)
}

// AttendanceDelete is POST /api/people/attendance/delete.
func (h Handler) AttendanceDelete(c *gin.Context, req sessionRequest) (Deleted, error) {
	return Deleted{}, h.S.DeleteSession(c.Request.Context(), req.ServiceID, req.Date)
}

// WeeklyDates is POST /api/people/weekly-dates, the spec's weekly dates generator (§3, §9): the
// start-year list, the end-year list, or the weeks between two years.
func (h Handler) WeeklyDates(c *gin.Context, req weeklyDatesRequest) (WeeklyDates, error) {
	out, err := h.S.WeeklyDates(c.Request.Context(), req)
	if err == nil {
		httpx.SetMessage(c, weeklyMessages[req.Type])
	}
	return out, err
}

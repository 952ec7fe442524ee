package attendance

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the attendance calls: the people key, reads need read and changes write.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/people/", Key: authz.People}
	return []httpx.Route{
		g.Read("attendance/services/list", httpx.Handle("Services", h.ServicesList)),
		g.Write("attendance/services/add", httpx.HandleCreated("Service added", h.ServicesAdd)),
		g.Write("attendance/services/update", httpx.Handle("Service updated", h.ServicesUpdate)),
		g.Write("attendance/services/delete", httpx.Handle("Service deleted", h.ServicesDelete)),

		g.Read("attendance/list", httpx.Handle("Attendance", h.AttendanceList)),
		g.Read("attendance/get", httpx.Handle("Attendance", h.AttendanceGet)),
		g.Write("attendance/record", httpx.Handle("Attendance recorded", h.AttendanceRecord)),
		g.Write("attendance/delete", httpx.Handle("Attendance deleted", h.AttendanceDelete)),

		g.Read("weekly-dates", httpx.Handle("Weekly dates", h.WeeklyDates)),
	}
}

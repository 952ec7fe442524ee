package people

import (
	"congregate/tenantapi/people/person"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Service is a recurring service attendance is taken at.
type Service struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	DayOfWeek string `json:"dayOfWeek"`
	StartTime string `json:"startTime"`
}

var errServiceNotFound = notFound("Service not found")

func services(tx *gorm.DB) ([]Service, error) {
	out := []Service{}
	err := tx.Raw(`SELECT id, name, day_of_week, start_time FROM services ORDER BY lower(name), id`).Scan(&out).Error
	return out, err
}

// ServicesList is POST /api/people/attendance/services/list.
func (h Handler) ServicesList(c *gin.Context, req httpx.ClientContext) {
	var out []Service
	err := h.run(c, func(tx *gorm.DB) error {
		var err error
		out, err = services(tx)
		return err
	})
	respond(c, err, "Services", gin.H{"items": out})
}

type serviceRequest struct {
	httpx.ClientContext
	ID        int64       `json:"id"`
	Name      Opt[string] `json:"name"`
	DayOfWeek Opt[string] `json:"dayOfWeek"`
	StartTime Opt[string] `json:"startTime"`
}

// ServicesAdd is POST /api/people/attendance/services/add.
func (h Handler) ServicesAdd(c *gin.Context, req serviceRequest) { h.serviceSave(c, req, true) }

// ServicesUpdate is POST /api/people/attendance/services/update.
func (h Handler) ServicesUpdate(c *gin.Context, req serviceRequest) { h.serviceSave(c, req, false) }

func (h Handler) serviceSave(c *gin.Context, req serviceRequest, add bool) {
	var cols []column
	if add || req.Name.Set {
		name, err := listName(req.Name.V)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		cols = append(cols, column{"name", name})
	}
	if req.DayOfWeek.Set {
		d := strings.ToLower(strings.TrimSpace(req.DayOfWeek.V))
		if !weekdays[d] {
			httpx.Fail(c, invalid("Day must be a day of the week"))
			return
		}
		cols = append(cols, column{"day_of_week", d})
	}
	if req.StartTime.Set {
		if !validClock(req.StartTime.V) {
			httpx.Fail(c, invalid("Start time must look like 09:30"))
			return
		}
		cols = append(cols, column{"start_time", req.StartTime.V})
	}
	var out *Service
	err := h.run(c, func(tx *gorm.DB) error {
		id := req.ID
		if add {
			var err error
			if id, err = insertRow(tx, "services", cols); err != nil {
				return err
			}
		} else if err := updateRow(tx, "services", id, cols, errServiceNotFound); err != nil {
			return err
		}
		var err error
		out, err = one[Service](tx, "id, name, day_of_week, start_time", "services", "id", id, errServiceNotFound)
		return err
	})
	saved(c, err, add, "Service", out)
}

// ServicesDelete is POST /api/people/attendance/services/delete.
func (h Handler) ServicesDelete(c *gin.Context, req ID) {
	h.deleteUnlessUsed(c, req, "services", "attendance_sessions", "service_id", errServiceNotFound, "This service has attendance records", "Service deleted")
}

type attendanceListRequest struct {
	httpx.ClientContext
	ServiceID int64  `json:"serviceId"`
	From      string `json:"from"`
	To        string `json:"to"`
	Paging
}

// SessionSummary is one service date's attendance.
type SessionSummary struct {
	ServiceID int64  `json:"serviceId"`
	Service   string `json:"service"`
	Date      string `json:"date"`
	Present   int64  `json:"present"`
	Guests    int64  `json:"guests"`
	Total     int64  `json:"total"`
}

func optDate(s, label string) (*string, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	t, err := time.Parse("2006-01-02", strings.TrimSpace(s))
	if err != nil {
		return nil, invalid(label + " must be a date like 2025-05-04")
	}
	v := t.Format("2006-01-02")
	return &v, nil
}

// AttendanceList is POST /api/people/attendance/list.
func (h Handler) AttendanceList(c *gin.Context, req attendanceListRequest) {
	p, err := req.Paging.Resolve(20)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	from, err := optDate(req.From, "From")
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	to, err := optDate(req.To, "To")
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[SessionSummary]
	err = h.run(c, func(tx *gorm.DB) error {
		where, args := "true", []any{}
		if req.ServiceID != 0 {
			where, args = where+" AND s.service_id = ?", append(args, req.ServiceID)
		}
		if from != nil {
			where, args = where+" AND s.service_date >= ?", append(args, *from)
		}
		if to != nil {
			where, args = where+" AND s.service_date <= ?", append(args, *to)
		}
		var err error
		out, err = paged[SessionSummary](tx, `s.service_id, v.name AS service, to_char(s.service_date, 'YYYY-MM-DD') AS date,
			(SELECT count(*) FROM attendance_records r WHERE r.session_id = s.id) AS present, s.guests,
			(SELECT count(*) FROM attendance_records r WHERE r.session_id = s.id) + s.guests AS total`,
			"attendance_sessions s JOIN services v ON v.id = s.service_id", where, args, "s.service_date DESC, lower(v.name), s.id", p)
		return err
	})
	respond(c, err, "Attendance", out)
}

type sessionRequest struct {
	httpx.ClientContext
	ServiceID int64   `json:"serviceId"`
	Date      string  `json:"date"`
	PersonIDs []int64 `json:"personIds"`
	Guests    int     `json:"guests"`
}

// SessionDetail is one service date with the people present.
type SessionDetail struct {
	ServiceID int64           `json:"serviceId"`
	Service   string          `json:"service"`
	Date      string          `json:"date"`
	Guests    int64           `json:"guests"`
	People    []PersonSummary `json:"people"`
}

func (r sessionRequest) date(now time.Time) (string, error) {
	d, err := optDate(r.Date, "Date")
	if err != nil {
		return "", err
	}
	if d == nil {
		return "", invalid("Date is required")
	}
	if *d > now.Format("2006-01-02") {
		return "", invalid("Attendance cannot be recorded for a future date")
	}
	return *d, nil
}

func loadSession(tx *gorm.DB, serviceID int64, date string) (*SessionDetail, error) {
	svc, err := one[Service](tx, "id, name, day_of_week, start_time", "services", "id", serviceID, errServiceNotFound)
	if err != nil {
		return nil, err
	}
	out := &SessionDetail{ServiceID: svc.ID, Service: svc.Name, Date: date, People: []PersonSummary{}}
	if err := tx.Raw(`SELECT guests FROM attendance_sessions WHERE service_id = ? AND service_date = ?`, serviceID, date).Scan(&out.Guests).Error; err != nil {
		return nil, err
	}
	var rows []struct {
		ID                              int64
		FirstName, MiddleName, LastName string
		IsActive                        bool
	}
	if err := tx.Raw(`SELECT p.id, p.first_name, p.middle_name, p.last_name, p.is_active FROM attendance_records r
		JOIN attendance_sessions s ON s.id = r.session_id JOIN people p ON p.id = r.person_id
		WHERE s.service_id = ? AND s.service_date = ? ORDER BY lower(p.last_name), lower(p.first_name), p.id`, serviceID, date).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		st := "active"
		if !r.IsActive {
			st = "inactive"
		}
		out.People = append(out.People, PersonSummary{ID: r.ID, FullName: fullName(r.FirstName, r.MiddleName, r.LastName), Status: st})
	}
	return out, nil
}

// AttendanceGet is POST /api/people/attendance/get.
func (h Handler) AttendanceGet(c *gin.Context, req sessionRequest) {
	date, err := req.date(h.now())
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *SessionDetail
	err = h.run(c, func(tx *gorm.DB) error {
		var err error
		out, err = loadSession(tx, req.ServiceID, date)
		return err
	})
	respond(c, err, "Attendance", out)
}

// AttendanceRecord is POST /api/people/attendance/record: it replaces the service date's list.
func (h Handler) AttendanceRecord(c *gin.Context, req sessionRequest) {
	date, err := req.date(h.now())
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	if req.Guests < 0 || req.Guests > 100000 {
		httpx.Fail(c, invalid("Guests must be 0 or more"))
		return
	}
	if len(req.PersonIDs) > 10000 {
		httpx.Fail(c, invalid("At most 10000 people per service"))
		return
	}
	var out *SessionDetail
	err = h.run(c, func(tx *gorm.DB) error {
		if _, err := one[Service](tx, "id, name, day_of_week, start_time", "services", "id", req.ServiceID, errServiceNotFound); err != nil {
			return err
		}
		if len(req.PersonIDs) > 0 {
			if err := requireLivePeopleN(tx, req.PersonIDs); err != nil {
				return err
			}
		}
		var sid int64
		if err := tx.Raw(`INSERT INTO attendance_sessions (service_id, service_date, guests) VALUES (?, ?, ?)
			ON CONFLICT (service_id, service_date) DO UPDATE SET guests = EXCLUDED.guests RETURNING id`, req.ServiceID, date, req.Guests).Scan(&sid).Error; err != nil {
			return err
		}
		ids := int64Array(person.Distinct(req.PersonIDs))
		if err := tx.Exec(`DELETE FROM attendance_records WHERE session_id = ? AND person_id <> ALL (?::bigint[])`, sid, ids).Error; err != nil {
			return err
		}
		if err := tx.Exec(`INSERT INTO attendance_records (session_id, person_id) SELECT ?, unnest(?::bigint[]) ON CONFLICT DO NOTHING`, sid, ids).Error; err != nil {
			return err
		}
		var err error
		out, err = loadSession(tx, req.ServiceID, date)
		return err
	})
	respond(c, err, "Attendance recorded", out)
}

// requireLivePeopleN is requireLivePeople without the 1000 cap (a service can be large).
func requireLivePeopleN(tx *gorm.DB, ids []int64) error {
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM people WHERE id = ANY (?::bigint[]) AND merged_into_id IS NULL`, int64Array(person.Distinct(ids))).Scan(&n).Error; err != nil {
		return err
	}
	if n != int64(len(person.Distinct(ids))) {
		return errPersonNotFound
	}
	return nil
}

// AttendanceDelete is POST /api/people/attendance/delete.
func (h Handler) AttendanceDelete(c *gin.Context, req sessionRequest) {
	date, err := req.date(h.now())
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	err = h.run(c, func(tx *gorm.DB) error {
		res := tx.Exec(`DELETE FROM attendance_sessions WHERE service_id = ? AND service_date = ?`, req.ServiceID, date)
		if res.Error == nil && res.RowsAffected == 0 {
			return notFound("No attendance for this service and date")
		}
		return res.Error
	})
	respond(c, err, "Attendance deleted", gin.H{})
}

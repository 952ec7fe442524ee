package attendance

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// Service holds the rules of attendance: services in use are kept, attendance is never recorded
// for a future date, a service date's list holds live people only. Every call is one transaction
// in the church's schema.
type Service struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{
	"services_name_key":                 fault.E(fault.Conflict, "A service with this name already exists"),
	"attendance_records_person_id_fkey": fault.E(fault.NotFound, "Person not found"),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Services are the church's services by name.
func (s *Service) Services(ctx context.Context) (ServiceList, error) {
	var out ServiceList
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = services(tx)
		return err
	})
	return out, err
}

// AddService adds a service; it needs a name.
func (s *Service) AddService(ctx context.Context, r serviceRequest) (*ChurchService, error) {
	if !r.Name.Set {
		return nil, fault.E(fault.Invalid, "Name is required")
	}
	ch := serviceChangeOf(r)
	var out *ChurchService
	err := s.run(ctx, func(tx *gorm.DB) error {
		id, err := insertService(tx, ch)
		if err != nil {
			return err
		}
		out, err = loadService(tx, id)
		return err
	})
	return out, err
}

// UpdateService changes the fields sent of a service.
func (s *Service) UpdateService(ctx context.Context, r serviceRequest) (*ChurchService, error) {
	ch := serviceChangeOf(r)
	var out *ChurchService
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := updateService(tx, r.ID, ch); err != nil {
			return err
		}
		var err error
		out, err = loadService(tx, r.ID)
		return err
	})
	return out, err
}

func serviceChangeOf(r serviceRequest) serviceChange {
	var ch serviceChange
	if r.Name.Set {
		ch.Name = &r.Name.V
	}
	if r.DayOfWeek.Set {
		ch.DayOfWeek = &r.DayOfWeek.V
	}
	if r.StartTime.Set {
		ch.StartTime = &r.StartTime.V
	}
	return ch
}

// DeleteService deletes a service no attendance was recorded at.
func (s *Service) DeleteService(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		found, err := lockService(tx, id)
		if err != nil {
			return err
		}
		if !found {
			return errServiceNotFound
		}
		n, err := serviceSessions(tx, id)
		if err != nil {
			return err
		}
		if n > 0 {
			return errServiceInUse
		}
		return deleteService(tx, id)
	})
}

// Sessions is one page of service dates, the newest first.
func (s *Service) Sessions(ctx context.Context, r listRequest) (httpx.Page[SessionSummary], error) {
	p, err := r.Paging.Resolve(20)
	if err != nil {
		return httpx.Page[SessionSummary]{}, err
	}
	f := sessionFilter{ServiceID: r.ServiceID, From: r.from, To: r.to}
	var out httpx.Page[SessionSummary]
	err = s.run(ctx, func(tx *gorm.DB) error {
		items, total, err := sessions(tx, f, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Session is one service date with the people present (none when nothing is recorded yet).
func (s *Service) Session(ctx context.Context, serviceID int64, date string) (*SessionDetail, error) {
	if err := s.notFuture(date); err != nil {
		return nil, err
	}
	var out *SessionDetail
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = loadSession(tx, serviceID, date)
		return err
	})
	return out, err
}

// Record replaces a service date's list of people and its guests.
func (s *Service) Record(ctx context.Context, r recordRequest) (*SessionDetail, error) {
	if err := s.notFuture(r.Date); err != nil {
		return nil, err
	}
	ids := person.Distinct(r.PersonIDs)
	var out *SessionDetail
	err := s.run(ctx, func(tx *gorm.DB) error {
		if _, err := loadService(tx, r.ServiceID); err != nil {
			return err
		}
		if len(ids) > 0 {
			n, err := livePeople(tx, ids)
			if err != nil {
				return err
			}
			if n != int64(len(ids)) {
				return person.ErrNotFound
			}
		}
		sid, err := upsertSession(tx, r.ServiceID, r.Date, r.Guests)
		if err != nil {
			return err
		}
		if err := replaceRecords(tx, sid, ids); err != nil {
			return err
		}
		out, err = loadSession(tx, r.ServiceID, r.Date)
		return err
	})
	return out, err
}

// DeleteSession deletes a service date's attendance.
func (s *Service) DeleteSession(ctx context.Context, serviceID int64, date string) error {
	if err := s.notFuture(date); err != nil {
		return err
	}
	return s.run(ctx, func(tx *gorm.DB) error {
		found, err := deleteSession(tx, serviceID, date)
		if err == nil && !found {
			return errSessionNotFound
		}
		return err
	})
}

// notFuture refuses a date (2006-01-02) after today.
func (s *Service) notFuture(date string) error {
	if date > s.Clock.Now().Format("2006-01-02") {
		return errFutureDate
	}
	return nil
}

func loadSession(tx *gorm.DB, serviceID int64, date string) (*SessionDetail, error) {
	svc, err := loadService(tx, serviceID)
	if err != nil {
		return nil, err
	}
	out := &SessionDetail{ServiceID: svc.ID, Service: svc.Name, Date: date}
	if out.Guests, err = sessionGuests(tx, serviceID, date); err != nil {
		return nil, err
	}
	out.People, err = sessionPeople(tx, serviceID, date)
	return out, err
}

// WeeklyDates is the weekly dates generator: the start years (from the church's first records, at
// least 5 and at most 20 years back), the end years (from a start year to next year), or the weeks
// of at most 10 years between 50 years ago and 5 years ahead.
func (s *Service) WeeklyDates(ctx context.Context, r weeklyDatesRequest) (WeeklyDates, error) {
	this := s.Clock.Now().Year()
	switch r.Type {
	case "startYear":
		var first int
		err := s.run(ctx, func(tx *gorm.DB) (err error) {
			first, err = firstYear(tx, this)
			return err
		})
		if err != nil {
			return WeeklyDates{}, err
		}
		first = max(min(first, this-5), this-20)
		return WeeklyDates{years(first, this)}, nil
	case "endYear":
		start := r.StartYear
		if start == 0 {
			start = this
		}
		if start < this-50 || start > this+1 {
			return WeeklyDates{}, fault.E(fault.Invalid, "Start year is not valid")
		}
		return WeeklyDates{years(start, this+1)}, nil
	case "other":
		if r.StartYear < this-50 || r.EndYear > this+5 || r.EndYear-r.StartYear > 10 {
			return WeeklyDates{}, fault.E(fault.Invalid, "Choose at most 10 years between 50 years ago and 5 years ahead")
		}
		return WeeklyDates{weeks(r.StartYear, r.EndYear)}, nil
	}
	return WeeklyDates{}, errWeeklyType
}

func years(from, to int) []int {
	out := []int{}
	for y := from; y <= to; y++ {
		out = append(out, y)
	}
	return out
}

// weeks lists the Sunday-to-Saturday weeks that end in the years from..to; week 1 of a year is the
// week holding 1 January.
func weeks(from, to int) []Week {
	out := []Week{}
	for y := from; y <= to; y++ {
		jan1 := time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC)
		start := jan1.AddDate(0, 0, -int(jan1.Weekday()))
		for n := 1; start.Year() <= y; n++ {
			end := start.AddDate(0, 0, 6)
			out = append(out, Week{Week: n, StartDate: start.Format("2006-01-02"), EndDate: end.Format("2006-01-02"),
				Label: start.Format("Mon Jan 2, 2006") + " - " + end.Format("Mon Jan 2, 2006")})
			start = start.AddDate(0, 0, 7)
			if start.Year() > y {
				break
			}
		}
	}
	return out
}

package reports

import (
	"context"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/people/directory"
)

// People names the children (people/directory).
type People interface {
	CheckinPeople(tx *gorm.DB, ids []int64) (map[int64]directory.CheckinMember, error)
}

// Service reads the reports; each call one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	People  People
	Clock   clock.Clock
}

func (s *Service) today(ctx context.Context) time.Time {
	tz := ""
	if ch, ok := tenancy.Lookup(ctx); ok {
		tz = ch.TimeZone()
	}
	if tz == "" {
		tz = "America/Chicago"
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		loc = time.UTC
	}
	n := s.Clock.Now().In(loc)
	return time.Date(n.Year(), n.Month(), n.Day(), 0, 0, 0, 0, time.UTC)
}

// Dashboard is the last weeks' attendance: by week (Sunday to Saturday) and by classroom, the
// children seen and the first-timers among them.
func (s *Service) Dashboard(ctx context.Context, r DashboardRequest) (*Dashboard, error) {
	today := s.today(ctx)
	start := today.AddDate(0, 0, -int(today.Weekday())-7*(r.Weeks-1))
	out := &Dashboard{From: start.Format("2006-01-02"), To: today.Format("2006-01-02")}
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		if out.Weeks, err = weeks(tx, out.From, out.To); err != nil {
			return err
		}
		if out.ByClassroom, err = byClassroom(tx, out.From, out.To); err != nil {
			return err
		}
		out.Children, out.FirstTimers, err = childrenAndFirstTimers(tx, out.From, out.To)
		return err
	})
	return out, err
}

// Attendance is check-ins by classroom and date, newest first.
func (s *Service) Attendance(ctx context.Context, r RangeRequest) (httpx.Page[Attendance], error) {
	p, err := r.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[Attendance]{}, err
	}
	var out httpx.Page[Attendance]
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		items, total, err := attendance(tx, r, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// FirstTimers is the children whose first check-in falls in the range (in the classroom).
func (s *Service) FirstTimers(ctx context.Context, r RangeRequest) (httpx.Page[ChildSeen], error) {
	p, err := r.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[ChildSeen]{}, err
	}
	var out httpx.Page[ChildSeen]
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		rows, total, err := firstTimers(tx, r, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		items, err := s.named(tx, rows, time.Time{})
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// NotSeen is the active children not checked in for weeks (the settings' when 0), never seen first.
func (s *Service) NotSeen(ctx context.Context, r NotSeenRequest) (httpx.Page[ChildSeen], error) {
	p, err := r.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[ChildSeen]{}, err
	}
	today := s.today(ctx)
	var out httpx.Page[ChildSeen]
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		w := r.Weeks
		if w == 0 {
			var err error
			if w, err = notSeenWeeks(tx); err != nil {
				return err
			}
		}
		rows, total, err := notSeen(tx, today.AddDate(0, 0, -7*w).Format("2006-01-02"), p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		items, err := s.named(tx, rows, today)
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// named adds the children's names; with today, how many weeks ago each was seen.
func (s *Service) named(tx *gorm.DB, rows []seen, today time.Time) ([]ChildSeen, error) {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ChildID
	}
	people, err := s.People.CheckinPeople(tx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]ChildSeen, len(rows))
	for i, r := range rows {
		m := people[r.ChildID]
		out[i] = ChildSeen{ChildID: r.ChildID, Name: strings.TrimSpace(m.FirstName + " " + m.LastName), On: r.On}
		if !today.IsZero() && r.On != nil {
			if d, err := time.Parse("2006-01-02", *r.On); err == nil {
				w := int(today.Sub(d).Hours() / 24 / 7)
				out[i].WeeksAgo = &w
			}
		}
	}
	return out, nil
}

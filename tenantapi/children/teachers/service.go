package teachers

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/children/kit"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/person"
)

// Service holds the teachers' rules; each call one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var people directory.Directory

var constraints = db.Constraints{
	"children_teachers_pkey":  errTeacher,
	"children_teachers_check": fault.E(fault.Invalid, msgCheckDate),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// status is a check's status on today.
func status(on, expires *string, today string) string {
	switch {
	case on == nil:
		return "missing"
	case expires == nil:
		return "valid"
	case *expires < today:
		return "expired"
	}
	t, _ := time.Parse("2006-01-02", today)
	if *expires <= t.AddDate(0, 0, ExpiringDays).Format("2006-01-02") {
		return "expiring"
	}
	return "valid"
}

// load reads teachers in the order of ids.
func load(tx *gorm.DB, ids []int64, today string) ([]Teacher, error) {
	out := make([]Teacher, 0, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := teacherRows(tx, ids)
	if err != nil {
		return nil, err
	}
	rooms, err := classroomsOf(tx, ids)
	if err != nil {
		return nil, err
	}
	cards, err := people.Cards(tx, ids)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		r, ok := rows[id]
		if !ok {
			continue
		}
		c := cards[id]
		t := Teacher{ID: id, Name: c.Name, Email: c.Email, Mobile: c.Mobile, BackgroundCheckOn: person.ISODate(r.BackgroundCheckOn),
			BackgroundCheckExpiresOn: person.ISODate(r.BackgroundCheckExpiresOn), Classrooms: rooms[id]}
		if t.Classrooms == nil {
			t.Classrooms = []Ref{}
		}
		t.CheckStatus = status(t.BackgroundCheckOn, t.BackgroundCheckExpiresOn, today)
		out = append(out, t)
	}
	return out, nil
}

func loadOne(tx *gorm.DB, id int64, today string) (*Teacher, error) {
	ts, err := load(tx, []int64{id}, today)
	if err != nil {
		return nil, err
	}
	if len(ts) == 0 {
		return nil, ErrNotFound
	}
	return &ts[0], nil
}

// List is one page of teachers by name.
func (s *Service) List(ctx context.Context, r listRequest) (httpx.Page[Teacher], error) {
	p, err := r.Paging.Resolve(20)
	if err != nil {
		return httpx.Page[Teacher]{}, err
	}
	today := kit.Today(ctx, s.Clock)
	var out httpx.Page[Teacher]
	err = s.run(ctx, func(tx *gorm.DB) error {
		ids, err := teacherIDs(tx, r.ClassroomID, r.Status, today)
		if err != nil {
			return err
		}
		if ids, err = people.PeopleMatching(tx, ids, r.Search); err != nil {
			return err
		}
		total := int64(len(ids))
		from := min(p.Offset(), len(ids))
		page, err := load(tx, ids[from:min(from+p.PageSize, len(ids))], today)
		if err != nil {
			return err
		}
		out = httpx.PageOf(page, total, p)
		return nil
	})
	return out, err
}

// Search finds people who are not teachers yet (the add dialog's picker).
func (s *Service) Search(ctx context.Context, q string) (People, error) {
	var out People
	err := s.run(ctx, func(tx *gorm.DB) error {
		ids, err := allTeacherIDs(tx)
		if err != nil {
			return err
		}
		out.Items, err = people.FindPeople(tx, q, ids, 20)
		return err
	})
	return out, err
}

// assignable refuses classrooms for a teacher whose check has expired or is missing, and
// classrooms the church does not have.
func assignable(tx *gorm.DB, f fields, today string) error {
	if len(f.classroomIDs) == 0 {
		return nil
	}
	switch status(f.checkOn, f.expiresOn, today) {
	case "missing":
		return errMissing
	case "expired":
		return errExpired
	}
	n, err := classroomsExist(tx, f.classroomIDs)
	if err == nil && n != int64(len(f.classroomIDs)) {
		err = errClassroom
	}
	return err
}

// Add makes a person a teacher.
func (s *Service) Add(ctx context.Context, a kit.Actor, personID int64, f fields) (*Teacher, error) {
	today := kit.Today(ctx, s.Clock)
	var out *Teacher
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := person.RequireLive(tx, personID); err != nil {
			return err
		}
		if is, err := lockTeacher(tx, personID); err != nil || is {
			if err == nil {
				err = errTeacher
			}
			return err
		}
		if err := assignable(tx, f, today); err != nil {
			return err
		}
		if err := insertTeacher(tx, personID, f); err != nil {
			return err
		}
		if err := setClassrooms(tx, personID, f.classroomIDs); err != nil {
			return err
		}
		var err error
		if out, err = loadOne(tx, personID, today); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventTeacherAdd, map[string]any{"teacherId": personID, "name": out.Name,
			"classroomIds": f.classroomIDs, "checkStatus": out.CheckStatus}))
	})
	return out, err
}

// Edit replaces a teacher's check and classrooms.
func (s *Service) Edit(ctx context.Context, a kit.Actor, id int64, f fields) (*Teacher, error) {
	today := kit.Today(ctx, s.Clock)
	var out *Teacher
	err := s.run(ctx, func(tx *gorm.DB) error {
		if is, err := lockTeacher(tx, id); err != nil || !is {
			if err == nil {
				err = ErrNotFound
			}
			return err
		}
		if err := assignable(tx, f, today); err != nil {
			return err
		}
		if err := updateTeacher(tx, id, f); err != nil {
			return err
		}
		if err := setClassrooms(tx, id, f.classroomIDs); err != nil {
			return err
		}
		var err error
		if out, err = loadOne(tx, id, today); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventTeacherEdit, map[string]any{"teacherId": id, "name": out.Name,
			"classroomIds": f.classroomIDs, "checkStatus": out.CheckStatus}))
	})
	return out, err
}

// Delete stops a person being a teacher (the person stays).
func (s *Service) Delete(ctx context.Context, a kit.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		if is, err := lockTeacher(tx, id); err != nil || !is {
			if err == nil {
				err = ErrNotFound
			}
			return err
		}
		names, err := people.Names(tx, []int64{id})
		if err != nil {
			return err
		}
		if err := deleteTeacher(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventTeacherDelete, map[string]any{"teacherId": id, "name": names[id]}))
	})
}

// Available are the active classrooms a teacher is not assigned to yet.
func (s *Service) Available(ctx context.Context, id int64) (Classrooms, error) {
	var out Classrooms
	err := s.run(ctx, func(tx *gorm.DB) error {
		if is, err := isTeacher(tx, id); err != nil || !is {
			if err == nil {
				err = ErrNotFound
			}
			return err
		}
		var err error
		out.Items, err = available(tx, id)
		return err
	})
	return out, err
}

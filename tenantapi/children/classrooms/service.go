package classrooms

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/children/kit"
)

// Service holds the categories' and classrooms' rules; each call one transaction in the church's
// schema.
type Service struct {
	Tenants *db.Tenants
	// Occupied says children are checked in to a classroom now (check-in's, set by the route table
	// once check-in exists); nil is never.
	Occupied func(tx *gorm.DB, classroomID int64) (bool, error)
}

var constraints = db.Constraints{
	"children_classroom_categories_name_key": errCategoryTaken,
	"children_classrooms_name_key":           errClassroomTaken,
	"children_classrooms_category_id_fkey":   errCategoryHasRooms,
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	err := constraints.Map(s.Tenants.Run(ctx, fn))
	var pg *pgconn.PgError
	if errors.As(err, &pg) && pg.Code == "23503" { // check-in's rows still point at the classroom
		return errClassroomOccupied
	}
	return err
}

// Categories is every category in the church's order.
func (s *Service) Categories(ctx context.Context) (Categories, error) {
	var out Categories
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = kit.OrderedList[Category](tx, categories)
		return err
	})
	return out, err
}

// AddCategory adds a category at the end of the order.
func (s *Service) AddCategory(ctx context.Context, a kit.Actor, name string) (out *Category, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = kit.OrderedAdd[Category](tx, categories, a, name)
		return err
	})
	return out, err
}

// RenameCategory renames a category.
func (s *Service) RenameCategory(ctx context.Context, a kit.Actor, id int64, name string) (out *Category, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = kit.OrderedRename[Category](tx, categories, a, id, name)
		return err
	})
	return out, err
}

// RepositionCategories puts every category in the order of ids (each once).
func (s *Service) RepositionCategories(ctx context.Context, a kit.Actor, ids []int64) (out Categories, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = kit.OrderedReposition[Category](tx, categories, a, ids)
		return err
	})
	return out, err
}

// DeleteCategory deletes a category without classrooms.
func (s *Service) DeleteCategory(ctx context.Context, a kit.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		return kit.OrderedDelete(tx, categories, a, id)
	})
}

// Classrooms lists the classrooms (of a category when categoryID is not 0), active ones only
// unless includeInactive.
func (s *Service) Classrooms(ctx context.Context, categoryID int64, includeInactive bool) (Classrooms, error) {
	var out Classrooms
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		if categoryID != 0 {
			if err := kit.OrderedRequire(tx, categories, categoryID); err != nil {
				return err
			}
		}
		out.Items, err = listClassrooms(tx, categoryID, includeInactive)
		return err
	})
	return out, err
}

// AddClassroom adds a classroom at the end of the order.
func (s *Service) AddClassroom(ctx context.Context, a kit.Actor, f ClassroomFields) (*Classroom, error) {
	var out *Classroom
	err := s.run(ctx, func(tx *gorm.DB) error {
		if f.CategoryID != nil {
			if err := kit.OrderedLock(tx, categories, *f.CategoryID); err != nil {
				return err
			}
		}
		id, err := insertClassroom(tx, f)
		if err != nil {
			return err
		}
		if out, err = loadClassroom(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventClassroomAdd, map[string]any{"classroomId": id, "name": f.Name}))
	})
	return out, err
}

// UpdateClassroom replaces a classroom's fields.
func (s *Service) UpdateClassroom(ctx context.Context, a kit.Actor, id int64, f ClassroomFields) (*Classroom, error) {
	var out *Classroom
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := lockClassroom(tx, id); err != nil {
			return err
		}
		if f.CategoryID != nil {
			if err := kit.OrderedLock(tx, categories, *f.CategoryID); err != nil {
				return err
			}
		}
		if err := updateClassroom(tx, id, f); err != nil {
			return err
		}
		var err error
		if out, err = loadClassroom(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventClassroomUpdate, map[string]any{"classroomId": id, "name": f.Name,
			"capacity": f.Capacity, "ratio": f.Ratio}))
	})
	return out, err
}

// SetActive offers a classroom at check-in again, or stops offering it.
func (s *Service) SetActive(ctx context.Context, a kit.Actor, id int64, active bool) (*Classroom, error) {
	var out *Classroom
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := lockClassroom(tx, id); err != nil {
			return err
		}
		if err := setActive(tx, id, active); err != nil {
			return err
		}
		var err error
		if out, err = loadClassroom(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventClassroomActive, map[string]any{"classroomId": id, "name": out.Name, "active": active}))
	})
	return out, err
}

// DeleteClassroom deletes a classroom nobody is checked in to now; its children's profiles lose
// their classroom and its teachers their assignment.
func (s *Service) DeleteClassroom(ctx context.Context, a kit.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		if err := lockClassroom(tx, id); err != nil {
			return err
		}
		c, err := loadClassroom(tx, id)
		if err != nil {
			return err
		}
		if s.Occupied != nil {
			busy, err := s.Occupied(tx, id)
			if err != nil {
				return err
			}
			if busy {
				return errClassroomOccupied
			}
		}
		if err := deleteClassroom(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventClassroomDelete, map[string]any{"classroomId": id, "name": c.Name}))
	})
}

// Require checks a classroom exists (a child's or a teacher's classroom).
func Require(tx *gorm.DB, id int64) error {
	_, err := loadClassroom(tx, id)
	return err
}

// Load reads one classroom (check-in's capacity and ratio).
func Load(tx *gorm.DB, id int64) (*Classroom, error) { return loadClassroom(tx, id) }

// Suggest is the classroom check-in offers a child: the first active classroom, in the church's
// order, whose age range holds the child's age on today and whose grade range holds grade (a grade
// match before an age-only match); nil when none fits. birthDate and grade may be nil.
func Suggest(tx *gorm.DB, birthDate *string, grade *int, today string) (*Classroom, error) {
	var age *int
	if birthDate != nil {
		if m, ok := AgeMonths(*birthDate, today); ok {
			age = &m
		}
	}
	return suggest(tx, age, grade)
}

// AgeMonths is the age in whole months on today of someone born on birth (both YYYY-MM-DD).
func AgeMonths(birth, today string) (int, bool) {
	b, err1 := time.Parse("2006-01-02", birth)
	t, err2 := time.Parse("2006-01-02", today)
	if err1 != nil || err2 != nil || t.Before(b) {
		return 0, false
	}
	m := (t.Year()-b.Year())*12 + int(t.Month()) - int(b.Month())
	if t.Day() < b.Day() {
		m--
	}
	return m, true
}

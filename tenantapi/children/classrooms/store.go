package classrooms

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/children/kit"
)

// The SQL of categories and classrooms: the only file of the package that names tables.

// categories are the classroom categories, an ordered name list (kit.Ordered).
var categories = kit.Ordered{
	Table:           `children_classroom_categories`,
	Uses:            `(SELECT count(*) FROM children_classrooms c WHERE c.category_id = t.id)`,
	UsesAs:          `classroom_count`,
	IDKey:           "categoryId",
	NotFound:        ErrCategoryNotFound,
	InUse:           errCategoryHasRooms,
	MsgOrder:        msgCategoryOrder,
	EventAdd:        kit.EventCategoryAdd,
	EventRename:     kit.EventCategoryRename,
	EventReposition: kit.EventCategoryReposition,
	EventDelete:     kit.EventCategoryDelete,
}

const classroomCols = `c.id, c.category_id, COALESCE(g.name, '') AS category_name, c.name, c.min_age_months, c.max_age_months,
	c.min_grade, c.max_grade, c.capacity, c.ratio, c.position, c.active,
	(SELECT count(*) FROM children_profiles p WHERE p.classroom_id = c.id) AS child_count,
	(SELECT count(*) FROM children_teacher_classrooms t WHERE t.classroom_id = c.id) AS teacher_count`

const classroomFrom = ` FROM children_classrooms c LEFT JOIN children_classroom_categories g ON g.id = c.category_id`

const classroomOrder = ` ORDER BY g.position NULLS LAST, c.position, lower(c.name), c.id`

func listClassrooms(tx *gorm.DB, categoryID int64, includeInactive bool) ([]Classroom, error) {
	q, args := `SELECT `+classroomCols+classroomFrom+` WHERE true`, []any{}
	if categoryID != 0 {
		q, args = q+` AND c.category_id = ?`, append(args, categoryID)
	}
	if !includeInactive {
		q += ` AND c.active`
	}
	items := []Classroom{}
	err := tx.Raw(q+classroomOrder, args...).Scan(&items).Error
	return items, err
}

func loadClassroom(tx *gorm.DB, id int64) (*Classroom, error) {
	return db.One[Classroom](tx, classroomCols, `children_classrooms c LEFT JOIN children_classroom_categories g ON g.id = c.category_id`, `c.id`, id, ErrNotFound)
}

func lockClassroom(tx *gorm.DB, id int64) error {
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM (SELECT 1 FROM children_classrooms WHERE id = ? FOR UPDATE) x`, id).Scan(&n).Error; err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

func insertClassroom(tx *gorm.DB, f ClassroomFields) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO children_classrooms (category_id, name, min_age_months, max_age_months, min_grade, max_grade, capacity, ratio, position)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(max(position), 0) + 1 FROM children_classrooms)) RETURNING id`,
		f.CategoryID, f.Name, f.MinAgeMonths, f.MaxAgeMonths, f.MinGrade, f.MaxGrade, f.Capacity, f.Ratio).Scan(&id).Error
	return id, err
}

func updateClassroom(tx *gorm.DB, id int64, f ClassroomFields) error {
	return tx.Exec(`UPDATE children_classrooms SET category_id = ?, name = ?, min_age_months = ?, max_age_months = ?, min_grade = ?,
		max_grade = ?, capacity = ?, ratio = ?, updated_at = now() WHERE id = ?`,
		f.CategoryID, f.Name, f.MinAgeMonths, f.MaxAgeMonths, f.MinGrade, f.MaxGrade, f.Capacity, f.Ratio, id).Error
}

func setActive(tx *gorm.DB, id int64, active bool) error {
	return tx.Exec(`UPDATE children_classrooms SET active = ?, updated_at = now() WHERE id = ?`, active, id).Error
}

func deleteClassroom(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM children_classrooms WHERE id = ?`, id).Error
}

// suggest is the first active classroom, in the list's order, whose age range holds ageMonths
// (nil: unknown, matches only a classroom without one) and whose grade range holds grade.
func suggest(tx *gorm.DB, ageMonths, grade *int) (*Classroom, error) {
	var rows []Classroom
	if err := tx.Raw(`SELECT `+classroomCols+classroomFrom+` WHERE c.active
			AND (c.min_age_months IS NULL OR c.min_age_months <= ?) AND (c.max_age_months IS NULL OR c.max_age_months >= ?)
			AND (c.min_grade IS NULL OR c.min_grade <= ?) AND (c.max_grade IS NULL OR c.max_grade >= ?)
			AND (c.min_age_months IS NOT NULL OR c.max_age_months IS NOT NULL OR c.min_grade IS NOT NULL OR c.max_grade IS NOT NULL)`+
		// A grade match is closer than an age match: a child of 6 in grade 1 goes to the grade's room.
		` ORDER BY (c.min_grade IS NOT NULL OR c.max_grade IS NOT NULL) AND ?::int IS NOT NULL DESC, g.position NULLS LAST, c.position, c.id LIMIT 1`,
		ageMonths, ageMonths, grade, grade, grade).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, nil
	}
	return &rows[0], nil
}

package teachers

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of teachers and their classrooms: the only file of the package that names tables.

type teacherRow struct {
	PersonID                 int64
	BackgroundCheckOn        *time.Time
	BackgroundCheckExpiresOn *time.Time
}

// statusSQL is a teacher's check status on a day (the first ?) with the expiring window (the second).
const statusSQL = `CASE WHEN t.background_check_on IS NULL THEN 'missing'
	WHEN t.background_check_expires_on IS NULL THEN 'valid'
	WHEN t.background_check_expires_on < ?::date THEN 'expired'
	WHEN t.background_check_expires_on <= ?::date + ?::int THEN 'expiring' ELSE 'valid' END`

// teacherIDs answers the teachers of a classroom (0: any) whose status is status ("": any).
func teacherIDs(tx *gorm.DB, classroomID int64, status, today string) ([]int64, error) {
	q, args := `SELECT t.person_id FROM children_teachers t WHERE true`, []any{}
	if classroomID != 0 {
		q, args = q+` AND EXISTS (SELECT 1 FROM children_teacher_classrooms c WHERE c.teacher_id = t.person_id AND c.classroom_id = ?)`, append(args, classroomID)
	}
	if status != "" {
		q, args = q+` AND (`+statusSQL+`) = ?`, append(args, today, today, ExpiringDays, status)
	}
	ids := []int64{}
	err := tx.Raw(q, args...).Scan(&ids).Error
	return ids, err
}

func allTeacherIDs(tx *gorm.DB) ([]int64, error) {
	ids := []int64{}
	err := tx.Raw(`SELECT person_id FROM children_teachers`).Scan(&ids).Error
	return ids, err
}

func teacherRows(tx *gorm.DB, ids []int64) (map[int64]teacherRow, error) {
	var rows []teacherRow
	if err := tx.Raw(`SELECT person_id, background_check_on, background_check_expires_on FROM children_teachers WHERE person_id = ANY (?::bigint[])`,
		db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make(map[int64]teacherRow, len(rows))
	for _, r := range rows {
		out[r.PersonID] = r
	}
	return out, nil
}

func classroomsOf(tx *gorm.DB, ids []int64) (map[int64][]Ref, error) {
	var rows []struct {
		TeacherID int64
		Ref
	}
	if err := tx.Raw(`SELECT tc.teacher_id, c.id, c.name FROM children_teacher_classrooms tc JOIN children_classrooms c ON c.id = tc.classroom_id
		LEFT JOIN children_classroom_categories g ON g.id = c.category_id
		WHERE tc.teacher_id = ANY (?::bigint[]) ORDER BY tc.teacher_id, g.position NULLS LAST, c.position, c.id`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := map[int64][]Ref{}
	for _, r := range rows {
		out[r.TeacherID] = append(out[r.TeacherID], r.Ref)
	}
	return out, nil
}

func isTeacher(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM children_teachers WHERE person_id = ?`, id).Scan(&n).Error
	return n > 0, err
}

func lockTeacher(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM (SELECT 1 FROM children_teachers WHERE person_id = ? FOR UPDATE) x`, id).Scan(&n).Error
	return n > 0, err
}

func insertTeacher(tx *gorm.DB, id int64, f fields) error {
	return tx.Exec(`INSERT INTO children_teachers (person_id, background_check_on, background_check_expires_on) VALUES (?, ?::date, ?::date)`,
		id, f.checkOn, f.expiresOn).Error
}

func updateTeacher(tx *gorm.DB, id int64, f fields) error {
	return tx.Exec(`UPDATE children_teachers SET background_check_on = ?::date, background_check_expires_on = ?::date, updated_at = now()
		WHERE person_id = ?`, f.checkOn, f.expiresOn, id).Error
}

func deleteTeacher(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM children_teachers WHERE person_id = ?`, id).Error
}

func classroomsExist(tx *gorm.DB, ids []int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM children_classrooms WHERE id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&n).Error
	return n, err
}

func setClassrooms(tx *gorm.DB, id int64, classrooms []int64) error {
	if err := tx.Exec(`DELETE FROM children_teacher_classrooms WHERE teacher_id = ?`, id).Error; err != nil {
		return err
	}
	if len(classrooms) == 0 {
		return nil
	}
	return tx.Exec(`INSERT INTO children_teacher_classrooms (teacher_id, classroom_id) SELECT ?, unnest(?::bigint[])`, id, db.Int64Array(classrooms)).Error
}

// available are the active classrooms a teacher is not assigned to, in the church's order.
func available(tx *gorm.DB, id int64) ([]Ref, error) {
	out := []Ref{}
	err := tx.Raw(`SELECT c.id, c.name FROM children_classrooms c LEFT JOIN children_classroom_categories g ON g.id = c.category_id
		WHERE c.active AND NOT EXISTS (SELECT 1 FROM children_teacher_classrooms tc WHERE tc.teacher_id = ? AND tc.classroom_id = c.id)
		ORDER BY g.position NULLS LAST, c.position, lower(c.name), c.id`, id).Scan(&out).Error
	return out, err
}

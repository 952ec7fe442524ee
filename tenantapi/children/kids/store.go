package kids

import (
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of child profiles, their allergies, notes, pickups and sensitive views: the only file of
// the package that names tables.

type profileRow struct {
	PersonID      int64
	ClassroomID   *int64
	ClassroomName string
	Grade         *int
	MedicalNotes  string
	AllergyNotes  string
	Active        bool
	LastCheckIn   *string
}

func profiles(tx *gorm.DB, ids []int64) (map[int64]profileRow, error) {
	var rows []profileRow
	if err := tx.Raw(`SELECT p.person_id, p.classroom_id, COALESCE(c.name, '') AS classroom_name, p.grade, p.medical_notes, p.allergy_notes, p.active,
			(SELECT to_char(max(k.service_on), 'YYYY-MM-DD') FROM children_checkins k WHERE k.child_id = p.person_id) AS last_check_in
		FROM children_profiles p LEFT JOIN children_classrooms c ON c.id = p.classroom_id
		WHERE p.person_id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make(map[int64]profileRow, len(rows))
	for _, r := range rows {
		out[r.PersonID] = r
	}
	return out, nil
}

func allergiesOf(tx *gorm.DB, ids []int64) (map[int64][]Ref, error) {
	var rows []struct {
		ChildID int64
		Ref
	}
	if err := tx.Raw(`SELECT a.child_id, t.id, t.name FROM children_allergies a JOIN children_allergy_types t ON t.id = a.allergy_type_id
		WHERE a.child_id = ANY (?::bigint[]) ORDER BY a.child_id, t.position, lower(t.name), t.id`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := map[int64][]Ref{}
	for _, r := range rows {
		out[r.ChildID] = append(out[r.ChildID], r.Ref)
	}
	return out, nil
}

type pickupRow struct {
	ChildID int64
	Pickup
}

func pickupsOf(tx *gorm.DB, ids []int64) ([]pickupRow, error) {
	var rows []pickupRow
	err := tx.Raw(`SELECT child_id, id, person_id, name, phone, relationship, authorised, note FROM children_pickups
		WHERE child_id = ANY (?::bigint[]) ORDER BY child_id, authorised DESC, id`, db.Int64Array(ids)).Scan(&rows).Error
	return rows, err
}

// matching answers the children whose profile matches the children's ministry's own filters.
func matching(tx *gorm.DB, classroomID, allergyTypeID int64, active *bool) ([]int64, error) {
	conds, args := []string{"true"}, []any{}
	if classroomID != 0 {
		conds, args = append(conds, "p.classroom_id = ?"), append(args, classroomID)
	}
	if allergyTypeID != 0 {
		conds, args = append(conds, "EXISTS (SELECT 1 FROM children_allergies a WHERE a.child_id = p.person_id AND a.allergy_type_id = ?)"), append(args, allergyTypeID)
	}
	if active != nil {
		conds, args = append(conds, "p.active = ?"), append(args, *active)
	}
	ids := []int64{}
	err := tx.Raw(`SELECT p.person_id FROM children_profiles p WHERE `+strings.Join(conds, " AND "), args...).Scan(&ids).Error
	return ids, err
}

func hasProfile(tx *gorm.DB, id int64, lock bool) (bool, error) {
	q := `SELECT 1 FROM children_profiles WHERE person_id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var n int64
	err := tx.Raw(`SELECT count(*) FROM (`+q+`) x`, id).Scan(&n).Error
	return n > 0, err
}

// profileChange is a profile's fields that change (nil: unchanged).
type profileChange struct {
	ClassroomID                **int64
	Grade                      **int
	AllergyNotes, MedicalNotes *string
	Active                     *bool
}

func updateProfile(tx *gorm.DB, id int64, ch profileChange) error {
	sets, args := []string{"updated_at = now()"}, []any{}
	if ch.ClassroomID != nil {
		sets, args = append(sets, "classroom_id = ?"), append(args, *ch.ClassroomID)
	}
	if ch.Grade != nil {
		sets, args = append(sets, "grade = ?"), append(args, *ch.Grade)
	}
	if ch.AllergyNotes != nil {
		sets, args = append(sets, "allergy_notes = ?"), append(args, *ch.AllergyNotes)
	}
	if ch.MedicalNotes != nil {
		sets, args = append(sets, "medical_notes = ?"), append(args, *ch.MedicalNotes)
	}
	if ch.Active != nil {
		sets, args = append(sets, "active = ?"), append(args, *ch.Active)
	}
	return tx.Exec(`UPDATE children_profiles SET `+strings.Join(sets, ", ")+` WHERE person_id = ?`, append(args, id)...).Error
}

func deleteProfile(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM children_profiles WHERE person_id = ?`, id).Error
}

func logView(tx *gorm.DB, childID int64, viewer *int64, page string) error {
	return tx.Exec(`INSERT INTO children_sensitive_views (child_id, viewer_id, page) VALUES (?, ?, ?)`, childID, viewer, page).Error
}

type noteRow struct {
	ID        int64
	ChildID   int64
	Body      string
	AuthorID  *int64
	CreatedAt time.Time
}

func notesOf(tx *gorm.DB, childID int64) ([]noteRow, error) {
	var rows []noteRow
	err := tx.Raw(`SELECT id, child_id, body, author_id, created_at FROM children_notes WHERE child_id = ? ORDER BY created_at DESC, id DESC LIMIT 500`,
		childID).Scan(&rows).Error
	return rows, err
}

func loadNote(tx *gorm.DB, id int64) (*noteRow, error) {
	var rows []noteRow
	if err := tx.Raw(`SELECT id, child_id, body, author_id, created_at FROM children_notes WHERE id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errNoteNotFound
	}
	return &rows[0], nil
}

func insertNote(tx *gorm.DB, childID int64, body string, author *int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO children_notes (child_id, body, author_id) VALUES (?, ?, ?) RETURNING id`, childID, body, author).Scan(&id).Error
	return id, err
}

func deleteNote(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM children_notes WHERE id = ?`, id).Error
}

// pickupChild answers the child of a pickup, locking the pickup; errPickup when there is none.
func pickupChild(tx *gorm.DB, id int64) (int64, error) {
	var ids []int64
	if err := tx.Raw(`SELECT child_id FROM children_pickups WHERE id = ? FOR UPDATE`, id).Scan(&ids).Error; err != nil {
		return 0, err
	}
	if len(ids) == 0 {
		return 0, errPickup
	}
	return ids[0], nil
}

func insertPickup(tx *gorm.DB, childID int64, f PickupFields) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO children_pickups (child_id, person_id, name, phone, relationship, authorised, note) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
		childID, f.PersonID, f.Name, f.Phone, f.Relationship, f.Authorised, f.Note).Scan(&id).Error
	return id, err
}

func updatePickup(tx *gorm.DB, id int64, f PickupFields) error {
	return tx.Exec(`UPDATE children_pickups SET person_id = ?, name = ?, phone = ?, relationship = ?, authorised = ?, note = ? WHERE id = ?`,
		f.PersonID, f.Name, f.Phone, f.Relationship, f.Authorised, f.Note, id).Error
}

func deletePickup(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM children_pickups WHERE id = ?`, id).Error
}

// Package profile is the child profile's writes that need no HTTP, shared by kids (the API) and
// the children import (which the worker runs, and the worker links no web framework): a new child
// as a person of a household (people's directory) with a profile, the profile's row and its
// allergies, and the church's classrooms and allergy types by name.
package profile

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/children/kit"
	"congregate/tenantapi/people/directory"
)

// Named is an id and a name (a classroom, an allergy type).
type Named struct {
	ID   int64
	Name string
}

// NewChild is a checked new child: a new person in the household of ParentID.
type NewChild struct {
	FirstName, LastName        string
	BirthDate                  *string
	Gender                     string
	ParentID                   int64
	ClassroomID                *int64
	Grade                      *int
	AllergyTypeIDs             []int64
	AllergyNotes, MedicalNotes string
}

var (
	errClassroom = fault.E(fault.NotFound, "Classroom not found")
	errAllergy   = fault.E(fault.NotFound, "Allergy not found")
)

// Add makes a new person the child of the parent's household (a parent without one gets one) with
// a profile and its allergies, and audits children.child.add; it answers the child's id.
func Add(tx *gorm.DB, a kit.Actor, c NewChild) (int64, error) {
	people := directory.Directory{}
	household, err := people.HouseholdOf(tx, c.ParentID)
	if err != nil {
		return 0, err
	}
	if err := CheckRefs(tx, c.ClassroomID, c.AllergyTypeIDs); err != nil {
		return 0, err
	}
	id, err := people.AddChild(tx, directory.NewChild{FirstName: c.FirstName, LastName: c.LastName, BirthDate: c.BirthDate,
		Gender: c.Gender, HouseholdID: household})
	if err != nil {
		return 0, err
	}
	if err := Insert(tx, id, c.ClassroomID, c.Grade, c.MedicalNotes, c.AllergyNotes); err != nil {
		return 0, err
	}
	if err := SetAllergies(tx, id, c.AllergyTypeIDs); err != nil {
		return 0, err
	}
	return id, audit.Write(tx, a.Audit(kit.EventChildAdd, map[string]any{"childId": id, "name": c.FirstName + " " + c.LastName,
		"newPerson": true, "photo": false}))
}

// CheckRefs checks a classroom (nil: none) and allergy types are the church's.
func CheckRefs(tx *gorm.DB, classroomID *int64, allergyTypes []int64) error {
	if classroomID != nil {
		var n int64
		if err := tx.Raw(`SELECT count(*) FROM children_classrooms WHERE id = ?`, *classroomID).Scan(&n).Error; err != nil {
			return err
		}
		if n == 0 {
			return errClassroom
		}
	}
	if len(allergyTypes) > 0 {
		var n int64
		if err := tx.Raw(`SELECT count(*) FROM children_allergy_types WHERE id = ANY (?::bigint[])`, db.Int64Array(allergyTypes)).
			Scan(&n).Error; err != nil {
			return err
		}
		if n != int64(len(allergyTypes)) {
			return errAllergy
		}
	}
	return nil
}

// Insert writes a person's child profile.
func Insert(tx *gorm.DB, id int64, classroomID *int64, grade *int, medicalNotes, allergyNotes string) error {
	return tx.Exec(`INSERT INTO children_profiles (person_id, classroom_id, grade, medical_notes, allergy_notes) VALUES (?, ?, ?, ?, ?)`,
		id, classroomID, grade, medicalNotes, allergyNotes).Error
}

// SetAllergies replaces a child's allergies.
func SetAllergies(tx *gorm.DB, id int64, types []int64) error {
	if err := tx.Exec(`DELETE FROM children_allergies WHERE child_id = ?`, id).Error; err != nil {
		return err
	}
	if len(types) == 0 {
		return nil
	}
	return tx.Exec(`INSERT INTO children_allergies (child_id, allergy_type_id) SELECT ?, unnest(?::bigint[])`, id, db.Int64Array(types)).Error
}

// Classrooms is every classroom of the church, inactive ones too, in the church's order.
func Classrooms(tx *gorm.DB) ([]Named, error) {
	out := []Named{}
	err := tx.Raw(`SELECT c.id, c.name FROM children_classrooms c LEFT JOIN children_classroom_categories g ON g.id = c.category_id
		ORDER BY g.position NULLS LAST, c.position, lower(c.name), c.id`).Scan(&out).Error
	return out, err
}

// AllergyTypes is every allergy type of the church, in its order.
func AllergyTypes(tx *gorm.DB) ([]Named, error) {
	out := []Named{}
	err := tx.Raw(`SELECT id, name FROM children_allergy_types ORDER BY position, id`).Scan(&out).Error
	return out, err
}

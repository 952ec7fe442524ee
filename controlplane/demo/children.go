package demo

import (
	"fmt"
	"math/rand/v2"
	"time"

	"gorm.io/gorm"
)

// seedChildren gives the demo church its children's ministry (issue 15): three classroom
// categories with five classrooms by age and grade, up to 25 of its children (from its households)
// with profiles — a few with allergies and medical notes, grandparents who may pick them up and
// one person who must NOT — and six teachers: one whose background check expires soon, one whose
// check has expired. A few
// set-based statements.
func seedChildren(tx *gorm.DB, r *rand.Rand, people []person, now time.Time) error {
	var kids, adults []person
	for _, p := range people {
		switch {
		case p.Relationship == "child" && p.Age <= 11 && len(kids) < 25:
			kids = append(kids, p)
		case p.Age >= 25 && p.Age <= 60 && p.Relationship != "child":
			adults = append(adults, p)
		}
	}
	if len(kids) < 5 || len(adults) < 2 {
		return nil // a tiny demo: nothing to show
	}
	if err := tx.Exec(`INSERT INTO children_classroom_categories (name, position) VALUES ('Nursery', 1), ('Preschool', 2), ('Elementary', 3)`).Error; err != nil {
		return err
	}
	if err := tx.Exec(`INSERT INTO children_classrooms (category_id, name, min_age_months, max_age_months, min_grade, max_grade, capacity, ratio, position)
		SELECT g.id, r.name, r.min_age, r.max_age, r.min_grade, r.max_grade, r.capacity, r.ratio, r.position
		FROM (VALUES ('Nursery', 'Little Lambs', 0, 23, NULL::int, NULL::int, 8, 3, 1),
			('Preschool', 'Cubs', 24, 47, NULL, NULL, 12, 5, 2),
			('Preschool', 'Lions', 48, 71, NULL, NULL, 15, 6, 3),
			('Elementary', 'Explorers', NULL, NULL, 0, 2, 20, 8, 4),
			('Elementary', 'Voyagers', NULL, NULL, 3, 5, 24, 10, 5))
			AS r(category, name, min_age, max_age, min_grade, max_grade, capacity, ratio, position)
		JOIN children_classroom_categories g ON g.name = r.category`).Error; err != nil {
		return err
	}
	type profile struct {
		ID        int64    `json:"id"`
		Classroom string   `json:"classroom"`
		Grade     *int     `json:"grade"`
		Medical   string   `json:"medical"`
		Allergy   string   `json:"allergy"`
		Allergies []string `json:"allergies"`
	}
	medical := []string{"Asthma: inhaler in the bag", "Type 1 diabetes: snack at 11:00", "Eczema: no scented wipes"}
	foods := [][]string{{"Peanuts"}, {"Milk"}, {"Eggs", "Tree nuts"}, {"Wheat / gluten"}, {"Peanuts", "Sesame"}}
	profiles := make([]profile, 0, len(kids))
	for i, k := range kids {
		p := profile{ID: k.ID, Allergies: []string{}}
		switch {
		case k.Age <= 1:
			p.Classroom = "Little Lambs"
		case k.Age <= 3:
			p.Classroom = "Cubs"
		case k.Age <= 5:
			p.Classroom = "Lions"
		default:
			g := k.Age - 6
			p.Grade = &g
			p.Classroom = "Explorers"
			if g >= 3 {
				p.Classroom = "Voyagers"
			}
		}
		if i%4 == 1 {
			p.Allergies = foods[r.IntN(len(foods))]
			p.Allergy = "Check snacks; parents bring their own"
			if p.Allergies[0] == "Peanuts" {
				p.Allergy = "EpiPen in the diaper bag"
			}
		}
		if i%7 == 3 {
			p.Medical = medical[r.IntN(len(medical))]
		}
		profiles = append(profiles, p)
	}
	if err := insertJSON(tx, `WITH r AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS r(id bigint, classroom text, grade int, medical text,
			allergy text, allergies jsonb)),
		p AS (INSERT INTO children_profiles (person_id, classroom_id, grade, medical_notes, allergy_notes)
			SELECT r.id, c.id, r.grade, r.medical, r.allergy FROM r LEFT JOIN children_classrooms c ON c.name = r.classroom RETURNING person_id)
		INSERT INTO children_allergies (child_id, allergy_type_id)
		SELECT r.id, t.id FROM r CROSS JOIN jsonb_array_elements_text(r.allergies) a(name) JOIN children_allergy_types t ON t.name = a.name`,
		profiles); err != nil {
		return err
	}
	type pickup struct {
		Child        int64  `json:"child"`
		Name         string `json:"name"`
		Phone        string `json:"phone"`
		Relationship string `json:"relationship"`
		Authorised   bool   `json:"authorised"`
		Note         string `json:"note"`
	}
	pickups := []pickup{{kids[2].ID, "Marcus Hale", "+15555550188", "Father (non-custodial)", false, "Court order on file with the office: call the parents"}}
	for i := 0; i < len(kids); i += 5 {
		pickups = append(pickups, pickup{kids[i].ID, fmt.Sprintf("%s %s", femaleNames[r.IntN(len(femaleNames))], kids[i].Last),
			fmt.Sprintf("+1555555%04d", 2000+i), "Grandmother", true, ""})
	}
	if err := insertJSON(tx, `INSERT INTO children_pickups (child_id, name, phone, relationship, authorised, note)
		SELECT child, name, phone, relationship, authorised, note FROM jsonb_to_recordset(?::jsonb)
			AS r(child bigint, name text, phone text, relationship text, authorised boolean, note text)`, pickups); err != nil {
		return err
	}
	day := func(years, days int) string { return now.AddDate(years, 0, days).Format("2006-01-02") }
	first, second := adults[r.IntN(len(adults)/2)], adults[len(adults)/2+r.IntN(len(adults)-len(adults)/2)]
	// Four more, picked without the random source (the rest of the demo stays as it was): two for
	// the nursery, one for Voyagers, and one whose check has expired (no classroom).
	more := []int64{}
	for i := 0; i < len(adults) && len(more) < 4; i += max(1, len(adults)/7) {
		if id := adults[i].ID; id != first.ID && id != second.ID {
			more = append(more, id)
		}
	}
	type teacher struct {
		ID      int64    `json:"id"`
		On      string   `json:"on"`
		Expires string   `json:"expires"`
		Rooms   []string `json:"rooms"`
	}
	teachers := []teacher{{first.ID, day(0, -120), day(2, -120), []string{"Cubs", "Lions"}}, {second.ID, day(-2, 20), day(0, 20), []string{"Explorers"}}}
	for i, id := range more {
		t := teacher{id, day(0, -60-30*i), day(2, -60-30*i), [][]string{{"Little Lambs"}, {"Voyagers"}, {"Little Lambs"}, nil}[i]}
		if i == 3 {
			t.On, t.Expires = day(-2, -10), day(0, -10)
		}
		teachers = append(teachers, t)
	}
	if err := insertJSON(tx, `INSERT INTO children_teachers (person_id, background_check_on, background_check_expires_on)
		SELECT id, "on"::date, expires::date FROM jsonb_to_recordset(?::jsonb) AS r(id bigint, "on" text, expires text)`, teachers); err != nil {
		return err
	}
	return insertJSON(tx, `INSERT INTO children_teacher_classrooms (teacher_id, classroom_id)
		SELECT r.id, c.id FROM jsonb_to_recordset(?::jsonb) AS r(id bigint, rooms jsonb)
		CROSS JOIN LATERAL jsonb_array_elements_text(COALESCE(r.rooms, '[]')) AS room(name)
		JOIN children_classrooms c ON c.name = room.name`, teachers)
}

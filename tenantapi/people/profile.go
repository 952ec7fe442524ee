package people

import (
	"congregate/tenantapi/people/households"
	"errors"
	"time"

	"gorm.io/gorm"
)

// loadPerson reads one live (not merged) person.
func loadPerson(tx *gorm.DB, id int64, now time.Time) (*Person, error) {
	var rows []personRow
	if err := tx.Raw(`SELECT `+personSelect+` FROM people p `+personJoins+` WHERE p.id = ? AND p.merged_into_id IS NULL`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errPersonNotFound
	}
	p := rows[0].toPerson(now)
	return &p, nil
}

// Record is a live person as the calls answer them, for the sub-packages whose calls answer a
// person (photos): they do not import this package, so the route table hands them this.
func (h Handler) Record(tx *gorm.DB, id int64) (*Person, error) { return loadPerson(tx, id, h.now()) }

// Profile is the view-people page: the person and what they belong to.
type Profile struct {
	Person
	Household    *households.Household `json:"household"`
	Groups       []NamedRef            `json:"groups"`
	ServiceUnits []ServiceUnitPlace    `json:"serviceUnits"`
	Leadership   *LeaderRef            `json:"leadership"`
	Attendance   AttendanceSummary     `json:"attendance"`
}

// NamedRef is an id and a name.
type NamedRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// ServiceUnitPlace is a person's place in a service unit.
type ServiceUnitPlace struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	PositionID *int64 `json:"positionId"`
	Position   string `json:"position"`
}

// LeaderRef is a person's leadership title.
type LeaderRef struct {
	ID    int64  `json:"id"`
	Title string `json:"title"`
}

// AttendanceSummary counts a person's attendance.
type AttendanceSummary struct {
	Last30Days   int64   `json:"last30Days"`
	Last90Days   int64   `json:"last90Days"`
	LastAttended *string `json:"lastAttended"`
	Total        int64   `json:"total"`
}

func loadProfile(tx *gorm.DB, id int64, now time.Time) (*Profile, error) {
	p, err := loadPerson(tx, id, now)
	if err != nil {
		return nil, err
	}
	out := &Profile{Person: *p, Groups: []NamedRef{}, ServiceUnits: []ServiceUnitPlace{}}
	if p.HouseholdID != nil {
		if out.Household, err = households.Load(tx, *p.HouseholdID); err != nil {
			return nil, err
		}
	}
	if err := tx.Raw(`SELECT g.id, g.name FROM groups g JOIN group_members gm ON gm.group_id = g.id
		WHERE gm.person_id = ? ORDER BY lower(g.name)`, id).Scan(&out.Groups).Error; err != nil {
		return nil, err
	}
	if err := tx.Raw(`SELECT u.id, u.name, m.position_id, COALESCE(pos.name, '') AS position
		FROM service_units u JOIN service_unit_members m ON m.service_unit_id = u.id
		LEFT JOIN positions pos ON pos.id = m.position_id WHERE m.person_id = ? ORDER BY lower(u.name)`, id).Scan(&out.ServiceUnits).Error; err != nil {
		return nil, err
	}
	var leaders []LeaderRef
	if err := tx.Raw(`SELECT id, title FROM leaders WHERE person_id = ?`, id).Scan(&leaders).Error; err != nil {
		return nil, err
	}
	if len(leaders) > 0 {
		out.Leadership = &leaders[0]
	}
	var last *time.Time
	today := now.Format("2006-01-02")
	err = tx.Raw(`SELECT count(*) FILTER (WHERE s.service_date > ?::date - 30),
			count(*) FILTER (WHERE s.service_date > ?::date - 90), max(s.service_date), count(*)
		FROM attendance_records r JOIN attendance_sessions s ON s.id = r.session_id WHERE r.person_id = ?`, today, today, id).
		Row().Scan(&out.Attendance.Last30Days, &out.Attendance.Last90Days, &last, &out.Attendance.Total)
	if err != nil && !errors.Is(err, gorm.ErrRecordNotFound) {
		return nil, err
	}
	out.Attendance.LastAttended = isoDate(last)
	return out, nil
}

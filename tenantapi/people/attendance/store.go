package attendance

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
)

// The SQL of attendance: the only file of the package that names tables.

const serviceCols = "id, name, day_of_week, start_time"

// services are the church's services by name.
func services(tx *gorm.DB) ([]ChurchService, error) {
	var out []ChurchService
	if err := tx.Raw(`SELECT ` + serviceCols + ` FROM services ORDER BY lower(name), id`).Scan(&out).Error; err != nil {
		return nil, err
	}
	if out == nil {
		out = []ChurchService{}
	}
	return out, nil
}

func loadService(tx *gorm.DB, id int64) (*ChurchService, error) {
	return db.One[ChurchService](tx, serviceCols, "services", "id", id, errServiceNotFound)
}

// serviceChange is a service's fields that change (nil: unchanged).
type serviceChange struct {
	Name, DayOfWeek, StartTime *string
}

func (ch serviceChange) columns() []db.Column {
	var cols []db.Column
	if ch.Name != nil {
		cols = append(cols, db.Column{Name: "name", Value: *ch.Name})
	}
	if ch.DayOfWeek != nil {
		cols = append(cols, db.Column{Name: "day_of_week", Value: *ch.DayOfWeek})
	}
	if ch.StartTime != nil {
		cols = append(cols, db.Column{Name: "start_time", Value: *ch.StartTime})
	}
	return cols
}

func insertService(tx *gorm.DB, ch serviceChange) (int64, error) {
	return db.Insert(tx, "services", ch.columns())
}

func updateService(tx *gorm.DB, id int64, ch serviceChange) error {
	return db.Update(tx, "services", id, ch.columns(), errServiceNotFound)
}

// lockService locks a service row; found is false when there is none.
func lockService(tx *gorm.DB, id int64) (found bool, err error) {
	var ids []int64
	err = tx.Raw(`SELECT id FROM services WHERE id = ? FOR UPDATE`, id).Scan(&ids).Error
	return len(ids) > 0, err
}

// serviceSessions counts the service dates recorded for a service.
func serviceSessions(tx *gorm.DB, id int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM attendance_sessions WHERE service_id = ?`, id).Scan(&n).Error
	return n, err
}

func deleteService(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "services", id, errServiceNotFound)
}

// sessionFilter is what an attendance list asks for (zero values: any).
type sessionFilter struct {
	ServiceID int64
	From, To  *string
}

// sessions is one page of service dates, the newest first.
func sessions(tx *gorm.DB, f sessionFilter, limit, offset int) ([]SessionSummary, int64, error) {
	where, args := "true", []any{}
	if f.ServiceID != 0 {
		where, args = where+" AND s.service_id = ?", append(args, f.ServiceID)
	}
	if f.From != nil {
		where, args = where+" AND s.service_date >= ?", append(args, *f.From)
	}
	if f.To != nil {
		where, args = where+" AND s.service_date <= ?", append(args, *f.To)
	}
	return db.Page[SessionSummary](tx, `s.service_id, v.name AS service, to_char(s.service_date, 'YYYY-MM-DD') AS date,
			(SELECT count(*) FROM attendance_records r WHERE r.session_id = s.id) AS present, s.guests,
			(SELECT count(*) FROM attendance_records r WHERE r.session_id = s.id) + s.guests AS total`,
		"attendance_sessions s JOIN services v ON v.id = s.service_id", where, args, "s.service_date DESC, lower(v.name), s.id", limit, offset)
}

// sessionGuests is a service date's guests (0 when nothing is recorded).
func sessionGuests(tx *gorm.DB, serviceID int64, date string) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT guests FROM attendance_sessions WHERE service_id = ? AND service_date = ?`, serviceID, date).Scan(&n).Error
	return n, err
}

// sessionPeople are the people present at a service date, by name.
func sessionPeople(tx *gorm.DB, serviceID int64, date string) ([]Attendee, error) {
	var rows []struct {
		ID                              int64
		FirstName, MiddleName, LastName string
		IsActive                        bool
	}
	if err := tx.Raw(`SELECT p.id, p.first_name, p.middle_name, p.last_name, p.is_active FROM attendance_records r
		JOIN attendance_sessions s ON s.id = r.session_id JOIN people p ON p.id = r.person_id
		WHERE s.service_id = ? AND s.service_date = ? ORDER BY lower(p.last_name), lower(p.first_name), p.id`, serviceID, date).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]Attendee, 0, len(rows))
	for _, r := range rows {
		st := "active"
		if !r.IsActive {
			st = "inactive"
		}
		out = append(out, Attendee{ID: r.ID, FullName: person.FullName(r.FirstName, r.MiddleName, r.LastName), Status: st})
	}
	return out, nil
}

// livePeople counts the live (not merged) people among distinct ids.
func livePeople(tx *gorm.DB, ids []int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM people WHERE id = ANY (?::bigint[]) AND merged_into_id IS NULL`, db.Int64Array(ids)).Scan(&n).Error
	return n, err
}

// upsertSession makes or updates a service date's session and answers its id.
func upsertSession(tx *gorm.DB, serviceID int64, date string, guests int) (int64, error) {
	var sid int64
	err := tx.Raw(`INSERT INTO attendance_sessions (service_id, service_date, guests) VALUES (?, ?, ?)
			ON CONFLICT (service_id, service_date) DO UPDATE SET guests = EXCLUDED.guests RETURNING id`, serviceID, date, guests).Scan(&sid).Error
	return sid, err
}

// replaceRecords makes the session's people exactly ids (distinct).
func replaceRecords(tx *gorm.DB, sessionID int64, ids []int64) error {
	arr := db.Int64Array(ids)
	if err := tx.Exec(`DELETE FROM attendance_records WHERE session_id = ? AND person_id <> ALL (?::bigint[])`, sessionID, arr).Error; err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO attendance_records (session_id, person_id) SELECT ?, unnest(?::bigint[]) ON CONFLICT DO NOTHING`, sessionID, arr).Error
}

// deleteSession deletes a service date's session and its records; found is false when none.
func deleteSession(tx *gorm.DB, serviceID int64, date string) (found bool, err error) {
	res := tx.Exec(`DELETE FROM attendance_sessions WHERE service_id = ? AND service_date = ?`, serviceID, date)
	return res.RowsAffected > 0, res.Error
}

// firstYear is the year of the church's first attendance or person, or this year when none.
func firstYear(tx *gorm.DB, this int) (int, error) {
	var first int
	err := tx.Raw(`SELECT COALESCE(least((SELECT extract(year FROM min(service_date))::int FROM attendance_sessions),
				(SELECT extract(year FROM min(created_at))::int FROM people)), ?)`, this).Scan(&first).Error
	return first, err
}

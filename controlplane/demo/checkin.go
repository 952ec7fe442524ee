package demo

import (
	"math/rand/v2"
	"time"

	"gorm.io/gorm"
)

// seedCheckin gives the demo church's check-in (issue 15) three stations and, when the demo has
// children with profiles in a classroom, eight past Sundays of check-ins: each child comes about
// three Sundays in four, brothers and sisters together under one code, everyone picked up by a
// parent an hour and a half later. Without profiles (h-kids seeds them) only the stations are made.
func seedCheckin(tx *gorm.DB, r *rand.Rand, now time.Time, today string) error {
	if err := tx.Exec(`INSERT INTO children_stations (name, mode, tag) VALUES
		('Main entrance', 'manned', '2'), ('Family kiosk', 'self', '3'), ('Nursery roster', 'roster', '4')
		ON CONFLICT DO NOTHING`).Error; err != nil {
		return err
	}
	var kids []struct {
		ID          int64
		ClassroomID int64
		HouseholdID int64
	}
	if err := tx.Raw(`SELECT p.person_id AS id, p.classroom_id, COALESCE(hm.household_id, -p.person_id) AS household_id
		FROM children_profiles p LEFT JOIN household_members hm ON hm.person_id = p.person_id
		WHERE p.active AND p.classroom_id IS NOT NULL ORDER BY household_id, p.person_id`).Scan(&kids).Error; err != nil {
		return err
	}
	// Today the teachers with a valid check are in a room each (their first by position), so the
	// rooms' ratios let children in; Lions has no adult and shows why it is closed.
	if err := tx.Exec(`INSERT INTO children_room_adults (classroom_id, person_id, service_on)
		SELECT DISTINCT ON (t.person_id) c.id, t.person_id, ?::date
		FROM children_teachers t JOIN children_teacher_classrooms tc ON tc.teacher_id = t.person_id
		JOIN children_classrooms c ON c.id = tc.classroom_id AND c.active
		WHERE t.background_check_on IS NOT NULL AND (t.background_check_expires_on IS NULL OR t.background_check_expires_on >= ?::date)
		ORDER BY t.person_id, c.position`, today, today).Error; err != nil {
		return err
	}
	if len(kids) == 0 {
		return nil
	}
	var stations []int64
	if err := tx.Raw(`SELECT id FROM children_stations ORDER BY tag LIMIT 2`).Scan(&stations).Error; err != nil {
		return err
	}
	type row struct {
		Group     int    `json:"group_no"`
		ClientID  string `json:"client_id"`
		Station   int64  `json:"station"`
		ServiceOn string `json:"service_on"`
		Code      string `json:"code"`
		ChildID   int64  `json:"child_id"`
		Classroom int64  `json:"classroom"`
		In        string `json:"in"`
		Out       string `json:"out"`
	}
	const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
	sunday := now.AddDate(0, 0, -int(now.Weekday()))
	if now.Weekday() == time.Sunday {
		sunday = sunday.AddDate(0, 0, -7)
	}
	var rows []row
	group := 0
	for w := 0; w < 8; w++ {
		day := sunday.AddDate(0, 0, -7*w)
		used := map[string]bool{}
		for i := 0; i < len(kids); {
			j := i
			for j < len(kids) && kids[j].HouseholdID == kids[i].HouseholdID {
				j++
			}
			if r.IntN(4) != 0 {
				group++
				st := stations[r.IntN(len(stations))]
				tag := "2"
				if st == stations[len(stations)-1] && len(stations) > 1 {
					tag = "3"
				}
				code := ""
				for code == "" || used[code] {
					code = tag + string(alphabet[r.IntN(31)]) + string(alphabet[r.IntN(31)]) + string(alphabet[r.IntN(31)])
				}
				used[code] = true
				in := time.Date(day.Year(), day.Month(), day.Day(), 9, 30+r.IntN(25), r.IntN(60), 0, time.Local)
				for _, k := range kids[i:j] {
					rows = append(rows, row{Group: group, ClientID: demoUUID(r), Station: st, ServiceOn: day.Format("2006-01-02"), Code: code,
						ChildID: k.ID, Classroom: k.ClassroomID, In: in.Format(time.RFC3339), Out: in.Add(90 * time.Minute).Format(time.RFC3339)})
				}
			}
			i = j
		}
	}
	if len(rows) == 0 {
		return nil
	}
	// One statement a table: groups (first row of each), check-outs, check-ins joined back by group.
	return insertJSON(tx, `WITH src AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS r(group_no int, client_id uuid, station bigint,
			service_on date, code text, child_id bigint, classroom bigint, "in" timestamptz, "out" timestamptz)),
		g AS (INSERT INTO children_checkin_groups (client_id, station_id, service_on, code, open, checked_in_at, created_at)
			SELECT DISTINCT ON (group_no) client_id, station, service_on, code, false, "in", "in" FROM src ORDER BY group_no
			RETURNING id, client_id),
		gm AS (SELECT DISTINCT ON (s.group_no) s.group_no, g.id FROM src s JOIN g ON g.client_id = s.client_id),
		o AS (INSERT INTO children_checkouts (client_id, station_id, service_on, code, picked_up_by_name, checked_out_at)
			SELECT gen_random_uuid(), s.station, s.service_on, s.code, 'Parent', s."out" FROM (SELECT DISTINCT ON (group_no) * FROM src ORDER BY group_no) s
			RETURNING id, code, service_on)
		INSERT INTO children_checkins (group_id, child_id, classroom_id, service_on, checked_in_at, checkout_id, checked_out_at)
		SELECT gm.id, s.child_id, s.classroom, s.service_on, s."in", o.id, s."out"
		FROM src s JOIN gm ON gm.group_no = s.group_no JOIN o ON o.code = s.code AND o.service_on = s.service_on`, rows)
}

func demoUUID(r *rand.Rand) string {
	const hex = "0123456789abcdef"
	b := []byte("xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx")
	for i := range b {
		if b[i] == 'x' {
			b[i] = hex[r.IntN(16)]
		}
	}
	return string(b)
}

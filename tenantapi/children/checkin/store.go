package checkin

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of check-in: the only file of the package that names tables. Children's profiles and
// classrooms are read here with a small query of check-in's own (kids.Load and classrooms.Suggest
// take over at merge); people through directory.

const stationCols = `id, name, mode, tag`

func listStations(tx *gorm.DB) ([]Station, error) {
	out := []Station{}
	err := tx.Raw(`SELECT ` + stationCols + ` FROM children_stations ORDER BY lower(name), id`).Scan(&out).Error
	return out, err
}

func loadStation(tx *gorm.DB, id int64) (*Station, error) {
	return db.One[Station](tx, stationCols, `children_stations`, `id`, id, errStationNotFound)
}

func stationTags(tx *gorm.DB) ([]string, error) {
	tags := []string{}
	err := tx.Raw(`SELECT tag FROM children_stations ORDER BY tag FOR UPDATE`).Scan(&tags).Error
	return tags, err
}

func insertStation(tx *gorm.DB, r StationRequest, tag string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO children_stations (name, mode, tag) VALUES (?, ?, ?) RETURNING id`, r.Name, r.Mode, tag).Scan(&id).Error
	return id, err
}

func updateStation(tx *gorm.DB, r StationRequest) (bool, error) {
	res := tx.Exec(`UPDATE children_stations SET name = ?, mode = ?, updated_at = now() WHERE id = ?`, r.Name, r.Mode, r.ID)
	return res.RowsAffected > 0, res.Error
}

func deleteStation(tx *gorm.DB, id int64) (bool, error) {
	res := tx.Exec(`DELETE FROM children_stations WHERE id = ?`, id)
	return res.RowsAffected > 0, res.Error
}

// profile is what check-in reads of a child's profile.
type profile struct {
	ID           int64
	ClassroomID  *int64
	Grade        *int
	AllergyNotes string
	HasMedical   bool
}

// activeProfiles answers the active profiles of ids.
func activeProfiles(tx *gorm.DB, ids []int64) (map[int64]profile, error) {
	var rows []profile
	err := tx.Raw(`SELECT person_id AS id, classroom_id, grade, allergy_notes, medical_notes <> '' AS has_medical
		FROM children_profiles WHERE active AND person_id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&rows).Error
	out := make(map[int64]profile, len(rows))
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, err
}

func activeChildIDs(tx *gorm.DB) ([]int64, error) {
	ids := []int64{}
	err := tx.Raw(`SELECT person_id FROM children_profiles WHERE active ORDER BY person_id`).Scan(&ids).Error
	return ids, err
}

func allergies(tx *gorm.DB, ids []int64) (map[int64][]string, error) {
	var rows []struct {
		ChildID int64
		Name    string
	}
	err := tx.Raw(`SELECT a.child_id, t.name FROM children_allergies a JOIN children_allergy_types t ON t.id = a.allergy_type_id
		WHERE a.child_id = ANY (?::bigint[]) ORDER BY t.position, t.name`, db.Int64Array(ids)).Scan(&rows).Error
	out := map[int64][]string{}
	for _, r := range rows {
		out[r.ChildID] = append(out[r.ChildID], r.Name)
	}
	return out, err
}

type pickup struct {
	ChildID    int64
	PersonID   *int64
	Name       string
	Authorised bool
}

func pickups(tx *gorm.DB, ids []int64) ([]pickup, error) {
	var rows []pickup
	err := tx.Raw(`SELECT child_id, person_id, name, authorised FROM children_pickups WHERE child_id = ANY (?::bigint[]) ORDER BY id`,
		db.Int64Array(ids)).Scan(&rows).Error
	return rows, err
}

// classroom is what check-in reads of a classroom.
type classroom struct {
	ID           int64
	Name         string
	MinAgeMonths *int
	MaxAgeMonths *int
	MinGrade     *int
	MaxGrade     *int
	Capacity     int
	Ratio        int
	Active       bool
}

const classroomCols = `id, name, min_age_months, max_age_months, min_grade, max_grade, capacity, ratio, active`

func activeClassrooms(tx *gorm.DB) ([]classroom, error) {
	var rows []classroom
	err := tx.Raw(`SELECT ` + classroomCols + ` FROM children_classrooms WHERE active ORDER BY position, lower(name), id`).Scan(&rows).Error
	return rows, err
}

// lockClassrooms locks the rooms of ids in id order (two stations lock in the same order, so they
// wait rather than deadlock): the count read after the lock is the count the insert sees.
func lockClassrooms(tx *gorm.DB, ids []int64) (map[int64]classroom, error) {
	var rows []classroom
	err := tx.Raw(`SELECT `+classroomCols+` FROM children_classrooms WHERE id = ANY (?::bigint[]) ORDER BY id FOR UPDATE`,
		db.Int64Array(ids)).Scan(&rows).Error
	out := make(map[int64]classroom, len(rows))
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, err
}

// roomFigures answers the children in and the adults present per room on a service day.
func roomFigures(tx *gorm.DB, serviceOn string) (counts, adults map[int64]int, err error) {
	var rows []struct {
		ClassroomID int64
		Children    int
		Adults      int
	}
	err = tx.Raw(`SELECT classroom_id, sum(children)::int AS children, sum(adults)::int AS adults FROM (
			SELECT classroom_id, count(*) AS children, 0 AS adults FROM children_checkins
			WHERE service_on = ? AND checked_out_at IS NULL AND classroom_id IS NOT NULL GROUP BY classroom_id
			UNION ALL
			SELECT classroom_id, 0, count(*) FROM children_room_adults WHERE service_on = ? AND out_at IS NULL GROUP BY classroom_id
		) f GROUP BY classroom_id`, serviceOn, serviceOn).Scan(&rows).Error
	counts, adults = map[int64]int{}, map[int64]int{}
	for _, r := range rows {
		counts[r.ClassroomID], adults[r.ClassroomID] = r.Children, r.Adults
	}
	return counts, adults, err
}

// openCheckin is a child's open check-in of a service day.
type openCheckin struct {
	ChildID     int64
	CheckinID   int64
	Code        string
	StationName string
}

func openCheckinsOf(tx *gorm.DB, childIDs []int64, serviceOn string) (map[int64]openCheckin, error) {
	var rows []openCheckin
	err := tx.Raw(`SELECT c.child_id, c.id AS checkin_id, g.code, COALESCE(s.name, '') AS station_name
		FROM children_checkins c JOIN children_checkin_groups g ON g.id = c.group_id
		LEFT JOIN children_stations s ON s.id = g.station_id
		WHERE c.child_id = ANY (?::bigint[]) AND c.service_on = ? AND c.checked_out_at IS NULL`,
		db.Int64Array(childIDs), serviceOn).Scan(&rows).Error
	out := make(map[int64]openCheckin, len(rows))
	for _, r := range rows {
		out[r.ChildID] = r
	}
	return out, err
}

// insertGroup writes a group under code; inserted is false when the code is open on another
// group that day, or the client id is already there (the caller tells which).
func insertGroup(tx *gorm.DB, clientID string, stationID int64, serviceOn, code string, broughtBy, recordedBy *int64, at time.Time) (id int64, inserted bool, err error) {
	var ids []int64
	err = tx.Raw(`INSERT INTO children_checkin_groups (client_id, station_id, service_on, code, brought_by, recorded_by, checked_in_at)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
		clientID, stationID, serviceOn, code, broughtBy, recordedBy, at).Scan(&ids).Error
	if err != nil || len(ids) == 0 {
		return 0, false, err
	}
	return ids[0], true, nil
}

func groupByClientID(tx *gorm.DB, clientID string) (int64, bool, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM children_checkin_groups WHERE client_id = ?`, clientID).Scan(&ids).Error
	if err != nil || len(ids) == 0 {
		return 0, false, err
	}
	return ids[0], true, nil
}

func checkoutByClientID(tx *gorm.DB, clientID string) (int64, bool, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM children_checkouts WHERE client_id = ?`, clientID).Scan(&ids).Error
	if err != nil || len(ids) == 0 {
		return 0, false, err
	}
	return ids[0], true, nil
}

func insertCheckin(tx *gorm.DB, groupID, childID, classroomID int64, serviceOn string, at time.Time) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO children_checkins (group_id, child_id, classroom_id, service_on, checked_in_at)
		VALUES (?, ?, ?, ?, ?) RETURNING id`, groupID, childID, classroomID, serviceOn, at).Scan(&id).Error
	return id, err
}

// checkinRow is a check-in with its group's code and its check-out.
type checkinRow struct {
	ID             int64
	GroupID        int64
	ChildID        int64
	ClassroomID    *int64
	ClassroomName  string
	Code           string
	ServiceOn      string
	StationID      *int64
	CheckedInAt    time.Time
	CheckedOutAt   *time.Time
	PickedUpByID   *int64
	PickedUpByName string
}

const checkinSelect = `SELECT c.id, c.group_id, c.child_id, c.classroom_id, COALESCE(r.name, '') AS classroom_name, g.code,
		to_char(c.service_on, 'YYYY-MM-DD') AS service_on, g.station_id, c.checked_in_at, c.checked_out_at,
		o.picked_up_by_id, COALESCE(o.picked_up_by_name, '') AS picked_up_by_name
	FROM children_checkins c JOIN children_checkin_groups g ON g.id = c.group_id
	LEFT JOIN children_classrooms r ON r.id = c.classroom_id
	LEFT JOIN children_checkouts o ON o.id = c.checkout_id`

func groupCheckins(tx *gorm.DB, groupID int64) ([]checkinRow, error) {
	var rows []checkinRow
	err := tx.Raw(checkinSelect+` WHERE c.group_id = ? ORDER BY c.id`, groupID).Scan(&rows).Error
	return rows, err
}

// groupCheckinsOf is the check-ins of the group of the check-in id.
func groupCheckinsOf(tx *gorm.DB, id int64) ([]checkinRow, error) {
	var rows []checkinRow
	err := tx.Raw(checkinSelect+` WHERE c.group_id = (SELECT group_id FROM children_checkins WHERE id = ?) ORDER BY c.id`, id).Scan(&rows).Error
	return rows, err
}

func checkinsByID(tx *gorm.DB, ids []int64) ([]checkinRow, error) {
	var rows []checkinRow
	err := tx.Raw(checkinSelect+` WHERE c.id = ANY (?::bigint[]) ORDER BY c.id`, db.Int64Array(ids)).Scan(&rows).Error
	return rows, err
}

func checkinsByCheckout(tx *gorm.DB, checkoutID int64) ([]checkinRow, error) {
	var rows []checkinRow
	err := tx.Raw(checkinSelect+` WHERE c.checkout_id = ? ORDER BY c.id`, checkoutID).Scan(&rows).Error
	return rows, err
}

// lockOpenCheckins locks the check-ins of ids that are still open; closed ones are not answered.
func lockCheckins(tx *gorm.DB, ids []int64) ([]checkinRow, error) {
	var locked []int64
	if err := tx.Raw(`SELECT id FROM children_checkins WHERE id = ANY (?::bigint[]) ORDER BY id FOR UPDATE`,
		db.Int64Array(ids)).Scan(&locked).Error; err != nil {
		return nil, err
	}
	return checkinsByID(tx, locked)
}

func insertCheckout(tx *gorm.DB, clientID string, stationID int64, serviceOn, code string, by PickedUpBy, recordedBy *int64,
	pending bool, childIDs []int64, notAuthorised bool, at time.Time) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO children_checkouts (client_id, station_id, service_on, code, picked_up_by_id, picked_up_by_name,
			recorded_by, pending, child_ids, not_authorised, checked_out_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?::bigint[], ?, ?) RETURNING id`,
		clientID, stationID, serviceOn, code, by.PersonID, by.Name, recordedBy, pending, db.Int64Array(childIDs), notAuthorised, at).Scan(&id).Error
	return id, err
}

// closeCheckins checks out ids at at (never before their check-in).
func closeCheckins(tx *gorm.DB, ids []int64, checkoutID int64, at time.Time) error {
	if err := tx.Exec(`UPDATE children_checkins SET checkout_id = ?, checked_out_at = GREATEST(?, checked_in_at)
		WHERE id = ANY (?::bigint[]) AND checked_out_at IS NULL`, checkoutID, at, db.Int64Array(ids)).Error; err != nil {
		return err
	}
	// A group whose children are all out frees its code for the rest of the day.
	return tx.Exec(`UPDATE children_checkin_groups g SET open = false
		WHERE g.id IN (SELECT group_id FROM children_checkins WHERE id = ANY (?::bigint[])) AND g.open
			AND NOT EXISTS (SELECT 1 FROM children_checkins c WHERE c.group_id = g.id AND c.checked_out_at IS NULL)`,
		db.Int64Array(ids)).Error
}

type pendingCheckout struct {
	ID           int64
	ChildIDs     string // comma-separated
	CheckedOutAt time.Time
}

func pendingCheckouts(tx *gorm.DB, serviceOn, code string) ([]pendingCheckout, error) {
	var rows []pendingCheckout
	err := tx.Raw(`SELECT id, array_to_string(child_ids, ',') AS child_ids, checked_out_at FROM children_checkouts WHERE pending AND service_on = ? AND code = ?
		ORDER BY id FOR UPDATE`, serviceOn, code).Scan(&rows).Error
	return rows, err
}

func settlePending(tx *gorm.DB, id int64) error {
	return tx.Exec(`UPDATE children_checkouts SET pending = false WHERE id = ?`, id).Error
}

func openCodes(tx *gorm.DB, stationID int64, serviceOn string) ([]string, error) {
	codes := []string{}
	err := tx.Raw(`SELECT code FROM children_checkin_groups WHERE station_id = ? AND service_on = ? AND open ORDER BY code`,
		stationID, serviceOn).Scan(&codes).Error
	return codes, err
}

func labelSettings(tx *gorm.DB) (size string, printAllergies bool, err error) {
	var rows []struct {
		LabelSize      string
		PrintAllergies bool
	}
	if err = tx.Raw(`SELECT label_size, print_allergies FROM children_settings WHERE id = 1`).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return "4x2in", true, err
	}
	return rows[0].LabelSize, rows[0].PrintAllergies, nil
}

// validTeacher says the person is a teacher whose background check is on file and unexpired on day.
func validTeacher(tx *gorm.DB, personID int64, day string) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM children_teachers WHERE person_id = ? AND background_check_on IS NOT NULL
		AND (background_check_expires_on IS NULL OR background_check_expires_on >= ?)`, personID, day).Scan(&n).Error
	return n > 0, err
}

func insertAdult(tx *gorm.DB, r AdultInRequest) (int64, bool, error) {
	var ids []int64
	err := tx.Raw(`INSERT INTO children_room_adults (classroom_id, person_id, service_on) VALUES (?, ?, ?)
		ON CONFLICT DO NOTHING RETURNING id`, r.ClassroomID, r.PersonID, r.ServiceOn).Scan(&ids).Error
	if err != nil || len(ids) == 0 {
		return 0, false, err
	}
	return ids[0], true, nil
}

func loadAdult(tx *gorm.DB, id int64) (*Adult, error) {
	return db.One[Adult](tx, `id, classroom_id, person_id, '' AS name, to_char(service_on, 'YYYY-MM-DD') AS service_on`,
		`children_room_adults`, `id`, id, errAdultNotFound)
}

// adultsIn answers the adults still in a room on a service day (names are the caller's).
func adultsIn(tx *gorm.DB, day string) ([]Adult, error) {
	out := []Adult{}
	err := tx.Raw(`SELECT id, classroom_id, person_id, '' AS name, to_char(service_on, 'YYYY-MM-DD') AS service_on
		FROM children_room_adults WHERE service_on = ? AND out_at IS NULL ORDER BY classroom_id, id`, day).Scan(&out).Error
	return out, err
}

func closeAdult(tx *gorm.DB, id int64) (bool, error) {
	res := tx.Exec(`UPDATE children_room_adults SET out_at = now() WHERE id = ? AND out_at IS NULL`, id)
	return res.RowsAffected > 0, res.Error
}

// roomOccupied says a child is checked in to the classroom now (today's service, or an earlier
// one nobody checked out of: the room still holds them on paper).
func roomOccupied(tx *gorm.DB, classroomID int64) (bool, error) {
	var busy bool
	err := tx.Raw(`SELECT EXISTS (SELECT 1 FROM children_checkins WHERE classroom_id = ? AND checked_out_at IS NULL AND service_on >= current_date - 1)`,
		classroomID).Scan(&busy).Error
	return busy, err
}

// checkoutCodeRequired is the settings' checkoutCode (on when the church has no settings row).
func checkoutCodeRequired(tx *gorm.DB) (bool, error) {
	var rows []bool
	err := tx.Raw(`SELECT checkout_code FROM children_settings WHERE id = 1`).Scan(&rows).Error
	return len(rows) == 0 || rows[0], err
}

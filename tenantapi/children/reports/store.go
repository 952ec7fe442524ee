package reports

import (
	"gorm.io/gorm"
)

// The SQL of children's reports: the only file of the package that names tables.

func weeks(tx *gorm.DB, from, to string) ([]Week, error) {
	out := []Week{}
	err := tx.Raw(`SELECT to_char(w, 'YYYY-MM-DD') AS week_of, count(c.id) AS checkins, count(DISTINCT c.child_id) AS children
		FROM generate_series(?::date - extract(dow FROM ?::date)::int, ?::date, interval '7 days') w
		LEFT JOIN children_checkins c ON c.service_on >= w::date AND c.service_on < w::date + 7 AND c.service_on BETWEEN ?::date AND ?::date
		GROUP BY w ORDER BY w`, from, from, to, from, to).Scan(&out).Error
	return out, err
}

func byClassroom(tx *gorm.DB, from, to string) ([]RoomTotal, error) {
	out := []RoomTotal{}
	err := tx.Raw(`SELECT c.classroom_id, COALESCE(r.name, '') AS classroom_name, count(*) AS checkins
		FROM children_checkins c LEFT JOIN children_classrooms r ON r.id = c.classroom_id
		WHERE c.service_on BETWEEN ? AND ? GROUP BY c.classroom_id, r.name, r.position
		ORDER BY r.position NULLS LAST, lower(r.name), c.classroom_id`, from, to).Scan(&out).Error
	return out, err
}

func childrenAndFirstTimers(tx *gorm.DB, from, to string) (children, first int64, err error) {
	var row struct{ Children, First int64 }
	err = tx.Raw(`SELECT (SELECT count(DISTINCT child_id) FROM children_checkins WHERE service_on BETWEEN ? AND ?) AS children,
		(SELECT count(*) FROM (SELECT child_id FROM children_checkins GROUP BY child_id HAVING min(service_on) BETWEEN ? AND ?) f) AS first`,
		from, to, from, to).Scan(&row).Error
	return row.Children, row.First, err
}

func attendance(tx *gorm.DB, r RangeRequest, limit, offset int) ([]Attendance, int64, error) {
	where := `WHERE (?::date IS NULL OR c.service_on >= ?::date) AND (?::date IS NULL OR c.service_on <= ?::date)
		AND (?::bigint IS NULL OR c.classroom_id = ?::bigint)`
	from, to := nullable(r.From), nullable(r.To)
	args := []any{from, from, to, to, r.ClassroomID, r.ClassroomID}
	var total int64
	if err := tx.Raw(`SELECT count(*) FROM (SELECT 1 FROM children_checkins c `+where+` GROUP BY c.service_on, c.classroom_id) g`,
		args...).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	out := []Attendance{}
	err := tx.Raw(`SELECT to_char(c.service_on, 'YYYY-MM-DD') AS service_on, c.classroom_id, COALESCE(r.name, '') AS classroom_name,
			count(*) AS checkins
		FROM children_checkins c LEFT JOIN children_classrooms r ON r.id = c.classroom_id `+where+`
		GROUP BY c.service_on, c.classroom_id, r.name, r.position ORDER BY c.service_on DESC, r.position NULLS LAST, lower(r.name), c.classroom_id
		LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(&out).Error
	return out, total, err
}

type seen struct {
	ChildID int64
	On      *string
}

func firstTimers(tx *gorm.DB, r RangeRequest, limit, offset int) ([]seen, int64, error) {
	from, to := nullable(r.From), nullable(r.To)
	q := `FROM (SELECT child_id, min(service_on) AS first_on FROM children_checkins GROUP BY child_id) f
		WHERE (?::date IS NULL OR f.first_on >= ?::date) AND (?::date IS NULL OR f.first_on <= ?::date)
			AND (?::bigint IS NULL OR EXISTS (SELECT 1 FROM children_checkins c WHERE c.child_id = f.child_id
				AND c.service_on = f.first_on AND c.classroom_id = ?::bigint))`
	args := []any{from, from, to, to, r.ClassroomID, r.ClassroomID}
	var total int64
	if err := tx.Raw(`SELECT count(*) `+q, args...).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	var out []seen
	err := tx.Raw(`SELECT f.child_id, to_char(f.first_on, 'YYYY-MM-DD') AS on `+q+` ORDER BY f.first_on DESC, f.child_id LIMIT ? OFFSET ?`,
		append(args, limit, offset)...).Scan(&out).Error
	return out, total, err
}

// notSeen is the active children whose last check-in is before since (or who never checked in),
// the longest unseen first.
func notSeen(tx *gorm.DB, since string, limit, offset int) ([]seen, int64, error) {
	q := `FROM children_profiles p LEFT JOIN LATERAL (SELECT max(service_on) AS last_on FROM children_checkins c WHERE c.child_id = p.person_id) l ON true
		WHERE p.active AND (l.last_on IS NULL OR l.last_on < ?::date)`
	var total int64
	if err := tx.Raw(`SELECT count(*) `+q, since).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	var out []seen
	err := tx.Raw(`SELECT p.person_id AS child_id, to_char(l.last_on, 'YYYY-MM-DD') AS on `+q+`
		ORDER BY l.last_on NULLS FIRST, p.person_id LIMIT ? OFFSET ?`, since, limit, offset).Scan(&out).Error
	return out, total, err
}

func notSeenWeeks(tx *gorm.DB) (int, error) {
	var rows []int
	err := tx.Raw(`SELECT not_seen_weeks FROM children_settings WHERE id = 1`).Scan(&rows).Error
	if len(rows) == 0 {
		return 6, err
	}
	return rows[0], err
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

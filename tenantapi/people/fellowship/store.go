package fellowship

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/roster"
)

// The SQL of house fellowships and leadership: the only file of the package that names tables.

// members keeps a fellowship's members: a person's house_fellowship_id.
const members = roster.Column("house_fellowship_id")

const (
	districtCols = `d.id, d.name, (SELECT count(*) FROM hf_zones z WHERE z.district_id = d.id) AS zone_count`
	districtFrom = `hf_districts d`
	zoneCols     = `z.id, z.district_id, d.name AS district, z.name, (SELECT count(*) FROM house_fellowships f WHERE f.zone_id = z.id) AS fellowship_count`
	zoneFrom     = `hf_zones z JOIN hf_districts d ON d.id = z.district_id`
	fellowFrom   = `house_fellowships f JOIN hf_zones z ON z.id = f.zone_id JOIN hf_districts d ON d.id = z.district_id
		LEFT JOIN people lp ON lp.id = f.leader_id LEFT JOIN people hp ON hp.id = f.host_id`
)

var fellowCols = `f.id, f.zone_id, z.name AS zone, z.district_id, d.name AS district, f.name, f.address, f.meeting_day, f.meeting_time,
		f.leader_id, COALESCE(lp.first_name || ' ' || lp.last_name, '') AS leader, f.host_id, COALESCE(hp.first_name || ' ' || hp.last_name, '') AS host,
		` + members.Count("f.id") + ` AS member_count`

// districts is one page of the districts whose name contains q.
func districts(tx *gorm.DB, q string, limit, offset int) ([]District, int64, error) {
	where, args := person.NameFilter("true", nil, "d.name", q)
	return db.Page[District](tx, districtCols, districtFrom, where, args, "lower(d.name), d.id", limit, offset)
}

func loadDistrict(tx *gorm.DB, id int64) (*District, error) {
	return db.One[District](tx, districtCols, districtFrom, "d.id", id, errDistrictNotFound)
}

// saveDistrict adds a district or renames the district id, and answers its id.
func saveDistrict(tx *gorm.DB, add bool, id int64, name string) (int64, error) {
	return save(tx, "hf_districts", add, id, []db.Column{{Name: "name", Value: name}}, errDistrictNotFound)
}

// deleteDistrict deletes a district that has no zones.
func deleteDistrict(tx *gorm.DB, id int64) error {
	return db.DeleteUnlessUsed(tx, "hf_districts", id, "hf_zones", "district_id", errDistrictNotFound, errDistrictInUse)
}

// zones is one page of the zones (of a district, or all: 0) whose name contains q.
func zones(tx *gorm.DB, districtID int64, q string, limit, offset int) ([]Zone, int64, error) {
	where, args := "true", []any{}
	if districtID != 0 {
		where, args = "z.district_id = ?", []any{districtID}
	}
	where, args = person.NameFilter(where, args, "z.name", q)
	return db.Page[Zone](tx, zoneCols, zoneFrom, where, args, "lower(d.name), lower(z.name), z.id", limit, offset)
}

func loadZone(tx *gorm.DB, id int64) (*Zone, error) {
	return db.One[Zone](tx, zoneCols, zoneFrom, "z.id", id, errZoneNotFound)
}

// zoneColumns are the columns a zone's add or change sets.
func zoneColumns(r zoneRequest, add bool) []db.Column {
	var cols []db.Column
	if add || r.Name.Set {
		cols = append(cols, db.Column{Name: "name", Value: r.Name.V})
	}
	if r.DistrictID.Set && r.DistrictID.V != 0 {
		cols = append(cols, db.Column{Name: "district_id", Value: r.DistrictID.V})
	}
	return cols
}

// saveZone adds a zone or changes the zone id, and answers its id.
func saveZone(tx *gorm.DB, add bool, id int64, cols []db.Column) (int64, error) {
	return save(tx, "hf_zones", add, id, cols, errZoneNotFound)
}

// deleteZone deletes a zone that has no fellowships.
func deleteZone(tx *gorm.DB, id int64) error {
	return db.DeleteUnlessUsed(tx, "hf_zones", id, "house_fellowships", "zone_id", errZoneNotFound, errZoneInUse)
}

// fellowships is one page of the fellowships (of a zone, of a district, or all) whose name
// contains q.
func fellowships(tx *gorm.DB, zoneID, districtID int64, q string, limit, offset int) ([]Fellowship, int64, error) {
	where, args := "true", []any{}
	if zoneID != 0 {
		where, args = where+" AND f.zone_id = ?", append(args, zoneID)
	}
	if districtID != 0 {
		where, args = where+" AND z.district_id = ?", append(args, districtID)
	}
	where, args = person.NameFilter(where, args, "f.name", q)
	return db.Page[Fellowship](tx, fellowCols, fellowFrom, where, args, "lower(d.name), lower(z.name), lower(f.name), f.id", limit, offset)
}

func loadFellowship(tx *gorm.DB, id int64) (*Fellowship, error) {
	return db.One[Fellowship](tx, fellowCols, fellowFrom, "f.id", id, errFellowshipNotFound)
}

// fellowshipExists answers errFellowshipNotFound for an id the church does not have.
func fellowshipExists(tx *gorm.DB, id int64) error {
	_, err := db.One[struct{ ID int64 }](tx, "id", "house_fellowships", "id", id, errFellowshipNotFound)
	return err
}

// fellowshipColumns are the columns a fellowship's add or change sets.
func fellowshipColumns(r fellowshipRequest, add bool) []db.Column {
	var cols []db.Column
	if add || r.Name.Set {
		cols = append(cols, db.Column{Name: "name", Value: r.Name.V})
	}
	if r.ZoneID.Set && r.ZoneID.V != 0 {
		cols = append(cols, db.Column{Name: "zone_id", Value: r.ZoneID.V})
	}
	for _, c := range []struct {
		set  bool
		name string
		v    string
	}{{r.Address.Set, "address", r.Address.V}, {r.MeetingDay.Set, "meeting_day", r.MeetingDay.V}, {r.MeetingTime.Set, "meeting_time", r.MeetingTime.V}} {
		if c.set {
			cols = append(cols, db.Column{Name: c.name, Value: c.v})
		}
	}
	for _, p := range []struct {
		o    httpx.Opt[int64]
		name string
	}{{r.LeaderID, "leader_id"}, {r.HostID, "host_id"}} {
		switch {
		case !p.o.Set:
		case p.o.Null || p.o.V == 0:
			cols = append(cols, db.Column{Name: p.name, Value: nil})
		default:
			cols = append(cols, db.Column{Name: p.name, Value: p.o.V})
		}
	}
	return cols
}

// saveFellowship adds a fellowship or changes the fellowship id, and answers its id.
func saveFellowship(tx *gorm.DB, add bool, id int64, cols []db.Column) (int64, error) {
	return save(tx, "house_fellowships", add, id, cols, errFellowshipNotFound)
}

func deleteFellowship(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "house_fellowships", id, errFellowshipNotFound)
}

func save(tx *gorm.DB, table string, add bool, id int64, cols []db.Column, missing error) (int64, error) {
	if add {
		return db.Insert(tx, table, cols)
	}
	return id, db.Update(tx, table, id, cols, missing)
}

// leaders is the leadership directory in its order.
func leaders(tx *gorm.DB) ([]Leader, error) {
	var out []Leader
	err := tx.Raw(`SELECT l.id, l.person_id, p.first_name, p.middle_name, p.last_name, p.email, p.mobile, l.title, l.position,
			(SELECT (extract(epoch FROM ph.updated_at) * 1000)::bigint FROM person_photos ph WHERE ph.person_id = p.id) AS photo_ver
		FROM leaders l JOIN people p ON p.id = l.person_id ORDER BY l.position, l.id`).Scan(&out).Error
	for i := range out {
		l := &out[i]
		l.FullName = person.FullName(l.FirstName, l.MiddleName, l.LastName)
		l.HasPhoto, l.PhotoURL = l.PhotoVer != nil, person.PhotoURL(l.PersonID, l.PhotoVer)
	}
	if out == nil {
		out = []Leader{}
	}
	return out, err
}

// leaderPeople are the people who are leaders.
func leaderPeople(tx *gorm.DB) ([]int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT person_id FROM leaders`).Scan(&ids).Error
	return ids, err
}

// addLeader puts a person last in the directory with a title, or changes the title of a person
// already in it.
func addLeader(tx *gorm.DB, personID int64, title string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO leaders (person_id, title, position) VALUES (?, ?, (SELECT COALESCE(max(position) + 1, 0) FROM leaders))
		ON CONFLICT (person_id) DO UPDATE SET title = EXCLUDED.title RETURNING id`, personID, title).Scan(&id).Error
	return id, err
}

func retitleLeader(tx *gorm.DB, id int64, title string) error {
	return db.Update(tx, "leaders", id, []db.Column{{Name: "title", Value: title}}, errLeaderNotFound)
}

// deleteLeader takes a leader out of the directory and closes the gap.
func deleteLeader(tx *gorm.DB, id int64) error {
	if err := db.Delete(tx, "leaders", id, errLeaderNotFound); err != nil {
		return err
	}
	return tx.Exec(`UPDATE leaders l SET position = o.rn - 1 FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rn FROM leaders) o WHERE o.id = l.id`).Error
}

func moveLeader(tx *gorm.DB, id int64, to int) error {
	return db.Reposition(tx, "leaders", id, to, errLeaderNotFound)
}

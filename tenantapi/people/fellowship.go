package people

import (
	"congregate/tenantapi/people/person"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// House fellowship: districts → zones → fellowships (spec: page size 10).

var (
	errDistrictNotFound   = notFound("District not found")
	errZoneNotFound       = notFound("Zone not found")
	errFellowshipNotFound = notFound("House fellowship not found")
)

// District groups zones.
type District struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	ZoneCount int64  `json:"zoneCount"`
}

// Zone groups fellowships.
type Zone struct {
	ID              int64  `json:"id"`
	DistrictID      int64  `json:"districtId"`
	District        string `json:"district"`
	Name            string `json:"name"`
	FellowshipCount int64  `json:"fellowshipCount"`
}

// Fellowship is a house fellowship.
type Fellowship struct {
	ID          int64  `json:"id"`
	ZoneID      int64  `json:"zoneId"`
	Zone        string `json:"zone"`
	DistrictID  int64  `json:"districtId"`
	District    string `json:"district"`
	Name        string `json:"name"`
	Address     string `json:"address"`
	MeetingDay  string `json:"meetingDay"`
	MeetingTime string `json:"meetingTime"`
	LeaderID    *int64 `json:"leaderId"`
	Leader      string `json:"leader"`
	HostID      *int64 `json:"hostId"`
	Host        string `json:"host"`
	MemberCount int64  `json:"memberCount"`
}

const (
	districtCols = `d.id, d.name, (SELECT count(*) FROM hf_zones z WHERE z.district_id = d.id) AS zone_count`
	zoneCols     = `z.id, z.district_id, d.name AS district, z.name, (SELECT count(*) FROM house_fellowships f WHERE f.zone_id = z.id) AS fellowship_count`
	zoneFrom     = `hf_zones z JOIN hf_districts d ON d.id = z.district_id`
	fellowCols   = `f.id, f.zone_id, z.name AS zone, z.district_id, d.name AS district, f.name, f.address, f.meeting_day, f.meeting_time,
		f.leader_id, COALESCE(lp.first_name || ' ' || lp.last_name, '') AS leader, f.host_id, COALESCE(hp.first_name || ' ' || hp.last_name, '') AS host,
		(SELECT count(*) FROM people p WHERE p.house_fellowship_id = f.id AND p.merged_into_id IS NULL) AS member_count`
	fellowFrom = `house_fellowships f JOIN hf_zones z ON z.id = f.zone_id JOIN hf_districts d ON d.id = z.district_id
		LEFT JOIN people lp ON lp.id = f.leader_id LEFT JOIN people hp ON hp.id = f.host_id`
)

type districtsListRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
	Paging
}

// DistrictsList is POST /api/people/house-fellowship/districts/list.
func (h Handler) DistrictsList(c *gin.Context, req districtsListRequest) {
	p, err := req.Paging.Resolve(10)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[District]
	err = h.run(c, func(tx *gorm.DB) error {
		where, args := person.NameFilter("true", nil, "d.name", req.Q)
		var err error
		out, err = paged[District](tx, districtCols, "hf_districts d", where, args, "lower(d.name), d.id", p)
		return err
	})
	respond(c, err, "Districts", out)
}

type districtRequest struct {
	httpx.ClientContext
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// DistrictsAdd is POST /api/people/house-fellowship/districts/add.
func (h Handler) DistrictsAdd(c *gin.Context, req districtRequest) { h.districtSave(c, req, true) }

// DistrictsUpdate is POST /api/people/house-fellowship/districts/update.
func (h Handler) DistrictsUpdate(c *gin.Context, req districtRequest) { h.districtSave(c, req, false) }

func (h Handler) districtSave(c *gin.Context, req districtRequest, add bool) {
	name, err := listName(req.Name)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *District
	err = h.run(c, func(tx *gorm.DB) error {
		id := req.ID
		if add {
			if err := tx.Raw(`INSERT INTO hf_districts (name) VALUES (?) RETURNING id`, name).Scan(&id).Error; err != nil {
				return err
			}
		} else if err := updateRow(tx, "hf_districts", id, []column{{Name: "name", Value: name}}, errDistrictNotFound); err != nil {
			return err
		}
		var err error
		out, err = one[District](tx, districtCols, "hf_districts d", "d.id", id, errDistrictNotFound)
		return err
	})
	saved(c, err, add, "District", out)
}

// DistrictsDelete is POST /api/people/house-fellowship/districts/delete.
func (h Handler) DistrictsDelete(c *gin.Context, req ID) {
	h.deleteUnlessUsed(c, req, "hf_districts", "hf_zones", "district_id", errDistrictNotFound, "Delete or move its zones first", "District deleted")
}

type zonesListRequest struct {
	httpx.ClientContext
	DistrictID int64  `json:"districtId"`
	Q          string `json:"q"`
	Paging
}

// ZonesList is POST /api/people/house-fellowship/zones/list.
func (h Handler) ZonesList(c *gin.Context, req zonesListRequest) {
	p, err := req.Paging.Resolve(10)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[Zone]
	err = h.run(c, func(tx *gorm.DB) error {
		where, args := "true", []any{}
		if req.DistrictID != 0 {
			where, args = "z.district_id = ?", []any{req.DistrictID}
		}
		where, args = person.NameFilter(where, args, "z.name", req.Q)
		var err error
		out, err = paged[Zone](tx, zoneCols, zoneFrom, where, args, "lower(d.name), lower(z.name), z.id", p)
		return err
	})
	respond(c, err, "Zones", out)
}

type zoneRequest struct {
	httpx.ClientContext
	ID         int64       `json:"id"`
	DistrictID Opt[int64]  `json:"districtId"`
	Name       Opt[string] `json:"name"`
}

// ZonesAdd is POST /api/people/house-fellowship/zones/add.
func (h Handler) ZonesAdd(c *gin.Context, req zoneRequest) { h.zoneSave(c, req, true) }

// ZonesUpdate is POST /api/people/house-fellowship/zones/update.
func (h Handler) ZonesUpdate(c *gin.Context, req zoneRequest) { h.zoneSave(c, req, false) }

func (h Handler) zoneSave(c *gin.Context, req zoneRequest, add bool) {
	var cols []column
	if add || req.Name.Set {
		name, err := listName(req.Name.V)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		cols = append(cols, column{Name: "name", Value: name})
	}
	if add && req.DistrictID.V == 0 {
		httpx.Fail(c, invalid("Choose a district"))
		return
	}
	if req.DistrictID.Set && req.DistrictID.V != 0 {
		cols = append(cols, column{Name: "district_id", Value: req.DistrictID.V})
	}
	var out *Zone
	err := h.run(c, func(tx *gorm.DB) error {
		id := req.ID
		if req.DistrictID.Set && req.DistrictID.V != 0 {
			if _, err := one[District](tx, districtCols, "hf_districts d", "d.id", req.DistrictID.V, errDistrictNotFound); err != nil {
				return err
			}
		}
		if add {
			if err := tx.Raw(`INSERT INTO hf_zones (name, district_id) VALUES (?, ?) RETURNING id`, cols[0].Value, req.DistrictID.V).Scan(&id).Error; err != nil {
				return err
			}
		} else if err := updateRow(tx, "hf_zones", id, cols, errZoneNotFound); err != nil {
			return err
		}
		var err error
		out, err = one[Zone](tx, zoneCols, zoneFrom, "z.id", id, errZoneNotFound)
		return err
	})
	saved(c, err, add, "Zone", out)
}

// ZonesDelete is POST /api/people/house-fellowship/zones/delete.
func (h Handler) ZonesDelete(c *gin.Context, req ID) {
	h.deleteUnlessUsed(c, req, "hf_zones", "house_fellowships", "zone_id", errZoneNotFound, "Delete or move its fellowships first", "Zone deleted")
}

type fellowshipsListRequest struct {
	httpx.ClientContext
	ZoneID     int64  `json:"zoneId"`
	DistrictID int64  `json:"districtId"`
	Q          string `json:"q"`
	Paging
}

// FellowshipsList is POST /api/people/house-fellowship/fellowships/list.
func (h Handler) FellowshipsList(c *gin.Context, req fellowshipsListRequest) {
	p, err := req.Paging.Resolve(10)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[Fellowship]
	err = h.run(c, func(tx *gorm.DB) error {
		where, args := "true", []any{}
		if req.ZoneID != 0 {
			where, args = where+" AND f.zone_id = ?", append(args, req.ZoneID)
		}
		if req.DistrictID != 0 {
			where, args = where+" AND z.district_id = ?", append(args, req.DistrictID)
		}
		where, args = person.NameFilter(where, args, "f.name", req.Q)
		var err error
		out, err = paged[Fellowship](tx, fellowCols, fellowFrom, where, args, "lower(d.name), lower(z.name), lower(f.name), f.id", p)
		return err
	})
	respond(c, err, "House fellowships", out)
}

type fellowshipRequest struct {
	httpx.ClientContext
	ID          int64       `json:"id"`
	ZoneID      Opt[int64]  `json:"zoneId"`
	Name        Opt[string] `json:"name"`
	Address     Opt[string] `json:"address"`
	MeetingDay  Opt[string] `json:"meetingDay"`
	MeetingTime Opt[string] `json:"meetingTime"`
	LeaderID    Opt[int64]  `json:"leaderId"`
	HostID      Opt[int64]  `json:"hostId"`
}

func (r fellowshipRequest) columns(add bool) ([]column, error) {
	var cols []column
	if add || r.Name.Set {
		name, err := listName(r.Name.V)
		if err != nil {
			return nil, err
		}
		cols = append(cols, column{Name: "name", Value: name})
	}
	if add && r.ZoneID.V == 0 {
		return nil, invalid("Choose a zone")
	}
	if r.ZoneID.Set && r.ZoneID.V != 0 {
		cols = append(cols, column{Name: "zone_id", Value: r.ZoneID.V})
	}
	if r.Address.Set {
		if person.TooLong(r.Address.V, 300) {
			return nil, invalid("Address is too long")
		}
		cols = append(cols, column{Name: "address", Value: strings.TrimSpace(r.Address.V)})
	}
	if r.MeetingDay.Set {
		d := strings.ToLower(strings.TrimSpace(r.MeetingDay.V))
		if !weekdays[d] {
			return nil, invalid("Meeting day must be a day of the week")
		}
		cols = append(cols, column{Name: "meeting_day", Value: d})
	}
	if r.MeetingTime.Set {
		if !validClock(r.MeetingTime.V) {
			return nil, invalid("Meeting time must look like 19:30")
		}
		cols = append(cols, column{Name: "meeting_time", Value: r.MeetingTime.V})
	}
	for _, p := range []struct {
		o   Opt[int64]
		col string
	}{{r.LeaderID, "leader_id"}, {r.HostID, "host_id"}} {
		if !p.o.Set {
			continue
		}
		if p.o.Null || p.o.V == 0 {
			cols = append(cols, column{Name: p.col, Value: nil})
		} else {
			cols = append(cols, column{Name: p.col, Value: p.o.V})
		}
	}
	return cols, nil
}

// FellowshipsAdd is POST /api/people/house-fellowship/fellowships/add.
func (h Handler) FellowshipsAdd(c *gin.Context, req fellowshipRequest) {
	h.fellowshipSave(c, req, true)
}

// FellowshipsUpdate is POST /api/people/house-fellowship/fellowships/update.
func (h Handler) FellowshipsUpdate(c *gin.Context, req fellowshipRequest) {
	h.fellowshipSave(c, req, false)
}

func (h Handler) fellowshipSave(c *gin.Context, req fellowshipRequest, add bool) {
	cols, err := req.columns(add)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *Fellowship
	err = h.run(c, func(tx *gorm.DB) error {
		for _, col := range cols {
			if (col.Name == "leader_id" || col.Name == "host_id") && col.Value != nil {
				if err := person.RequireLive(tx, col.Value.(int64)); err != nil {
					return err
				}
			}
		}
		id := req.ID
		if add {
			var err error
			if id, err = insertRow(tx, "house_fellowships", cols); err != nil {
				return err
			}
		} else if err := updateRow(tx, "house_fellowships", id, cols, errFellowshipNotFound); err != nil {
			return err
		}
		var err error
		out, err = one[Fellowship](tx, fellowCols, fellowFrom, "f.id", id, errFellowshipNotFound)
		return err
	})
	saved(c, err, add, "House fellowship", out)
}

// FellowshipsDelete is POST /api/people/house-fellowship/fellowships/delete; members keep no fellowship.
func (h Handler) FellowshipsDelete(c *gin.Context, req ID) {
	err := h.run(c, func(tx *gorm.DB) error { return deleteByID(tx, "house_fellowships", req.ID, errFellowshipNotFound) })
	respond(c, err, "House fellowship deleted", gin.H{})
}

type fellowshipMembersRequest struct {
	httpx.ClientContext
	FellowshipID int64   `json:"fellowshipId"`
	PersonIDs    []int64 `json:"personIds"`
	Q            string  `json:"q"`
	Paging
}

// FellowshipMembers is POST /api/people/house-fellowship/fellowships/members.
func (h Handler) FellowshipMembers(c *gin.Context, req fellowshipMembersRequest) {
	p, err := req.Paging.Resolve(10)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[Member]
	err = h.run(c, func(tx *gorm.DB) error {
		if _, err := one[Fellowship](tx, fellowCols, fellowFrom, "f.id", req.FellowshipID, errFellowshipNotFound); err != nil {
			return err
		}
		where, args := memberSearch("p.house_fellowship_id = ? AND p.merged_into_id IS NULL", []any{req.FellowshipID}, req.Q)
		var err error
		out, err = paged[Member](tx, memberCols, "people p", where, args, "lower(p.last_name), lower(p.first_name), p.id", p)
		return err
	})
	respond(c, err, "House fellowship members", named(out))
}

// FellowshipMembersAdd is POST /api/people/house-fellowship/fellowships/members/add; a person
// belongs to one fellowship, so adding moves them.
func (h Handler) FellowshipMembersAdd(c *gin.Context, req fellowshipMembersRequest) {
	h.fellowshipMembersChange(c, req, true)
}

// FellowshipMembersRemove is POST /api/people/house-fellowship/fellowships/members/remove.
func (h Handler) FellowshipMembersRemove(c *gin.Context, req fellowshipMembersRequest) {
	h.fellowshipMembersChange(c, req, false)
}

func (h Handler) fellowshipMembersChange(c *gin.Context, req fellowshipMembersRequest, add bool) {
	var n int64
	err := h.run(c, func(tx *gorm.DB) error {
		if _, err := one[Fellowship](tx, fellowCols, fellowFrom, "f.id", req.FellowshipID, errFellowshipNotFound); err != nil {
			return err
		}
		if err := person.RequireLiveAll(tx, req.PersonIDs); err != nil {
			return err
		}
		var res *gorm.DB
		if add {
			res = tx.Exec(`UPDATE people SET house_fellowship_id = ?, updated_at = now() WHERE id IN ? AND house_fellowship_id IS DISTINCT FROM ?`,
				req.FellowshipID, req.PersonIDs, req.FellowshipID)
		} else {
			res = tx.Exec(`UPDATE people SET house_fellowship_id = NULL, updated_at = now() WHERE id IN ? AND house_fellowship_id = ?`,
				req.PersonIDs, req.FellowshipID)
		}
		n = res.RowsAffected
		return res.Error
	})
	if add {
		respond(c, err, "Members added", gin.H{"added": n})
	} else {
		respond(c, err, "Members removed", gin.H{"removed": n})
	}
}

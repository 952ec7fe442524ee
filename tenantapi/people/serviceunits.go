package people

import (
	"congregate/tenantapi/people/person"
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// ServiceUnit is a department people serve in (ushers, choir, media...).
type ServiceUnit struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	MemberCount int64  `json:"memberCount"`
}

var errUnitNotFound = notFound("Service unit not found")

const unitCols = `u.id, u.name, u.description,
	(SELECT count(*) FROM service_unit_members m JOIN people p ON p.id = m.person_id WHERE m.service_unit_id = u.id AND p.merged_into_id IS NULL) AS member_count`

func loadUnit(tx *gorm.DB, id int64) (*ServiceUnit, error) {
	var us []ServiceUnit
	if err := tx.Raw(`SELECT `+unitCols+` FROM service_units u WHERE u.id = ?`, id).Scan(&us).Error; err != nil {
		return nil, err
	}
	if len(us) == 0 {
		return nil, errUnitNotFound
	}
	return &us[0], nil
}

// UnitsList is POST /api/people/service-units/list.
func (h Handler) UnitsList(c *gin.Context, req qPageRequest) {
	p, err := req.Paging.Resolve(20)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[ServiceUnit]
	err = h.run(c, func(tx *gorm.DB) error {
		where, args := person.NameFilter("true", nil, "u.name", req.Q)
		var err error
		out, err = paged[ServiceUnit](tx, unitCols, "service_units u", where, args, "lower(u.name), u.id", p)
		return err
	})
	respond(c, err, "Service units", out)
}

// UnitsAdd is POST /api/people/service-units/add.
func (h Handler) UnitsAdd(c *gin.Context, req nameDescRequest) {
	name, desc, err := req.values(true, "Service unit")
	if err == nil && req.ID != 0 {
		err = invalid("Unknown field id")
	}
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *ServiceUnit
	err = h.run(c, func(tx *gorm.DB) error {
		var id int64
		if err := tx.Raw(`INSERT INTO service_units (name, description) VALUES (?, ?) RETURNING id`, name, desc).Scan(&id).Error; err != nil {
			return err
		}
		var err error
		out, err = loadUnit(tx, id)
		return err
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.Created(c, "Service unit added", out)
}

// UnitsUpdate is POST /api/people/service-units/update.
func (h Handler) UnitsUpdate(c *gin.Context, req nameDescRequest) {
	name, desc, err := req.values(false, "Service unit")
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *ServiceUnit
	err = h.run(c, func(tx *gorm.DB) error {
		if err := updateNameDesc(tx, "service_units", req, name, desc, errUnitNotFound); err != nil {
			return err
		}
		var err error
		out, err = loadUnit(tx, req.ID)
		return err
	})
	respond(c, err, "Service unit updated", out)
}

// UnitsDelete is POST /api/people/service-units/delete.
func (h Handler) UnitsDelete(c *gin.Context, req ID) {
	err := h.run(c, func(tx *gorm.DB) error { return deleteByID(tx, "service_units", req.ID, errUnitNotFound) })
	respond(c, err, "Service unit deleted", gin.H{})
}

type unitMembersRequest struct {
	httpx.ClientContext
	ServiceUnitID int64  `json:"serviceUnitId"`
	Q             string `json:"q"`
	Paging
}

// UnitMembers is POST /api/people/service-units/members.
func (h Handler) UnitMembers(c *gin.Context, req unitMembersRequest) {
	p, err := req.Paging.Resolve(20)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[Member]
	err = h.run(c, func(tx *gorm.DB) error {
		if _, err := loadUnit(tx, req.ServiceUnitID); err != nil {
			return err
		}
		where, args := memberSearch("m.service_unit_id = ? AND p.merged_into_id IS NULL", []any{req.ServiceUnitID}, req.Q)
		var err error
		out, err = paged[Member](tx, memberCols+`, m.position_id, COALESCE(pos.name, '') AS position, m.joined_at`,
			"service_unit_members m JOIN people p ON p.id = m.person_id LEFT JOIN positions pos ON pos.id = m.position_id",
			where, args, "pos.position NULLS LAST, lower(p.last_name), lower(p.first_name), p.id", p)
		return err
	})
	respond(c, err, "Service unit members", named(out))
}

type unitMembersChange struct {
	httpx.ClientContext
	ServiceUnitID int64   `json:"serviceUnitId"`
	PersonIDs     []int64 `json:"personIds"`
	PositionID    *int64  `json:"positionId"`
}

// UnitMembersAdd is POST /api/people/service-units/members/add.
func (h Handler) UnitMembersAdd(c *gin.Context, req unitMembersChange) {
	h.rosterChange(c, unitRoster, req.ServiceUnitID, req.PersonIDs, req.PositionID, true, "Service unit members")
}

// UnitMembersRemove is POST /api/people/service-units/members/remove.
func (h Handler) UnitMembersRemove(c *gin.Context, req unitMembersChange) {
	h.rosterChange(c, unitRoster, req.ServiceUnitID, req.PersonIDs, nil, false, "Service unit members")
}

type setPositionRequest struct {
	httpx.ClientContext
	ServiceUnitID int64  `json:"serviceUnitId"`
	PersonID      int64  `json:"personId"`
	PositionID    *int64 `json:"positionId"`
}

// UnitMembersSetPosition is POST /api/people/service-units/members/set-position.
func (h Handler) UnitMembersSetPosition(c *gin.Context, req setPositionRequest) {
	var out Member
	err := h.run(c, func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE service_unit_members SET position_id = ? WHERE service_unit_id = ? AND person_id = ?`, req.PositionID, req.ServiceUnitID, req.PersonID)
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return notFound("This person is not in the service unit")
		}
		return tx.Raw(`SELECT `+memberCols+`, m.position_id, COALESCE(pos.name, '') AS position, m.joined_at
			FROM service_unit_members m JOIN people p ON p.id = m.person_id LEFT JOIN positions pos ON pos.id = m.position_id
			WHERE m.service_unit_id = ? AND m.person_id = ?`, req.ServiceUnitID, req.PersonID).Scan(&out).Error
	})
	out.FullName = fullName(out.FirstName, out.MiddleName, out.LastName)
	respond(c, err, "Position changed", out)
}

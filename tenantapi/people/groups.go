package people

import (
	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Group is a small group, ministry team or class.
type Group struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	Description string    `json:"description"`
	MemberCount int64     `json:"memberCount"`
	CreatedAt   time.Time `json:"createdAt"`
}

var errGroupNotFound = notFound("Group not found")

const groupCols = `g.id, g.name, g.description, g.created_at,
	(SELECT count(*) FROM group_members m JOIN people p ON p.id = m.person_id WHERE m.group_id = g.id AND p.merged_into_id IS NULL) AS member_count`

type qPageRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
	Paging
}

// GroupsList is POST /api/people/groups/list.
func (h Handler) GroupsList(c *gin.Context, req qPageRequest) {
	p, err := req.Paging.Resolve(20)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[Group]
	err = h.run(c, func(tx *gorm.DB) error {
		where, args := person.NameFilter("true", nil, "g.name", req.Q)
		var err error
		out, err = paged[Group](tx, groupCols, "groups g", where, args, "lower(g.name), g.id", p)
		return err
	})
	respond(c, err, "Groups", out)
}

func loadGroup(tx *gorm.DB, id int64) (*Group, error) {
	var gs []Group
	if err := tx.Raw(`SELECT `+groupCols+` FROM groups g WHERE g.id = ?`, id).Scan(&gs).Error; err != nil {
		return nil, err
	}
	if len(gs) == 0 {
		return nil, errGroupNotFound
	}
	return &gs[0], nil
}

type nameDescRequest struct {
	httpx.ClientContext
	ID          int64       `json:"id"`
	Name        Opt[string] `json:"name"`
	Description Opt[string] `json:"description"`
}

func (r nameDescRequest) values(add bool, label string) (string, string, error) {
	name, desc := strings.TrimSpace(r.Name.V), strings.TrimSpace(r.Description.V)
	if (add || r.Name.Set) && name == "" {
		return "", "", invalid(label + " name is required")
	}
	if person.TooLong(name, 100) || person.TooLong(desc, 1000) {
		return "", "", invalid(label + " name or description is too long")
	}
	return name, desc, nil
}

// GroupsAdd is POST /api/people/groups/add.
func (h Handler) GroupsAdd(c *gin.Context, req nameDescRequest) {
	if req.ID != 0 {
		httpx.Fail(c, invalid("Unknown field id"))
		return
	}
	name, desc, err := req.values(true, "Group")
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *Group
	err = h.run(c, func(tx *gorm.DB) error {
		var id int64
		if err := tx.Raw(`INSERT INTO groups (name, description) VALUES (?, ?) RETURNING id`, name, desc).Scan(&id).Error; err != nil {
			return err
		}
		var err error
		out, err = loadGroup(tx, id)
		return err
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.Created(c, "Group added", out)
}

// updateNameDesc changes the name and/or description of a row of groups or service_units.
func updateNameDesc(tx *gorm.DB, table string, r nameDescRequest, name, desc string, missing error) error {
	sets, args := []string{}, []any{}
	if r.Name.Set {
		sets, args = append(sets, "name = ?"), append(args, name)
	}
	if r.Description.Set {
		sets, args = append(sets, "description = ?"), append(args, desc)
	}
	if len(sets) == 0 {
		sets = append(sets, "name = name")
	}
	res := tx.Exec(`UPDATE `+table+` SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, r.ID)...)
	if res.Error == nil && res.RowsAffected == 0 {
		return missing
	}
	return res.Error
}

// GroupsUpdate is POST /api/people/groups/update.
func (h Handler) GroupsUpdate(c *gin.Context, req nameDescRequest) {
	name, desc, err := req.values(false, "Group")
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *Group
	err = h.run(c, func(tx *gorm.DB) error {
		if err := updateNameDesc(tx, "groups", req, name, desc, errGroupNotFound); err != nil {
			return err
		}
		var err error
		out, err = loadGroup(tx, req.ID)
		return err
	})
	respond(c, err, "Group updated", out)
}

// GroupsDelete is POST /api/people/groups/delete.
func (h Handler) GroupsDelete(c *gin.Context, req ID) {
	err := h.run(c, func(tx *gorm.DB) error { return deleteByID(tx, "groups", req.ID, errGroupNotFound) })
	respond(c, err, "Group deleted", gin.H{})
}

func deleteByID(tx *gorm.DB, table string, id int64, missing error) error {
	return db.Delete(tx, table, id, missing)
}

// Member is a person's row in a group, service unit or fellowship list.
type Member = person.Member

func named(ms PageOf[Member]) PageOf[Member] {
	ms.Items = person.Named(ms.Items)
	return ms
}

const memberCols = person.MemberCols

type groupUsersRequest struct {
	httpx.ClientContext
	GroupID int64  `json:"groupId"`
	Q       string `json:"q"`
	Paging
}

// GroupUsers is POST /api/people/groups/users (spec: group users, page size 50).
func (h Handler) GroupUsers(c *gin.Context, req groupUsersRequest) {
	p, err := req.Paging.Resolve(50)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[Member]
	err = h.run(c, func(tx *gorm.DB) error {
		if _, err := loadGroup(tx, req.GroupID); err != nil {
			return err
		}
		where, args := memberSearch("m.group_id = ? AND p.merged_into_id IS NULL", []any{req.GroupID}, req.Q)
		var err error
		out, err = paged[Member](tx, memberCols+`, m.role, m.joined_at`, "group_members m JOIN people p ON p.id = m.person_id",
			where, args, "lower(p.last_name), lower(p.first_name), p.id", p)
		return err
	})
	respond(c, err, "Group users", named(out))
}

func memberSearch(where string, args []any, q string) (string, []any) {
	return person.MemberSearch(where, args, q)
}

type groupMembersRequest struct {
	httpx.ClientContext
	GroupID   int64   `json:"groupId"`
	PersonIDs []int64 `json:"personIds"`
	Role      string  `json:"role"`
}

// GroupUsersAdd is POST /api/people/groups/users/add.
func (h Handler) GroupUsersAdd(c *gin.Context, req groupMembersRequest) {
	if req.Role == "" {
		req.Role = "member"
	}
	if req.Role != "member" && req.Role != "leader" {
		httpx.Fail(c, invalid("Role must be member or leader"))
		return
	}
	h.rosterChange(c, groupRoster, req.GroupID, req.PersonIDs, req.Role, true, "Group users")
}

// GroupUsersRemove is POST /api/people/groups/users/remove.
func (h Handler) GroupUsersRemove(c *gin.Context, req groupMembersRequest) {
	h.rosterChange(c, groupRoster, req.GroupID, req.PersonIDs, nil, false, "Group users")
}

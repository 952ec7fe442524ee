package people

import (
	"congregate/tenantapi/people/person"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

const msgRelationship = "Relationship must be head, spouse, child or other"

func validRelationship(r string) bool {
	return r == "head" || r == "spouse" || r == "child" || r == "other"
}

// Household is a family with its members.
type Household struct {
	ID      int64             `json:"id"`
	Name    string            `json:"name"`
	Address string            `json:"address"`
	Members []HouseholdMember `json:"members" gorm:"-"`
}

// HouseholdMember is a person's place in a household.
type HouseholdMember struct {
	PersonID     int64   `json:"personId"`
	FullName     string  `json:"fullName"`
	Relationship string  `json:"relationship"`
	Status       string  `json:"status"`
	BirthDate    *string `json:"birthDate"`
}

var errHouseholdNotFound = notFound("Household not found")

func loadHousehold(tx *gorm.DB, id int64) (*Household, error) {
	var hs []Household
	if err := tx.Raw(`SELECT id, name, address FROM households WHERE id = ?`, id).Scan(&hs).Error; err != nil {
		return nil, err
	}
	if len(hs) == 0 {
		return nil, errHouseholdNotFound
	}
	h := &hs[0]
	var rows []struct {
		PersonID                        int64
		FirstName, MiddleName, LastName string
		Relationship                    string
		IsActive                        bool
		BirthDate                       *string
	}
	if err := tx.Raw(`SELECT p.id AS person_id, p.first_name, p.middle_name, p.last_name, m.relationship, p.is_active,
			to_char(p.birth_date, 'YYYY-MM-DD') AS birth_date
		FROM household_members m JOIN people p ON p.id = m.person_id WHERE m.household_id = ?
		ORDER BY array_position(ARRAY['head', 'spouse', 'child', 'other'], m.relationship), p.birth_date NULLS LAST, p.id`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	h.Members = make([]HouseholdMember, 0, len(rows))
	for _, r := range rows {
		st := "active"
		if !r.IsActive {
			st = "inactive"
		}
		h.Members = append(h.Members, HouseholdMember{PersonID: r.PersonID, FullName: fullName(r.FirstName, r.MiddleName, r.LastName),
			Relationship: r.Relationship, Status: st, BirthDate: r.BirthDate})
	}
	return h, nil
}

// addHouseholdMember puts a person in a household, or changes their relationship if they are
// already in it. A person in another household is refused: they leave it explicitly first.
func addHouseholdMember(tx *gorm.DB, householdID, personID int64, rel string) error {
	if !validRelationship(rel) {
		return invalid(msgRelationship)
	}
	if err := lockHousehold(tx, householdID); err != nil {
		return err
	}
	if err := person.RequireLive(tx, personID); err != nil {
		return err
	}
	var current []struct {
		HouseholdID int64
		Name        string
	}
	if err := tx.Raw(`SELECT m.household_id, h.name FROM household_members m JOIN households h ON h.id = m.household_id
		WHERE m.person_id = ?`, personID).Scan(&current).Error; err != nil {
		return err
	}
	if len(current) > 0 && current[0].HouseholdID != householdID {
		return conflict(`This person already belongs to the household "` + current[0].Name + `"`)
	}
	return tx.Exec(`INSERT INTO household_members (household_id, person_id, relationship) VALUES (?, ?, ?)
		ON CONFLICT (household_id, person_id) DO UPDATE SET relationship = EXCLUDED.relationship`, householdID, personID, rel).Error
}

// lockHousehold makes concurrent changes of one household wait for each other (one head).
func lockHousehold(tx *gorm.DB, id int64) error {
	var ids []int64
	if err := tx.Raw(`SELECT id FROM households WHERE id = ? FOR UPDATE`, id).Scan(&ids).Error; err != nil {
		return err
	}
	if len(ids) == 0 {
		return errHouseholdNotFound
	}
	return nil
}

type householdSummary struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	Address     string    `json:"address"`
	MemberCount int64     `json:"memberCount"`
	Head        *headOfHH `json:"head"`
}

type headOfHH struct {
	PersonID int64  `json:"personId"`
	FullName string `json:"fullName"`
}

type householdListRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
	Paging
}

// HouseholdsList is POST /api/people/households/list.
func (h Handler) HouseholdsList(c *gin.Context, req householdListRequest) {
	p, err := req.Paging.Resolve(20)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out PageOf[householdSummary]
	err = h.run(c, func(tx *gorm.DB) error {
		var rows []struct {
			Total                           int64
			ID                              *int64
			Name, Address                   string
			MemberCount                     int64
			HeadID                          *int64
			HeadFirst, HeadMiddle, HeadLast string
		}
		where, args := "true", []any{}
		if q := strings.TrimSpace(req.Q); q != "" {
			where, args = "lower(h.name) LIKE ?", []any{"%" + person.LikeEscape(strings.ToLower(q)) + "%"}
		}
		err := tx.Raw(`SELECT c.total, x.* FROM (SELECT count(*) AS total FROM households h WHERE `+where+`) c
			LEFT JOIN LATERAL (SELECT h.id, h.name, h.address,
				(SELECT count(*) FROM household_members m WHERE m.household_id = h.id) AS member_count,
				hp.id AS head_id, COALESCE(hp.first_name, '') AS head_first, COALESCE(hp.middle_name, '') AS head_middle, COALESCE(hp.last_name, '') AS head_last
				FROM households h
				LEFT JOIN household_members hm ON hm.household_id = h.id AND hm.relationship = 'head'
				LEFT JOIN people hp ON hp.id = hm.person_id
				WHERE `+where+` ORDER BY lower(h.name), h.id LIMIT ? OFFSET ?) x ON true`,
			append(append(append([]any{}, args...), args...), p.PageSize, p.Offset())...).Scan(&rows).Error
		if err != nil {
			return err
		}
		var items []householdSummary
		var total int64
		for _, r := range rows {
			total = r.Total
			if r.ID == nil {
				continue
			}
			s := householdSummary{ID: *r.ID, Name: r.Name, Address: r.Address, MemberCount: r.MemberCount}
			if r.HeadID != nil {
				s.Head = &headOfHH{PersonID: *r.HeadID, FullName: fullName(r.HeadFirst, r.HeadMiddle, r.HeadLast)}
			}
			items = append(items, s)
		}
		out = pageOf(items, total, p)
		return nil
	})
	respond(c, err, "Households", out)
}

// HouseholdsGet is POST /api/people/households/get.
func (h Handler) HouseholdsGet(c *gin.Context, req ID) {
	var out *Household
	err := h.run(c, func(tx *gorm.DB) error {
		var err error
		out, err = loadHousehold(tx, req.ID)
		return err
	})
	respond(c, err, "Household", out)
}

type householdMemberInput struct {
	PersonID     int64  `json:"personId"`
	Relationship string `json:"relationship"`
}

type householdAddRequest struct {
	httpx.ClientContext
	Name    string                 `json:"name"`
	Address string                 `json:"address"`
	Members []householdMemberInput `json:"members"`
}

func householdFields(name, address string) (string, string, error) {
	name, address = strings.TrimSpace(name), strings.TrimSpace(address)
	if name == "" {
		return "", "", invalid("Household name is required")
	}
	if person.TooLong(name, 150) || person.TooLong(address, 300) {
		return "", "", invalid("Household name or address is too long")
	}
	return name, address, nil
}

// HouseholdsAdd is POST /api/people/households/add.
func (h Handler) HouseholdsAdd(c *gin.Context, req householdAddRequest) {
	name, address, err := householdFields(req.Name, req.Address)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *Household
	err = h.run(c, func(tx *gorm.DB) error {
		var id int64
		if err := tx.Raw(`INSERT INTO households (name, address) VALUES (?, ?) RETURNING id`, name, address).Scan(&id).Error; err != nil {
			return err
		}
		for _, m := range req.Members {
			if err := addHouseholdMember(tx, id, m.PersonID, m.Relationship); err != nil {
				return err
			}
		}
		var err error
		out, err = loadHousehold(tx, id)
		return err
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.Created(c, "Household added", out)
}

type householdUpdateRequest struct {
	httpx.ClientContext
	ID      int64       `json:"id"`
	Name    Opt[string] `json:"name"`
	Address Opt[string] `json:"address"`
}

// HouseholdsUpdate is POST /api/people/households/update.
func (h Handler) HouseholdsUpdate(c *gin.Context, req householdUpdateRequest) {
	var out *Household
	err := h.run(c, func(tx *gorm.DB) error {
		cur, err := loadHousehold(tx, req.ID)
		if err != nil {
			return err
		}
		name, address := cur.Name, cur.Address
		if req.Name.Set {
			name = req.Name.V
		}
		if req.Address.Set {
			address = req.Address.V
		}
		if name, address, err = householdFields(name, address); err != nil {
			return err
		}
		if err := tx.Exec(`UPDATE households SET name = ?, address = ? WHERE id = ?`, name, address, req.ID).Error; err != nil {
			return err
		}
		out, err = loadHousehold(tx, req.ID)
		return err
	})
	respond(c, err, "Household updated", out)
}

// HouseholdsDelete is POST /api/people/households/delete; its members become household-less.
func (h Handler) HouseholdsDelete(c *gin.Context, req ID) {
	err := h.run(c, func(tx *gorm.DB) error {
		res := tx.Exec(`DELETE FROM households WHERE id = ?`, req.ID)
		if res.Error == nil && res.RowsAffected == 0 {
			return errHouseholdNotFound
		}
		return res.Error
	})
	respond(c, err, "Household deleted", gin.H{})
}

type householdMemberRequest struct {
	httpx.ClientContext
	HouseholdID  int64  `json:"householdId"`
	PersonID     int64  `json:"personId"`
	Relationship string `json:"relationship"`
}

// HouseholdsAddMember is POST /api/people/households/add-member.
func (h Handler) HouseholdsAddMember(c *gin.Context, req householdMemberRequest) {
	var out *Household
	err := h.run(c, func(tx *gorm.DB) error {
		if err := addHouseholdMember(tx, req.HouseholdID, req.PersonID, req.Relationship); err != nil {
			return err
		}
		var err error
		out, err = loadHousehold(tx, req.HouseholdID)
		return err
	})
	respond(c, err, "Household updated", out)
}

type householdRemoveRequest struct {
	httpx.ClientContext
	HouseholdID int64 `json:"householdId"`
	PersonID    int64 `json:"personId"`
}

// HouseholdsRemoveMember is POST /api/people/households/remove-member.
func (h Handler) HouseholdsRemoveMember(c *gin.Context, req householdRemoveRequest) {
	var out *Household
	err := h.run(c, func(tx *gorm.DB) error {
		if err := lockHousehold(tx, req.HouseholdID); err != nil {
			return err
		}
		res := tx.Exec(`DELETE FROM household_members WHERE household_id = ? AND person_id = ?`, req.HouseholdID, req.PersonID)
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return notFound("This person is not in the household")
		}
		var err error
		out, err = loadHousehold(tx, req.HouseholdID)
		return err
	})
	respond(c, err, "Household updated", out)
}

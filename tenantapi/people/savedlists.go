package people

import (
	"congregate/tenantapi/people/person"
	"encoding/json"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Saved lists (docs/people-api.md "Saved lists"): a name for a set of listing filters. Opening one
// runs the filters again, so the list follows the directory as people join, move and leave.

// MaxSavedLists bounds how many lists a church keeps.
const MaxSavedLists = 200

const (
	msgListName     = "List name is required"
	msgListNameLong = "List name must be at most 60 characters"
)

var errSavedListNotFound = notFound("Saved list not found")

// SavedFilters are the listing filters a saved list keeps: the list call's body without paging.
type SavedFilters struct {
	Q                 string `json:"q,omitempty"`
	MembershipTypeID  int64  `json:"membershipTypeId,omitempty"`
	GroupID           int64  `json:"groupId,omitempty"`
	ServiceUnitID     int64  `json:"serviceUnitId,omitempty"`
	HouseFellowshipID int64  `json:"houseFellowshipId,omitempty"`
	Gender            string `json:"gender,omitempty"`
	AgeBand           string `json:"ageBand,omitempty"`
	Status            string `json:"status,omitempty"`
	SortBy            string `json:"sortBy,omitempty"`
	SortDir           string `json:"sortDir,omitempty"`
	CustomFieldID     int64  `json:"customFieldId,omitempty"`
	CustomValue       string `json:"customValue,omitempty"`
}

// check validates the filters with the listing's own rules, so a saved list always opens.
func (f SavedFilters) check(now time.Time) (SavedFilters, error) {
	f.Q = strings.Join(strings.Fields(f.Q), " ")
	if person.TooLong(f.Q, 100) {
		return f, invalid("The search is too long")
	}
	q := ListQuery{Q: f.Q, MembershipTypeID: f.MembershipTypeID, GroupID: f.GroupID, ServiceUnitID: f.ServiceUnitID,
		HouseFellowshipID: f.HouseFellowshipID, Gender: f.Gender, AgeBand: f.AgeBand, Status: f.Status, SortBy: f.SortBy, SortDir: f.SortDir,
		CustomFieldID: f.CustomFieldID, CustomValue: f.CustomValue}
	if _, _, err := q.where(now); err != nil {
		return f, err
	}
	if _, err := q.orderBy(); err != nil {
		return f, err
	}
	return f, nil
}

// SavedList is a saved list as the calls answer it.
type SavedList struct {
	ID        int64        `json:"id"`
	Name      string       `json:"name"`
	Filters   SavedFilters `json:"filters"`
	CreatedBy string       `json:"createdBy"`
	CreatedAt string       `json:"createdAt"`
	UpdatedAt string       `json:"updatedAt"`
}

type savedListRow struct {
	ID                   int64
	Name                 string
	Filters              []byte
	CreatorFirst         string
	CreatorLast          string
	CreatedAt, UpdatedAt time.Time
}

func (r savedListRow) list() (SavedList, error) {
	l := SavedList{ID: r.ID, Name: r.Name, CreatedBy: strings.TrimSpace(r.CreatorFirst + " " + r.CreatorLast),
		CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339), UpdatedAt: r.UpdatedAt.UTC().Format(time.RFC3339)}
	return l, json.Unmarshal(r.Filters, &l.Filters)
}

const savedListSelect = `SELECT l.id, l.name, l.filters, COALESCE(p.first_name, '') AS creator_first, COALESCE(p.last_name, '') AS creator_last,
		l.created_at, l.updated_at
	FROM saved_lists l LEFT JOIN people p ON p.id = l.created_by`

func loadSavedLists(tx *gorm.DB, where string, args ...any) ([]SavedList, error) {
	var rows []savedListRow
	if err := tx.Raw(savedListSelect+` WHERE `+where+` ORDER BY lower(l.name), l.id`, args...).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]SavedList, 0, len(rows))
	for _, r := range rows {
		l, err := r.list()
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

func loadSavedList(tx *gorm.DB, id int64) (*SavedList, error) {
	ls, err := loadSavedLists(tx, `l.id = ?`, id)
	if err != nil {
		return nil, err
	}
	if len(ls) == 0 {
		return nil, errSavedListNotFound
	}
	return &ls[0], nil
}

func savedListName(s string) (string, error) {
	return person.FoldedText(s, 60, msgListName, msgListNameLong)
}

// SavedListsList is POST /api/people/saved-lists/list: every list of the church, by name.
func (h Handler) SavedListsList(c *gin.Context, req httpx.ClientContext) {
	var out []SavedList
	err := h.run(c, func(tx *gorm.DB) error {
		var err error
		out, err = loadSavedLists(tx, `true`)
		return err
	})
	respond(c, err, "Saved lists", gin.H{"items": out})
}

type savedListAddRequest struct {
	httpx.ClientContext
	Name    string       `json:"name"`
	Filters SavedFilters `json:"filters"`
}

// SavedListsAdd is POST /api/people/saved-lists/add.
func (h Handler) SavedListsAdd(c *gin.Context, req savedListAddRequest) {
	name, err := savedListName(req.Name)
	if err == nil {
		req.Filters, err = req.Filters.check(h.now())
	}
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	raw, err := json.Marshal(req.Filters)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	me := auth.UserFrom(c.Request.Context()).PersonID
	var out *SavedList
	err = h.run(c, func(tx *gorm.DB) error {
		// The count is checked under a lock, so two saves at once cannot pass the limit together.
		if err := tx.Exec(`LOCK TABLE saved_lists IN SHARE ROW EXCLUSIVE MODE`).Error; err != nil {
			return err
		}
		var n int64
		if err := tx.Raw(`SELECT count(*) FROM saved_lists`).Scan(&n).Error; err != nil {
			return err
		}
		if n >= MaxSavedLists {
			return conflict("A church can keep at most 200 saved lists: delete one first")
		}
		var id int64
		if err := tx.Raw(`INSERT INTO saved_lists (name, filters, created_by) VALUES (?, ?::jsonb, ?) RETURNING id`, name, string(raw), me).Scan(&id).Error; err != nil {
			return err
		}
		var err error
		out, err = loadSavedList(tx, id)
		return err
	})
	created(c, err, "List saved", out)
}

type savedListUpdateRequest struct {
	httpx.ClientContext
	ID      int64         `json:"id"`
	Name    *string       `json:"name"`
	Filters *SavedFilters `json:"filters"`
}

// SavedListsUpdate is POST /api/people/saved-lists/update: rename, or replace the filters.
func (h Handler) SavedListsUpdate(c *gin.Context, req savedListUpdateRequest) {
	sets, args := []string{"updated_at = now()"}, []any{}
	if req.Name != nil {
		name, err := savedListName(*req.Name)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		sets, args = append(sets, "name = ?"), append(args, name)
	}
	if req.Filters != nil {
		f, err := req.Filters.check(h.now())
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		raw, err := json.Marshal(f)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		sets, args = append(sets, "filters = ?::jsonb"), append(args, string(raw))
	}
	var out *SavedList
	err := h.run(c, func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE saved_lists SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, req.ID)...)
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return errSavedListNotFound
		}
		var err error
		out, err = loadSavedList(tx, req.ID)
		return err
	})
	respond(c, err, "Saved list updated", out)
}

// SavedListsDelete is POST /api/people/saved-lists/delete.
func (h Handler) SavedListsDelete(c *gin.Context, req idRequest) {
	h.deleteRow(c, req, "saved_lists", errSavedListNotFound, "Saved list deleted", nil)
}

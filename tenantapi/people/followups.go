package people

import (
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Follow-ups (docs/people-api.md "Follow-ups"): tasks about a person given to a staff member,
// with an optional due date, open until someone marks them done.

var (
	errFollowUpNotFound = notFound("Follow-up not found")
	errAssignee         = invalid("Assign the follow-up to a staff member")
)

// FollowUp is one follow-up as the calls answer it.
type FollowUp struct {
	ID           int64   `json:"id"`
	PersonID     int64   `json:"personId"`
	PersonName   string  `json:"personName"`
	Title        string  `json:"title"`
	AssigneeID   *int64  `json:"assigneeId"`
	AssigneeName string  `json:"assigneeName"`
	DueDate      *string `json:"dueDate"`
	Overdue      bool    `json:"overdue"`
	Status       string  `json:"status"`
	CreatedBy    string  `json:"createdBy"`
	CreatedAt    string  `json:"createdAt"`
	CompletedAt  *string `json:"completedAt"`
}

type followUpRow struct {
	ID                     int64
	PersonID               int64
	PFirst, PMiddle, PLast string
	Title                  string
	AssigneeID             *int64
	AFirst, ALast          string
	DueDate                *time.Time
	Status                 string
	CFirst, CLast          string
	CreatedAt              time.Time
	CompletedAt            *time.Time
	Total                  int64
}

func (r followUpRow) followUp(today string) FollowUp {
	f := FollowUp{ID: r.ID, PersonID: r.PersonID, PersonName: fullName(r.PFirst, r.PMiddle, r.PLast), Title: r.Title,
		AssigneeID: r.AssigneeID, AssigneeName: strings.TrimSpace(r.AFirst + " " + r.ALast), DueDate: isoDate(r.DueDate),
		Status: r.Status, CreatedBy: strings.TrimSpace(r.CFirst + " " + r.CLast), CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
	if r.CompletedAt != nil {
		at := r.CompletedAt.UTC().Format(time.RFC3339)
		f.CompletedAt = &at
	}
	f.Overdue = f.Status == "open" && f.DueDate != nil && *f.DueDate < today
	return f
}

const followUpSelect = `SELECT f.id, f.person_id, p.first_name AS p_first, p.middle_name AS p_middle, p.last_name AS p_last, f.title,
		f.assignee_id, COALESCE(a.first_name, '') AS a_first, COALESCE(a.last_name, '') AS a_last, f.due_date, f.status,
		COALESCE(c.first_name, '') AS c_first, COALESCE(c.last_name, '') AS c_last, f.created_at, f.completed_at`

const followUpFrom = ` FROM follow_ups f JOIN people p ON p.id = f.person_id
	LEFT JOIN people a ON a.id = f.assignee_id LEFT JOIN people c ON c.id = f.created_by`

func loadFollowUp(tx *gorm.DB, id int64, today string) (*FollowUp, error) {
	var rows []followUpRow
	if err := tx.Raw(followUpSelect+followUpFrom+` WHERE f.id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errFollowUpNotFound
	}
	f := rows[0].followUp(today)
	return &f, nil
}

func followUpTitle(s string) (string, error) {
	return foldedText(s, 200, "Say what to follow up", "A follow-up must be at most 200 characters")
}

func followUpDue(s string) (*string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil || t.Year() < 2000 || t.Year() > 2200 {
		return nil, invalid("Due date must be a date like 2026-12-31")
	}
	d := t.Format("2006-01-02")
	return &d, nil
}

// requireStaff checks a person may be given follow-ups: active, with console access.
func requireStaff(tx *gorm.DB, id int64) error {
	var n int64
	if err := tx.Raw(`SELECT count(*) FROM people WHERE id = ? AND is_active AND admin_access AND merged_into_id IS NULL`, id).Scan(&n).Error; err != nil {
		return err
	}
	if n == 0 {
		return errAssignee
	}
	return nil
}

type followUpsListRequest struct {
	httpx.ClientContext
	PersonID int64  `json:"personId"`
	Mine     bool   `json:"mine"`
	Status   string `json:"status"`
	Paging
}

// FollowUpsList is POST /api/people/follow-ups/list: a person's follow-ups, or the signed-in
// user's (mine); open ones first by due date.
func (h Handler) FollowUpsList(c *gin.Context, req followUpsListRequest) {
	p, err := req.Paging.Resolve(20)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	conds, args := []string{"p.merged_into_id IS NULL"}, []any{}
	switch req.Status {
	case "", "open":
		conds = append(conds, "f.status = 'open'")
	case "done":
		conds = append(conds, "f.status = 'done'")
	case "all":
	default:
		httpx.Fail(c, invalid("Status must be open, done or all"))
		return
	}
	if req.PersonID != 0 {
		conds, args = append(conds, "f.person_id = ?"), append(args, req.PersonID)
	}
	if req.Mine {
		conds, args = append(conds, "f.assignee_id = ?"), append(args, auth.UserFrom(c.Request.Context()).PersonID)
	}
	if req.PersonID == 0 && !req.Mine {
		httpx.Fail(c, invalid("Choose a person, or ask for your own follow-ups"))
		return
	}
	today := h.now().Format("2006-01-02")
	var out PageOf[FollowUp]
	err = h.run(c, func(tx *gorm.DB) error {
		// Another church's person, or none, is "not found" as on every person-scoped call.
		if req.PersonID != 0 {
			if err := requireLivePerson(tx, req.PersonID); err != nil {
				return err
			}
		}
		var rows []followUpRow
		if err := tx.Raw(followUpSelect+`, count(*) OVER () AS total`+followUpFrom+` WHERE `+strings.Join(conds, " AND ")+`
			ORDER BY f.status = 'done', f.due_date NULLS LAST, f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`,
			append(args, p.PageSize, p.Offset())...).Scan(&rows).Error; err != nil {
			return err
		}
		items := make([]FollowUp, 0, len(rows))
		var total int64
		for _, r := range rows {
			items, total = append(items, r.followUp(today)), r.Total
		}
		out = pageOf(items, total, p)
		return nil
	})
	respond(c, err, "Follow-ups", out)
}

// Staff is someone follow-ups can be given to.
type Staff struct {
	ID       int64  `json:"id"`
	FullName string `json:"fullName"`
}

// FollowUpsStaff is POST /api/people/follow-ups/staff: the people with console access, by name.
func (h Handler) FollowUpsStaff(c *gin.Context, req httpx.ClientContext) {
	var out []Staff
	err := h.run(c, func(tx *gorm.DB) error {
		var rows []struct {
			ID                              int64
			FirstName, MiddleName, LastName string
		}
		if err := tx.Raw(`SELECT id, first_name, middle_name, last_name FROM people
			WHERE is_active AND admin_access AND merged_into_id IS NULL ORDER BY lower(first_name), lower(last_name), id LIMIT 500`).Scan(&rows).Error; err != nil {
			return err
		}
		out = make([]Staff, 0, len(rows))
		for _, r := range rows {
			out = append(out, Staff{r.ID, fullName(r.FirstName, r.MiddleName, r.LastName)})
		}
		return nil
	})
	respond(c, err, "Staff", gin.H{"items": out})
}

type followUpAddRequest struct {
	httpx.ClientContext
	PersonID   int64  `json:"personId"`
	Title      string `json:"title"`
	AssigneeID int64  `json:"assigneeId"`
	DueDate    string `json:"dueDate"`
}

// FollowUpsAdd is POST /api/people/follow-ups/add; without an assignee it is the author's own.
func (h Handler) FollowUpsAdd(c *gin.Context, req followUpAddRequest) {
	title, err := followUpTitle(req.Title)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	due, err := followUpDue(req.DueDate)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	me := auth.UserFrom(c.Request.Context()).PersonID
	if req.AssigneeID == 0 {
		req.AssigneeID = me
	}
	var out *FollowUp
	err = h.run(c, func(tx *gorm.DB) error {
		if err := requireLivePerson(tx, req.PersonID); err != nil {
			return err
		}
		if err := requireStaff(tx, req.AssigneeID); err != nil {
			return err
		}
		var id int64
		if err := tx.Raw(`INSERT INTO follow_ups (person_id, title, assignee_id, due_date, created_by) VALUES (?, ?, ?, ?, ?) RETURNING id`,
			req.PersonID, title, req.AssigneeID, due, me).Scan(&id).Error; err != nil {
			return err
		}
		var err error
		out, err = loadFollowUp(tx, id, h.now().Format("2006-01-02"))
		return err
	})
	created(c, err, "Follow-up added", out)
}

type followUpUpdateRequest struct {
	httpx.ClientContext
	ID         int64       `json:"id"`
	Title      Opt[string] `json:"title"`
	AssigneeID Opt[int64]  `json:"assigneeId"`
	DueDate    Opt[string] `json:"dueDate"`
	Status     Opt[string] `json:"status"`
}

// FollowUpsUpdate is POST /api/people/follow-ups/update: the fields sent change; status "done"
// records who finished it and when, "open" reopens it.
func (h Handler) FollowUpsUpdate(c *gin.Context, req followUpUpdateRequest) {
	me := auth.UserFrom(c.Request.Context()).PersonID
	sets, args := []string{}, []any{}
	if req.Title.Set {
		t, err := followUpTitle(req.Title.V)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		sets, args = append(sets, "title = ?"), append(args, t)
	}
	if req.DueDate.Set {
		d, err := followUpDue(req.DueDate.V)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		sets, args = append(sets, "due_date = ?"), append(args, d)
	}
	if req.Status.Set {
		switch req.Status.V {
		case "done":
			sets, args = append(sets, "status = 'done'", "completed_at = COALESCE(completed_at, now())", "completed_by = COALESCE(completed_by, ?)"), append(args, me)
		case "open":
			sets = append(sets, "status = 'open'", "completed_at = NULL", "completed_by = NULL")
		default:
			httpx.Fail(c, invalid("Status must be open or done"))
			return
		}
	}
	if req.AssigneeID.Set && (req.AssigneeID.Null || req.AssigneeID.V == 0) {
		httpx.Fail(c, errAssignee)
		return
	}
	var out *FollowUp
	err := h.run(c, func(tx *gorm.DB) error {
		if req.AssigneeID.Set {
			if err := requireStaff(tx, req.AssigneeID.V); err != nil {
				return err
			}
			sets, args = append(sets, "assignee_id = ?"), append(args, req.AssigneeID.V)
		}
		if len(sets) > 0 {
			res := tx.Exec(`UPDATE follow_ups SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, req.ID)...)
			if res.Error != nil {
				return res.Error
			}
			if res.RowsAffected == 0 {
				return errFollowUpNotFound
			}
		}
		var err error
		out, err = loadFollowUp(tx, req.ID, h.now().Format("2006-01-02"))
		return err
	})
	respond(c, err, "Follow-up updated", out)
}

// FollowUpsDelete is POST /api/people/follow-ups/delete.
func (h Handler) FollowUpsDelete(c *gin.Context, req idRequest) {
	h.deleteRow(c, req, "follow_ups", errFollowUpNotFound, "Follow-up deleted", nil)
}

package people

import (
	"congregate/tenantapi/people/person"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Leader is an entry of the church's leadership directory.
type Leader struct {
	ID         int64  `json:"id"`
	PersonID   int64  `json:"personId"`
	FullName   string `json:"fullName"`
	FirstName  string `json:"-"`
	MiddleName string `json:"-"`
	LastName   string `json:"-"`
	Email      string `json:"email"`
	Mobile     string `json:"mobile"`
	HasPhoto   bool   `json:"hasPhoto"`
	PhotoURL   string `json:"photoUrl"`
	Title      string `json:"title"`
	Position   int    `json:"position"`
	PhotoVer   *int64 `json:"-"`
}

var errLeaderNotFound = notFound("Leader not found")

func leaders(tx *gorm.DB) ([]Leader, error) {
	var out []Leader
	err := tx.Raw(`SELECT l.id, l.person_id, p.first_name, p.middle_name, p.last_name, p.email, p.mobile, l.title, l.position,
			(SELECT (extract(epoch FROM ph.updated_at) * 1000)::bigint FROM person_photos ph WHERE ph.person_id = p.id) AS photo_ver
		FROM leaders l JOIN people p ON p.id = l.person_id ORDER BY l.position, l.id`).Scan(&out).Error
	for i := range out {
		l := &out[i]
		l.FullName = fullName(l.FirstName, l.MiddleName, l.LastName)
		l.HasPhoto, l.PhotoURL = l.PhotoVer != nil, photoURL(l.PersonID, l.PhotoVer)
	}
	if out == nil {
		out = []Leader{}
	}
	return out, err
}

// LeadersList is POST /api/people/leadership/list.
func (h Handler) LeadersList(c *gin.Context, req httpx.ClientContext) {
	var out []Leader
	err := h.run(c, func(tx *gorm.DB) error {
		var err error
		out, err = leaders(tx)
		return err
	})
	respond(c, err, "Leadership", gin.H{"items": out})
}

type leaderSaveRequest struct {
	httpx.ClientContext
	ID       int64  `json:"id"`
	PersonID int64  `json:"personId"`
	Title    string `json:"title"`
}

// LeadersSave is POST /api/people/leadership/save (spec "add or update").
func (h Handler) LeadersSave(c *gin.Context, req leaderSaveRequest) {
	title := strings.TrimSpace(req.Title)
	if title == "" {
		httpx.Fail(c, invalid("Title is required"))
		return
	}
	if person.TooLong(title, 100) {
		httpx.Fail(c, invalid("Title must be at most 100 characters"))
		return
	}
	var out *Leader
	err := h.run(c, func(tx *gorm.DB) error {
		id := req.ID
		if id != 0 {
			if err := updateRow(tx, "leaders", id, []column{{Name: "title", Value: title}}, errLeaderNotFound); err != nil {
				return err
			}
		} else {
			if err := person.RequireLive(tx, req.PersonID); err != nil {
				return err
			}
			if err := tx.Raw(`INSERT INTO leaders (person_id, title, position) VALUES (?, ?, (SELECT COALESCE(max(position) + 1, 0) FROM leaders))
				ON CONFLICT (person_id) DO UPDATE SET title = EXCLUDED.title RETURNING id`, req.PersonID, title).Scan(&id).Error; err != nil {
				return err
			}
		}
		all, err := leaders(tx)
		for _, l := range all {
			if l.ID == id {
				out = &l
			}
		}
		return err
	})
	respond(c, err, "Leader saved", out)
}

// LeadersDelete is POST /api/people/leadership/delete.
func (h Handler) LeadersDelete(c *gin.Context, req ID) {
	err := h.run(c, func(tx *gorm.DB) error {
		if err := deleteByID(tx, "leaders", req.ID, errLeaderNotFound); err != nil {
			return err
		}
		return tx.Exec(`UPDATE leaders l SET position = o.rn - 1 FROM (SELECT id, row_number() OVER (ORDER BY position, id) AS rn FROM leaders) o WHERE o.id = l.id`).Error
	})
	respond(c, err, "Leader removed", gin.H{})
}

// LeadersChange is POST /api/people/leadership/change: the leader's place in the directory.
func (h Handler) LeadersChange(c *gin.Context, req repositionRequest) {
	var out []Leader
	err := h.run(c, func(tx *gorm.DB) error {
		if err := reposition(tx, "leaders", req.ID, req.NewPosition, errLeaderNotFound); err != nil {
			return err
		}
		var err error
		out, err = leaders(tx)
		return err
	})
	respond(c, err, "Leadership order changed", gin.H{"items": out})
}

type qRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
}

// LeadersSearchUser is POST /api/people/leadership/search-user: active people not yet leaders.
func (h Handler) LeadersSearchUser(c *gin.Context, req qRequest) {
	items := []PersonSummary{}
	if len([]rune(strings.TrimSpace(req.Q))) < 2 {
		httpx.OK(c, "People", gin.H{"items": items})
		return
	}
	err := h.run(c, func(tx *gorm.DB) error {
		var err error
		items, err = searchPeople(tx, req.Q, "active", nil, "NOT EXISTS (SELECT 1 FROM leaders l WHERE l.person_id = p.id)", 20, h.now())
		return err
	})
	respond(c, err, "People", gin.H{"items": items})
}

package audit

import (
	"encoding/json"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
)

// Handler serves the access and security audit pages.
type Handler struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil means time.Now.
	Clock func() time.Time
}

// Item is one audit row as the console shows it.
type Item struct {
	ID         int64           `json:"id"`
	OccurredAt time.Time       `json:"occurredAt"`
	PersonID   *int64          `json:"personId"`
	PersonName string          `json:"personName"`
	Actor      string          `json:"actor"`
	Event      string          `json:"event"`
	Outcome    string          `json:"outcome"`
	IP         string          `json:"ip"`
	UserAgent  string          `json:"userAgent"`
	Details    json.RawMessage `json:"details"`
}

// Page is a page of audit items.
type Page struct {
	Items      []Item `json:"items"`
	Total      int64  `json:"total"`
	Page       int    `json:"page"`
	PageSize   int    `json:"pageSize"`
	TotalPages int64  `json:"totalPages"`
}

const itemSelect = `SELECT a.id, a.occurred_at, a.person_id,
	COALESCE(NULLIF(trim(p.first_name || ' ' || p.last_name), ''), '') AS person_name,
	a.actor, a.event, a.outcome, a.ip, a.user_agent, a.details
	FROM audit_log a LEFT JOIN people p ON p.id = a.person_id`

// listRequest is flat so that binding errors name the JSON field.
type listRequest struct {
	httpx.ClientContext
	PersonID *int64          `json:"personId"`
	Event    json.RawMessage `json:"event"`
	Outcome  string          `json:"outcome"`
	From     string          `json:"from"`
	To       string          `json:"to"`
	Q        string          `json:"q"`
	Page     int             `json:"page"`
	PageSize int             `json:"pageSize"`
}

func (r listRequest) filter() Filter {
	return Filter{PersonID: r.PersonID, Event: r.Event, Outcome: r.Outcome, From: r.From, To: r.To, Q: r.Q}
}

// List is POST /api/audit/list: newest first, filtered, paged.
func (h Handler) List(c *gin.Context, req listRequest) {
	p, err := httpx.Paging{Page: req.Page, PageSize: req.PageSize}.Resolve(20)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	req.Page, req.PageSize = p.Page, p.PageSize
	ctx := c.Request.Context()
	w, err := req.filter().build(tenancy.FromContext(ctx))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	out := Page{Items: []Item{}, Page: req.Page, PageSize: req.PageSize}
	err = h.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if err := tx.Raw(`SELECT count(*) FROM audit_log a LEFT JOIN people p ON p.id = a.person_id WHERE `+w.sql, w.args...).
			Scan(&out.Total).Error; err != nil {
			return err
		}
		args := append(append([]any{}, w.args...), req.PageSize, req.Page*req.PageSize)
		return tx.Raw(itemSelect+` WHERE `+w.sql+` ORDER BY a.occurred_at DESC, a.id DESC LIMIT ? OFFSET ?`, args...).Scan(&out.Items).Error
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	out.TotalPages = (out.Total + int64(req.PageSize) - 1) / int64(req.PageSize)
	httpx.OK(c, "Audit trail", out)
}

// Events is POST /api/audit/events: the event names for the filter.
func (h Handler) Events(c *gin.Context, req httpx.ClientContext) {
	httpx.OK(c, "Audit events", gin.H{"items": Catalogue})
}

// Recent returns a person's latest audit items (the view-administrator page).
func Recent(tx *gorm.DB, personID int64, n int) ([]Item, error) {
	items := []Item{}
	err := tx.Raw(itemSelect+` WHERE a.person_id = ? ORDER BY a.occurred_at DESC, a.id DESC LIMIT ?`, personID, n).Scan(&items).Error
	return items, err
}

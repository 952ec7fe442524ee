// Package auditapi serves the access and security audit pages over the audit log (tenantapi/audit),
// which every domain and the worker write without HTTP.
package auditapi

import (
	"encoding/json"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// Handler serves the access and security audit pages.
type Handler struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil means time.Now.
	Clock func() time.Time
}

// Page is a page of audit items.
type Page struct {
	Items      []audit.Item `json:"items"`
	Total      int64        `json:"total"`
	Page       int          `json:"page"`
	PageSize   int          `json:"pageSize"`
	TotalPages int64        `json:"totalPages"`
}

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
	out := Page{Page: req.Page, PageSize: req.PageSize}
	err = h.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if out.Total, err = audit.Count(tx, w.Where); err != nil {
			return err
		}
		out.Items, err = audit.Items(tx, w.Where, req.PageSize, req.Page*req.PageSize)
		return err
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
	httpx.OK(c, "Audit events", gin.H{"items": audit.Catalogue})
}

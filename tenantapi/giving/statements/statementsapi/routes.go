// Package statementsapi is the HTTP side of contribution statements (tenantapi/giving/statements).
package statementsapi

import (
	"net/http"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/giving/statements"
)

// ruleLinkFailures bounds wrong or expired links per church and IP (guessing tokens).
var ruleLinkFailures = ratelimit.Rule{Name: "statement-link-fail", Max: 60, Window: 15 * time.Minute}

// Handler serves the statements.
type Handler struct {
	S *statements.Service
	// Limiter bounds the public link's requests per IP (nil: no limit).
	Limiter *ratelimit.Limiter
}

// Routes are the statements' calls (key generosity) and the donors' public, signed link. One
// donor's PDF is POST with a JSON body ({personId, year | from, to}) answering the file.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/generosity/statements/", Key: authz.Generosity}
	return []httpx.Route{
		g.Read("preview", httpx.Handle("Contribution statement", h.Preview)),
		g.Read("pdf", httpx.File("application/pdf", statements.StatementRequest{}, h.PDF)),
		g.Write("run", httpx.HandleAccepted("Statements are being prepared", h.Run)),
		g.Read("runs", httpx.Handle("Statement runs", h.Runs)),
		g.Read("run/get", httpx.Handle("Statement run", h.GetRun)),
		{Method: http.MethodGet, Path: "/api/generosity/statements/runs/:id/zip", Key: authz.Generosity, Action: authz.Read,
			Handler: httpx.File("application/zip", nil, h.Zip)},
		{Method: http.MethodGet, Path: "/api/generosity/statements/file/:token", Public: true,
			Handler: httpx.File("application/pdf", nil, h.File)},
	}
}

// Preview is one donor's statement as data.
func (h Handler) Preview(c *gin.Context, r statements.StatementRequest) (statements.Statement, error) {
	return h.S.Preview(c.Request.Context(), r)
}

// PDF answers one donor's statement.
func (h Handler) PDF(c *gin.Context) {
	var r statements.StatementRequest
	if err := httpx.Bind(c, &r); err != nil {
		httpx.Fail(c, err)
		return
	}
	if err := r.Validate(); err != nil {
		httpx.Fail(c, err)
		return
	}
	f, err := h.S.PDF(c.Request.Context(), r)
	send(c, f, err, "attachment")
}

// Run starts a statement run.
func (h Handler) Run(c *gin.Context, r statements.RunRequest) (statements.Run, error) {
	ctx := c.Request.Context()
	return h.S.StartRun(ctx, auth.UserFrom(ctx).PersonID, c.ClientIP(), c.Request.UserAgent(), r)
}

// Runs is a page of runs.
func (h Handler) Runs(c *gin.Context, r RunsRequest) (httpx.Page[statements.Run], error) {
	p, err := r.Paging.Resolve(20)
	if err != nil {
		return httpx.Page[statements.Run]{}, err
	}
	items, total, err := h.S.Runs(c.Request.Context(), p.PageSize, p.Offset())
	return httpx.PageOf(items, total, p), err
}

// RunsRequest is a page of runs.
type RunsRequest struct {
	httpx.Paging
}

// SchemaPackage keeps the request's published name with the statements' types.
func (RunsRequest) SchemaPackage() string { return "statements" }

// GetRun is one run.
func (h Handler) GetRun(c *gin.Context, r statements.RunID) (statements.Run, error) {
	return h.S.GetRun(c.Request.Context(), r.ID)
}

// Zip answers a finished run's ZIP.
func (h Handler) Zip(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id <= 0 {
		httpx.Fail(c, httpx.E(httpx.KindNotFound, statements.MsgRunUnknown))
		return
	}
	f, err := h.S.Zip(c.Request.Context(), id)
	send(c, f, err, "attachment")
}

// File answers a donor's statement by its signed link (no sign-in).
func (h Handler) File(c *gin.Context) {
	ctx := c.Request.Context()
	key := tenancy.FromContext(ctx).ShortName + ":" + c.ClientIP()
	if h.Limiter != nil {
		if over, err := h.Limiter.Over(ctx, ruleLinkFailures, key); err != nil || over {
			httpx.Fail(c, httpx.E(httpx.KindRateLimited, "Too many attempts. Please try again later."))
			return
		}
	}
	f, err := h.S.OpenLink(ctx, c.Param("token"))
	if err != nil && h.Limiter != nil {
		_ = h.Limiter.Hit(ctx, ruleLinkFailures, key)
	}
	c.Header("Referrer-Policy", "no-referrer")
	send(c, f, err, "inline")
}

func send(c *gin.Context, f *statements.File, err error, disposition string) {
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	c.Header("Content-Disposition", disposition+`; filename="`+f.Name+`"`)
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, f.ContentType, f.Data)
}

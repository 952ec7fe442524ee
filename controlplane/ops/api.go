// Package ops is the operator host's API (/api/ops/...): its route table, its middleware and its
// OpenAPI document. Each area is a package beside this one with the five-file shape; this file
// only collects their routes.
package ops

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/controlplane/ops/catalogue"
	"congregate/controlplane/ops/churches"
	opsexports "congregate/controlplane/ops/exports"
	"congregate/controlplane/ops/operators"
	"congregate/controlplane/ops/opsaudit"
	"congregate/controlplane/ops/opsauth"
	"congregate/controlplane/ops/queues"
	"congregate/controlplane/ops/requests"
	"congregate/internal/jobs"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/redisconn"
	"congregate/internal/platform/storage"
)

// Deps are what the ops API is built from (the control plane's App fills them).
type Deps struct {
	Config  config.Config
	Control *gorm.DB
	Tenants *db.Tenants
	Redis   *redis.Client
	Jobs    jobs.Enqueuer
	Storage storage.Store
	Limiter *ratelimit.Limiter
}

// DocInfo heads the ops API's document (/api/openapi.json and /api/docs on the operator host).
var DocInfo = httpx.DocInfo{
	Title:    "Congregate operator API",
	Version:  "1",
	Envelope: httpx.EnvelopeTenant,
	Description: "The operator host's API: operators sign in with a password and a TOTP code (cookie ops_session); " +
		"x-permission ops:read is any operator, ops:write the role operator. Every answer is {responseCode, responseMessage, responseData}.",
}

// API is the ops API built once from its dependencies.
type API struct {
	Deps     Deps
	Sessions *opsauth.Sessions
}

// New builds the API.
func New(d Deps) *API {
	return &API{Deps: d, Sessions: &opsauth.Sessions{DB: d.Control}}
}

// Routes is THE route table of the operator host: every /api/ops/... call and the document's.
func (a *API) Routes() []httpx.Route {
	var rs []httpx.Route
	// Each area appends its routes here (one line each).
	rs = append(rs, opsauth.Routes(opsauth.NewHandler(a.Deps.Control, a.Sessions, a.Deps.Limiter, opsaudit.Auth, opsauth.NewSecretBox(a.Deps.Config.OpsSecretKey)))...)
	rs = append(rs, operators.Routes(operators.Handler{S: &operators.Service{DB: a.Deps.Control}})...)
	rs = append(rs, opsaudit.Routes(opsaudit.Handler{DB: a.Deps.Control})...)
	rs = append(rs, catalogue.Routes(catalogue.Handler{S: &catalogue.Service{DB: a.Deps.Control}})...)
	rs = append(rs, requests.Routes(requests.Handler{S: &requests.Service{Control: a.Deps.Control, Tenants: a.Deps.Tenants, Store: a.Deps.Storage}})...)
	rs = append(rs, queues.Routes(queues.Handler{S: &queues.Service{Control: a.Deps.Control, RedisURL: a.Deps.Config.RedisURL, Redis: redisConn(a.Deps.Config)}})...)
	rs = append(rs, churches.Routes(churches.Handler{S: churches.New(a.Deps.Config, a.Deps.Control, a.Deps.Tenants, a.Deps.Redis)})...)
	rs = append(rs, opsexports.Routes(opsexports.Handler{S: &opsexports.Service{Control: a.Deps.Control, Jobs: a.Deps.Jobs, Files: a.Deps.Storage}})...)
	return append(rs, httpx.DocRoutes(DocInfo, a.Routes)...)
}

// redisConn is the Redis the queues live on (REDIS_URL, a Sentinel or a Cluster). The processes
// refuse a bad configuration at start, so an error here cannot happen; it leaves RedisURL.
func redisConn(cfg config.Config) redisconn.Conn {
	c, _ := redisconn.FromConfig(cfg)
	return c
}

// Mount puts the route table on r with its middleware: no-store answers, JSON bodies only on
// writes (a form post from another site cannot be one), the session, and the role check.
func (a *API) Mount(r *gin.Engine) {
	for _, rt := range a.Routes() {
		chain := []gin.HandlerFunc{httpx.NoStore, requireJSON}
		if !rt.Public {
			chain = append(chain, a.Sessions.Authenticate, authorize(a.Deps.Control, rt))
		}
		chain = append(chain, rt.Handler.Serve)
		r.Handle(rt.Method, rt.Path, chain...)
	}
}

// requireJSON refuses a body that is not application/json on any call but GET.
func requireJSON(c *gin.Context) {
	if c.Request.Method != http.MethodGet && c.Request.ContentLength != 0 &&
		!strings.HasPrefix(c.ContentType(), "application/json") {
		httpx.Fail(c, fault.E(fault.Unsupported, "Send JSON (Content-Type: application/json)"))
		c.Abort()
		return
	}
	c.Next()
}

// authorize lets support read and only operators write; a refusal is audited.
func authorize(control *gorm.DB, rt httpx.Route) gin.HandlerFunc {
	return func(c *gin.Context) {
		op := opsauth.FromContext(c)
		if rt.Action == authz.Write && (op == nil || op.Role != opsauth.RoleOperator) {
			e := opsaudit.Of(c, "access.denied", opsaudit.Denied)
			e.Target = rt.Method + " " + rt.Path
			_ = opsaudit.Record(c.Request.Context(), control, e)
			httpx.Fail(c, fault.E(fault.Forbidden, opsauth.MsgNoRight))
			c.Abort()
			return
		}
		c.Next()
	}
}

package churches

import (
	"github.com/gin-gonic/gin"

	"congregate/controlplane/ops/opsaudit"
	"congregate/internal/platform/httpx"
)

// Handler serves the churches calls: the operator from the session, the rest from the body.
type Handler struct{ S *Service }

func entry(c *gin.Context) opsaudit.Entry { return opsaudit.Of(c, "", opsaudit.OK) }

// List is POST /api/ops/churches/list.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[ChurchRow], error) {
	return h.S.List(c.Request.Context(), req)
}

// Facets is POST /api/ops/churches/facets: the list's plan and placement filters.
func (h Handler) Facets(c *gin.Context, _ struct{}) (*Facets, error) {
	return h.S.Facets(c.Request.Context())
}

// Get is POST /api/ops/churches/get: the church's figures are refreshed first.
func (h Handler) Get(c *gin.Context, req idRequest) (*ChurchDetail, error) {
	return h.S.Get(c.Request.Context(), req.ID)
}

func (h Handler) change(action string) func(*gin.Context, statusRequest) (*ChurchDetail, error) {
	return func(c *gin.Context, req statusRequest) (*ChurchDetail, error) {
		return h.S.Change(c.Request.Context(), action, req, entry(c))
	}
}

// Lockdown is POST /api/ops/churches/lockdown.
func (h Handler) Lockdown(c *gin.Context, req statusRequest) (*ChurchDetail, error) {
	return h.change(ActionLockdown)(c, req)
}

// Unlock is POST /api/ops/churches/unlock.
func (h Handler) Unlock(c *gin.Context, req statusRequest) (*ChurchDetail, error) {
	return h.change(ActionUnlock)(c, req)
}

// Suspend is POST /api/ops/churches/suspend.
func (h Handler) Suspend(c *gin.Context, req statusRequest) (*ChurchDetail, error) {
	return h.change(ActionSuspend)(c, req)
}

// Reactivate is POST /api/ops/churches/reactivate.
func (h Handler) Reactivate(c *gin.Context, req statusRequest) (*ChurchDetail, error) {
	return h.change(ActionReactivate)(c, req)
}

// DomainAdd is POST /api/ops/churches/domains/add.
func (h Handler) DomainAdd(c *gin.Context, req domainRequest) (*ChurchDetail, error) {
	return h.S.AddDomain(c.Request.Context(), req, entry(c))
}

// DomainVerify is POST /api/ops/churches/domains/verify.
func (h Handler) DomainVerify(c *gin.Context, req domainRequest) (*ChurchDetail, error) {
	return h.S.VerifyDomain(c.Request.Context(), req, entry(c))
}

// DomainRemove is POST /api/ops/churches/domains/remove.
func (h Handler) DomainRemove(c *gin.Context, req domainRequest) (*ChurchDetail, error) {
	return h.S.RemoveDomain(c.Request.Context(), req, entry(c))
}

// SupportLogin is POST /api/ops/churches/support-login.
func (h Handler) SupportLogin(c *gin.Context, req statusRequest) (SupportLink, error) {
	return h.S.SupportLogin(c.Request.Context(), req, entry(c))
}

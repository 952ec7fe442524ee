package requests

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"congregate/controlplane/ops/opsaudit"
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/billing/purchases"
)

// Handler serves the requests, cheques and credits calls.
type Handler struct{ S *Service }

// operatorName is whom a decision is recorded as: "ops:<email>".
func operatorName(c *gin.Context) string {
	if op := opsauth.FromContext(c); op != nil {
		return "ops:" + op.Email
	}
	return "ops"
}

// List is POST /api/ops/requests/list: one kind, newest first.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[RequestRow], error) {
	return h.S.List(c.Request.Context(), req)
}

// PDF is GET /api/ops/requests/{kind}/{id}/pdf: the stored PDF, streamed.
func (h Handler) PDF(c *gin.Context) {
	kind := c.Param("kind")
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if kind != KindProposal && kind != KindBrochure || err != nil || id <= 0 {
		httpx.Fail(c, fault.E(fault.NotFound, MsgRequestAbsent))
		return
	}
	f, err := h.S.PDF(c.Request.Context(), kind, id)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	defer f.Close()
	c.Header("Content-Type", "application/pdf")
	c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%d.pdf"`, kind, id))
	c.Status(http.StatusOK)
	_, _ = io.Copy(c.Writer, f)
}

// Cheques is POST /api/ops/cheques/list: every church's pending cheque purchases, oldest first.
func (h Handler) Cheques(c *gin.Context, _ chequesRequest) (Cheques, error) {
	return h.S.Cheques(c.Request.Context())
}

// Confirm is POST /api/ops/cheques/confirm: the cheque arrived; its credits are added once.
func (h Handler) Confirm(c *gin.Context, req decideRequest) (ChequeRow, error) {
	return h.decide(c, req, true)
}

// Reject is POST /api/ops/cheques/reject: the cheque did not arrive; the purchase is cancelled.
func (h Handler) Reject(c *gin.Context, req decideRequest) (ChequeRow, error) {
	return h.decide(c, req, false)
}

func (h Handler) decide(c *gin.Context, req decideRequest, confirm bool) (ChequeRow, error) {
	action, verb := "cheque.confirm", "confirmed"
	if !confirm {
		action, verb = "cheque.reject", "rejected"
	}
	row, err := h.S.Decide(c.Request.Context(), opsaudit.Of(c, action, opsaudit.OK), operatorName(c), req, confirm)
	if errors.Is(err, purchases.ErrAlreadyDecided) {
		httpx.SetMessage(c, fmt.Sprintf("Cheque purchase %d was already %s: nothing changed", req.PurchaseID, verb))
		return row, nil
	}
	return row, err
}

// Grant is POST /api/ops/credits/grant: credits for a church; the same key again grants nothing.
func (h Handler) Grant(c *gin.Context, req grantRequest) (Balance, error) {
	b, repeated, err := h.S.Grant(c.Request.Context(), opsaudit.Of(c, "credits.grant", opsaudit.OK), operatorName(c), req)
	if err == nil && repeated {
		httpx.SetMessage(c, "This key was already granted: nothing changed")
	}
	return b, err
}

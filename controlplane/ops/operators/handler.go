package operators

import (
	"github.com/gin-gonic/gin"

	"congregate/controlplane/ops/opsaudit"
)

// Handler serves the operators' calls: the calling operator from the session, for the audit.
type Handler struct{ S *Service }

func who(c *gin.Context) opsaudit.Entry { return opsaudit.Of(c, "", opsaudit.OK) }

// List is POST /api/ops/operators/list.
func (h Handler) List(c *gin.Context, _ emptyRequest) (OperatorList, error) {
	return h.S.List(c.Request.Context())
}

// Add is POST /api/ops/operators/add.
func (h Handler) Add(c *gin.Context, req addRequest) (OperatorRow, error) {
	return row(h.S.Add(c.Request.Context(), who(c), req))
}

// Role is POST /api/ops/operators/role.
func (h Handler) Role(c *gin.Context, req roleRequest) (OperatorRow, error) {
	return row(h.S.SetRole(c.Request.Context(), who(c), req))
}

// Disable is POST /api/ops/operators/disable.
func (h Handler) Disable(c *gin.Context, req disableRequest) (OperatorRow, error) {
	return row(h.S.SetDisabled(c.Request.Context(), who(c), req))
}

// ResetTOTP is POST /api/ops/operators/reset-totp.
func (h Handler) ResetTOTP(c *gin.Context, req idRequest) (OperatorRow, error) {
	return row(h.S.ResetTOTP(c.Request.Context(), who(c), req))
}

// row answers an operator as a value (never null on the wire).
func row(op *OperatorRow, err error) (OperatorRow, error) {
	if err != nil || op == nil {
		return OperatorRow{}, err
	}
	return *op, nil
}

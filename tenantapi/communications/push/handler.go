package push

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
)

// Handler serves push/key and push/subscribe.
type Handler struct{ S *Service }

// Key is POST /api/communications/push/key.
func (h Handler) Key(c *gin.Context, _ keyRequest) (PublicKey, error) {
	return h.S.PublicKey(c.Request.Context())
}

// Subscribe is POST /api/communications/push/subscribe.
func (h Handler) Subscribe(c *gin.Context, req subscribeRequest) (Subscribed, error) {
	me := auth.UserFrom(c.Request.Context()).PersonID
	return h.S.Subscribe(c.Request.Context(), me, req, c.Request.UserAgent())
}

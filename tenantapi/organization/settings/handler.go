package settings

import (
	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/organization/church"
)

// Handler serves the settings calls: the bound request, the signed-in author, the service's answer.
type Handler struct{ S *Service }

// SystemSettingsGet is POST /api/organization/system-settings/get (any signed-in user).
func (h Handler) SystemSettingsGet(c *gin.Context, _ httpx.ClientContext) (SystemSettings, error) {
	return h.S.SystemSettings(c.Request.Context())
}

// SystemSettingsUpdate is POST /api/organization/system-settings/update; it answers the new
// organisation info.
func (h Handler) SystemSettingsUpdate(c *gin.Context, req systemSettingsRequest) (church.Info, error) {
	return h.S.UpdateSystemSettings(c.Request.Context(), church.ActorOf(c), req)
}

// SocialMediaGet is POST /api/organization/social-media/get.
func (h Handler) SocialMediaGet(c *gin.Context, _ httpx.ClientContext) (SocialMedia, error) {
	return h.S.SocialMedia(c.Request.Context())
}

// SocialMediaUpdate is POST /api/organization/social-media/update.
func (h Handler) SocialMediaUpdate(c *gin.Context, req socialRequest) (SocialMedia, error) {
	return h.S.UpdateSocialMedia(c.Request.Context(), church.ActorOf(c), req)
}

// MessagingGet is POST /api/organization/messaging/get (spec "get org message").
func (h Handler) MessagingGet(c *gin.Context, _ httpx.ClientContext) (Messaging, error) {
	return h.S.Messaging(c.Request.Context())
}

// MessagingUpdate is POST /api/organization/messaging/update (spec "update org text messaging").
func (h Handler) MessagingUpdate(c *gin.Context, req messagingRequest) (Messaging, error) {
	return h.S.UpdateMessaging(c.Request.Context(), church.ActorOf(c), req)
}

// EmailTemplateUpdate is POST /api/organization/email-template/update.
func (h Handler) EmailTemplateUpdate(c *gin.Context, req templateRequest) (Messaging, error) {
	return h.S.UpdateEmailTemplate(c.Request.Context(), church.ActorOf(c), req)
}

// TooltipsList is POST /api/organization/tooltips/list (any signed-in user: tooltips are everywhere).
func (h Handler) TooltipsList(c *gin.Context, req tooltipsListRequest) (TooltipList, error) {
	return h.S.Tooltips(c.Request.Context(), req.Page)
}

// TooltipsUpdate is POST /api/organization/tooltips/update.
func (h Handler) TooltipsUpdate(c *gin.Context, req tooltipRequest) (Tooltip, error) {
	return h.S.SetTooltip(c.Request.Context(), church.ActorOf(c), req.Key, &req.Comment)
}

// TooltipsReset is POST /api/organization/tooltips/reset: back to the built-in comment.
func (h Handler) TooltipsReset(c *gin.Context, req tooltipResetRequest) (Tooltip, error) {
	return h.S.SetTooltip(c.Request.Context(), church.ActorOf(c), req.Key, nil)
}

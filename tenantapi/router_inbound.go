package tenantapi

import (
	"congregate/internal/platform/ratelimit"
	"congregate/tenantapi/communications/greetings/greetingsapi"
	"congregate/tenantapi/communications/inbound"
	"congregate/tenantapi/communications/keywords"
	"congregate/tenantapi/communications/media"
	"congregate/tenantapi/communications/push"
	"congregate/tenantapi/people/directory"
)

// inboundRoutes are issue 12's public webhooks and the smart keywords, media vault, greetings and
// push routes (one line in Routes, so the route table's other edits merge cleanly).
func (a *App) inboundRoutes() []Route {
	secret := []byte(a.Config.LinkSecret)
	limiter := ratelimit.New(a.Redis, a.Config.KeyPrefix)
	var rs []Route
	rs = append(rs, inbound.Routes(inbound.Handler{
		S: &inbound.Service{Tenants: a.Tenants, People: directory.Directory{}, LinkSecret: secret,
			Keywords: a.GivingOnline().TextToGiveReply}, // issue 14: the text-to-give keyword
		AuthToken: a.Config.TwilioAuthToken, Scheme: a.Config.PublicScheme, Limiter: limiter})...)
	rs = append(rs, keywords.Routes(keywords.Handler{S: &keywords.Service{Tenants: a.Tenants}})...)
	rs = append(rs, media.Routes(media.Handler{S: &media.Service{Tenants: a.Tenants, Files: a.Storage, LinkSecret: secret}, Limiter: limiter})...)
	rs = append(rs, greetingsapi.Routes(greetingsapi.Handler{S: &greetingsapi.Service{Tenants: a.Tenants, People: directory.Directory{}}})...)
	rs = append(rs, push.Routes(push.Handler{S: &push.Service{Tenants: a.Tenants}})...)
	return rs
}

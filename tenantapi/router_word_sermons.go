package tenantapi

import (
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/word/livestream"
	"congregate/tenantapi/word/sermons"
)

// wordSermonsRoutes are issue 16's sermons and livestream routes (docs/word-api.md "Sermons and
// livestream — h-sermons"): speakers, series, sermon groups, sermons, playlists, streams and the
// public live status.
func (a *App) wordSermonsRoutes() []Route {
	people := directory.Directory{}
	rs := sermons.Routes(sermons.Handler{S: &sermons.Service{Tenants: a.Tenants, People: people}})
	return append(rs, livestream.Routes(livestream.Handler{S: &livestream.Service{Tenants: a.Tenants, People: people}})...)
}

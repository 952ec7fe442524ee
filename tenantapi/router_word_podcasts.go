package tenantapi

import (
	"congregate/tenantapi/word/podcasts"
	"congregate/tenantapi/word/podcasts/podcastsapi"
)

// wordPodcastRoutes are issue 16's audio & podcasts routes (docs/word-api.md "Audio & podcasts —
// h-podcasts"): album categories, albums, episodes and the public feeds. The service holds the
// rendered feeds' cache, so the mounted handler keeps one for the life of the process.
func (a *App) wordPodcastRoutes() []Route {
	return podcastsapi.Routes(podcastsapi.Handler{S: &podcasts.Service{Tenants: a.Tenants, ChurchURL: a.Config.ChurchURL}})
}

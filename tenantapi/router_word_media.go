package tenantapi

import (
	"congregate/internal/jobs"
	"congregate/internal/platform/storage"
	"congregate/tenantapi/word/media"
	"congregate/tenantapi/word/media/mediaapi"
	wordsettings "congregate/tenantapi/word/settings"
	"congregate/tenantapi/word/settings/settingsapi"
)

// wordMediaRoutes are issue 16's media routes (docs/word-api.md "Media — h-media"): resumable and
// simple uploads, media items, groups and series, the playlist order, the public files, settings.
func (a *App) wordMediaRoutes() []Route {
	rs := mediaapi.Routes(mediaapi.Handler{S: a.wordMedia()})
	rs = append(rs, settingsapi.Routes(settingsapi.Handler{S: &wordsettings.Service{Tenants: a.Tenants}})...)
	return rs
}

// wordMedia is the media service over the App's store (Local and S3 both stream) and job client.
func (a *App) wordMedia() *media.Service {
	files, _ := a.Storage.(storage.Streams)
	if files == nil {
		files = storage.Local{Dir: ".data/files"}
	}
	s := &media.Service{Tenants: a.Tenants, Files: files}
	if e, ok := a.Imports.(jobs.WordMediaEnqueuer); ok {
		s.Jobs = e
	}
	return s
}

package organization

import (
	"encoding/json"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Overview is everything the organisation pages show.
type Overview struct {
	General        General         `json:"general"`
	SocialMedia    SocialMedia     `json:"socialMedia"`
	ColorThemes    json.RawMessage `json:"colorThemes"`
	Brand          Brand           `json:"brand"`
	Messaging      Messaging       `json:"messaging"`
	SystemSettings map[string]any  `json:"systemSettings"`
}

// Get is POST /api/organization/get.
func (h Handler) Get(c *gin.Context, _ httpx.ClientContext) {
	ch, ok := h.readChurch(c)
	if !ok {
		return
	}
	out := Overview{General: generalOf(ch), ColorThemes: json.RawMessage(ch.ColorThemes), SystemSettings: systemSettings(ch)}
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		var err error
		if out.SocialMedia, err = loadSocial(tx, false); err != nil {
			return err
		}
		if out.Messaging, err = LoadMessaging(tx, ch); err != nil {
			return err
		}
		assets, err := loadAssets(tx)
		out.Brand = Brand{Logo: assets[kindLogo], LogoDark: assets[kindLogoDark], Favicon: assets[kindFavicon]}
		return err
	})
	respond(c, err, "Organisation", out)
}

package organization

import (
	"encoding/json"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/org"
)

// ColorTheme is one entry of colorThemes: index 0 light, 1 dark.
type ColorTheme struct {
	Primary   string `json:"primary"`
	Secondary string `json:"secondary"`
}

// DefaultColorThemes are the spec §9 defaults (light primary #304FFF, dark primary #4c0808), the
// same a new church is provisioned with.
var DefaultColorThemes = []ColorTheme{{Primary: "#304FFF", Secondary: "#00B8D9"}, {Primary: "#4C0808", Secondary: "#E0A800"}}

type colorsInput struct {
	httpx.ClientContext
	ColorThemes []ColorTheme `json:"colorThemes"`
}

func (in colorsInput) clean() ([]ColorTheme, error) {
	if len(in.ColorThemes) != 2 {
		return nil, invalid("colorThemes must hold two entries: light and dark")
	}
	out := make([]ColorTheme, 2)
	for i, mode := range []string{"Light", "Dark"} {
		var err error
		if out[i].Primary, err = cleanColour(mode+" primary colour", in.ColorThemes[i].Primary); err != nil {
			return nil, err
		}
		if out[i].Secondary, err = cleanColour(mode+" secondary colour", in.ColorThemes[i].Secondary); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// ColorsUpdate is POST /api/organization/colors/update. It answers the new organisation info so
// the console can put it in its org-info cache and re-theme at once.
func (h Handler) ColorsUpdate(c *gin.Context, in colorsInput) {
	themes, err := in.clean()
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	h.setColors(c, themes)
}

// ColorsReset is POST /api/organization/colors/reset: back to the defaults.
func (h Handler) ColorsReset(c *gin.Context, in httpx.ClientContext) {
	h.setColors(c, DefaultColorThemes)
}

func (h Handler) setColors(c *gin.Context, themes []ColorTheme) {
	raw, _ := json.Marshal(themes)
	ch, err := h.updateChurch(c, func(_ *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		var before any
		_ = json.Unmarshal(after.ColorThemes, &before)
		var next any
		_ = json.Unmarshal(raw, &next)
		changes := audit.Diff(map[string]any{"colorThemes": before}, map[string]any{"colorThemes": next})
		if changes == nil {
			return "", nil, nil
		}
		after.ColorThemes = raw
		return audit.EventOrgColors, map[string]any{"changes": changes}, nil
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "Colours saved", org.InfoOf(ch))
}

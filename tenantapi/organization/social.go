package organization

import (
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
)

// SocialMedia holds the church's social media links.
type SocialMedia struct {
	Facebook  string `json:"facebook"`
	Instagram string `json:"instagram"`
	X         string `json:"x"`
	YouTube   string `json:"youtube"`
	TikTok    string `json:"tiktok"`
	LinkedIn  string `json:"linkedin"`
	WhatsApp  string `json:"whatsapp"`
}

type socialInput struct {
	httpx.ClientContext
	Facebook  *string `json:"facebook"`
	Instagram *string `json:"instagram"`
	X         *string `json:"x"`
	YouTube   *string `json:"youtube"`
	TikTok    *string `json:"tiktok"`
	LinkedIn  *string `json:"linkedin"`
	WhatsApp  *string `json:"whatsapp"`
}

func (in socialInput) apply(s *SocialMedia) error {
	links := []struct {
		name string
		in   *string
		out  *string
	}{{"facebook", in.Facebook, &s.Facebook}, {"instagram", in.Instagram, &s.Instagram}, {"x", in.X, &s.X},
		{"youtube", in.YouTube, &s.YouTube}, {"tiktok", in.TikTok, &s.TikTok}, {"linkedin", in.LinkedIn, &s.LinkedIn},
		{"whatsapp", in.WhatsApp, &s.WhatsApp}}
	for _, l := range links {
		if l.in == nil {
			continue
		}
		if l.name == "whatsapp" && strings.HasPrefix(strings.TrimSpace(*l.in), "+") {
			p, ok := cleanPhone(*l.in, contact.DefaultCountry) // with its country code
			if !ok {
				return invalid("whatsapp: " + msgNumberInvalid)
			}
			*l.out = p
			continue
		}
		u, ok := cleanURL(*l.in, 200)
		if !ok {
			return invalid(l.name + ": " + msgURLInvalid)
		}
		*l.out = u
	}
	return nil
}

func loadSocial(tx *gorm.DB, lock bool) (SocialMedia, error) {
	var s SocialMedia
	return s, loadSection(tx, sectionSocialMedia, &s, lock)
}

// SocialMediaGet is POST /api/organization/social-media/get.
func (h Handler) SocialMediaGet(c *gin.Context, in httpx.ClientContext) {
	var out SocialMedia
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		var err error
		out, err = loadSocial(tx, false)
		return err
	})
	respond(c, err, "Social media", out)
}

// SocialMediaUpdate is POST /api/organization/social-media/update.
func (h Handler) SocialMediaUpdate(c *gin.Context, in socialInput) {
	var out SocialMedia
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		before, err := loadSocial(tx, true)
		if err != nil {
			return err
		}
		out = before
		if err := in.apply(&out); err != nil {
			return err
		}
		changes := audit.Diff(asMap(before), asMap(out))
		if changes == nil {
			return nil
		}
		if err := saveSection(tx, sectionSocialMedia, out, me(c)); err != nil {
			return err
		}
		return audit.Write(tx, auditapi.By(c, audit.EventOrgSocialMedia, map[string]any{"changes": changes}))
	})
	respond(c, err, "Social media saved", out)
}

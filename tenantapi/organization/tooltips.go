package organization

import (
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
)

// Tooltip is one tooltip or help-modal comment of the console (spec "system tooltip modal comments").
type Tooltip struct {
	Key       string     `json:"key"`
	Title     string     `json:"title"`
	Comment   string     `json:"comment"`
	IsCustom  bool       `json:"isCustom"`
	UpdatedAt *time.Time `json:"updatedAt"`
}

// builtInTooltips are the platform's words; a church may reword any of them.
var builtInTooltips = []Tooltip{
	{Key: "dashboard.default", Title: "Dashboard", Comment: "A summary of your church: people, growth, sign-ins and attendance at a glance."},
	{Key: "people.listing", Title: "People", Comment: "Everyone in your church. Search by name, e-mail or phone, filter, and choose the columns you want to see."},
	{Key: "people.merge-accounts", Title: "Merge accounts", Comment: "Combine two records of the same person. Everything linked to either record is kept."},
	{Key: "people.membershiptypes", Title: "Membership types", Comment: "The kinds of membership your church tracks. Drag to reorder; deleting a type in use asks where its members go."},
	{Key: "people.groups", Title: "Groups", Comment: "Small groups, classes and teams, and who belongs to them."},
	{Key: "people.housefellowship", Title: "House fellowship", Comment: "Districts, zones and the house fellowships within them."},
	{Key: "people.import", Title: "Import people", Comment: "Upload a CSV or Excel file, match its columns, review the rows, then import. Nothing is imported if a row has an error."},
	{Key: "organization.general", Title: "General", Comment: "Your church's name, contact details and website as members and staff see them."},
	{Key: "organization.socialmedia", Title: "Social media", Comment: "Links to your church's social media pages."},
	{Key: "organization.brand-logo", Title: "Brand & logo", Comment: "Your logo for light and dark mode, and the icon browsers show. JPEG, PNG or SVG, up to 2 MB."},
	{Key: "organization.colors", Title: "Colours", Comment: "The primary and secondary colours of the console in light and dark mode. Changes apply at once."},
	{Key: "organization.messaging", Title: "Messaging", Comment: "The sender ID of your text messages and the frame of your e-mails."},
	{Key: "organization.settings", Title: "Settings", Comment: "Currency, time zone, date format and other settings used across the console."},
	{Key: "organization.roles-permissions", Title: "Roles & permissions", Comment: "Roles decide which pages staff can open. Read lets them look; write lets them change. Changes apply on their next click."},
	{Key: "organization.view-administrator", Title: "Administrator", Comment: "A staff member's roles, effective permissions, sessions and recent activity."},
	{Key: "organization.qrcodes", Title: "QR codes", Comment: "Download QR codes for your church's links as PNG or SVG, for print or screens."},
	{Key: "organization.access-security-audit", Title: "Access & security audit", Comment: "Every sign-in, permission change and setting change, newest first. Filter and export to CSV."},
}

func builtInTooltip(key string) (Tooltip, bool) {
	for _, t := range builtInTooltips {
		if t.Key == key {
			return t, true
		}
	}
	return Tooltip{}, false
}

type tooltipRow struct {
	Key       string
	Comment   string
	UpdatedAt time.Time
}

func loadTooltips(tx *gorm.DB) (map[string]tooltipRow, error) {
	var rows []tooltipRow
	if err := tx.Raw(`SELECT key, comment, updated_at FROM tooltip_comments`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := map[string]tooltipRow{}
	for _, r := range rows {
		out[r.Key] = r
	}
	return out, nil
}

func merged(t Tooltip, custom map[string]tooltipRow) Tooltip {
	if r, ok := custom[t.Key]; ok {
		at := r.UpdatedAt
		t.Comment, t.IsCustom, t.UpdatedAt = r.Comment, true, &at
	}
	return t
}

type tooltipsListRequest struct {
	httpx.ClientContext
	Page string `json:"page"`
}

// TooltipsList is POST /api/organization/tooltips/list (any signed-in user: tooltips are everywhere).
func (h Handler) TooltipsList(c *gin.Context, in tooltipsListRequest) {
	out := []Tooltip{}
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		custom, err := loadTooltips(tx)
		if err != nil {
			return err
		}
		for _, t := range builtInTooltips {
			if strings.HasPrefix(t.Key, in.Page) {
				out = append(out, merged(t, custom))
			}
		}
		return nil
	})
	respond(c, err, "Tooltips", gin.H{"items": out})
}

type tooltipInput struct {
	httpx.ClientContext
	Key     string `json:"key"`
	Comment string `json:"comment"`
}

// TooltipsUpdate is POST /api/organization/tooltips/update.
func (h Handler) TooltipsUpdate(c *gin.Context, in tooltipInput) {
	t, ok := builtInTooltip(in.Key)
	if !ok {
		httpx.Fail(c, notFound("Unknown tooltip"))
		return
	}
	comment, err := cleanText("Comment", in.Comment, 1000, true)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	if comment == "" {
		httpx.Fail(c, invalid("Comment is required"))
		return
	}
	h.saveTooltip(c, t, &comment)
}

type tooltipsResetRequest struct {
	httpx.ClientContext
	Key string `json:"key"`
}

// TooltipsReset is POST /api/organization/tooltips/reset: back to the built-in comment.
func (h Handler) TooltipsReset(c *gin.Context, in tooltipsResetRequest) {
	t, ok := builtInTooltip(in.Key)
	if !ok {
		httpx.Fail(c, notFound("Unknown tooltip"))
		return
	}
	h.saveTooltip(c, t, nil)
}

// saveTooltip sets (comment) or removes (nil) a church's wording, with its audit entry.
func (h Handler) saveTooltip(c *gin.Context, t Tooltip, comment *string) {
	var out Tooltip
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		custom, err := loadTooltips(tx)
		if err != nil {
			return err
		}
		before := merged(t, custom)
		if comment == nil {
			err = tx.Exec(`DELETE FROM tooltip_comments WHERE key = ?`, t.Key).Error
		} else {
			err = tx.Exec(`INSERT INTO tooltip_comments (key, comment, updated_by, updated_at) VALUES (?, ?, ?, now())
				ON CONFLICT (key) DO UPDATE SET comment = EXCLUDED.comment, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
				t.Key, *comment, me(c)).Error
		}
		if err != nil {
			return err
		}
		if custom, err = loadTooltips(tx); err != nil {
			return err
		}
		out = merged(t, custom)
		changes := audit.Diff(map[string]any{"comment": before.Comment}, map[string]any{"comment": out.Comment})
		if changes == nil {
			return nil
		}
		return audit.Write(tx, auditapi.By(c, audit.EventTooltip, map[string]any{"key": t.Key, "reset": comment == nil, "changes": changes}))
	})
	respond(c, err, "Tooltip saved", out)
}

package organization

import (
	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
)

// churchChange edits the church row (after) in the request's tenant transaction. It returns the
// audit event and its details, or details nil when nothing changed.
type churchChange func(tx *gorm.DB, after *tenancy.Church) (event string, details map[string]any, err error)

// churchWriters bounds how many church-row changes run at once: each holds a control connection
// while it opens a tenant one, and without a bound enough of them could take the whole pool and
// wait on each other forever.
var churchWriters = make(chan struct{}, 4)

// updateChurch changes THIS church's row of control.churches — the id comes from the Host, never
// from the body. The control row is locked first; the change, its tenant-side writes and its audit
// entry run in the church's schema, and the tenant transaction commits just before the control
// one (an audit entry without its change is possible only if that last commit fails; a change
// without its audit entry is not). The resolver cache is then forgotten so organisation info
// answers the new values at once.
func (h Handler) updateChurch(c *gin.Context, change churchChange) (*tenancy.Church, error) {
	ctx := c.Request.Context()
	id := tenancy.FromContext(ctx).ID
	select {
	case churchWriters <- struct{}{}:
		defer func() { <-churchWriters }()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	var saved tenancy.Church
	err := h.Control.WithContext(ctx).Transaction(func(ctl *gorm.DB) error {
		var before tenancy.Church
		if err := ctl.Clauses(clause.Locking{Strength: "UPDATE"}).Where("id = ?", id).Take(&before).Error; err != nil {
			return err
		}
		saved = before
		return h.Tenants.Run(ctx, func(tx *gorm.DB) error {
			after := before
			event, details, err := change(tx, &after)
			if err != nil || details == nil {
				return err
			}
			if err := saveChurch(ctl, &after); err != nil {
				return err
			}
			saved = after
			return audit.Write(tx, auditapi.By(c, event, details))
		})
	})
	if err != nil {
		return nil, err
	}
	h.Resolver.Forget()
	return &saved, nil
}

// saveChurch writes the columns the organisation pages may change.
func saveChurch(ctl *gorm.DB, ch *tenancy.Church) error {
	return ctl.Exec(`UPDATE control.churches SET full_name = ?, email = ?, phone = ?, website = ?, address = ?,
		terms_of_service = ?, color_themes = ?, logo_url = ?, fav_icons = ?, system_settings = ?, updated_at = now()
		WHERE id = ?`, ch.FullName, ch.Email, ch.Phone, ch.Website, ch.Address, ch.TermsOfService,
		string(ch.ColorThemes), ch.LogoURL, string(ch.FavIcons), string(ch.SystemSettings), ch.ID).Error
}

// readChurch answers a read call whose body holds only client-context fields: it binds the body
// and reads this church's row afresh; on failure it has answered.
func (h Handler) readChurch(c *gin.Context) (*tenancy.Church, bool) {
	ch, err := h.currentChurch(c)
	if err != nil {
		httpx.Fail(c, err)
		return nil, false
	}
	return ch, true
}

// currentChurch reads this church's row afresh (the request's copy may be a few seconds old).
func (h Handler) currentChurch(c *gin.Context) (*tenancy.Church, error) {
	var ch tenancy.Church
	err := h.Control.WithContext(c.Request.Context()).Where("id = ?", church(c).ID).Take(&ch).Error
	return &ch, err
}

// Package organization serves the organisation pages (spec §2 [organization]): general details,
// social media, brand and logo, colours, messaging and e-mail template, system settings, tooltip
// comments, QR codes, and the signed-in user's own profile update (docs/organization-api.md).
package organization

import (
	"crypto/rand"
	"encoding/hex"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/people/directory"
)

// Handler serves the organisation calls.
type Handler struct {
	Tenants  *db.Tenants
	Control  *gorm.DB          // control.churches: what organisation info serves
	Resolver *tenancy.Resolver // forgotten after a church row changes
	Store    storage.Store     // logo and favicon files
	// ChurchURL is the public base URL of a church's console (config.ChurchURL).
	ChurchURL func(shortName string) string
	// Clock is the time source (tests pin it); nil means time.Now.
	Clock func() time.Time
	// People is the people domain's directory: the signed-in user's own record (my profile).
	People People
}

// People is what the organisation pages read and change of the people domain.
type People interface {
	Self(tx *gorm.DB, id int64, lock bool) (directory.Self, error)
	SetContact(tx *gorm.DB, s directory.Self) error
}

func (h Handler) now() time.Time {
	if h.Clock != nil {
		return h.Clock()
	}
	return time.Now()
}

func respond(c *gin.Context, err error, msg string, data any) {
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, msg, data)
}

func me(c *gin.Context) int64 { return auth.UserFrom(c.Request.Context()).PersonID }

func church(c *gin.Context) *tenancy.Church { return tenancy.FromContext(c.Request.Context()) }

func newVersion() string {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

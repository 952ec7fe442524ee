// Package tenancy knows which church a request is for: the Church record, the host → church
// resolver and the context that carries the church through a request.
package tenancy

import (
	"context"
	"encoding/json"
	"time"

	"gorm.io/datatypes"
)

// Church is a row of control.churches.
type Church struct {
	ID                       int64 `gorm:"primaryKey"`
	ShortName                string
	FullName                 string
	Email                    string
	Phone                    string
	Website                  string
	Address                  string
	SchemaName               string
	Placement                string
	Status                   string
	IsCustomURLEnabled       bool `gorm:"column:is_custom_url_enabled"`
	DedicatedURLAdmin        string
	AccountLockdown          bool
	AccountHide              bool
	BillingLockdown          bool
	ColorThemes              datatypes.JSON
	LogoURL                  string `gorm:"column:logo_url"`
	FavIcons                 datatypes.JSON
	Products                 datatypes.JSON
	SystemSettings           datatypes.JSON
	SupportResourcesSettings datatypes.JSON
	TermsOfService           string
	CreatedAt                time.Time
	UpdatedAt                time.Time
	MovingTo                 string `gorm:"column:moving_to;->"` // the cluster a move is copying it to (bin/ops church move), "" when none: writes wait; only the move sets it
}

// TableName places the model in the control schema.
func (Church) TableName() string { return "control.churches" }

// Suspended is the spec §6 lock-down rule: an account lock-down that is not hidden, or a billing
// one; a church an operator suspended (status suspended) is refused the same way.
func (c *Church) Suspended() bool {
	return (c.AccountLockdown && !c.AccountHide) || c.BillingLockdown || c.Status == StatusSuspended
}

// Statuses of control.churches.status.
const (
	StatusActive    = "active"
	StatusSuspended = "suspended"
	StatusClosed    = "closed"
)

// Moving tells whether a move between clusters is copying the church's schema: its writes wait.
func (c *Church) Moving() bool { return c.MovingTo != "" }

// ProductList decodes the church's products.
func (c *Church) ProductList() []string {
	var p []string
	_ = json.Unmarshal(c.Products, &p)
	return p
}

type ctxKey struct{}

// WithChurch returns a context carrying the church.
func WithChurch(ctx context.Context, c *Church) context.Context {
	return context.WithValue(ctx, ctxKey{}, c)
}

// FromContext returns the request's church; it panics if the tenant middleware did not run,
// because a tenant handler without a church is a programming error, never a user error.
func FromContext(ctx context.Context) *Church {
	c, ok := ctx.Value(ctxKey{}).(*Church)
	if !ok {
		panic("tenancy: no church in context")
	}
	return c
}

// Lookup is the church in ctx, if any (code that also runs outside a request: a ledger hook).
func Lookup(ctx context.Context) (*Church, bool) {
	c, ok := ctx.Value(ctxKey{}).(*Church)
	return c, ok && c != nil
}

// Country is the church's default country (ISO 3166 alpha-2, its system setting defaultCountry):
// phone numbers typed without a country code are read as this country's (internal/platform/contact).
// "" when the settings have none.
func (c *Church) Country() string {
	var s struct {
		DefaultCountry string `json:"defaultCountry"`
	}
	_ = json.Unmarshal(c.SystemSettings, &s)
	return s.DefaultCountry
}

// TimeZone is the church's time zone (its system setting timezone, an IANA name); "" when the
// settings have none (the organisation settings' default, America/Chicago, then applies).
func (c *Church) TimeZone() string {
	var s struct {
		Timezone string `json:"timezone"`
	}
	_ = json.Unmarshal(c.SystemSettings, &s)
	return s.Timezone
}

package online

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/tenancy"
)

// Service holds online giving's rules. Control is the control database (the merchant accounts),
// Tenants the churches' schemas; Stripe answers the platform's Stripe client at call time (nil:
// payments are not configured).
type Service struct {
	Tenants *db.Tenants
	Control *gorm.DB
	Stripe  func() *payments.Client
	// ChurchURL is the public base URL of a church (config.ChurchURL).
	ChurchURL func(shortName string) string
	// People finds and creates donors (tenantapi/people/logins, through an interface).
	People People
	// Sender sends the donors' messages (communications' messages.Service.Send); nil = none.
	Sender Sender
	// Logo is the church's logo URL for the give page; nil = none.
	Logo func(ctx context.Context) string
	// TextNumber is the church's text-to-give number (its SMS number); nil = none.
	TextNumber func(ctx context.Context) string
	// CanGive says the signed-in person holds the generosity key (expiring cards).
	CanGive func(ctx context.Context) (bool, error)
	Clock   clock.Clock
}

// ErrNotConfigured is a call needing Stripe on a process without a Stripe client.
var ErrNotConfigured = fault.E(fault.Unavailable, "Payments are not configured on this server")

func (s *Service) stripe() (*payments.Client, error) {
	if s.Stripe == nil {
		return nil, ErrNotConfigured
	}
	c := s.Stripe()
	if c == nil {
		return nil, ErrNotConfigured
	}
	return c, nil
}

// testMode is true without a publishable key (stripe-mock and the test-card layer).
func (s *Service) testMode() bool {
	c, err := s.stripe()
	return err != nil || c.Config.TestMode()
}

func (s *Service) publishableKey() string {
	c, err := s.stripe()
	if err != nil {
		return ""
	}
	return c.Config.PublishableKey
}

var constraints = db.Constraints{
	"church_merchant_accounts_stripe_account_id_key": fault.E(fault.Conflict, MsgAccountTaken),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

func (s *Service) runFor(ctx context.Context, c *tenancy.Church, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.RunFor(ctx, c, fn))
}

func (s *Service) control(ctx context.Context) *gorm.DB { return s.Control.WithContext(ctx) }

func (s *Service) now() time.Time { return s.Clock.Now() }

// today is the date of now (UTC).
func (s *Service) today() time.Time {
	n := s.now().UTC()
	return time.Date(n.Year(), n.Month(), n.Day(), 0, 0, 0, 0, time.UTC)
}

func (s *Service) givePageURL(c *tenancy.Church) string {
	if s.ChurchURL == nil {
		return "/give"
	}
	return s.ChurchURL(c.ShortName) + "/give"
}

func isNoRow(err error) bool { return errors.Is(err, gorm.ErrRecordNotFound) }

// Donor is a person found or created for a gift.
type Donor struct {
	ID                  int64
	FirstName, LastName string
	Email, Mobile       string
}

// People finds donors by e-mail or mobile and creates new ones (tenantapi/people/logins).
type People interface {
	ByEmail(tx *gorm.DB, email string) (*Donor, error)
	ByMobile(tx *gorm.DB, mobile string) (*Donor, error)
	Create(tx *gorm.DB, d Donor) (int64, error)
	Reach(tx *gorm.DB, ids []int64) (map[int64]Reach, error)
}

// Reach is how a person is reached (their name, e-mail, mobile).
type Reach struct {
	Name, Email, Mobile string
}

// Message is one message to one person.
type Message struct {
	Actor          int64 // the staff member sending; 0 = the system (a failing recurring gift)
	PersonIDs      []int64
	Channel        string // "email" or "sms"
	Subject, Body  string
	IdempotencyKey string
}

// Sender sends a message through communications (messages.Service.Send, origin giving); it
// answers the communication's id.
type Sender interface {
	Send(ctx context.Context, m Message) (int64, error)
}

func churchOf(ctx context.Context) *tenancy.Church { return tenancy.FromContext(ctx) }

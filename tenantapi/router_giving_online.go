package tenantapi

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/communications/messages/messagesapi"
	"congregate/tenantapi/giving/online"
	"congregate/tenantapi/giving/online/onlineapi"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/logins"
	"congregate/tenantapi/roles"
)

// givingOnlineRoutes are issue 14's giving routes of this part (docs/giving-api.md): the merchant
// account, the public give page, give methods, other ways to give and expiring cards.
func (a *App) givingOnlineRoutes() []Route {
	var limiter onlineapi.Limiter
	if a.Redis != nil {
		limiter = ratelimit.New(a.Redis, a.Config.KeyPrefix)
	}
	return onlineapi.Routes(onlineapi.Handler{S: a.GivingOnline(), Limiter: limiter})
}

// GivingOnline builds online giving's service over the App's Stripe client (billing's), people and
// communications.
func (a *App) GivingOnline() *online.Service {
	s := &online.Service{Tenants: a.Tenants, Control: a.Control, ChurchURL: a.Config.ChurchURL,
		People: GivingPeople{}, Sender: &GivingSender{S: a.messages()}}
	s.Stripe = func() *payments.Client {
		if a.Billing == nil {
			return nil
		}
		return a.Billing.Stripe
	}
	s.CanGive = func(ctx context.Context) (bool, error) {
		if a.Enforcer == nil {
			return false, nil
		}
		return a.Enforcer.Allowed(ctx, tenancy.FromContext(ctx).ID, auth.UserFrom(ctx).PersonID, authz.Generosity, authz.Read,
			roles.PolicyLoader(a.Tenants))
	}
	return s
}

func (a *App) messages() *messages.Service {
	return &messages.Service{Tenants: a.Tenants, Control: a.Control, People: messagesapi.People{}, Settings: messagesapi.Settings{},
		Jobs: a.Communications, Files: a.Storage}
}

// GivingPeople finds and creates donors through the people domain's logins and directory.
type GivingPeople struct{}

func donorOf(a *logins.Account) *online.Donor {
	if a == nil {
		return nil
	}
	return &online.Donor{ID: a.ID, FirstName: a.FirstName, LastName: a.LastName, Email: a.Email, Mobile: a.Mobile}
}

// ByEmail finds a person by e-mail.
func (GivingPeople) ByEmail(tx *gorm.DB, email string) (*online.Donor, error) {
	a, err := logins.Logins{}.ByEmail(tx, email)
	return donorOf(a), err
}

// ByMobile finds a person by mobile (E.164).
func (GivingPeople) ByMobile(tx *gorm.DB, mobile string) (*online.Donor, error) {
	a, err := logins.Logins{}.ByMobile(tx, mobile)
	return donorOf(a), err
}

// Create adds the donor as a person (no console access).
func (GivingPeople) Create(tx *gorm.DB, d online.Donor) (int64, error) {
	return logins.Logins{}.Create(tx, logins.NewAccount{FirstName: d.FirstName, LastName: d.LastName, Email: d.Email, Mobile: d.Mobile})
}

// Reach answers how people are reached.
func (GivingPeople) Reach(tx *gorm.DB, ids []int64) (map[int64]online.Reach, error) {
	rs, err := directory.Directory{}.Reach(tx, ids)
	out := make(map[int64]online.Reach, len(rs))
	for id, r := range rs {
		out[id] = online.Reach{Name: r.Name, Email: r.Email, Mobile: r.Mobile}
	}
	return out, err
}

// GivingSender sends giving's messages through communications (origin staff: a staff member's
// reminder; the system's failing-gift notice is sent as the church with actor 0).
type GivingSender struct{ S *messages.Service }

// Send sends m and answers the communication's id.
func (g *GivingSender) Send(ctx context.Context, m online.Message) (int64, error) {
	c, err := g.S.Send(ctx, m.Actor, messages.OriginStaff, messages.Compose{Channel: m.Channel, Subject: m.Subject, Body: m.Body,
		Audience: messages.Audience{PersonIDs: m.PersonIDs}, IdempotencyKey: m.IdempotencyKey})
	return c.ID, err
}

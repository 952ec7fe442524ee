package tenantapi

import (
	"context"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/communications/messages/messagesapi"
	"congregate/tenantapi/giving/online"
	"congregate/tenantapi/giving/online/onlineapi"
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
		People: online.PeopleDirectory{}, Sender: &online.MessagesSender{S: a.messages()}}
	s.Stripe = func() *payments.Client {
		if a.Billing == nil {
			return nil
		}
		return a.Billing.Stripe
	}
	// The give page shows the church's logo (the public logo route answers the dark one when only
	// that exists) and other ways to give the number a text-to-give keyword is sent to.
	s.Logo = func(ctx context.Context) string {
		logo, err := a.Organization().Branding.Logo(ctx, "logo")
		if err != nil {
			return ""
		}
		return "/api/org/logo/logo?v=" + logo.Version
	}
	s.TextNumber = func(context.Context) string { return a.Config.TwilioFrom }
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

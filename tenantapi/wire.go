package tenantapi

import (
	"context"
	"os"
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/payments"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	tauth "congregate/tenantapi/auth"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/communications/credits"
	"congregate/tenantapi/people/export"
	"congregate/tenantapi/people/logins"
)

// PaymentsConfig is the Stripe account from the environment: STRIPE_SECRET_KEY, STRIPE_API_BASE
// (stripe-mock behind the test-card layer in development), STRIPE_PUBLISHABLE_KEY (empty: test
// mode) and STRIPE_WEBHOOK_SECRET.
func PaymentsConfig() payments.Config {
	return payments.Config{SecretKey: os.Getenv("STRIPE_SECRET_KEY"), APIBase: os.Getenv("STRIPE_API_BASE"),
		PublishableKey: os.Getenv("STRIPE_PUBLISHABLE_KEY"), WebhookSecret: os.Getenv("STRIPE_WEBHOOK_SECRET")}
}

// NewApp assembles the tenant API from its infrastructure.
func NewApp(cfg config.Config, control *gorm.DB, rdb *redis.Client, enq jobs.Enqueuer) (*App, error) {
	enf, err := authz.New(rdb, cfg.KeyPrefix)
	if err != nil {
		return nil, err
	}
	tenants, err := db.TenantsFromConfig(cfg, control)
	if err != nil {
		return nil, err
	}
	store, err := storage.FromEnv()
	if err != nil {
		return nil, err
	}
	app := &App{
		Config:   cfg,
		Control:  control,
		Redis:    rdb,
		Tenants:  tenants,
		Resolver: tenancy.NewResolver(control, cfg.BaseDomain, 10*time.Second),
		Enforcer: enf,
		Storage:  store,
		Auth: &tauth.Service{
			Tenants: tenants,
			Signer:  auth.NewSigner(cfg.JWTSecret),
			Limiter: ratelimit.New(rdb, cfg.KeyPrefix),
			Jobs:    enq,
			Idle:    cfg.SessionIdle,
			People:  logins.Logins{},
		},
	}
	app.Imports, _ = enq.(jobs.ImportEnqueuer)
	app.Communications, _ = enq.(jobs.CommunicationEnqueuer)
	app.Auth.Resets, _ = enq.(jobs.ResetEnqueuer)
	app.Payments = payments.New(PaymentsConfig())
	app.Billing = &billing.Service{Tenants: tenants, Control: control, Stripe: app.Payments, GraceDays: -1,
		Cards: cards.ForBilling{}, Changed: app.Resolver.Forget}
	app.AutoRecharge, _ = enq.(jobs.AutoRechargeEnqueuer)
	// Sends that leave fewer credits than a church's auto-recharge threshold start a recharge.
	credits.AfterSpend = purchases.Hook(app.AutoRecharge)
	app.PeopleLogo = func(ctx context.Context, ch *tenancy.Church) ([]byte, string, error) {
		logo, kind, err := app.Organization().LogoBytes(ctx, ch)
		if err != nil || logo != nil {
			return logo, kind, err
		}
		return export.DataURLLogo(ctx, ch)
	}
	return app, nil
}

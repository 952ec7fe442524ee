package tenantapi

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/observe"
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
	shed, err := httpx.ShedderFromEnv()
	if err != nil {
		return nil, err
	}
	if shed != nil {
		shed.OnShed = observe.Shed // congregate_http_shed_total
	}
	app := &App{
		Shed:     shed,
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
	app.Billing = NewBilling(cfg, control, tenants, app.Resolver)
	app.Imports, _ = enq.(jobs.ImportEnqueuer)
	app.Communications, _ = enq.(jobs.CommunicationEnqueuer)
	app.Auth.Resets, _ = enq.(jobs.ResetEnqueuer)
	app.Billing.Cards = cards.ForBilling{}
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

// NewBilling is the tenant API's billing service (billing.New), its lock-down changes forgotten
// by the host → church cache at once.
func NewBilling(cfg config.Config, control *gorm.DB, tenants *db.Tenants, resolver *tenancy.Resolver) *billing.Service {
	s := billing.New(cfg, control, tenants)
	if resolver != nil {
		s.Changed = resolver.Forget
	}
	return s
}

package tenantapi

import (
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/tenancy"
	tauth "congregate/tenantapi/auth"
)

// NewApp assembles the tenant API from its infrastructure.
func NewApp(cfg config.Config, control *gorm.DB, rdb *redis.Client, enq jobs.Enqueuer) (*App, error) {
	enf, err := authz.New(rdb, cfg.KeyPrefix)
	if err != nil {
		return nil, err
	}
	tenants := db.NewTenants(control)
	return &App{
		Config:   cfg,
		Control:  control,
		Redis:    rdb,
		Tenants:  tenants,
		Resolver: tenancy.NewResolver(control, cfg.BaseDomain, 10*time.Second),
		Enforcer: enf,
		Auth: &tauth.Service{
			Tenants:   tenants,
			Signer:    auth.NewSigner(cfg.JWTSecret),
			Limiter:   ratelimit.New(rdb, cfg.KeyPrefix),
			Jobs:      enq,
			Idle:      cfg.SessionIdle,
			ChurchURL: cfg.ChurchURL,
		},
	}, nil
}

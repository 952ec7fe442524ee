// Package config reads the process configuration from the environment, with development defaults.
package config

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is shared by controlplane, tenantapi and worker.
type Config struct {
	DatabaseURL     string
	RedisURL        string
	BaseDomain      string   // church hosts are {short}.{BaseDomain}
	OnboardingHosts []string // live and test onboarding hosts
	OpsHost         string
	TenantAPIURL    string // where the control plane forwards /{church}/... on the onboarding hosts
	PublicScheme    string // scheme used in links we send (reset links, admin URLs)
	PublicPort      string // port appended to church URLs in development ("" in production)
	JWTSecret       string
	ConsoleDir      string
	OnboardingDir   string
	OpsDir          string // the operator console's build (OPS_DIR)
	OutboxFile      string
	SMSProvider     string
	EmailProvider   string
	KeyPrefix       string // Redis key prefix, so parallel test runs never share rate-limit counters
	SessionIdle     time.Duration

	// TwilioAuthToken checks X-Twilio-Signature on Twilio's webhooks (TWILIO_AUTH_TOKEN; the
	// development default signs the tests' and the local fake's calls).
	TwilioAuthToken string
	// TwilioFrom is the number the church's texts come from and arrive at (TWILIO_FROM, the worker's
	// sender too); the API shows it as the text-to-give number. Empty: none configured.
	TwilioFrom string
	// LinkSecret signs the links a message carries that work without a session: e-mail
	// unsubscribe links and media file URLs for Twilio (LINK_SECRET).
	LinkSecret string
	// OpsSecretKey seals operators' TOTP secrets in the control database (OPS_SECRET_KEY; the
	// AES-256 key is derived from it). Changing it makes the sealed secrets unreadable.
	OpsSecretKey string

	// DatabaseClusters are the PostgreSQL clusters churches may be placed on besides DatabaseURL
	// (the "default" placement), as "name=postgres://...,name2=..." (DATABASE_CLUSTERS).
	DatabaseClusters string

	// Redis with failover or sharding instead of RedisURL (internal/platform/redisconn):
	// REDIS_SENTINEL_ADDRS (host:port,...) with REDIS_SENTINEL_MASTER, or REDIS_CLUSTER_ADDRS
	// (asynq's queues on a Redis Cluster; the rest stays on RedisURL). REDIS_PASSWORD and
	// REDIS_SENTINEL_PASSWORD authenticate; REDIS_DB selects the database behind a Sentinel.
	RedisSentinelAddrs    string
	RedisSentinelMaster   string
	RedisClusterAddrs     string
	RedisPassword         string
	RedisSentinelPassword string
	RedisDB               int

	// VoiceProvider ("outbox" | "twilio") and PushProvider ("outbox" | "webpush") send the
	// communications of those channels (VOICE_PROVIDER, PUSH_PROVIDER).
	VoiceProvider string
	PushProvider  string

	// Stripe (issue 13, docs/billing-api.md): STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY,
	// STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE (stripe-mock's test-card layer in development:
	// every call goes there instead of api.stripe.com). BillingGraceDays (BILLING_GRACE_DAYS,
	// default 7) is the grace after a failed payment before a billing lock-down;
	// CreditPriceMinor (CREDIT_PRICE_MINOR, default 2) the price of a message credit.
	StripeSecretKey      string
	StripePublishableKey string
	StripeWebhookSecret  string
	StripeAPIBase        string
	BillingGraceDays     int
	CreditPriceMinor     int64
}

// Load reads the environment.
func Load() Config {
	return Config{
		DatabaseURL:     env("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/congregate?sslmode=disable"),
		RedisURL:        env("REDIS_URL", "redis://127.0.0.1:6379/0"),
		BaseDomain:      env("BASE_DOMAIN", "localhost"),
		OnboardingHosts: strings.Split(env("ONBOARDING_HOSTS", "onboarding.localhost,onboarding-test.localhost"), ","),
		OpsHost:         env("OPS_HOST", "ops.localhost"),
		TenantAPIURL:    env("TENANTAPI_URL", "http://127.0.0.1:8081"),
		PublicScheme:    env("PUBLIC_SCHEME", "http"),
		PublicPort:      envAllowEmpty("PUBLIC_PORT", "8081"),
		JWTSecret:       env("JWT_SECRET", "development-only-secret-change-me"),
		ConsoleDir:      env("CONSOLE_DIR", "console/dist"),
		OnboardingDir:   env("ONBOARDING_DIR", "onboarding-web/dist"),
		OpsDir:          env("OPS_DIR", "ops-web/dist"),
		OutboxFile:      env("OUTBOX_FILE", ".data/outbox.jsonl"),
		SMSProvider:     env("SMS_PROVIDER", "outbox"),
		EmailProvider:   env("EMAIL_PROVIDER", "outbox"),
		KeyPrefix:       env("REDIS_KEY_PREFIX", "congregate:"),
		SessionIdle:     time.Duration(envInt("SESSION_IDLE_MS", 1_800_000)) * time.Millisecond,

		TwilioAuthToken: env("TWILIO_AUTH_TOKEN", "development-twilio-auth-token"),
		TwilioFrom:      os.Getenv("TWILIO_FROM"),
		LinkSecret:      env("LINK_SECRET", "development-link-secret-change-me"),
		OpsSecretKey:    env("OPS_SECRET_KEY", "development-ops-secret-change-me"),

		DatabaseClusters: os.Getenv("DATABASE_CLUSTERS"),

		RedisSentinelAddrs:    os.Getenv("REDIS_SENTINEL_ADDRS"),
		RedisSentinelMaster:   os.Getenv("REDIS_SENTINEL_MASTER"),
		RedisClusterAddrs:     os.Getenv("REDIS_CLUSTER_ADDRS"),
		RedisPassword:         os.Getenv("REDIS_PASSWORD"),
		RedisSentinelPassword: os.Getenv("REDIS_SENTINEL_PASSWORD"),
		RedisDB:               envInt("REDIS_DB", 0),

		VoiceProvider: env("VOICE_PROVIDER", "outbox"),
		PushProvider:  env("PUSH_PROVIDER", "outbox"),

		StripeSecretKey:      os.Getenv("STRIPE_SECRET_KEY"),
		StripePublishableKey: os.Getenv("STRIPE_PUBLISHABLE_KEY"),
		StripeWebhookSecret:  os.Getenv("STRIPE_WEBHOOK_SECRET"),
		StripeAPIBase:        os.Getenv("STRIPE_API_BASE"),
		BillingGraceDays:     max(envInt("BILLING_GRACE_DAYS", 7), 0),
		CreditPriceMinor:     int64(max(envInt("CREDIT_PRICE_MINOR", 2), 1)),
	}
}

// ChurchURL is the public base URL of a church's console.
func (c Config) ChurchURL(shortName string) string {
	host := strings.ToLower(shortName) + "." + c.BaseDomain
	if c.PublicPort != "" {
		host += ":" + c.PublicPort
	}
	return c.PublicScheme + "://" + host
}

func env(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

func envInt(key string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(key)); err == nil {
		return v
	}
	return def
}

// envAllowEmpty distinguishes "set to empty" (production: no port in URLs) from "unset".
func envAllowEmpty(key, def string) string {
	if v, ok := os.LookupEnv(key); ok {
		return v
	}
	return def
}

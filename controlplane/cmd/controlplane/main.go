// Command controlplane serves the onboarding and operator hosts; `controlplane migrate` migrates
// the control database and every church schema.
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"congregate/controlplane"
	"congregate/internal/jobs"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/observe"
	"congregate/internal/platform/redisconn"
	"congregate/internal/platform/storage"
)

func main() {
	if err := run(); err != nil {
		slog.Error("controlplane stopped", "err", err)
		os.Exit(1)
	}
}

func run() error {
	observe.SetupLogs()
	cfg := config.Load()
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if len(os.Args) > 1 && os.Args[1] == "migrate" {
		// [--parallel N] [--dry-run]: the control schema, then every church schema (the Helm hook).
		control, err := db.Open(cfg.DatabaseURL)
		if err != nil {
			return err
		}
		if err := db.CheckPlacements(ctx, cfg, control); err != nil {
			return err
		}
		return controlplane.MigrateCommand(ctx, cfg, control, os.Args[2:], os.Stdout)
	}
	control, err := db.Open(cfg.DatabaseURL)
	if err != nil {
		return err
	}
	rconn, err := redisconn.FromConfig(cfg)
	if err != nil {
		return err
	}
	rdb, err := rconn.Client()
	if err != nil {
		return err
	}
	jobsOpt, err := rconn.AsynqOpt()
	if err != nil {
		return err
	}
	jobsClient := jobs.NewClient(jobsOpt)
	defer jobsClient.Close()
	store, err := storage.FromEnv()
	if err != nil {
		return err
	}
	tenants, err := db.TenantsFromConfig(cfg, control)
	if err != nil {
		return err
	}
	defer tenants.Close()
	if err := db.CheckPlacements(ctx, cfg, control); err != nil {
		return err
	}
	shed, err := httpx.ShedderFromEnv()
	if err != nil {
		return err
	}
	if shed != nil {
		shed.OnShed = observe.Shed // congregate_http_shed_total
	}
	stopTracing, err := observe.SetupTracing(ctx, "controlplane")
	if err != nil {
		return err
	}
	defer flushTraces(stopTracing)
	observe.WatchDB(tenants.Pools) // the control database is the "default" cluster
	if metricsAddr, err := observe.ServeMetrics(ctx, os.Getenv("METRICS_ADDR")); err != nil {
		return fmt.Errorf("METRICS_ADDR: %w", err)
	} else if metricsAddr != "" {
		slog.Info("metrics listening", "addr", metricsAddr)
	}
	app := &controlplane.App{Config: cfg, Control: control, Tenants: tenants, Redis: rdb, Jobs: jobsClient, Storage: store,
		Onboarding: controlplane.OnboardingSettingsFromEnv(), TrustedProxies: trustedProxies(), Shed: shed}
	addr := os.Getenv("CONTROLPLANE_ADDR")
	if addr == "" {
		addr = ":8080"
	}
	srv := &http.Server{Addr: addr, Handler: app.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	slog.Info("controlplane listening", "addr", addr)
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// flushTraces sends the spans still buffered before the process ends.
func flushTraces(stop func(context.Context) error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = stop(ctx)
}

// trustedProxies reads TRUSTED_PROXIES (comma-separated IPs or CIDRs of the ingress); empty =
// trust no X-Forwarded-For.
func trustedProxies() []string {
	var out []string
	for _, p := range strings.Split(os.Getenv("TRUSTED_PROXIES"), ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

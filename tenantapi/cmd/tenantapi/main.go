// Command tenantapi serves every church's console and API.
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"congregate/internal/jobs"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/observe"
	"congregate/internal/platform/redisconn"
	"congregate/tenantapi"
)

func main() {
	if err := run(); err != nil {
		slog.Error("tenantapi stopped", "err", err)
		os.Exit(1)
	}
}

func run() error {
	// The API's live heap is small and its garbage is per request: collecting at 4× the live heap
	// rather than 2× halves the collector's share of the CPU (a tenth of it under the people
	// benchmark's load) for a few more megabytes. GOGC in the environment still decides.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(300)
	}
	observe.SetupLogs()
	cfg := config.Load()
	control, err := db.Open(cfg.DatabaseURL)
	if err != nil {
		return err
	}
	if err := db.CheckPlacements(context.Background(), cfg, control); err != nil {
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
	aopt, err := rconn.AsynqOpt()
	if err != nil {
		return err
	}
	enq := jobs.NewClient(aopt)
	defer enq.Close()
	app, err := tenantapi.NewApp(cfg, control, rdb, enq)
	if err != nil {
		return err
	}
	addr := os.Getenv("TENANTAPI_ADDR")
	if addr == "" {
		addr = ":8081"
	}
	srv := &http.Server{Addr: addr, Handler: app.Handler(), ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	stopTracing, err := observe.SetupTracing(ctx, "tenantapi")
	if err != nil {
		return err
	}
	defer func() {
		flush, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = stopTracing(flush)
	}()
	observe.WatchDB(app.Tenants.Pools) // the control database is the "default" cluster
	if metricsAddr, err := observe.ServeMetrics(ctx, os.Getenv("METRICS_ADDR")); err != nil {
		return fmt.Errorf("METRICS_ADDR: %w", err)
	} else if metricsAddr != "" {
		slog.Info("metrics listening", "addr", metricsAddr)
	}
	// An operator's lock-down or domain change reaches this process's resolver at once.
	if err := app.Resolver.Listen(ctx, rdb, cfg.KeyPrefix); err != nil {
		slog.Error("church changes: no Redis subscription, the resolver relies on its TTL", "err", err)
	}
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	slog.Info("tenantapi listening", "addr", addr, "baseDomain", cfg.BaseDomain)
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

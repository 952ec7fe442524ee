// Command worker processes the asynq tasks the APIs enqueue (worker/registry.go lists them: SMS,
// e-mail, people imports, reset links).
//
// Environment, besides internal/platform/config (DATABASE_URL, DATABASE_CLUSTERS, REDIS_URL,
// SMS_PROVIDER, EMAIL_PROVIDER, VOICE_PROVIDER, PUSH_PROVIDER, OUTBOX_FILE, LINK_SECRET, and
// BASE_DOMAIN, PUBLIC_SCHEME and PUBLIC_PORT for the links in messages): WORKER_CONCURRENCY (default 10), WORKER_HEALTH_ADDR (default :9090; /healthz and /metrics),
// COMMS_BATCH_SIZE, COMMS_CONCURRENCY, COMMS_LANES, DISPATCH_INTERVAL and DISPATCH_STALE
// (communications' fan-out and dispatcher), and the provider settings TWILIO_* and SMTP_*.
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/exports"
	"congregate/internal/jobs"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/observe"
	"congregate/internal/platform/redisconn"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/communications/greetings"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/people/directory"
	"congregate/worker"
	wbilling "congregate/worker/billing"
	wexports "congregate/worker/exports"
	wgiving "congregate/worker/giving"
	wgreetings "congregate/worker/greetings"
	"congregate/worker/ledger"
	wword "congregate/worker/word"
)

func main() {
	log := observe.NewLogger(os.Stdout)
	slog.SetDefault(log)
	if err := run(log); err != nil {
		log.Error("worker stopped", "err", err)
		os.Exit(1)
	}
}

func run(log *slog.Logger) error {
	cfg := config.Load()
	concurrency := 10
	if v := os.Getenv("WORKER_CONCURRENCY"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return fmt.Errorf("WORKER_CONCURRENCY %q: want a positive integer", v)
		}
		concurrency = n
	}
	healthAddr := os.Getenv("WORKER_HEALTH_ADDR")
	if healthAddr == "" {
		healthAddr = ":9090"
	}

	senders, err := worker.NewSenders(cfg, os.Getenv)
	if err != nil {
		return err
	}
	// The control plane owns the migrations; the worker uses control.send_ledger and, for people
	// imports, the church schemas.
	g, err := db.Open(cfg.DatabaseURL)
	if err != nil {
		return err
	}
	sqlDB, err := g.DB()
	if err != nil {
		return err
	}
	defer sqlDB.Close()
	rconn, err := redisconn.FromConfig(cfg)
	if err != nil {
		return err
	}
	opt, err := rconn.AsynqOpt()
	if err != nil {
		return err
	}

	tenants, err := db.TenantsFromConfig(cfg, g)
	if err != nil {
		return err
	}
	defer tenants.Close()
	if err := db.CheckPlacements(context.Background(), cfg, g); err != nil {
		return err
	}

	tuning, err := deliveryTuning(log)
	if err != nil {
		return err
	}
	stopTracing, err := observe.SetupTracing(context.Background(), "worker")
	if err != nil {
		return err
	}
	defer func() {
		flush, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = stopTracing(flush)
	}()
	observe.WatchDB(tenants.Pools) // the control database is the "default" cluster
	insp := asynq.NewInspector(opt)
	defer insp.Close()
	observe.WatchQueues(insp)
	srv := asynq.NewServer(opt, worker.ServerConfig(concurrency, log))
	churches := tenancy.NewResolver(g, cfg.BaseDomain, 10*time.Second)
	jobsClient := jobs.NewClient(opt)
	defer jobsClient.Close()
	billingH := billingHandler(cfg, g, tenants, churches, log)
	deps := worker.Deps{Ledger: ledger.New(g), Senders: senders, Tenants: tenants, ChurchURL: cfg.ChurchURL,
		Control: g, LinkSecret: []byte(cfg.LinkSecret), Delivery: tuning,
		Greetings: greetingsHandler(g, tenants, jobsClient, log),
		Billing:   billingH, Credits: creditsHandler(cfg, billingH.S, tenants, jobsClient),
		GivingRecurring: givingRecurring(cfg, g, tenants, billingH.S, jobsClient, log), Jobs: jobsClient}
	files, err := storage.FromEnv()
	if err != nil {
		return err
	}
	deps.GivingStatements = wgiving.NewStatements(tenants, g, files, jobsClient, []byte(cfg.LinkSecret), cfg.ChurchURL, log)
	if streams, ok := files.(storage.Streams); ok { // issue 16: The Word's media
		deps.WordMedia = &wword.Media{Tenants: tenants, Control: g, Files: streams, Log: log}
	}
	deps.Exports = &wexports.Handler{Runner: &exports.Runner{Store: exports.Store{Control: g}, Tenants: tenants, Files: files, Log: log}, Log: log} // issue 17
	mux := worker.NewMux(deps, churches, log)
	if err := srv.Start(mux); err != nil {
		return err
	}
	defer srv.Shutdown()
	// The automated greetings' tick, every hour on the hour (Unique: one per hour however many
	// workers run a scheduler).
	scheduler := asynq.NewScheduler(opt, &asynq.SchedulerOpts{Location: time.UTC})
	tick, err := jobs.NewGreetingsTickTask()
	if err != nil {
		return err
	}
	if _, err := scheduler.Register("0 * * * *", tick); err != nil {
		return err
	}
	// Billing's lock-down tick, every hour at a quarter past (Unique: one per hour).
	lockTick, err := jobs.NewBillingLockdownTickTask()
	if err != nil {
		return err
	}
	if _, err := scheduler.Register("15 * * * *", lockTick); err != nil {
		return err
	}
	// Online giving's recurring gifts, every hour at half past (Unique: one per hour).
	givingTick, err := jobs.NewGivingRecurringTickTask()
	if err != nil {
		return err
	}
	if _, err := scheduler.Register("30 * * * *", givingTick); err != nil {
		return err
	}
	// The Word's sweep of uploads idle for 24 hours, every hour at a quarter to (Unique: one per hour).
	wordTick, err := jobs.NewWordUploadsExpireTask()
	if err != nil {
		return err
	}
	if _, err := scheduler.Register("45 * * * *", wordTick); err != nil {
		return err
	}
	// The operators' church figures, every hour at ten past and once now (Unique: one per hour).
	statsTick, err := jobs.NewChurchStatsTask()
	if err != nil {
		return err
	}
	if _, err := scheduler.Register("10 * * * *", statsTick); err != nil {
		return err
	}
	// The sweep of expired and stuck church exports, every hour at ten to (Unique: one per hour).
	exportsTick, err := jobs.NewExportsExpireTask()
	if err != nil {
		return err
	}
	if _, err := scheduler.Register("50 * * * *", exportsTick); err != nil {
		return err
	}
	// The rescue of imports whose task Redis lost, every ten minutes and once now (Unique: one at
	// a time).
	rescueTick, err := jobs.NewImportsRescueTask()
	if err != nil {
		return err
	}
	if _, err := scheduler.Register("*/10 * * * *", rescueTick); err != nil {
		return err
	}
	if err := scheduler.Start(); err != nil {
		return err
	}
	defer scheduler.Shutdown()
	if err := jobsClient.EnqueueChurchStats(context.Background()); err != nil {
		log.Error("church stats at start", "err", err)
	}
	if err := jobsClient.EnqueueImportsRescue(context.Background()); err != nil {
		log.Error("imports rescue at start", "err", err)
	}
	// An operator's lock-down or domain change reaches this worker's resolver at once.
	rdb, err := rconn.Client()
	if err != nil {
		return err
	}
	defer rdb.Close()
	listenCtx, stopListen := context.WithCancel(context.Background())
	defer stopListen()
	if err := churches.Listen(listenCtx, rdb, cfg.KeyPrefix); err != nil {
		log.Error("church changes: no Redis subscription, the resolver relies on its TTL", "err", err)
	}

	// The communications dispatcher: due scheduled sends, and sends Redis lost or a dead worker left.
	dispatchCtx, stopDispatch := context.WithCancel(context.Background())
	defer stopDispatch()
	go worker.RunDispatcher(dispatchCtx, deps, churches, jobsClient)

	health := &http.Server{Addr: healthAddr, Handler: healthHandler(srv), ReadHeaderTimeout: 5 * time.Second}
	healthErr := make(chan error, 1)
	go func() { healthErr <- health.ListenAndServe() }()
	log.Info("worker started", "concurrency", concurrency, "health", healthAddr,
		"sms", cfg.SMSProvider, "email", cfg.EmailProvider)

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	select {
	case <-ctx.Done():
		log.Info("shutting down")
	case err := <-healthErr:
		return fmt.Errorf("health server: %w", err)
	}
	// Stop taking tasks and let running ones finish (asynq returns unfinished ones to the queue),
	// then stop answering probes.
	srv.Shutdown()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := health.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// deliveryTuning reads COMMS_BATCH_SIZE, COMMS_CONCURRENCY, COMMS_LANES, DISPATCH_INTERVAL and
// DISPATCH_STALE.
func deliveryTuning(log *slog.Logger) (worker.DeliveryTuning, error) {
	t := worker.DeliveryTuning{Log: log}
	for _, v := range []struct {
		name string
		dst  *int
	}{{"COMMS_BATCH_SIZE", &t.BatchSize}, {"COMMS_CONCURRENCY", &t.Concurrency}, {"COMMS_LANES", &t.Lanes}} {
		if s := os.Getenv(v.name); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > 10000 {
				return t, fmt.Errorf("%s %q: want a positive integer", v.name, s)
			}
			*v.dst = n
		}
	}
	for _, v := range []struct {
		name string
		dst  *time.Duration
	}{{"DISPATCH_INTERVAL", &t.DispatchInterval}, {"DISPATCH_STALE", &t.DispatchStale}} {
		if s := os.Getenv(v.name); s != "" {
			d, err := time.ParseDuration(s)
			if err != nil || d < 100*time.Millisecond {
				return t, fmt.Errorf("%s %q: want a duration of at least 100ms", v.name, s)
			}
			*v.dst = d
		}
	}
	return t, nil
}

// healthHandler answers GET /healthz with 200 while Redis answers the asynq server's ping, and
// GET /metrics (Prometheus) on the same private listener.
func healthHandler(srv *asynq.Server) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", observe.MetricsHandler())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		ping := make(chan error, 1)
		go func() { ping <- srv.Ping() }()
		select {
		case err := <-ping:
			if err != nil {
				http.Error(w, "redis: "+err.Error(), http.StatusServiceUnavailable)
				return
			}
			_, _ = w.Write([]byte("ok\n"))
		case <-time.After(2 * time.Second):
			http.Error(w, "redis: no answer", http.StatusServiceUnavailable)
		}
	})
	return mux
}

// greetingsHandler builds the greetings tasks' handler: the church runs send through the one
// messages.Service (origin greeting), whose sends the worker's dispatcher and send tasks deliver.
func greetingsHandler(control *gorm.DB, tenants *db.Tenants, client *jobs.Client, log *slog.Logger) *wgreetings.Handler {
	svc := &messages.Service{Tenants: tenants, Control: control, People: greetings.MessagesPeople{},
		Settings: greetings.MessagesSettings{}, Jobs: client}
	return &wgreetings.Handler{Control: control, Jobs: client, Log: log,
		Runner: &greetings.Runner{Tenants: tenants, People: directory.Directory{}, Send: greetings.MessagesSender(svc), Log: log}}
}

// billingHandler runs billing's tasks: Stripe (STRIPE_*) and the platform's grace from the
// configuration, every package's Stripe event handlers registered.
func billingHandler(cfg config.Config, control *gorm.DB, tenants *db.Tenants, churches *tenancy.Resolver, log *slog.Logger) *wbilling.Handler {
	s := billing.New(cfg, control, tenants)
	s.Changed = churches.Forget
	wbilling.Register(s)
	return &wbilling.Handler{S: s, Log: log}
}

package worker

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/tenantapi/auth/accounts"
	"congregate/tenantapi/people/logins"
	wbilling "congregate/worker/billing"
	wchildren "congregate/worker/children"
	"congregate/worker/communications"
	"congregate/worker/email"
	wexports "congregate/worker/exports"
	wgiving "congregate/worker/giving"
	wgreetings "congregate/worker/greetings"
	"congregate/worker/imports"
	"congregate/worker/ledger"
	wops "congregate/worker/ops"
	"congregate/worker/resets"
	"congregate/worker/sms"
	wword "congregate/worker/word"
)

// Deps are what the handlers are built from.
type Deps struct {
	Ledger    *ledger.Ledger
	Senders   Senders
	Tenants   *db.Tenants
	ChurchURL func(shortName string) string // links in messages (config.Config.ChurchURL)
	// Communications (issue 12): the control database (control.communication_dispatch), the
	// secret of the links messages carry (config.LinkSecret) and the delivery's tuning.
	Control    *gorm.DB
	LinkSecret []byte
	Delivery   DeliveryTuning
	// Greetings runs the automated greetings (built in cmd/worker; its tick is scheduled hourly there).
	Greetings *wgreetings.Handler
	// Billing applies Stripe events, sets up new churches' subscriptions and locks down churches
	// past due (built in cmd/worker; its lock-down tick is scheduled hourly there).
	Billing *wbilling.Handler
	// Credits buys credits for auto-recharge (built in cmd/worker over the Stripe client).
	Credits *wbilling.Credits
	// GivingStatements builds contribution statement runs (built in cmd/worker over the files store).
	GivingStatements *wgiving.Statements
	// GivingRecurring charges due recurring gifts (issue 14, built in cmd/worker; hourly at :30).
	GivingRecurring *wgiving.Recurring
	// WordMedia probes new audio and video and expires idle uploads (issue 16; hourly at :45).
	WordMedia *wword.Media
	// Exports builds churches' full exports and sweeps expired ones (issue 17; hourly at :50).
	Exports *wexports.Handler
	// Jobs enqueues the tasks a handler starts: imports:rescue's imports (every 10 minutes).
	Jobs *jobs.Client
}

// Tasks is every task type the worker handles, with its handler: a new kind of task is one line
// here (and its type, payload and constructor in internal/jobs).
func Tasks(d Deps) []Task {
	return []Task{
		Platform(jobs.TypeSMS, sms.NewHandler(d.Senders.SMS, d.Ledger).HandleSMSTask),
		Platform(jobs.TypeEmail, email.NewHandler(d.Senders.Email, d.Ledger).HandleEmailTask),
		InChurch(jobs.TypePeopleImport, imports.NewHandler(d.Tenants).HandlePeopleImport),
		InChurch(jobs.TypeResetRequest, resets.NewHandler(accounts.Resets{Tenants: d.Tenants, People: logins.Logins{}, ChurchURL: d.ChurchURL},
			d.Ledger, d.Senders.SMS, d.Senders.Email).HandleResetRequest),
		InChurch(jobs.TypeCommunicationSend, communications.Handler{S: d.DeliveryService()}.HandleSend),
		Platform(jobs.TypeGreetingsTick, d.Greetings.HandleTick),
		InChurch(jobs.TypeGreetingsChurch, d.Greetings.HandleChurch),
		Platform(jobs.TypeBillingEvent, d.Billing.HandleEvent),
		InChurch(jobs.TypeBillingSetup, d.Billing.HandleSetup),
		Platform(jobs.TypeBillingLockdownTick, d.Billing.HandleLockdownTick),
		InChurch(jobs.TypeAutoRecharge, d.Credits.HandleAutoRecharge),
		InChurch(jobs.TypeGivingImport, wgiving.NewImports(d.Tenants).HandleImport), // issue 14, h-ledger
		InChurch(jobs.TypeGivingStatements, d.GivingStatements.HandleStatements),
		Platform(jobs.TypeGivingRecurringTick, d.GivingRecurring.HandleRecurringTick),
		InChurch(jobs.TypeChildrenImport, wchildren.NewImports(d.Tenants).HandleImport),                         // issue 15, h-kids-import
		InChurch(jobs.TypeWordMediaProbe, d.WordMedia.HandleProbe),                                              // issue 16, h-media
		Platform(jobs.TypeWordUploadsExpire, d.WordMedia.HandleExpire),                                          // issue 16, h-media
		Platform(jobs.TypeChurchStats, (&wops.Stats{Control: d.Control, Tenants: d.Tenants}).HandleChurchStats), // issue 17
		InChurch(jobs.TypeChurchExport, d.Exports.HandleExport),                                                 // issue 17, h-export
		Platform(jobs.TypeExportsExpire, d.Exports.HandleExpire),                                                // issue 17, h-export
		Platform(jobs.TypeImportsRescue, (&imports.Rescue{Control: d.Control, Tenants: d.Tenants, Jobs: d.Jobs}).HandleRescue),
	}
}

// Task is one line of the registry.
type Task struct {
	Type    string
	Handler asynq.Handler
	// Church says the payload embeds jobs.Tenant: the church middleware puts the church in the
	// handler's context, or refuses the task.
	Church bool
}

// Platform registers a task that works outside any church (messages carry their own addresses).
func Platform(typ string, h asynq.HandlerFunc) Task { return Task{Type: typ, Handler: h} }

// InChurch registers a task whose payload P embeds jobs.Tenant. fn gets the payload decoded and
// validated, and the church in its context (tenancy.FromContext); a payload that can never succeed
// is not retried.
func InChurch[P jobs.TenantPayload](typ string, fn func(ctx context.Context, p P) error) Task {
	return Task{Type: typ, Church: true, Handler: asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
		var p P
		if err := json.Unmarshal(t.Payload(), &p); err != nil {
			return fmt.Errorf("%s: decode payload: %v: %w", typ, err, asynq.SkipRetry)
		}
		if v, ok := any(p).(interface{ Validate() error }); ok {
			if err := v.Validate(); err != nil {
				return fmt.Errorf("%s: %v: %w", typ, err, asynq.SkipRetry)
			}
		}
		return fn(ctx, p)
	})}
}

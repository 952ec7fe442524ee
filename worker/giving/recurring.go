// Package giving handles giving's tasks (the work itself in tenantapi/giving/...). This file is
// online giving's (h-online): the hourly recurring tick and the webhook handlers of the churches'
// connected Stripe accounts.
package giving

import (
	"context"
	"errors"
	"log/slog"

	"github.com/hibiken/asynq"

	tbilling "congregate/tenantapi/billing"
	"congregate/tenantapi/giving/online"
)

// Recurring runs giving:recurring-tick over online giving's service.
type Recurring struct {
	S   *online.Service
	Log *slog.Logger
}

// HandleRecurringTick charges every church's due recurring gifts (off-session, one idempotency key
// per gift and date: a tick killed mid-run and run again charges nothing twice).
func (h *Recurring) HandleRecurringTick(ctx context.Context, _ *asynq.Task) error {
	if h == nil || h.S == nil {
		return errors.New("giving:recurring-tick: online giving is not wired in this worker")
	}
	res, err := h.S.RunRecurring(ctx)
	if h.Log != nil {
		h.Log.InfoContext(ctx, "recurring gifts charged", "charged", res.Charged, "failed", res.Failed, "failing", res.Failing, "err", err)
	}
	return err
}

// Register adds online giving's handlers to billing's registry of connected-account events
// (billing.OnConnectEvent): the one place they are registered (the worker's wiring; tests call it
// too). Running it again replaces them.
func Register(s *online.Service) {
	for typ, fn := range s.ConnectEvents() {
		tbilling.OnConnectEvent(typ, fn)
	}
}

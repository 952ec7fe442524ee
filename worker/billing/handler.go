// Package billing handles billing's tasks (tenantapi/billing does the work): applying a verified
// Stripe event, a new church's Stripe customer and subscription, and the hourly lock-down tick.
package billing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/billing"
)

// Handler runs billing tasks.
type Handler struct {
	S   *billing.Service
	Log *slog.Logger
}

// Register wires the Stripe event handlers of billing and its sub-packages into billing's
// registry (billing.OnEvent): billing's own invoice.* and customer.subscription.*; cards and
// purchases add theirs here.
func Register(s *billing.Service) {
	s.RegisterEvents()
}

// HandleEvent applies a recorded Stripe event (billing.ApplyEvent); an event the control
// database does not hold can never succeed.
func (h *Handler) HandleEvent(ctx context.Context, t *asynq.Task) error {
	var p jobs.BillingEvent
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.Validate() != nil {
		return fmt.Errorf("billing:event: bad payload: %w", asynq.SkipRetry)
	}
	err := h.S.ApplyEvent(ctx, p.EventID)
	if errors.Is(err, billing.ErrUnknownEvent) {
		return fmt.Errorf("billing:event %s: %v: %w", p.EventID, err, asynq.SkipRetry)
	}
	return err
}

// HandleSetup gives the church in ctx its Stripe customer and subscription.
func (h *Handler) HandleSetup(ctx context.Context, _ jobs.BillingSetup) error {
	res, err := h.S.Setup(ctx, tenancy.FromContext(ctx))
	if err == nil && h.Log != nil {
		h.Log.InfoContext(ctx, "billing set up", "church", tenancy.FromContext(ctx).ShortName,
			"customer", res.CustomerID, "subscription", res.SubscriptionID)
	}
	return err
}

// HandleLockdownTick locks down the churches past due beyond their grace.
func (h *Handler) HandleLockdownTick(ctx context.Context, _ *asynq.Task) error {
	locked, err := h.S.LockOverdue(ctx)
	if err == nil && len(locked) > 0 && h.Log != nil {
		h.Log.InfoContext(ctx, "billing lock-down", "churches", locked)
	}
	return err
}

package worker

import (
	"context"
	"log/slog"
	"time"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/delivery"
	"congregate/worker/communications"
)

// DeliveryTuning sizes a communication's fan-out (COMMS_BATCH_SIZE, COMMS_CONCURRENCY,
// COMMS_LANES; zero values are delivery's defaults) and the dispatcher's tick
// (DISPATCH_INTERVAL, default 5 s).
type DeliveryTuning struct {
	BatchSize, Concurrency, Lanes int
	DispatchInterval              time.Duration
	DispatchStale                 time.Duration // DISPATCH_STALE: a run silent this long is rescued (default 15 s)
	Log                           *slog.Logger
}

// DeliveryService is the delivery of communications over the deps.
func (d Deps) DeliveryService() *delivery.Service {
	return &delivery.Service{Tenants: d.Tenants, Control: d.Control, Providers: d.Senders.Channels, ChurchURL: d.ChurchURL,
		Secret: d.LinkSecret, BatchSize: d.Delivery.BatchSize, Concurrency: d.Delivery.Concurrency, Lanes: d.Delivery.Lanes,
		Log: d.Delivery.Log}
}

// RunDispatcher runs the communications dispatcher until ctx ends.
func RunDispatcher(ctx context.Context, d Deps, churches *tenancy.Resolver, enq communications.Enqueuer) {
	(&communications.Dispatcher{S: d.DeliveryService(), Control: d.Control, Churches: churches, Enqueue: enq,
		Interval: d.Delivery.DispatchInterval, Stale: d.Delivery.DispatchStale, Log: d.Delivery.Log}).Run(ctx)
}

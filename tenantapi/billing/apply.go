package billing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v76"
	"gorm.io/gorm"
)

// RecordEvent stores a verified Stripe event once (control.stripe_events, keyed by Stripe's id)
// with the church of its customer. It answers whether the event still needs applying: false for a
// replay of an event already applied, true for a new one and for a replay of one not applied yet
// (its task may have been lost; the task id keeps it queued once).
func (s *Service) RecordEvent(ctx context.Context, ev stripe.Event, payload []byte) (bool, error) {
	var churchID *int64
	if ev.Account != "" { // a connected account's event (online giving): its church by the account
		if c, err := churchByMerchant(s.control(ctx), ev.Account); err == nil {
			churchID = &c.ID
		} else if !isNoRow(err) {
			return false, err
		}
	} else if cus := CustomerOf(ev); cus != "" {
		if c, err := churchByCustomer(s.control(ctx), cus); err == nil {
			churchID = &c.ID
		} else if !isNoRow(err) {
			return false, err
		}
	}
	inserted, err := insertEvent(s.control(ctx), ev.ID, string(ev.Type), churchID, time.Unix(ev.Created, 0).UTC(), payload)
	if err != nil {
		return false, err
	}
	if inserted {
		return true, nil
	}
	_, processedAt, _, err := storedEvent(s.control(ctx), ev.ID)
	return processedAt == nil, err
}

// ErrUnknownEvent is an event id control.stripe_events does not hold.
var ErrUnknownEvent = errors.New("billing: no such Stripe event")

// ApplyEvent applies a recorded event (the billing:event task): the handler registered for its
// type runs in the schema of the church whose customer the event is about, then the church's
// past-due state and lock-down are settled and the event is marked processed. An event applied
// before does nothing; an event of a type nobody handles, or of a customer that is no church's,
// is marked processed with the reason. A handler's error is recorded and returned (the task
// retries).
func (s *Service) ApplyEvent(ctx context.Context, id string) error {
	payload, processedAt, found, err := storedEvent(s.control(ctx), id)
	if err != nil {
		return err
	}
	if !found {
		return ErrUnknownEvent
	}
	if processedAt != nil {
		return nil
	}
	var ev stripe.Event
	if err := json.Unmarshal(payload, &ev); err != nil || ev.Data == nil {
		return s.finish(ctx, id, nil, fmt.Sprintf("undecodable event: %v", err))
	}
	if ev.Account != "" {
		return s.applyConnect(ctx, id, ev)
	}
	fn, ok := EventHandler(string(ev.Type))
	if !ok {
		return s.finish(ctx, id, nil, "ignored: no handler for "+string(ev.Type))
	}
	cus := CustomerOf(ev)
	church, err := churchByCustomer(s.control(ctx), cus)
	if isNoRow(err) {
		return s.finish(ctx, id, nil, "ignored: no church has customer "+cus)
	}
	if err != nil {
		return err
	}
	err = s.runFor(ctx, church, func(tx *gorm.DB) error {
		if err := fn(ctx, tx, *church, ev); err != nil {
			return err
		}
		_, err := s.settle(ctx, tx, church, ev.Type == "invoice.paid" || ev.Type == "invoice.payment_succeeded")
		return err
	})
	if err != nil {
		_ = eventFailed(s.control(ctx), id, err.Error())
		return err
	}
	return s.finish(ctx, id, &church.ID, "")
}

func (s *Service) finish(ctx context.Context, id string, churchID *int64, reason string) error {
	return eventDone(s.control(ctx), id, churchID, reason)
}

// applyConnect applies an event of a church's connected Stripe account (online giving): the
// handler of OnConnectEvent's registry runs in the schema of the church whose merchant account it
// is; the church's billing is not touched.
func (s *Service) applyConnect(ctx context.Context, id string, ev stripe.Event) error {
	fn, ok := ConnectEventHandler(string(ev.Type))
	if !ok {
		return s.finish(ctx, id, nil, "ignored: no connected-account handler for "+string(ev.Type))
	}
	church, err := churchByMerchant(s.control(ctx), ev.Account)
	if isNoRow(err) {
		return s.finish(ctx, id, nil, "ignored: no church has merchant account "+ev.Account)
	}
	if err != nil {
		return err
	}
	err = s.runFor(ctx, church, func(tx *gorm.DB) error { return fn(ctx, tx, *church, ev) })
	if err != nil {
		_ = eventFailed(s.control(ctx), id, err.Error())
		return err
	}
	return s.finish(ctx, id, &church.ID, "")
}

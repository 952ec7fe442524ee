package greetings

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/people/directory"
)

// People finds who celebrates on a day (tenantapi/people/directory).
type People interface {
	Celebrating(tx *gorm.DB, kind string, month, day int, leap29 bool) ([]directory.Celebrant, error)
}

// Send is one greeting communication: a template's text to the people celebrating, with the
// idempotency key of the day (the same key again answers the communication already accepted).
type Send struct {
	Kind, Channel, Subject, Body string
	PersonIDs                    []int64
	Key                          string
}

// SendFunc accepts a greeting communication and answers its id.
type SendFunc func(ctx context.Context, s Send) (int64, error)

// MessagesSender sends through messages.Service.Send (origin greeting, no staff actor).
func MessagesSender(svc *messages.Service) SendFunc {
	return func(ctx context.Context, s Send) (int64, error) {
		c, err := svc.Send(ctx, 0, messages.OriginGreeting, messages.Compose{Channel: s.Channel, Subject: s.Subject, Body: s.Body,
			Audience: messages.Audience{PersonIDs: s.PersonIDs}, IdempotencyKey: s.Key})
		return c.ID, err
	}
}

// Runner runs a church's greetings.
type Runner struct {
	Tenants *db.Tenants
	People  People
	Send    SendFunc
	Clock   clock.Clock
	Log     *slog.Logger
}

// Result is what a run did.
type Result struct {
	Communications int
	Greeted        int64
}

// Location is the church's time zone (its system setting, else the settings' default).
func Location(ch *tenancy.Church) *time.Location {
	name := ch.TimeZone()
	if name == "" {
		name = DefaultTimeZone
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return time.UTC
	}
	return loc
}

// Key is the idempotency key of a day's greeting communication.
func Key(kind, channel string, day time.Time) string {
	return fmt.Sprintf("greeting:%s:%s:%s", kind, channel, day.Format("2006-01-02"))
}

// Run greets, for every enabled template whose hour has come in the church's time zone, the
// people whose birthday (or wedding anniversary) is today there — 29 February's on 28 February of
// other years — who have the template's address and were not greeted this year on that channel.
// One communication per template and day: a retry, or the next hour's run, finds the people
// already recorded in greetings_sent, and the day's idempotency key answers the communication
// already accepted rather than sending again. A refused send (nobody left after the consent list,
// too few credits) is logged and left for the next hour.
func (r *Runner) Run(ctx context.Context) (Result, error) {
	ch := tenancy.FromContext(ctx)
	now := r.Clock.Now().In(Location(ch))
	year, month, day := now.Date()
	leap29 := month == time.February && day == 28 && !isLeap(year)
	var res Result
	var due []Template
	if err := r.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		due, err = dueTemplates(tx, now.Hour())
		return err
	}); err != nil {
		return res, err
	}
	for _, t := range due {
		var ids []int64
		err := r.Tenants.Run(ctx, func(tx *gorm.DB) error {
			people, err := r.People.Celebrating(tx, t.Kind, int(month), day, leap29)
			if err != nil {
				return err
			}
			for _, p := range people {
				if (t.Channel == ChannelSMS && p.Mobile != "") || (t.Channel == ChannelEmail && p.Email != "") {
					ids = append(ids, p.ID)
				}
			}
			if len(ids) == 0 {
				return nil
			}
			done, err := greeted(tx, t.Kind, t.Channel, year, ids)
			kept := ids[:0]
			for _, id := range ids {
				if !done[id] {
					kept = append(kept, id)
				}
			}
			ids = kept
			return err
		})
		if err != nil {
			return res, err
		}
		if len(ids) == 0 {
			continue
		}
		commID, err := r.Send(ctx, Send{Kind: t.Kind, Channel: t.Channel, Subject: t.Subject, Body: t.Body, PersonIDs: ids,
			Key: Key(t.Kind, t.Channel, now)})
		var f *fault.Error
		if errors.As(err, &f) {
			if r.Log != nil {
				r.Log.WarnContext(ctx, "greeting not sent", "church", ch.ID, "kind", t.Kind, "channel", t.Channel, "reason", f.Message)
			}
			continue
		}
		if err != nil {
			return res, err
		}
		res.Communications++
		err = r.Tenants.Run(ctx, func(tx *gorm.DB) error {
			n, err := markGreeted(tx, t.Kind, t.Channel, year, commID)
			res.Greeted += n
			return err
		})
		if err != nil {
			return res, err
		}
	}
	return res, nil
}

func isLeap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

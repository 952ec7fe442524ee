package delivery

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/consent"
	"congregate/tenantapi/communications/credits"
)

// Service delivers communications. The zero values of the tuning fields are the defaults.
type Service struct {
	Tenants *db.Tenants
	// Control is the control database (control.communication_dispatch); nil leaves the dispatch
	// rows alone (tests of delivery alone).
	Control   *gorm.DB
	Providers Providers
	ChurchURL func(shortName string) string // the church's public base URL (links, callbacks)
	// Secret signs the links a message carries (unsubscribe, media files): config.LinkSecret.
	Secret []byte

	BatchSize   int // recipients claimed at once (default 100)
	Concurrency int // provider calls in flight per batch (default 16)
	Lanes       int // batches in flight at once (default 2)
	MaxAttempts int // a recipient refused for now this often fails (default 5)
	// SendTimeout bounds one provider call (default 30 s).
	SendTimeout time.Duration
	Log         *slog.Logger
}

func (s *Service) batchSize() int   { return def(s.BatchSize, 100) }
func (s *Service) concurrency() int { return def(s.Concurrency, 16) }
func (s *Service) lanes() int       { return def(s.Lanes, 2) }
func (s *Service) maxAttempts() int { return def(s.MaxAttempts, 5) }
func (s *Service) sendTimeout() time.Duration {
	if s.SendTimeout > 0 {
		return s.SendTimeout
	}
	return 30 * time.Second
}
func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

func def(v, d int) int {
	if v > 0 {
		return v
	}
	return d
}

// Report is what one run did.
type Report struct {
	Sent, Failed, Skipped, Requeued int // this run's results
	Reconciled                      int // attempts of unknown outcome found with the provider
	Resent                          int // attempts of unknown outcome the provider did not have, sent
	Finished                        bool
	NotDue                          bool // a scheduled communication whose time has not come
}

// ErrUnfinished is Send's error when recipients are left whose outcome is not known yet (the
// task is retried and reconciles them).
var ErrUnfinished = errors.New("delivery: recipients left in sending")

// Send runs the communication id of the church in ctx: it starts it when it is a scheduled one
// that is due, reconciles the attempts a dead run left, sends to every queued recipient and
// finishes it. Another run of the same communication holding its lock makes it ErrBusy at once.
func (s *Service) Send(ctx context.Context, id int64) (Report, error) {
	var rep Report
	ch := tenancy.FromContext(ctx)
	release, ok, err := s.lock(ctx, ch, id)
	if err != nil {
		return rep, err
	}
	if !ok {
		return rep, ErrBusy
	}
	defer release()

	var comm commRow
	var state startState
	if err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		comm, state, err = start(tx, id)
		return err
	}); err != nil {
		return rep, err
	}
	switch state {
	case stateGone, stateClosed:
		rep.Finished = true
		return rep, s.setDispatch(ctx, ch.ID, id, "done")
	case stateNotDue:
		rep.NotDue = true
		if s.Control != nil && comm.ScheduledAt != nil {
			return rep, setDispatchDue(s.Control.WithContext(ctx), ch.ID, id, *comm.ScheduledAt)
		}
		return rep, nil
	}
	if err := s.setDispatch(ctx, ch.ID, id, "running"); err != nil {
		return rep, err
	}

	j, err := s.prepare(ctx, ch, comm)
	if err != nil {
		return rep, err
	}
	// Every row in sending now was left by a run that died (this run holds the lock): ask the
	// provider before anything is sent again.
	if err := s.reconcile(ctx, j, &rep); err != nil {
		return rep, err
	}
	if err := s.drain(ctx, j, &rep); err != nil {
		return rep, err
	}
	// This run's own attempts of unknown outcome (a timeout, a connection cut after the request).
	for round := 0; round < 3 && ctx.Err() == nil; round++ {
		open, err := s.openCount(ctx, id, StatusSending)
		if err != nil {
			return rep, err
		}
		if open == 0 {
			break
		}
		time.Sleep(time.Duration(round+1) * 500 * time.Millisecond)
		if err := s.reconcile(ctx, j, &rep); err != nil {
			return rep, err
		}
		if err := s.drain(ctx, j, &rep); err != nil {
			return rep, err
		}
	}

	var finished bool
	if err := s.Tenants.Run(context.WithoutCancel(ctx), func(tx *gorm.DB) (err error) {
		finished, err = finish(tx, comm)
		return err
	}); err != nil {
		return rep, err
	}
	if !finished {
		if err := ctx.Err(); err != nil {
			return rep, err
		}
		return rep, ErrUnfinished
	}
	rep.Finished = true
	return rep, s.setDispatch(context.WithoutCancel(ctx), ch.ID, id, "done")
}

// lock takes the communication's advisory lock on a connection of its own, held for the run: a
// run that dies loses its connection and so its lock. The release unlocks it and closes the
// connection, never returned to the pool with the lock.
func (s *Service) lock(ctx context.Context, ch *tenancy.Church, id int64) (func(), bool, error) {
	g, ok := s.Tenants.Cluster(ch.Placement)
	if !ok {
		return nil, false, fmt.Errorf("church %s: unknown placement %q", ch.ShortName, ch.Placement)
	}
	sqlDB, err := g.DB()
	if err != nil {
		return nil, false, err
	}
	conn, err := sqlDB.Conn(ctx)
	if err != nil {
		return nil, false, err
	}
	drop := func() {
		_ = conn.Raw(func(any) error { return driver.ErrBadConn })
		_ = conn.Close()
	}
	var got bool
	key := "communications:send:" + ch.SchemaName + ":" + strconv.FormatInt(id, 10)
	if err := conn.QueryRowContext(ctx, `SELECT pg_try_advisory_lock(hashtextextended($1, 0))`, key).Scan(&got); err != nil {
		drop()
		return nil, false, err
	}
	if !got {
		drop()
		return nil, false, nil
	}
	// Unlocked before the close: a closed connection's lock goes only when its server process has
	// noticed, so a run right after this one (a retry, the dispatcher) could find it still held.
	release := func() {
		_, _ = conn.ExecContext(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock(hashtextextended($1, 0))`, key)
		drop()
	}
	return release, true, nil
}

// setDispatch moves the communication's dispatch row (control.communication_dispatch).
func (s *Service) setDispatch(ctx context.Context, churchID, id int64, state string) error {
	if s.Control == nil {
		return nil
	}
	return setDispatchState(s.Control.WithContext(ctx), churchID, id, state)
}

// heartbeat tells the dispatcher the run is alive, at most every two seconds.
func (s *Service) heartbeat(ctx context.Context, j *job) {
	now := time.Now().UnixNano()
	last := j.beat.Load()
	if now-last < int64(2*time.Second) || !j.beat.CompareAndSwap(last, now) {
		return
	}
	if err := s.setDispatch(ctx, j.ch.ID, j.comm.ID, "running"); err != nil {
		s.log().Warn("communication heartbeat", "church", j.ch.ShortName, "communication", j.comm.ID, "err", err)
	}
}

func (s *Service) openCount(ctx context.Context, id int64, status string) (n int64, err error) {
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		n, err = countStatus(tx, id, status)
		return err
	})
	return n, err
}

// drain sends to every queued recipient, Lanes batches at a time.
func (s *Service) drain(ctx context.Context, j *job, rep *Report) error {
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	var refusals atomic.Int32
	for range s.lanes() {
		wg.Go(func() {
			for ctx.Err() == nil {
				var r Report
				n, err := s.batch(ctx, j, &r)
				mu.Lock()
				rep.Sent += r.Sent
				rep.Failed += r.Failed
				rep.Skipped += r.Skipped
				rep.Requeued += r.Requeued
				if err != nil && firstErr == nil {
					firstErr = err
				}
				stop := err != nil || firstErr != nil
				mu.Unlock()
				if stop || n == 0 {
					return
				}
				// A batch the provider refused entirely (rate limits, an outage): give it a moment,
				// and after a few leave the rest to the task's retry.
				if r.Requeued == n {
					if refusals.Add(1) >= 3 {
						mu.Lock()
						if firstErr == nil {
							firstErr = fmt.Errorf("delivery: the provider refuses messages for now")
						}
						mu.Unlock()
						return
					}
					time.Sleep(time.Second)
				} else {
					refusals.Store(0)
				}
			}
		})
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	return ctx.Err()
}

// batch claims up to BatchSize queued recipients (their attempt committed), skips those who opted
// out since the send was accepted, sends to the rest and records the results. It answers how many
// it claimed.
func (s *Service) batch(ctx context.Context, j *job, rep *Report) (int, error) {
	var claimed []recipientRow
	var skipped int
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		rows, err := claim(tx, j.comm.ID, s.batchSize())
		if err != nil {
			return err
		}
		keep, out, err := optedOut(tx, j.comm, rows)
		if err != nil {
			return err
		}
		if err := skip(tx, j.comm.ID, out); err != nil {
			return err
		}
		claimed, skipped = keep, len(out)
		return nil
	})
	if err != nil {
		return 0, err
	}
	rep.Skipped += skipped
	s.heartbeat(ctx, j)
	if len(claimed) == 0 {
		return skipped, nil
	}
	results := s.sendAll(ctx, j, claimed)
	return len(claimed) + skipped, s.record(ctx, j, results, rep)
}

// result is one attempt's outcome.
type result struct {
	row       recipientRow
	outcome   outcome
	ref       string
	delivered bool
	err       error
}

// sendAll sends the rows through the channel's provider, Concurrency at a time. The calls do not
// end with the task's context: a run told to stop lets the calls in flight finish and records
// them.
func (s *Service) sendAll(ctx context.Context, j *job, rows []recipientRow) []result {
	out := make([]result, len(rows))
	if err := s.preload(ctx, j, rows); err != nil {
		for i, r := range rows {
			out[i] = result{row: r, outcome: outcomeRetry, err: err}
		}
		return out
	}
	sem := make(chan struct{}, s.concurrency())
	var wg sync.WaitGroup
	base := context.WithoutCancel(ctx)
	for i, r := range rows {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			out[i] = s.sendOne(base, j, r)
		})
	}
	wg.Wait()
	return out
}

func (s *Service) sendOne(ctx context.Context, j *job, r recipientRow) result {
	m, err := j.outgoing(r)
	if err != nil {
		return result{row: r, outcome: outcomeFailed, err: err}
	}
	cctx, cancel := context.WithTimeout(ctx, s.sendTimeout())
	defer cancel()
	acc, err := j.provider.Send(cctx, m)
	if err == nil && acc.Ref == "" {
		err = fmt.Errorf("the provider accepted the message without a reference")
	}
	return result{row: r, outcome: classify(err), ref: acc.Ref, delivered: acc.Delivered, err: err}
}

// record writes a batch's results with their credits in one transaction: a settlement for every
// accepted message, a release for every failed one.
func (s *Service) record(ctx context.Context, j *job, results []result, rep *Report) error {
	var updates []rowUpdate
	var settle []credits.Settlement
	var releases []recipientRow
	for _, r := range results {
		u := rowUpdate{ID: r.row.ID}
		switch r.outcome {
		case outcomeAccepted:
			u.Status, u.Ref = StatusSent, r.ref
			if r.delivered {
				u.Status = StatusDelivered
			}
			settle = append(settle, credits.Settlement{Key: "debit:" + r.row.AttemptKey, Amount: int64(r.row.Cost), CommunicationID: j.comm.ID})
			rep.Sent++
		case outcomeFailed:
			u.Status, u.Error = StatusFailed, errorText(r.err)
			releases = append(releases, r.row)
			rep.Failed++
		case outcomeRetry:
			if r.row.Attempts >= s.maxAttempts() {
				u.Status, u.Error = StatusFailed, errorText(r.err)
				releases = append(releases, r.row)
				rep.Failed++
			} else {
				u.Status, u.Error = StatusQueued, errorText(r.err)
				rep.Requeued++
			}
		case outcomeUnknown:
			u.Status, u.Error = StatusSending, errorText(r.err)
			s.log().Warn("message of unknown outcome, reconciled later", "church", j.ch.ShortName,
				"communication", j.comm.ID, "recipient", r.row.ID, "err", r.err)
		}
		updates = append(updates, u)
	}
	return s.Tenants.Run(context.WithoutCancel(ctx), func(tx *gorm.DB) error {
		if err := updateRows(tx, updates); err != nil {
			return err
		}
		if len(settle) > 0 {
			if err := credits.SettleMany(tx, settle); err != nil {
				return err
			}
		}
		for _, r := range releases {
			if err := credits.Release(tx, "release:"+r.AttemptKey, int64(r.Cost), j.comm.ID); err != nil {
				return err
			}
		}
		return nil
	})
}

// reconcile settles every recipient left in sending: the provider's Lookup finds the message
// (recorded as sent, paid) or does not (its attempt is recorded again and the message sent).
func (s *Service) reconcile(ctx context.Context, j *job, rep *Report) error {
	after := int64(0)
	for ctx.Err() == nil {
		var rows []recipientRow
		if err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
			rows, err = inStatus(tx, j.comm.ID, StatusSending, after, s.batchSize())
			return err
		}); err != nil {
			return err
		}
		if len(rows) == 0 {
			return nil
		}
		after = rows[len(rows)-1].ID
		if err := s.reconcileBatch(ctx, j, rows, rep); err != nil {
			return err
		}
	}
	return ctx.Err()
}

func (s *Service) reconcileBatch(ctx context.Context, j *job, rows []recipientRow, rep *Report) error {
	if err := s.preload(ctx, j, rows); err != nil {
		return err
	}
	found := make([]result, len(rows))
	missing := make([]bool, len(rows))
	errs := make([]error, len(rows))
	sem := make(chan struct{}, s.concurrency())
	var wg sync.WaitGroup
	base := context.WithoutCancel(ctx)
	for i, r := range rows {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			m, err := j.outgoing(r)
			if err != nil { // it could never have been sent
				missing[i] = true
				return
			}
			cctx, cancel := context.WithTimeout(base, s.sendTimeout())
			defer cancel()
			ref, ok, err := j.provider.Lookup(cctx, r.AttemptKey, m)
			switch {
			case err != nil:
				errs[i] = err
			case ok:
				found[i] = result{row: r, outcome: outcomeAccepted, ref: ref, delivered: deliversAtOnce(j.provider)}
			default:
				missing[i] = true
			}
		})
	}
	wg.Wait()
	// A message found that another recipient already has (the same text to the same number from
	// another communication, matched by a provider that looks up by content) is not this one.
	var refs []string
	for i := range rows {
		if errs[i] == nil && !missing[i] {
			refs = append(refs, found[i].ref)
		}
	}
	var taken map[string]bool
	if len(refs) > 0 {
		if err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
			taken, err = refsInUse(tx, refs)
			return err
		}); err != nil {
			return err
		}
	}
	var known []result
	var again []recipientRow
	for i, r := range rows {
		switch {
		case errs[i] != nil:
			return fmt.Errorf("look up message %s: %w", r.AttemptKey, errs[i])
		case missing[i] || taken[found[i].ref]:
			again = append(again, r)
		default:
			known = append(known, found[i])
		}
	}
	if len(known) > 0 {
		var r Report
		if err := s.record(ctx, j, known, &r); err != nil {
			return err
		}
		rep.Reconciled += len(known)
	}
	if len(again) == 0 {
		return nil
	}
	// Not with the provider: a new attempt, committed before the call, unless the person opted out
	// in the meantime.
	var resend []recipientRow
	var skipped int
	if err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		keep, out, err := optedOut(tx, j.comm, again)
		if err != nil {
			return err
		}
		if err := skip(tx, j.comm.ID, out); err != nil {
			return err
		}
		resend, err = reattempt(tx, keep)
		skipped = len(out)
		return err
	}); err != nil {
		return err
	}
	rep.Skipped += skipped
	rep.Resent += len(resend)
	return s.record(ctx, j, s.sendAll(ctx, j, resend), rep)
}

// deliversAtOnce says whether the provider's accepted messages are delivered (the outbox).
func deliversAtOnce(p Provider) bool {
	d, ok := p.(interface{ DeliversAtOnce() bool })
	return ok && d.DeliversAtOnce()
}

// optedOut splits the rows into those still allowed on the communication's channel and those on
// the do-not-contact list now.
func optedOut(tx *gorm.DB, c commRow, rows []recipientRow) (keep, out []recipientRow, err error) {
	if len(rows) == 0 {
		return nil, nil, nil
	}
	ts := make([]consent.Target, len(rows))
	for i, r := range rows {
		ts[i] = consent.Target{PersonID: r.personID(), Address: r.Address}
	}
	_, removed, err := consent.Filter(tx, consentChannel(c.Channel), ts)
	if err != nil || len(removed) == 0 {
		return rows, nil, err
	}
	gone := map[string]bool{}
	for _, t := range removed {
		gone[t.Address] = true
	}
	for _, r := range rows {
		if gone[r.Address] {
			out = append(out, r)
		} else {
			keep = append(keep, r)
		}
	}
	return keep, out, nil
}

// skip marks opted-out rows skipped and releases their credits.
func skip(tx *gorm.DB, commID int64, rows []recipientRow) error {
	if len(rows) == 0 {
		return nil
	}
	ups := make([]rowUpdate, len(rows))
	for i, r := range rows {
		ups[i] = rowUpdate{ID: r.ID, Status: StatusSkipped, Error: "Opted out of this channel after the message was accepted"}
	}
	if err := updateRows(tx, ups); err != nil {
		return err
	}
	for _, r := range rows {
		if err := credits.Release(tx, "release:"+r.AttemptKey, int64(r.Cost), commID); err != nil {
			return err
		}
	}
	return nil
}

// consentChannel is the consent list's channel of a communication channel.
func consentChannel(channel string) string {
	switch channel {
	case ChannelSMS, ChannelMMS:
		return "text"
	}
	return channel
}

func errorText(err error) string {
	if err == nil {
		return ""
	}
	s := err.Error()
	if len(s) > 500 {
		s = s[:500]
	}
	return s
}

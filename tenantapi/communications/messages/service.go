package messages

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/credits"
	"congregate/tenantapi/communications/text"
)

// Service composes, quotes, accepts and changes communications. Every read and write is in the
// church's schema (Tenants); the dispatch row is in the control database (Control).
type Service struct {
	Tenants  *db.Tenants
	Control  *gorm.DB
	People   People
	Settings Settings // nil: no SMS signature, the default e-mail template
	// Jobs starts a send now; nil (or an enqueue that fails) leaves it to the worker's dispatcher,
	// which finds every due dispatch row.
	Jobs  jobs.CommunicationEnqueuer
	Files storage.Store // media vault files (recordings' lengths, uploads)
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// MergeFields are the merge fields a message may use.
func MergeFields() []text.MergeField { return append([]text.MergeField{}, text.MergeFields...) }

// Quote answers what a compose would reach and cost, writing nothing, with the first recipient's
// message as a preview.
func (s *Service) Quote(ctx context.Context, c Compose) (Quote, error) {
	now := s.Clock.Now()
	if err := c.check(now); err != nil {
		return Quote{}, err
	}
	ch := tenancy.FromContext(ctx)
	var q Quote
	err := s.run(ctx, func(tx *gorm.DB) error {
		p, err := s.resolve(ctx, tx, ch, &c, now, nil)
		if err != nil {
			return err
		}
		acct, err := credits.Balance(tx)
		if err != nil {
			return err
		}
		q = Quote{Recipients: len(p.targets), DuplicatesRemoved: p.duplicates, OptedOut: p.optedOut, WithoutAddress: p.withoutAddress,
			Segments: p.segments, Encoding: p.encoding, Characters: p.characters, UnitCost: p.unit, Credits: p.credits,
			Available: acct.Available, Enough: p.credits <= acct.Available, Preview: p.preview(ch, &c)}
		return nil
	})
	return q, err
}

// preview is the first recipient's message.
func (p *plan) preview(ch *tenancy.Church, c *Compose) Preview {
	t := p.targets[0]
	pv := Preview{To: t.address, Name: t.name, Text: t.text}
	switch c.Channel {
	case text.Email:
		tpl := p.messaging.Template
		tpl.LogoURL = logoURL(ch, tpl)
		e := RenderEmail(tpl, c.Subject, c.Body, c.HTML, t.fields, "")
		pv.Subject, pv.HTML, pv.Text = e.Subject, e.HTML, e.Text
	case text.Push:
		pv.Subject = text.Merge(c.Subject, t.fields)
	}
	return pv
}

func logoURL(ch *tenancy.Church, t EmailTemplate) string {
	if t.LogoURL != "" {
		return t.LogoURL
	}
	return ch.LogoURL
}

// Send accepts a communication from any origin (staff, greeting, keyword, children): the
// recipients resolved, de-duplicated and filtered by the do-not-contact list, the cost reserved
// and the communication written with its recipients in one transaction, then the send started
// (now) or left to its time (scheduled). The same idempotency key again answers the first
// communication and sends nothing. Too few credits is 409 and writes nothing.
func (s *Service) Send(ctx context.Context, actor int64, origin string, c Compose) (Communication, error) {
	return s.SendWith(ctx, actor, origin, c, nil)
}

// SendWith is Send with a file uploaded with it (an MMS image or a recording), kept in the media
// vault in the send's transaction.
func (s *Service) SendWith(ctx context.Context, actor int64, origin string, c Compose, up *Upload) (Communication, error) {
	switch origin {
	case OriginStaff, OriginGreeting, OriginKeyword, OriginChildren, OriginGiving:
	default:
		return Communication{}, fmt.Errorf("messages: unknown origin %q", origin)
	}
	now := s.Clock.Now()
	if up != nil {
		if c.MediaID != 0 {
			return Communication{}, invalid("Send either a file or a media id, not both")
		}
		if err := up.sniff(); err != nil {
			return Communication{}, err
		}
	}
	if err := c.checkWith(now, up != nil); err != nil {
		return Communication{}, err
	}
	if c.IdempotencyKey == "" {
		c.IdempotencyKey = "auto-" + auth.NewToken(16)
	}
	ch := tenancy.FromContext(ctx)

	// First read: an earlier send with the key, else the recipients, the cost against the balance
	// and the id from the sequence.
	var existing, id int64
	var p *plan
	err := s.run(ctx, func(tx *gorm.DB) error {
		var err error
		if existing, err = byKey(tx, c.IdempotencyKey); err != nil || existing != 0 {
			return err
		}
		if p, err = s.resolve(ctx, tx, ch, &c, now, up); err != nil {
			return err
		}
		acct, err := credits.Balance(tx)
		if err != nil {
			return err
		}
		if p.credits > acct.Available {
			return credits.Insufficient(p.credits, acct.Available)
		}
		id, err = nextCommunicationID(tx)
		return err
	})
	if err != nil {
		return Communication{}, err
	}
	if existing != 0 {
		return s.get(ctx, existing)
	}

	// The dispatch row first: a communication never exists without it (a row whose transaction
	// failed is marked done, here or by the dispatcher).
	due := now
	if c.at != nil {
		due = *c.at
	}
	if err := insertDispatch(s.Control.WithContext(ctx), ch.ID, id, due); err != nil {
		return Communication{}, err
	}
	var fileKey string
	if up != nil {
		if fileKey, err = s.putFile(ctx, ch, up); err != nil {
			s.abandon(ctx, ch, id)
			return Communication{}, err
		}
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		if up != nil {
			mid, err := insertMedia(tx, up.name(), up.kind, up.contentType, int64(len(up.Data)), fileKey, actor)
			if err != nil {
				return err
			}
			c.MediaID = mid
		}
		if err := credits.Reserve(tx, reserveKey(id), p.credits, id, actor); err != nil {
			return err
		}
		if err := insertCommunication(tx, p.stored(id, origin, actor, &c)); err != nil {
			return err
		}
		return insertRecipients(tx, id, p.rows())
	})
	if err != nil {
		s.abandon(ctx, ch, id)
		if fileKey != "" {
			_ = s.Files.Delete(context.WithoutCancel(ctx), fileKey)
		}
		if isKeyConflict(err) { // the same key sent at the same moment: the first one stands
			var first int64
			if rerr := s.run(ctx, func(tx *gorm.DB) (e error) { first, e = byKey(tx, c.IdempotencyKey); return e }); rerr == nil && first != 0 {
				return s.get(ctx, first)
			}
		}
		return Communication{}, err
	}
	if c.at == nil {
		s.start(ctx, ch, id)
	}
	return s.get(ctx, id)
}

func reserveKey(id int64) string { return fmt.Sprintf("reserve:%d", id) }

// start queues a send now; a failure is logged, the dispatcher starts it from its due row.
func (s *Service) start(ctx context.Context, ch *tenancy.Church, id int64) {
	if s.Jobs == nil {
		return
	}
	if err := s.Jobs.EnqueueCommunicationSend(ctx, jobs.CommunicationSend{Tenant: jobs.In(ch.ID), CommunicationID: id}); err != nil {
		slog.WarnContext(ctx, "communication send not queued; the dispatcher will start it", "church", ch.ID, "communication", id, "err", err)
	}
}

// abandon marks the dispatch row of a communication whose transaction failed done.
func (s *Service) abandon(ctx context.Context, ch *tenancy.Church, id int64) {
	if err := dispatchDone(s.Control.WithContext(context.WithoutCancel(ctx)), ch.ID, id); err != nil {
		slog.WarnContext(ctx, "dispatch row left waiting; the dispatcher will close it", "church", ch.ID, "communication", id, "err", err)
	}
}

func (s *Service) putFile(ctx context.Context, ch *tenancy.Church, up *Upload) (string, error) {
	if s.Files == nil {
		return "", fault.E(fault.Invalid, "Files cannot be uploaded here")
	}
	key := fmt.Sprintf("media/%d/%s.%s", ch.ID, auth.NewToken(16), up.ext())
	for !storage.ValidKey(key) { // a token with characters a key refuses: draw again
		key = fmt.Sprintf("media/%d/%s.%s", ch.ID, auth.NewToken(16), up.ext())
	}
	return key, s.Files.Put(ctx, key, up.contentType, up.Data)
}

// stored is the communication row of a plan.
func (p *plan) stored(id int64, origin string, by int64, c *Compose) stored {
	status := StatusSending
	if c.at != nil {
		status = StatusScheduled
	}
	enc := ""
	if c.Channel == text.SMS || c.Channel == text.MMS {
		enc = p.encoding
	}
	aud := c.Audience
	aud.normalise()
	return stored{ID: id, Channel: c.Channel, Origin: origin, Key: c.IdempotencyKey, Subject: c.Subject, Body: c.Body, HTML: c.HTML,
		MediaID: c.MediaID, VoiceMode: c.VoiceMode, Audience: aud, Status: status, ScheduledAt: c.at, Recipients: len(p.targets),
		Segments: p.segments, Encoding: enc, Credits: p.credits, By: by}
}

// checkWith is check with an uploaded file standing for the media id.
func (c *Compose) checkWith(now time.Time, uploaded bool) error {
	if uploaded {
		c.MediaID = 1
		defer func() { c.MediaID = 0 }()
	}
	return c.check(now)
}

// Update changes a scheduled communication: its message, audience and time (null: send now). The
// old reservation is released and the new cost reserved in the one transaction that rewrites it.
func (s *Service) Update(ctx context.Context, actor, id int64, c Compose, up *Upload) (Communication, error) {
	now := s.Clock.Now()
	if up != nil {
		if c.MediaID != 0 {
			return Communication{}, invalid("Send either a file or a media id, not both")
		}
		if err := up.sniff(); err != nil {
			return Communication{}, err
		}
	}
	if err := c.checkWith(now, up != nil); err != nil {
		return Communication{}, err
	}
	ch := tenancy.FromContext(ctx)
	var p *plan
	var key string
	var before *time.Time
	err := s.run(ctx, func(tx *gorm.DB) error {
		var err error
		var status string
		if status, key, before, err = statusOf(tx, id); err != nil {
			return err
		}
		if status != StatusScheduled {
			return errOnlyScheduled
		}
		p, err = s.resolve(ctx, tx, ch, &c, now, up)
		return err
	})
	if err != nil {
		return Communication{}, err
	}
	c.IdempotencyKey = key
	due := now
	if c.at != nil {
		due = *c.at
	}
	if err := insertDispatch(s.Control.WithContext(ctx), ch.ID, id, due); err != nil {
		return Communication{}, err
	}
	var fileKey string
	if up != nil {
		if fileKey, err = s.putFile(ctx, ch, up); err != nil {
			return Communication{}, err
		}
	}
	edit := now.UnixNano()
	err = s.run(ctx, func(tx *gorm.DB) error {
		status, old, err := lockCommunication(tx, id)
		if err != nil {
			return err
		}
		if status != StatusScheduled {
			return errOnlyScheduled
		}
		if up != nil {
			if c.MediaID, err = insertMedia(tx, up.name(), up.kind, up.contentType, int64(len(up.Data)), fileKey, actor); err != nil {
				return err
			}
		}
		if err := credits.Release(tx, fmt.Sprintf("release:%d:edit:%d", id, edit), old, id); err != nil {
			return err
		}
		if err := credits.Reserve(tx, fmt.Sprintf("reserve:%d:edit:%d", id, edit), p.credits, id, actor); err != nil {
			return err
		}
		if err := rewriteCommunication(tx, p.stored(id, "", actor, &c)); err != nil {
			return err
		}
		if err := deleteRecipients(tx, id); err != nil {
			return err
		}
		return insertRecipients(tx, id, p.rows())
	})
	if err != nil {
		if fileKey != "" {
			_ = s.Files.Delete(context.WithoutCancel(ctx), fileKey)
		}
		if before != nil { // the communication is as it was: so is its due time
			if rerr := insertDispatch(s.Control.WithContext(context.WithoutCancel(ctx)), ch.ID, id, *before); rerr != nil {
				slog.WarnContext(ctx, "dispatch row not moved back", "church", ch.ID, "communication", id, "err", rerr)
			}
		}
		return Communication{}, err
	}
	if c.at == nil {
		s.start(ctx, ch, id)
	}
	return s.get(ctx, id)
}

// Delete cancels a scheduled communication: its credits released, its recipients skipped, its
// dispatch row done.
func (s *Service) Delete(ctx context.Context, id int64) error {
	ch := tenancy.FromContext(ctx)
	err := s.run(ctx, func(tx *gorm.DB) error {
		status, reserved, err := lockCommunication(tx, id)
		if err != nil {
			return err
		}
		if status != StatusScheduled {
			return errOnlyScheduled
		}
		if err := credits.Release(tx, fmt.Sprintf("release:%d:cancel", id), reserved, id); err != nil {
			return err
		}
		return cancelCommunication(tx, id)
	})
	if err != nil {
		return err
	}
	s.abandon(ctx, ch, id)
	return nil
}

// Get is one communication with its recipients counted by status.
func (s *Service) Get(ctx context.Context, id int64) (Communication, error) { return s.get(ctx, id) }

func (s *Service) get(ctx context.Context, id int64) (Communication, error) {
	var out *Communication
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		if out, err = loadCommunication(tx, id); err != nil || out.CreatedBy == nil {
			return err
		}
		names, err := s.names(tx, []int64{*out.CreatedBy})
		out.CreatedByName = names[*out.CreatedBy]
		return err
	})
	if err != nil {
		return Communication{}, err
	}
	return *out, nil
}

// List is one page of the history, the newest first.
func (s *Service) List(ctx context.Context, f ListFilter, limit, offset int) (items []Summary, total int64, err error) {
	if err := f.check(); err != nil {
		return nil, 0, err
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		if items, total, err = listCommunications(tx, f, limit, offset); err != nil {
			return err
		}
		var ids []int64
		for _, it := range items {
			if it.CreatedBy != nil {
				ids = append(ids, *it.CreatedBy)
			}
		}
		names, err := s.names(tx, ids)
		for i, it := range items {
			if it.CreatedBy != nil {
				items[i].CreatedByName = names[*it.CreatedBy]
			}
		}
		return err
	})
	return items, total, err
}

// Recipients is one page of a communication's recipients, optionally of one status.
func (s *Service) Recipients(ctx context.Context, id int64, status string, limit, offset int) (items []Recipient, total int64, err error) {
	if status != "" && !validRecipientStatus(status) {
		return nil, 0, invalid("Status must be queued, sending, sent, delivered, failed, undelivered or skipped")
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		ok, err := communicationExists(tx, id)
		if err != nil {
			return err
		}
		if !ok {
			return errNotFound
		}
		items, total, err = listRecipients(tx, id, status, limit, offset)
		return err
	})
	return items, total, err
}

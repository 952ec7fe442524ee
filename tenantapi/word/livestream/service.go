package livestream

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/word/sermons"
)

// Service holds the rules of streams. Every call is one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	People  sermons.People
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return s.Tenants.Run(ctx, fn)
}

func rfc3339(t *time.Time) *string {
	if t == nil {
		return nil
	}
	v := t.UTC().Format(time.RFC3339)
	return &v
}

func (r streamRow) stream() Stream {
	return Stream{ID: r.ID, Title: r.Title, Provider: r.Provider, URL: r.URL, EmbedURL: EmbedURL(r.Provider, r.URL),
		RTMPServer: r.RTMPServer, StreamKeyHint: keyHint(r.StreamKey), ScheduledAt: rfc3339(r.ScheduledAt), Status: r.Status,
		StartedAt: rfc3339(r.StartedAt), EndedAt: rfc3339(r.EndedAt), SermonID: r.SermonID}
}

// Streams is one page of the church's streams: live, then scheduled, then ended.
func (s *Service) Streams(ctx context.Context, r ListRequest) (httpx.Page[Stream], error) {
	p, err := r.Paging.Resolve(20)
	if err != nil {
		return httpx.Page[Stream]{}, err
	}
	var out httpx.Page[Stream]
	err = s.run(ctx, func(tx *gorm.DB) error {
		rows, total, err := pageStreams(tx, r.Status, p.PageSize, p.Offset())
		items := make([]Stream, 0, len(rows))
		for _, row := range rows {
			items = append(items, row.stream())
		}
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Stream is one stream.
func (s *Service) Stream(ctx context.Context, id int64) (*Stream, error) {
	var out *Stream
	err := s.run(ctx, func(tx *gorm.DB) error {
		row, err := loadStream(tx, id)
		if err == nil {
			st := row.stream()
			out = &st
		}
		return err
	})
	return out, err
}

// Save adds (id 0, scheduled) or updates a stream's details.
func (s *Service) Save(ctx context.Context, a sermons.Actor, r StreamRequest) (*Stream, error) {
	var out *Stream
	err := s.run(ctx, func(tx *gorm.DB) error {
		event := EventStreamUpdate
		if r.ID == 0 {
			event = EventStreamAdd
			id, err := insertStream(tx, &r)
			if err != nil {
				return err
			}
			r.ID = id
		} else if err := updateStream(tx, &r); err != nil {
			return err
		}
		row, err := loadStream(tx, r.ID)
		if err != nil {
			return err
		}
		st := row.stream()
		out = &st
		// The key itself is never written to the audit trail.
		return audit.Write(tx, a.Audit(event, map[string]any{"streamId": r.ID, "title": r.Title, "provider": r.Provider,
			"streamKeyChanged": r.StreamKey.Set}))
	})
	return out, err
}

// Delete deletes a stream; a sermon made from it stays.
func (s *Service) Delete(ctx context.Context, a sermons.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		row, err := lockStream(tx, id)
		if err != nil {
			return err
		}
		if err := deleteStream(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventStreamDelete, map[string]any{"streamId": id, "title": row.Title}))
	})
}

// SetStatus moves a stream scheduled → live → ended (scheduled → ended cancels it); an ended
// stream stays ended and a live one can only end.
func (s *Service) SetStatus(ctx context.Context, a sermons.Actor, id int64, status string) (*Stream, error) {
	var out *Stream
	err := s.run(ctx, func(tx *gorm.DB) error {
		row, err := lockStream(tx, id)
		if err != nil {
			return err
		}
		if row.Status != status {
			switch {
			case row.Status == "ended":
				return errEndedLive
			case row.Status == "live" && status == "scheduled":
				return errLiveBack
			}
			if err := setStatus(tx, id, status); err != nil {
				return err
			}
			if err := audit.Write(tx, a.Audit(EventStreamStatus, map[string]any{"streamId": id, "title": row.Title,
				"from": row.Status, "to": status})); err != nil {
				return err
			}
		}
		if row, err = loadStream(tx, id); err != nil {
			return err
		}
		st := row.stream()
		out = &st
		return nil
	})
	return out, err
}

// CreateSermon makes a finished stream's draft sermon (once): preached on the stream's date in the
// church's time zone, its video the stream's link.
func (s *Service) CreateSermon(ctx context.Context, a sermons.Actor, r CreateSermonRequest) (*sermons.Sermon, error) {
	loc := churchLocation(ctx)
	var out *sermons.Sermon
	err := s.run(ctx, func(tx *gorm.DB) error {
		row, err := lockStream(tx, r.ID)
		if err != nil {
			return err
		}
		if row.Status != "ended" {
			return errNotFinished
		}
		if row.SermonID != nil {
			return errHasSermon
		}
		title := r.Title
		if title == "" {
			title = row.Title
		}
		on := row.CreatedAt
		for _, t := range []*time.Time{row.EndedAt, row.ScheduledAt, row.StartedAt} {
			if t != nil {
				on = *t
			}
		}
		videoURL := row.URL
		if out, err = sermons.AddDraft(tx, s.People, a, sermons.Draft{Title: title, PreachedOn: on.In(loc).Format("2006-01-02"),
			VideoURL: videoURL, SpeakerID: r.SpeakerID, SeriesID: r.SeriesID, StreamID: &row.ID}); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventStreamSermon, map[string]any{"streamId": row.ID, "sermonId": out.ID}))
	})
	return out, err
}

// churchLocation is the church's time zone (organisation settings), Chicago by default.
func churchLocation(ctx context.Context) *time.Location {
	tz := ""
	if ch, ok := tenancy.Lookup(ctx); ok {
		tz = ch.TimeZone()
	}
	if tz == "" {
		tz = "America/Chicago"
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		return time.UTC
	}
	return loc
}

// Live is the public live status: the stream live now and the next scheduled one.
func (s *Service) Live(ctx context.Context) (LiveStatus, error) {
	var out LiveStatus
	err := s.run(ctx, func(tx *gorm.DB) error {
		live, err := liveNow(tx)
		if err != nil {
			return err
		}
		if live != nil {
			out.Live = true
			out.Stream = &LiveStream{Title: live.Title, Provider: live.Provider, URL: live.URL,
				EmbedURL: EmbedURL(live.Provider, live.URL), StartedAt: rfc3339(live.StartedAt)}
		}
		next, err := nextScheduled(tx)
		if err != nil || next == nil {
			return err
		}
		out.Next = &NextStream{Title: next.Title, ScheduledAt: *rfc3339(next.ScheduledAt)}
		return nil
	})
	return out, err
}

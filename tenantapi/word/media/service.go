package media

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// Service holds media's rules; each call one transaction in the church's schema (the file's
// bytes go to the store outside it).
type Service struct {
	Tenants *db.Tenants
	Files   storage.Streams
	// Jobs queues the probe of new audio and video (nil: nothing queued, the item stays processing).
	Jobs jobs.WordMediaEnqueuer
}

var constraints = db.Constraints{
	"word_media_groups_name_key": errGroupTaken,
	"word_media_series_name_key": errSeriesTaken,
	"word_media_group_id_fkey":   errGroupInUse,
	"word_media_series_id_fkey":  errSeriesInUse,
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// PublicURL is the file's public address: {baseURL}/api/word/files/{token}.{extension} (baseURL ""
// gives the relative one the console uses).
func PublicURL(baseURL string, it Item) string {
	return strings.TrimSuffix(baseURL, "/") + "/api/word/files/" + it.Token + "." + it.Extension
}

// Require is the media item id of the church in tx, of one of kinds (none: any): 404 "Media not
// found", or 400 "Choose an audio file" / "Choose an image" / "Choose a video".
func Require(tx *gorm.DB, id int64, kinds ...string) (Item, error) {
	items, err := itemsByID(tx, []int64{id})
	if err != nil {
		return Item{}, err
	}
	if len(items) == 0 {
		return Item{}, ErrNotFound
	}
	it := items[0]
	if len(kinds) == 0 {
		return it, nil
	}
	for _, k := range kinds {
		if it.Kind == k {
			return it, nil
		}
	}
	msg := MsgChooseFile
	if len(kinds) == 1 {
		switch kinds[0] {
		case KindAudio:
			msg = MsgChooseAudio
		case KindImage:
			msg = MsgChooseImage
		case KindVideo:
			msg = MsgChooseVideo
		}
	}
	return Item{}, fault.E(fault.Invalid, msg)
}

// Load reads the church's media items of ids (missing ids are left out).
func Load(tx *gorm.DB, ids []int64) (map[int64]Item, error) {
	out := map[int64]Item{}
	if len(ids) == 0 {
		return out, nil
	}
	items, err := itemsByID(tx, ids)
	for _, it := range items {
		out[it.ID] = it
	}
	return out, err
}

// Get is one media item.
func (s *Service) Get(ctx context.Context, id int64) (it Item, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		it, err = Require(tx, id)
		return err
	})
	return it, err
}

// ListQuery is media/list's filter and page (mediaapi resolves the paging).
type ListQuery struct {
	Search, Kind      string
	GroupID, SeriesID *int64
	Limit, Offset     int
}

// List is a page of media and how many match: in playlist order within a group or series, else
// newest first.
func (s *Service) List(ctx context.Context, q ListQuery) (items []Item, total int64, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		items, total, err = listItems(tx, listFilter(q))
		return err
	})
	return items, total, err
}

// checkPlace checks the group and series an item is put in.
func checkPlace(tx *gorm.DB, groupID, seriesID *int64) error {
	if groupID != nil {
		if ok, err := groups.exists(tx, *groupID); err != nil || !ok {
			return errors.Join(err, ifNot(ok, errGroupNotFound))
		}
	}
	if seriesID != nil {
		if ok, err := series.exists(tx, *seriesID); err != nil || !ok {
			return errors.Join(err, ifNot(ok, errSeriesNotFound))
		}
	}
	return nil
}

func ifNot(ok bool, err error) error {
	if ok {
		return nil
	}
	return err
}

// Update changes an item's title, description, group and series.
func (s *Service) Update(ctx context.Context, a Actor, id int64, title, description string, groupID, seriesID *int64) (it Item, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if _, err := Require(tx, id); err != nil {
			return err
		}
		if err := checkPlace(tx, groupID, seriesID); err != nil {
			return err
		}
		if _, err := updateItem(tx, id, title, description, groupID, seriesID); err != nil {
			return err
		}
		if it, err = Require(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventMediaUpdate, map[string]any{"mediaId": id, "title": title}))
	})
	return it, err
}

// Delete removes the item and its file (and thumbnail); an item a sermon, an episode or the
// settings use is refused.
func (s *Service) Delete(ctx context.Context, a Actor, id int64) error {
	var it Item
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		if it, err = Require(tx, id); err != nil {
			return err
		}
		if err := deleteItem(tx, id); err != nil {
			return usedBy(err)
		}
		return audit.Write(tx, a.Audit(EventMediaDelete, map[string]any{"mediaId": id, "title": it.Title, "fileName": it.FileName}))
	})
	if err != nil {
		return constraints.Map(err)
	}
	s.removeObjects(ctx, it.StorageKey, it.ThumbnailKey)
	return nil
}

func (s *Service) removeObjects(ctx context.Context, key string, thumb *string) {
	if err := s.Files.Delete(ctx, key); err != nil {
		slog.WarnContext(ctx, "word media: object left behind", "key", key, "err", err)
	}
	if thumb != nil {
		_ = s.Files.Delete(ctx, *thumb)
	}
}

// usedBy names, from the restricting foreign key, what holds a media item.
func usedBy(err error) error {
	var pg *pgconn.PgError
	if !errors.As(err, &pg) || pg.Code != "23503" {
		return err
	}
	what := "another record"
	for _, w := range []struct{ part, name string }{{"attachment", "a sermon"}, {"sermon", "a sermon"}, {"episode", "an episode"},
		{"album", "an album"}, {"speaker", "a speaker"}, {"series", "a series"}, {"settings", "the settings"}} {
		if strings.Contains(pg.TableName, w.part) {
			what = w.name
			break
		}
	}
	return fault.E(fault.Conflict, fmt.Sprintf("This file is used by %s; remove it there first", what))
}

// Reorder puts the media of a group or a series in the order of ids: exactly its items, once each.
func (s *Service) Reorder(ctx context.Context, a Actor, groupID, seriesID *int64, ids []int64) (out []Item, err error) {
	c, owner := groups, int64(0)
	switch {
	case groupID != nil && seriesID == nil:
		owner = *groupID
	case seriesID != nil && groupID == nil:
		c, owner = series, *seriesID
	default:
		return nil, fault.E(fault.Invalid, MsgGroupOrSerie)
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		if ok, err := c.exists(tx, owner); err != nil || !ok {
			return errors.Join(err, ifNot(ok, c.notFound))
		}
		members, err := memberIDs(tx, c.column, owner)
		if err != nil {
			return err
		}
		in := map[int64]bool{}
		for _, id := range members {
			in[id] = true
		}
		seen := map[int64]bool{}
		for _, id := range ids {
			if !in[id] {
				return ErrNotFound // another church's, another group's or no item
			}
			if seen[id] {
				return fault.E(fault.Invalid, MsgEveryItem)
			}
			seen[id] = true
		}
		if len(ids) != len(members) {
			return fault.E(fault.Invalid, MsgEveryItem)
		}
		if err := setPositions(tx, ids); err != nil {
			return err
		}
		if out, err = itemsByID(tx, ids); err != nil {
			return err
		}
		byID := map[int64]Item{}
		for _, it := range out {
			byID[it.ID] = it
		}
		for i, id := range ids {
			out[i] = byID[id]
		}
		return audit.Write(tx, a.Audit(EventMediaReorder, map[string]any{c.column: owner, "ids": ids}))
	})
	if out == nil {
		out = []Item{}
	}
	return out, err
}

// churchID is the church of ctx (for the probe's payload).
func churchID(ctx context.Context) int64 {
	if c, ok := tenancy.Lookup(ctx); ok {
		return c.ID
	}
	return 0
}

package media

import (
	"context"
	"errors"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/audit"
)

// Media groups and media series: ordered, named once each (case-insensitively), not deleted while
// they hold media. A series may have an image as artwork.

func (r seriesRow) group() Group {
	return Group{ID: r.ID, Name: r.Name, Description: r.Description, Position: r.Position, MediaCount: r.MediaCount}
}

func (r seriesRow) series() Series {
	s := r.Series
	if r.ArtworkToken != nil && r.ArtworkExt != nil {
		u := PublicURL("", Item{Token: *r.ArtworkToken, Extension: *r.ArtworkExt})
		s.ArtworkURL = &u
	}
	return s
}

// Groups lists the media groups in order.
func (s *Service) Groups(ctx context.Context) (out []Group, err error) {
	out = []Group{}
	err = s.run(ctx, func(tx *gorm.DB) error {
		rows, err := groups.list(tx, nil)
		for _, r := range rows {
			out = append(out, r.group())
		}
		return err
	})
	return out, err
}

// SeriesList lists the media series in order.
func (s *Service) SeriesList(ctx context.Context) (out []Series, err error) {
	out = []Series{}
	err = s.run(ctx, func(tx *gorm.DB) error {
		rows, err := series.list(tx, nil)
		for _, r := range rows {
			out = append(out, r.series())
		}
		return err
	})
	return out, err
}

func (c collection) one(tx *gorm.DB, id int64) (seriesRow, error) {
	rows, err := c.list(tx, &id)
	if err != nil {
		return seriesRow{}, err
	}
	if len(rows) == 0 {
		return seriesRow{}, c.notFound
	}
	return rows[0], nil
}

// SaveGroup adds (id 0) or updates a media group.
func (s *Service) SaveGroup(ctx context.Context, a Actor, id int64, name, description string) (out Group, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		r, err := save(tx, a, groups, id, name, description, nil)
		out = r.group()
		return err
	})
	return out, err
}

// SaveSeries adds (id 0) or updates a media series; artwork must be an image.
func (s *Service) SaveSeries(ctx context.Context, a Actor, id int64, name, description string, artwork *int64) (out Series, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if artwork != nil {
			if _, err := Require(tx, *artwork, KindImage); err != nil {
				return err
			}
		}
		r, err := save(tx, a, series, id, name, description, artwork)
		out = r.series()
		return err
	})
	return out, err
}

func events(c collection) (add, update, del, repos string) {
	if c.table == series.table {
		return EventSeriesAdd, EventSeriesUpdate, EventSeriesDelete, EventSeriesRepos
	}
	return EventGroupAdd, EventGroupUpdate, EventGroupDelete, EventGroupReposition
}

func save(tx *gorm.DB, a Actor, c collection, id int64, name, description string, artwork *int64) (seriesRow, error) {
	add, update, _, _ := events(c)
	event := update
	if id == 0 {
		var err error
		if id, err = c.insert(tx, name, description, artwork); err != nil {
			return seriesRow{}, err
		}
		event = add
	} else if n, err := c.update(tx, id, name, description, artwork); err != nil || n == 0 {
		return seriesRow{}, errors.Join(err, ifNot(n > 0, c.notFound))
	}
	if err := audit.Write(tx, a.Audit(event, map[string]any{"id": id, "name": name})); err != nil {
		return seriesRow{}, err
	}
	return c.one(tx, id)
}

// DeleteGroup deletes an empty media group.
func (s *Service) DeleteGroup(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return remove(tx, a, groups, id) })
}

// DeleteSeries deletes an empty media series.
func (s *Service) DeleteSeries(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return remove(tx, a, series, id) })
}

func remove(tx *gorm.DB, a Actor, c collection, id int64) error {
	r, err := c.one(tx, id)
	if err != nil {
		return err
	}
	if r.MediaCount > 0 {
		if c.table == series.table {
			return errSeriesInUse
		}
		return errGroupInUse
	}
	if _, err := c.delete(tx, id); err != nil {
		return err
	}
	_, _, del, _ := events(c)
	return audit.Write(tx, a.Audit(del, map[string]any{"id": id, "name": r.Name}))
}

// RepositionGroups orders every media group as ids (each once).
func (s *Service) RepositionGroups(ctx context.Context, a Actor, ids []int64) ([]Group, error) {
	if err := s.run(ctx, func(tx *gorm.DB) error { return reposition(tx, a, groups, ids) }); err != nil {
		return nil, err
	}
	return s.Groups(ctx)
}

// RepositionSeries orders every media series as ids (each once).
func (s *Service) RepositionSeries(ctx context.Context, a Actor, ids []int64) ([]Series, error) {
	if err := s.run(ctx, func(tx *gorm.DB) error { return reposition(tx, a, series, ids) }); err != nil {
		return nil, err
	}
	return s.SeriesList(ctx)
}

func reposition(tx *gorm.DB, a Actor, c collection, ids []int64) error {
	all, err := c.ids(tx)
	if err != nil {
		return err
	}
	in, seen := map[int64]bool{}, map[int64]bool{}
	for _, id := range all {
		in[id] = true
	}
	for _, id := range ids {
		if !in[id] {
			return c.notFound
		}
		if seen[id] {
			return fault.E(fault.Invalid, "Send every one once in its new order")
		}
		seen[id] = true
	}
	if len(ids) != len(all) {
		return fault.E(fault.Invalid, "Send every one once in its new order")
	}
	if err := c.setPositions(tx, ids); err != nil {
		return err
	}
	_, _, _, repos := events(c)
	return audit.Write(tx, a.Audit(repos, map[string]any{"ids": ids}))
}

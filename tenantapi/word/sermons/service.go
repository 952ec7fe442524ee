package sermons

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/word/media"
)

// People is what sermons read of people (people/directory implements it): a speaker's name.
type People interface {
	LiveName(tx *gorm.DB, id int64) (string, error)
	Names(tx *gorm.DB, ids []int64) (map[int64]string, error)
	Matching(tx *gorm.DB, q string) ([]int64, error)
}

// Service holds the rules of speakers, series, groups, sermons and playlists. Every call is one
// transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	People  People
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

func mediaURL(items map[int64]media.Item, id *int64) *string {
	if id == nil {
		return nil
	}
	if it, ok := items[*id]; ok {
		u := it.URL
		return &u
	}
	return nil
}

// Speakers.

// Speakers are the church's speakers matching the search (name, title), by name.
func (s *Service) Speakers(ctx context.Context, search string) (Speakers, error) {
	out := Speakers{Items: []Speaker{}}
	err := s.run(ctx, func(tx *gorm.DB) error {
		var ids []int64
		var err error
		if search != "" {
			if ids, err = s.People.Matching(tx, search); err != nil {
				return err
			}
		}
		rows, err := listSpeakers(tx, search, ids)
		if err != nil {
			return err
		}
		out.Items, err = s.speakers(tx, rows)
		return err
	})
	return out, err
}

func (s *Service) speakers(tx *gorm.DB, rows []speakerRow) ([]Speaker, error) {
	var personIDs, mediaIDs []int64
	for _, r := range rows {
		if r.PersonID != nil {
			personIDs = append(personIDs, *r.PersonID)
		}
		if r.PhotoMediaID != nil {
			mediaIDs = append(mediaIDs, *r.PhotoMediaID)
		}
	}
	names, err := s.People.Names(tx, personIDs)
	if err != nil {
		return nil, err
	}
	items, err := media.Load(tx, mediaIDs)
	if err != nil {
		return nil, err
	}
	out := make([]Speaker, 0, len(rows))
	for _, r := range rows {
		sp := Speaker{ID: r.ID, Name: r.Name, Title: r.Title, PersonID: r.PersonID, Guest: r.Guest, Bio: r.Bio,
			PhotoMediaID: r.PhotoMediaID, PhotoURL: mediaURL(items, r.PhotoMediaID), SermonCount: r.SermonCount}
		if r.PersonID != nil && names[*r.PersonID] != "" {
			sp.Name = names[*r.PersonID]
		}
		out = append(out, sp)
	}
	return out, nil
}

func (s *Service) speaker(tx *gorm.DB, id int64) (*Speaker, error) {
	r, err := loadSpeaker(tx, id)
	if err != nil {
		return nil, err
	}
	out, err := s.speakers(tx, []speakerRow{*r})
	if err != nil {
		return nil, err
	}
	return &out[0], nil
}

// SaveSpeaker adds (id 0) or updates a speaker: a person's name comes from people, a photo must be
// an image of the media library.
func (s *Service) SaveSpeaker(ctx context.Context, a Actor, r SpeakerRequest) (*Speaker, error) {
	var out *Speaker
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		name := r.Name
		if r.PersonID != nil {
			if name, err = s.People.LiveName(tx, *r.PersonID); err != nil {
				return err
			}
		}
		if r.PhotoMediaID != nil {
			if _, err := media.Require(tx, *r.PhotoMediaID, "image"); err != nil {
				return err
			}
		}
		out, err = upsert(tx, a, &r.ID, speakerKind, func() (int64, error) { return insertSpeaker(tx, &r, name) },
			func() error { return updateSpeaker(tx, &r, name) }, func(id int64) (*Speaker, error) { return s.speaker(tx, id) },
			func(sp *Speaker) string { return sp.Name })
		return err
	})
	return out, err
}

// DeleteSpeaker deletes a speaker without sermons (409 "This speaker has sermons").
func (s *Service) DeleteSpeaker(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		return remove(tx, a, id, speakerKind, loadSpeaker, func(sp *speakerRow) string { return sp.Name }, deleteSpeaker)
	})
}

// Series.

func (s *Service) series(tx *gorm.DB, rows []seriesRow) ([]Series, error) {
	var mediaIDs []int64
	for _, r := range rows {
		if r.ArtworkMediaID != nil {
			mediaIDs = append(mediaIDs, *r.ArtworkMediaID)
		}
	}
	items, err := media.Load(tx, mediaIDs)
	if err != nil {
		return nil, err
	}
	out := make([]Series, 0, len(rows))
	for _, r := range rows {
		out = append(out, Series{ID: r.ID, Name: r.Name, Description: r.Description, ArtworkMediaID: r.ArtworkMediaID,
			ArtworkURL: mediaURL(items, r.ArtworkMediaID), StartOn: r.StartOn, EndOn: r.EndOn, SermonCount: r.SermonCount, Position: r.Position})
	}
	return out, nil
}

func (s *Service) oneSeries(tx *gorm.DB, id int64) (*Series, error) {
	r, err := loadSeries(tx, id)
	if err != nil {
		return nil, err
	}
	out, err := s.series(tx, []seriesRow{*r})
	if err != nil {
		return nil, err
	}
	return &out[0], nil
}

// SeriesList is the church's series in its order.
func (s *Service) SeriesList(ctx context.Context, search string) (SeriesList, error) {
	var out SeriesList
	err := s.run(ctx, func(tx *gorm.DB) error {
		rows, err := listSeries(tx, search)
		if err != nil {
			return err
		}
		out.Items, err = s.series(tx, rows)
		return err
	})
	return out, err
}

// Series is one series.
func (s *Service) Series(ctx context.Context, id int64) (*Series, error) {
	var out *Series
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = s.oneSeries(tx, id)
		return err
	})
	return out, err
}

// SaveSeries adds (id 0, at the end of the order) or updates a series; artwork is an image.
func (s *Service) SaveSeries(ctx context.Context, a Actor, r SeriesRequest) (*Series, error) {
	var out *Series
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		if r.ArtworkMediaID != nil && *r.ArtworkMediaID == 0 {
			r.ArtworkMediaID = nil
		}
		if r.ArtworkMediaID != nil {
			if _, err := media.Require(tx, *r.ArtworkMediaID, "image"); err != nil {
				return err
			}
		}
		out, err = upsert(tx, a, &r.ID, seriesKind, func() (int64, error) { return insertSeries(tx, &r) },
			func() error { return updateSeries(tx, &r) }, func(id int64) (*Series, error) { return s.oneSeries(tx, id) },
			func(se *Series) string { return se.Name })
		return err
	})
	return out, err
}

// DeleteSeries deletes a series without sermons (409 "This series has sermons").
func (s *Service) DeleteSeries(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		return remove(tx, a, id, seriesKind, loadSeries, func(se *seriesRow) string { return se.Name }, deleteSeries)
	})
}

// RepositionSeries puts every series in the order of ids.
func (s *Service) RepositionSeries(ctx context.Context, a Actor, ids []int64) (SeriesList, error) {
	var out SeriesList
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := s.reorder(tx, tableSeries, ids, errSeriesNotFound); err != nil {
			return err
		}
		rows, err := listSeries(tx, "")
		if err != nil {
			return err
		}
		if out.Items, err = s.series(tx, rows); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventSeriesReposition, map[string]any{"ids": ids}))
	})
	return out, err
}

// reorder checks ids is the table's every id once (an id it lacks: notFound) and orders them.
func (s *Service) reorder(tx *gorm.DB, table string, ids []int64, notFound error) error {
	all, err := orderedIDs(tx, table)
	if err != nil {
		return err
	}
	have := map[int64]bool{}
	for _, id := range all {
		have[id] = true
	}
	for _, id := range ids {
		if !have[id] {
			return notFound
		}
	}
	if !sameSet(all, ids) {
		return errOrder
	}
	return reposition(tx, table, ids)
}

// Groups.

// Groups is the church's sermon groups in order.
func (s *Service) Groups(ctx context.Context) (SermonGroups, error) {
	var out SermonGroups
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = listGroups(tx)
		return err
	})
	return out, err
}

// SaveGroup adds (id 0) or updates a sermon group.
func (s *Service) SaveGroup(ctx context.Context, a Actor, r GroupRequest) (*SermonGroup, error) {
	var out *SermonGroup
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = upsert(tx, a, &r.ID, groupKind, func() (int64, error) { return insertGroup(tx, &r) },
			func() error { return updateGroup(tx, &r) }, func(id int64) (*SermonGroup, error) { return loadGroup(tx, id) },
			func(g *SermonGroup) string { return g.Name })
		return err
	})
	return out, err
}

// DeleteGroup deletes a sermon group; its sermons stay, without it.
func (s *Service) DeleteGroup(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		return remove(tx, a, id, groupKind, loadGroup, func(g *SermonGroup) string { return g.Name }, deleteGroup)
	})
}

// RepositionGroups puts every group in the order of ids.
func (s *Service) RepositionGroups(ctx context.Context, a Actor, ids []int64) (SermonGroups, error) {
	var out SermonGroups
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := s.reorder(tx, tableGroups, ids, errGroupNotFound); err != nil {
			return err
		}
		var err error
		if out.Items, err = listGroups(tx); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventGroupReposition, map[string]any{"ids": ids}))
	})
	return out, err
}

// Sermons.

// Sermons is one page of the sermons matching the search and filters, newest first.
func (s *Service) Sermons(ctx context.Context, r SermonListRequest) (httpx.Page[Sermon], error) {
	p, err := r.Paging.Resolve(20)
	if err != nil {
		return httpx.Page[Sermon]{}, err
	}
	f := sermonFilter{Search: r.Search, Book: r.book, SpeakerID: r.SpeakerID, SeriesID: r.SeriesID, GroupID: r.GroupID,
		From: r.from, To: r.to, Status: r.Status, SearchBook: BookName(r.Search)}
	var out httpx.Page[Sermon]
	err = s.run(ctx, func(tx *gorm.DB) error {
		if f.Search != "" {
			var err error
			if f.SpeakerPersonIDs, err = s.People.Matching(tx, f.Search); err != nil {
				return err
			}
		}
		ids, total, err := pageSermons(tx, f, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		items, err := Load(tx, s.People, ids)
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Load answers sermons by id in ids' order (those the church has), with their media and names:
// gin-free, for the livestream's sermon and the playlists.
func Load(tx *gorm.DB, people People, ids []int64) ([]Sermon, error) {
	rows, err := loadSermonRows(tx, ids)
	if err != nil {
		return nil, err
	}
	var personIDs, mediaIDs []int64
	for _, r := range rows {
		if r.SpeakerPersonID != nil {
			personIDs = append(personIDs, *r.SpeakerPersonID)
		}
		for _, m := range []*int64{r.AudioMediaID, r.VideoMediaID} {
			if m != nil {
				mediaIDs = append(mediaIDs, *m)
			}
		}
		mediaIDs = append(mediaIDs, r.attachments...)
	}
	names, err := people.Names(tx, personIDs)
	if err != nil {
		return nil, err
	}
	items, err := media.Load(tx, mediaIDs)
	if err != nil {
		return nil, err
	}
	pick := func(id *int64) *media.Item {
		if id == nil {
			return nil
		}
		if it, ok := items[*id]; ok {
			return &it
		}
		return nil
	}
	out := make([]Sermon, 0, len(rows))
	for _, r := range rows {
		sm := Sermon{ID: r.ID, Title: r.Title, PreachedOn: r.PreachedOn, SpeakerID: r.SpeakerID, SpeakerName: r.SpeakerName,
			SeriesID: r.SeriesID, SeriesName: r.SeriesName, GroupIDs: []int64{}, Groups: r.groups, Scripture: r.Scripture,
			ScriptureRefs: r.refs(), Notes: r.Notes, Summary: r.Summary, AudioMediaID: r.AudioMediaID, Audio: pick(r.AudioMediaID),
			VideoMediaID: r.VideoMediaID, Video: pick(r.VideoMediaID), VideoURL: r.VideoURL, Attachments: []media.Item{},
			Status: r.Status, StreamID: r.StreamID, CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339),
			UpdatedAt: r.UpdatedAt.UTC().Format(time.RFC3339)}
		if r.SpeakerPersonID != nil && names[*r.SpeakerPersonID] != "" {
			sm.SpeakerName = names[*r.SpeakerPersonID]
		}
		for _, g := range r.groups {
			sm.GroupIDs = append(sm.GroupIDs, g.ID)
		}
		for _, id := range r.attachments {
			if it, ok := items[id]; ok {
				sm.Attachments = append(sm.Attachments, it)
			}
		}
		if r.PublishedAt != nil {
			at := r.PublishedAt.UTC().Format(time.RFC3339)
			sm.PublishedAt = &at
		}
		out = append(out, sm)
	}
	return out, nil
}

// One answers one sermon, or 404 "Sermon not found".
func One(tx *gorm.DB, people People, id int64) (*Sermon, error) {
	out, err := Load(tx, people, []int64{id})
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errSermonNotFound
	}
	return &out[0], nil
}

// Sermon is one sermon.
func (s *Service) Sermon(ctx context.Context, id int64) (*Sermon, error) {
	var out *Sermon
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = One(tx, s.People, id)
		return err
	})
	return out, err
}

// Draft is a new draft sermon made elsewhere (a finished stream's).
type Draft struct {
	Title, PreachedOn, VideoURL   string
	SpeakerID, SeriesID, StreamID *int64
}

// AddDraft writes a draft sermon in the caller's transaction (the speaker and series checked) and
// answers it.
func AddDraft(tx *gorm.DB, people People, a Actor, d Draft) (*Sermon, error) {
	if err := requireRefs(tx, d.SpeakerID, d.SeriesID); err != nil {
		return nil, err
	}
	id, err := insertSermon(tx, sermonWrite{Title: d.Title, PreachedOn: d.PreachedOn, VideoURL: d.VideoURL, Status: "draft",
		SpeakerID: d.SpeakerID, SeriesID: d.SeriesID, StreamID: d.StreamID})
	if err != nil {
		return nil, constraints.Map(err)
	}
	if err := audit.Write(tx, a.Audit(EventSermonAdd, map[string]any{"sermonId": id, "title": d.Title, "streamId": d.StreamID})); err != nil {
		return nil, err
	}
	return One(tx, people, id)
}

func requireRefs(tx *gorm.DB, speakerID, seriesID *int64) error {
	if speakerID != nil {
		if _, err := loadSpeaker(tx, *speakerID); err != nil {
			return err
		}
	}
	if seriesID != nil {
		if _, err := loadSeries(tx, *seriesID); err != nil {
			return err
		}
	}
	return nil
}

// SaveSermon adds (id 0) or updates a sermon: every id it names must be the church's (speaker,
// series, groups, media of the right kind).
func (s *Service) SaveSermon(ctx context.Context, a Actor, r SermonRequest) (*Sermon, error) {
	var out *Sermon
	err := s.run(ctx, func(tx *gorm.DB) error {
		if r.ID != 0 {
			if _, err := lockSermon(tx, r.ID); err != nil {
				return err
			}
		}
		if err := requireRefs(tx, r.SpeakerID, r.SeriesID); err != nil {
			return err
		}
		found, err := existingGroups(tx, r.GroupIDs)
		if err != nil {
			return err
		}
		if len(found) != len(r.GroupIDs) {
			return errGroupNotFound
		}
		if r.AudioMediaID != nil {
			if _, err := media.Require(tx, *r.AudioMediaID, "audio"); err != nil {
				return err
			}
		}
		if r.VideoMediaID != nil {
			if _, err := media.Require(tx, *r.VideoMediaID, "video"); err != nil {
				return err
			}
		}
		items, err := media.Load(tx, r.AttachmentIDs)
		if err != nil {
			return err
		}
		for _, id := range r.AttachmentIDs {
			if _, ok := items[id]; !ok {
				_, err := media.Require(tx, id) // its "Media not found"
				return err
			}
		}
		w := sermonWrite{Title: r.Title, PreachedOn: r.PreachedOn, Scripture: r.Scripture, Notes: r.Notes, Summary: r.Summary,
			VideoURL: r.VideoURL, Status: r.Status, SpeakerID: r.SpeakerID, SeriesID: r.SeriesID, AudioMediaID: r.AudioMediaID,
			VideoMediaID: r.VideoMediaID, Refs: r.refs}
		event := EventSermonUpdate
		if r.ID == 0 {
			event = EventSermonAdd
			if r.ID, err = insertSermon(tx, w); err != nil {
				return err
			}
		} else {
			if err := updateSermon(tx, r.ID, w); err != nil {
				return err
			}
			if err := setSermonStatus(tx, r.ID, r.Status); err != nil {
				return err
			}
		}
		if err := setSermonGroups(tx, r.ID, r.GroupIDs); err != nil {
			return err
		}
		if err := setSermonAttachments(tx, r.ID, r.AttachmentIDs); err != nil {
			return err
		}
		if out, err = One(tx, s.People, r.ID); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(event, map[string]any{"sermonId": r.ID, "title": r.Title, "status": r.Status}))
	})
	return out, err
}

// Publish publishes or unpublishes a sermon.
func (s *Service) Publish(ctx context.Context, a Actor, id int64, published bool) (*Sermon, error) {
	status, event := "draft", EventSermonUnpublish
	if published {
		status, event = "published", EventSermonPublish
	}
	var out *Sermon
	err := s.run(ctx, func(tx *gorm.DB) error {
		if _, err := lockSermon(tx, id); err != nil {
			return err
		}
		if err := setSermonStatus(tx, id, status); err != nil {
			return err
		}
		var err error
		if out, err = One(tx, s.People, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(event, map[string]any{"sermonId": id, "title": out.Title}))
	})
	return out, err
}

// DeleteSermon deletes a sermon; its media stay in the media library.
func (s *Service) DeleteSermon(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		title, err := deleteSermon(tx, id)
		if err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventSermonDelete, map[string]any{"sermonId": id, "title": title}))
	})
}

// Playlists.

// Playlists is the church's playlists in order.
func (s *Service) Playlists(ctx context.Context) (Playlists, error) {
	var out Playlists
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = listPlaylists(tx)
		return err
	})
	return out, err
}

func (s *Service) playlist(tx *gorm.DB, id int64) (*PlaylistDetail, error) {
	p, err := loadPlaylist(tx, id)
	if err != nil {
		return nil, err
	}
	ids, err := playlistSermonIDs(tx, id)
	if err != nil {
		return nil, err
	}
	sermons, err := Load(tx, s.People, ids)
	if err != nil {
		return nil, err
	}
	if sermons == nil {
		sermons = []Sermon{}
	}
	return &PlaylistDetail{Playlist: *p, Sermons: sermons}, nil
}

// Playlist is a playlist with its sermons in order.
func (s *Service) Playlist(ctx context.Context, id int64) (*PlaylistDetail, error) {
	var out *PlaylistDetail
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = s.playlist(tx, id)
		return err
	})
	return out, err
}

// SavePlaylist adds (id 0, at the end) or updates a playlist.
func (s *Service) SavePlaylist(ctx context.Context, a Actor, r PlaylistRequest) (*Playlist, error) {
	var out *Playlist
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = upsert(tx, a, &r.ID, playlistKind, func() (int64, error) { return insertPlaylist(tx, &r) },
			func() error { return updatePlaylist(tx, &r) }, func(id int64) (*Playlist, error) { return loadPlaylist(tx, id) },
			func(p *Playlist) string { return p.Name })
		return err
	})
	return out, err
}

// DeletePlaylist deletes a playlist; its sermons stay.
func (s *Service) DeletePlaylist(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		return remove(tx, a, id, playlistKind, loadPlaylist, func(p *Playlist) string { return p.Name }, deletePlaylist)
	})
}

// requireSermons answers 404 "Sermon not found" unless the church has every one of ids.
func requireSermons(tx *gorm.DB, ids []int64) error {
	found, err := existingSermons(tx, uniq(ids))
	if err != nil {
		return err
	}
	if len(found) != len(uniq(ids)) {
		return errSermonNotFound
	}
	return nil
}

// AddToPlaylist adds sermons at the end of a playlist (those already in it stay where they are).
func (s *Service) AddToPlaylist(ctx context.Context, a Actor, id int64, sermonIDs []int64) (*PlaylistDetail, error) {
	var out *PlaylistDetail
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := lockPlaylist(tx, id); err != nil {
			return err
		}
		if err := requireSermons(tx, sermonIDs); err != nil {
			return err
		}
		if err := appendPlaylistSermons(tx, id, uniq(sermonIDs)); err != nil {
			return err
		}
		var err error
		if out, err = s.playlist(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventPlaylistSermons, map[string]any{"playlistId": id, "added": sermonIDs}))
	})
	return out, err
}

// RemoveFromPlaylist takes a sermon out of a playlist.
func (s *Service) RemoveFromPlaylist(ctx context.Context, a Actor, id, sermonID int64) (*PlaylistDetail, error) {
	var out *PlaylistDetail
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := lockPlaylist(tx, id); err != nil {
			return err
		}
		found, err := removePlaylistSermon(tx, id, sermonID)
		if err != nil {
			return err
		}
		if !found {
			return errSermonNotFound
		}
		if out, err = s.playlist(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventPlaylistSermons, map[string]any{"playlistId": id, "removed": sermonID}))
	})
	return out, err
}

// ReorderPlaylist puts a playlist's sermons in the order of sermonIds: exactly its sermons, each
// once. A sermon the church does not have is 404 "Sermon not found" and nothing changes.
func (s *Service) ReorderPlaylist(ctx context.Context, a Actor, id int64, sermonIDs []int64) (*PlaylistDetail, error) {
	var out *PlaylistDetail
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := lockPlaylist(tx, id); err != nil {
			return err
		}
		if err := requireSermons(tx, sermonIDs); err != nil {
			return err
		}
		all, err := playlistSermonIDs(tx, id)
		if err != nil {
			return err
		}
		if !sameSet(all, sermonIDs) {
			return errPlaylistOrder
		}
		if err := reorderPlaylist(tx, id, sermonIDs); err != nil {
			return err
		}
		if out, err = s.playlist(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventPlaylistReorder, map[string]any{"playlistId": id, "sermonIds": sermonIDs}))
	})
	return out, err
}

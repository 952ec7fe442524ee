package podcasts

import (
	"context"
	"crypto/rand"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/word/media"
	"congregate/tenantapi/word/settings"
)

// Service holds the categories', albums' and episodes' rules and serves the feeds; each call one
// transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	// ChurchURL is a church's public base URL (config.Config.ChurchURL): the feeds' absolute links.
	ChurchURL func(shortName string) string

	once  sync.Once
	feeds *feedCache
}

var constraints = db.Constraints{
	"word_album_categories_name_key":    errCategoryTaken,
	"word_albums_category_id_fkey":      errCategoryInUse,
	"word_albums_artwork_media_id_fkey": media.ErrNotFound,
	"word_episodes_audio_media_id_fkey": media.ErrNotFound,
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

func (s *Service) baseURL(ctx context.Context) string {
	ch, ok := tenancy.Lookup(ctx)
	if !ok || s.ChurchURL == nil {
		return ""
	}
	return strings.TrimRight(s.ChurchURL(ch.ShortName), "/")
}

// FeedPath is the public path of an album's feed.
func FeedPath(albumID int64) string {
	return "/api/word/podcasts/" + strconv.FormatInt(albumID, 10) + "/feed.xml"
}

// ChurchFeedPath is the public path of the church's feed (every published album).
const ChurchFeedPath = "/api/word/podcasts/feed.xml"

// Categories is every category in the church's order.
func (s *Service) Categories(ctx context.Context) (out AlbumCategories, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = listCategories(tx)
		return err
	})
	return out, err
}

// AddCategory adds a category at the end of the order.
func (s *Service) AddCategory(ctx context.Context, a Actor, name string) (out *AlbumCategory, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		id, err := insertCategory(tx, name)
		if err != nil {
			return err
		}
		if out, err = loadCategory(tx, id, false); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastCategoryAdd, map[string]any{"categoryId": id, "name": name}))
	})
	return out, err
}

// RenameCategory renames a category.
func (s *Service) RenameCategory(ctx context.Context, a Actor, id int64, name string) (out *AlbumCategory, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		before, err := loadCategory(tx, id, true)
		if err != nil {
			return err
		}
		if err := renameCategory(tx, id, name); err != nil {
			return err
		}
		if out, err = loadCategory(tx, id, false); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastCategoryRename, map[string]any{"categoryId": id,
			"from": before.Name, "to": name}))
	})
	return out, err
}

// RepositionCategories puts every category in the order of ids (each once).
func (s *Service) RepositionCategories(ctx context.Context, a Actor, ids []int64) (out AlbumCategories, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		all, err := categoryIDs(tx)
		if err != nil {
			return err
		}
		if !sameSet(all, ids) {
			for _, id := range ids {
				if !slices.Contains(all, id) {
					return ErrCategoryNotFound
				}
			}
			return fault.E(fault.Invalid, msgCategoryOrder)
		}
		if err := repositionCategories(tx, ids); err != nil {
			return err
		}
		if out.Items, err = listCategories(tx); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastCategoryReposition, map[string]any{"ids": ids}))
	})
	return out, err
}

// DeleteCategory deletes a category without albums.
func (s *Service) DeleteCategory(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		c, err := loadCategory(tx, id, true)
		if err != nil {
			return err
		}
		n, err := categoryAlbums(tx, id)
		if err != nil {
			return err
		}
		if n > 0 {
			return errCategoryInUse
		}
		if err := deleteCategory(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastCategoryDelete, map[string]any{"categoryId": id, "name": c.Name}))
	})
}

// Albums lists the albums in the church's order (of one category when asked).
func (s *Service) Albums(ctx context.Context, req AlbumListRequest) (out Albums, err error) {
	base := s.baseURL(ctx)
	err = s.run(ctx, func(tx *gorm.DB) error {
		cat := req.CategoryID
		if cat != nil && *cat == 0 {
			cat = nil
		}
		if cat != nil {
			if _, err := loadCategory(tx, *cat, false); err != nil {
				return err
			}
		}
		rows, err := listAlbums(tx, cat, strings.TrimSpace(req.Search))
		if err != nil {
			return err
		}
		out.Items = make([]Album, len(rows))
		for i := range rows {
			out.Items[i] = rows[i].wire(base)
		}
		return nil
	})
	return out, err
}

// Album reads one album.
func (s *Service) Album(ctx context.Context, id int64) (out *Album, err error) {
	base := s.baseURL(ctx)
	err = s.run(ctx, func(tx *gorm.DB) error {
		r, err := loadAlbum(tx, id)
		if err != nil {
			return err
		}
		a := r.wire(base)
		out = &a
		return nil
	})
	return out, err
}

func (r albumRow) wire(base string) Album {
	a := r.Album
	if r.ArtworkToken != nil && r.ArtworkExtension != nil {
		u := "/api/word/files/" + *r.ArtworkToken + "." + *r.ArtworkExtension
		a.ArtworkURL = &u
	}
	a.FeedURL = base + FeedPath(a.ID)
	return a
}

// defaults fills the itunes fields left empty from the church's podcast settings.
func defaults(tx *gorm.DB, f *AlbumFields, adding bool) error {
	st, err := settings.Load(tx)
	if err != nil {
		return err
	}
	fill := func(v *string, d string) {
		if *v == "" {
			*v = d
		}
	}
	fill(&f.Author, st.PodcastAuthor)
	fill(&f.OwnerName, st.PodcastOwnerName)
	fill(&f.OwnerEmail, st.PodcastOwnerEmail)
	fill(&f.Language, st.PodcastLanguage)
	if f.ItunesCategory == "" {
		f.ItunesCategory, f.ItunesSubcategory = st.PodcastCategory, st.PodcastSubcategory
	}
	if f.Explicit == nil {
		e := st.PodcastExplicit
		f.Explicit = &e
	}
	if adding && f.ArtworkMediaID == nil {
		f.ArtworkMediaID = st.PodcastArtworkMediaID
	}
	return nil
}

// CheckArtwork applies the artwork rule: an image media item, square, 1,400 to 3,000 pixels a side.
func CheckArtwork(tx *gorm.DB, id int64) error {
	_, err := settings.CheckArtwork(tx, id)
	return err
}

// checkAlbum applies the rules every save of an album shares; id is 0 for a new album.
func checkAlbum(tx *gorm.DB, id int64, f AlbumFields) error {
	if f.CategoryID != nil {
		if _, err := loadCategory(tx, *f.CategoryID, true); err != nil {
			return err
		}
	}
	if f.ArtworkMediaID != nil {
		if err := CheckArtwork(tx, *f.ArtworkMediaID); err != nil {
			return err
		}
	}
	if !f.Published {
		return nil
	}
	switch {
	case f.ArtworkMediaID == nil:
		return errNeedArtwork
	case f.Description == "":
		return errNeedDescription
	}
	n := int64(0)
	if id != 0 {
		var err error
		if n, err = publishedEpisodes(tx, id); err != nil {
			return err
		}
	}
	if n == 0 {
		return errNeedEpisode
	}
	return nil
}

// AddAlbum adds an album at the end of the order.
func (s *Service) AddAlbum(ctx context.Context, a Actor, f AlbumFields) (out *Album, err error) {
	base := s.baseURL(ctx)
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := defaults(tx, &f, true); err != nil {
			return err
		}
		if err := checkAlbum(tx, 0, f); err != nil {
			return err
		}
		id, err := insertAlbum(tx, f)
		if err != nil {
			return err
		}
		r, err := loadAlbum(tx, id)
		if err != nil {
			return err
		}
		al := r.wire(base)
		out = &al
		return audit.Write(tx, a.audit(audit.EventWordPodcastAlbumAdd, map[string]any{"albumId": id, "title": f.Title}))
	})
	return out, err
}

// UpdateAlbum replaces an album's fields.
func (s *Service) UpdateAlbum(ctx context.Context, a Actor, id int64, f AlbumFields) (out *Album, err error) {
	base := s.baseURL(ctx)
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := lockAlbum(tx, id); err != nil {
			return err
		}
		if err := defaults(tx, &f, false); err != nil {
			return err
		}
		if err := checkAlbum(tx, id, f); err != nil {
			return err
		}
		if err := updateAlbum(tx, id, f); err != nil {
			return err
		}
		r, err := loadAlbum(tx, id)
		if err != nil {
			return err
		}
		al := r.wire(base)
		out = &al
		return audit.Write(tx, a.audit(audit.EventWordPodcastAlbumUpdate, map[string]any{"albumId": id, "title": f.Title,
			"published": f.Published}))
	})
	return out, err
}

// DeleteAlbum deletes an album and its episodes (their audio stays in the media library).
func (s *Service) DeleteAlbum(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		if err := lockAlbum(tx, id); err != nil {
			return err
		}
		r, err := loadAlbum(tx, id)
		if err != nil {
			return err
		}
		if err := deleteAlbum(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastAlbumDelete, map[string]any{"albumId": id, "title": r.Title,
			"episodes": r.EpisodeCount}))
	})
}

// RepositionAlbums puts every album of a category (nil: those without one) in the order of ids.
func (s *Service) RepositionAlbums(ctx context.Context, a Actor, categoryID *int64, ids []int64) (out Albums, err error) {
	base := s.baseURL(ctx)
	if categoryID != nil && *categoryID == 0 {
		categoryID = nil
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		if categoryID != nil {
			if _, err := loadCategory(tx, *categoryID, true); err != nil {
				return err
			}
		}
		all, err := albumIDsOf(tx, categoryID)
		if err != nil {
			return err
		}
		if !sameSet(all, ids) {
			if n, err := albumsExist(tx, ids); err != nil {
				return err
			} else if n < int64(len(distinct(ids))) {
				return ErrAlbumNotFound
			}
			return fault.E(fault.Invalid, msgAlbumOrder)
		}
		if err := repositionAlbums(tx, ids); err != nil {
			return err
		}
		rows, err := listAlbums(tx, categoryID, "")
		if err != nil {
			return err
		}
		out.Items = []Album{}
		for _, r := range rows {
			if categoryID != nil || r.CategoryID == nil {
				out.Items = append(out.Items, r.wire(base))
			}
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastAlbumReposition, map[string]any{"categoryId": categoryID, "ids": ids}))
	})
	return out, err
}

// Episodes pages an album's episodes in the album's order.
func (s *Service) Episodes(ctx context.Context, req EpisodeListRequest) (out httpx.Page[Episode], err error) {
	p, err := httpx.Paging{Page: req.Page, PageSize: req.PageSize}.Resolve(50)
	if err != nil {
		return out, err
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		if _, err := loadAlbum(tx, req.AlbumID); err != nil {
			return err
		}
		rows, total, err := listEpisodes(tx, req.AlbumID, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		items, err := wireEpisodes(tx, rows)
		if err != nil {
			return err
		}
		out = httpx.PageOf(items, total, p)
		return nil
	})
	return out, err
}

// Episode reads one episode.
func (s *Service) Episode(ctx context.Context, id int64) (out *Episode, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out, err = episode(tx, id)
		return err
	})
	return out, err
}

func episode(tx *gorm.DB, id int64) (*Episode, error) {
	r, err := loadEpisode(tx, id, false)
	if err != nil {
		return nil, err
	}
	items, err := wireEpisodes(tx, []episodeRow{*r})
	if err != nil {
		return nil, err
	}
	return &items[0], nil
}

func wireEpisodes(tx *gorm.DB, rows []episodeRow) ([]Episode, error) {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.AudioMediaID
	}
	files, err := media.Load(tx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]Episode, len(rows))
	for i, r := range rows {
		out[i] = Episode{ID: r.ID, AlbumID: r.AlbumID, Title: r.Title, Description: r.Description, AudioMediaID: r.AudioMediaID,
			Audio: files[r.AudioMediaID], EpisodeNumber: r.EpisodeNumber, Season: r.Season, EpisodeType: r.EpisodeType,
			Explicit: r.Explicit, GUID: r.GUID, Status: r.Status, Position: r.Position, SermonID: r.SermonID}
		if r.PublishedAt != nil {
			t := r.PublishedAt.UTC().Format(time.RFC3339)
			out[i].PublishedAt = &t
		}
	}
	return out, nil
}

// AddEpisode adds an episode at the end of an album, with its guid made once.
func (s *Service) AddEpisode(ctx context.Context, a Actor, albumID int64, f EpisodeFields) (out *Episode, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := lockAlbum(tx, albumID); err != nil {
			return err
		}
		if _, err := media.Require(tx, f.AudioMediaID, "audio"); err != nil {
			return err
		}
		id, err := insertEpisode(tx, albumID, newGUID(), f)
		if err != nil {
			return err
		}
		if err := touchAlbum(tx, albumID); err != nil {
			return err
		}
		if out, err = episode(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastEpisodeAdd, map[string]any{"albumId": albumID, "episodeId": id,
			"title": f.Title, "status": f.Status}))
	})
	return out, err
}

// UpdateEpisode replaces an episode's fields.
func (s *Service) UpdateEpisode(ctx context.Context, a Actor, id int64, f EpisodeFields) (out *Episode, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		r, err := loadEpisode(tx, id, true)
		if err != nil {
			return err
		}
		if _, err := media.Require(tx, f.AudioMediaID, "audio"); err != nil {
			return err
		}
		if err := updateEpisode(tx, id, f); err != nil {
			return err
		}
		if err := touchAlbum(tx, r.AlbumID); err != nil {
			return err
		}
		if out, err = episode(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastEpisodeUpdate, map[string]any{"albumId": r.AlbumID, "episodeId": id,
			"title": f.Title, "status": f.Status}))
	})
	return out, err
}

// PublishEpisode publishes an episode or takes it back to draft.
func (s *Service) PublishEpisode(ctx context.Context, a Actor, id int64, published bool) (out *Episode, err error) {
	status := "draft"
	if published {
		status = "published"
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		r, err := loadEpisode(tx, id, true)
		if err != nil {
			return err
		}
		if err := setStatus(tx, id, status); err != nil {
			return err
		}
		if err := touchAlbum(tx, r.AlbumID); err != nil {
			return err
		}
		if out, err = episode(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastEpisodePublish, map[string]any{"albumId": r.AlbumID, "episodeId": id,
			"title": r.Title, "published": published}))
	})
	return out, err
}

// ReorderEpisodes puts every episode of an album in the order of ids (each once); another church's
// or album's id is not found and nothing changes.
func (s *Service) ReorderEpisodes(ctx context.Context, a Actor, albumID int64, ids []int64) (out httpx.Page[Episode], err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := lockAlbum(tx, albumID); err != nil {
			return err
		}
		all, err := episodeIDsOf(tx, albumID)
		if err != nil {
			return err
		}
		if !sameSet(all, ids) {
			for _, id := range ids {
				if !slices.Contains(all, id) {
					return ErrEpisodeNotFound
				}
			}
			return fault.E(fault.Invalid, msgEpisodeOrder)
		}
		if err := reorderEpisodes(tx, ids); err != nil {
			return err
		}
		if err := touchAlbum(tx, albumID); err != nil {
			return err
		}
		p := httpx.Paging{Page: 0, PageSize: httpx.MaxPageSize}
		rows, total, err := listEpisodes(tx, albumID, p.PageSize, 0)
		if err != nil {
			return err
		}
		items, err := wireEpisodes(tx, rows)
		if err != nil {
			return err
		}
		out = httpx.PageOf(items, total, p)
		return audit.Write(tx, a.audit(audit.EventWordPodcastEpisodeReorder, map[string]any{"albumId": albumID, "ids": ids}))
	})
	return out, err
}

// DeleteEpisode deletes an episode (its audio stays in the media library).
func (s *Service) DeleteEpisode(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		r, err := loadEpisode(tx, id, true)
		if err != nil {
			return err
		}
		if err := deleteEpisode(tx, id); err != nil {
			return err
		}
		if err := touchAlbum(tx, r.AlbumID); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(audit.EventWordPodcastEpisodeDelete, map[string]any{"albumId": r.AlbumID, "episodeId": id,
			"title": r.Title}))
	})
}

// newGUID is an episode's guid: a random (version 4) UUID URN, made once.
func newGUID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("urn:uuid:%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// sameSet says ids is every id of all exactly once.
func sameSet(all, ids []int64) bool {
	if len(all) != len(ids) {
		return false
	}
	seen := make(map[int64]bool, len(ids))
	for _, id := range ids {
		if seen[id] {
			return false
		}
		seen[id] = true
	}
	for _, id := range all {
		if !seen[id] {
			return false
		}
	}
	return true
}

func distinct(ids []int64) []int64 {
	out := slices.Clone(ids)
	slices.Sort(out)
	return slices.Compact(out)
}

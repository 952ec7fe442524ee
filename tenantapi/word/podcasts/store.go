package podcasts

import (
	"strconv"
	"strings"
	"time"

	"gorm.io/gorm"
)

// Categories.

func listCategories(tx *gorm.DB) ([]AlbumCategory, error) {
	out := []AlbumCategory{}
	err := tx.Raw(`SELECT c.id, c.name, c.position, (SELECT count(*) FROM word_albums a WHERE a.category_id = c.id) AS album_count
		FROM word_album_categories c ORDER BY c.position, c.id`).Scan(&out).Error
	return out, err
}

func loadCategory(tx *gorm.DB, id int64, lock bool) (*AlbumCategory, error) {
	q := `SELECT c.id, c.name, c.position, (SELECT count(*) FROM word_albums a WHERE a.category_id = c.id) AS album_count
		FROM word_album_categories c WHERE c.id = ?`
	if lock {
		q = `SELECT c.id, c.name, c.position, 0 AS album_count FROM word_album_categories c WHERE c.id = ? FOR UPDATE`
	}
	var out []AlbumCategory
	if err := tx.Raw(q, id).Scan(&out).Error; err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, ErrCategoryNotFound
	}
	return &out[0], nil
}

func insertCategory(tx *gorm.DB, name string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO word_album_categories (name, position)
		VALUES (?, (SELECT coalesce(max(position), -1) + 1 FROM word_album_categories)) RETURNING id`, name).Scan(&id).Error
	return id, err
}

func renameCategory(tx *gorm.DB, id int64, name string) error {
	return tx.Exec(`UPDATE word_album_categories SET name = ? WHERE id = ?`, name, id).Error
}

func categoryIDs(tx *gorm.DB) ([]int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM word_album_categories ORDER BY id FOR UPDATE`).Scan(&ids).Error
	return ids, err
}

func repositionCategories(tx *gorm.DB, ids []int64) error {
	return tx.Exec(`UPDATE word_album_categories c SET position = o.n - 1
		FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) WHERE c.id = o.id`, int64Array(ids)).Error
}

func categoryAlbums(tx *gorm.DB, id int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM word_albums WHERE category_id = ?`, id).Scan(&n).Error
	return n, err
}

func deleteCategory(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM word_album_categories WHERE id = ?`, id).Error
}

// Albums.

// albumRow is an album as stored, with its category's name, artwork's file and episode count.
type albumRow struct {
	Album
	ArtworkToken     *string
	ArtworkExtension *string
}

const albumSelect = `SELECT a.id, a.category_id, coalesce(c.name, '') AS category_name, a.title, a.description, a.author,
		a.owner_name, a.owner_email, a.language, a.explicit, a.itunes_category, a.itunes_subcategory, a.artwork_media_id,
		a.link, a.published, a.position, a.updated_at, m.token AS artwork_token, m.extension AS artwork_extension,
		(SELECT count(*) FROM word_episodes e WHERE e.album_id = a.id) AS episode_count
	FROM word_albums a LEFT JOIN word_album_categories c ON c.id = a.category_id LEFT JOIN word_media m ON m.id = a.artwork_media_id`

func listAlbums(tx *gorm.DB, categoryID *int64, search string) ([]albumRow, error) {
	q := tx.Raw(albumSelect+` WHERE (?::bigint IS NULL OR a.category_id = ?) AND (? = '' OR a.title ILIKE '%' || ? || '%')
		ORDER BY a.position, a.id`, categoryID, categoryID, search, escapeLike(search))
	var out []albumRow
	err := q.Scan(&out).Error
	return out, err
}

func loadAlbum(tx *gorm.DB, id int64) (*albumRow, error) {
	var out []albumRow
	if err := tx.Raw(albumSelect+` WHERE a.id = ?`, id).Scan(&out).Error; err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, ErrAlbumNotFound
	}
	return &out[0], nil
}

func lockAlbum(tx *gorm.DB, id int64) error {
	var ids []int64
	if err := tx.Raw(`SELECT id FROM word_albums WHERE id = ? FOR UPDATE`, id).Scan(&ids).Error; err != nil {
		return err
	}
	if len(ids) == 0 {
		return ErrAlbumNotFound
	}
	return nil
}

func insertAlbum(tx *gorm.DB, f AlbumFields) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO word_albums (category_id, title, description, author, owner_name, owner_email, language, explicit,
			itunes_category, itunes_subcategory, artwork_media_id, link, published, position)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(position), -1) + 1 FROM word_albums)) RETURNING id`,
		f.CategoryID, f.Title, f.Description, f.Author, f.OwnerName, f.OwnerEmail, f.Language, *f.Explicit, f.ItunesCategory,
		f.ItunesSubcategory, f.ArtworkMediaID, f.Link, f.Published).Scan(&id).Error
	return id, err
}

func updateAlbum(tx *gorm.DB, id int64, f AlbumFields) error {
	return tx.Exec(`UPDATE word_albums SET category_id = ?, title = ?, description = ?, author = ?, owner_name = ?, owner_email = ?,
			language = ?, explicit = ?, itunes_category = ?, itunes_subcategory = ?, artwork_media_id = ?, link = ?, published = ?,
			updated_at = clock_timestamp()
		WHERE id = ?`, f.CategoryID, f.Title, f.Description, f.Author, f.OwnerName, f.OwnerEmail, f.Language, *f.Explicit,
		f.ItunesCategory, f.ItunesSubcategory, f.ArtworkMediaID, f.Link, f.Published, id).Error
}

// touchAlbum moves the album's updated_at: its feed's ETag changes with any episode's change.
func touchAlbum(tx *gorm.DB, id int64) error {
	return tx.Exec(`UPDATE word_albums SET updated_at = clock_timestamp() WHERE id = ?`, id).Error
}

func albumIDsOf(tx *gorm.DB, categoryID *int64) ([]int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM word_albums WHERE category_id IS NOT DISTINCT FROM ?::bigint ORDER BY id FOR UPDATE`,
		categoryID).Scan(&ids).Error
	return ids, err
}

func albumsExist(tx *gorm.DB, ids []int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM word_albums WHERE id = ANY(?::bigint[])`, int64Array(ids)).Scan(&n).Error
	return n, err
}

func repositionAlbums(tx *gorm.DB, ids []int64) error {
	return tx.Exec(`UPDATE word_albums a SET position = o.n - 1
		FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) WHERE a.id = o.id`, int64Array(ids)).Error
}

func deleteAlbum(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM word_albums WHERE id = ?`, id).Error
}

func publishedEpisodes(tx *gorm.DB, albumID int64) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM word_episodes WHERE album_id = ? AND status = 'published'`, albumID).Scan(&n).Error
	return n, err
}

// Episodes.

type episodeRow struct {
	ID            int64
	AlbumID       int64
	Title         string
	Description   string
	AudioMediaID  int64
	EpisodeNumber *int
	Season        *int
	EpisodeType   string
	Explicit      *bool
	GUID          string `gorm:"column:guid"`
	Status        string
	PublishedAt   *time.Time
	Position      int
	SermonID      *int64
	UpdatedAt     time.Time
}

const episodeSelect = `SELECT id, album_id, title, description, audio_media_id, episode_number, season, episode_type, explicit,
		guid, status, published_at, position, sermon_id, updated_at FROM word_episodes`

func listEpisodes(tx *gorm.DB, albumID int64, limit, offset int) ([]episodeRow, int64, error) {
	var total int64
	if err := tx.Raw(`SELECT count(*) FROM word_episodes WHERE album_id = ?`, albumID).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	var out []episodeRow
	err := tx.Raw(episodeSelect+` WHERE album_id = ? ORDER BY position, id LIMIT ? OFFSET ?`, albumID, limit, offset).Scan(&out).Error
	return out, total, err
}

func loadEpisode(tx *gorm.DB, id int64, lock bool) (*episodeRow, error) {
	q := episodeSelect + ` WHERE id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var out []episodeRow
	if err := tx.Raw(q, id).Scan(&out).Error; err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, ErrEpisodeNotFound
	}
	return &out[0], nil
}

func insertEpisode(tx *gorm.DB, albumID int64, guid string, f EpisodeFields) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO word_episodes (album_id, title, description, audio_media_id, episode_number, season, episode_type,
			explicit, guid, status, published_at, sermon_id, position)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ? = 'published' THEN clock_timestamp() END, ?,
			(SELECT coalesce(max(position), -1) + 1 FROM word_episodes WHERE album_id = ?)) RETURNING id`,
		albumID, f.Title, f.Description, f.AudioMediaID, f.EpisodeNumber, f.Season, f.EpisodeType, f.Explicit, guid, f.Status,
		f.Status, f.SermonID, albumID).Scan(&id).Error
	return id, err
}

func updateEpisode(tx *gorm.DB, id int64, f EpisodeFields) error {
	return tx.Exec(`UPDATE word_episodes SET title = ?, description = ?, audio_media_id = ?, episode_number = ?, season = ?,
			episode_type = ?, explicit = ?, sermon_id = ?, status = ?,
			published_at = CASE WHEN ? = 'published' THEN coalesce(published_at, clock_timestamp()) ELSE published_at END,
			updated_at = clock_timestamp()
		WHERE id = ?`, f.Title, f.Description, f.AudioMediaID, f.EpisodeNumber, f.Season, f.EpisodeType, f.Explicit, f.SermonID,
		f.Status, f.Status, id).Error
}

// setStatus publishes an episode (its first publication dates it; a later one keeps the date, so
// podcast apps do not see it as new) or takes it back to draft.
func setStatus(tx *gorm.DB, id int64, status string) error {
	return tx.Exec(`UPDATE word_episodes SET status = ?,
			published_at = CASE WHEN ? = 'published' THEN coalesce(published_at, clock_timestamp()) ELSE published_at END,
			updated_at = clock_timestamp()
		WHERE id = ?`, status, status, id).Error
}

func episodeIDsOf(tx *gorm.DB, albumID int64) ([]int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM word_episodes WHERE album_id = ? ORDER BY id FOR UPDATE`, albumID).Scan(&ids).Error
	return ids, err
}

func reorderEpisodes(tx *gorm.DB, ids []int64) error {
	return tx.Exec(`UPDATE word_episodes e SET position = o.n - 1, updated_at = clock_timestamp()
		FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) WHERE e.id = o.id`, int64Array(ids)).Error
}

func deleteEpisode(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM word_episodes WHERE id = ?`, id).Error
}

// Feeds.

// stamp is what a feed's ETag is made of: read by one small query before anything is rendered.
type stamp struct {
	Found     bool
	Published bool
	Episodes  int64
	Changed   time.Time
}

func albumStamp(tx *gorm.DB, albumID int64) (stamp, error) {
	var out []stamp
	err := tx.Raw(`SELECT true AS found, a.published,
			(SELECT count(*) FROM word_episodes e WHERE e.album_id = a.id AND e.status = 'published') AS episodes,
			greatest(a.updated_at, (SELECT max(e.updated_at) FROM word_episodes e WHERE e.album_id = a.id)) AS changed
		FROM word_albums a WHERE a.id = ?`, albumID).Scan(&out).Error
	if err != nil || len(out) == 0 {
		return stamp{}, err
	}
	return out[0], nil
}

func churchStamp(tx *gorm.DB) (stamp, error) {
	var out stamp
	err := tx.Raw(`SELECT true AS found, true AS published,
			(SELECT count(*) FROM word_episodes e JOIN word_albums a ON a.id = e.album_id
				WHERE a.published AND e.status = 'published') AS episodes,
			greatest((SELECT updated_at FROM word_settings WHERE id = 1), (SELECT max(updated_at) FROM word_albums),
				(SELECT max(updated_at) FROM word_episodes)) AS changed`).Scan(&out).Error
	return out, err
}

// feedEpisodes are the published episodes of the albums (newest first), with their album's id.
func feedEpisodes(tx *gorm.DB, albumIDs []int64) ([]episodeRow, error) {
	var out []episodeRow
	err := tx.Raw(episodeSelect+` WHERE album_id IN ? AND status = 'published' ORDER BY published_at DESC, id DESC`,
		albumIDs).Scan(&out).Error
	return out, err
}

func publishedAlbums(tx *gorm.DB) ([]albumRow, error) {
	var out []albumRow
	err := tx.Raw(albumSelect + ` WHERE a.published ORDER BY a.position, a.id`).Scan(&out).Error
	return out, err
}

// int64Array is ids as a PostgreSQL array literal for unnest.
func int64Array(ids []int64) string {
	b := make([]byte, 0, len(ids)*8+2)
	b = append(b, '{')
	for i, id := range ids {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, id, 10)
	}
	return string(append(b, '}'))
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

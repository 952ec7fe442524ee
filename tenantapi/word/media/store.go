package media

import (
	"strings"

	"gorm.io/gorm"
)

// The SQL of media: the only file of the package that names tables.

// itemRow is word_media joined with its group's and series' names.
type itemRow struct {
	ID              int64
	Token           string
	Kind            string
	Title           string
	Description     string
	FileName        string
	Extension       string
	ContentType     string
	SizeBytes       int64
	StorageKey      string
	SHA256          string `gorm:"column:sha256"`
	DurationSeconds *float64
	Width           *int
	Height          *int
	ThumbnailKey    *string
	Status          string
	Error           string
	GroupID         *int64
	GroupName       *string
	SeriesID        *int64
	SeriesName      *string
	Position        int
	CreatedAt       string
	UpdatedAt       string
}

const itemSelect = `SELECT m.id, m.token, m.kind, m.title, m.description, m.file_name, m.extension, m.content_type,
	m.size_bytes, m.storage_key, m.sha256, m.duration_seconds::float8 AS duration_seconds, m.width, m.height,
	m.thumbnail_key, m.status, m.error, m.group_id, g.name AS group_name, m.series_id, s.name AS series_name,
	m.position, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
	to_char(m.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
	FROM word_media m LEFT JOIN word_media_groups g ON g.id = m.group_id LEFT JOIN word_media_series s ON s.id = m.series_id`

func (r itemRow) item() Item {
	it := Item{ID: r.ID, Token: r.Token, Kind: r.Kind, Title: r.Title, Description: r.Description, FileName: r.FileName,
		Extension: r.Extension, ContentType: r.ContentType, SizeBytes: r.SizeBytes, DurationSeconds: r.DurationSeconds,
		Width: r.Width, Height: r.Height, Status: r.Status, Error: r.Error, GroupID: r.GroupID, SeriesID: r.SeriesID,
		Position: r.Position, CreatedAt: r.CreatedAt, StorageKey: r.StorageKey, ThumbnailKey: r.ThumbnailKey,
		SHA256: r.SHA256, UpdatedAt: r.UpdatedAt}
	if r.GroupName != nil {
		it.GroupName = *r.GroupName
	}
	if r.SeriesName != nil {
		it.SeriesName = *r.SeriesName
	}
	it.URL = PublicURL("", it)
	if r.ThumbnailKey != nil {
		u := "/api/word/files/" + r.Token + "/thumbnail.jpg"
		it.ThumbnailURL = &u
	}
	return it
}

func scanItems(q *gorm.DB) ([]Item, error) {
	var rows []itemRow
	if err := q.Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]Item, len(rows))
	for i, r := range rows {
		out[i] = r.item()
	}
	return out, nil
}

func itemsByID(tx *gorm.DB, ids []int64) ([]Item, error) {
	return scanItems(tx.Raw(itemSelect+` WHERE m.id IN ?`, ids))
}

func itemByToken(tx *gorm.DB, token string) (*Item, error) {
	items, err := scanItems(tx.Raw(itemSelect+` WHERE m.token = ?`, token))
	if err != nil || len(items) == 0 {
		return nil, err
	}
	return &items[0], nil
}

// listFilter is media/list's filter.
type listFilter struct {
	Search, Kind      string
	GroupID, SeriesID *int64
	Limit, Offset     int
}

func listItems(tx *gorm.DB, f listFilter) ([]Item, int64, error) {
	where, args := []string{"true"}, []any{}
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(strings.ToLower(s)) + "%"
		where = append(where, `(lower(m.title) LIKE ? OR lower(m.file_name) LIKE ? OR lower(m.description) LIKE ?)`)
		args = append(args, like, like, like)
	}
	if f.Kind != "" {
		where, args = append(where, `m.kind = ?`), append(args, f.Kind)
	}
	order := `m.created_at DESC, m.id DESC`
	if f.GroupID != nil {
		where, args, order = append(where, `m.group_id = ?`), append(args, *f.GroupID), `m.position, m.id`
	}
	if f.SeriesID != nil {
		where, args, order = append(where, `m.series_id = ?`), append(args, *f.SeriesID), `m.position, m.id`
	}
	cond := strings.Join(where, " AND ")
	var total int64
	if err := tx.Raw(`SELECT count(*) FROM word_media m WHERE `+cond, args...).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	items, err := scanItems(tx.Raw(itemSelect+` WHERE `+cond+` ORDER BY `+order+` LIMIT ? OFFSET ?`, append(args, f.Limit, f.Offset)...))
	return items, total, err
}

// newItem is a media row to insert.
type newItem struct {
	Token, Kind, Title, FileName, Extension, ContentType, StorageKey, SHA256, Status string
	SizeBytes                                                                        int64
	Width, Height                                                                    *int
	GroupID, SeriesID, CreatedBy                                                     *int64
}

func insertItem(tx *gorm.DB, n newItem) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key,
		sha256, width, height, status, group_id, series_id, created_by, position)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
		(SELECT coalesce(max(position), 0) + 1 FROM word_media WHERE (group_id = ?::bigint) OR (series_id = ?::bigint)))
		RETURNING id`, n.Token, n.Kind, n.Title, n.FileName, n.Extension, n.ContentType, n.SizeBytes, n.StorageKey,
		n.SHA256, n.Width, n.Height, n.Status, n.GroupID, n.SeriesID, n.CreatedBy, n.GroupID, n.SeriesID).Scan(&id).Error
	return id, err
}

func updateItem(tx *gorm.DB, id int64, title, description string, groupID, seriesID *int64) (int64, error) {
	r := tx.Exec(`UPDATE word_media SET title = ?, description = ?,
		position = CASE WHEN group_id IS DISTINCT FROM ?::bigint OR series_id IS DISTINCT FROM ?::bigint
			THEN (SELECT coalesce(max(position), 0) + 1 FROM word_media WHERE (group_id = ?::bigint) OR (series_id = ?::bigint)) ELSE position END,
		group_id = ?, series_id = ?, updated_at = now() WHERE id = ?`,
		title, description, groupID, seriesID, groupID, seriesID, groupID, seriesID, id)
	return r.RowsAffected, r.Error
}

func deleteItem(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM word_media WHERE id = ?`, id).Error
}

// SetProbed writes the worker's findings: duration, a video's thumbnail, the codec facts, status.
func SetProbed(tx *gorm.DB, id int64, duration *float64, width, height *int, thumbnailKey *string, meta string, status, msg string) error {
	return tx.Exec(`UPDATE word_media SET duration_seconds = ?, width = coalesce(?, width), height = coalesce(?, height),
		thumbnail_key = coalesce(?, thumbnail_key), meta = ?::jsonb, status = ?, error = ?, updated_at = now() WHERE id = ?`,
		duration, width, height, thumbnailKey, meta, status, msg, id).Error
}

// ids in a group or a series, in order.
func memberIDs(tx *gorm.DB, column string, owner int64) ([]int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM word_media WHERE `+column+` = ? ORDER BY position, id FOR UPDATE`, owner).Scan(&ids).Error
	return ids, err
}

func existingIDs(tx *gorm.DB, ids []int64) ([]int64, error) {
	var out []int64
	err := tx.Raw(`SELECT id FROM word_media WHERE id IN ?`, ids).Scan(&out).Error
	return out, err
}

func setPositions(tx *gorm.DB, ids []int64) error {
	for i, id := range ids {
		if err := tx.Exec(`UPDATE word_media SET position = ? WHERE id = ?`, i+1, id).Error; err != nil {
			return err
		}
	}
	return nil
}

// uploads

type uploadRow struct {
	ID            int64
	Token         string
	FileName      string
	SizeBytes     int64
	ReceivedBytes int64
	ChunkSize     int
	Parts         string
	Kind          *string
	Extension     string
	ContentType   string
	StorageKey    string
	MultipartID   string
	Status        string
	MediaID       *int64
	Title         string
	GroupID       *int64
	SeriesID      *int64
	CreatedBy     *int64
}

func (r uploadRow) upload() Upload {
	return Upload{ID: r.ID, Token: r.Token, FileName: r.FileName, SizeBytes: r.SizeBytes, ReceivedBytes: r.ReceivedBytes,
		ChunkSize: r.ChunkSize, Status: r.Status, MediaID: r.MediaID}
}

const uploadSelect = `SELECT id, token, file_name, size_bytes, received_bytes, chunk_size, parts::text AS parts, kind, extension,
	content_type, storage_key, multipart_id, status, media_id, title, group_id, series_id, created_by FROM word_uploads`

func uploadByID(tx *gorm.DB, id int64, lock bool) (*uploadRow, error) {
	q := uploadSelect + ` WHERE id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []uploadRow
	if err := tx.Raw(q, id).Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

func insertUpload(tx *gorm.DB, token, fileName string, size int64, chunk int, key string, m Meta, by *int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO word_uploads (token, file_name, size_bytes, chunk_size, storage_key, title, group_id, series_id, created_by)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, token, fileName, size, chunk, key, m.Title, m.GroupID, m.SeriesID, by).Scan(&id).Error
	return id, err
}

func setUploadFormat(tx *gorm.DB, id int64, f Format, multipartID string) error {
	return tx.Exec(`UPDATE word_uploads SET kind = ?, extension = ?, content_type = ?, multipart_id = ?, updated_at = now() WHERE id = ?`,
		f.Kind, f.Extension, f.ContentType, multipartID, id).Error
}

func setUploadReceived(tx *gorm.DB, id, received int64, parts string) error {
	return tx.Exec(`UPDATE word_uploads SET received_bytes = ?, parts = ?::jsonb, updated_at = now() WHERE id = ?`, received, parts, id).Error
}

func setUploadStatus(tx *gorm.DB, id int64, status string, mediaID *int64) error {
	return tx.Exec(`UPDATE word_uploads SET status = ?, media_id = coalesce(?, media_id), updated_at = now() WHERE id = ?`, status, mediaID, id).Error
}

// IdleUploads are the open uploads untouched since before the cutoff (worker's expiry).
func IdleUploads(tx *gorm.DB, hours int) ([]int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM word_uploads WHERE status = 'open' AND updated_at < now() - make_interval(hours => ?) ORDER BY id LIMIT 500`, hours).Scan(&ids).Error
	return ids, err
}

// maxUploadMB is the church's limit (settings' row; 2048 without one).
func maxUploadMB(tx *gorm.DB) (int, error) {
	var mb []int
	if err := tx.Raw(`SELECT max_upload_mb FROM word_settings WHERE id = 1`).Scan(&mb).Error; err != nil {
		return 0, err
	}
	if len(mb) == 0 {
		return 2048, nil
	}
	return mb[0], nil
}

// StorageBytes is the size of every media file the church keeps (the operators' storage figure).
func StorageBytes(tx *gorm.DB) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT COALESCE(sum(size_bytes), 0) FROM word_media`).Scan(&n).Error
	return n, err
}

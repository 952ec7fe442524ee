package sermons

import (
	"encoding/json"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
)

// The SQL of sermons: the only file of the package that names tables.

var constraints = db.Constraints{
	"word_sermon_series_name_key": errSeriesTaken,
	"word_sermon_groups_name_key": errGroupTaken,
	"word_speakers_person_key":    errSpeakerTaken,
}

func like(s string) string { return "%" + person.LikeEscape(s) + "%" }

// textArray renders names (book names: letters, digits, spaces) as a PostgreSQL text[] literal.
func textArray(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(x) + `"`
	}
	return "{" + strings.Join(q, ",") + "}"
}

// Speakers.

type speakerRow struct {
	ID           int64
	PersonID     *int64
	Guest        bool
	Name         string
	Title        string
	Bio          string
	PhotoMediaID *int64
	SermonCount  int64
}

const speakerCols = `s.id, s.person_id, s.guest, s.name, s.title, s.bio, s.photo_media_id,
	(SELECT count(*) FROM word_sermons x WHERE x.speaker_id = s.id) AS sermon_count`

func listSpeakers(tx *gorm.DB, search string, personIDs []int64) ([]speakerRow, error) {
	rows := []speakerRow{}
	where, args := "true", []any{}
	if search != "" {
		where, args = "(s.name ILIKE ? OR s.title ILIKE ? OR s.person_id = ANY (?::bigint[]))", []any{like(search), like(search), db.Int64Array(personIDs)}
	}
	err := tx.Raw(`SELECT `+speakerCols+` FROM word_speakers s WHERE `+where+` ORDER BY lower(s.name), s.id LIMIT 1000`, args...).Scan(&rows).Error
	return rows, err
}

func loadSpeaker(tx *gorm.DB, id int64) (*speakerRow, error) {
	return db.One[speakerRow](tx, speakerCols, `word_speakers s`, `s.id`, id, errSpeakerNotFound)
}

func speakerColumns(r *SpeakerRequest, name string) []db.Column {
	return []db.Column{{Name: "person_id", Value: r.PersonID}, {Name: "guest", Value: r.PersonID == nil}, {Name: "name", Value: name},
		{Name: "title", Value: r.Title}, {Name: "bio", Value: r.Bio}, {Name: "photo_media_id", Value: r.PhotoMediaID}}
}

func insertSpeaker(tx *gorm.DB, r *SpeakerRequest, name string) (int64, error) {
	return db.Insert(tx, "word_speakers", speakerColumns(r, name))
}

func updateSpeaker(tx *gorm.DB, r *SpeakerRequest, name string) error {
	return db.Update(tx, "word_speakers", r.ID, speakerColumns(r, name), errSpeakerNotFound)
}

func deleteSpeaker(tx *gorm.DB, id int64) error {
	return db.DeleteUnlessUsed(tx, "word_speakers", id, "word_sermons", "speaker_id", errSpeakerNotFound, errSpeakerUsed)
}

// Series.

type seriesRow struct {
	ID             int64
	Name           string
	Description    string
	ArtworkMediaID *int64
	StartOn        *string
	EndOn          *string
	SermonCount    int64
	Position       int
}

const seriesCols = `s.id, s.name, s.description, s.artwork_media_id, to_char(s.start_on, 'YYYY-MM-DD') AS start_on,
	to_char(s.end_on, 'YYYY-MM-DD') AS end_on, s.position, (SELECT count(*) FROM word_sermons x WHERE x.series_id = s.id) AS sermon_count`

func listSeries(tx *gorm.DB, search string) ([]seriesRow, error) {
	rows := []seriesRow{}
	where, args := "true", []any{}
	if search != "" {
		where, args = "(s.name ILIKE ? OR s.description ILIKE ?)", []any{like(search), like(search)}
	}
	err := tx.Raw(`SELECT `+seriesCols+` FROM word_sermon_series s WHERE `+where+` ORDER BY s.position, lower(s.name), s.id LIMIT 1000`, args...).Scan(&rows).Error
	return rows, err
}

func loadSeries(tx *gorm.DB, id int64) (*seriesRow, error) {
	return db.One[seriesRow](tx, seriesCols, `word_sermon_series s`, `s.id`, id, errSeriesNotFound)
}

func seriesColumns(r *SeriesRequest) []db.Column {
	return []db.Column{{Name: "name", Value: r.Name}, {Name: "description", Value: r.Description},
		{Name: "artwork_media_id", Value: r.ArtworkMediaID}, {Name: "start_on", Value: r.start}, {Name: "end_on", Value: r.end}}
}

func insertSeries(tx *gorm.DB, r *SeriesRequest) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO word_sermon_series (name, description, artwork_media_id, start_on, end_on, position)
		VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(max(position), 0) + 1 FROM word_sermon_series)) RETURNING id`,
		r.Name, r.Description, r.ArtworkMediaID, r.start, r.end).Scan(&id).Error
	return id, err
}

func updateSeries(tx *gorm.DB, r *SeriesRequest) error {
	return db.Update(tx, "word_sermon_series", r.ID, seriesColumns(r), errSeriesNotFound)
}

func deleteSeries(tx *gorm.DB, id int64) error {
	return db.DeleteUnlessUsed(tx, "word_sermon_series", id, "word_sermons", "series_id", errSeriesNotFound, errSeriesUsed)
}

// Groups.

type groupRow = SermonGroup

const groupCols = `g.id, g.name, g.description, g.position,
	(SELECT count(*) FROM word_sermon_group_members x WHERE x.group_id = g.id) AS sermon_count`

func listGroups(tx *gorm.DB) ([]SermonGroup, error) {
	rows := []SermonGroup{}
	err := tx.Raw(`SELECT ` + groupCols + ` FROM word_sermon_groups g ORDER BY g.position, lower(g.name), g.id`).Scan(&rows).Error
	return rows, err
}

func loadGroup(tx *gorm.DB, id int64) (*SermonGroup, error) {
	return db.One[groupRow](tx, groupCols, `word_sermon_groups g`, `g.id`, id, errGroupNotFound)
}

func insertGroup(tx *gorm.DB, r *GroupRequest) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO word_sermon_groups (name, description, position)
		VALUES (?, ?, (SELECT COALESCE(max(position), 0) + 1 FROM word_sermon_groups)) RETURNING id`, r.Name, r.Description).Scan(&id).Error
	return id, err
}

func updateGroup(tx *gorm.DB, r *GroupRequest) error {
	return db.Update(tx, "word_sermon_groups", r.ID, []db.Column{{Name: "name", Value: r.Name}, {Name: "description", Value: r.Description}},
		errGroupNotFound)
}

func deleteGroup(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "word_sermon_groups", id, errGroupNotFound)
}

// Ordered tables: series, groups and playlists share their order's statements.

func orderedIDs(tx *gorm.DB, table string) ([]int64, error) {
	ids := []int64{}
	err := tx.Raw(`SELECT id FROM ` + table + ` ORDER BY id FOR UPDATE`).Scan(&ids).Error
	return ids, err
}

func reposition(tx *gorm.DB, table string, ids []int64) error {
	return tx.Exec(`UPDATE `+table+` t SET position = o.n FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) WHERE t.id = o.id`,
		db.Int64Array(ids)).Error
}

const (
	tableSeries = "word_sermon_series"
	tableGroups = "word_sermon_groups"
)

// existing answers which of ids a table has.
func existing(tx *gorm.DB, table string, ids []int64) ([]int64, error) {
	out := []int64{}
	if len(ids) == 0 {
		return out, nil
	}
	err := tx.Raw(`SELECT id FROM `+table+` WHERE id = ANY (?::bigint[]) ORDER BY id`, db.Int64Array(ids)).Scan(&out).Error
	return out, err
}

func existingGroups(tx *gorm.DB, ids []int64) ([]int64, error) { return existing(tx, tableGroups, ids) }
func existingSermons(tx *gorm.DB, ids []int64) ([]int64, error) {
	return existing(tx, "word_sermons", ids)
}

// Sermons.

type sermonFilter struct {
	Search, Book                 string
	SearchBook                   string // the search word as a book's full name ("Jn" → John), if it is one
	SpeakerPersonIDs             []int64
	SpeakerID, SeriesID, GroupID int64
	From, To                     *string
	Status                       string
}

func (f sermonFilter) where() (string, []any) {
	conds, args := []string{"true"}, []any{}
	if f.Search != "" {
		l := like(f.Search)
		conds = append(conds, `(sm.title ILIKE ? OR sm.notes ILIKE ? OR sm.scripture ILIKE ? OR sm.summary ILIKE ? OR ? = ANY (sm.books)
			OR EXISTS (SELECT 1 FROM word_speakers sp WHERE sp.id = sm.speaker_id AND (sp.name ILIKE ? OR sp.person_id = ANY (?::bigint[]))))`)
		args = append(args, l, l, l, l, f.SearchBook, l, db.Int64Array(f.SpeakerPersonIDs))
	}
	if f.SpeakerID != 0 {
		conds, args = append(conds, "sm.speaker_id = ?"), append(args, f.SpeakerID)
	}
	if f.SeriesID != 0 {
		conds, args = append(conds, "sm.series_id = ?"), append(args, f.SeriesID)
	}
	if f.GroupID != 0 {
		conds, args = append(conds, "EXISTS (SELECT 1 FROM word_sermon_group_members m WHERE m.sermon_id = sm.id AND m.group_id = ?)"),
			append(args, f.GroupID)
	}
	if f.Book != "" {
		conds, args = append(conds, "sm.books @> ARRAY[?]::text[]"), append(args, f.Book)
	}
	if f.From != nil {
		conds, args = append(conds, "sm.preached_on >= ?"), append(args, *f.From)
	}
	if f.To != nil {
		conds, args = append(conds, "sm.preached_on <= ?"), append(args, *f.To)
	}
	if f.Status != "" {
		conds, args = append(conds, "sm.status = ?"), append(args, f.Status)
	}
	return strings.Join(conds, " AND "), args
}

// pageSermons is one page of the matching sermons' ids, newest first, and their count.
func pageSermons(tx *gorm.DB, f sermonFilter, limit, offset int) ([]int64, int64, error) {
	where, args := f.where()
	type idRow struct{ ID int64 }
	rows, total, err := db.Page[idRow](tx, "sm.id", "word_sermons sm", where, args, "sm.preached_on DESC, sm.id DESC", limit, offset)
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	return ids, total, err
}

type sermonRow struct {
	ID              int64
	Title           string
	PreachedOn      string
	SpeakerID       *int64
	SpeakerName     string
	SpeakerPersonID *int64
	SeriesID        *int64
	SeriesName      string
	Scripture       string
	Refs            string
	Notes           string
	Summary         string
	AudioMediaID    *int64
	VideoMediaID    *int64
	VideoURL        string
	Status          string
	PublishedAt     *time.Time
	StreamID        *int64
	CreatedAt       time.Time
	UpdatedAt       time.Time
	groups          []GroupRef
	attachments     []int64
}

func (r sermonRow) refs() []Ref {
	refs := []Ref{}
	_ = json.Unmarshal([]byte(r.Refs), &refs)
	return refs
}

// loadSermonRows reads sermons by id with their groups and attachments' ids, in ids' order.
func loadSermonRows(tx *gorm.DB, ids []int64) ([]sermonRow, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	arr := db.Int64Array(ids)
	var rows []sermonRow
	if err := tx.Raw(`SELECT sm.id, sm.title, to_char(sm.preached_on, 'YYYY-MM-DD') AS preached_on, sm.speaker_id,
			COALESCE(sp.name, '') AS speaker_name, sp.person_id AS speaker_person_id, sm.series_id, COALESCE(se.name, '') AS series_name,
			sm.scripture, sm.scripture_refs::text AS refs, sm.notes, sm.summary, sm.audio_media_id, sm.video_media_id, sm.video_url,
			sm.status, sm.published_at, sm.stream_id, sm.created_at, sm.updated_at
		FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) JOIN word_sermons sm ON sm.id = o.id
		LEFT JOIN word_speakers sp ON sp.id = sm.speaker_id LEFT JOIN word_sermon_series se ON se.id = sm.series_id
		ORDER BY o.n`, arr).Scan(&rows).Error; err != nil {
		return nil, err
	}
	at := map[int64]int{}
	for i, r := range rows {
		at[r.ID] = i
		rows[i].groups, rows[i].attachments = []GroupRef{}, []int64{}
	}
	var groups []struct {
		SermonID, ID int64
		Name         string
	}
	if err := tx.Raw(`SELECT m.sermon_id, g.id, g.name FROM word_sermon_group_members m JOIN word_sermon_groups g ON g.id = m.group_id
		WHERE m.sermon_id = ANY (?::bigint[]) ORDER BY g.position, lower(g.name), g.id`, arr).Scan(&groups).Error; err != nil {
		return nil, err
	}
	for _, g := range groups {
		i := at[g.SermonID]
		rows[i].groups = append(rows[i].groups, GroupRef{g.ID, g.Name})
	}
	var atts []struct{ SermonID, MediaID int64 }
	if err := tx.Raw(`SELECT sermon_id, media_id FROM word_sermon_attachments WHERE sermon_id = ANY (?::bigint[])
		ORDER BY position, media_id`, arr).Scan(&atts).Error; err != nil {
		return nil, err
	}
	for _, a := range atts {
		i := at[a.SermonID]
		rows[i].attachments = append(rows[i].attachments, a.MediaID)
	}
	return rows, nil
}

// sermonWrite is what sermons/add and update write (a stream's sermon too).
type sermonWrite struct {
	Title, PreachedOn, Scripture, Notes, Summary, VideoURL, Status string
	SpeakerID, SeriesID, AudioMediaID, VideoMediaID, StreamID      *int64
	Refs                                                           []Ref
}

func (w sermonWrite) columns() []db.Column {
	refs, _ := json.Marshal(w.Refs)
	if w.Refs == nil {
		refs = []byte("[]")
	}
	return []db.Column{{Name: "title", Value: w.Title}, {Name: "preached_on", Value: w.PreachedOn}, {Name: "speaker_id", Value: w.SpeakerID},
		{Name: "series_id", Value: w.SeriesID}, {Name: "scripture", Value: w.Scripture}, {Name: "scripture_refs", Value: string(refs)},
		{Name: "books", Value: textArray(Books(w.Refs))}, {Name: "notes", Value: w.Notes}, {Name: "summary", Value: w.Summary},
		{Name: "audio_media_id", Value: w.AudioMediaID}, {Name: "video_media_id", Value: w.VideoMediaID}, {Name: "video_url", Value: w.VideoURL}}
}

func insertSermon(tx *gorm.DB, w sermonWrite) (int64, error) {
	var id int64
	refs, _ := json.Marshal(w.Refs)
	if w.Refs == nil {
		refs = []byte("[]")
	}
	err := tx.Raw(`INSERT INTO word_sermons (title, preached_on, speaker_id, series_id, scripture, scripture_refs, books, notes, summary,
			audio_media_id, video_media_id, video_url, status, published_at, stream_id)
		VALUES (?, ?, ?, ?, ?, ?::jsonb, ?::text[], ?, ?, ?, ?, ?, ?, CASE WHEN ? = 'published' THEN now() END, ?) RETURNING id`,
		w.Title, w.PreachedOn, w.SpeakerID, w.SeriesID, w.Scripture, string(refs), textArray(Books(w.Refs)), w.Notes, w.Summary,
		w.AudioMediaID, w.VideoMediaID, w.VideoURL, w.Status, w.Status, w.StreamID).Scan(&id).Error
	return id, err
}

func updateSermon(tx *gorm.DB, id int64, w sermonWrite) error {
	sets, args := []string{"updated_at = now()"}, []any{}
	for _, c := range w.columns() {
		switch c.Name {
		case "scripture_refs":
			sets = append(sets, c.Name+" = ?::jsonb")
		case "books":
			sets = append(sets, c.Name+" = ?::text[]")
		default:
			sets = append(sets, c.Name+" = ?")
		}
		args = append(args, c.Value)
	}
	res := tx.Exec(`UPDATE word_sermons SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, id)...)
	if res.Error == nil && res.RowsAffected == 0 {
		return errSermonNotFound
	}
	return res.Error
}

// setSermonStatus publishes (published_at set the first time) or unpublishes a sermon.
func setSermonStatus(tx *gorm.DB, id int64, status string) error {
	res := tx.Exec(`UPDATE word_sermons SET status = ?, updated_at = now(),
		published_at = CASE WHEN ? = 'published' THEN COALESCE(published_at, now()) END WHERE id = ?`, status, status, id)
	if res.Error == nil && res.RowsAffected == 0 {
		return errSermonNotFound
	}
	return res.Error
}

func lockSermon(tx *gorm.DB, id int64) (status string, err error) {
	var rows []string
	if err := tx.Raw(`SELECT status FROM word_sermons WHERE id = ? FOR UPDATE`, id).Scan(&rows).Error; err != nil {
		return "", err
	}
	if len(rows) == 0 {
		return "", errSermonNotFound
	}
	return rows[0], nil
}

func setSermonGroups(tx *gorm.DB, id int64, groupIDs []int64) error {
	if err := tx.Exec(`DELETE FROM word_sermon_group_members WHERE sermon_id = ?`, id).Error; err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO word_sermon_group_members (sermon_id, group_id) SELECT ?, g FROM unnest(?::bigint[]) AS g`,
		id, db.Int64Array(groupIDs)).Error
}

func setSermonAttachments(tx *gorm.DB, id int64, mediaIDs []int64) error {
	if err := tx.Exec(`DELETE FROM word_sermon_attachments WHERE sermon_id = ?`, id).Error; err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO word_sermon_attachments (sermon_id, media_id, position)
		SELECT ?, o.id, o.n FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n)`, id, db.Int64Array(mediaIDs)).Error
}

func deleteSermon(tx *gorm.DB, id int64) (title string, err error) {
	var rows []string
	if err := tx.Raw(`DELETE FROM word_sermons WHERE id = ? RETURNING title`, id).Scan(&rows).Error; err != nil {
		return "", err
	}
	if len(rows) == 0 {
		return "", errSermonNotFound
	}
	return rows[0], nil
}

// Playlists.

const playlistCols = `p.id, p.name, p.description, p.position,
	(SELECT count(*) FROM word_playlist_items x WHERE x.playlist_id = p.id) AS sermon_count`

func listPlaylists(tx *gorm.DB) ([]Playlist, error) {
	rows := []Playlist{}
	err := tx.Raw(`SELECT ` + playlistCols + ` FROM word_playlists p ORDER BY p.position, lower(p.name), p.id`).Scan(&rows).Error
	return rows, err
}

func loadPlaylist(tx *gorm.DB, id int64) (*Playlist, error) {
	return db.One[Playlist](tx, playlistCols, `word_playlists p`, `p.id`, id, errPlaylistNotFound)
}

// lockPlaylist holds a playlist until the transaction ends (its items change).
func lockPlaylist(tx *gorm.DB, id int64) error {
	var ids []int64
	if err := tx.Raw(`SELECT id FROM word_playlists WHERE id = ? FOR UPDATE`, id).Scan(&ids).Error; err != nil {
		return err
	}
	if len(ids) == 0 {
		return errPlaylistNotFound
	}
	return nil
}

func insertPlaylist(tx *gorm.DB, r *PlaylistRequest) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO word_playlists (name, description, position)
		VALUES (?, ?, (SELECT COALESCE(max(position), 0) + 1 FROM word_playlists)) RETURNING id`, r.Name, r.Description).Scan(&id).Error
	return id, err
}

func updatePlaylist(tx *gorm.DB, r *PlaylistRequest) error {
	return db.Update(tx, "word_playlists", r.ID, []db.Column{{Name: "name", Value: r.Name}, {Name: "description", Value: r.Description}},
		errPlaylistNotFound)
}

func deletePlaylist(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "word_playlists", id, errPlaylistNotFound)
}

// playlistSermonIDs are a playlist's sermons in order.
func playlistSermonIDs(tx *gorm.DB, id int64) ([]int64, error) {
	ids := []int64{}
	err := tx.Raw(`SELECT sermon_id FROM word_playlist_items WHERE playlist_id = ? ORDER BY position, sermon_id`, id).Scan(&ids).Error
	return ids, err
}

// appendPlaylistSermons adds sermons at the end of a playlist, skipping those already in it.
func appendPlaylistSermons(tx *gorm.DB, id int64, sermonIDs []int64) error {
	return tx.Exec(`INSERT INTO word_playlist_items (playlist_id, sermon_id, position)
		SELECT ?, o.id, (SELECT COALESCE(max(position), 0) FROM word_playlist_items WHERE playlist_id = ?) + o.n
		FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n) ON CONFLICT (playlist_id, sermon_id) DO NOTHING`,
		id, id, db.Int64Array(sermonIDs)).Error
}

func removePlaylistSermon(tx *gorm.DB, id, sermonID int64) (bool, error) {
	res := tx.Exec(`DELETE FROM word_playlist_items WHERE playlist_id = ? AND sermon_id = ?`, id, sermonID)
	return res.RowsAffected > 0, res.Error
}

func reorderPlaylist(tx *gorm.DB, id int64, sermonIDs []int64) error {
	return tx.Exec(`UPDATE word_playlist_items t SET position = o.n FROM unnest(?::bigint[]) WITH ORDINALITY AS o(id, n)
		WHERE t.playlist_id = ? AND t.sermon_id = o.id`, db.Int64Array(sermonIDs), id).Error
}

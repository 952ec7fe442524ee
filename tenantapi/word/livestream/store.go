package livestream

import (
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of streams: the only file of the package that names tables.

type streamRow struct {
	ID          int64
	Title       string
	Provider    string
	URL         string
	RTMPServer  string `gorm:"column:rtmp_server"`
	StreamKey   string
	ScheduledAt *time.Time
	Status      string
	StartedAt   *time.Time
	EndedAt     *time.Time
	SermonID    *int64
	CreatedAt   time.Time
}

const streamCols = `s.id, s.title, s.provider, s.url, s.rtmp_server, s.stream_key, s.scheduled_at, s.status, s.started_at,
	s.ended_at, s.created_at, (SELECT x.id FROM word_sermons x WHERE x.stream_id = s.id) AS sermon_id`

// streamOrder: live first, then the scheduled by time, then the ended newest first.
const streamOrder = `CASE s.status WHEN 'live' THEN 0 WHEN 'scheduled' THEN 1 ELSE 2 END,
	CASE WHEN s.status = 'ended' THEN NULL ELSE COALESCE(s.scheduled_at, s.started_at, s.created_at) END,
	COALESCE(s.ended_at, s.created_at) DESC, s.id DESC`

func pageStreams(tx *gorm.DB, status string, limit, offset int) ([]streamRow, int64, error) {
	where, args := "true", []any{}
	if status != "" {
		where, args = "s.status = ?", []any{status}
	}
	return db.Page[streamRow](tx, streamCols, "word_streams s", where, args, streamOrder, limit, offset)
}

func loadStream(tx *gorm.DB, id int64) (*streamRow, error) {
	return db.One[streamRow](tx, streamCols, "word_streams s", "s.id", id, errNotFound)
}

func lockStream(tx *gorm.DB, id int64) (*streamRow, error) {
	var ids []int64
	if err := tx.Raw(`SELECT id FROM word_streams WHERE id = ? FOR UPDATE`, id).Scan(&ids).Error; err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return nil, errNotFound
	}
	return loadStream(tx, id)
}

func streamColumns(r *StreamRequest) []db.Column {
	cols := []db.Column{{Name: "title", Value: r.Title}, {Name: "provider", Value: r.Provider}, {Name: "url", Value: r.URL},
		{Name: "rtmp_server", Value: r.RTMPServer}, {Name: "scheduled_at", Value: r.scheduled}}
	if r.StreamKey.Set {
		cols = append(cols, db.Column{Name: "stream_key", Value: r.StreamKey.V})
	}
	return cols
}

func insertStream(tx *gorm.DB, r *StreamRequest) (int64, error) {
	return db.Insert(tx, "word_streams", streamColumns(r))
}

func updateStream(tx *gorm.DB, r *StreamRequest) error {
	return db.Update(tx, "word_streams", r.ID, streamColumns(r), errNotFound)
}

func deleteStream(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "word_streams", id, errNotFound)
}

// setStatus moves a stream: live stamps started_at (the first time), ended stamps ended_at.
func setStatus(tx *gorm.DB, id int64, status string) error {
	sets := []string{"status = ?"}
	switch status {
	case "live":
		sets = append(sets, "started_at = COALESCE(started_at, now())")
	case "ended":
		sets = append(sets, "ended_at = now()")
	}
	return tx.Exec(`UPDATE word_streams SET `+strings.Join(sets, ", ")+` WHERE id = ?`, status, id).Error
}

// liveNow is the stream live now (the latest started), if any.
func liveNow(tx *gorm.DB) (*streamRow, error) {
	var rows []streamRow
	err := tx.Raw(`SELECT ` + streamCols + ` FROM word_streams s WHERE s.status = 'live'
		ORDER BY s.started_at DESC NULLS LAST, s.id DESC LIMIT 1`).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

// nextScheduled is the next scheduled stream from now, if any.
func nextScheduled(tx *gorm.DB) (*streamRow, error) {
	var rows []streamRow
	err := tx.Raw(`SELECT ` + streamCols + ` FROM word_streams s WHERE s.status = 'scheduled' AND s.scheduled_at >= now()
		ORDER BY s.scheduled_at, s.id LIMIT 1`).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

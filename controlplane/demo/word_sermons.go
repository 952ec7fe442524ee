package demo

import (
	"encoding/json"
	"math/rand/v2"
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/word/sermons"
)

// seedWordSermons gives the demo church its sermons (issue 16, h-sermons): two pastors who are
// people of the church and a guest speaker, three series, three groups, 25 sermons over the past
// Sundays with scripture and notes (all published but the two newest), two playlists, last
// Sunday's ended stream with its sermon and next Sunday's scheduled stream. No media files: the
// media library stays empty until someone uploads.
func seedWordSermons(tx *gorm.DB, r *rand.Rand, people []person, now time.Time) error {
	var pastors []person
	for _, p := range people {
		if p.Age >= 35 && p.Age <= 65 && p.Relationship != "child" && len(pastors) < 2 {
			pastors = append(pastors, p)
		}
	}
	if len(pastors) < 2 {
		return nil // a tiny demo: nothing to show
	}
	if err := tx.Exec(`INSERT INTO word_speakers (person_id, guest, name, title, bio) VALUES
		(?, false, ?, 'Senior Pastor', 'Has led Grace Community for twelve years.'),
		(?, false, ?, 'Associate Pastor', 'Oversees discipleship and the youth ministry.'),
		(NULL, true, 'Dr. Miriam Osei', 'Guest speaker', 'Professor of New Testament; speaks at our spring conference.')`,
		pastors[0].ID, pastors[0].First+" "+pastors[0].Last, pastors[1].ID, pastors[1].First+" "+pastors[1].Last).Error; err != nil {
		return err
	}
	if err := tx.Exec(`INSERT INTO word_sermon_series (name, description, position) VALUES
		('The Gospel of John', 'Seven signs that Jesus is the Christ.', 1),
		('Romans: The Road of Grace', 'Paul''s letter to the church in Rome, chapter by chapter.', 2),
		('Psalms for the Journey', 'Songs for every season of life.', 3)`).Error; err != nil {
		return err
	}
	if err := tx.Exec(`INSERT INTO word_sermon_groups (name, description, position) VALUES
		('Sunday Morning', 'The main Sunday service', 1), ('Youth Night', 'Friday youth gatherings', 2),
		('Conference', 'Spring conference sessions', 3)`).Error; err != nil {
		return err
	}
	plan := []struct{ series, title, scripture, notes string }{
		{"The Gospel of John", "In the Beginning Was the Word", "John 1:1-18", "The Word became flesh and dwelt among us."},
		{"The Gospel of John", "Water into Wine", "John 2:1-11", "The first sign at Cana: Jesus brings joy where it ran out."},
		{"The Gospel of John", "Born Again", "John 3:1-21", "Nicodemus comes by night; God so loved the world."},
		{"The Gospel of John", "Living Water", "John 4:1-42", "The woman at the well and the water that never runs dry."},
		{"The Gospel of John", "The Bread of Life", "John 6:25-59", "What truly satisfies."},
		{"The Gospel of John", "The Good Shepherd", "John 10:1-18; Ps 23", "He knows his sheep by name."},
		{"The Gospel of John", "I Am the Resurrection", "John 11:1-44", "Lazarus, come out!"},
		{"The Gospel of John", "The True Vine", "John 15:1-17", "Abide in me and bear much fruit."},
		{"Romans: The Road of Grace", "Not Ashamed of the Gospel", "Rom 1:16-17", "The power of God for salvation."},
		{"Romans: The Road of Grace", "All Have Sinned", "Rom 3:21-26", "Justified freely by his grace."},
		{"Romans: The Road of Grace", "Peace with God", "Rom 5:1-11", "Hope does not put us to shame."},
		{"Romans: The Road of Grace", "Dead to Sin, Alive in Christ", "Rom 6:1-14", "Baptism and the new life."},
		{"Romans: The Road of Grace", "No Condemnation", "Rom 8:1-17", "Life in the Spirit."},
		{"Romans: The Road of Grace", "More than Conquerors", "Rom 8:28-39", "Nothing can separate us from the love of God."},
		{"Romans: The Road of Grace", "Living Sacrifices", "Rom 12:1-8", "Renewing the mind; gifts for the body."},
		{"Psalms for the Journey", "The Lord Is My Shepherd", "Ps 23", "Green pastures and the darkest valley."},
		{"Psalms for the Journey", "A Clean Heart", "Ps 51:1-12", "David's prayer of repentance."},
		{"Psalms for the Journey", "Be Still", "Ps 46", "God is our refuge and strength."},
		{"Psalms for the Journey", "Lift Up Your Eyes", "Ps 121", "A song of ascents for travellers."},
		{"Psalms for the Journey", "Your Word Is a Lamp", "Ps 119:105-112", "Scripture lights the next step."},
		{"", "The Greatest of These", "1 Cor 13", "Love is patient, love is kind."},
		{"", "Faith That Works", "Jas 2:14-26", "Faith without deeds is dead."},
		{"", "The Armour of God", "Eph 6:10-20", "Stand firm."},
		{"", "Run the Race", "Heb 12:1-3", "Fixing our eyes on Jesus."},
		{"", "Be Strong and Courageous", "Josh 1:1-9", "A word for new beginnings."},
	}
	type row struct {
		N          int             `json:"n"`
		Title      string          `json:"title"`
		PreachedOn string          `json:"preached_on"`
		Speaker    int             `json:"speaker"`
		Series     string          `json:"series"`
		Scripture  string          `json:"scripture"`
		Refs       json.RawMessage `json:"refs"`
		Books      []string        `json:"books"`
		Notes      string          `json:"notes"`
		Status     string          `json:"status"`
		Published  *string         `json:"published_at"`
	}
	// The last Sunday on or before today, in the church's week.
	sunday := now.AddDate(0, 0, -int(now.Weekday()))
	rows := make([]row, 0, len(plan))
	for i, p := range plan {
		refs, err := sermons.ParseScripture(p.scripture)
		if err != nil {
			return err
		}
		raw, _ := json.Marshal(refs)
		on := sunday.AddDate(0, 0, -7*(len(plan)-1-i))
		x := row{N: i, Title: p.title, PreachedOn: on.Format("2006-01-02"), Speaker: 1 + r.IntN(2), Series: p.series,
			Scripture: sermons.FormatScripture(refs), Refs: raw, Books: sermons.Books(refs), Notes: p.notes, Status: "published"}
		if i == 20 {
			x.Speaker = 3 // the guest, at the spring conference
		}
		if i >= len(plan)-2 {
			x.Status = "draft"
		} else {
			at := on.Add(20 * time.Hour).Format(time.RFC3339)
			x.Published = &at
		}
		rows = append(rows, x)
	}
	if err := insertJSON(tx, `INSERT INTO word_sermons (title, preached_on, speaker_id, series_id, scripture, scripture_refs, books, notes,
			summary, status, published_at)
		SELECT r.title, r.preached_on, (SELECT id FROM word_speakers ORDER BY id OFFSET r.speaker - 1 LIMIT 1), s.id, r.scripture, r.refs,
			ARRAY(SELECT jsonb_array_elements_text(r.books)), r.notes, r.notes, r.status, r.published_at
		FROM jsonb_to_recordset(?::jsonb) AS r(n int, title text, preached_on date, speaker int, series text,
			scripture text, refs jsonb, books jsonb, notes text, status text, published_at timestamptz)
		LEFT JOIN word_sermon_series s ON s.name = r.series ORDER BY r.n`, rows); err != nil {
		return err
	}
	if err := tx.Exec(`INSERT INTO word_sermon_group_members (sermon_id, group_id)
		SELECT sm.id, g.id FROM word_sermons sm JOIN word_sermon_groups g ON g.name = CASE
			WHEN sm.speaker_id = (SELECT max(id) FROM word_speakers) THEN 'Conference'
			WHEN sm.title IN ('Water into Wine', 'The Good Shepherd', 'More than Conquerors', 'Be Still') THEN 'Youth Night'
			ELSE 'Sunday Morning' END`).Error; err != nil {
		return err
	}
	if err := tx.Exec(`INSERT INTO word_playlists (name, description, position) VALUES
		('Easter 2026', 'The resurrection and the life', 1), ('Start Here', 'Five sermons for someone new to faith', 2)`).Error; err != nil {
		return err
	}
	if err := tx.Exec(`INSERT INTO word_playlist_items (playlist_id, sermon_id, position)
		SELECT p.id, sm.id, x.n FROM (VALUES ('Easter 2026', 'I Am the Resurrection', 1), ('Easter 2026', 'Born Again', 2),
			('Easter 2026', 'No Condemnation', 3), ('Start Here', 'In the Beginning Was the Word', 1), ('Start Here', 'All Have Sinned', 2),
			('Start Here', 'Peace with God', 3), ('Start Here', 'The Lord Is My Shepherd', 4), ('Start Here', 'Run the Race', 5))
			AS x(playlist, title, n)
		JOIN word_playlists p ON p.name = x.playlist JOIN word_sermons sm ON sm.title = x.title`).Error; err != nil {
		return err
	}
	// (A link with "?" goes as an argument: gorm would read it in the SQL as a placeholder.)
	const demoVideo = "https://www.youtube.com/watch?v=dQw4w9WgXcQ"
	// Last Sunday's service was streamed: ended, and its sermon (the newest, a draft) made from it.
	started := time.Date(sunday.Year(), sunday.Month(), sunday.Day(), 15, 0, 0, 0, time.UTC)
	next := started.AddDate(0, 0, 7)
	var ended int64
	if err := tx.Raw(`INSERT INTO word_streams (title, provider, url, rtmp_server, stream_key, scheduled_at, status, started_at, ended_at)
		VALUES ('Sunday Morning Service', 'youtube', ?, '', 'demo-key-0000-4f2a', ?, 'ended', ?, ?)
		RETURNING id`, demoVideo, started, started, started.Add(95*time.Minute)).Scan(&ended).Error; err != nil {
		return err
	}
	if err := tx.Exec(`UPDATE word_sermons SET stream_id = ?, video_url = ?
		WHERE id = (SELECT id FROM word_sermons ORDER BY preached_on DESC, id DESC LIMIT 1)`, ended, demoVideo).Error; err != nil {
		return err
	}
	return tx.Exec(`INSERT INTO word_streams (title, provider, url, rtmp_server, stream_key, scheduled_at, status)
		VALUES ('Sunday Morning Service', 'rtmp', 'https://www.youtube.com/@gracecommunity/live', 'rtmp://a.rtmp.youtube.com/live2',
			'demo-rtmp-key-8c1d-77e0', ?, 'scheduled')`, next).Error
}

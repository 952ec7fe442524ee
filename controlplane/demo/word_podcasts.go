package demo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
)

// The demo's podcasts (issue 16, docs/word-api.md "Audio & podcasts"): two categories, two
// published albums with a few published episodes each, so the feeds at
// /api/word/podcasts/{id}/feed.xml and /api/word/podcasts/feed.xml answer and pass
// podcasts.ValidateFeed. Seed writes the rows; WordFiles writes the files they name (short WAV
// tones and 1400×1400 PNG artwork, made here) where the tenant API reads media.

type demoAlbum struct {
	category, title, description string
	hue                          uint8
	episodes                     []string
}

var demoAlbums = []demoAlbum{
	{"Sermons", "Sunday Sermons", "The Sunday message from Grace Community Church, every week.", 30,
		[]string{"Faith That Moves Mountains", "The Good Shepherd", "Love Your Neighbour", "Running the Race"}},
	{"Worship & Prayer", "Midweek Prayer", "A short prayer and reading for the middle of the week.", 150,
		[]string{"Prayer for the City", "Psalm 23", "Be Still"}},
}

// demoFile is one generated file of the demo's media.
type demoFile struct {
	token, kind, title, fileName, ext, contentType string
	data                                           []byte
	seconds                                        float64
	side                                           int
}

func demoToken(church *tenancy.Church, what string) string {
	return fmt.Sprintf("demo%dpodcast%s", church.ID, what)
}

func mediaKey(token, ext string) string { return "word/media/" + token + "." + ext }

// demoFiles are the church's podcast media, made the same every time (WordFiles writes what Seed named).
func demoFiles(church *tenancy.Church) []demoFile {
	var out []demoFile
	for a, al := range demoAlbums {
		out = append(out, demoFile{token: demoToken(church, fmt.Sprintf("art%d", a)), kind: "image", title: al.title + " artwork",
			fileName: "artwork.png", ext: "png", contentType: "image/png", data: artworkPNG(al.hue), side: 1400})
		for i, ep := range al.episodes {
			seconds := 3 + i
			out = append(out, demoFile{token: demoToken(church, fmt.Sprintf("audio%d_%d", a, i)), kind: "audio", title: ep,
				fileName: strings.ReplaceAll(strings.ToLower(ep), " ", "-") + ".wav", ext: "wav", contentType: "audio/wav",
				data: DemoWAV(float64(seconds), 220+float64(a*110+i*55)), seconds: float64(seconds)})
		}
	}
	return out
}

// seedWordPodcasts writes the media rows, categories, albums and episodes.
func seedWordPodcasts(tx *gorm.DB, church *tenancy.Church, now time.Time) error {
	files := map[string]demoFile{}
	for _, f := range demoFiles(church) {
		files[f.token] = f
		sum := sha256.Sum256(f.data)
		var dur any
		var side any
		if f.kind == "audio" {
			dur = f.seconds
		} else {
			side = f.side
		}
		if err := tx.Exec(`INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key, sha256,
				duration_seconds, width, height, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'ready')`,
			f.token, f.kind, f.title, f.fileName, f.ext, f.contentType, len(f.data), mediaKey(f.token, f.ext), hex.EncodeToString(sum[:]),
			dur, side, side).Error; err != nil {
			return err
		}
	}
	for a, al := range demoAlbums {
		var cat, album int64
		if err := tx.Raw(`INSERT INTO word_album_categories (name, position) VALUES (?, ?) RETURNING id`, al.category, a).Scan(&cat).Error; err != nil {
			return err
		}
		if err := tx.Raw(`INSERT INTO word_albums (category_id, title, description, author, owner_name, owner_email, language,
				itunes_category, itunes_subcategory, artwork_media_id, link, published, position)
			SELECT ?, ?, ?, ?, ?, 'podcast@grace.demo', 'en', 'Religion & Spirituality', 'Christianity', id, '', true, ?
			FROM word_media WHERE token = ? RETURNING id`, cat, al.title, al.description, church.FullName, church.FullName, a,
			demoToken(church, fmt.Sprintf("art%d", a))).Scan(&album).Error; err != nil {
			return err
		}
		for i, ep := range al.episodes {
			at := now.AddDate(0, 0, -7*(len(al.episodes)-i))
			if err := tx.Exec(`INSERT INTO word_episodes (album_id, title, description, audio_media_id, episode_number, episode_type, guid,
					status, published_at, position)
				SELECT ?, ?, ?, id, ?, 'full', ?, 'published', ?, ? FROM word_media WHERE token = ?`,
				album, ep, ep+": a message from "+church.FullName+".", i+1, fmt.Sprintf("urn:uuid:%s", episodeUUID(church, a, i)), at, i,
				demoToken(church, fmt.Sprintf("audio%d_%d", a, i))).Error; err != nil {
				return err
			}
		}
	}
	return tx.Exec(`UPDATE word_settings SET podcast_author = ?, podcast_owner_name = ?, podcast_owner_email = 'podcast@grace.demo',
		podcast_artwork_media_id = (SELECT id FROM word_media WHERE token = ?), updated_at = now()`,
		church.FullName, church.FullName, demoToken(church, "art0")).Error
}

// episodeUUID is an episode's guid, the same for the same church, album and episode.
func episodeUUID(church *tenancy.Church, album, episode int) string {
	h := sha256.Sum256([]byte(fmt.Sprintf("%d/%d/%d", church.ID, album, episode)))
	h[6] = h[6]&0x0f | 0x40
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

// WordFiles writes the demo podcasts' files (Seed's rows name them) to the store the tenant API
// reads media from.
func WordFiles(ctx context.Context, files storage.Store, tenants *db.Tenants, church *tenancy.Church) error {
	var have []string
	if err := tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT token FROM word_media WHERE token LIKE ?`, demoToken(church, "")+"%").Scan(&have).Error
	}); err != nil {
		return err
	}
	for _, f := range demoFiles(church) {
		for _, t := range have {
			if t == f.token {
				if err := files.Put(ctx, mediaKey(f.token, f.ext), f.contentType, f.data); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// artworkPNG is a 1400×1400 square (Apple's smallest podcast artwork): a colour wash with a cross.
func artworkPNG(hue uint8) []byte {
	const side = 1400
	img := image.NewRGBA(image.Rect(0, 0, side, side))
	for y := range side {
		for x := range side {
			c := color.RGBA{R: hue, G: uint8(60 + y*120/side), B: uint8(120 + x*100/side), A: 255}
			if (x > 640 && x < 760 && y > 300 && y < 1100) || (y > 520 && y < 640 && x > 440 && x < 960) {
				c = color.RGBA{R: 250, G: 245, B: 230, A: 255}
			}
			img.SetRGBA(x, y, c)
		}
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

package demo

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/word/media"
)

// seedWordMedia gives the demo church The Word's media groups and series (issue 16). Rows only: the
// files themselves are written by WordMedia, which has the store.
func seedWordMedia(tx *gorm.DB) error {
	for i, g := range [][2]string{{"Sunday services", "Every Sunday's sermon and worship"}, {"Youth", "Friday youth nights"},
		{"Conferences", "Guest speakers and conference sessions"}} {
		if err := tx.Exec(`INSERT INTO word_media_groups (name, description, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
			g[0], g[1], i+1).Error; err != nil {
			return err
		}
	}
	for i, s := range [][2]string{{"Romans: the gospel explained", "A walk through Paul's letter"}, {"Advent", "Four weeks before Christmas"}} {
		if err := tx.Exec(`INSERT INTO word_media_series (name, description, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
			s[0], s[1], i+1).Error; err != nil {
			return err
		}
	}
	return nil
}

// DemoWAV is a short mono 16-bit WAV: a soft tone of seconds at hz (8 kHz samples).
func DemoWAV(seconds float64, hz float64) []byte {
	const rate = 8000
	n := int(seconds * rate)
	var b bytes.Buffer
	w := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	w(uint32(36 + 2*n))
	b.WriteString("WAVEfmt ")
	w(uint32(16))
	w(uint16(1))
	w(uint16(1))
	w(uint32(rate))
	w(uint32(rate * 2))
	w(uint16(2))
	w(uint16(16))
	b.WriteString("data")
	w(uint32(2 * n))
	for i := 0; i < n; i++ {
		w(int16(6000 * math.Sin(2*math.Pi*hz*float64(i)/rate)))
	}
	return b.Bytes()
}

// demoArtwork is a square PNG of the church's colours (size × size).
func demoArtwork(size int, c color.RGBA) []byte {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			shade := uint8(40 * (x + y) / (2 * size))
			img.Set(x, y, color.RGBA{c.R - shade, c.G - shade, c.B - shade, 255})
		}
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

// WordMedia uploads the demo's media files (two sermon recordings, a series' artwork, the logo)
// through media's own upload, so each is a real file in the store with its row; run after Seed.
func WordMedia(ctx context.Context, tenants *db.Tenants, files storage.Streams, ch *tenancy.Church) error {
	ctx = tenancy.WithChurch(ctx, ch)
	s := &media.Service{Tenants: tenants, Files: files}
	var sunday, romans int64
	if err := tenants.Run(ctx, func(tx *gorm.DB) error {
		if err := tx.Raw(`SELECT id FROM word_media_groups WHERE name = 'Sunday services'`).Scan(&sunday).Error; err != nil {
			return err
		}
		return tx.Raw(`SELECT id FROM word_media_series WHERE name LIKE 'Romans%'`).Scan(&romans).Error
	}); err != nil {
		return err
	}
	var n int64
	// Seed's podcasts have media rows of their own: these files are known by their first one's name.
	if err := tenants.Run(ctx, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT count(*) FROM word_media WHERE file_name = 'romans-1.wav'`).Scan(&n).Error
	}); err != nil || n > 0 {
		return err // already there
	}
	ptr := func(id int64) *int64 {
		if id == 0 {
			return nil
		}
		return &id
	}
	for i, f := range []struct {
		name, title string
		data        []byte
		group, ser  *int64
		seconds     float64
	}{
		{"romans-1.wav", "Romans 1: Not ashamed", DemoWAV(3, 220), ptr(sunday), ptr(romans), 3},
		{"romans-2.wav", "Romans 2: God's kindness", DemoWAV(2.5, 262), ptr(sunday), ptr(romans), 2.5},
		{"romans-artwork.png", "Romans artwork", demoArtwork(1400, color.RGBA{70, 90, 160, 255}), nil, nil, 0},
		{"logo.png", "Church logo", Logo, nil, nil, 0},
	} {
		it, err := s.UploadStream(ctx, media.Actor{}, f.name, bytes.NewReader(f.data), media.Meta{Title: f.title, GroupID: f.group, SeriesID: f.ser})
		if err != nil {
			return fmt.Errorf("demo media %d: %w", i, err)
		}
		// No worker probes the demo's uploads (no queue here): the recordings' lengths are known.
		if f.seconds > 0 {
			if err := tenants.Run(ctx, func(tx *gorm.DB) error {
				return tx.Exec(`UPDATE word_media SET status = 'ready', duration_seconds = ? WHERE id = ?`, f.seconds, it.ID).Error
			}); err != nil {
				return err
			}
		}
		if f.name == "romans-artwork.png" && romans != 0 {
			if err := tenants.Run(ctx, func(tx *gorm.DB) error {
				return tx.Exec(`UPDATE word_media_series SET artwork_media_id = ? WHERE id = ?`, it.ID, romans).Error
			}); err != nil {
				return err
			}
		}
	}
	return nil
}

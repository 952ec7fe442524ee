// Package word handles The Word's tasks (issue 16; the work's rules in tenantapi/word/media):
// word:media-probe reads a new audio or video file's duration, codec and bitrate with ffprobe and
// makes a video's thumbnail with ffmpeg; word:uploads-expire ends uploads idle for 24 hours.
package word

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/word/media"
)

// Media runs the media tasks.
type Media struct {
	Tenants *db.Tenants
	Control *gorm.DB // control.churches, for the hourly sweep
	Files   storage.Streams
	Log     *slog.Logger
	// FFprobe and FFmpeg are the binaries ("ffprobe", "ffmpeg" on PATH when empty).
	FFprobe, FFmpeg string
}

func (h *Media) bin(b, def string) string {
	if b == "" {
		return def
	}
	return b
}

// probeOut is what ffprobe -print_format json -show_format -show_streams says.
type probeOut struct {
	Format struct {
		Duration string `json:"duration"`
		BitRate  string `json:"bit_rate"`
		Format   string `json:"format_name"`
	} `json:"format"`
	Streams []struct {
		CodecType  string `json:"codec_type"`
		CodecName  string `json:"codec_name"`
		Width      int    `json:"width"`
		Height     int    `json:"height"`
		SampleRate string `json:"sample_rate"`
		Channels   int    `json:"channels"`
	} `json:"streams"`
}

// HandleProbe probes one media item (the church is in ctx): ready with its facts, or failed.
func (h *Media) HandleProbe(ctx context.Context, p jobs.WordMediaProbe) error {
	if h == nil || h.Files == nil {
		return errors.New("word:media-probe: media is not wired in this worker")
	}
	var it media.Item
	err := h.Tenants.Run(ctx, func(tx *gorm.DB) (err error) { it, err = media.Require(tx, p.MediaID); return err })
	if errors.Is(err, media.ErrNotFound) {
		return nil // deleted since
	}
	if err != nil {
		return err
	}
	if it.Kind != media.KindAudio && it.Kind != media.KindVideo {
		return nil
	}
	dir, err := os.MkdirTemp("", "word-probe-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "in."+it.Extension)
	if err := h.download(ctx, it.StorageKey, src); err != nil {
		return err
	}
	out, perr := h.probe(ctx, src)
	if perr != nil {
		return h.save(ctx, it.ID, nil, nil, nil, nil, "{}", media.StatusFailed, "The file could not be read as audio or video")
	}
	var duration *float64
	if d, err := strconv.ParseFloat(out.Format.Duration, 64); err == nil && d >= 0 {
		duration = &d
	}
	meta := map[string]any{"format": out.Format.Format}
	if br, err := strconv.ParseInt(out.Format.BitRate, 10, 64); err == nil {
		meta["bitrate"] = br
	}
	var w, hgt *int
	for _, s := range out.Streams {
		switch s.CodecType {
		case "audio":
			if _, ok := meta["audioCodec"]; !ok {
				meta["audioCodec"], meta["sampleRate"], meta["channels"] = s.CodecName, s.SampleRate, s.Channels
			}
		case "video":
			if _, ok := meta["videoCodec"]; !ok {
				meta["videoCodec"] = s.CodecName
				if s.Width > 0 && s.Height > 0 {
					w, hgt = &s.Width, &s.Height
				}
			}
		}
	}
	var thumb *string
	if it.Kind == media.KindVideo {
		at := 1.0
		if duration != nil && *duration < 1.5 {
			at = 0
		}
		if jpg, err := h.thumbnail(ctx, src, dir, at); err == nil {
			key := media.ThumbnailKey(it.Token)
			if err := h.Files.Put(ctx, key, "image/jpeg", jpg); err != nil {
				return err
			}
			thumb = &key
		} else if h.Log != nil {
			h.Log.WarnContext(ctx, "word media: no thumbnail", "mediaId", it.ID, "err", err)
		}
	}
	raw, _ := json.Marshal(meta)
	return h.save(ctx, it.ID, duration, w, hgt, thumb, string(raw), media.StatusReady, "")
}

func (h *Media) save(ctx context.Context, id int64, d *float64, w, hgt *int, thumb *string, meta, status, msg string) error {
	return h.Tenants.Run(ctx, func(tx *gorm.DB) error { return media.SetProbed(tx, id, d, w, hgt, thumb, meta, status, msg) })
}

func (h *Media) download(ctx context.Context, key, path string) error {
	rc, err := h.Files.Open(ctx, key)
	if errors.Is(err, storage.ErrNotFound) {
		return fmt.Errorf("word:media-probe: object %s is missing: %w", key, asynq.SkipRetry)
	}
	if err != nil {
		return err
	}
	defer rc.Close()
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, rc); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func (h *Media) probe(ctx context.Context, path string) (probeOut, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	var out probeOut
	cmd := exec.CommandContext(ctx, h.bin(h.FFprobe, "ffprobe"), "-v", "error", "-print_format", "json", "-show_format", "-show_streams", path)
	raw, err := cmd.Output()
	if err != nil {
		return out, err
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return out, err
	}
	if out.Format.Duration == "" && len(out.Streams) == 0 {
		return out, errors.New("ffprobe found no streams")
	}
	return out, nil
}

// thumbnail is a JPEG of the frame at `at` seconds, 640 pixels wide at most.
func (h *Media) thumbnail(ctx context.Context, src, dir string, at float64) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	dst := filepath.Join(dir, "thumb.jpg")
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, h.bin(h.FFmpeg, "ffmpeg"), "-v", "error", "-y", "-ss", strconv.FormatFloat(at, 'f', 2, 64), "-i", src,
		"-frames:v", "1", "-vf", "scale='min(640,iw)':-2", "-q:v", "4", dst)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("ffmpeg: %v: %s", err, stderr.String())
	}
	return os.ReadFile(dst)
}

// HandleExpire ends every church's idle uploads (hourly; one church's error does not stop the rest).
func (h *Media) HandleExpire(ctx context.Context, _ *asynq.Task) error {
	if h == nil || h.Control == nil {
		return errors.New("word:uploads-expire: media is not wired in this worker")
	}
	var churches []tenancy.Church
	if err := h.Control.WithContext(ctx).Table("control.churches").Where("status = 'active'").Order("id").Find(&churches).Error; err != nil {
		return err
	}
	s := &media.Service{Tenants: h.Tenants, Files: h.Files}
	var errs []error
	for i := range churches {
		n, err := s.ExpireIdle(tenancy.WithChurch(ctx, &churches[i]))
		if err != nil {
			errs = append(errs, fmt.Errorf("church %d: %w", churches[i].ID, err))
		}
		if n > 0 && h.Log != nil {
			h.Log.InfoContext(ctx, "word uploads expired", "church", churches[i].ID, "uploads", n)
		}
	}
	return errors.Join(errs...)
}

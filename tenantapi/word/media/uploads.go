package media

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/storage"
	"congregate/tenantapi/audit"
)

// Meta is what an upload is told for the media row it becomes.
type Meta struct {
	Title             string
	GroupID, SeriesID *int64
}

const mib = 1 << 20

func newToken() string {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

var (
	extRule   = regexp.MustCompile(`^[a-z0-9]{1,8}$`)
	tokenRule = regexp.MustCompile(`^[A-Za-z0-9_-]{16,64}$`)
)

// objectKey is where a file is stored: word/media/{token}.{ext}.
func objectKey(token, fileName string) string {
	ext := Extension(fileName)
	if !extRule.MatchString(ext) {
		ext = "bin"
	}
	return "word/media/" + token + "." + ext
}

// ThumbnailKey is where a video's thumbnail is stored.
func ThumbnailKey(token string) string { return "word/thumbs/" + token + ".jpg" }

// defaultTitle is the file's name without its extension.
func defaultTitle(title, fileName string) string {
	if t := strings.TrimSpace(title); t != "" {
		return t
	}
	t := strings.TrimSpace(strings.TrimSuffix(fileName, fileNameExt(fileName)))
	if t == "" {
		t = fileName
	}
	for utf8.RuneCountInString(t) > 200 {
		_, size := utf8.DecodeLastRuneInString(t)
		t = t[:len(t)-size]
	}
	return t
}

func fileNameExt(name string) string {
	if i := strings.LastIndex(name, "."); i > 0 {
		return name[i:]
	}
	return ""
}

func (s *Service) checkLimit(tx *gorm.DB, size int64) error {
	mb, err := maxUploadMB(tx)
	if err != nil {
		return err
	}
	if size > int64(mb)*mib {
		return TooLarge(mb)
	}
	return nil
}

// CreateUpload opens a resumable upload of size bytes.
func (s *Service) CreateUpload(ctx context.Context, a Actor, fileName string, size int64, m Meta) (out Upload, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := s.checkLimit(tx, size); err != nil {
			return err
		}
		if err := checkPlace(tx, m.GroupID, m.SeriesID); err != nil {
			return err
		}
		token := newToken()
		id, err := insertUpload(tx, token, fileName, size, ChunkSize, objectKey(token, fileName), m, a.ID)
		if err != nil {
			return err
		}
		out = Upload{ID: id, Token: token, FileName: fileName, SizeBytes: size, ChunkSize: ChunkSize, Status: UploadOpen}
		return audit.Write(tx, a.Audit(EventUploadCreate, map[string]any{"uploadId": id, "fileName": fileName, "sizeBytes": size}))
	})
	return out, err
}

// GetUpload is the upload (its resume point).
func (s *Service) GetUpload(ctx context.Context, id int64) (out Upload, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		u, err := uploadByID(tx, id, false)
		if err != nil || u == nil {
			return errors.Join(err, ifNot(u != nil, errUploadNotFound))
		}
		out = u.upload()
		return nil
	})
	return out, err
}

func (s *Service) loadUpload(ctx context.Context, id int64) (u *uploadRow, err error) {
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		u, err = uploadByID(tx, id, false)
		if err == nil && u == nil {
			err = errUploadNotFound
		}
		return err
	})
	return u, err
}

func parseParts(raw string) []storage.Part {
	var ps []storage.Part
	_ = json.Unmarshal([]byte(raw), &ps)
	return ps
}

type counter struct {
	r io.Reader
	n int64
}

func (c *counter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// PutChunk stores the chunk at offset (body: exactly the chunk's bytes; contentLength -1 when not
// announced). The first chunk's content decides the kind: a refused kind cancels the upload.
func (s *Service) PutChunk(ctx context.Context, a Actor, id, offset, contentLength int64, body io.Reader) (Upload, error) {
	u, err := s.loadUpload(ctx, id)
	if err != nil {
		return Upload{}, err
	}
	if u.Status != UploadOpen {
		return u.upload(), errNotOpen
	}
	if offset != u.ReceivedBytes {
		return u.upload(), &OffsetError{Upload: u.upload()}
	}
	want := min(int64(u.ChunkSize), u.SizeBytes-offset)
	if contentLength >= 0 && contentLength != want {
		return u.upload(), fault.E(fault.Invalid, fmt.Sprintf("The chunk must be %d bytes", want))
	}
	r := io.Reader(body)
	if u.Kind == nil || u.MultipartID == "" {
		br := bufio.NewReaderSize(body, SniffLen)
		head, _ := br.Peek(int(min(want, SniffLen)))
		if int64(len(head)) < min(want, SniffLen) {
			return u.upload(), errCutShort
		}
		f, err := Sniff(u.FileName, head, want == u.SizeBytes && int64(len(head)) == want)
		if err != nil {
			_ = s.refuse(ctx, a, u, err)
			return u.upload(), err
		}
		mp, err := s.Files.BeginParts(ctx, u.StorageKey, f.ContentType)
		if err != nil {
			return Upload{}, err
		}
		if err := s.run(ctx, func(tx *gorm.DB) error { return setUploadFormat(tx, u.ID, f, mp) }); err != nil {
			_ = s.Files.AbortParts(ctx, u.StorageKey, mp)
			return Upload{}, err
		}
		u.MultipartID = mp
		r = br
	}
	cr := &counter{r: r}
	part, err := s.Files.PutPart(ctx, u.StorageKey, u.MultipartID, int(offset/int64(u.ChunkSize))+1, cr, want)
	if err != nil {
		if cr.n < want || errors.Is(err, storage.ErrShort) {
			return u.upload(), errCutShort
		}
		return Upload{}, err
	}
	if extra, _ := io.ReadFull(body, make([]byte, 1)); extra > 0 {
		return u.upload(), fault.E(fault.Invalid, fmt.Sprintf("The chunk must be %d bytes", want))
	}
	var out Upload
	err = s.run(ctx, func(tx *gorm.DB) error {
		cur, err := uploadByID(tx, id, true)
		if err != nil {
			return err
		}
		if cur.Status != UploadOpen {
			return errNotOpen
		}
		if cur.ReceivedBytes != offset {
			return &OffsetError{Upload: cur.upload()}
		}
		parts := []storage.Part{}
		for _, p := range parseParts(cur.Parts) {
			if p.N != part.N {
				parts = append(parts, p)
			}
		}
		raw, _ := json.Marshal(append(parts, part))
		if err := setUploadReceived(tx, id, offset+want, string(raw)); err != nil {
			return err
		}
		cur.ReceivedBytes = offset + want
		out = cur.upload()
		return nil
	})
	var oe *OffsetError
	if errors.As(err, &oe) {
		return oe.Upload, err
	}
	return out, err
}

// refuse cancels an upload whose content is not allowed, removing what it sent.
func (s *Service) refuse(ctx context.Context, a Actor, u *uploadRow, why error) error {
	if u.MultipartID != "" {
		_ = s.Files.AbortParts(ctx, u.StorageKey, u.MultipartID)
	}
	return s.run(ctx, func(tx *gorm.DB) error {
		if err := setUploadStatus(tx, u.ID, UploadCancelled, nil); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(EventUploadRefused, map[string]any{"uploadId": u.ID, "fileName": u.FileName, "reason": why.Error()}))
	})
}

// CompleteUpload joins the parts into the file and writes its media row (and the upload's
// completed status) in one transaction; audio and video are queued for the probe.
func (s *Service) CompleteUpload(ctx context.Context, a Actor, id int64) (it Item, err error) {
	u, err := s.loadUpload(ctx, id)
	if err != nil {
		return Item{}, err
	}
	if u.Status != UploadOpen {
		return Item{}, errNotOpen
	}
	if u.ReceivedBytes != u.SizeBytes || u.Kind == nil {
		return Item{}, fault.E(fault.Conflict, fmt.Sprintf("The upload is not complete: %d of %d bytes", u.ReceivedBytes, u.SizeBytes))
	}
	if err := s.Files.CompleteParts(ctx, u.StorageKey, u.MultipartID, parseParts(u.Parts)); err != nil {
		// A retry after a failure past this point finds the object already whole.
		if info, serr := s.Files.Stat(ctx, u.StorageKey); serr != nil || info.Size != u.SizeBytes {
			return Item{}, err
		}
	}
	f := Format{Kind: *u.Kind, Extension: u.Extension, ContentType: u.ContentType}
	var w, h *int
	if f.Kind == KindImage {
		w, h = s.imageSize(ctx, u.StorageKey, f.Extension, min(u.SizeBytes, ChunkSize))
	}
	err = s.run(ctx, func(tx *gorm.DB) error {
		cur, err := uploadByID(tx, id, true)
		if err != nil {
			return err
		}
		if cur.Status != UploadOpen {
			return errNotOpen
		}
		mid, err := insertItem(tx, newItem{Token: u.Token, Kind: f.Kind, Title: defaultTitle(u.Title, u.FileName), FileName: u.FileName,
			Extension: f.Extension, ContentType: f.ContentType, StorageKey: u.StorageKey, Status: initialStatus(f.Kind),
			SizeBytes: u.SizeBytes, Width: w, Height: h, GroupID: cur.GroupID, SeriesID: cur.SeriesID, CreatedBy: a.ID})
		if err != nil {
			return err
		}
		if err := setUploadStatus(tx, id, UploadCompleted, &mid); err != nil {
			return err
		}
		if err := audit.Write(tx, a.Audit(EventUploadComplete, map[string]any{"uploadId": id, "mediaId": mid, "fileName": u.FileName})); err != nil {
			return err
		}
		it, err = Require(tx, mid)
		return err
	})
	if err != nil {
		return Item{}, err
	}
	s.probe(ctx, it)
	return it, nil
}

func initialStatus(kind string) string {
	if kind == KindAudio || kind == KindVideo {
		return StatusProcessing
	}
	return StatusReady
}

func (s *Service) probe(ctx context.Context, it Item) {
	if it.Status != StatusProcessing || s.Jobs == nil {
		return
	}
	if err := s.Jobs.EnqueueWordMediaProbe(ctx, jobs.WordMediaProbe{Tenant: jobs.In(churchID(ctx)), MediaID: it.ID}); err != nil {
		slog.WarnContext(ctx, "word media: probe not queued", "mediaId", it.ID, "err", err)
	}
}

// imageSize reads an image's size from its stored start (an SVG is read whole: at most a chunk).
func (s *Service) imageSize(ctx context.Context, key, ext string, n int64) (*int, *int) {
	if ext != "svg" {
		n = min(n, SniffLen)
	}
	rc, err := s.Files.OpenRange(ctx, key, 0, n)
	if err != nil {
		return nil, nil
	}
	defer rc.Close()
	head, _ := io.ReadAll(rc)
	return sizeOf(head, ext)
}

func sizeOf(head []byte, ext string) (*int, *int) {
	w, h, ok := ImageSize(head, ext)
	if !ok {
		return nil, nil
	}
	return &w, &h
}

// CancelUpload ends an open upload: its parts are removed and no media row is made.
func (s *Service) CancelUpload(ctx context.Context, a Actor, id int64) (out Upload, err error) {
	var u *uploadRow
	err = s.run(ctx, func(tx *gorm.DB) error {
		if u, err = uploadByID(tx, id, true); err != nil || u == nil {
			return errors.Join(err, ifNot(u != nil, errUploadNotFound))
		}
		if u.Status != UploadOpen {
			return errNotOpen
		}
		if err := setUploadStatus(tx, id, UploadCancelled, nil); err != nil {
			return err
		}
		u.Status = UploadCancelled
		out = u.upload()
		return audit.Write(tx, a.Audit(EventUploadCancel, map[string]any{"uploadId": id, "fileName": u.FileName}))
	})
	if err != nil {
		return out, err
	}
	s.dropParts(ctx, u)
	return out, nil
}

func (s *Service) dropParts(ctx context.Context, u *uploadRow) {
	if u.MultipartID != "" {
		if err := s.Files.AbortParts(ctx, u.StorageKey, u.MultipartID); err != nil {
			slog.WarnContext(ctx, "word upload: parts left behind", "uploadId", u.ID, "err", err)
		}
	}
	_ = s.Files.Delete(ctx, u.StorageKey)
}

// ExpireIdle ends the church's open uploads untouched for 24 hours (the worker's hourly sweep).
func (s *Service) ExpireIdle(ctx context.Context) (int, error) {
	var ids []int64
	if err := s.run(ctx, func(tx *gorm.DB) (err error) { ids, err = IdleUploads(tx, 24); return err }); err != nil {
		return 0, err
	}
	n := 0
	for _, id := range ids {
		var u *uploadRow
		err := s.run(ctx, func(tx *gorm.DB) (err error) {
			if u, err = uploadByID(tx, id, true); err != nil || u == nil || u.Status != UploadOpen {
				u = nil
				return err
			}
			if err := setUploadStatus(tx, id, UploadExpired, nil); err != nil {
				return err
			}
			return audit.Write(tx, Actor{}.Audit(EventUploadExpire, map[string]any{"uploadId": id, "fileName": u.FileName}))
		})
		if err != nil {
			return n, err
		}
		if u != nil {
			s.dropParts(ctx, u)
			n++
		}
	}
	return n, nil
}

var chunkPool = sync.Pool{New: func() any { b := make([]byte, ChunkSize); return &b }}

// UploadStream stores a whole file read from r (the simple multipart upload: its size unknown in
// advance) a chunk at a time, never more than one chunk in memory, and writes its media row.
func (s *Service) UploadStream(ctx context.Context, a Actor, fileName string, r io.Reader, m Meta) (Item, error) {
	var maxMB int
	if err := s.run(ctx, func(tx *gorm.DB) (err error) {
		if maxMB, err = maxUploadMB(tx); err != nil {
			return err
		}
		return checkPlace(tx, m.GroupID, m.SeriesID)
	}); err != nil {
		return Item{}, err
	}
	bp := chunkPool.Get().(*[]byte)
	defer chunkPool.Put(bp)
	buf := *bp
	n, rerr := io.ReadFull(r, buf)
	if rerr != nil && rerr != io.EOF && rerr != io.ErrUnexpectedEOF {
		return Item{}, errCutShort
	}
	if n == 0 {
		return Item{}, fault.E(fault.Invalid, MsgEmpty)
	}
	last := rerr != nil
	f, err := Sniff(fileName, buf[:min(n, SniffLen)], last)
	if err != nil {
		return Item{}, err
	}
	var w, h *int
	if f.Kind == KindImage {
		w, h = sizeOf(buf[:n], f.Extension)
	}
	token := newToken()
	key := objectKey(token, fileName)
	sum := sha256.New()
	size, limit := int64(0), int64(maxMB)*mib
	if last {
		sum.Write(buf[:n])
		size = int64(n)
		if size > limit {
			return Item{}, TooLarge(maxMB)
		}
		if err := s.Files.PutStream(ctx, key, f.ContentType, bytes.NewReader(buf[:n]), size); err != nil {
			return Item{}, err
		}
	} else {
		mp, err := s.Files.BeginParts(ctx, key, f.ContentType)
		if err != nil {
			return Item{}, err
		}
		var parts []storage.Part
		for n > 0 {
			size += int64(n)
			if size > limit {
				_ = s.Files.AbortParts(ctx, key, mp)
				return Item{}, TooLarge(maxMB)
			}
			sum.Write(buf[:n])
			p, err := s.Files.PutPart(ctx, key, mp, len(parts)+1, bytes.NewReader(buf[:n]), int64(n))
			if err != nil {
				_ = s.Files.AbortParts(ctx, key, mp)
				return Item{}, err
			}
			parts = append(parts, p)
			if rerr != nil {
				break
			}
			n, rerr = io.ReadFull(r, buf)
			if rerr != nil && rerr != io.EOF && rerr != io.ErrUnexpectedEOF {
				_ = s.Files.AbortParts(ctx, key, mp)
				return Item{}, errCutShort
			}
		}
		if err := s.Files.CompleteParts(ctx, key, mp, parts); err != nil {
			_ = s.Files.AbortParts(ctx, key, mp)
			return Item{}, err
		}
	}
	var it Item
	err = s.run(ctx, func(tx *gorm.DB) error {
		mid, err := insertItem(tx, newItem{Token: token, Kind: f.Kind, Title: defaultTitle(m.Title, fileName), FileName: fileName,
			Extension: f.Extension, ContentType: f.ContentType, StorageKey: key, SHA256: hex.EncodeToString(sum.Sum(nil)),
			Status: initialStatus(f.Kind), SizeBytes: size, Width: w, Height: h, GroupID: m.GroupID, SeriesID: m.SeriesID, CreatedBy: a.ID})
		if err != nil {
			return err
		}
		if err := audit.Write(tx, a.Audit(EventMediaUpload, map[string]any{"mediaId": mid, "fileName": fileName, "sizeBytes": size})); err != nil {
			return err
		}
		it, err = Require(tx, mid)
		return err
	})
	if err != nil {
		_ = s.Files.Delete(ctx, key)
		return Item{}, err
	}
	s.probe(ctx, it)
	return it, nil
}

// FileByToken is the item a public file address names (nil: none).
func (s *Service) FileByToken(ctx context.Context, token string) (it *Item, err error) {
	if !tokenRule.MatchString(token) {
		return nil, nil
	}
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		it, err = itemByToken(tx, token)
		return err
	})
	return it, err
}

//go:build bench

package mediaapi_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"congregate/internal/platform/storage"
	tt "congregate/tenantapi/tenanttest"
	"congregate/tenantapi/word/media"
)

// wavAt is a reader of the bytes [off, off+n) of a size-byte WAV whose samples are a pattern: any
// part of a 500 MB file is made on the fly, so the client side holds none of it.
type wavAt struct {
	head     []byte
	off, end int64
}

func newWavAt(size, off, n int64) *wavAt { return &wavAt{head: wav(44), off: off, end: off + n} }

func (w *wavAt) Read(p []byte) (int, error) {
	if w.off >= w.end {
		return 0, io.EOF
	}
	n := int(min(int64(len(p)), w.end-w.off))
	for i := 0; i < n; i++ {
		pos := w.off + int64(i)
		if pos < 44 {
			p[i] = w.head[pos]
		} else {
			p[i] = byte(pos * 7)
		}
	}
	w.off += int64(n)
	return n, nil
}

// sampler keeps the highest Go heap in use and resident set size seen.
type sampler struct {
	mu        sync.Mutex
	heap, rss uint64
	stop      chan struct{}
	done      chan struct{}
}

func rssBytes() uint64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb * 1024
		}
	}
	return 0
}

func rchar() uint64 {
	b, _ := os.ReadFile("/proc/self/io")
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "rchar: "); ok {
			n, _ := strconv.ParseUint(v, 10, 64)
			return n
		}
	}
	return 0
}

func sample() *sampler {
	s := &sampler{stop: make(chan struct{}), done: make(chan struct{})}
	runtime.GC()
	go func() {
		defer close(s.done)
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			r := rssBytes()
			s.mu.Lock()
			s.heap, s.rss = max(s.heap, m.HeapInuse), max(s.rss, r)
			s.mu.Unlock()
			select {
			case <-s.stop:
				return
			case <-t.C:
			}
		}
	}()
	return s
}

func (s *sampler) end() (heapMB, rssMB float64) {
	close(s.stop)
	<-s.done
	return float64(s.heap) / (1 << 20), float64(s.rss) / (1 << 20)
}

func send(e *tt.Env, method, path, token, ct string, body io.Reader, n int64, headers map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, body)
	req.ContentLength = n
	req.Host = tt.Host(e.Alpha)
	req.Header.Set("Content-Type", ct)
	req.Header.Set("Authorization", "Bearer "+token)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	return w
}

// TestBenchWordUploads: a 500 MB file through the chunked upload and through the simple multipart
// upload to local storage with the process's heap and RSS sampled (limit 100 MB), and byte
// ranges of a 200 MB file (time and bytes read per request). BENCH_WORD_SIZE_MB changes 500.
func TestBenchWordUploads(t *testing.T) {
	e := tt.New(t)
	admin := e.Login(e.Alpha, "admin@alpha.test")
	sizeMB := int64(500)
	if v, err := strconv.ParseInt(os.Getenv("BENCH_WORD_SIZE_MB"), 10, 64); err == nil && v > 0 {
		sizeMB = v
	}
	size := sizeMB << 20
	var out []string

	// Chunked.
	s := sample()
	start := time.Now()
	r := e.Post(e.Alpha, "/api/word/uploads/create", admin, map[string]any{"fileName": "big.wav", "sizeBytes": size})
	if r.Status != 201 {
		t.Fatalf("create: %d %s", r.Status, r.Raw)
	}
	id := int64(r.D["id"].(float64))
	for off := int64(0); off < size; off += media.ChunkSize {
		n := min(media.ChunkSize, size-off)
		w := send(e, http.MethodPut, fmt.Sprintf("/api/word/uploads/%d/chunk", id), admin, "application/octet-stream",
			newWavAt(size, off, n), n, map[string]string{"Upload-Offset": fmt.Sprint(off)})
		if w.Code != 200 {
			t.Fatalf("chunk at %d: %d %s", off, w.Code, w.Body.String())
		}
	}
	if r = e.Post(e.Alpha, "/api/word/uploads/complete", admin, map[string]any{"id": id}); r.Status != 201 {
		t.Fatalf("complete: %d %s", r.Status, r.Raw)
	}
	heap, rss := s.end()
	el := time.Since(start)
	out = append(out, fmt.Sprintf("| chunked upload (8 MiB chunks) | %d MB | %.1f s (%.0f MB/s) | %.0f MB | %.0f MB |", sizeMB, el.Seconds(), float64(sizeMB)/el.Seconds(), heap, rss))
	if heap > 100 || rss > 100 {
		t.Errorf("chunked upload: heap %.0f MB, RSS %.0f MB (limit 100)", heap, rss)
	}

	// Simple multipart, streamed through a pipe.
	s = sample()
	start = time.Now()
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		_ = mw.WriteField("title", "Big upload")
		fw, _ := mw.CreateFormFile("file", "big2.wav")
		_, _ = io.Copy(fw, newWavAt(size, 0, size))
		_ = mw.Close()
		_ = pw.Close()
	}()
	w := send(e, http.MethodPost, "/api/word/media/upload", admin, mw.FormDataContentType(), pr, -1, nil)
	if w.Code != 201 {
		t.Fatalf("multipart: %d %s", w.Code, w.Body.String())
	}
	heap, rss = s.end()
	el = time.Since(start)
	out = append(out, fmt.Sprintf("| simple multipart `media/upload` | %d MB | %.1f s (%.0f MB/s) | %.0f MB | %.0f MB |", sizeMB, el.Seconds(), float64(sizeMB)/el.Seconds(), heap, rss))
	if heap > 100 || rss > 100 {
		t.Errorf("multipart upload: heap %.0f MB, RSS %.0f MB (limit 100)", heap, rss)
	}

	// Ranges of a 200 MB file.
	const rangeSize = int64(200 << 20)
	files := storage.Local{Dir: e.Files}
	if err := files.PutStream(context.Background(), "word/media/rangetoken000000001.wav", "audio/wav", newWavAt(rangeSize, 0, rangeSize), rangeSize); err != nil {
		t.Fatal(err)
	}
	e.Exec(e.Alpha, `INSERT INTO word_media (token, kind, title, file_name, extension, content_type, size_bytes, storage_key, status)
		VALUES ('rangetoken000000001', 'audio', 'Range', 'r.wav', 'wav', 'audio/wav', ?, 'word/media/rangetoken000000001.wav', 'ready')`, rangeSize)
	rows := []string{}
	for _, span := range []int64{1 << 10, 1 << 20} {
		var times []time.Duration
		var read uint64
		const n = 50
		for i := 0; i < n; i++ {
			off := (int64(i) * 7919 * 4099) % (rangeSize - span)
			before := rchar()
			t0 := time.Now()
			w := send(e, http.MethodGet, "/api/word/files/rangetoken000000001.wav", "", "", nil, 0,
				map[string]string{"Range": fmt.Sprintf("bytes=%d-%d", off, off+span-1)})
			times = append(times, time.Since(t0))
			read += rchar() - before
			if w.Code != 206 || int64(w.Body.Len()) != span || !bytes.Equal(w.Body.Bytes()[:4], expectAt(off, 4)) {
				t.Fatalf("range: %d %d bytes", w.Code, w.Body.Len())
			}
		}
		sort.Slice(times, func(a, b int) bool { return times[a] < times[b] })
		rows = append(rows, fmt.Sprintf("| %s of a 200 MB file | %d | %.2f ms | %.2f ms | %.0f kB |", human(span), n,
			float64(times[n/2].Microseconds())/1000, float64(times[n*99/100].Microseconds())/1000, float64(read)/n/1024))
	}
	report := "| upload | size | time | peak Go heap in use | peak RSS |\n|---|---|---|---|---|\n" + strings.Join(out, "\n") +
		"\n\n| range request | requests | p50 | p99 | bytes read per request (rchar) |\n|---|---|---|---|---|\n" + strings.Join(rows, "\n") + "\n"
	t.Log("\n" + report)
	if p := os.Getenv("BENCH_WORD_OUT"); p != "" {
		_ = os.WriteFile(p, []byte(report), 0o644)
	}
	_ = json.Marshal
}

func expectAt(off, n int64) []byte {
	b := make([]byte, n)
	_, _ = io.ReadFull(newWavAt(0, off, n), b)
	return b
}

func human(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d KiB", n>>10)
}

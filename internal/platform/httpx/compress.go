package httpx

import (
	"compress/gzip"
	"mime"
	"net/http"
	"sync"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/static"
)

// CompressMin is the size from which a JSON answer is gzipped: below it the saving is less than
// a packet and not worth the CPU.
const CompressMin = 1024

// gzip level 1: lists are a few hundred kB at most and JSON shrinks 5-8x even at the fastest
// level; the higher levels cost several times the CPU for a few percent more.
var gzipWriters = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed)
	return w
}}

// CompressJSON gzips JSON answers of CompressMin bytes or more for clients that accept gzip, on
// both hosts. Anything else passes through untouched: downloads (CSV, XLSX, PDF, images), files
// the static server already sent with a Content-Encoding, answers whose headers are already out,
// and streams (a Flush before the answer reached CompressMin sends it as it is). Headers set by
// other middlewares (Cache-Control: no-store, the security headers) are kept.
func CompressJSON() gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.Request.Method == http.MethodHead {
			c.Next()
			return
		}
		w := &jsonGzipWriter{ResponseWriter: c.Writer, accepts: static.Negotiate(c.GetHeader("Accept-Encoding"), "gzip") == "gzip"}
		c.Writer = w
		defer func() {
			w.finish()
			c.Writer = w.ResponseWriter // a panic answer written after us goes straight out
		}()
		c.Next()
	}
}

type gzipMode int

const (
	undecided gzipMode = iota
	passthrough
	compressing
)

type jsonGzipWriter struct {
	gin.ResponseWriter
	accepts bool
	mode    gzipMode
	buf     []byte
	gz      *gzip.Writer
}

// eligible: a JSON answer whose headers are not out yet and that nobody encoded already.
func (w *jsonGzipWriter) eligible() bool {
	if w.ResponseWriter.Written() || w.Header().Get("Content-Encoding") != "" {
		return false
	}
	switch w.Status() {
	case http.StatusNoContent, http.StatusNotModified:
		return false
	}
	mt, _, err := mime.ParseMediaType(w.Header().Get("Content-Type"))
	return err == nil && (mt == "application/json" || mt == "application/problem+json")
}

func (w *jsonGzipWriter) Write(p []byte) (int, error) {
	switch w.mode {
	case passthrough:
		return w.ResponseWriter.Write(p)
	case compressing:
		return w.gz.Write(p)
	}
	if !w.eligible() {
		w.mode = passthrough
		return w.ResponseWriter.Write(p)
	}
	w.buf = append(w.buf, p...)
	if len(w.buf) >= CompressMin {
		if err := w.decide(); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

func (w *jsonGzipWriter) WriteString(s string) (int, error) { return w.Write([]byte(s)) }

// Written counts buffered bytes: an error path must not write a second answer after them.
func (w *jsonGzipWriter) Written() bool { return len(w.buf) > 0 || w.ResponseWriter.Written() }

// decide is reached with CompressMin bytes of JSON buffered: the answer varies by Accept-Encoding
// from here on, whether this client gets gzip or not.
func (w *jsonGzipWriter) decide() error {
	h := w.Header()
	static.AddVary(h, "Accept-Encoding")
	buf := w.buf
	w.buf = nil
	if !w.accepts {
		w.mode = passthrough
		_, err := w.ResponseWriter.Write(buf)
		return err
	}
	h.Set("Content-Encoding", "gzip")
	h.Del("Content-Length")
	w.mode = compressing
	w.gz = gzipWriters.Get().(*gzip.Writer)
	w.gz.Reset(w.ResponseWriter)
	_, err := w.gz.Write(buf)
	return err
}

// Flush sends what is buffered: a stream is not held back to be compressed.
func (w *jsonGzipWriter) Flush() {
	switch w.mode {
	case undecided:
		w.release()
	case compressing:
		_ = w.gz.Flush()
	}
	w.ResponseWriter.Flush()
}

// release sends a short answer (or the start of a stream) as it is.
func (w *jsonGzipWriter) release() {
	w.mode = passthrough
	if len(w.buf) > 0 {
		buf := w.buf
		w.buf = nil
		_, _ = w.ResponseWriter.Write(buf)
	}
}

func (w *jsonGzipWriter) finish() {
	switch w.mode {
	case undecided:
		w.release()
	case compressing:
		_ = w.gz.Close()
		w.gz.Reset(nil)
		gzipWriters.Put(w.gz)
		w.gz = nil
		w.mode = passthrough
	}
}

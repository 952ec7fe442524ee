// Package static serves the built web apps (the console on church hosts, onboarding-web on the
// onboarding hosts) the one way: the build's precompressed variants (file.br, file.gz, written by
// scripts/vite-precompress.mts) chosen by Accept-Encoding, long-lived caching for the hashed files
// under /assets/ and revalidation (ETag, Last-Modified, 304) for everything else.
package static

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// Cache-Control values: Vite puts a content hash in every name under /assets/, so those never
// change; index.html, the service worker and the favicon keep their names and are revalidated.
const (
	Immutable   = "public, max-age=31536000, immutable"
	Revalidated = "no-cache"
)

// variants are the precompressed siblings the build writes, in the server's order of preference.
var variants = []struct{ coding, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// Files is one built app's directory (Vite's dist).
type Files struct {
	Dir string
}

// Clean is the request path as a path inside the directory: rooted, with no "." or ".."
// segment, so it cannot leave it. ok is false for a hidden segment (".vite" holds the build
// manifest; dotfiles are never served).
func Clean(urlPath string) (name string, ok bool) {
	name = path.Clean("/" + urlPath)
	if strings.Contains(name, "/.") || strings.ContainsRune(name, 0) || strings.Contains(name, "\\") {
		return "", false
	}
	return name, true
}

// Serve answers the request with the file its path names and reports whether one existed;
// directories and hidden files do not count. HEAD is answered like GET without the body.
func (f Files) Serve(w http.ResponseWriter, r *http.Request, urlPath string) bool {
	name, ok := Clean(urlPath)
	if !ok {
		return false
	}
	full := filepath.Join(f.Dir, filepath.FromSlash(name))
	st, err := os.Stat(full)
	if err != nil || !st.Mode().IsRegular() {
		return false
	}

	h := w.Header()
	if ct := contentType(name); ct != "" {
		h.Set("Content-Type", ct)
	}
	h.Set("Cache-Control", cacheControl(name))

	offers := make([]string, 0, len(variants))
	found := map[string]os.FileInfo{}
	for _, v := range variants {
		if vs, err := os.Stat(full + v.suffix); err == nil && vs.Mode().IsRegular() {
			offers = append(offers, v.coding)
			found[v.coding] = vs
		}
	}
	coding := ""
	if len(offers) > 0 {
		AddVary(h, "Accept-Encoding")
		coding = Negotiate(r.Header.Get("Accept-Encoding"), offers...)
	}
	send, sendSt := full, st
	for _, v := range variants {
		if v.coding == coding {
			send, sendSt = full+v.suffix, found[coding]
			h.Set("Content-Encoding", coding)
		}
	}
	file, err := os.Open(send)
	if err != nil {
		h.Del("Content-Encoding")
		return false
	}
	defer file.Close()
	// One tag per representation: a cached gzip body is not the brotli one.
	h.Set("ETag", fmt.Sprintf(`"%x-%x%s"`, sendSt.Size(), sendSt.ModTime().UnixNano(), codingTag(coding)))
	http.ServeContent(w, r, name, st.ModTime(), file)
	return true
}

// Page answers a document built per request (the console's index.html with its <base>): no-cache,
// with an ETag of its bytes and Last-Modified of its source, so a revalidation answers 304.
func Page(w http.ResponseWriter, r *http.Request, body []byte, modified time.Time) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", Revalidated)
	sum := sha256.Sum256(body)
	h.Set("ETag", `"`+hex.EncodeToString(sum[:12])+`"`)
	http.ServeContent(w, r, "index.html", modified, bytes.NewReader(body))
}

func cacheControl(name string) string {
	if strings.HasPrefix(name, "/assets/") {
		return Immutable
	}
	return Revalidated
}

// contentType is the type of the original file, whichever variant is sent.
func contentType(name string) string {
	switch ext := path.Ext(name); ext {
	case ".webmanifest":
		return "application/manifest+json"
	case ".js", ".mjs":
		return "text/javascript; charset=utf-8" // not the system's mime table: some say application/x-javascript
	default:
		return mime.TypeByExtension(ext)
	}
}

func codingTag(coding string) string {
	if coding == "" {
		return ""
	}
	return "-" + coding
}

// AddVary adds a field to the Vary header once.
func AddVary(h http.Header, field string) {
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(f), field) {
				return
			}
		}
	}
	h.Add("Vary", field)
}

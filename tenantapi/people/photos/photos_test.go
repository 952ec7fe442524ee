package photos_test

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

func TestPhotos(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	id := e.AddPerson(tok, map[string]any{"firstName": "Phil", "lastName": "Photo"})
	ids := fmt.Sprintf("%d", id)
	pngData := pt.PNG(t)
	exe := append([]byte("MZ\x90\x00\x03\x00\x00\x00\x04\x00"), bytes.Repeat([]byte{0}, 200)...)
	cases := []struct {
		name   string
		data   []byte
		status int
		msg    string
	}{
		{"virus.exe", exe, 400, "Only JPEG, PNG or SVG images are allowed"},
		{"photo.png", exe, 400, "Only JPEG, PNG or SVG images are allowed"},          // a renamed executable
		{"photo.jpg", pngData, 400, "The file content does not match its extension"}, // a PNG called .jpg
		{"photo.png", []byte("\x89PNG\r\n\x1a\nnot really"), 400, "Only JPEG, PNG or SVG images are allowed"},
		{"photo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), 400, "SVG images with scripts are not allowed"},
		{"photo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`), 400, "SVG images with scripts are not allowed"},
		{"photo.svg", []byte(`<!DOCTYPE svg [<!ENTITY x "y">]><svg/>`), 400, "SVG images with a DOCTYPE are not allowed"},
		{"photo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><image href="http://evil.example/x.png"/></svg>`), 400, "SVG images must not load other files"},
		{"photo.pdf", []byte("%PDF-1.4"), 400, "Only JPEG, PNG or SVG images are allowed"},
		{"photo.png", pngData, 200, "Photo uploaded"},
		{"face.svg", []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle r="2" fill="#304FFF"/></svg>`), 200, "Photo uploaded"},
	}
	for _, c := range cases {
		r := e.Upload(e.Alpha, "/api/people/photo", tok, "photo", c.name, c.data, map[string]string{"id": ids})
		if r.Status != c.status || r.Msg != c.msg {
			t.Errorf("%s: got %d %q, want %d %q", c.name, r.Status, r.Msg, c.status, c.msg)
		}
	}
	pt.Expect(t, e.Upload(e.Alpha, "/api/people/photo", tok, "photo", "p.png", pngData, map[string]string{"id": "999999"}), 404, "Person not found")
	big := append(append([]byte{}, pngData...), bytes.Repeat([]byte{0}, 6<<20)...)
	pt.Expect(t, e.Upload(e.Alpha, "/api/people/photo", tok, "photo", "big.png", big, map[string]string{"id": ids}), 413, "")

	p := e.Post(e.Alpha, "/api/people/get", tok, map[string]any{"id": id}).M(t)
	url, _ := p["photoUrl"].(string)
	if p["hasPhoto"] != true || !strings.HasPrefix(url, "/api/people/photo/"+ids+"?v=") {
		t.Fatalf("photo url %q", url)
	}
	g := e.Do(e.Alpha, http.MethodGet, url, tok, "", nil)
	if g.Status != 200 || g.ContentType != "image/svg+xml" || !strings.Contains(g.Header.Get("Content-Security-Policy"), "sandbox") {
		t.Fatalf("download: %d %s %v", g.Status, g.ContentType, g.Header)
	}
	// The photo is the people key's: Finance cannot fetch it, nor anyone without a session.
	pt.Expect(t, e.Do(e.Alpha, http.MethodGet, url, e.Login(e.Alpha, "finance@alpha.test"), "", nil), 403, "You don't have permission to access this page")
	pt.Expect(t, e.Do(e.Alpha, http.MethodGet, url, "", "", nil), 401, "")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/photo/delete", tok, map[string]any{"id": id}), 200, "Photo removed")
	pt.Expect(t, e.Do(e.Alpha, http.MethodGet, url, tok, "", nil), 404, "Photo not found")
}

// The upload and the removal answer the person's record; the form's parts are checked first.
func TestPhotoAnswersAndForm(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	id := e.AddPerson(tok, map[string]any{"firstName": "Pia", "lastName": "Portrait", "email": "pia@example.org"})
	ids := fmt.Sprintf("%d", id)

	r := e.Upload(e.Alpha, "/api/people/photo", tok, "photo", "p.png", pt.PNG(t), map[string]string{"id": ids})
	pt.Expect(t, r, 200, "Photo uploaded")
	if m := r.M(t); m["id"] != float64(id) || m["fullName"] != "Pia Portrait" || m["hasPhoto"] != true ||
		!strings.HasPrefix(m["photoUrl"].(string), "/api/people/photo/"+ids+"?v=") {
		t.Fatalf("uploaded: %+v", m)
	}
	if g := e.Do(e.Alpha, http.MethodGet, "/api/people/photo/"+ids, tok, "", nil); g.Status != 200 || g.ContentType != "image/png" ||
		!bytes.Equal(g.Raw, pt.PNG(t)) || g.Header.Get("Cache-Control") != "private, max-age=86400" || g.Header.Get("Content-Security-Policy") == "" {
		t.Fatalf("png download: %d %s %v", g.Status, g.ContentType, g.Header)
	}
	r = e.Post(e.Alpha, "/api/people/photo/delete", tok, map[string]any{"id": id})
	if m := r.M(t); m["hasPhoto"] != false || m["photoUrl"] != "" || m["email"] != "pia@example.org" {
		t.Fatalf("removed: %+v", m)
	}
	// Removing a photo that is not there still answers the person.
	pt.Expect(t, e.Post(e.Alpha, "/api/people/photo/delete", tok, map[string]any{"id": id}), 200, "Photo removed")

	pt.Expect(t, e.Upload(e.Alpha, "/api/people/photo", tok, "file", "p.png", pt.PNG(t), map[string]string{"id": ids}), 400,
		"Send the photo as multipart form data in the field photo")
	for _, bad := range []string{"", "x", "0", "-4"} {
		pt.Expect(t, e.Upload(e.Alpha, "/api/people/photo", tok, "photo", "p.png", pt.PNG(t), map[string]string{"id": bad}), 400, "id must be a person id")
	}
	pt.Expect(t, e.Do(e.Alpha, http.MethodGet, "/api/people/photo/abc", tok, "", nil), 404, "Photo not found")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/photo/delete", tok, map[string]any{"id": 999999}), 404, "Person not found")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/photo/delete", e.Login(e.Alpha, "finance@alpha.test"), map[string]any{"id": id}), 403, "")
}

// Church bravo reaches none of alpha's photos: its ids are alpha's people, so every call answers
// 404 and alpha's photo stays.
func TestPhotosOfAnotherChurch(t *testing.T) {
	e := pt.New(t)
	aTok := e.Login(e.Alpha, "people@alpha.test")
	id := e.AddPerson(aTok, map[string]any{"firstName": "Al", "lastName": "Pha"})
	ids := fmt.Sprintf("%d", id)
	pt.Expect(t, e.Upload(e.Alpha, "/api/people/photo", aTok, "photo", "p.png", pt.PNG(t), map[string]string{"id": ids}), 200, "Photo uploaded")

	bTok := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Do(e.Bravo, http.MethodGet, "/api/people/photo/"+ids, bTok, "", nil), 404, "Photo not found")
	pt.Expect(t, e.Upload(e.Bravo, "/api/people/photo", bTok, "photo", "p.png", pt.PNG(t), map[string]string{"id": ids}), 404, "Person not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/people/photo/delete", bTok, map[string]any{"id": id}), 404, "Person not found")
	if n := e.Count(e.Alpha, `SELECT count(*) FROM person_photos WHERE person_id = `+ids); n != 1 {
		t.Fatalf("alpha's photo: %d rows", n)
	}
	if n := e.Count(e.Bravo, `SELECT count(*) FROM person_photos`); n != 0 {
		t.Fatalf("bravo has %d photos", n)
	}
}

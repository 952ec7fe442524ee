package media_test

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"strconv"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

func jpg(t *testing.T, w, h int) []byte {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, image.NewRGBA(image.Rect(0, 0, w, h)), nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func gifBytes(t *testing.T) []byte {
	var b bytes.Buffer
	if err := gif.Encode(&b, image.NewPaletted(image.Rect(0, 0, 3, 2), color.Palette{color.Black, color.White}), nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func wav() []byte {
	b := []byte("RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x40\x1f\x00\x00\x80\x3e\x00\x00\x02\x00\x10\x00data\x00\x00\x00\x00")
	return b
}

func TestMediaVault(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	up := func(filename string, data []byte, name string) pt.Resp {
		t.Helper()
		fields := map[string]string{}
		if name != "" {
			fields["name"] = name
		}
		return e.Upload(e.Alpha, "/api/communications/media/upload", ann, "file", filename, data, fields)
	}
	r := up("sunrise.jpg", jpg(t, 40, 30), "Easter sunrise")
	pt.Expect(t, r, 201, "File uploaded")
	m := r.M(t)
	if m["kind"] != "image" || m["contentType"] != "image/jpeg" || m["width"] != 40.0 || m["height"] != 30.0 || m["mmsCapable"] != true || m["name"] != "Easter sunrise" {
		t.Fatalf("uploaded %+v", m)
	}
	jpgID, jpgURL := m["id"].(float64), m["url"].(string)

	// Kinds by content.
	mp3 := append([]byte{0xFF, 0xFB, 0x90, 0x64}, make([]byte, 400)...)
	for _, c := range []struct {
		file, kind, ct string
		data           []byte
	}{
		{"logo.png", "image", "image/png", pt.PNG(t)},
		{"anim.gif", "image", "image/gif", gifBytes(t)},
		{"hymn.mp3", "audio", "audio/mpeg", mp3},
		{"tagged.mp3", "audio", "audio/mpeg", append([]byte("ID3\x03\x00\x00\x00\x00\x00\x00"), mp3...)},
		{"greeting.wav", "audio", "audio/wav", wav()},
		{"chant.ogg", "audio", "audio/ogg", append([]byte("OggS\x00\x02"), make([]byte, 60)...)},
		{"clip.mp4", "video", "video/mp4", append([]byte("\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom"), make([]byte, 40)...)},
		{"bulletin.pdf", "document", "application/pdf", []byte("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n")},
		{"noext", "document", "application/pdf", []byte("%PDF-1.7\n")},
	} {
		r := up(c.file, c.data, "")
		pt.Expect(t, r, 201, "")
		if m := r.M(t); m["kind"] != c.kind || m["contentType"] != c.ct || m["name"] != c.file {
			t.Errorf("%s: %+v", c.file, m)
		}
	}

	// Refused by content: text called .jpg, a faked JPEG header, HTML, an executable; a PNG called .pdf.
	kindMsg := "Only images (JPEG, PNG, GIF, WebP), audio (MP3, WAV, OGG), MP4 video or PDF files are allowed"
	pt.Expect(t, up("photo.jpg", []byte("just some text, not a photo"), ""), 400, kindMsg)
	pt.Expect(t, up("fake.jpg", append([]byte{0xFF, 0xD8, 0xFF, 0xE0}, []byte("garbage")...), ""), 400, kindMsg)
	pt.Expect(t, up("page.html", []byte("<html><script>alert(1)</script></html>"), ""), 400, kindMsg)
	pt.Expect(t, up("tool.exe", []byte("MZ\x90\x00\x03\x00\x00\x00"), ""), 400, kindMsg)
	pt.Expect(t, up("empty.png", []byte{}, ""), 400, "")
	pt.Expect(t, up("logo.pdf", pt.PNG(t), ""), 400, "The file content does not match its extension")
	pt.Expect(t, up("x.jpg", jpg(t, 2, 2), strings.Repeat("n", 201)), 400, "A name must be at most 200 characters")
	// Over 25 MB.
	big := append(jpg(t, 2, 2), make([]byte, 25<<20)...)
	pt.Expect(t, up("big.jpg", big, ""), 413, "")
	// An image over 5 MB is kept but not for MMS.
	large := append([]byte("%PDF-1.4\n"), make([]byte, 6<<20)...)
	if m := up("large.pdf", large, "").M(t); m["mmsCapable"] != false {
		t.Fatalf("a PDF is MMS-capable: %+v", m)
	}
	if n := e.Count(e.Alpha, `SELECT count(*) FROM media_vault`); n != 11 {
		t.Fatalf("vault rows %d", n)
	}

	// The list, by kind.
	r = e.Post(e.Alpha, "/api/communications/media/list", ann, map[string]any{"kind": "audio"})
	pt.Expect(t, r, 200, "Media")
	var page struct {
		Total int64
		Items []struct{ Name, URL string }
	}
	r.Decode(t, &page)
	if page.Total != 4 || page.Items[0].Name != "chant.ogg" {
		t.Fatalf("audio %+v", page)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/communications/media/list", ann, map[string]any{"kind": "text"}), 400, "Kind must be image, audio, video or document")

	// The signed file: no session, its type; a wrong token or another church's host is 404.
	w := e.Raw(e.Alpha, jpgURL, "")
	if w.Code != 200 || w.Header().Get("Content-Type") != "image/jpeg" || !bytes.Equal(w.Body.Bytes(), jpg(t, 40, 30)) {
		t.Fatalf("file %d %s", w.Code, w.Header().Get("Content-Type"))
	}
	if w := e.Raw(e.Alpha, jpgURL[:len(jpgURL)-3]+"abc", ""); w.Code != 404 {
		t.Fatalf("bad token %d", w.Code)
	}
	if w := e.Raw(e.Bravo, jpgURL, ""); w.Code != 404 {
		t.Fatalf("alpha's file on bravo %d", w.Code)
	}

	// Delete: refused while a scheduled message uses it; allowed once it is sent.
	e.Exec(e.Alpha, `INSERT INTO communications (channel, idempotency_key, body, status, media_id, scheduled_at) VALUES ('mms', 'm1', 'hi', 'scheduled', ?, now() + interval '1 day')`, int64(jpgID))
	del := func(c string) pt.Resp {
		return e.Multipart(e.Alpha, "/api/communications/media/delete", ann, [][2]string{{"payload", c}})
	}
	pt.Expect(t, del(`{"id": `+ftoa(jpgID)+`}`), 409, "This file is used by a scheduled message; change or delete that message first")
	e.Exec(e.Alpha, `UPDATE communications SET status = 'sent' WHERE idempotency_key = 'm1'`)
	pt.Expect(t, del(`{"id": `+ftoa(jpgID)+`}`), 200, "File deleted")
	pt.Expect(t, del(`{"id": `+ftoa(jpgID)+`}`), 404, "Media not found")
	pt.Expect(t, del(`{"nope": 1}`), 400, "Send payload as JSON with the id of the file")
	if w := e.Raw(e.Alpha, jpgURL, ""); w.Code != 404 {
		t.Fatalf("deleted file still served: %d", w.Code)
	}
	var mediaID *int64
	e.Scan(e.Alpha, `SELECT media_id FROM communications WHERE idempotency_key = 'm1'`, &mediaID)
	if mediaID != nil {
		t.Fatal("the sent message still points at the deleted file")
	}

	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/communications/media/list", fin, map[string]any{}), 403, "")
}

func ftoa(f float64) string { return strconv.FormatInt(int64(f), 10) }

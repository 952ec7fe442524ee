package branding_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

func pngOf(t *testing.T, w int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, 10))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// A logo's file lives exactly as long as its row: a replaced or deleted logo's file goes, and an
// upload whose database write fails leaves no file behind (nor a row pointing at nothing).
func TestLogoFilesFollowTheirRows(t *testing.T) {
	e := pt.New(t)
	dir := e.Files
	tok := e.Login(e.Alpha, "admin@alpha.test")
	files := func() []string {
		t.Helper()
		names, err := filepath.Glob(filepath.Join(dir, "org", fmt.Sprint(e.Alpha.ID), "*"))
		if err != nil {
			t.Fatal(err)
		}
		return names
	}
	key := func() (k string) {
		e.Scan(e.Alpha, `SELECT COALESCE(max(storage_key), '') FROM organization_assets WHERE kind = 'logo'`, &k)
		return k
	}
	upload := func(w int) pt.Resp {
		return e.Upload(e.Alpha, "/api/organization/logo/update", tok, "logo", "logo.png", pngOf(t, w), map[string]string{"logoType": "logo"})
	}

	pt.Expect(t, upload(20), 200, "Logo saved")
	first := key()
	if got := files(); len(got) != 1 || filepath.Base(got[0]) != filepath.Base(first) {
		t.Fatalf("after the first upload: files %v, row %q", got, first)
	}
	pt.Expect(t, upload(30), 200, "Logo saved")
	second := key()
	if got := files(); second == first || len(got) != 1 || filepath.Base(got[0]) != filepath.Base(second) {
		t.Fatalf("the replaced logo's file stayed: files %v, row %q (was %q)", got, second, first)
	}

	// The database refuses the next write: the call fails, the stored logo and its file stay, and
	// the file the call wrote is gone.
	e.Exec(e.Alpha, `ALTER TABLE organization_assets ADD CONSTRAINT refuse_logos CHECK (size < 0) NOT VALID`)
	if r := upload(40); r.Status == 200 {
		t.Fatalf("upload passed a refusing database: %d %s", r.Status, r.Msg)
	}
	if got := files(); key() != second || len(got) != 1 || filepath.Base(got[0]) != filepath.Base(second) {
		t.Fatalf("a failed upload left files %v, row %q", got, key())
	}
	if r := e.Do(e.Alpha, "GET", "/api/org/logo/logo", "", "", nil); r.Status != 200 {
		t.Fatalf("the stored logo after a failed upload: %d", r.Status)
	}
	e.Exec(e.Alpha, `ALTER TABLE organization_assets DROP CONSTRAINT refuse_logos`)

	pt.Expect(t, e.Post(e.Alpha, "/api/organization/logo/delete", tok, map[string]any{"logoType": "logo"}), 200, "Logo removed")
	if got := files(); len(got) != 0 {
		t.Fatalf("a deleted logo's file stayed: %v", got)
	}
	if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(second))); !os.IsNotExist(err) {
		t.Fatalf("stat deleted logo: %v", err)
	}
}

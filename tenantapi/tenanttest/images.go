package tenanttest

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
)

// PNG is a small valid PNG image (a photo to upload).
func PNG(t testing.TB) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 200, A: 255})
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

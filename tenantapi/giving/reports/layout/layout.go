// Package layout is what giving's reports and statements share to write their files, gin-free
// (the worker's statements use it): money as text, the church's logo on a PDF, the church's
// time zone.
package layout

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"congregate/internal/platform/tenancy"
)

// LogoFunc returns the church's logo as PNG or JPEG bytes and its kind, or nil (the app passes
// the one the people export uses).
type LogoFunc func(ctx context.Context, church *tenancy.Church) ([]byte, string, error)

// zeroDecimal are the currencies without minor units (ISO 4217 exponent 0) Stripe knows.
var zeroDecimal = map[string]bool{"BIF": true, "CLP": true, "DJF": true, "GNF": true, "JPY": true, "KMF": true, "KRW": true,
	"MGA": true, "PYG": true, "RWF": true, "UGX": true, "VND": true, "VUV": true, "XAF": true, "XOF": true, "XPF": true}

// FormatMoney writes minor units as "1,250.00" (no decimals for a zero-decimal currency).
func FormatMoney(minor int64, currency string) string {
	neg := minor < 0
	if neg {
		minor = -minor
	}
	whole, frac := minor/100, minor%100
	if zeroDecimal[currency] {
		whole, frac = minor, -1
	}
	s := strconv.FormatInt(whole, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	out := b.String()
	if frac >= 0 {
		out += fmt.Sprintf(".%02d", frac)
	}
	if neg {
		out = "-" + out
	}
	return out
}

// AmountValue is an amount as a spreadsheet number.
func AmountValue(minor int64, currency string) float64 {
	if zeroDecimal[currency] {
		return float64(minor)
	}
	return float64(minor) / 100
}

// DrawLogo places the logo at (x, y) height h and answers where the text beside it starts; a
// logo that does not decode is left out.
func DrawLogo(pdf *fpdf.Fpdf, logo []byte, kind string, x, y, h float64) float64 {
	if len(logo) == 0 {
		return x
	}
	opt := fpdf.ImageOptions{ImageType: kind, ReadDpi: true}
	if info := pdf.RegisterImageOptionsReader("logo", opt, bytes.NewReader(logo)); info != nil && pdf.Ok() {
		pdf.ImageOptions("logo", x, y, 0, h, false, opt, 0, "")
		return x + info.Width()*h/info.Height() + 4
	}
	pdf.ClearError()
	return x
}

// DefaultTimeZone is the organisation settings' default time zone.
const DefaultTimeZone = "America/Chicago"

// Location is the church's time zone.
func Location(ch *tenancy.Church) *time.Location {
	name := DefaultTimeZone
	if ch != nil && ch.TimeZone() != "" {
		name = ch.TimeZone()
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return time.UTC
	}
	return loc
}

// DataURLLogo reads a logo kept as a data: URL in the church's logo field (the worker's logo).
func DataURLLogo(_ context.Context, church *tenancy.Church) ([]byte, string, error) {
	u := church.LogoURL
	for prefix, kind := range map[string]string{"data:image/png;base64,": "PNG", "data:image/jpeg;base64,": "JPG", "data:image/jpg;base64,": "JPG"} {
		if strings.HasPrefix(u, prefix) {
			b, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(u, prefix))
			if err != nil {
				return nil, "", nil
			}
			return b, kind, nil
		}
	}
	return nil, "", nil
}

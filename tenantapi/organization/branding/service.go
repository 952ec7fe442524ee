package branding

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"log/slog"
	"slices"
	"strconv"
	"strings"

	qrcode "github.com/skip2/go-qrcode"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/organization/church"
)

// Service holds the rules of the church's look. The colours and the logo URLs live on the church
// row (they are organisation info), the uploaded images in Files with a row each in the church's
// schema; every change goes through Rows.Change, so the row, the images' rows and the audit entry
// are one change.
type Service struct {
	Rows    *church.Rows
	Tenants *db.Tenants
	Files   storage.Store // the uploaded images
	// ChurchURL is the public base URL of a church's console (config.ChurchURL).
	ChurchURL func(shortName string) string
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// SetColors saves the two themes and answers the new organisation info, so the console
// re-themes at once.
func (s *Service) SetColors(ctx context.Context, a church.Actor, themes []ColorTheme) (church.Info, error) {
	raw, _ := json.Marshal(themes)
	return s.Rows.Change(ctx, a, func(_ *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		var before, next any
		_ = json.Unmarshal(after.ColorThemes, &before)
		_ = json.Unmarshal(raw, &next)
		changes := audit.Diff(map[string]any{"colorThemes": before}, map[string]any{"colorThemes": next})
		if changes == nil {
			return "", nil, nil
		}
		after.ColorThemes = raw
		return audit.EventOrgColors, map[string]any{"changes": changes}, nil
	})
}

// SaveLogos stores the checked images and points the church at them. The files are written
// before the transaction; afterwards every file this call wrote or replaced that no row points
// at is removed, so a failed change leaves no file behind and a replaced image does not linger.
func (s *Service) SaveLogos(ctx context.Context, a church.Actor, ups []upload) (church.Info, error) {
	prefix := fmt.Sprintf("org/%d/", tenancy.FromContext(ctx).ID)
	var stored []Asset
	var touched []string // the keys this call wrote or replaced
	defer func() { s.sweep(ctx, touched) }()
	for _, u := range ups {
		sum := sha256.Sum256(u.data)
		as := Asset{Kind: u.kind, ContentType: u.contentType, Size: len(u.data), SHA256: hex.EncodeToString(sum[:]), Version: newVersion()}
		as.StorageKey = prefix + u.kind + "-" + as.Version + "." + u.ext
		touched = append(touched, as.StorageKey)
		if err := s.Files.Put(ctx, as.StorageKey, u.contentType, u.data); err != nil {
			return church.Info{}, err
		}
		stored = append(stored, as)
	}
	return s.Rows.Change(ctx, a, func(tx *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		before, err := loadAssets(tx)
		if err != nil {
			return "", nil, err
		}
		var details []map[string]any
		for _, as := range stored {
			if old := before[as.Kind]; old != nil {
				touched = append(touched, old.StorageKey)
			}
			if err := saveAsset(tx, as, a.PersonID); err != nil {
				return "", nil, err
			}
			details = append(details, map[string]any{"logoType": as.Kind, "contentType": as.ContentType, "size": as.Size, "sha256": as.SHA256})
		}
		if err := brandChurch(tx, after); err != nil {
			return "", nil, err
		}
		return audit.EventOrgLogo, map[string]any{"files": details}, nil
	})
}

// SaveLogo stores one image of a kind as an upload of it would be (the same checks), for callers
// without a form: `ops seed-demo` gives the demo church its logo.
func (s *Service) SaveLogo(ctx context.Context, a church.Actor, kind, filename string, data []byte) (church.Info, error) {
	ups, err := uploads([]logoPart{{kind: kind, filename: filename, read: func() ([]byte, error) { return data, nil }}})
	if err != nil {
		return church.Info{}, err
	}
	return s.SaveLogos(ctx, a, ups)
}

// DeleteLogo removes an uploaded image (its file once the change is saved).
func (s *Service) DeleteLogo(ctx context.Context, a church.Actor, kind string) (church.Info, error) {
	var gone []string
	defer func() { s.sweep(ctx, gone) }()
	return s.Rows.Change(ctx, a, func(tx *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		key, err := deleteAsset(tx, kind)
		if err != nil {
			return "", nil, err
		}
		if key == "" {
			return "", nil, errNoLogo
		}
		gone = append(gone, key)
		if err := brandChurch(tx, after); err != nil {
			return "", nil, err
		}
		return audit.EventOrgLogoDeleted, map[string]any{"logoType": kind}, nil
	})
}

// sweep removes the files of keys that no image row points at. It reads the rows as they are
// after the change, whatever its outcome: a file whose row was written stays, any other goes. A
// failure leaves a file nobody points at, never a row pointing at nothing.
func (s *Service) sweep(ctx context.Context, keys []string) {
	if len(keys) == 0 {
		return
	}
	ctx = context.WithoutCancel(ctx)
	var assets map[string]*Asset
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		assets, err = loadAssets(tx)
		return err
	})
	if err != nil {
		slog.WarnContext(ctx, "logo files left in storage", "keys", keys, "err", err)
		return
	}
	used := map[string]bool{}
	for _, a := range assets {
		used[a.StorageKey] = true
	}
	for _, k := range keys {
		if used[k] {
			continue
		}
		if err := s.Files.Delete(ctx, k); err != nil {
			slog.WarnContext(ctx, "logo file left in storage", "key", k, "err", err)
		}
	}
}

// brandChurch points the church row's logo and favicons at the current images.
func brandChurch(tx *gorm.DB, ch *tenancy.Church) error {
	assets, err := loadAssets(tx)
	if err != nil {
		return err
	}
	ch.LogoURL = ""
	// One URL serves the light logo (or the dark one when only that exists); its version is the
	// newest of the two so a change to either refreshes the console.
	var newest *Asset
	for _, k := range []string{kindLogo, kindLogoDark} {
		if a := assets[k]; a != nil && (newest == nil || a.UpdatedAt.After(newest.UpdatedAt)) {
			newest = a
		}
	}
	if newest != nil {
		ch.LogoURL = assetURL(kindLogo, newest.Version)
	}
	icons := defaultFavIcons()
	if f := assets[kindFavicon]; f != nil {
		for i := range icons {
			icons[i].URL, icons[i].Type = assetURL(kindFavicon, f.Version), f.ContentType
		}
	}
	ch.FavIcons, _ = json.Marshal(icons)
	return nil
}

// LoadBrand is the church's uploaded images, read in the caller's transaction (the organisation
// overview).
func LoadBrand(tx *gorm.DB) (Brand, error) {
	assets, err := loadAssets(tx)
	return Brand{Logo: assets[kindLogo], LogoDark: assets[kindLogoDark], Favicon: assets[kindFavicon]}, err
}

// Logo is the image of a kind; the light and dark logos stand in for each other.
func (s *Service) Logo(ctx context.Context, kind string) (*Asset, error) {
	if !slices.Contains(logoKinds, kind) {
		return nil, errNoLogo
	}
	var assets map[string]*Asset
	if err := s.run(ctx, func(tx *gorm.DB) (err error) {
		assets, err = loadAssets(tx)
		return err
	}); err != nil {
		return nil, err
	}
	a := assets[kind]
	if a == nil && kind == kindLogo {
		a = assets[kindLogoDark]
	}
	if a == nil && kind == kindLogoDark {
		a = assets[kindLogo]
	}
	if a == nil {
		return nil, errNoLogo
	}
	return a, nil
}

// Open reads an image's file.
func (s *Service) Open(ctx context.Context, a *Asset) (io.ReadCloser, error) {
	r, err := s.Files.Open(ctx, a.StorageKey)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, errNoLogo
	}
	return r, err
}

// LogoBytes returns the church's light logo (or the dark one) as PNG or JPEG bytes with its kind
// ("PNG", "JPG"), for PDF exports; nil when there is none or it is an SVG (a PDF cannot hold one).
// It has the shape of export.LogoFunc.
func (s *Service) LogoBytes(ctx context.Context, ch *tenancy.Church) ([]byte, string, error) {
	var assets map[string]*Asset
	if err := s.Tenants.RunFor(ctx, ch, func(tx *gorm.DB) (err error) {
		assets, err = loadAssets(tx)
		return err
	}); err != nil {
		return nil, "", err
	}
	for _, k := range []string{kindLogo, kindLogoDark} {
		a := assets[k]
		if a == nil || a.ContentType == svgType {
			continue
		}
		r, err := s.Files.Open(ctx, a.StorageKey)
		if errors.Is(err, storage.ErrNotFound) {
			continue
		}
		if err != nil {
			return nil, "", err
		}
		data, err := io.ReadAll(io.LimitReader(r, maxLogo+1))
		r.Close()
		if err != nil {
			return nil, "", err
		}
		if a.ContentType == "image/png" {
			return data, "PNG", nil
		}
		return data, "JPG", nil
	}
	return nil, "", nil
}

// favicon draws the generated favicon: the church's initials on its light primary colour.
func favicon(ch *tenancy.Church) []byte {
	return fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">`+
		`<rect width="64" height="64" rx="14" fill="%s"/>`+
		`<text x="32" y="42" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">%s</text></svg>`,
		church.LightPrimary(ch), html.EscapeString(initials(ch.FullName)))
}

func initials(name string) string {
	var out []rune
	for _, w := range strings.Fields(name) {
		if len(out) == 2 {
			break
		}
		out = append(out, []rune(strings.ToUpper(w))[0])
	}
	return string(out)
}

// Targets are the links of the church a QR code can point to.
func (s *Service) Targets(ctx context.Context) (QRTargets, error) {
	ch, err := s.Rows.Current(ctx)
	if err != nil {
		return QRTargets{}, err
	}
	return QRTargets{Items: s.targets(ch)}, nil
}

// targets are the church's own links, built from its host configuration and its row — never
// from the request.
func (s *Service) targets(ch *tenancy.Church) []QRTarget {
	base := s.ChurchURL(ch.ShortName)
	out := []QRTarget{
		{Target: "console", Label: "Admin console sign-in", URL: base + "/"},
		{Target: "signup", Label: "Staff sign-up", URL: base + "/session/signup"},
	}
	if ch.IsCustomURLEnabled {
		if u, ok := church.URL(ch.DedicatedURLAdmin, 500); ok && u != "" {
			out = append(out, QRTarget{Target: "dedicated", Label: "Dedicated admin URL", URL: u})
		}
	}
	if u, ok := church.URL(ch.Website, 500); ok && u != "" {
		out = append(out, QRTarget{Target: "website", Label: "Church website", URL: u})
	}
	return out
}

// QRCode draws the QR code of one of the church's targets, or of any http(s) URL (target custom).
func (s *Service) QRCode(ctx context.Context, q qrQuery) (QRCode, error) {
	ch, err := s.Rows.Current(ctx)
	if err != nil {
		return QRCode{}, err
	}
	var link string
	if q.Target == "custom" {
		u, ok := church.URL(q.URL, 500)
		if !ok || u == "" {
			return QRCode{}, errURL
		}
		link = u
	} else {
		for _, t := range s.targets(ch) {
			if t.Target == q.Target {
				link = t.URL
			}
		}
		if link == "" {
			return QRCode{}, errQRTarget
		}
	}
	if q.Format == "" {
		q.Format = "png"
	}
	if q.Format != "png" && q.Format != "svg" {
		return QRCode{}, errQRFormat
	}
	size := 512
	if q.Size != "" {
		n, err := strconv.Atoi(q.Size)
		if err != nil || n < 128 || n > 2048 {
			return QRCode{}, errQRSize
		}
		size = n
	}
	code, err := qrcode.New(link, qrcode.Medium)
	if err != nil {
		return QRCode{}, errURL
	}
	out := QRCode{Name: fmt.Sprintf("%s-%s-qr.%s", ch.ShortName, q.Target, q.Format), ContentType: svgType}
	if q.Format == "svg" {
		out.Data = qrSVG(code.Bitmap())
		return out, nil
	}
	out.ContentType = "image/png"
	out.Data, err = code.PNG(size)
	return out, err
}

// qrSVG draws the code's modules (quiet zone included) as one path: each run of dark modules in a
// row is a rectangle. Crisp at any size.
func qrSVG(bits [][]bool) []byte {
	n := len(bits)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges">`, n, n)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#FFFFFF"/><path fill="#000000" d="`, n, n)
	for y, row := range bits {
		for x := 0; x < len(row); {
			if !row[x] {
				x++
				continue
			}
			start := x
			for x < len(row) && row[x] {
				x++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", start, y, x-start, x-start)
		}
	}
	b.WriteString(`"/></svg>`)
	return []byte(b.String())
}

func newVersion() string {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

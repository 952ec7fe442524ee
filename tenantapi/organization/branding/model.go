// Package branding is how the church looks (docs/organization-api.md): its colours, its logos and
// favicon (uploaded, served publicly, or the generated initials), and QR codes of its links.
package branding

import (
	"fmt"
	"slices"
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/imagecheck"
	"congregate/tenantapi/organization/church"
)

// Logo types of the logo update (spec §3 "logoType (array)").
const (
	kindLogo     = "logo"     // sign-in, sidebar, PDF exports
	kindLogoDark = "logoDark" // dark mode; falls back to logo
	kindFavicon  = "favicon"  // browser icon; replaces the generated one
)

var logoKinds = []string{kindLogo, kindLogoDark, kindFavicon}

const (
	maxLogo      = 2 << 20
	maxLogoFiles = 3
)

const (
	msgLogoForm = "Send the logo as multipart form data"
	msgLogoKind = "logoType must be one of logo, logoDark, favicon"
)

const svgType = "image/svg+xml"

var (
	errLogoTooLarge = fault.E(fault.TooLarge, "The logo must be at most 2 MB")
	errLogoUnread   = church.Invalid("Could not read the logo")
	errNoLogo       = fault.E(fault.NotFound, "No logo of this type")
	errQRTarget     = church.Invalid("Unknown QR code target")
	errQRFormat     = church.Invalid("format must be png or svg")
	errQRSize       = church.Invalid("size must be between 128 and 2048")
	errURL          = church.Invalid(church.MsgURLInvalid)
)

// ColorTheme is one entry of colorThemes: index 0 light, 1 dark.
type ColorTheme struct {
	Primary   string `json:"primary"`
	Secondary string `json:"secondary"`
}

// DefaultColorThemes are the spec §9 defaults (light primary #304FFF, dark primary #4c0808), the
// same a new church is provisioned with.
var DefaultColorThemes = []ColorTheme{{Primary: "#304FFF", Secondary: "#00B8D9"}, {Primary: "#4C0808", Secondary: "#E0A800"}}

// Asset is an uploaded brand image.
type Asset struct {
	Kind        string    `json:"-"`
	StorageKey  string    `json:"-"`
	ContentType string    `json:"contentType"`
	Size        int       `json:"size"`
	SHA256      string    `json:"-" gorm:"column:sha256"`
	Version     string    `json:"-"`
	UpdatedAt   time.Time `json:"updatedAt"`
	URL         string    `json:"url" gorm:"-"`
}

// Brand is the brand section of the organisation pages.
type Brand struct {
	Logo     *Asset `json:"logo"`
	LogoDark *Asset `json:"logoDark"`
	Favicon  *Asset `json:"favicon"`
}

// assetURL is relative to the console's base so it works on the church host and under
// /{church}/ on the onboarding host alike; v busts caches when the image changes.
func assetURL(kind, version string) string { return "api/org/logo/" + kind + "?v=" + version }

type favIcon struct {
	URL  string `json:"url"`
	Size string `json:"size"`
	Type string `json:"type"`
}

// defaultFavIcons are the generated ones a church is provisioned with (initials on its colour);
// the console uses the fifth entry (spec §1).
func defaultFavIcons() []favIcon {
	var out []favIcon
	for _, s := range []int{16, 32, 48, 64, 96, 192, 512} {
		out = append(out, favIcon{URL: fmt.Sprintf("api/org/favicon.svg?size=%d", s), Size: fmt.Sprintf("%dx%d", s, s), Type: svgType})
	}
	return out
}

// QRTarget is a link of the church a QR code can point to.
type QRTarget struct {
	Target string `json:"target"`
	Label  string `json:"label"`
	URL    string `json:"url"`
}

// QRTargets answers qrcodes/list.
type QRTargets struct {
	Items []QRTarget `json:"items"`
}

// QRCode is a drawn QR code, ready to download.
type QRCode struct {
	Name        string // the file name: {church}-{target}-qr.{format}
	ContentType string
	Data        []byte
}

type colorsRequest struct {
	httpx.ClientContext
	ColorThemes []ColorTheme `json:"colorThemes"`
	themes      []ColorTheme
}

// Validate checks both themes and keeps them upper-case.
func (r *colorsRequest) Validate() error {
	if len(r.ColorThemes) != 2 {
		return church.Invalid("colorThemes must hold two entries: light and dark")
	}
	r.themes = make([]ColorTheme, 2)
	for i, mode := range []string{"Light", "Dark"} {
		var err error
		if r.themes[i].Primary, err = church.Colour(mode+" primary colour", r.ColorThemes[i].Primary); err != nil {
			return err
		}
		if r.themes[i].Secondary, err = church.Colour(mode+" secondary colour", r.ColorThemes[i].Secondary); err != nil {
			return err
		}
	}
	return nil
}

type logoDeleteRequest struct {
	httpx.ClientContext
	LogoType string `json:"logoType"`
}

func (r logoDeleteRequest) Validate() error {
	if !slices.Contains(logoKinds, r.LogoType) {
		return church.Invalid(msgLogoKind)
	}
	return nil
}

// logoPart is one file of a logo update as the form carried it; read answers its bytes (at most
// 2 MB).
type logoPart struct {
	kind, filename string
	read           func() ([]byte, error)
}

// upload is a checked logo file.
type upload struct {
	kind, contentType, ext string
	data                   []byte
}

// uploads checks the parts of a logo update: known types, each once, images by content.
func uploads(parts []logoPart) ([]upload, error) {
	seen := map[string]bool{}
	var out []upload
	for _, p := range parts {
		if !slices.Contains(logoKinds, p.kind) {
			return nil, church.Invalid(msgLogoKind)
		}
		if seen[p.kind] {
			return nil, church.Invalid("Each logo type can be sent once")
		}
		seen[p.kind] = true
		data, err := p.read()
		if err != nil {
			return nil, err
		}
		ct, err := imagecheck.Kind(p.filename, data)
		if err != nil {
			return nil, err
		}
		ext := map[string]string{"image/jpeg": "jpg", "image/png": "png", svgType: "svg"}[ct]
		out = append(out, upload{kind: p.kind, contentType: ct, ext: ext, data: data})
	}
	return out, nil
}

// qrQuery is what a QR code download asks for (its GET query).
type qrQuery struct {
	Target, URL, Format, Size string
}

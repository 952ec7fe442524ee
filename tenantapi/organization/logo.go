package organization

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/imagecheck"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/org"
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

// assetURL is relative to the console's base so it works on the church host and under
// /{church}/ on the onboarding host alike; v busts caches when the image changes.
func assetURL(kind, version string) string { return "api/org/logo/" + kind + "?v=" + version }

// clientFields are the multipart fields every console call may carry and we ignore.
var clientFields = map[string]bool{"orgId": true, "adminUserId": true, "userId": true, "ipAddress": true}

type upload struct {
	kind, contentType, ext string
	data                   []byte
}

// LogoUpdate is POST /api/organization/logo/update (multipart: logoType[] paired with logo[]).
func (h Handler) LogoUpdate(c *gin.Context) {
	ups, err := readLogos(c)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	ctx := c.Request.Context()
	churchID := church(c).ID
	var stored []Asset
	for _, u := range ups {
		sum := sha256.Sum256(u.data)
		a := Asset{Kind: u.kind, ContentType: u.contentType, Size: len(u.data), SHA256: hex.EncodeToString(sum[:]), Version: newVersion()}
		a.StorageKey = fmt.Sprintf("org/%d/%s-%s.%s", churchID, u.kind, a.Version, u.ext)
		// Written before the transaction: a failed transaction leaves an unreferenced file, never
		// a row pointing at nothing.
		if err := h.Store.Put(ctx, a.StorageKey, u.contentType, u.data); err != nil {
			httpx.Fail(c, err)
			return
		}
		stored = append(stored, a)
	}
	ch, err := h.updateChurch(c, func(tx *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		var details []map[string]any
		for _, a := range stored {
			if err := saveAsset(tx, a, me(c)); err != nil {
				return "", nil, err
			}
			details = append(details, map[string]any{"logoType": a.Kind, "contentType": a.ContentType, "size": a.Size, "sha256": a.SHA256})
		}
		if err := brandChurch(tx, after); err != nil {
			return "", nil, err
		}
		return audit.EventOrgLogo, map[string]any{"files": details}, nil
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "Logo saved", org.InfoOf(ch))
}

// readLogos parses and checks the multipart logo update.
func readLogos(c *gin.Context) ([]upload, error) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxLogoFiles*maxLogo+256<<10)
	if !strings.HasPrefix(c.ContentType(), "multipart/form-data") {
		return nil, invalid("Send the logo as multipart form data")
	}
	if err := c.Request.ParseMultipartForm(8 << 20); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, httpx.E(httpx.KindTooLarge, "The logo must be at most 2 MB")
		}
		return nil, invalid("Send the logo as multipart form data")
	}
	form := c.Request.MultipartForm
	defer form.RemoveAll()
	for k := range form.Value {
		if k != "logoType" && !clientFields[k] {
			return nil, invalid("Unknown field " + k)
		}
	}
	for k := range form.File {
		if k != "logo" {
			return nil, invalid("Unknown field " + k)
		}
	}
	types, files := form.Value["logoType"], form.File["logo"]
	switch {
	case len(files) == 0:
		return nil, invalid("Send at least one logo file")
	case len(types) != len(files):
		return nil, invalid("logoType and logo must be sent in pairs")
	case len(files) > maxLogoFiles:
		return nil, invalid("At most 3 logo files at once")
	}
	seen := map[string]bool{}
	var out []upload
	for i, fh := range files {
		kind := types[i]
		if !contains(logoKinds, kind) {
			return nil, invalid("logoType must be one of logo, logoDark, favicon")
		}
		if seen[kind] {
			return nil, invalid("Each logo type can be sent once")
		}
		seen[kind] = true
		data, err := readPart(fh)
		if err != nil {
			return nil, err
		}
		ct, err := imagecheck.Kind(fh.Filename, data)
		if err != nil {
			return nil, err
		}
		ext := map[string]string{"image/jpeg": "jpg", "image/png": "png", "image/svg+xml": "svg"}[ct]
		out = append(out, upload{kind: kind, contentType: ct, ext: ext, data: data})
	}
	return out, nil
}

func readPart(fh *multipart.FileHeader) ([]byte, error) {
	if fh.Size > maxLogo {
		return nil, httpx.E(httpx.KindTooLarge, "The logo must be at most 2 MB")
	}
	f, err := fh.Open()
	if err != nil {
		return nil, invalid("Could not read the logo")
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxLogo+1))
	if err != nil {
		return nil, invalid("Could not read the logo")
	}
	if len(data) > maxLogo {
		return nil, httpx.E(httpx.KindTooLarge, "The logo must be at most 2 MB")
	}
	return data, nil
}

// brandChurch points the church row's logo and favicons at the current assets.
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
		out = append(out, favIcon{URL: fmt.Sprintf("api/org/favicon.svg?size=%d", s), Size: fmt.Sprintf("%dx%d", s, s), Type: "image/svg+xml"})
	}
	return out
}

type logoDeleteRequest struct {
	httpx.ClientContext
	LogoType string `json:"logoType"`
}

// LogoDelete is POST /api/organization/logo/delete.
func (h Handler) LogoDelete(c *gin.Context, in logoDeleteRequest) {
	if !contains(logoKinds, in.LogoType) {
		httpx.Fail(c, invalid("logoType must be one of logo, logoDark, favicon"))
		return
	}
	ch, err := h.updateChurch(c, func(tx *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		gone, err := deleteAsset(tx, in.LogoType)
		if err != nil {
			return "", nil, err
		}
		if !gone {
			return "", nil, notFound("No logo of this type")
		}
		if err := brandChurch(tx, after); err != nil {
			return "", nil, err
		}
		return audit.EventOrgLogoDeleted, map[string]any{"logoType": in.LogoType}, nil
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "Logo removed", org.InfoOf(ch))
}

// Brand is the brand section of the organisation pages.
type Brand struct {
	Logo     *Asset `json:"logo"`
	LogoDark *Asset `json:"logoDark"`
	Favicon  *Asset `json:"favicon"`
}

package organization

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
	qrcode "github.com/skip2/go-qrcode"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
)

// QRTarget is a link of the church a QR code can point to.
type QRTarget struct {
	Target string `json:"target"`
	Label  string `json:"label"`
	URL    string `json:"url"`
}

// qrTargets are the church's own links, built from its host configuration and its row — never
// from the request.
func (h Handler) qrTargets(ch *tenancy.Church) []QRTarget {
	base := h.ChurchURL(ch.ShortName)
	out := []QRTarget{
		{Target: "console", Label: "Admin console sign-in", URL: base + "/"},
		{Target: "signup", Label: "Staff sign-up", URL: base + "/session/signup"},
	}
	if ch.IsCustomURLEnabled {
		if u, ok := cleanURL(ch.DedicatedURLAdmin, 500); ok && u != "" {
			out = append(out, QRTarget{Target: "dedicated", Label: "Dedicated admin URL", URL: u})
		}
	}
	if u, ok := cleanURL(ch.Website, 500); ok && u != "" {
		out = append(out, QRTarget{Target: "website", Label: "Church website", URL: u})
	}
	return out
}

// QRCodesList is POST /api/organization/qrcodes/list.
func (h Handler) QRCodesList(c *gin.Context, _ httpx.ClientContext) {
	ch, ok := h.readChurch(c)
	if !ok {
		return
	}
	httpx.OK(c, "QR codes", gin.H{"items": h.qrTargets(ch)})
}

// QRCodeDownload is GET /api/organization/qrcodes/download?target=&format=png|svg&size=.
func (h Handler) QRCodeDownload(c *gin.Context) {
	ch, err := h.currentChurch(c)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	target := c.Query("target")
	var link string
	if target == "custom" {
		u, ok := cleanURL(c.Query("url"), 500)
		if !ok || u == "" {
			httpx.Fail(c, invalid(msgURLInvalid))
			return
		}
		link = u
	} else {
		for _, t := range h.qrTargets(ch) {
			if t.Target == target {
				link = t.URL
			}
		}
		if link == "" {
			httpx.Fail(c, invalid("Unknown QR code target"))
			return
		}
	}
	format := c.DefaultQuery("format", "png")
	if format != "png" && format != "svg" {
		httpx.Fail(c, invalid("format must be png or svg"))
		return
	}
	size := 512
	if s := c.Query("size"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 128 || n > 2048 {
			httpx.Fail(c, invalid("size must be between 128 and 2048"))
			return
		}
		size = n
	}
	q, err := qrcode.New(link, qrcode.Medium)
	if err != nil {
		httpx.Fail(c, invalid(msgURLInvalid))
		return
	}
	name := fmt.Sprintf("%s-%s-qr.%s", ch.ShortName, target, format)
	c.Header("Content-Disposition", `attachment; filename="`+name+`"`)
	c.Header("Cache-Control", "private, no-cache")
	if format == "svg" {
		c.Data(http.StatusOK, "image/svg+xml", qrSVG(q.Bitmap()))
		return
	}
	png, err := q.PNG(size)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	c.Data(http.StatusOK, "image/png", png)
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

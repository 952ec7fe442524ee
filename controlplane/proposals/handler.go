package proposals

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/controlplane/publicapi"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/storage"
)

// Default limits of the two forms (shared: both make a PDF and send an e-mail).
var (
	PerIP    = ratelimit.Rule{Name: "documents-ip", Max: 20, Window: time.Hour}
	PerPhone = ratelimit.Rule{Name: "documents-phone", Max: 5, Window: time.Hour}
)

// Handler binds the forms and serves the stored files.
type Handler struct {
	Service         *Service
	Limiter         publicapi.Limiter
	Scheme          string // scheme of the links we hand out ("http" in development)
	PerIP, PerPhone ratelimit.Rule
}

// ServeFile answers GET /files/*key with the stored PDF.
func (h *Handler) ServeFile(c *gin.Context) {
	key := strings.TrimPrefix(c.Param("key"), "/")
	rc, err := h.Service.Store.Open(c.Request.Context(), key)
	if errors.Is(err, storage.ErrNotFound) {
		publicapi.Fail(c, publicapi.E(http.StatusNotFound, publicapi.MsgNotFound))
		return
	}
	if err != nil {
		publicapi.Fail(c, err)
		return
	}
	defer rc.Close()
	name := key[strings.LastIndex(key, "/")+1:]
	c.Header("Content-Type", "application/pdf")
	c.Header("Content-Disposition", `inline; filename="`+name+`"`)
	c.Header("Cache-Control", "private, max-age=86400")
	c.Header("X-Content-Type-Options", "nosniff")
	c.Status(http.StatusOK)
	_, _ = io.Copy(c.Writer, rc)
}

type proposalBody struct {
	FirstName     string `json:"first_name"`
	LastName      string `json:"last_name"`
	Email         string `json:"email"`
	ChurchName    string `json:"church_name"`
	PhoneNumber   string `json:"phone_number"`
	ChurchWebsite string `json:"church_website"`
}

type brochureBody struct {
	proposalBody
	Role string `json:"role"`
	// IP is accepted because the spec's client sends it, and ignored: the server takes the
	// address from the connection.
	IP json.RawMessage `json:"ip"`
}

func (b proposalBody) validate(f *publicapi.Fields, kind string) Request {
	return Request{
		Kind:          kind,
		FirstName:     f.Text("first_name", b.FirstName, publicapi.MsgRequired),
		LastName:      f.Text("last_name", b.LastName, publicapi.MsgRequired),
		Email:         f.Email("email", b.Email),
		ChurchName:    f.Text("church_name", b.ChurchName, publicapi.MsgRequired),
		PhoneNumber:   f.Phone("phone_number", b.PhoneNumber, publicapi.MsgPhone),
		ChurchWebsite: f.Website("church_website", b.ChurchWebsite),
	}
}

// MsgRole is the refusal of a role outside the four of the spec.
const MsgRole = "Choose one of Pastor, Ministry Leader, Member, Other"

// ProposalLink and BrochureLink are the answers of the two forms: where the PDF is.
type (
	ProposalLink struct {
		ProposalURL string `json:"proposalUrl"`
	}
	BrochureLink struct {
		BrochureURL string `json:"brochureUrl"`
	}
)

func (h *Handler) proposal(c *gin.Context, b proposalBody) (ProposalLink, error) {
	var f publicapi.Fields
	r := b.validate(&f, KindProposal)
	link, err := h.create(c, r, f)
	return ProposalLink{ProposalURL: link}, err
}

func (h *Handler) brochure(c *gin.Context, b brochureBody) (BrochureLink, error) {
	var f publicapi.Fields
	r := b.validate(&f, KindBrochure)
	r.Role = strings.TrimSpace(b.Role)
	switch {
	case r.Role == "":
		f.Add("role", publicapi.MsgRequired)
	case !slices.Contains(Roles, r.Role):
		f.Add("role", MsgRole)
	}
	link, err := h.create(c, r, f)
	return BrochureLink{BrochureURL: link}, err
}

// create checks the limits and makes the PDF once the form is valid; it returns the PDF's link.
func (h *Handler) create(c *gin.Context, r Request, f publicapi.Fields) (string, error) {
	if err := f.Err(); err != nil {
		return "", err
	}
	r.IP = c.ClientIP()
	perIP, perPhone := h.PerIP, h.PerPhone
	if perIP.Name == "" {
		perIP = PerIP
	}
	if perPhone.Name == "" {
		perPhone = PerPhone
	}
	ctx := c.Request.Context()
	if err := publicapi.Limit(ctx, h.Limiter, publicapi.Check{Rule: perIP, Key: r.IP},
		publicapi.Check{Rule: perPhone, Key: r.PhoneNumber}); err != nil {
		return "", err
	}
	base := h.Scheme + "://" + c.Request.Host + "/files/"
	return h.Service.Create(ctx, r, func(key string) string { return base + key })
}

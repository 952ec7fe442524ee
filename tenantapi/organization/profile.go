package organization

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
)

// Profile is the signed-in user's own details after an update.
type Profile struct {
	UserID    int64  `json:"userId"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Email     string `json:"email"`
	Mobile    string `json:"mobile"`
}

func (p Profile) fields() map[string]any {
	return map[string]any{"firstName": p.FirstName, "lastName": p.LastName, "email": p.Email, "mobile": p.Mobile}
}

var profileFields = map[string]bool{"firstName": true, "lastName": true, "email": true, "mobile": true}

// ProfileUpdate is POST /api/user/profile/update (multipart; spec "update admin user profile").
// It changes the signed-in user's own profile only; mobile comes as repeated entries.
func (h Handler) ProfileUpdate(c *gin.Context) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, 64<<10)
	if !strings.HasPrefix(c.ContentType(), "multipart/form-data") && c.ContentType() != "application/x-www-form-urlencoded" {
		httpx.Fail(c, invalid("Send the profile as multipart form data"))
		return
	}
	if err := c.Request.ParseMultipartForm(64 << 10); err != nil && !errors.Is(err, http.ErrNotMultipart) {
		httpx.Fail(c, invalid("Send the profile as multipart form data"))
		return
	}
	form := c.Request.PostForm
	if c.Request.MultipartForm != nil {
		defer c.Request.MultipartForm.RemoveAll()
		if len(c.Request.MultipartForm.File) > 0 {
			httpx.Fail(c, invalid("Profile update takes no files"))
			return
		}
	}
	for k, vs := range form {
		if !profileFields[k] && !clientFields[k] {
			httpx.Fail(c, invalid("Unknown field "+k))
			return
		}
		if err := httpx.CheckText(vs...); err != nil {
			httpx.Fail(c, err)
			return
		}
	}
	self := me(c)
	if uid := form.Get("userId"); uid != "" && uid != strconv.FormatInt(self, 10) {
		httpx.Fail(c, httpx.E(httpx.KindForbidden, "You can only update your own profile"))
		return
	}
	var out Profile
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		s, err := h.People.Self(tx, self, true)
		if err != nil {
			return err
		}
		before := Profile{UserID: s.ID, FirstName: s.FirstName, LastName: s.LastName, Email: s.Email, Mobile: s.Mobile}
		out = before
		if err := applyProfile(form, &out, tenancy.FromContext(c.Request.Context()).Country()); err != nil {
			return err
		}
		changes := audit.Diff(before.fields(), out.fields())
		if changes == nil {
			return nil
		}
		s.FirstName, s.LastName, s.Email, s.Mobile = out.FirstName, out.LastName, out.Email, out.Mobile
		if err := h.People.SetContact(tx, s); err != nil {
			return err
		}
		return audit.Write(tx, auditapi.By(c, audit.EventProfileUpdated, map[string]any{"personId": self, "changes": changes}))
	})
	respond(c, err, "Profile updated", out)
}

func applyProfile(form map[string][]string, p *Profile, country string) error {
	for _, f := range []struct {
		key, label string
		out        *string
	}{{"firstName", "First name", &p.FirstName}, {"lastName", "Last name", &p.LastName}} {
		vs, ok := form[f.key]
		if !ok {
			continue
		}
		if len(vs) != 1 {
			return invalid(f.label + " must be sent once")
		}
		s, err := cleanText(f.label, vs[0], 100, false)
		if err != nil {
			return err
		}
		if s == "" || utf8.RuneCountInString(s) == 0 {
			return invalid(f.label + " is required")
		}
		*f.out = s
	}
	if vs, ok := form["email"]; ok {
		if len(vs) != 1 {
			return invalid("email must be sent once")
		}
		e, valid := cleanEmail(vs[0])
		if !valid {
			return invalid(msgEmailInvalid)
		}
		p.Email = e
	}
	if vs, ok := form["mobile"]; ok {
		if len(vs) > 3 {
			return invalid("At most 3 mobile entries")
		}
		mobile := ""
		for _, v := range vs {
			if strings.TrimSpace(v) == "" {
				continue
			}
			m, valid := cleanPhone(v, country)
			if !valid {
				return invalid(msgNumberInvalid)
			}
			if mobile == "" {
				mobile = m
			}
		}
		p.Mobile = mobile
	}
	return nil
}

// Package organization serves the organisation pages (spec §2 [organization],
// docs/organization-api.md): the overview, the general details and the signed-in user's own
// profile update. Its sub-packages hold the rest: church (the church row, organisation info and
// the shared field rules), branding (colours, logos, favicon, QR codes) and settings (social
// media, messaging, system settings, tooltips). It names no table of its own: the general details
// are the church row, the profile is the people domain's (through People).
package organization

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/organization/branding"
	"congregate/tenantapi/organization/church"
	"congregate/tenantapi/organization/settings"
)

const msgProfileForm = "Send the profile as multipart form data"

var errNotOwnProfile = fault.E(fault.Forbidden, "You can only update your own profile")

// Overview is everything the organisation pages show.
type Overview struct {
	General        General                 `json:"general"`
	SocialMedia    settings.SocialMedia    `json:"socialMedia"`
	ColorThemes    json.RawMessage         `json:"colorThemes"`
	Brand          branding.Brand          `json:"brand"`
	Messaging      settings.Messaging      `json:"messaging"`
	SystemSettings settings.SystemSettings `json:"systemSettings"`
}

// General is the general section of the organisation pages.
type General struct {
	FullName       string `json:"fullName"`
	ShortName      string `json:"shortName"`
	Email          string `json:"email"`
	Phone          string `json:"phone"`
	Website        string `json:"website"`
	Address        string `json:"address"`
	TermsOfService string `json:"termsOfService"`
}

func generalOf(ch *tenancy.Church) General {
	return General{FullName: ch.FullName, ShortName: ch.ShortName, Email: ch.Email, Phone: ch.Phone, Website: ch.Website,
		Address: ch.Address, TermsOfService: ch.TermsOfService}
}

func (g General) fields() map[string]any {
	return map[string]any{"fullName": g.FullName, "email": g.Email, "phone": g.Phone, "website": g.Website,
		"address": g.Address, "termsOfService": g.TermsOfService}
}

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

// generalRequest is the general update: every field optional, omitted = unchanged.
type generalRequest struct {
	httpx.ClientContext
	FullName       *string `json:"fullName"`
	Email          *string `json:"email"`
	Phone          *string `json:"phone"`
	Website        *string `json:"website"`
	Address        *string `json:"address"`
	TermsOfService *string `json:"termsOfService"`
}

// apply checks the fields sent onto the church row; a phone without its country code is in the
// church's default country.
func (r generalRequest) apply(ch *tenancy.Church) error {
	if r.FullName != nil {
		s, err := church.Text("Organisation name", *r.FullName, 100, false)
		if err == nil && s == "" {
			err = church.Invalid("Organisation name is required")
		}
		if err != nil {
			return err
		}
		ch.FullName = s
	}
	if r.Email != nil {
		e, ok := church.Email(*r.Email)
		if !ok {
			return church.Invalid(church.MsgEmailInvalid)
		}
		ch.Email = e
	}
	if r.Phone != nil {
		p, ok := church.Phone(*r.Phone, ch.Country())
		switch {
		case strings.TrimSpace(*r.Phone) == "":
			ch.Phone = ""
		case !ok:
			return church.Invalid(church.MsgNumberInvalid)
		default:
			ch.Phone = p
		}
	}
	for _, f := range []struct{ in, out *string }{{r.Website, &ch.Website}, {r.TermsOfService, &ch.TermsOfService}} {
		if f.in != nil {
			u, ok := church.URL(*f.in, 200)
			if !ok {
				return church.Invalid(church.MsgURLInvalid)
			}
			*f.out = u
		}
	}
	if r.Address != nil {
		a, err := church.Text("Address", *r.Address, 300, false)
		if err != nil {
			return err
		}
		ch.Address = a
	}
	return nil
}

var profileFields = map[string]bool{"firstName": true, "lastName": true, "email": true, "mobile": true}

// profileRequest is the fields of the multipart profile update.
type profileRequest struct{ form url.Values }

// check refuses unknown fields, NUL characters and someone else's userId.
func (r profileRequest) check(self int64) error {
	for k, vs := range r.form {
		if !profileFields[k] && !church.ClientFields[k] {
			return church.Invalid("Unknown field " + k)
		}
		if err := httpx.CheckText(vs...); err != nil {
			return err
		}
	}
	if uid := r.form.Get("userId"); uid != "" && uid != strconv.FormatInt(self, 10) {
		return errNotOwnProfile
	}
	return nil
}

// apply checks the fields sent onto p; mobile comes as repeated entries, the first non-empty one
// is kept, in the church's default country when it has no country code.
func (r profileRequest) apply(p *Profile, country string) error {
	for _, f := range []struct {
		key, label string
		out        *string
	}{{"firstName", "First name", &p.FirstName}, {"lastName", "Last name", &p.LastName}} {
		vs, ok := r.form[f.key]
		if !ok {
			continue
		}
		if len(vs) != 1 {
			return church.Invalid(f.label + " must be sent once")
		}
		s, err := church.Text(f.label, vs[0], 100, false)
		if err != nil {
			return err
		}
		if s == "" {
			return church.Invalid(f.label + " is required")
		}
		*f.out = s
	}
	if vs, ok := r.form["email"]; ok {
		if len(vs) != 1 {
			return church.Invalid("email must be sent once")
		}
		e, valid := church.Email(vs[0])
		if !valid {
			return church.Invalid(church.MsgEmailInvalid)
		}
		p.Email = e
	}
	if vs, ok := r.form["mobile"]; ok {
		if len(vs) > 3 {
			return church.Invalid("At most 3 mobile entries")
		}
		mobile := ""
		for _, v := range vs {
			if strings.TrimSpace(v) == "" {
				continue
			}
			m, valid := church.Phone(v, country)
			if !valid {
				return church.Invalid(church.MsgNumberInvalid)
			}
			if mobile == "" {
				mobile = m
			}
		}
		p.Mobile = mobile
	}
	return nil
}

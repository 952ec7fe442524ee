package organization

import (
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/org"
)

type generalInput struct {
	httpx.ClientContext
	FullName       *string `json:"fullName"`
	Email          *string `json:"email"`
	Phone          *string `json:"phone"`
	Website        *string `json:"website"`
	Address        *string `json:"address"`
	TermsOfService *string `json:"termsOfService"`
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

// apply validates the input onto ch.
func (in generalInput) apply(ch *tenancy.Church) error {
	if in.FullName != nil {
		s := strings.TrimSpace(*in.FullName)
		switch {
		case s == "":
			return invalid("Organisation name is required")
		case utf8.RuneCountInString(s) > 100:
			return invalid("Organisation name must be at most 100 characters")
		}
		if _, err := cleanText("Organisation name", s, 100, false); err != nil {
			return err
		}
		ch.FullName = s
	}
	if in.Email != nil {
		e, ok := cleanEmail(*in.Email)
		if !ok {
			return invalid(msgEmailInvalid)
		}
		ch.Email = e
	}
	if in.Phone != nil {
		if strings.TrimSpace(*in.Phone) == "" {
			ch.Phone = ""
		} else if p, ok := cleanPhone(*in.Phone, ch.Country()); ok {
			ch.Phone = p
		} else {
			return invalid(msgNumberInvalid)
		}
	}
	for _, f := range []struct {
		in  *string
		out *string
	}{{in.Website, &ch.Website}, {in.TermsOfService, &ch.TermsOfService}} {
		if f.in != nil {
			u, ok := cleanURL(*f.in, 200)
			if !ok {
				return invalid(msgURLInvalid)
			}
			*f.out = u
		}
	}
	if in.Address != nil {
		a, err := cleanText("Address", *in.Address, 300, false)
		if err != nil {
			return err
		}
		ch.Address = a
	}
	return nil
}

// GeneralUpdate is POST /api/organization/general/update; it answers the new organisation info.
func (h Handler) GeneralUpdate(c *gin.Context, in generalInput) {
	ch, err := h.updateChurch(c, func(_ *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		before := generalOf(after).fields()
		if err := in.apply(after); err != nil {
			return "", nil, err
		}
		changes := audit.Diff(before, generalOf(after).fields())
		if changes == nil {
			return "", nil, nil
		}
		return audit.EventOrgGeneral, map[string]any{"changes": changes}, nil
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, "Organisation details saved", org.InfoOf(ch))
}

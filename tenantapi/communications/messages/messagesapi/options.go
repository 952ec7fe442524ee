package messagesapi

import (
	"slices"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/contactgroups"
	"congregate/tenantapi/people/directory"
)

// optionsRequest asks the audience builder's choices of one kind.
type optionsRequest struct {
	httpx.ClientContext
	Kind   string `json:"kind" enum:"people,households,groups,serviceUnits,fellowships,savedLists,contactGroups"`
	Search string `json:"search"`
	Limit  int    `json:"limit"`
}

func (r *optionsRequest) Validate() error {
	if r.Kind != "contactGroups" && !slices.Contains(directory.OptionKinds, r.Kind) {
		return fault.E(fault.Invalid, "Kind must be people, households, groups, serviceUnits, fellowships, savedLists or contactGroups")
	}
	r.Search = strings.TrimSpace(r.Search)
	if len(r.Search) > 100 {
		return fault.E(fault.Invalid, "Search must be at most 100 characters")
	}
	switch {
	case r.Limit == 0:
		r.Limit = 20
	case r.Limit < 1 || r.Limit > 200:
		return fault.E(fault.Invalid, "Limit must be from 1 to 200")
	}
	return nil
}

// Options are the audience builder's choices of one kind.
type Options struct {
	Items []directory.Option `json:"items"`
}

// Options is POST /api/communications/audience/options: people and lists by name for the audience
// builder, under the communications key (the people pages' own lists need the people key).
func (h Handler) Options(c *gin.Context, req optionsRequest) (Options, error) {
	var out Options
	err := h.S.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) (err error) {
		if req.Kind == "contactGroups" {
			out.Items, err = contactGroupOptions(tx, req.Search, req.Limit)
			return err
		}
		out.Items, err = directory.Directory{}.Options(tx, req.Kind, req.Search, req.Limit)
		return err
	})
	return out, err
}

func contactGroupOptions(tx *gorm.DB, search string, limit int) ([]directory.Option, error) {
	gs, err := contactgroups.Named(tx, search, limit)
	if err != nil {
		return nil, err
	}
	out := make([]directory.Option, len(gs))
	for i, g := range gs {
		out[i] = directory.Option{ID: g.ID, Name: g.Name, Members: g.Members}
	}
	return out, nil
}

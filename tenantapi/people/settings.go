package people

import (
	"regexp"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

// Settings are the people settings of the church.
type Settings struct {
	EnvelopePrefix          string `json:"envelopePrefix"`
	DefaultMembershipTypeID *int64 `json:"defaultMembershipTypeId"`
	NextEnvelopeNumber      int64  `json:"nextEnvelopeNumber"`
}

func loadSettings(tx *gorm.DB) (Settings, error) {
	var s Settings
	err := tx.Raw(`SELECT envelope_prefix, default_membership_type_id,
		(SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM envelope_number_seq) AS next_envelope_number
		FROM people_settings`).Scan(&s).Error
	return s, err
}

// SettingsGet is POST /api/people/settings/get.
func (h Handler) SettingsGet(c *gin.Context, req httpx.ClientContext) {
	var s Settings
	err := h.run(c, func(tx *gorm.DB) error {
		var err error
		s, err = loadSettings(tx)
		return err
	})
	respond(c, err, "People settings", s)
}

type settingsRequest struct {
	httpx.ClientContext
	EnvelopePrefix          Opt[string] `json:"envelopePrefix"`
	DefaultMembershipTypeID Opt[int64]  `json:"defaultMembershipTypeId"`
}

var prefixRule = regexp.MustCompile(`^[A-Za-z0-9-]{0,10}$`)

// SettingsUpdate is POST /api/people/settings/update.
func (h Handler) SettingsUpdate(c *gin.Context, req settingsRequest) {
	var cols []column
	if req.EnvelopePrefix.Set {
		if !prefixRule.MatchString(req.EnvelopePrefix.V) {
			httpx.Fail(c, invalid("Envelope prefix may hold up to 10 letters, digits or -"))
			return
		}
		cols = append(cols, column{Name: "envelope_prefix", Value: req.EnvelopePrefix.V})
	}
	if req.DefaultMembershipTypeID.Set {
		var v any
		if !req.DefaultMembershipTypeID.Null && req.DefaultMembershipTypeID.V != 0 {
			v = req.DefaultMembershipTypeID.V
		}
		cols = append(cols, column{Name: "default_membership_type_id", Value: v})
	}
	var s Settings
	err := h.run(c, func(tx *gorm.DB) error {
		if len(cols) > 0 {
			sets, args := "", []any{}
			for i, col := range cols {
				if i > 0 {
					sets += ", "
				}
				sets, args = sets+col.Name+" = ?", append(args, col.Value)
			}
			if err := tx.Exec(`UPDATE people_settings SET `+sets, args...).Error; err != nil {
				return err
			}
		}
		var err error
		s, err = loadSettings(tx)
		return err
	})
	respond(c, err, "People settings updated", s)
}

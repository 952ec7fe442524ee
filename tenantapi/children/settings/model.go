// Package settings is children's ministry's settings (one row): the label size, whether check-out
// asks for the label's code, how many weeks make a child "not seen", and whether labels print
// allergies.
package settings

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Settings are children's ministry's settings.
type Settings struct {
	LabelSize      string `json:"labelSize" enum:"4x2in,62mm"`
	CheckoutCode   bool   `json:"checkoutCode"`
	NotSeenWeeks   int    `json:"notSeenWeeks"`
	PrintAllergies bool   `json:"printAllergies"`
}

type updateRequest struct {
	httpx.ClientContext
	LabelSize      string `json:"labelSize" enum:"4x2in,62mm"`
	CheckoutCode   bool   `json:"checkoutCode"`
	NotSeenWeeks   int    `json:"notSeenWeeks"`
	PrintAllergies bool   `json:"printAllergies"`
}

func (r *updateRequest) Validate() error {
	if r.LabelSize != "4x2in" && r.LabelSize != "62mm" {
		return fault.E(fault.Invalid, "The label size is 4x2in or 62mm")
	}
	if r.NotSeenWeeks < 1 || r.NotSeenWeeks > 52 {
		return fault.E(fault.Invalid, "Not seen is 1 to 52 weeks")
	}
	return nil
}

// Published as childrensettings.*: people, the organisation and giving have settings packages too.
func (Settings) SchemaPackage() string      { return "childrensettings" }
func (updateRequest) SchemaPackage() string { return "childrensettings" }

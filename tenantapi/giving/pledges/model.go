// Package pledges is giving's pledge campaigns and pledges (docs/giving-api.md "Campaigns and
// pledges"): a goal for one code between two dates, and people's promises towards it. What a
// person gave towards a pledge is their counted gifts to the campaign's code within its dates.
package pledges

import (
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Campaign is a pledge campaign with its totals.
type Campaign struct {
	ID           int64  `json:"id"`
	Name         string `json:"name"`
	FundID       int64  `json:"fundId"`
	FundName     string `json:"fundName"`
	GoalMinor    int64  `json:"goalMinor"`
	StartsOn     string `json:"startsOn"`
	EndsOn       string `json:"endsOn"`
	PledgedMinor int64  `json:"pledgedMinor"`
	GivenMinor   int64  `json:"givenMinor"`
	PledgeCount  int64  `json:"pledgeCount"`
	Currency     string `json:"currency"`
}

// Campaigns answers campaigns/list.
type Campaigns struct {
	Items []Campaign `json:"items"`
}

// Pledge is one person's pledge with what they gave towards it.
type Pledge struct {
	ID             int64  `json:"id"`
	CampaignID     int64  `json:"campaignId"`
	PersonID       int64  `json:"personId"`
	PersonName     string `json:"personName"`
	AmountMinor    int64  `json:"amountMinor"`
	GivenMinor     int64  `json:"givenMinor"`
	RemainingMinor int64  `json:"remainingMinor"`
	Percent        int    `json:"percent"`
	PledgedOn      string `json:"pledgedOn"`
}

// Empty answers a delete.
type Empty struct{}

const (
	msgName     = "Enter a campaign name"
	msgNameLong = "A campaign name must be at most 100 characters"
	msgDates    = "The end date must be on or after the start date"
	msgPledged  = "This person has already pledged to this campaign"
	msgNameUsed = "A campaign with this name already exists"
)

var (
	errCampaignNotFound = fault.E(fault.NotFound, "Campaign not found")
	errPledgeNotFound   = fault.E(fault.NotFound, "Pledge not found")
)

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type campaignSaveRequest struct {
	httpx.ClientContext
	ID       *int64 `json:"id"`
	Name     string `json:"name"`
	FundID   int64  `json:"fundId"`
	Goal     string `json:"goal"`
	StartsOn string `json:"startsOn"`
	EndsOn   string `json:"endsOn"`
}

func (r *campaignSaveRequest) Validate() error {
	r.Name = strings.TrimSpace(r.Name)
	switch {
	case r.Name == "":
		return fault.E(fault.Invalid, msgName)
	case utf8.RuneCountInString(r.Name) > 100 || strings.ContainsRune(r.Name, 0):
		return fault.E(fault.Invalid, msgNameLong)
	}
	return nil
}

type pledgeListRequest struct {
	httpx.ClientContext
	CampaignID int64 `json:"campaignId"`
	httpx.Paging
}

type pledgeSaveRequest struct {
	httpx.ClientContext
	ID         *int64 `json:"id"`
	CampaignID int64  `json:"campaignId"`
	PersonID   int64  `json:"personId"`
	Amount     string `json:"amount"`
	PledgedOn  string `json:"pledgedOn"`
}

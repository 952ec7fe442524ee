package pledges

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/giving/funds"
	"congregate/tenantapi/giving/ledger"
	"congregate/tenantapi/giving/money"
	"congregate/tenantapi/giving/settings"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/person"
)

// People names the people who pledged (tenantapi/people/directory implements it).
type People interface {
	Names(tx *gorm.DB, ids []int64) (map[int64]string, error)
}

// Service holds the campaigns' and pledges' rules.
type Service struct {
	Tenants *db.Tenants
	People  People // nil: directory.Directory
	Clock   clock.Clock
}

var constraints = db.Constraints{
	"giving_campaigns_name_key":                fault.E(fault.Conflict, msgNameUsed),
	"giving_pledges_campaign_id_person_id_key": fault.E(fault.Conflict, msgPledged),
	"giving_campaigns_check":                   fault.E(fault.Invalid, msgDates),
	"giving_pledges_campaign_id_fkey":          errCampaignNotFound,
	"giving_campaigns_fund_id_fkey":            funds.ErrNotFound,
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

func (s *Service) people() People {
	if s.People == nil {
		return directory.Directory{}
	}
	return s.People
}

func campaignOf(r campaignRow, cur string) Campaign {
	return Campaign{ID: r.ID, Name: r.Name, FundID: r.FundID, FundName: r.FundName, GoalMinor: r.GoalMinor,
		StartsOn: r.StartsOn.Format("2006-01-02"), EndsOn: r.EndsOn.Format("2006-01-02"), PledgedMinor: r.PledgedMinor,
		GivenMinor: r.GivenMinor, PledgeCount: r.PledgeCount, Currency: cur}
}

// Campaigns is every campaign with its totals, the latest first.
func (s *Service) Campaigns(ctx context.Context) (Campaigns, error) {
	out := Campaigns{Items: []Campaign{}}
	err := s.run(ctx, func(tx *gorm.DB) error {
		cur, err := settings.Currency(tx)
		if err != nil {
			return err
		}
		rows, err := campaigns(tx)
		for _, r := range rows {
			out.Items = append(out.Items, campaignOf(r, cur))
		}
		return err
	})
	return out, err
}

// CampaignSave adds (no id) or changes a campaign.
func (s *Service) CampaignSave(ctx context.Context, a ledger.Actor, r campaignSaveRequest) (*Campaign, error) {
	starts, err := money.ParseDate(r.StartsOn, "")
	if err != nil {
		return nil, err
	}
	ends, err := money.ParseDate(r.EndsOn, "")
	if err != nil {
		return nil, err
	}
	if ends < starts {
		return nil, fault.E(fault.Invalid, msgDates)
	}
	var out *Campaign
	err = s.run(ctx, func(tx *gorm.DB) error {
		goal, cur, err := ledger.Amount(tx, r.Goal)
		if err != nil {
			return err
		}
		if err := funds.Require(tx, r.FundID); err != nil {
			return err
		}
		id := int64(0)
		if r.ID == nil {
			if id, err = insertCampaign(tx, r.Name, r.FundID, goal, starts, ends, a.ID); err != nil {
				return err
			}
		} else {
			id = *r.ID
			if found, err := updateCampaign(tx, id, r.Name, r.FundID, goal, starts, ends); err != nil || !found {
				if err == nil {
					err = errCampaignNotFound
				}
				return err
			}
		}
		row, err := loadCampaign(tx, id)
		if err != nil {
			return err
		}
		c := campaignOf(*row, cur)
		out = &c
		return audit.Write(tx, a.Audit(ledger.EventCampaignSave, map[string]any{"campaignId": id, "name": r.Name, "fundId": r.FundID,
			"goal": money.FormatWith(goal, cur), "startsOn": starts, "endsOn": ends}))
	})
	return out, err
}

// CampaignDelete deletes a campaign and its pledges (the gifts stay).
func (s *Service) CampaignDelete(ctx context.Context, a ledger.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		c, err := loadCampaign(tx, id)
		if err != nil {
			return err
		}
		if err := deleteCampaign(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventCampaignDelete, map[string]any{"campaignId": id, "name": c.Name, "pledges": c.PledgeCount}))
	})
}

func (s *Service) answer(tx *gorm.DB, rows []pledgeRow) ([]Pledge, error) {
	ids := make([]int64, 0, len(rows))
	for _, r := range rows {
		ids = append(ids, r.PersonID)
	}
	names, err := s.people().Names(tx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]Pledge, 0, len(rows))
	for _, r := range rows {
		p := Pledge{ID: r.ID, CampaignID: r.CampaignID, PersonID: r.PersonID, PersonName: names[r.PersonID], AmountMinor: r.AmountMinor,
			GivenMinor: r.GivenMinor, RemainingMinor: max(r.AmountMinor-r.GivenMinor, 0), PledgedOn: r.PledgedOn.Format("2006-01-02")}
		if r.AmountMinor > 0 {
			p.Percent = int(min(r.GivenMinor*100/r.AmountMinor, 100))
		}
		out = append(out, p)
	}
	return out, nil
}

// Pledges is one page of a campaign's pledges.
func (s *Service) Pledges(ctx context.Context, campaignID int64, paging httpx.Paging) (httpx.Page[Pledge], error) {
	p, err := paging.Resolve(25)
	if err != nil {
		return httpx.Page[Pledge]{}, err
	}
	var out httpx.Page[Pledge]
	err = s.run(ctx, func(tx *gorm.DB) error {
		if _, err := loadCampaign(tx, campaignID); err != nil {
			return err
		}
		rows, total, err := pledges(tx, campaignID, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		items, err := s.answer(tx, rows)
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// PledgeSave adds (no id) or changes a pledge; one pledge per person and campaign.
func (s *Service) PledgeSave(ctx context.Context, a ledger.Actor, r pledgeSaveRequest) (*Pledge, error) {
	on, err := money.ParseDate(r.PledgedOn, ledger.Today(ctx, s.Clock))
	if err != nil {
		return nil, err
	}
	var out *Pledge
	err = s.run(ctx, func(tx *gorm.DB) error {
		if _, err := loadCampaign(tx, r.CampaignID); err != nil {
			return err
		}
		if err := person.RequireLive(tx, r.PersonID); err != nil {
			return err
		}
		amount, cur, err := ledger.Amount(tx, r.Amount)
		if err != nil {
			return err
		}
		id := int64(0)
		if r.ID == nil {
			if id, err = insertPledge(tx, r.CampaignID, r.PersonID, amount, on, a.ID); err != nil {
				return err
			}
		} else {
			id = *r.ID
			if found, err := updatePledge(tx, id, r.CampaignID, r.PersonID, amount, on); err != nil || !found {
				if err == nil {
					err = errPledgeNotFound
				}
				return err
			}
		}
		row, err := loadPledge(tx, id)
		if err != nil {
			return err
		}
		items, err := s.answer(tx, []pledgeRow{*row})
		if err != nil {
			return err
		}
		out = &items[0]
		return audit.Write(tx, a.Audit(ledger.EventPledgeSave, map[string]any{"pledgeId": id, "campaignId": r.CampaignID,
			"personId": r.PersonID, "amount": money.FormatWith(amount, cur)}))
	})
	return out, err
}

// PledgeDelete deletes a pledge.
func (s *Service) PledgeDelete(ctx context.Context, a ledger.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		p, err := loadPledge(tx, id)
		if err != nil {
			return err
		}
		if err := deletePledge(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(ledger.EventPledgeDelete, map[string]any{"pledgeId": id, "campaignId": p.CampaignID, "personId": p.PersonID}))
	})
}

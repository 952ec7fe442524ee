package pledges

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of campaigns and pledges: the only file of the package that names tables.

type campaignRow struct {
	ID           int64
	Name         string
	FundID       int64
	FundName     string
	GoalMinor    int64
	StartsOn     time.Time
	EndsOn       time.Time
	PledgedMinor int64
	GivenMinor   int64
	PledgeCount  int64
}

// counted is the condition of a gift counted towards a campaign (g: the gift, k: the campaign).
const counted = `g.fund_id = k.fund_id AND g.received_on BETWEEN k.starts_on AND k.ends_on AND g.status = 'succeeded' AND g.voided_at IS NULL`

const campaignSelect = `SELECT k.id, k.name, k.fund_id, f.name AS fund_name, k.goal_minor, k.starts_on, k.ends_on,
	COALESCE((SELECT sum(p.amount_minor) FROM giving_pledges p WHERE p.campaign_id = k.id), 0) AS pledged_minor,
	(SELECT count(*) FROM giving_pledges p WHERE p.campaign_id = k.id) AS pledge_count,
	COALESCE((SELECT sum(g.amount_minor) FROM giving_contributions g WHERE ` + counted + `), 0) AS given_minor
	FROM giving_campaigns k JOIN giving_funds f ON f.id = k.fund_id`

func campaigns(tx *gorm.DB) ([]campaignRow, error) {
	var rows []campaignRow
	err := tx.Raw(campaignSelect + ` ORDER BY k.starts_on DESC, k.id DESC`).Scan(&rows).Error
	return rows, err
}

func loadCampaign(tx *gorm.DB, id int64) (*campaignRow, error) {
	var rows []campaignRow
	if err := tx.Raw(campaignSelect+` WHERE k.id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errCampaignNotFound
	}
	return &rows[0], nil
}

func insertCampaign(tx *gorm.DB, name string, fundID, goal int64, starts, ends string, by *int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO giving_campaigns (name, fund_id, goal_minor, starts_on, ends_on, created_by)
		VALUES (?, ?, ?, ?::date, ?::date, ?) RETURNING id`, name, fundID, goal, starts, ends, by).Scan(&id).Error
	return id, err
}

func updateCampaign(tx *gorm.DB, id int64, name string, fundID, goal int64, starts, ends string) (bool, error) {
	res := tx.Exec(`UPDATE giving_campaigns SET name = ?, fund_id = ?, goal_minor = ?, starts_on = ?::date, ends_on = ?::date WHERE id = ?`,
		name, fundID, goal, starts, ends, id)
	return res.RowsAffected > 0, res.Error
}

func deleteCampaign(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "giving_campaigns", id, errCampaignNotFound)
}

type pledgeRow struct {
	ID          int64
	CampaignID  int64
	PersonID    int64
	AmountMinor int64
	GivenMinor  int64
	PledgedOn   time.Time
}

const pledgeSelect = `SELECT p.id, p.campaign_id, p.person_id, p.amount_minor, p.pledged_on,
	COALESCE((SELECT sum(g.amount_minor) FROM giving_contributions g WHERE g.person_id = p.person_id AND ` + counted + `), 0) AS given_minor
	FROM giving_pledges p JOIN giving_campaigns k ON k.id = p.campaign_id`

func pledges(tx *gorm.DB, campaignID int64, limit, offset int) ([]pledgeRow, int64, error) {
	var total int64
	if err := tx.Raw(`SELECT count(*) FROM giving_pledges WHERE campaign_id = ?`, campaignID).Scan(&total).Error; err != nil {
		return nil, 0, err
	}
	var rows []pledgeRow
	err := tx.Raw(pledgeSelect+` WHERE p.campaign_id = ? ORDER BY p.pledged_on DESC, p.id DESC LIMIT ? OFFSET ?`,
		campaignID, limit, offset).Scan(&rows).Error
	return rows, total, err
}

func loadPledge(tx *gorm.DB, id int64) (*pledgeRow, error) {
	var rows []pledgeRow
	if err := tx.Raw(pledgeSelect+` WHERE p.id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errPledgeNotFound
	}
	return &rows[0], nil
}

func insertPledge(tx *gorm.DB, campaignID, personID, amount int64, on string, by *int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO giving_pledges (campaign_id, person_id, amount_minor, pledged_on, created_by)
		VALUES (?, ?, ?, ?::date, ?) RETURNING id`, campaignID, personID, amount, on, by).Scan(&id).Error
	return id, err
}

func updatePledge(tx *gorm.DB, id, campaignID, personID, amount int64, on string) (bool, error) {
	res := tx.Exec(`UPDATE giving_pledges SET campaign_id = ?, person_id = ?, amount_minor = ?, pledged_on = ?::date WHERE id = ?`,
		campaignID, personID, amount, on, id)
	return res.RowsAffected > 0, res.Error
}

func deletePledge(tx *gorm.DB, id int64) error {
	return db.Delete(tx, "giving_pledges", id, errPledgeNotFound)
}

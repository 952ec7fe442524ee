package demo

import (
	"fmt"
	"math/rand/v2"
	"time"

	"gorm.io/gorm"
)

// seedGiving gives the demo church what its giving pages show (issue 14): about 18 months of weekly
// gifts from about 60 of its adults to the default contribution codes (cash, cheques with their
// numbers, cards and bank transfers; a few anonymous gifts each month), three committed batches
// and one open batch of the latest Sundays' plates, and the "New Roof 2027" pledge campaign with
// pledges. Rows go in with a few set-based statements.
func seedGiving(tx *gorm.DB, r *rand.Rand, people []person, now time.Time) error {
	var adults []person
	for _, p := range people {
		if p.Age >= 18 {
			adults = append(adults, p)
		}
	}
	if len(adults) < 20 {
		return nil // a tiny demo: nothing to show
	}
	var funds []struct {
		ID   int64
		Code string
	}
	if err := tx.Raw(`SELECT id, code FROM giving_funds`).Scan(&funds).Error; err != nil {
		return err
	}
	fund := map[string]int64{}
	for _, f := range funds {
		fund[f.Code] = f.ID
	}
	if fund["GEN"] == 0 || fund["TITHE"] == 0 || fund["BLDG"] == 0 {
		return nil // the codes were changed: leave giving alone
	}
	type giver struct {
		p        person
		every    int   // chance in 100 of giving on a Sunday
		base     int64 // usual gift, minor units
		method   string
		cheque   int
		pledgeOn bool
	}
	n := min(60, len(adults))
	givers := make([]giver, 0, n)
	for _, i := range r.Perm(len(adults))[:n] {
		g := giver{p: adults[i], every: 35 + r.IntN(60), base: int64(10+r.IntN(240)) * 100,
			method: []string{"cash", "cash", "cheque", "cheque", "card", "card", "card", "bank"}[r.IntN(8)], cheque: 1000 + r.IntN(8000)}
		if r.IntN(4) == 0 {
			g.base += int64(r.IntN(4)) * 25
		}
		givers = append(givers, g)
	}
	for i := range givers[:20] {
		givers[i].pledgeOn = true
	}

	type gift struct {
		PersonID *int64 `json:"person_id"`
		FundID   int64  `json:"fund_id"`
		Amount   int64  `json:"amount_minor"`
		Method   string `json:"method"`
		Cheque   string `json:"cheque_number"`
		On       string `json:"received_on"`
		Source   string `json:"source"`
		Status   string `json:"status"`
		Batch    *int64 `json:"batch_id"`
		Brand    string `json:"card_brand"`
		Last4    string `json:"card_last4"`
		Note     string `json:"note"`
	}
	today := now.Format("2006-01-02")
	sunday := now.AddDate(0, 0, -int(now.Weekday())) // the latest Sunday (today on a Sunday)
	campaignStart := sunday.AddDate(0, -6, 0)
	var sundays []time.Time // 18 months of Sundays: 78 weeks up to the latest
	for w := 78; w >= 0; w-- {
		sundays = append(sundays, sunday.AddDate(0, 0, -7*w))
	}

	// The last four Sundays' cash and cheques are batches: three committed, the latest open.
	batchOf := map[string]int{}
	for i := 0; i < 4 && i < len(sundays); i++ {
		batchOf[sundays[len(sundays)-1-i].Format("2006-01-02")] = 3 - i // 3 is the latest
	}
	var gifts []gift
	batchGifts := map[int][]int{} // batch number → indexes in gifts
	brands := []string{"visa", "mastercard", "amex", "discover"}
	for _, d := range sundays {
		on := d.Format("2006-01-02")
		if on > today {
			continue
		}
		for gi := range givers {
			g := &givers[gi]
			if r.IntN(100) >= g.every {
				continue
			}
			id := g.p.ID
			amount := g.base + int64(r.IntN(5)-2)*500
			if amount < 500 {
				amount = 500
			}
			code := []string{"TITHE", "TITHE", "TITHE", "GEN", "GEN", "MISS", "BEN"}[r.IntN(7)]
			if g.pledgeOn && !d.Before(campaignStart) && r.IntN(3) == 0 {
				code = "BLDG"
			} else if r.IntN(25) == 0 {
				code = "BLDG"
			}
			x := gift{PersonID: &id, FundID: fund[code], Amount: amount, Method: g.method, On: on, Source: "manual", Status: "succeeded"}
			switch g.method {
			case "cheque":
				g.cheque++
				x.Cheque = fmt.Sprint(g.cheque)
			case "card":
				x.Source, x.Brand, x.Last4 = "online", brands[int(id)%len(brands)], fmt.Sprintf("%04d", (id*37)%10000)
			}
			if x.FundID == 0 {
				x.FundID = fund["GEN"]
			}
			if b, ok := batchOf[on]; ok && (x.Method == "cash" || x.Method == "cheque") {
				x.Source = "batch"
				if b == 3 {
					x.Status = "pending"
				}
				batchGifts[b] = append(batchGifts[b], len(gifts))
			}
			gifts = append(gifts, x)
		}
		// A few anonymous gifts in the plate.
		for k := r.IntN(3); k > 0; k-- {
			x := gift{FundID: fund["GEN"], Amount: int64(5+r.IntN(60)) * 100, Method: "cash", On: on, Source: "manual", Status: "succeeded",
				Note: "Loose offering"}
			if b, ok := batchOf[on]; ok {
				x.Source = "batch"
				if b == 3 {
					x.Status = "pending"
				}
				batchGifts[b] = append(batchGifts[b], len(gifts))
			}
			gifts = append(gifts, x)
		}
	}

	// The batches, then their gifts' batch ids.
	for b := 0; b <= 3; b++ {
		idx := batchGifts[b]
		if len(idx) == 0 {
			continue
		}
		var total int64
		for _, i := range idx {
			total += gifts[i].Amount
		}
		on := gifts[idx[0]].On
		name := "Sunday plate " + on
		var id int64
		var err error
		if b == 3 {
			err = tx.Raw(`INSERT INTO giving_batches (name, batch_date, expected_total_minor, expected_count) VALUES (?, ?, ?, ?) RETURNING id`,
				name, on, total, len(idx)).Scan(&id).Error
		} else {
			err = tx.Raw(`INSERT INTO giving_batches (name, batch_date, expected_total_minor, expected_count, status, committed_at, created_at)
				VALUES (?, ?, ?, ?, 'committed', ?::date + interval '1 day 10 hours', ?::date + interval '1 day 9 hours') RETURNING id`,
				name, on, total, len(idx), on, on).Scan(&id).Error
		}
		if err != nil {
			return err
		}
		for _, i := range idx {
			gifts[i].Batch = &id
		}
	}
	for start := 0; start < len(gifts); start += 2000 {
		if err := insertJSON(tx, `INSERT INTO giving_contributions (person_id, fund_id, amount_minor, currency, method, cheque_number,
				received_on, note, source, status, batch_id, card_brand, card_last4, created_at, updated_at)
			SELECT r.person_id, r.fund_id, r.amount_minor, (SELECT currency FROM giving_settings WHERE id = 1), r.method, r.cheque_number,
				r.received_on, r.note, r.source, r.status, r.batch_id, r.card_brand, r.card_last4,
				r.received_on + interval '13 hours', r.received_on + interval '13 hours'
			FROM jsonb_to_recordset(?::jsonb) AS r(person_id bigint, fund_id bigint, amount_minor bigint, method text, cheque_number text,
				received_on date, note text, source text, status text, batch_id bigint, card_brand text, card_last4 text)`,
			gifts[start:min(start+2000, len(gifts))]); err != nil {
			return err
		}
	}
	// Two gifts voided with their reason.
	if err := tx.Exec(`UPDATE giving_contributions SET voided_at = received_on + interval '2 days', void_reason = 'Entered twice'
		WHERE id IN (SELECT id FROM giving_contributions WHERE status = 'succeeded' AND batch_id IS NULL AND person_id IS NOT NULL ORDER BY id LIMIT 2 OFFSET 40)`).Error; err != nil {
		return err
	}

	// The New Roof 2027 campaign and its pledges.
	var campaign int64
	if err := tx.Raw(`INSERT INTO giving_campaigns (name, fund_id, goal_minor, starts_on, ends_on) VALUES ('New Roof 2027', ?, 15000000, ?, '2027-12-31')
		RETURNING id`, fund["BLDG"], campaignStart.Format("2006-01-02")).Scan(&campaign).Error; err != nil {
		return err
	}
	type pledge struct {
		PersonID int64  `json:"person_id"`
		Amount   int64  `json:"amount_minor"`
		On       string `json:"pledged_on"`
	}
	var pledges []pledge
	for _, g := range givers {
		if g.pledgeOn {
			pledges = append(pledges, pledge{PersonID: g.p.ID, Amount: int64(5+r.IntN(46)) * 10000,
				On: campaignStart.AddDate(0, 0, r.IntN(30)).Format("2006-01-02")})
		}
	}
	return insertJSON(tx, `INSERT INTO giving_pledges (campaign_id, person_id, amount_minor, pledged_on)
		SELECT `+fmt.Sprint(campaign)+`, r.person_id, r.amount_minor, r.pledged_on
		FROM jsonb_to_recordset(?::jsonb) AS r(person_id bigint, amount_minor bigint, pledged_on date)`, pledges)
}

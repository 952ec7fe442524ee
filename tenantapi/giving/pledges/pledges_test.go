package pledges_test

import (
	"strings"
	"testing"
	"time"

	pt "congregate/tenantapi/tenanttest"
)

func TestCampaignsPledgesAndSettings(t *testing.T) {
	e := pt.New(t)
	admin := e.Login(e.Alpha, "admin@alpha.test")
	fin := e.Login(e.Alpha, "finance@alpha.test")
	ruth := e.AddPerson(admin, map[string]any{"firstName": "Ruth", "lastName": "Pledger"})
	var bldg, gen int64
	e.Scan(e.Alpha, `SELECT id FROM giving_funds WHERE code = 'BLDG'`, &bldg)
	e.Scan(e.Alpha, `SELECT id FROM giving_funds WHERE code = 'GEN'`, &gen)
	day := time.Now().UTC().AddDate(0, 0, -5).Format("2006-01-02")
	start := time.Now().UTC().AddDate(0, -1, 0).Format("2006-01-02")

	r := e.Post(e.Alpha, "/api/generosity/campaigns/save", fin, map[string]any{"name": "New Roof 2027", "fundId": bldg, "goal": "150,000",
		"startsOn": start, "endsOn": "2027-12-31"})
	pt.Expect(t, r, 200, "Campaign saved")
	campaign := int64(r.M(t)["id"].(float64))
	r = e.Post(e.Alpha, "/api/generosity/pledges/save", fin, map[string]any{"campaignId": campaign, "personId": ruth, "amount": "1,000", "pledgedOn": day})
	pt.Expect(t, r, 200, "Pledge saved")
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/pledges/save", fin, map[string]any{"campaignId": campaign, "personId": ruth, "amount": "5", "pledgedOn": day}),
		409, "This person has already pledged to this campaign")
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/pledges/save", fin, map[string]any{"campaignId": campaign, "personId": 999999, "amount": "5", "pledgedOn": day}),
		404, "Person not found")

	// Gifts to the campaign's code within its dates count; void ones and other codes do not.
	add := func(fund int64, amount string) int64 {
		r := e.Post(e.Alpha, "/api/generosity/contributions/add", fin, map[string]any{"personId": ruth, "fundId": fund, "amount": amount, "method": "cash", "receivedOn": day})
		pt.Expect(t, r, 201, "Contribution added")
		return int64(r.M(t)["id"].(float64))
	}
	add(bldg, "250")
	add(gen, "100")
	v := add(bldg, "300")
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/contributions/void", fin, map[string]any{"id": v, "reason": "Bounced"}), 200, "Contribution voided")
	var p struct {
		Items []struct {
			PersonName                              string
			AmountMinor, GivenMinor, RemainingMinor int64
			Percent                                 int
		}
	}
	e.Post(e.Alpha, "/api/generosity/pledges/list", fin, map[string]any{"campaignId": campaign}).Decode(t, &p)
	if len(p.Items) != 1 || p.Items[0].GivenMinor != 25000 || p.Items[0].RemainingMinor != 75000 || p.Items[0].Percent != 25 ||
		p.Items[0].PersonName != "Ruth Pledger" {
		t.Fatalf("pledges: %+v", p)
	}
	var c struct {
		Items []struct{ PledgedMinor, GivenMinor, PledgeCount int64 }
	}
	e.Post(e.Alpha, "/api/generosity/campaigns/list", fin, map[string]any{}).Decode(t, &c)
	if len(c.Items) != 1 || c.Items[0].PledgedMinor != 100000 || c.Items[0].GivenMinor != 25000 || c.Items[0].PledgeCount != 1 {
		t.Fatalf("campaigns: %+v", c)
	}
	// Bravo sees none of it.
	ben := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/generosity/pledges/list", ben, map[string]any{"campaignId": campaign}), 404, "Campaign not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/generosity/campaigns/delete", ben, map[string]any{"id": campaign}), 404, "Campaign not found")

	// Settings: the keyword is upper-cased and may not be a smart keyword.
	e.Exec(e.Alpha, `INSERT INTO smart_keywords (keyword, reply) VALUES ('JOIN', 'Welcome')`)
	r = e.Post(e.Alpha, "/api/generosity/settings", fin, map[string]any{})
	s := r.M(t)
	delete(s, "hasContributions")
	s["textToGiveKeyword"] = "join"
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/settings/update", fin, s), 409, "This keyword is already a smart keyword")
	// The console's rules and words: one letter is too short; limits are written 2,000.
	s["textToGiveKeyword"] = "g"
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/settings/update", fin, s), 400, "A text-to-give keyword is 2 to 20 letters or digits")
	s["textToGiveKeyword"], s["bankTransferDetails"] = "give", strings.Repeat("x", 2001)
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/settings/update", fin, s), 400, "The bank transfer details must be at most 2,000 characters")
	s["bankTransferDetails"] = strings.Repeat("x", 2000)
	r = e.Post(e.Alpha, "/api/generosity/settings/update", fin, s)
	pt.Expect(t, r, 200, "Giving settings saved")
	if r.M(t)["textToGiveKeyword"] != "GIVE" || e.AuditCount(e.Alpha, "giving.settings.update") != 1 {
		t.Fatalf("settings: %+v", r.M(t))
	}
}

package contributions_test

import (
	"fmt"
	"testing"
	"time"

	pt "congregate/tenantapi/tenanttest"
)

func fundID(t *testing.T, e *pt.Env, code string) int64 {
	t.Helper()
	var id int64
	e.Scan(e.Alpha, `SELECT id FROM giving_funds WHERE code = '`+code+`'`, &id)
	if id == 0 {
		t.Fatalf("no fund %s", code)
	}
	return id
}

func addGift(t *testing.T, e *pt.Env, tok string, body map[string]any) map[string]any {
	t.Helper()
	r := e.Post(e.Alpha, "/api/generosity/contributions/add", tok, body)
	pt.Expect(t, r, 201, "Contribution added")
	return r.M(t)
}

func counted(t *testing.T, e *pt.Env) int64 {
	t.Helper()
	var n int64
	e.Scan(e.Alpha, `SELECT COALESCE(sum(amount_minor), 0) FROM giving_contributions WHERE status = 'succeeded' AND voided_at IS NULL`, &n)
	return n
}

func TestContributionsAddVoidChangeType(t *testing.T) {
	e := pt.New(t)
	fin := e.Login(e.Alpha, "finance@alpha.test")
	admin := e.Login(e.Alpha, "admin@alpha.test")
	grace := e.AddPerson(admin, map[string]any{"firstName": "Grace", "lastName": "Giver"})
	gen, tithe := fundID(t, e, "GEN"), fundID(t, e, "TITHE")
	today := time.Now().UTC().Add(-48 * time.Hour).Format("2006-01-02")

	add := "/api/generosity/contributions/add"
	base := func(over map[string]any) map[string]any {
		b := map[string]any{"personId": grace, "fundId": gen, "amount": "25.00", "method": "cash", "receivedOn": today}
		for k, v := range over {
			b[k] = v
		}
		return b
	}
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"amount": "1e3"})), 400, "Enter an amount like 25.00")
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"amount": "-5"})), 400, "The amount must be more than 0")
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"amount": "10.999"})), 400, "The amount can have at most 2 decimals")
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"amount": "1000000.01"})), 400, "The amount must be at most 1,000,000.00")
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"method": "bitcoin"})), 400, "Choose a payment method: cash, cheque, card, bank or other")
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"method": "cheque"})), 400, "Enter the cheque number")
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"receivedOn": "2999-01-01"})), 400, "A gift cannot be dated in the future")
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"receivedOn": "01/02/2026"})), 400, "Enter the date as YYYY-MM-DD")
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"fundId": 999999})), 404, "Contribution code not found")
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"personId": 999999})), 404, "Person not found")
	e.Exec(e.Alpha, `UPDATE giving_funds SET active = false WHERE code = 'BEN'`)
	pt.Expect(t, e.Post(e.Alpha, add, fin, base(map[string]any{"fundId": fundID(t, e, "BEN")})), 409, "This contribution code is inactive")
	if counted(t, e) != 0 {
		t.Fatal("a refused gift was written")
	}

	g := addGift(t, e, fin, base(map[string]any{"amount": "1,250.50", "method": "cheque", "chequeNumber": "1042"}))
	if g["amountMinor"] != float64(125050) || g["personName"] != "Grace Giver" || g["fundCode"] != "GEN" || g["currency"] != "USD" ||
		g["chequeNumber"] != "1042" || g["source"] != "manual" || g["status"] != "succeeded" || g["createdByName"] != "Fin Ance" {
		t.Fatalf("gift: %+v", g)
	}
	anon := addGift(t, e, fin, base(map[string]any{"personId": nil, "amount": "20"}))
	if anon["anonymous"] != true || anon["personName"] != "Anonymous" {
		t.Fatalf("anonymous: %+v", anon)
	}
	if counted(t, e) != 127050 {
		t.Fatalf("counted %d", counted(t, e))
	}
	id := int64(g["id"].(float64))

	// Change type: audited with both codes.
	r := e.Post(e.Alpha, "/api/generosity/contributions/change-type", fin, map[string]any{"id": id, "fundId": tithe})
	pt.Expect(t, r, 200, "Contribution type changed")
	if r.M(t)["fundCode"] != "TITHE" || e.AuditCount(e.Alpha, "giving.gift.change-type") != 1 {
		t.Fatalf("change type: %+v", r.M(t))
	}

	// Void: a reason, once; then out of every total and list, audited.
	void := "/api/generosity/contributions/void"
	pt.Expect(t, e.Post(e.Alpha, void, fin, map[string]any{"id": id, "reason": "  "}), 400, "Give a reason for voiding this gift")
	r = e.Post(e.Alpha, void, fin, map[string]any{"id": id, "reason": "Entered twice"})
	pt.Expect(t, r, 200, "Contribution voided")
	if m := r.M(t); m["voided"] != true || m["voidReason"] != "Entered twice" || m["voidedByName"] != "Fin Ance" {
		t.Fatalf("void: %+v", m)
	}
	pt.Expect(t, e.Post(e.Alpha, void, fin, map[string]any{"id": id, "reason": "Again"}), 409, "This gift is already void")
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/contributions/change-type", fin, map[string]any{"id": id, "fundId": gen}), 409, "This gift is void")
	if counted(t, e) != 2000 || e.AuditCount(e.Alpha, "giving.gift.void") != 1 {
		t.Fatalf("after void: counted %d", counted(t, e))
	}
	var page struct {
		Total int64
		Items []struct{ ID int64 }
	}
	e.Post(e.Alpha, "/api/generosity/contributions/list", fin, map[string]any{}).Decode(t, &page)
	if page.Total != 1 {
		t.Fatalf("list without voided: %+v", page)
	}
	e.Post(e.Alpha, "/api/generosity/contributions/list", fin, map[string]any{"includeVoided": true, "search": "grace"}).Decode(t, &page)
	if page.Total != 1 || page.Items[0].ID != id {
		t.Fatalf("search with voided: %+v", page)
	}
	e.Post(e.Alpha, "/api/generosity/contributions/list", fin, map[string]any{"includeVoided": true, "search": "1042"}).Decode(t, &page)
	if page.Total != 1 {
		t.Fatalf("search by cheque: %+v", page)
	}
	var recent struct{ Items []struct{ ID int64 } }
	e.Post(e.Alpha, "/api/generosity/contributions/recent", fin, map[string]any{}).Decode(t, &recent)
	if len(recent.Items) != 1 {
		t.Fatalf("recent: %+v", recent)
	}

	// The currency is fixed once gifts exist.
	r = e.Post(e.Alpha, "/api/generosity/settings", fin, map[string]any{})
	pt.Expect(t, r, 200, "Giving settings")
	s := r.M(t)
	if s["hasContributions"] != true {
		t.Fatalf("settings: %+v", s)
	}
	delete(s, "hasContributions")
	s["currency"] = "EUR"
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/settings/update", fin, s), 409, "The currency cannot change once gifts are recorded")

	// Bravo cannot see, void or change alpha's gift, nor give to alpha's person or code.
	ben := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/generosity/contributions/get", ben, map[string]any{"id": id}), 404, "Contribution not found")
	aid := int64(anon["id"].(float64))
	pt.Expect(t, e.Post(e.Bravo, void, ben, map[string]any{"id": aid, "reason": "x"}), 404, "Contribution not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/generosity/contributions/change-type", ben, map[string]any{"id": aid, "fundId": 1}), 404, "Contribution not found")
	pt.Expect(t, e.Post(e.Bravo, "/api/generosity/contributions/person", ben, map[string]any{"personId": grace}), 404, "Person not found")
	if counted(t, e) != 2000 {
		t.Fatal("bravo changed alpha's gifts")
	}
	// People Manager has no generosity key.
	pat := e.Login(e.Alpha, "people@alpha.test")
	if r := e.Post(e.Alpha, "/api/generosity/contributions/list", pat, map[string]any{}); r.Status != 403 {
		t.Fatalf("people manager: %d", r.Status)
	}
}

func TestFundRules(t *testing.T) {
	e := pt.New(t)
	fin := e.Login(e.Alpha, "finance@alpha.test")
	today := time.Now().UTC().Add(-48 * time.Hour).Format("2006-01-02")

	r := e.Post(e.Alpha, "/api/generosity/codes/add", fin, map[string]any{"name": "Youth Camp", "code": "camp-26", "taxDeductible": true})
	pt.Expect(t, r, 201, "Contribution code added")
	camp := int64(r.M(t)["id"].(float64))
	if r.M(t)["code"] != "CAMP-26" {
		t.Fatalf("code: %+v", r.M(t))
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/codes/add", fin, map[string]any{"name": "youth camp", "code": "X"}), 409,
		"A contribution code with this name already exists")
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/codes/add", fin, map[string]any{"name": "Other", "code": "camp-26"}), 409, "This code is already in use")
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/codes/add", fin, map[string]any{"name": "Other", "code": "a b"}), 400,
		"A code is 1 to 20 letters, digits or dashes")
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/codes/add", fin, map[string]any{"name": " ", "code": "Z"}), 400, "Enter a contribution name")

	for i := 0; i < 3; i++ {
		addGift(t, e, fin, map[string]any{"fundId": camp, "amount": "10", "method": "cash", "receivedOn": today})
	}
	del := "/api/generosity/codes/delete"
	pt.Expect(t, e.Post(e.Alpha, del, fin, map[string]any{"id": camp}), 409, "This contribution code has gifts; move them to another code first")
	pt.Expect(t, e.Post(e.Alpha, del, fin, map[string]any{"id": camp, "moveToId": camp}), 400, "Choose another code to move the gifts to")
	pt.Expect(t, e.Post(e.Alpha, del, fin, map[string]any{"id": camp, "moveToId": 999999}), 404, "Contribution code not found")
	// A void gift moves too.
	var one int64
	e.Scan(e.Alpha, `SELECT min(id) FROM giving_contributions`, &one)
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/contributions/void", fin, map[string]any{"id": one, "reason": "Wrong"}), 200, "Contribution voided")
	gen := fundID(t, e, "GEN")
	r = e.Post(e.Alpha, del, fin, map[string]any{"id": camp, "moveToId": gen})
	pt.Expect(t, r, 200, "Contribution code deleted")
	if r.M(t)["moved"] != float64(3) || e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE fund_id = `+fmt.Sprint(gen)) != 3 ||
		e.AuditCount(e.Alpha, "giving.fund.delete") != 1 || e.AuditCount(e.Alpha, "giving.fund.move") != 1 {
		t.Fatalf("move and delete: %+v", r.M(t))
	}
	// A code with a campaign is kept.
	r = e.Post(e.Alpha, "/api/generosity/campaigns/save", fin, map[string]any{"name": "New Roof", "fundId": fundID(t, e, "BLDG"), "goal": "50,000",
		"startsOn": "2026-01-01", "endsOn": "2026-12-31"})
	pt.Expect(t, r, 200, "Campaign saved")
	pt.Expect(t, e.Post(e.Alpha, del, fin, map[string]any{"id": fundID(t, e, "BLDG")}), 409, "This contribution code has a pledge campaign")
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/campaigns/save", fin, map[string]any{"name": "Bad", "fundId": gen, "goal": "5",
		"startsOn": "2026-02-01", "endsOn": "2026-01-01"}), 400, "The end date must be on or after the start date")

	// Reposition needs every code once.
	var list struct{ Items []struct{ ID int64 } }
	e.Post(e.Alpha, "/api/generosity/codes/list", fin, map[string]any{"includeInactive": true}).Decode(t, &list)
	ids := []int64{}
	for i := len(list.Items) - 1; i >= 0; i-- {
		ids = append(ids, list.Items[i].ID)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/codes/reposition", fin, map[string]any{"ids": ids[1:]}), 400, "Send every contribution code once in its new order")
	r = e.Post(e.Alpha, "/api/generosity/codes/reposition", fin, map[string]any{"ids": ids})
	pt.Expect(t, r, 200, "Contribution codes reordered")
	e.Post(e.Alpha, "/api/generosity/codes/list", fin, map[string]any{}).Decode(t, &list)
	if list.Items[0].ID != ids[0] {
		t.Fatalf("order: %+v vs %v", list.Items, ids)
	}
	// Bravo cannot delete alpha's code.
	ben := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, del, ben, map[string]any{"id": gen + 1000}), 404, "Contribution code not found")
}

func TestBatches(t *testing.T) {
	e := pt.New(t)
	fin := e.Login(e.Alpha, "finance@alpha.test")
	admin := e.Login(e.Alpha, "admin@alpha.test")
	grace := e.AddPerson(admin, map[string]any{"firstName": "Grace", "lastName": "Batch"})
	gen := fundID(t, e, "GEN")
	date := time.Now().UTC().Add(-48 * time.Hour).Format("2006-01-02")

	r := e.Post(e.Alpha, "/api/generosity/batches/create", fin, map[string]any{"name": "Sunday plate", "batchDate": date, "expectedTotal": "1,250.00"})
	pt.Expect(t, r, 201, "Batch created")
	b := int64(r.M(t)["id"].(float64))
	commit := "/api/generosity/batches/commit"
	pt.Expect(t, e.Post(e.Alpha, commit, fin, map[string]any{"id": b}), 409, "Add at least one gift before committing")

	add := "/api/generosity/batches/add"
	pt.Expect(t, e.Post(e.Alpha, add, fin, map[string]any{"batchId": b, "gifts": []map[string]any{
		{"personId": grace, "fundId": gen, "amount": "100", "method": "cash"},
		{"personId": grace, "fundId": gen, "amount": "100", "method": "cash"},
		{"personId": grace, "fundId": gen, "amount": "100", "method": "cheque"},
	}}), 400, "Gift 3: Enter the cheque number")
	r = e.Post(e.Alpha, add, fin, map[string]any{"batchId": b, "gifts": []map[string]any{
		{"personId": grace, "fundId": gen, "amount": "1,000", "method": "cheque", "chequeNumber": "881"},
		{"fundId": gen, "amount": "200", "method": "cash"},
	}})
	pt.Expect(t, r, 200, "Gifts added")
	var d struct {
		Batch struct {
			EnteredTotalMinor, DifferenceMinor int64
			EnteredCount                       int
			Status                             string
		}
		Items []struct {
			ID     int64
			Status string
		}
	}
	r.Decode(t, &d)
	if d.Batch.EnteredTotalMinor != 120000 || d.Batch.DifferenceMinor != 5000 || len(d.Items) != 2 || d.Items[0].Status != "pending" {
		t.Fatalf("batch: %+v", d)
	}
	if counted(t, e) != 0 {
		t.Fatal("an open batch's gifts are counted")
	}
	pt.Expect(t, e.Post(e.Alpha, commit, fin, map[string]any{"id": b}), 409, "The batch does not balance: counted 1,250.00, entered 1,200.00")
	r = e.Post(e.Alpha, "/api/generosity/batches/update-gift", fin, map[string]any{"batchId": b, "contributionId": d.Items[1].ID,
		"fundId": gen, "amount": "250", "method": "cash"})
	pt.Expect(t, r, 200, "Gift updated")
	r = e.Post(e.Alpha, commit, fin, map[string]any{"id": b})
	pt.Expect(t, r, 200, "Batch committed")
	if counted(t, e) != 125000 || e.AuditCount(e.Alpha, "giving.batch.commit") != 1 {
		t.Fatalf("committed: %d", counted(t, e))
	}
	// Committed: read-only.
	msg := "This batch is committed and cannot be changed"
	pt.Expect(t, e.Post(e.Alpha, add, fin, map[string]any{"batchId": b, "gifts": []map[string]any{{"fundId": gen, "amount": "1", "method": "cash"}}}), 409, msg)
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/batches/remove-gift", fin, map[string]any{"batchId": b, "contributionId": d.Items[0].ID}), 409, msg)
	pt.Expect(t, e.Post(e.Alpha, commit, fin, map[string]any{"id": b}), 409, msg)
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/batches/delete", fin, map[string]any{"id": b}), 409, msg)

	// The expected count is checked too.
	three := 3
	r = e.Post(e.Alpha, "/api/generosity/batches/create", fin, map[string]any{"name": "Evening", "batchDate": date, "expectedTotal": "20", "expectedCount": three})
	b2 := int64(r.M(t)["id"].(float64))
	e.Post(e.Alpha, add, fin, map[string]any{"batchId": b2, "gifts": []map[string]any{
		{"fundId": gen, "amount": "10", "method": "cash"}, {"fundId": gen, "amount": "10", "method": "cash"}}})
	pt.Expect(t, e.Post(e.Alpha, commit, fin, map[string]any{"id": b2}), 409, "The batch does not balance: counted 3 gifts, entered 2")
	// Bravo cannot see or commit alpha's batch.
	ben := e.Login(e.Bravo, "admin@bravo.test")
	pt.Expect(t, e.Post(e.Bravo, "/api/generosity/batches/get", ben, map[string]any{"id": b2}), 404, "Batch not found")
	pt.Expect(t, e.Post(e.Bravo, commit, ben, map[string]any{"id": b2}), 404, "Batch not found")
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/batches/delete", fin, map[string]any{"id": b2}), 200, "Batch deleted")
	if e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE batch_id = `+fmt.Sprint(b2)) != 0 {
		t.Fatal("deleted batch's gifts stay")
	}
}

func TestBatchOf500CommitsFast(t *testing.T) {
	e := pt.New(t)
	fin := e.Login(e.Alpha, "finance@alpha.test")
	gen := fundID(t, e, "GEN")
	date := time.Now().UTC().Add(-48 * time.Hour).Format("2006-01-02")
	r := e.Post(e.Alpha, "/api/generosity/batches/create", fin, map[string]any{"name": "Big Sunday", "batchDate": date, "expectedTotal": "12,275.00", "expectedCount": 500})
	b := int64(r.M(t)["id"].(float64))
	gifts := make([]map[string]any, 500)
	for i := range gifts {
		gifts[i] = map[string]any{"fundId": gen, "amount": fmt.Sprintf("%d.05", 20+i%10), "method": "cash"}
	}
	start := time.Now()
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/batches/add", fin, map[string]any{"batchId": b, "gifts": gifts}), 200, "Gifts added")
	t.Logf("add 500: %s", time.Since(start))
	start = time.Now()
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/batches/commit", fin, map[string]any{"id": b}), 200, "Batch committed")
	took := time.Since(start)
	t.Logf("commit 500: %s", took)
	if took > time.Second {
		t.Fatalf("commit of 500 gifts took %s", took)
	}
	if e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE status = 'succeeded'`) != 500 {
		t.Fatal("not all counted")
	}
}

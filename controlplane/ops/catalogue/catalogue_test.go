package catalogue_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"congregate/controlplane/ops/catalogue"
	"congregate/controlplane/ops/opstest"
)

func size(name string, costs ...string) map[string]any {
	return map[string]any{"name": name, "label": "Under 100", "currency": "USD", "costs": costs, "fullSuite": "249",
		"position": 1, "active": true}
}

func TestCatalogueSaveShowsInOnboardingAtOnce(t *testing.T) {
	e := opstest.New(t)
	op := e.SignedIn("operator")

	var cat catalogue.Catalogue
	op.Post("/api/ops/catalogue/get", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &cat)
	if len(cat.Sizes) != 6 || len(cat.Products) != 8 || len(cat.ConsoleProducts) == 0 {
		t.Fatalf("catalogue %+v", cat)
	}
	if s := cat.Sizes[0]; s.Name != "under_100" || s.Costs[0] != "49.00" || s.FullSuite != "199.00" || !s.Active || s.Position != 1 {
		t.Fatalf("first size %+v", s)
	}

	// A new price for under_100: the wizard's next call has it.
	var saved catalogue.SizeRow
	op.Post("/api/ops/catalogue/sizes/save", size("under_100", "59", "89.5", "119.99", "149", "169", "189")).
		Expect(t, http.StatusOK).Decode(t, &saved)
	if saved.Costs[0] != "59.00" || saved.Costs[1] != "89.50" || saved.FullSuite != "249.00" {
		t.Fatalf("saved %+v", saved)
	}
	res := e.Do(http.MethodGet, "/api/onboarding/church-sizes", nil, "")
	if res.Status != http.StatusOK || !strings.Contains(string(res.Data), `"oneProductCost":"59.00"`) ||
		!strings.Contains(string(res.Data), `"fullProductSuiteCost":"249.00"`) {
		t.Fatalf("onboarding sizes %d %s", res.Status, res.Data)
	}

	// An inactive size: operators still see it, the wizard does not.
	hidden := size("tiny", "1", "2", "3", "4", "5", "6")
	hidden["active"], hidden["label"] = false, "Tiny"
	op.Post("/api/ops/catalogue/sizes/save", hidden).Expect(t, http.StatusOK)
	op.Post("/api/ops/catalogue/get", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &cat)
	found := false
	for _, s := range cat.Sizes {
		found = found || s.Name == "tiny" && !s.Active
	}
	if !found {
		t.Fatalf("inactive size missing: %+v", cat.Sizes)
	}
	if res := e.Do(http.MethodGet, "/api/onboarding/church-sizes", nil, ""); strings.Contains(string(res.Data), `"tiny"`) {
		t.Fatalf("inactive size on the wizard: %s", res.Data)
	}

	// A product renamed and a new inactive one.
	var p catalogue.ProductRow
	op.Post("/api/ops/catalogue/products/save", map[string]any{"name": "people", "title": "People & Members",
		"description": "Everyone in one place.", "modules": []string{"people", "people", "followUp"}, "position": 1, "active": true}).
		Expect(t, http.StatusOK).Decode(t, &p)
	if p.Title != "People & Members" || strings.Join(p.Modules, ",") != "people,followUp" {
		t.Fatalf("product %+v", p)
	}
	op.Post("/api/ops/catalogue/products/save", map[string]any{"name": "radio", "title": "Radio", "modules": []string{"livestreamSermons"},
		"position": 9, "active": false}).Expect(t, http.StatusOK)
	res = e.Do(http.MethodGet, "/api/onboarding/products", nil, "")
	if !strings.Contains(string(res.Data), "Everyone in one place.") || strings.Contains(string(res.Data), `"radio"`) {
		t.Fatalf("onboarding products %s", res.Data)
	}
	op.Post("/api/ops/catalogue/get", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &cat)
	if last := cat.Products[len(cat.Products)-1]; last.Name != "radio" || last.Active {
		t.Fatalf("products %+v", cat.Products)
	}

	// Each save is audited.
	var n int64
	e.DB.Gorm.Raw(`SELECT count(*) FROM control.operator_audit WHERE operator_id = ? AND action IN ('catalogue.size_save', 'catalogue.product_save') AND outcome = 'ok'`,
		op.Operator.ID).Scan(&n)
	if n != 4 {
		t.Fatalf("%d audit rows", n)
	}
}

func TestCatalogueRefusesBadValues(t *testing.T) {
	e := opstest.New(t)
	op := e.SignedIn("operator")
	ok := []string{"49", "89", "119", "149", "169", "189"}
	with := func(change func(m map[string]any)) map[string]any {
		m := size("under_100", ok...)
		change(m)
		return m
	}
	cost := func(i int, v string) map[string]any {
		return with(func(m map[string]any) {
			c := append([]string(nil), ok...)
			c[i] = v
			m["costs"] = c
		})
	}
	for _, c := range []struct {
		body any
		want string
	}{
		{with(func(m map[string]any) { m["name"] = "" }), "name must be 1 to 40 letters, digits, - or _"},
		{with(func(m map[string]any) { m["name"] = "under 100" }), "name must be"},
		{with(func(m map[string]any) { m["name"] = strings.Repeat("a", 41) }), "name must be"},
		{with(func(m map[string]any) { m["label"] = " " }), "label must be 1 to 80 characters"},
		{with(func(m map[string]any) { m["label"] = strings.Repeat("é", 81) }), "label must be 1 to 80 characters"},
		{with(func(m map[string]any) { m["label"] = "a\tb" }), "label cannot contain control characters"},
		{with(func(m map[string]any) { m["currency"] = "usd" }), "currency must be three capital letters"},
		{with(func(m map[string]any) { m["currency"] = "USDX" }), "currency must be three capital letters"},
		{with(func(m map[string]any) { m["costs"] = ok[:5] }), "costs must be six prices"},
		{with(func(m map[string]any) { m["costs"] = nil }), "costs must be six prices"},
		{cost(0, "-1"), "costs[0]: Prices are amounts like 49 or 49.99"},
		{cost(2, "119.999"), "costs[2]: Prices are amounts like 49 or 49.99"},
		{cost(3, "abc"), "costs[3]: Prices are amounts like 49 or 49.99"},
		{cost(4, "1,000"), "costs[4]: Prices are amounts like 49 or 49.99"},
		{cost(5, "1000000.01"), "costs[5]: Prices are amounts like 49 or 49.99"},
		{cost(1, "48"), "costs[1]: A size's prices cannot go down as products are added"},
		{with(func(m map[string]any) { m["fullSuite"] = "" }), "fullSuite: Prices are amounts like 49 or 49.99"},
		{with(func(m map[string]any) { m["fullSuite"] = "150" }), "fullSuite: A size's prices cannot go down as products are added"},
		{with(func(m map[string]any) { m["position"] = -1 }), "position must be a number from 0 to 10,000"},
		{with(func(m map[string]any) { m["costs"] = []int{1, 2, 3, 4, 5, 6} }), "Field costs"},
		{with(func(m map[string]any) { m["extra"] = 1 }), "Unknown field"},
	} {
		res := op.Post("/api/ops/catalogue/sizes/save", c.body)
		if res.Status != http.StatusBadRequest || !strings.Contains(res.Message, c.want) {
			b, _ := json.Marshal(c.body)
			t.Errorf("%s: %d %q, want 400 %q", b, res.Status, res.Message, c.want)
		}
	}
	product := func(change func(m map[string]any)) map[string]any {
		m := map[string]any{"name": "radio", "title": "Radio", "description": "", "modules": []string{"people"}, "position": 1, "active": true}
		change(m)
		return m
	}
	for _, c := range []struct {
		body any
		want string
	}{
		{product(func(m map[string]any) { m["name"] = "ra/dio" }), "name must be 1 to 40 letters"},
		{product(func(m map[string]any) { m["title"] = "" }), "title must be 1 to 80 characters"},
		{product(func(m map[string]any) { m["title"] = strings.Repeat("t", 81) }), "title must be 1 to 80 characters"},
		{product(func(m map[string]any) { m["description"] = strings.Repeat("d", 501) }), "description must be at most 500 characters"},
		{product(func(m map[string]any) { m["modules"] = []string{} }), "modules must be at least one console product"},
		{product(func(m map[string]any) { m["modules"] = []string{"people", "radio"} }), `modules: "radio" is not a console product`},
		{product(func(m map[string]any) { m["position"] = 10001 }), "position must be a number from 0 to 10,000"},
	} {
		res := op.Post("/api/ops/catalogue/products/save", c.body)
		if res.Status != http.StatusBadRequest || !strings.Contains(res.Message, c.want) {
			b, _ := json.Marshal(c.body)
			t.Errorf("%s: %d %q, want 400 %q", b, res.Status, res.Message, c.want)
		}
	}
	// Nothing was saved.
	var n int64
	e.DB.Gorm.Raw(`SELECT count(*) FROM control.church_sizes WHERE one_product_cost <> 49 AND name = 'under_100'`).Scan(&n)
	var p int64
	e.DB.Gorm.Raw(`SELECT count(*) FROM control.products WHERE name = 'radio'`).Scan(&p)
	if n != 0 || p != 0 {
		t.Fatalf("saved after refusals: %d %d", n, p)
	}
}

func TestCatalogueSupportReadsOnly(t *testing.T) {
	e := opstest.New(t)
	sup := e.SignedIn("support")
	sup.Post("/api/ops/catalogue/get", map[string]any{}).Expect(t, http.StatusOK)
	sup.Post("/api/ops/catalogue/sizes/save", size("under_100", "1", "2", "3", "4", "5", "6")).Expect(t, http.StatusForbidden)
	sup.Post("/api/ops/catalogue/products/save", map[string]any{"name": "x", "title": "X", "modules": []string{"people"}}).
		Expect(t, http.StatusForbidden)
	e.Nobody().Post("/api/ops/catalogue/get", map[string]any{}).Expect(t, http.StatusUnauthorized)
}

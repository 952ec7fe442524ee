package pricing_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"congregate/controlplane/pricing"
	"congregate/internal/testutil"
)

var size = pricing.Size{Name: "s", Label: "S", Currency: "USD",
	Costs: [6]pricing.Cents{4900, 8900, 11900, 14900, 16900, 18900}, FullSuite: 19900}

func TestPriceRule(t *testing.T) {
	want := map[int]string{0: "0.00", 1: "49.00", 2: "89.00", 3: "119.00", 4: "149.00", 5: "169.00", 6: "189.00",
		7: "199.00", 8: "199.00", 20: "199.00"}
	for n, w := range want {
		if got := pricing.Price(size, n).String(); got != w {
			t.Errorf("Price(%d) = %s, want %s", n, got, w)
		}
	}
}

func TestParseCents(t *testing.T) {
	for in, want := range map[string]pricing.Cents{"0": 0, "0.00": 0, "199": 19900, "199.5": 19950, "1,249.00": -1,
		"1249.00": 124900, "199.999": -1, "-1": -1, "abc": -1, "": -1, ".5": -1, "1.-5": -1} {
		got, err := pricing.ParseCents(in)
		if want == -1 {
			if err == nil {
				t.Errorf("ParseCents(%q) = %v, want an error", in, got)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("ParseCents(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestParseProducts(t *testing.T) {
	cat := []pricing.Product{{Name: "a"}, {Name: "b"}, {Name: "c"}}
	got, err := pricing.ParseProducts("c, a,a", cat)
	if err != nil || len(got) != 2 || got[0].Name != "a" || got[1].Name != "c" {
		t.Fatalf("got %v %v", got, err)
	}
	if got, err := pricing.ParseProducts("all", cat); err != nil || len(got) != 3 {
		t.Fatalf("all: %v %v", got, err)
	}
	if _, err := pricing.ParseProducts(" , ", cat); !errors.Is(err, pricing.ErrNoProducts) {
		t.Fatalf("empty: %v", err)
	}
	var unknown *pricing.UnknownProductError
	if _, err := pricing.ParseProducts("a,zzz", cat); !errors.As(err, &unknown) || err.Error() != "Unknown product: zzz" {
		t.Fatalf("unknown: %v", err)
	}
}

func TestModulesAlwaysHaveTheBase(t *testing.T) {
	got := pricing.Modules([]pricing.Product{{Name: "p", Modules: []string{"people", "followUp"}}})
	if fmt.Sprint(got) != "[organization billing people followUp]" {
		t.Fatalf("modules = %v", got)
	}
}

// The seeded catalogue: several sizes whose prices follow the rule, and 7+ products.
func TestSeededCatalogue(t *testing.T) {
	d := testutil.NewDatabase(t)
	cat := pricing.Catalogue{DB: d.Gorm}
	ctx := context.Background()
	sizes, err := cat.Sizes(ctx)
	if err != nil || len(sizes) < 4 {
		t.Fatalf("sizes: %v %v", sizes, err)
	}
	for _, s := range sizes {
		for i := 1; i < 6; i++ {
			if s.Costs[i] <= s.Costs[i-1] {
				t.Errorf("%s: %d products cost no more than %d", s.Name, i+1, i)
			}
		}
		if s.FullSuite < s.Costs[5] || s.Currency == "" || s.Label == "" {
			t.Errorf("%s: bad full suite or labels: %+v", s.Name, s)
		}
	}
	products, err := cat.Products(ctx)
	if err != nil || len(products) < 7 {
		t.Fatalf("products: %d %v", len(products), err)
	}
	for _, p := range products {
		if p.Title == "" || p.Description == "" || len(p.Modules) == 0 {
			t.Errorf("product %s lacks display details or modules", p.Name)
		}
	}
	all, _ := pricing.ParseProducts("all", products)
	if got := pricing.Price(sizes[0], len(all)); got != sizes[0].FullSuite {
		t.Errorf("all products cost %s, want the full suite %s", got, sizes[0].FullSuite)
	}
	if _, err := cat.Size(ctx, "nope"); !errors.Is(err, pricing.ErrUnknownSize) {
		t.Errorf("unknown size: %v", err)
	}
}

func TestOperatorsManageTheCatalogue(t *testing.T) {
	d := testutil.NewDatabase(t)
	cat := pricing.Catalogue{DB: d.Gorm}
	ctx := context.Background()
	s := pricing.Size{Name: "under_100", Label: "Below 100", Currency: "EUR",
		Costs: [6]pricing.Cents{100, 200, 300, 400, 500, 600}, FullSuite: 700}
	if err := cat.SaveSize(ctx, s, 1, true); err != nil {
		t.Fatal(err)
	}
	if got, err := cat.Size(ctx, "under_100"); err != nil || got != s {
		t.Fatalf("size = %+v %v", got, err)
	}
	if err := cat.SaveSize(ctx, s, 1, false); err != nil {
		t.Fatal(err)
	}
	if _, err := cat.Size(ctx, "under_100"); !errors.Is(err, pricing.ErrUnknownSize) {
		t.Fatalf("inactive size still offered: %v", err)
	}
	if err := cat.SaveProduct(ctx, pricing.Product{Name: "radio", Title: "Church Radio", Modules: []string{"livestreamSermons"}}, 99, true); err != nil {
		t.Fatal(err)
	}
	products, _ := cat.Products(ctx)
	if last := products[len(products)-1]; last.Name != "radio" || last.Title != "Church Radio" || last.Modules[0] != "livestreamSermons" {
		t.Fatalf("last product = %+v", last)
	}
}

// Package pricing holds the church size and product catalogue and the spec §9 price rule:
// no product costs "0.00", 1 to 6 products the size's matching cost, 7 or more the full suite.
package pricing

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// All is the church_products value the wizard sends when 7 or more products are chosen.
const All = "all"

// FullSuiteFrom is the product count from which the full-suite cost applies.
const FullSuiteFrom = 7

// Cents is an amount of money in hundredths, so prices compare exactly.
type Cents int64

// String formats the amount with two decimals ("0.00", "1249.00").
func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}

// ErrBadAmount means a price is not a non-negative amount with at most two decimals.
var ErrBadAmount = errors.New("not an amount")

// ParseCents reads "199", "199.5" or "199.00".
func ParseCents(s string) (Cents, error) {
	s = strings.TrimSpace(s)
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || len(frac) > 2 || strings.ContainsAny(whole, "+-") {
		return 0, ErrBadAmount
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w > math.MaxInt64/100-1 {
		return 0, ErrBadAmount
	}
	var f int64
	if frac != "" {
		if strings.ContainsAny(frac, "+-") {
			return 0, ErrBadAmount
		}
		if f, err = strconv.ParseInt(frac, 10, 64); err != nil {
			return 0, ErrBadAmount
		}
		if len(frac) == 1 {
			f *= 10
		}
	}
	return Cents(w*100 + f), nil
}

// Size is a church size band (spec §3 "Church size option").
type Size struct {
	Name      string
	Label     string
	Currency  string
	Costs     [6]Cents // Costs[n-1] is the price of n products, n = 1..6
	FullSuite Cents
}

// Price applies the §9 rule to n chosen products.
func Price(s Size, n int) Cents {
	switch {
	case n <= 0:
		return 0
	case n >= FullSuiteFrom:
		return s.FullSuite
	default:
		return s.Costs[n-1]
	}
}

// Product is one entry of the product catalogue.
type Product struct {
	Name        string
	Title       string
	Description string
	Modules     []string // console product keys it unlocks
}

// ErrNoProducts and UnknownProductError are the ways a church_products value can be wrong.
var ErrNoProducts = errors.New("Select at least one product")

// UnknownProductError names a product that is not in the catalogue.
type UnknownProductError struct{ Name string }

func (e *UnknownProductError) Error() string { return "Unknown product: " + e.Name }

// ParseProducts resolves a church_products value — comma-joined names, or "all" — against the
// catalogue. Names are matched exactly, duplicates count once; the result keeps catalogue order.
func ParseProducts(value string, catalogue []Product) ([]Product, error) {
	value = strings.TrimSpace(value)
	if strings.EqualFold(value, All) {
		return catalogue, nil
	}
	chosen := map[string]bool{}
	for _, n := range strings.Split(value, ",") {
		if n = strings.TrimSpace(n); n != "" {
			chosen[n] = true
		}
	}
	if len(chosen) == 0 {
		return nil, ErrNoProducts
	}
	var out []Product
	for _, p := range catalogue {
		if chosen[p.Name] {
			out = append(out, p)
			delete(chosen, p.Name)
		}
	}
	for _, n := range strings.Split(value, ",") {
		if n = strings.TrimSpace(n); chosen[n] {
			return nil, &UnknownProductError{Name: n}
		}
	}
	return out, nil
}

// BaseModules are console products every church has, whatever it picked: its own settings, its
// bill, and the people every other product works on.
var BaseModules = []string{"organization", "billing", "people"}

// Modules is the console product list of a church that chose these products.
func Modules(chosen []Product) []string {
	seen := map[string]bool{}
	var out []string
	add := func(m string) {
		if !seen[m] {
			seen[m] = true
			out = append(out, m)
		}
	}
	for _, m := range BaseModules {
		add(m)
	}
	for _, p := range chosen {
		for _, m := range p.Modules {
			add(m)
		}
	}
	return out
}

package pricing

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"congregate/internal/platform/fault"
	"congregate/internal/provisioning"
)

// The catalogue's rules, one place for the operator API (controlplane/ops/catalogue) and the
// CLI (`ops size set`, `ops product set`). Every message names the field it is about.

// Messages of the rules.
const (
	MsgPrice  = "Prices are amounts like 49 or 49.99"
	MsgRising = "A size's prices cannot go down as products are added"
)

// Bounds.
const (
	MaxPrice       Cents = 1_000_000_00
	MaxLabel             = 80
	MaxTitle             = 80
	MaxDescription       = 500
	MaxPosition          = 10_000
)

var namePattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,40}$`)
var currencyPattern = regexp.MustCompile(`^[A-Z]{3}$`)

// invalid is a message about a field: "costs[2]: Prices are amounts like 49 or 49.99".
func invalid(field, msg string) error { return fault.E(fault.Invalid, field+": "+msg) }

// must is a field's rule: "label must be 1 to 80 characters".
func must(field, rule string) error { return fault.E(fault.Invalid, field+" must be "+rule) }

// ParsePrice reads a price of the catalogue: a non-negative amount with at most two decimals, at
// most 1,000,000. field names it in the error.
func ParsePrice(field, s string) (Cents, error) {
	c, err := ParseCents(s)
	if err != nil || c < 0 || c > MaxPrice {
		return 0, invalid(field, MsgPrice)
	}
	return c, nil
}

// SizeInput is a size as an operator sends it: prices as text.
type SizeInput struct {
	Name, Label, Currency string
	Costs                 []string // six: 1..6 products
	FullSuite             string
	Position              int
}

// CheckSize parses and checks a size.
func CheckSize(in SizeInput) (Size, error) {
	s := Size{Name: strings.TrimSpace(in.Name), Label: strings.TrimSpace(in.Label), Currency: strings.TrimSpace(in.Currency)}
	if len(in.Costs) != 6 {
		return Size{}, must("costs", "six prices, for 1 to 6 products")
	}
	for i, v := range in.Costs {
		c, err := ParsePrice(fmt.Sprintf("costs[%d]", i), v)
		if err != nil {
			return Size{}, err
		}
		s.Costs[i] = c
	}
	full, err := ParsePrice("fullSuite", in.FullSuite)
	if err != nil {
		return Size{}, err
	}
	s.FullSuite = full
	if err := s.Check(); err != nil {
		return Size{}, err
	}
	return s, CheckPosition(in.Position)
}

// Check is the rule of a parsed size (SaveSize checks it again).
func (s Size) Check() error {
	if !namePattern.MatchString(s.Name) {
		return must("name", "1 to 40 letters, digits, - or _")
	}
	if err := checkText("label", s.Label, 1, MaxLabel, false); err != nil {
		return err
	}
	if !currencyPattern.MatchString(s.Currency) {
		return must("currency", "three capital letters, like USD")
	}
	for i, c := range s.Costs {
		if c < 0 || c > MaxPrice {
			return invalid(fmt.Sprintf("costs[%d]", i), MsgPrice)
		}
		if i > 0 && c < s.Costs[i-1] {
			return invalid(fmt.Sprintf("costs[%d]", i), MsgRising)
		}
	}
	if s.FullSuite < 0 || s.FullSuite > MaxPrice {
		return invalid("fullSuite", MsgPrice)
	}
	if s.FullSuite < s.Costs[5] {
		return invalid("fullSuite", MsgRising)
	}
	return nil
}

// CheckPosition bounds a display position.
func CheckPosition(p int) error {
	if p < 0 || p > MaxPosition {
		return must("position", "a number from 0 to 10,000")
	}
	return nil
}

// ConsoleProducts are the console product keys a product may unlock.
func ConsoleProducts() []string { return provisioning.AllProducts }

// CheckProduct trims and checks a product; modules are deduplicated in the order given.
func CheckProduct(p Product, position int) (Product, error) {
	p.Name, p.Title, p.Description = strings.TrimSpace(p.Name), strings.TrimSpace(p.Title), strings.TrimSpace(p.Description)
	if !namePattern.MatchString(p.Name) {
		return Product{}, must("name", "1 to 40 letters, digits, - or _")
	}
	if err := checkText("title", p.Title, 1, MaxTitle, false); err != nil {
		return Product{}, err
	}
	if err := checkText("description", p.Description, 0, MaxDescription, true); err != nil {
		return Product{}, err
	}
	modules := []string{}
	for _, m := range p.Modules {
		m = strings.TrimSpace(m)
		if !slices.Contains(ConsoleProducts(), m) {
			if len(m) > 40 {
				m = m[:40] + "…"
			}
			return Product{}, fault.E(fault.Invalid, fmt.Sprintf("modules: %q is not a console product (%s)", m, strings.Join(ConsoleProducts(), ", ")))
		}
		if !slices.Contains(modules, m) {
			modules = append(modules, m)
		}
	}
	if len(modules) == 0 {
		return Product{}, must("modules", "at least one console product the product unlocks")
	}
	p.Modules = modules
	return p, CheckPosition(position)
}

// checkText bounds a text by characters and refuses control characters (newlines only where
// multiline).
func checkText(field, v string, min, max int, multiline bool) error {
	n := utf8.RuneCountInString(v)
	if !utf8.ValidString(v) || n < min || n > max {
		if min == 0 {
			return must(field, fmt.Sprintf("at most %d characters", max))
		}
		return must(field, fmt.Sprintf("%d to %d characters", min, max))
	}
	for _, r := range v {
		if unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\r' || r == '\t')) {
			return fault.E(fault.Invalid, field+" cannot contain control characters")
		}
	}
	return nil
}

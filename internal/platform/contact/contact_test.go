package contact

import (
	"strings"
	"testing"
)

func TestPhone(t *testing.T) {
	for _, c := range []struct {
		in, country, want string
		ok                bool
	}{
		{"", "GB", "", true},
		{"(555) 010-0100", "US", "+15550100100", true},
		{"555.010.0100", "", "+15550100100", true}, // no country: the default
		{"1 555 010 0100", "US", "+15550100100", true},
		{"+1 555 010 0100", "GB", "+15550100100", true}, // a country code wins over the default
		{"07700 900123", "GB", "+447700900123", true},
		{"07700 900123", "gb", "+447700900123", true},
		{"0044 7700 900123", "US", "+447700900123", true},
		{"08031234567", "NG", "+2348031234567", true},
		{"06 1234 5678", "IT", "+390612345678", true}, // Italy keeps its leading 0
		{"5550100", "US", "5550100", false},
		{"4915112345678", "US", "+4915112345678", true}, // a spreadsheet cell without its "+"           // local-only, without the area code
		{"+1555", "US", "+1555", false},
		{"call me", "US", "call me", false},
		{"1-800-FLOWERS", "US", "1-800-FLOWERS", false},
		{"+1 555\x00010 0100", "US", "+1 555\x00010 0100", false},
		{strings.Repeat("1", 100), "US", strings.Repeat("1", 100), false},
		{"+999 1234 5678", "US", "+999 1234 5678", false},
	} {
		got, ok := Phone(c.in, c.country)
		if got != c.want || ok != c.ok {
			t.Errorf("Phone(%q, %q) = %q, %v; want %q, %v", c.in, c.country, got, ok, c.want, c.ok)
		}
	}
}

func TestInternationalNeedsTheCountryCode(t *testing.T) {
	if got, ok := International("+44 7700 900123"); !ok || got != "+447700900123" {
		t.Fatalf("International = %q, %v", got, ok)
	}
	if _, ok := International("07700 900123"); ok {
		t.Fatal("a number without its country code is not international")
	}
}

func TestCountry(t *testing.T) {
	for in, want := range map[string]string{"gb": "GB", "NG": "NG", "": DefaultCountry, "XX": DefaultCountry, "USA": DefaultCountry} {
		if got := Country(in); got != want {
			t.Errorf("Country(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"+15550100100": "US", "+447700900123": "GB", "+2348031234567": "NG", "07700 900123": "", "": ""} {
		if got := CountryOf(in); got != want {
			t.Errorf("CountryOf(%q) = %q, want %q", in, got, want)
		}
	}
	cs := Countries()
	if len(cs) < 200 || cs[0] > cs[1] {
		t.Fatalf("Countries: %d, sorted %v", len(cs), cs[:2])
	}
}

func TestEmail(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"", "", true},
		{"  Ann.Lee@Example.ORG ", "ann.lee@example.org", true},
		{"Ann <ann@example.org>", "ann <ann@example.org>", false},
		{"ann@localhost", "ann@localhost", false},
		{"ann@@example.org", "ann@@example.org", false},
		{"ann\x00@example.org", "ann\x00@example.org", false},
		{strings.Repeat("a", 250) + "@x.org", strings.Repeat("a", 250) + "@x.org", false},
	} {
		got, ok := Email(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("Email(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

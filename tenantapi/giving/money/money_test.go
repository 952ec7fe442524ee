package money

import (
	"errors"
	"testing"
	"time"

	"congregate/internal/platform/fault"
)

func TestParseAmount(t *testing.T) {
	cases := []struct {
		in, cur string
		want    int64
		msg     string
	}{
		{"25.00", "USD", 2500, ""},
		{" 25 ", "USD", 2500, ""},
		{"25.5", "USD", 2550, ""},
		{".50", "USD", 50, ""},
		{"1,000.00", "USD", 100000, ""},
		{"1,250", "USD", 125000, ""},
		{"1000000.00", "USD", 100000000, ""},
		{"1000000.01", "USD", 0, MsgMaximum},
		{"99999999999999999999", "USD", 0, MsgMaximum},
		{"10.999", "USD", 0, MsgDecimals},
		{"10.990", "USD", 1099, ""},
		{"0.00", "USD", 0, MsgPositive},
		{"0", "USD", 0, MsgPositive},
		{"-5", "USD", 0, MsgPositive},
		{"-5.00", "USD", 0, MsgPositive},
		{"1e3", "USD", 0, MsgAmount},
		{"12\x00", "USD", 0, MsgAmount},
		{"", "USD", 0, MsgAmount},
		{"abc", "USD", 0, MsgAmount},
		{"1.2.3", "USD", 0, MsgAmount},
		{"+5", "USD", 0, MsgAmount},
		{"$5", "USD", 0, MsgAmount},
		{".", "USD", 0, MsgAmount},
		{"NaN", "USD", 0, MsgAmount},
		{"Inf", "USD", 0, MsgAmount},
		{"5000", "JPY", 5000, ""},
		{"5000.00", "JPY", 5000, ""},
		{"5000.5", "JPY", 0, MsgDecimals},
		{"1000000", "JPY", 1000000, ""},
		{"1000001", "JPY", 0, MsgMaximum},
	}
	for _, c := range cases {
		got, err := ParseAmount(c.in, c.cur)
		if c.msg == "" {
			if err != nil || got != c.want {
				t.Errorf("ParseAmount(%q, %s) = %d, %v; want %d", c.in, c.cur, got, err, c.want)
			}
			continue
		}
		var fe *fault.Error
		if !errors.As(err, &fe) || fe.Message != c.msg || fe.Kind != fault.Invalid {
			t.Errorf("ParseAmount(%q, %s) = %d, %v; want %q", c.in, c.cur, got, err, c.msg)
		}
	}
}

func TestFormat(t *testing.T) {
	cases := []struct {
		minor      int64
		cur, plain string
		with       string
	}{
		{125000, "USD", "1,250.00", "$1,250.00"},
		{5, "USD", "0.05", "$0.05"},
		{0, "USD", "0.00", "$0.00"},
		{100000000, "USD", "1,000,000.00", "$1,000,000.00"},
		{-2550, "USD", "-25.50", "-$25.50"},
		{1200, "CHF", "12.00", "CHF 12.00"},
		{125000, "JPY", "125,000", "¥125,000"},
		{99999, "GBP", "999.99", "£999.99"},
	}
	for _, c := range cases {
		if got := Format(c.minor, c.cur); got != c.plain {
			t.Errorf("Format(%d, %s) = %q, want %q", c.minor, c.cur, got, c.plain)
		}
		if got := FormatWith(c.minor, c.cur); got != c.with {
			t.Errorf("FormatWith(%d, %s) = %q, want %q", c.minor, c.cur, got, c.with)
		}
	}
	// Round trip: what Format writes, ParseAmount reads back.
	for _, m := range []int64{1, 99, 100, 123456, 100000000} {
		if got, err := ParseAmount(Format(m, "USD"), "USD"); err != nil || got != m {
			t.Errorf("round trip %d: %d, %v", m, got, err)
		}
	}
}

func TestParseDate(t *testing.T) {
	today := "2026-03-10"
	for _, c := range []struct{ in, msg string }{
		{"2026-03-10", ""}, {"2025-12-31", ""}, {"1900-01-01", ""},
		{"2026-03-11", MsgFutureDate}, {"1899-12-31", MsgDateFormat}, {"2026-02-30", MsgDateFormat},
		{"10/03/2026", MsgDateFormat}, {"", MsgDateFormat}, {"2026-3-1", MsgDateFormat},
	} {
		_, err := ParseDate(c.in, today)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != c.msg {
			t.Errorf("ParseDate(%q) = %q, want %q", c.in, got, c.msg)
		}
	}
}

func TestToday(t *testing.T) {
	now := time.Date(2026, 3, 10, 3, 0, 0, 0, time.UTC) // still the 9th in Chicago, the 10th in Lagos
	if got := Today(now, "America/Chicago"); got != "2026-03-09" {
		t.Errorf("Chicago %s", got)
	}
	if got := Today(now, "Africa/Lagos"); got != "2026-03-10" {
		t.Errorf("Lagos %s", got)
	}
	if got := Today(now, ""); got != "2026-03-09" {
		t.Errorf("default %s", got)
	}
}

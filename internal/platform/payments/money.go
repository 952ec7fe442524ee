package payments

import (
	"fmt"
	"strconv"
	"strings"
)

// zeroDecimal are the currencies Stripe counts in whole units (no minor unit).
var zeroDecimal = map[string]bool{"BIF": true, "CLP": true, "DJF": true, "GNF": true, "JPY": true, "KMF": true,
	"KRW": true, "MGA": true, "PYG": true, "RWF": true, "UGX": true, "VND": true, "VUV": true, "XAF": true,
	"XOF": true, "XPF": true}

// Currency is an ISO 4217 code in upper case; "" is USD.
func Currency(c string) string {
	c = strings.ToUpper(strings.TrimSpace(c))
	if c == "" {
		return "USD"
	}
	return c
}

// MinorUnits turns a decimal amount as PostgreSQL's numeric prints it ("199.00", "12.5", "7") into
// integer minor units of currency (19900; yen stay whole), exactly: no float ever holds money. An
// amount with more decimals than the currency has is refused, not rounded.
func MinorUnits(decimal, currency string) (int64, error) {
	s := strings.TrimSpace(decimal)
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || strings.HasPrefix(whole, "-") || strings.HasPrefix(whole, "+") {
		return 0, fmt.Errorf("amount %q: not a non-negative decimal", decimal)
	}
	digits := 2
	if zeroDecimal[Currency(currency)] {
		digits = 0
	}
	frac = strings.TrimRight(frac, "0")
	if len(frac) > digits {
		return 0, fmt.Errorf("amount %q: more decimals than %s has", decimal, Currency(currency))
	}
	frac += strings.Repeat("0", digits-len(frac))
	n, err := strconv.ParseInt(whole+frac, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("amount %q: not a non-negative decimal", decimal)
	}
	return n, nil
}

// ZeroDecimal says the currency has no minor unit (yen): its amounts are whole units.
func ZeroDecimal(currency string) bool { return zeroDecimal[Currency(currency)] }

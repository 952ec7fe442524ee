package online

import (
	"strings"

	"congregate/internal/platform/payments"
)

// TODO(h-ledger): replace with tenantapi/giving/money.ParseAmount once h-ledger's branch lands
// (docs/giving-api.md "Money"); the messages are the contract's.
const (
	msgAmount         = "Enter an amount like 25.00"
	msgAmountPositive = "The amount must be more than 0"
	msgAmountDecimals = "The amount can have at most 2 decimals"
	msgAmountMax      = "The amount must be at most 1,000,000.00"
	maxAmountMinor    = 100_000_000
)

// ParseAmount reads an amount a person typed ("25.00", "1,000") into minor units of currency.
func ParseAmount(s, currency string) (int64, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	if s == "" || strings.ContainsAny(s, "eE\x00 +") {
		return 0, invalid(msgAmount)
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" {
		whole = "0"
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return 0, invalid(msgAmount)
		}
	}
	if strings.Count(s, ".") > 1 {
		return 0, invalid(msgAmount)
	}
	digits := 2
	if payments.ZeroDecimal(currency) {
		digits = 0
	}
	if len(strings.TrimRight(frac, "0")) > digits {
		return 0, invalid(msgAmountDecimals)
	}
	if len(strings.TrimLeft(whole, "0")) > 12 {
		if neg {
			return 0, invalid(msgAmountPositive)
		}
		return 0, invalid(msgAmountMax)
	}
	n, err := payments.MinorUnits(whole+"."+strings.TrimRight(frac, "0"), currency)
	if err != nil {
		return 0, invalid(msgAmount)
	}
	if neg || n <= 0 {
		return 0, invalid(msgAmountPositive)
	}
	if n > maxAmountMinor {
		return 0, invalid(msgAmountMax)
	}
	return n, nil
}

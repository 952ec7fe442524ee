// Package settings is giving's settings (docs/giving-api.md "Settings"): the church's giving
// currency (fixed once gifts exist), the default code, the statements' texts, the give page's
// message, bank transfer details and the text-to-give keyword. Currency(tx) is what every other
// giving package reads for a new gift's currency.
package settings

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// GivingSettings is the church's giving settings.
type GivingSettings struct {
	Currency            string `json:"currency"`
	DefaultFundID       *int64 `json:"defaultFundId"`
	StatementIntro      string `json:"statementIntro"`
	StatementLegalText  string `json:"statementLegalText"`
	StatementSignatory  string `json:"statementSignatory"`
	GivePageMessage     string `json:"givePageMessage"`
	BankTransferDetails string `json:"bankTransferDetails"`
	TextToGiveKeyword   string `json:"textToGiveKeyword"`
	OnlineGivingEnabled bool   `json:"onlineGivingEnabled"`
	// HasContributions says gifts exist, so the currency can no longer change.
	HasContributions bool `json:"hasContributions"`
}

const (
	msgCurrencyFixed = "The currency cannot change once gifts are recorded"
	msgCurrency      = "Choose a currency like USD"
	msgKeyword       = "A text-to-give keyword is 2 to 20 letters or digits"
	msgKeywordTaken  = "This keyword is already a smart keyword"
)

var (
	currencyRule = regexp.MustCompile(`^[A-Z]{3}$`)
	keywordRule  = regexp.MustCompile(`^([A-Z0-9]{2,20})?$`) // empty: no text-to-give
)

type UpdateRequest struct {
	httpx.ClientContext
	Currency            string `json:"currency"`
	DefaultFundID       *int64 `json:"defaultFundId"`
	StatementIntro      string `json:"statementIntro"`
	StatementLegalText  string `json:"statementLegalText"`
	StatementSignatory  string `json:"statementSignatory"`
	GivePageMessage     string `json:"givePageMessage"`
	BankTransferDetails string `json:"bankTransferDetails"`
	TextToGiveKeyword   string `json:"textToGiveKeyword"`
	OnlineGivingEnabled bool   `json:"onlineGivingEnabled"`
}

func (r *UpdateRequest) Validate() error {
	r.Currency = strings.ToUpper(strings.TrimSpace(r.Currency))
	r.TextToGiveKeyword = strings.ToUpper(strings.TrimSpace(r.TextToGiveKeyword))
	if !currencyRule.MatchString(r.Currency) {
		return fault.E(fault.Invalid, msgCurrency)
	}
	if !keywordRule.MatchString(r.TextToGiveKeyword) {
		return fault.E(fault.Invalid, msgKeyword)
	}
	for _, f := range []struct {
		v    *string
		max  int
		name string
	}{
		{&r.StatementIntro, 2000, "The statement introduction"}, {&r.StatementLegalText, 2000, "The statement legal text"},
		{&r.StatementSignatory, 200, "The signatory"}, {&r.GivePageMessage, 1000, "The give page message"},
		{&r.BankTransferDetails, 2000, "The bank transfer details"},
	} {
		*f.v = strings.TrimSpace(*f.v)
		if strings.ContainsRune(*f.v, 0) || utf8.RuneCountInString(*f.v) > f.max {
			return fault.E(fault.Invalid, f.name+" must be at most "+thousands(f.max)+" characters")
		}
	}
	return nil
}

// thousands writes a limit as the console does: 2,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Package online is issue 14's online giving (docs/giving-api.md, "Routes — h-online"): the
// church's own Stripe account (Stripe Connect: direct charges with the Stripe-Account header),
// the public give page (one gift or a recurring one, card or bank), the webhook events of the
// connected accounts, recurring gifts charged by the worker, the give methods, the other ways to
// give (link, QR code, bank transfer, text-to-give) and members' expiring cards. Gin-free: the
// API (online/onlineapi), the worker (worker/giving) and the webhook registry share it.
package online

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
)

// Messages of the contract.
const (
	MsgRoutingNumber    = "Enter a valid 9-digit routing number"
	MsgAccountID        = "Enter a Stripe account id like acct_1Nv0FGQ9RKHgCVdK"
	MsgUnknownAccount   = "Stripe does not know this account"
	MsgAccountTaken     = "This Stripe account is connected to another church"
	MsgNotTaking        = "This church does not take online gifts yet"
	MsgRequestKey       = "Reload the page and try again (the form's request key is missing)"
	MsgFrequency        = "Choose how often to give: once, weekly, fortnightly or monthly"
	MsgMethod           = "Choose card or bank"
	MsgFirstName        = "Enter your first name"
	MsgLastName         = "Enter your last name"
	MsgNameLong         = "A name must be at most 100 characters"
	MsgEmail            = "Enter a valid email address"
	MsgPhone            = "Enter a valid phone number"
	MsgEmailOrPhone     = "Enter your email address or phone number"
	MsgCard             = "Enter your card details"
	MsgAccountNumber    = "Enter a valid bank account number (4 to 17 digits)"
	MsgAccountHolder    = "Enter the account holder's name"
	MsgFundNotFound     = "Contribution code not found"
	MsgFundInactive     = "This contribution code is inactive"
	MsgGivingOff        = "Online giving is turned off for this church"
	MsgMonths           = "Choose 1 to 3 months"
	MsgChoosePeople     = "Choose at least one person"
	MsgTooManyPeople    = "Choose at most 500 people"
	MsgNobodyToRemind   = "None of these people has an expiring card and an email address or mobile number"
	MsgGiveMethodKind   = "A give method is online, text, bank, cheque, cash or qr"
	MsgGiveMethodLabel  = "A give method's label must be at most 100 characters"
	MsgGiveMethodDetail = "A give method's details must be at most 2,000 characters"
	MsgGiveMethodTwice  = "Each give method can appear once"
	MsgGiftThanks       = "Thank you for your gift"
	MsgRecurringThanks  = "Thank you: your recurring gift is set up"
	MsgRequiresAction   = "Your bank needs you to confirm this payment"
	MsgPersonNotFound   = "Person not found"
)

// Frequencies of a gift ("once" is not recurring).
var Frequencies = []string{"once", "weekly", "fortnightly", "monthly"}

// Methods of the give page.
var Methods = []string{"card", "bank"}

// MerchantAccount is the church's connected Stripe account.
type MerchantAccount struct {
	Connected      bool    `json:"connected"`
	AccountID      string  `json:"accountId"`
	ChargesEnabled bool    `json:"chargesEnabled"`
	ConnectedAt    *string `json:"connectedAt"`
	TestMode       bool    `json:"testMode"`
	GivePageURL    string  `json:"givePageUrl"`
}

// FundOption is a fund the give page offers.
type FundOption struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// TestCard is a Stripe test payment method the give page offers in test mode.
type TestCard struct {
	PaymentMethod string `json:"paymentMethod"`
	Label         string `json:"label"`
}

// GivePage is what the public give page shows.
type GivePage struct {
	ChurchName     string       `json:"churchName"`
	LogoURL        string       `json:"logoUrl"`
	Currency       string       `json:"currency"`
	Message        string       `json:"message"`
	Funds          []FundOption `json:"funds"`
	DefaultFundID  *int64       `json:"defaultFundId"`
	Frequencies    []string     `json:"frequencies"`
	Methods        []string     `json:"methods"`
	TestMode       bool         `json:"testMode"`
	PublishableKey string       `json:"publishableKey"`
	TestCards      []TestCard   `json:"testCards"`
	Connected      bool         `json:"connected"`
	// StripeAccount is the connected account Stripe.js is initialised with (live mode).
	StripeAccount string `json:"stripeAccount"`
}

// RoutingCheck is the answer of give/routing-number.
type RoutingCheck struct {
	Valid    bool   `json:"valid"`
	BankName string `json:"bankName,omitempty"`
}

// Gift is a give-page submission, read.
type Gift struct {
	RequestKey        string
	AmountMinor       int64
	FundID            int64
	Frequency         string
	FirstName         string
	LastName          string
	Email             string // lower case, checked
	Phone             string // E.164, checked
	Method            string
	PaymentMethodID   string
	RoutingNumber     string
	AccountNumber     string
	AccountHolderName string
	IP, UserAgent     string
}

// Submitted is the answer of give/submit.
type Submitted struct {
	GiftID       *int64 `json:"giftId"`
	RecurringID  *int64 `json:"recurringId"`
	Status       string `json:"status" enum:"pending,succeeded,requires_action"`
	ClientSecret string `json:"clientSecret"`
	Message      string `json:"message"`
}

// GiveMethod is one way to give the church shows (the give-methods calls).
type GiveMethod struct {
	Kind    string `json:"kind" enum:"online,text,bank,cheque,cash,qr"`
	Enabled bool   `json:"enabled"`
	Label   string `json:"label"`
	Details string `json:"details"`
}

// GiveMethodKinds are the kinds, in the order they are shown.
var GiveMethodKinds = []string{"online", "text", "bank", "cheque", "cash", "qr"}

// TextToGive is the text-to-give instructions.
type TextToGive struct {
	Keyword      string `json:"keyword"`
	Number       string `json:"number"`
	Instructions string `json:"instructions"`
}

// OtherWays is the other ways to give page.
type OtherWays struct {
	GivePageURL         string       `json:"givePageUrl"`
	QRCodeSVG           string       `json:"qrCodeSvg"`
	QRCodePNG           string       `json:"qrCodePng"` // data:image/png;base64,…
	TextToGive          TextToGive   `json:"textToGive"`
	BankTransferDetails string       `json:"bankTransferDetails"`
	Methods             []GiveMethod `json:"methods"`
}

// ExpiringCard is a member's saved card that expires soon.
type ExpiringCard struct {
	PersonID       int64  `json:"personId"`
	PersonName     string `json:"personName"`
	Brand          string `json:"brand"`
	Last4          string `json:"last4"`
	ExpMonth       int    `json:"expMonth"`
	ExpYear        int    `json:"expYear"`
	RecurringGifts int    `json:"recurringGifts"`
	Email          string `json:"email"`
	Phone          string `json:"phone"`
}

// Reminded is the answer of expiring-cards/remind.
type Reminded struct {
	CommunicationID int64 `json:"communicationId"`
	Recipients      int   `json:"recipients"`
}

// Recurring frequencies.
const (
	Weekly      = "weekly"
	Fortnightly = "fortnightly"
	Monthly     = "monthly"
)

func invalid(msg string) error { return fault.E(fault.Invalid, msg) }

// RoutingNumberValid is the ABA checksum of a nine-digit routing number:
// 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10), and not all zeros.
func RoutingNumberValid(s string) bool {
	if len(s) != 9 {
		return false
	}
	var d [9]int
	zero := true
	for i := 0; i < 9; i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return false
		}
		d[i] = int(c - '0')
		if d[i] != 0 {
			zero = false
		}
	}
	sum := 3*(d[0]+d[3]+d[6]) + 7*(d[1]+d[4]+d[7]) + (d[2] + d[5] + d[8])
	return !zero && sum%10 == 0
}

// CheckRoutingNumber answers the routing-number call: a wrong one is 400.
func CheckRoutingNumber(s string) (RoutingCheck, error) {
	s = strings.TrimSpace(s)
	if !RoutingNumberValid(s) {
		return RoutingCheck{}, invalid(MsgRoutingNumber)
	}
	return RoutingCheck{Valid: true, BankName: knownBanks[s]}, nil
}

// knownBanks names a few routing numbers (Stripe's test numbers among them); others answer no name.
var knownBanks = map[string]string{
	"110000000": "STRIPE TEST BANK",
	"011000015": "Federal Reserve Bank",
	"021000021": "JPMorgan Chase",
	"026009593": "Bank of America",
	"121000248": "Wells Fargo",
}

var (
	reAccountID     = regexp.MustCompile(`^acct_[A-Za-z0-9_]{1,100}$`)
	reAccountNumber = regexp.MustCompile(`^[0-9]{4,17}$`)
	reUUID          = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
	rePaymentMethod = regexp.MustCompile(`^pm_[A-Za-z0-9_]{1,200}$`)
)

// ValidAccountID says s looks like a Stripe account id.
func ValidAccountID(s string) bool { return reAccountID.MatchString(s) }

func name(s, empty string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", invalid(empty)
	}
	if utf8.RuneCountInString(s) > 100 || strings.ContainsRune(s, 0) {
		return "", invalid(MsgNameLong)
	}
	return s, nil
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

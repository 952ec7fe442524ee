// Package ledger is what giving's packages share, gin-free (the worker's import uses it): who acts
// (for the audit trail), the church's today, an amount in the church's currency, and the audit
// events of giving.
package ledger

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/giving/gifts"
	"congregate/tenantapi/giving/money"
)

// Audit events of giving (docs/giving-api.md "Audit": giving.<thing>.<verb>).
const (
	EventFundAdd        = "giving.fund.add"
	EventFundRename     = "giving.fund.rename"
	EventFundActive     = "giving.fund.active"
	EventFundReposition = "giving.fund.reposition"
	EventFundDelete     = "giving.fund.delete"
	EventFundMove       = "giving.fund.move"
	EventGiftAdd        = "giving.gift.add"
	EventGiftVoid       = "giving.gift.void"
	EventGiftChangeType = "giving.gift.change-type"
	EventBatchCreate    = "giving.batch.create"
	EventBatchCommit    = "giving.batch.commit"
	EventBatchDelete    = "giving.batch.delete"
	EventCampaignSave   = "giving.campaign.save"
	EventCampaignDelete = "giving.campaign.delete"
	EventPledgeSave     = "giving.pledge.save"
	EventPledgeDelete   = "giving.pledge.delete"
	EventSettings       = "giving.settings.update"
	EventImport         = "giving.import.process"
)

// Actor is who makes a change: their person id (nil for the system) and the audit entry builder
// of their request (the handler's auditapi.By; the worker's is By).
type Actor struct {
	ID    *int64
	Entry func(event string, details map[string]any) audit.Entry
}

// By is an actor outside a request (the worker): the entry names the person, no IP.
func By(personID *int64) Actor {
	return Actor{ID: personID, Entry: func(event string, details map[string]any) audit.Entry {
		return audit.Entry{PersonID: personID, Event: event, Success: true, Details: details}
	}}
}

// Audit writes the actor's entry; an actor without a builder writes a system entry.
func (a Actor) Audit(event string, details map[string]any) audit.Entry {
	if a.Entry == nil {
		return By(a.ID).Entry(event, details)
	}
	return a.Entry(event, details)
}

// Today is the church's date now (its time zone setting; America/Chicago, the settings' default,
// when it has none).
func Today(ctx context.Context, c clock.Clock) string {
	tz := ""
	if ch, ok := tenancy.Lookup(ctx); ok {
		tz = ch.TimeZone()
	}
	return money.Today(c.Now(), tz)
}

// Amount reads an amount as typed ("25.00") in the church's giving currency: its minor units
// and the currency.
func Amount(tx *gorm.DB, typed string) (int64, string, error) {
	cur, err := gifts.Currency(tx)
	if err != nil {
		return 0, "", err
	}
	minor, err := money.ParseAmount(typed, cur)
	return minor, cur, err
}

package main

import (
	"log/slog"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/payments"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/communications/messages/messagesapi"
	"congregate/tenantapi/giving/online"
	wgiving "congregate/worker/giving"
)

// givingRecurring wires online giving in the worker (issue 14): the recurring tick over billing's
// Stripe client, donors' messages through communications, and the connected accounts' webhook
// handlers registered with billing (wgiving.Register).
func givingRecurring(cfg config.Config, control *gorm.DB, tenants *db.Tenants, b *billing.Service, enq *jobs.Client, log *slog.Logger) *wgiving.Recurring {
	msgs := &messages.Service{Tenants: tenants, Control: control, People: messagesapi.People{}, Settings: messagesapi.Settings{}, Jobs: enq}
	s := &online.Service{Tenants: tenants, Control: control, ChurchURL: cfg.ChurchURL, People: online.PeopleDirectory{},
		Sender: &online.MessagesSender{S: msgs}, Stripe: func() *payments.Client { return b.Stripe }}
	wgiving.Register(s)
	return &wgiving.Recurring{S: s, Log: log}
}

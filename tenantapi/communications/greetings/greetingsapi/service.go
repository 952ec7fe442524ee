package greetingsapi

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/greetings"
)

// Names reads people's names (tenantapi/people/directory).
type Names interface {
	Names(tx *gorm.DB, ids []int64) (map[int64]string, error)
}

// Service serves the templates and the history.
type Service struct {
	Tenants *db.Tenants
	People  Names
}

// Templates are the church's four templates.
func (s *Service) Templates(ctx context.Context) (TemplateList, error) {
	var out TemplateList
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		out, err = greetings.Templates(tx)
		return err
	})
	return out, err
}

// Update changes a template's text, whether it is sent and its hour.
func (s *Service) Update(ctx context.Context, r updateRequest) (*greetings.Template, error) {
	var out *greetings.Template
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		t, err := loadTemplate(tx, r.ID)
		if err != nil {
			return err
		}
		if (r.Kind != "" && r.Kind != t.Kind) || (r.Channel != "" && r.Channel != t.Channel) {
			return fault.E(fault.Invalid, "A template's kind and channel cannot change")
		}
		subject, body, err := greetings.Check(t.Channel, r.Subject, r.Body, r.SendHour)
		if err != nil {
			return err
		}
		t.Subject, t.Body, t.Enabled, t.SendHour = subject, body, r.Enabled, r.SendHour
		if err := updateTemplate(tx, *t); err != nil {
			return err
		}
		out = t
		return nil
	})
	return out, err
}

// History is one page of the greetings sent, newest first.
func (s *Service) History(ctx context.Context, paging httpx.Paging) (httpx.Page[greetings.Greeting], error) {
	p, err := paging.Resolve(50)
	if err != nil {
		return httpx.Page[greetings.Greeting]{}, err
	}
	var out httpx.Page[greetings.Greeting]
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		rows, total, err := history(tx, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		ids := make([]int64, len(rows))
		for i, r := range rows {
			ids[i] = r.PersonID
		}
		names, err := s.People.Names(tx, ids)
		if err != nil {
			return err
		}
		items := make([]greetings.Greeting, len(rows))
		for i, r := range rows {
			items[i] = greetings.Greeting{PersonID: r.PersonID, Name: names[r.PersonID], Kind: r.Kind, Year: r.Year, Channel: r.Channel,
				CommunicationID: r.CommunicationID, SentAt: r.SentAt.UTC().Format(time.RFC3339)}
		}
		out = httpx.PageOf(items, total, p)
		return nil
	})
	return out, err
}

package settings

import (
	"context"
	"encoding/json"
	"maps"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/organization/church"
	"congregate/tenantapi/organization/settings/messaging"
)

// Service holds the rules of the church's settings. Social media, messaging and tooltips live in
// the church's schema, each change one transaction with its audit entry; the system settings live
// on the church row (they are organisation info) and change through Rows.Change.
type Service struct {
	Rows    *church.Rows
	Tenants *db.Tenants
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// SystemSettingsOf merges a church's stored settings over the defaults; the session timeout is
// always the platform's.
func SystemSettingsOf(ch *tenancy.Church) SystemSettings {
	out := maps.Clone(defaultSystemSettings)
	var stored map[string]any
	_ = json.Unmarshal(ch.SystemSettings, &stored)
	maps.Copy(out, stored)
	out["sessionTimeoutMs"] = SessionTimeoutMs
	return out
}

// SystemSettings are this church's system settings, read afresh.
func (s *Service) SystemSettings(ctx context.Context) (SystemSettings, error) {
	ch, err := s.Rows.Current(ctx)
	if err != nil {
		return nil, err
	}
	return SystemSettingsOf(ch), nil
}

// UpdateSystemSettings saves the settings sent and answers the new organisation info (its
// systemSettings are the saved ones).
func (s *Service) UpdateSystemSettings(ctx context.Context, a church.Actor, r systemSettingsRequest) (church.Info, error) {
	return s.Rows.Change(ctx, a, func(_ *gorm.DB, after *tenancy.Church) (string, map[string]any, error) {
		before, next := SystemSettingsOf(after), SystemSettingsOf(after)
		r.apply(next)
		changes := audit.Diff(before, next)
		if changes == nil {
			return "", nil, nil
		}
		after.SystemSettings, _ = json.Marshal(next)
		return audit.EventSystemSettings, map[string]any{"changes": changes}, nil
	})
}

// LoadSocial reads the church's social media links in the caller's transaction.
func LoadSocial(tx *gorm.DB) (SocialMedia, error) {
	var out SocialMedia
	return out, loadSection(tx, sectionSocialMedia, &out, false)
}

// SocialMedia are the church's social media links.
func (s *Service) SocialMedia(ctx context.Context) (out SocialMedia, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out, err = LoadSocial(tx)
		return err
	})
	return out, err
}

// UpdateSocialMedia saves the links sent and answers them all.
func (s *Service) UpdateSocialMedia(ctx context.Context, a church.Actor, r socialRequest) (SocialMedia, error) {
	var out SocialMedia
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := loadSection(tx, sectionSocialMedia, &out, true); err != nil {
			return err
		}
		before := asMap(out)
		r.apply(&out)
		return saveChanged(tx, a, audit.EventOrgSocialMedia, sectionSocialMedia, before, out)
	})
	return out, err
}

// saveChanged saves a section with its audit entry when it differs from before.
func saveChanged(tx *gorm.DB, a church.Actor, event, section string, before map[string]any, after any) error {
	changes := audit.Diff(before, asMap(after))
	if changes == nil {
		return nil
	}
	if err := saveSection(tx, section, after, a.PersonID); err != nil {
		return err
	}
	return audit.Write(tx, a.Entry(event, map[string]any{"changes": changes}))
}

// LoadMessaging reads the church's messaging settings over their defaults in the caller's
// transaction (senders of SMS and e-mail use it too).
func LoadMessaging(tx *gorm.DB, ch *tenancy.Church) (Messaging, error) {
	f, t, err := loadMessaging(tx, ch, false)
	return messagingOf(f, t), err
}

func loadMessaging(tx *gorm.DB, ch *tenancy.Church, lock bool) (messagingFields, EmailTemplate, error) {
	f, t, _, err := messaging.Load(tx, ch, lock)
	return f, t, err
}

// Messaging is this church's messaging settings and e-mail template.
func (s *Service) Messaging(ctx context.Context) (Messaging, error) {
	ch, err := s.Rows.Current(ctx)
	if err != nil {
		return Messaging{}, err
	}
	var out Messaging
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = LoadMessaging(tx, ch)
		return err
	})
	return out, err
}

// UpdateMessaging saves the messaging fields sent and answers the messaging settings.
func (s *Service) UpdateMessaging(ctx context.Context, a church.Actor, r messagingRequest) (Messaging, error) {
	return s.saveMessaging(ctx, func(tx *gorm.DB, f *messagingFields, _ *EmailTemplate) error {
		before := asMap(*f)
		r.apply(f)
		return saveChanged(tx, a, audit.EventOrgMessaging, sectionMessaging, before, *f)
	})
}

// UpdateEmailTemplate saves the template fields sent and answers the messaging settings.
func (s *Service) UpdateEmailTemplate(ctx context.Context, a church.Actor, r templateRequest) (Messaging, error) {
	return s.saveMessaging(ctx, func(tx *gorm.DB, _ *messagingFields, t *EmailTemplate) error {
		before := asMap(*t)
		r.apply(t)
		return saveChanged(tx, a, audit.EventOrgEmailTemplate, sectionEmailTemplate, before, *t)
	})
}

// saveMessaging loads both messaging sections locked and lets edit change and save one.
func (s *Service) saveMessaging(ctx context.Context, edit func(*gorm.DB, *messagingFields, *EmailTemplate) error) (Messaging, error) {
	ch, err := s.Rows.Current(ctx)
	if err != nil {
		return Messaging{}, err
	}
	var out Messaging
	err = s.run(ctx, func(tx *gorm.DB) error {
		f, t, err := loadMessaging(tx, ch, true)
		if err != nil {
			return err
		}
		if err := edit(tx, &f, &t); err != nil {
			return err
		}
		out = messagingOf(f, t)
		return nil
	})
	return out, err
}

// Tooltips are the console's tooltips whose key starts with page, in the church's wording.
func (s *Service) Tooltips(ctx context.Context, page string) (TooltipList, error) {
	out := TooltipList{Items: []Tooltip{}}
	err := s.run(ctx, func(tx *gorm.DB) error {
		custom, err := loadTooltips(tx)
		for _, t := range builtInTooltips {
			if strings.HasPrefix(t.Key, page) {
				out.Items = append(out.Items, merged(t, custom))
			}
		}
		return err
	})
	return out, err
}

func merged(t Tooltip, custom map[string]tooltipRow) Tooltip {
	if r, ok := custom[t.Key]; ok {
		at := r.UpdatedAt
		t.Comment, t.IsCustom, t.UpdatedAt = r.Comment, true, &at
	}
	return t
}

// SetTooltip sets the church's wording of a tooltip (comment), or goes back to the built-in one
// (nil), with its audit entry.
func (s *Service) SetTooltip(ctx context.Context, a church.Actor, key string, comment *string) (Tooltip, error) {
	t, ok := builtInTooltip(key)
	if !ok {
		return Tooltip{}, errUnknownTooltip
	}
	var out Tooltip
	err := s.run(ctx, func(tx *gorm.DB) error {
		custom, err := loadTooltips(tx)
		if err != nil {
			return err
		}
		before := merged(t, custom)
		if comment == nil {
			err = deleteTooltip(tx, key)
		} else {
			err = saveTooltip(tx, key, *comment, a.PersonID)
		}
		if err != nil {
			return err
		}
		if custom, err = loadTooltips(tx); err != nil {
			return err
		}
		out = merged(t, custom)
		changes := audit.Diff(map[string]any{"comment": before.Comment}, map[string]any{"comment": out.Comment})
		if changes == nil {
			return nil
		}
		return audit.Write(tx, a.Entry(audit.EventTooltip, map[string]any{"key": key, "reset": comment == nil, "changes": changes}))
	})
	return out, err
}

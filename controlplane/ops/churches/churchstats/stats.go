// Package churchstats computes the figures the operators' churches list shows (people, users,
// storage, last activity, schema version) and keeps them in control.church_stats, so the list
// reads one table instead of opening 1,000 schemas. Gin-free: the worker's ops:church-stats task
// and the ops API's church page both call it.
package churchstats

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/auth/accounts"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/organization/branding/usage"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/word/media"
)

// Stats are one church's figures.
type Stats struct {
	People         int64
	Users          int64
	StorageBytes   int64
	LastActivityAt *time.Time
	SchemaVersion  int64
}

// Compute reads a church's figures from its schema, through each owning domain's reader.
func Compute(ctx context.Context, tenants *db.Tenants, church *tenancy.Church) (Stats, error) {
	var s Stats
	err := tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		var err error
		if s.People, s.Users, err = (directory.Directory{}).Headcount(tx); err != nil {
			return err
		}
		for _, size := range []func(*gorm.DB) (int64, error){media.StorageBytes, messages.VaultBytes, usage.Bytes} {
			n, err := size(tx)
			if err != nil {
				return err
			}
			s.StorageBytes += n
		}
		seen, err := accounts.LastSeen(tx)
		if err != nil {
			return err
		}
		logged, err := audit.Latest(tx)
		if err != nil {
			return err
		}
		s.LastActivityAt = latest(seen, logged)
		s.SchemaVersion, err = db.SchemaVersion(tx)
		return err
	})
	return s, err
}

func latest(a, b *time.Time) *time.Time {
	if a == nil || (b != nil && b.After(*a)) {
		return b
	}
	return a
}

// Refresh computes a church's figures and stores them in control.church_stats.
func Refresh(ctx context.Context, control *gorm.DB, tenants *db.Tenants, church *tenancy.Church) (Stats, error) {
	s, err := Compute(ctx, tenants, church)
	if err != nil {
		return s, fmt.Errorf("church stats of %s: %w", church.ShortName, err)
	}
	err = control.WithContext(ctx).Exec(`INSERT INTO control.church_stats (church_id, people, users, storage_bytes, last_activity_at, schema_version, refreshed_at)
		VALUES (?, ?, ?, ?, ?, ?, now())
		ON CONFLICT (church_id) DO UPDATE SET people = EXCLUDED.people, users = EXCLUDED.users, storage_bytes = EXCLUDED.storage_bytes,
			last_activity_at = EXCLUDED.last_activity_at, schema_version = EXCLUDED.schema_version, refreshed_at = EXCLUDED.refreshed_at`,
		church.ID, s.People, s.Users, s.StorageBytes, s.LastActivityAt, s.SchemaVersion).Error
	return s, err
}

// RefreshAll refreshes every church that is not closed. A church that fails is logged and the
// others still refresh; the answer names how many failed.
func RefreshAll(ctx context.Context, control *gorm.DB, tenants *db.Tenants, log *slog.Logger) error {
	var churches []tenancy.Church
	if err := control.WithContext(ctx).Where("status <> ?", tenancy.StatusClosed).Order("id").Find(&churches).Error; err != nil {
		return err
	}
	failed := 0
	for i := range churches {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if _, err := Refresh(ctx, control, tenants, &churches[i]); err != nil {
			failed++
			if log != nil {
				log.Error("church stats", "church", churches[i].ShortName, "err", err)
			}
		}
	}
	if failed > 0 {
		return errors.New(fmt.Sprint("church stats: ", failed, " of ", len(churches), " churches failed"))
	}
	return nil
}

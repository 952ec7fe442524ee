package db

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
)

// TenantsFromConfig is how every process reaches church schemas: the "default" placement is the
// control database's own pool, and every cluster of cfg.DatabaseClusters gets a pool of its own,
// so a church placed on another cluster is served by the API, the worker and the operator tools
// alike. A cluster that does not answer stops the start-up, as a misspelt DSN should.
func TenantsFromConfig(cfg config.Config, control *gorm.DB) (*Tenants, error) {
	clusters, err := cfg.Clusters()
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(clusters))
	for name := range clusters {
		names = append(names, name)
	}
	sort.Strings(names)
	t := NewTenants(control)
	for _, name := range names {
		g, err := Open(clusters[name])
		if err != nil {
			return nil, errors.Join(fmt.Errorf("cluster %s: %w", name, err), t.Close())
		}
		t.AddCluster(name, g)
	}
	return t, nil
}

// Close closes the pools of the other clusters; the default pool is the caller's control database.
func (t *Tenants) Close() error {
	var errs []error
	for name, g := range t.clusters {
		if name == config.DefaultCluster {
			continue
		}
		if sqlDB, err := g.DB(); err == nil {
			errs = append(errs, sqlDB.Close())
		}
	}
	return errors.Join(errs...)
}

// Names are the placements t serves, sorted: "default" and every cluster of DATABASE_CLUSTERS.
func (t *Tenants) Names() []string {
	names := make([]string, 0, len(t.clusters))
	for name := range t.clusters {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// CheckPlacements is every process's start-up check (tenant API, worker, control plane, bin/ops):
// a church placed on a cluster that is not in configuration could be served by none of them, so
// the process refuses to start and names the church and the cluster. A control database not
// migrated yet (no control.churches) passes.
func CheckPlacements(ctx context.Context, cfg config.Config, control *gorm.DB) error {
	placements, err := cfg.Placements()
	if err != nil {
		return err
	}
	var exists bool
	if err := control.WithContext(ctx).Raw(`SELECT to_regclass('control.churches') IS NOT NULL`).Scan(&exists).Error; err != nil {
		return fmt.Errorf("placement check: %w", err)
	}
	if !exists {
		return nil
	}
	names := make([]string, 0, len(placements))
	for name := range placements {
		names = append(names, name)
	}
	var rows []struct{ ShortName, Placement string }
	if err := control.WithContext(ctx).Raw(`SELECT short_name, placement FROM control.churches
		WHERE placement NOT IN ? ORDER BY short_name LIMIT 5`, names).Scan(&rows).Error; err != nil {
		return fmt.Errorf("placement check: %w", err)
	}
	var errs []error
	for _, r := range rows {
		errs = append(errs, fmt.Errorf("church %s is placed on cluster %q, which is not in DATABASE_CLUSTERS", r.ShortName, r.Placement))
	}
	return errors.Join(errs...)
}

package db

import (
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

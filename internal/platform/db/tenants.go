package db

import (
	"context"
	"database/sql"
	"fmt"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// Tenants hands out church-bound database handles. It holds one pool per placement (PostgreSQL
// cluster) and is the only way tenant stores reach the database.
type Tenants struct {
	clusters map[string]*gorm.DB
}

// NewTenants serves every church from the default cluster; AddCluster adds others.
func NewTenants(defaultCluster *gorm.DB) *Tenants {
	return &Tenants{clusters: map[string]*gorm.DB{"default": defaultCluster}}
}

// AddCluster registers the pool for a placement name.
func (t *Tenants) AddCluster(name string, g *gorm.DB) { t.clusters[name] = g }

// Cluster is the pool of a placement (provisioning creates a church's schema there).
func (t *Tenants) Cluster(name string) (*gorm.DB, bool) {
	g, ok := t.clusters[name]
	return g, ok
}

// Pools answers the connection pool of every cluster by name, for the pool metrics
// (observe.WatchDB).
func (t *Tenants) Pools() map[string]*sql.DB {
	out := make(map[string]*sql.DB, len(t.clusters))
	for name, g := range t.clusters {
		if sqlDB, err := g.DB(); err == nil {
			out[name] = sqlDB
		}
	}
	return out
}

// Run executes fn in a transaction bound to the schema of the church in ctx.
func (t *Tenants) Run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return t.RunFor(ctx, tenancy.FromContext(ctx), fn)
}

// Qualified runs fn outside a transaction with the pool of the church in ctx and its schema name,
// quoted, for a single statement that names every table schema-qualified (DESIGN.md allows both
// ways; a one-statement read saves the transaction and its SET LOCAL).
func (t *Tenants) Qualified(ctx context.Context, fn func(g *gorm.DB, schema string) error) error {
	c := tenancy.FromContext(ctx)
	g, ok := t.clusters[c.Placement]
	if !ok {
		return fmt.Errorf("church %s: unknown placement %q", c.ShortName, c.Placement)
	}
	if !ValidSchema(c.SchemaName) {
		return fmt.Errorf("refusing to use schema %q", c.SchemaName)
	}
	return fn(g.WithContext(ctx), `"`+c.SchemaName+`"`)
}

// RunFor executes fn in a transaction bound to the given church's schema (operator tools, jobs).
// The transaction's context carries the church (tenancy.Lookup(tx.Statement.Context)), so code
// called with only the transaction, a ledger hook, knows whose it is.
func (t *Tenants) RunFor(ctx context.Context, c *tenancy.Church, fn func(tx *gorm.DB) error) error {
	g, ok := t.clusters[c.Placement]
	if !ok {
		return fmt.Errorf("church %s: unknown placement %q", c.ShortName, c.Placement)
	}
	if in, ok := tenancy.Lookup(ctx); !ok || in != c {
		ctx = tenancy.WithChurch(ctx, c)
	}
	return InSchema(ctx, g, c.SchemaName, fn)
}

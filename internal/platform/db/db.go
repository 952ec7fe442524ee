// Package db opens the database and is the ONE place a request is bound to its church's schema.
package db

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"time"

	"gorm.io/driver/postgres"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"

	"congregate/internal/platform/observe"
)

// Open connects gorm to PostgreSQL. The simple protocol keeps no server-side prepared statements,
// so a statement planned under one church's search_path is never reused under another's.
func Open(dsn string) (*gorm.DB, error) {
	g, err := gorm.Open(postgres.New(postgres.Config{DSN: WithConnectTimeout(dsn), PreferSimpleProtocol: true}), &gorm.Config{
		Logger:                 logger.Default.LogMode(logger.Silent),
		SkipDefaultTransaction: true,
	})
	if err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	// A span per statement when tracing is on; an atomic load per statement when it is off.
	if err := g.Use(observe.GormTracing{}); err != nil {
		return nil, err
	}
	sqlDB, err := g.DB()
	if err != nil {
		return nil, err
	}
	// As many idle connections are kept as may be open: with fewer, every burst above the idle
	// count closed the extra connections as they came back and opened new ones for the next
	// burst, and a new PostgreSQL backend costs a fork, authentication and a cold catalog cache
	// (its first statements plan three to five times slower). Idle ones still close after 5 min.
	sqlDB.SetMaxOpenConns(MaxConns)
	sqlDB.SetMaxIdleConns(MaxConns)
	sqlDB.SetConnMaxIdleTime(5 * time.Minute)
	return g, nil
}

// MaxConns is the size of each pool db.Open makes (per process and cluster).
const MaxConns = 20

// DefaultConnectTimeout bounds a new connection (dial and handshake) when the DSN sets no
// connect_timeout: a server that accepts and never answers (frozen, a dead proxy, a half-open
// network path) fails the request that needed the connection instead of holding it for ever.
const DefaultConnectTimeout = "5"

// WithConnectTimeout is dsn (URL or key=value form) with connect_timeout=DefaultConnectTimeout
// unless it names one.
func WithConnectTimeout(dsn string) string {
	if strings.Contains(dsn, "connect_timeout=") {
		return dsn
	}
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		u, err := url.Parse(dsn)
		if err != nil {
			return dsn
		}
		q := u.Query()
		q.Set("connect_timeout", DefaultConnectTimeout)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return strings.TrimSpace(dsn + " connect_timeout=" + DefaultConnectTimeout)
}

var schemaName = regexp.MustCompile(`^church_[0-9]+$`)

// SchemaName is the schema of the church with this id.
func SchemaName(churchID int64) string { return fmt.Sprintf("church_%d", churchID) }

// ValidSchema reports whether s is a church schema name this package will bind to.
func ValidSchema(s string) bool { return schemaName.MatchString(s) }

// InSchema runs fn in a transaction whose search_path is the given church schema only.
// SET LOCAL ends with the transaction, so the pooled connection goes back clean; a session-level
// SET would leak the church into the next request that borrows the connection.
func InSchema(ctx context.Context, g *gorm.DB, schema string, fn func(tx *gorm.DB) error) error {
	if !ValidSchema(schema) {
		return fmt.Errorf("refusing to bind to schema %q", schema)
	}
	return g.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(fmt.Sprintf(`SET LOCAL search_path TO "%s"`, schema)).Error; err != nil {
			return fmt.Errorf("bind schema %s: %w", schema, err)
		}
		return fn(tx)
	})
}

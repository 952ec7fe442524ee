// Package testutil gives tests real infrastructure of their own: a throw-away PostgreSQL database
// (control schema migrated) and a Redis key prefix, both unique per test binary run.
package testutil

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
)

// AdminURL is the PostgreSQL server tests create their databases on.
func AdminURL() string {
	if v := os.Getenv("TEST_DATABASE_URL"); v != "" {
		return v
	}
	return "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
}

// RedisURL is the Redis database tests use (not the one `make run` uses).
func RedisURL() string {
	if v := os.Getenv("TEST_REDIS_URL"); v != "" {
		return v
	}
	return "redis://127.0.0.1:6379/9"
}

// Database is a fresh database with the control schema migrated.
type Database struct {
	DSN  string
	Name string
	Gorm *gorm.DB
}

// NewDatabase creates a database that is dropped when the test ends.
func NewDatabase(tb testing.TB) *Database {
	tb.Helper()
	return newDatabase(tb, func(admin *sql.DB, name string) error {
		_, err := admin.Exec(`CREATE DATABASE "` + name + `"`)
		return err
	}, true)
}

// newDatabase makes a database by create, migrates its control schema when asked, and drops it
// when the test ends.
func newDatabase(tb testing.TB, create func(admin *sql.DB, name string) error, migrate bool) *Database {
	tb.Helper()
	return newDatabaseAt(tb, AdminURL(), create, migrate)
}

func newDatabaseAt(tb testing.TB, adminURL string, create func(admin *sql.DB, name string) error, migrate bool) *Database {
	tb.Helper()
	name := "congregate_test_" + strings.ToLower(strings.NewReplacer("-", "", "_", "").Replace(auth.NewToken(6)))
	admin, err := sql.Open("pgx", adminURL)
	if err != nil {
		tb.Fatal(err)
	}
	if err := create(admin, name); err != nil {
		tb.Fatalf("create test database: %v (is PostgreSQL running at %s?)", err, adminURL)
	}
	dsn := dsnFor(adminURL, name)
	if migrate {
		if err := db.MigrateControl(dsn); err != nil {
			tb.Fatal(err)
		}
	}
	g, err := db.Open(dsn)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if s, err := g.DB(); err == nil {
			s.Close()
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := admin.ExecContext(ctx, `DROP DATABASE IF EXISTS "`+name+`" WITH (FORCE)`); err != nil {
			tb.Logf("drop test database %s: %v", name, err)
		}
		admin.Close()
	})
	return &Database{DSN: dsn, Name: name, Gorm: g}
}

// Redis returns a client and a key prefix unique to this test; keys under the prefix are removed
// when the test ends.
func Redis(tb testing.TB) (*redis.Client, string) {
	tb.Helper()
	opt, err := redis.ParseURL(RedisURL())
	if err != nil {
		tb.Fatal(err)
	}
	rdb := redis.NewClient(opt)
	if err := rdb.Ping(context.Background()).Err(); err != nil {
		tb.Fatalf("redis: %v (is Redis running on 127.0.0.1:6379?)", err)
	}
	prefix := fmt.Sprintf("test:%s:", auth.NewToken(6))
	tb.Cleanup(func() {
		ctx := context.Background()
		iter := rdb.Scan(ctx, 0, prefix+"*", 500).Iterator()
		for iter.Next(ctx) {
			rdb.Del(ctx, iter.Val())
		}
		rdb.Close()
	})
	return rdb, prefix
}

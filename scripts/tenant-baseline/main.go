// Command tenant-baseline regenerates migrations/tenant_baseline.sql, the tenant schema squashed
// into one script that provisioning runs instead of every tenant migration. Run it after adding or
// changing a tenant migration (a test fails until it is run):
//
//	go run ./scripts/tenant-baseline [-admin postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable] [-out migrations/tenant_baseline.sql]
//
// It creates a throw-away database, migrates a schema from scratch there, dumps it with pg_dump
// (on PATH), makes the dump schema-independent, writes it and drops the database.
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"log"
	"net/url"
	"os"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"congregate/internal/platform/db"
)

func main() {
	def := os.Getenv("TEST_DATABASE_URL")
	if def == "" {
		def = "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
	}
	admin := flag.String("admin", def, "a PostgreSQL database URL whose role may create databases")
	out := flag.String("out", "migrations/tenant_baseline.sql", "the file to write")
	flag.Parse()
	log.SetFlags(0)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()

	a, err := sql.Open("pgx", *admin)
	if err != nil {
		log.Fatal(err)
	}
	defer a.Close()
	name := fmt.Sprintf("congregate_tenant_baseline_%d", os.Getpid())
	if _, err := a.ExecContext(ctx, `CREATE DATABASE "`+name+`"`); err != nil {
		log.Fatalf("create database: %v", err)
	}
	text, err := func() (string, error) {
		u, err := url.Parse(*admin)
		if err != nil {
			return "", err
		}
		u.Path = "/" + name
		return db.BuildTenantBaseline(ctx, u.String())
	}()
	if _, derr := a.ExecContext(context.WithoutCancel(ctx), `DROP DATABASE IF EXISTS "`+name+`" WITH (FORCE)`); derr != nil {
		log.Printf("drop database %s: %v", name, derr)
	}
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, []byte(text), 0o644); err != nil {
		log.Fatal(err)
	}
	v, _, _ := db.TenantBaseline()
	log.Printf("wrote %s (%d bytes; the binary's embedded copy was version %d)", *out, len(text), v)
}

package testutil

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A template database is built once per `go test` run and copied for each test that asks for it
// (CREATE DATABASE … TEMPLATE copies files: a few hundred milliseconds, where migrating and
// provisioning two churches again took a second or more, and ten times that on a loaded machine).
// Its name carries the pid of the process that started the test binaries — the go command, shared
// by every package of one run — so one run's packages share it, the next run builds its own, and a
// run that ended leaves a template the next run drops.

// FromTemplate answers a new database copied from the run's template of that key, built first by
// build(dsn) when it does not exist yet; the copy is dropped when the test ends. The test binaries
// of a run build a key's template once between them (under an advisory lock). build must close
// every connection it opened to dsn.
func FromTemplate(tb testing.TB, key string, build func(dsn string) error) *Database {
	tb.Helper()
	admin, err := sql.Open("pgx", AdminURL())
	if err != nil {
		tb.Fatal(err)
	}
	defer admin.Close()
	template, err := ensureTemplate(admin, key, build)
	if err != nil {
		tb.Fatalf("template database %s: %v", key, err)
	}
	return newDatabase(tb, func(admin *sql.DB, name string) error {
		var err error
		// Another binary copying the same template at the same moment holds it for an instant.
		for try := 0; try < 50; try++ {
			if _, err = admin.Exec(`CREATE DATABASE "` + name + `" TEMPLATE "` + template + `" STRATEGY FILE_COPY`); err == nil ||
				!strings.Contains(err.Error(), "is being accessed by other users") {
				return err
			}
			time.Sleep(100 * time.Millisecond)
		}
		return err
	}, false)
}

// templateName is the key's template of this run.
func templateName(key string) string { return fmt.Sprintf("congregate_tmpl_%s_%d", key, os.Getppid()) }

func ensureTemplate(admin *sql.DB, key string, build func(dsn string) error) (string, error) {
	name := templateName(key)
	ctx := context.Background()
	conn, err := admin.Conn(ctx)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	// One builder at a time across the run's test binaries; the lock ends with the connection.
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(hashtext('congregate template ' || $1))`, key); err != nil {
		return "", err
	}
	defer conn.ExecContext(ctx, `SELECT pg_advisory_unlock(hashtext('congregate template ' || $1))`, key) //nolint:errcheck
	var exists bool
	if err := conn.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)`, name).Scan(&exists); err != nil {
		return "", err
	}
	if exists {
		return name, nil
	}
	// Templates of runs that ended (their go command is gone), and half-built ones of this key.
	rows, err := conn.QueryContext(ctx, `SELECT datname FROM pg_database WHERE datname LIKE 'congregate\_tmpl\_%'`)
	if err != nil {
		return "", err
	}
	var stale []string
	for rows.Next() {
		var d string
		if err := rows.Scan(&d); err != nil {
			rows.Close()
			return "", err
		}
		base := strings.TrimSuffix(d, "_building")
		pid, _ := strconv.Atoi(base[strings.LastIndexByte(base, '_')+1:])
		if pid <= 0 || syscall.Kill(pid, 0) == syscall.ESRCH || base == name {
			stale = append(stale, d)
		}
	}
	rows.Close()
	for _, d := range stale {
		_, _ = conn.ExecContext(ctx, `DROP DATABASE IF EXISTS "`+d+`" WITH (FORCE)`)
	}
	// Built under another name and renamed when complete: a half-built template is never copied.
	building := name + "_building"
	if _, err := conn.ExecContext(ctx, `CREATE DATABASE "`+building+`"`); err != nil {
		return "", err
	}
	u, _ := url.Parse(AdminURL())
	u.Path = "/" + building
	if err := build(u.String()); err != nil {
		_, _ = conn.ExecContext(ctx, `DROP DATABASE IF EXISTS "`+building+`" WITH (FORCE)`)
		return "", err
	}
	if _, err := conn.ExecContext(ctx, `ALTER DATABASE "`+building+`" RENAME TO "`+name+`"`); err != nil {
		return "", err
	}
	return name, nil
}

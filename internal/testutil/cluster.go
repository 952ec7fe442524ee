package testutil

import (
	"database/sql"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// SecondClusterPort is where Cluster puts the second PostgreSQL cluster unless told otherwise.
const SecondClusterPort = 5433

// Cluster is the admin URL of another PostgreSQL cluster on this machine, the way a second
// production cluster is another server: Debian's pg_createcluster makes it (trust auth on
// 127.0.0.1, like the main one in tests) on port, and pg_ctlcluster starts it when it is down.
// TEST_DATABASE2_URL overrides it for the cluster named "second". Test binaries running at once
// take a file lock, so only one creates it. The cluster is left running for the next test; every
// test makes its own databases on it (NewDatabaseOn).
func Cluster(tb testing.TB, name string, port int) string {
	tb.Helper()
	if v := os.Getenv("TEST_DATABASE2_URL"); v != "" && name == "second" {
		return v
	}
	adminURL := fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)
	if answers(port) {
		return adminURL
	}
	unlock, err := lockFile(filepath.Join(os.TempDir(), "congregate-cluster-"+name+".lock"))
	if err != nil {
		tb.Fatal(err)
	}
	defer unlock()
	if answers(port) {
		return adminURL
	}
	version, err := pgVersion()
	if err != nil {
		tb.Fatal(err)
	}
	if exists(version, name) {
		err = run("pg_ctlcluster", "--skip-systemctl-redirect", version, name, "start")
	} else {
		err = run("pg_createcluster", version, name, "--port", fmt.Sprint(port), "--start",
			"--", "--auth=trust")
	}
	if err != nil {
		tb.Fatalf("second PostgreSQL cluster %s on port %d: %v (pg_createcluster comes with postgresql-common)", name, port, err)
	}
	for i := 0; i < 100 && !answers(port); i++ {
		time.Sleep(100 * time.Millisecond)
	}
	if !answers(port) {
		tb.Fatalf("PostgreSQL cluster %s does not answer on port %d", name, port)
	}
	return adminURL
}

// NewDatabaseOn is NewDatabase on the cluster of adminURL (Cluster's answer). The control schema
// is migrated too: a cluster's databases look the same whichever cluster they are on.
func NewDatabaseOn(tb testing.TB, adminURL string) *Database {
	tb.Helper()
	return newDatabaseAt(tb, adminURL, func(admin *sql.DB, name string) error {
		_, err := admin.Exec(`CREATE DATABASE "` + name + `"`)
		return err
	}, true)
}

func answers(port int) bool {
	c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), 300*time.Millisecond)
	if err != nil {
		return false
	}
	c.Close()
	db, err := sql.Open("pgx", fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable&connect_timeout=2", port))
	if err != nil {
		return false
	}
	defer db.Close()
	return db.Ping() == nil
}

// pgVersion is the major version of the newest installed server (/usr/lib/postgresql/<v>).
func pgVersion() (string, error) {
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin/postgres")
	if len(dirs) == 0 {
		return "", fmt.Errorf("no PostgreSQL server under /usr/lib/postgresql")
	}
	best := ""
	for _, d := range dirs {
		v := strings.Split(d, "/")[4]
		if best == "" || len(v) > len(best) || (len(v) == len(best) && v > best) {
			best = v
		}
	}
	return best, nil
}

func exists(version, name string) bool {
	_, err := os.Stat(filepath.Join("/etc/postgresql", version, name, "postgresql.conf"))
	return err == nil
}

func run(name string, args ...string) error {
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, out)
	}
	return nil
}

func lockFile(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { _ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN); f.Close() }, nil
}

// dsnFor is the URL of database name on the server of adminURL.
func dsnFor(adminURL, name string) string {
	u, _ := url.Parse(adminURL)
	u.Path = "/" + name
	return u.String()
}

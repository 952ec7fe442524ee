package testutil

import (
	"database/sql"
	"strings"
	"testing"

	"congregate/internal/platform/auth"
)

// A key's template is built once per run, and each test gets its own copy of it.
func TestFromTemplateBuildsOnceAndCopies(t *testing.T) {
	builds := 0
	build := func(dsn string) error {
		builds++
		d, err := sql.Open("pgx", dsn)
		if err != nil {
			return err
		}
		defer d.Close()
		_, err = d.Exec(`CREATE TABLE things (name text); INSERT INTO things VALUES ('from the template')`)
		return err
	}
	key := "testutil" + strings.ToLower(auth.NewToken(4))
	a := FromTemplate(t, key, build)
	b := FromTemplate(t, key, build)
	if builds != 1 {
		t.Fatalf("built %d times, want once", builds)
	}
	a.Gorm.Exec(`INSERT INTO things VALUES ('only in a')`)
	var na, nb int64
	a.Gorm.Raw(`SELECT count(*) FROM things`).Scan(&na)
	b.Gorm.Raw(`SELECT count(*) FROM things`).Scan(&nb)
	if na != 2 || nb != 1 {
		t.Fatalf("rows: a %d, b %d; want 2 and 1 (copies, not one database)", na, nb)
	}
	t.Cleanup(func() {
		admin, _ := sql.Open("pgx", AdminURL())
		defer admin.Close()
		_, _ = admin.Exec(`DROP DATABASE IF EXISTS "` + templateName(key) + `" WITH (FORCE)`)
	})
}

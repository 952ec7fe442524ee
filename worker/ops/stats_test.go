package ops

import (
	"context"
	"testing"

	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

func TestHandleChurchStatsRefreshesEveryOpenChurch(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	for _, short := range []string{"alpha", "bravo", "charlie"} {
		if _, err := provisioning.Provision(ctx, d.Gorm, provisioning.Spec{ShortName: short, FullName: short + " Church",
			Admins: []provisioning.UserSpec{{FirstName: "A", LastName: "Admin", Email: "admin@" + short + ".test", Roles: []string{"Super Admin"}}}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.Gorm.Exec(`UPDATE control.churches SET status = 'closed' WHERE short_name = 'charlie'`).Error; err != nil {
		t.Fatal(err)
	}
	task, err := jobs.NewChurchStatsTask()
	if err != nil {
		t.Fatal(err)
	}
	s := &Stats{Control: d.Gorm, Tenants: db.NewTenants(d.Gorm)}
	if err := s.HandleChurchStats(ctx, task); err != nil {
		t.Fatal(err)
	}
	var rows []struct {
		ShortName     string
		People, Users int64
		SchemaVersion int64
	}
	if err := d.Gorm.Raw(`SELECT c.short_name, s.people, s.users, s.schema_version FROM control.church_stats s
		JOIN control.churches c ON c.id = s.church_id ORDER BY 1`).Scan(&rows).Error; err != nil {
		t.Fatal(err)
	}
	latest, _ := db.LatestTenantVersion()
	if len(rows) != 2 || rows[0].ShortName != "alpha" || rows[1].ShortName != "bravo" || rows[0].People != 1 || rows[0].Users != 1 ||
		rows[0].SchemaVersion != int64(latest) {
		t.Fatalf("stats %+v", rows)
	}
}

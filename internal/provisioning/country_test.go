package provisioning

import (
	"context"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/testutil"
	"congregate/migrations"
)

// A new church's default country comes from its phone; the tenant migration that moved stored
// mobile numbers to E.164 reads local ones with it, and leaves what it cannot read or what would
// collide with another person's number.
func TestDefaultCountryAndStoredNumbers(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	for phone, want := range map[string]string{"+44 20 7946 0958": "GB", "+2348031234567": "NG", "": "US"} {
		c, err := Provision(ctx, d.Gorm, Spec{ShortName: "church" + want, FullName: "Church " + want, Phone: phone})
		if err != nil {
			t.Fatal(err)
		}
		if c.Country() != want {
			t.Fatalf("phone %q: default country %q, want %q", phone, c.Country(), want)
		}
	}
	c, err := Provision(ctx, d.Gorm, Spec{ShortName: "named", FullName: "Named", Phone: "+15550100100", Country: "gh"})
	if err != nil || c.Country() != "GH" {
		t.Fatalf("a named country wins: %+v %v", c, err)
	}

	up, err := migrations.Tenant.ReadFile("tenant/000008_phone_e164.up.sql")
	if err != nil {
		t.Fatal(err)
	}
	var gb string
	d.Gorm.Raw(`SELECT schema_name FROM control.churches WHERE short_name = 'churchgb'`).Scan(&gb)
	var got map[string]string
	err = db.InSchema(ctx, d.Gorm, gb, func(tx *gorm.DB) error {
		for first, mobile := range map[string]string{"Local": "07700900123", "Kept": "+447700900124", "Clash": "07700900124",
			"Junk": "12", "Nanp": "447700900125"} {
			if err := tx.Exec(`INSERT INTO people (first_name, last_name, mobile) VALUES (?, 'X', ?)`, first, mobile).Error; err != nil {
				return err
			}
		}
		if err := tx.Exec(string(up)).Error; err != nil {
			return err
		}
		var rows []struct{ FirstName, Mobile string }
		if err := tx.Raw(`SELECT first_name, mobile FROM people WHERE last_name = 'X'`).Scan(&rows).Error; err != nil {
			return err
		}
		got = map[string]string{}
		for _, r := range rows {
			got[r.FirstName] = r.Mobile
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"Local": "+447700900123", "Kept": "+447700900124", "Clash": "07700900124", "Junk": "12", "Nanp": "+447700900125"}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %q, want %q", k, got[k], v)
		}
	}
}

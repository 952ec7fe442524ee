package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
	"congregate/tenantapi/communications/greetings"
)

// bin/ops greetings run greets today's birthday once: a second run the same day sends nothing.
func TestGreetingsCommand(t *testing.T) {
	d := testutil.NewDatabase(t)
	ctx := context.Background()
	tenants := db.NewTenants(d.Gorm)
	c, err := provisioning.Provision(ctx, d.Gorm, provisioning.Spec{ShortName: "alpha", FullName: "Alpha Church", Phone: "+15555550150"})
	if err != nil {
		t.Fatal(err)
	}
	today := time.Now().In(greetings.Location(c))
	birth := time.Date(1990, today.Month(), today.Day(), 0, 0, 0, 0, time.UTC)
	if today.Month() == time.February && today.Day() == 29 {
		birth = time.Date(1992, 2, 29, 0, 0, 0, 0, time.UTC)
	}
	if err := tenants.RunFor(ctx, c, func(tx *gorm.DB) error {
		return tx.Exec(`INSERT INTO people (first_name, last_name, mobile, birth_date) VALUES ('Ada', 'Obi', '+15552220101', ?);
			UPDATE credit_account SET balance = 100;
			UPDATE celebration_templates SET enabled = true, send_hour = 0 WHERE kind = 'birthday' AND channel = 'sms'`, birth).Error
	}); err != nil {
		t.Fatal(err)
	}
	run := func() string {
		t.Helper()
		var out bytes.Buffer
		if err := greetingsCommand(ctx, d.Gorm, tenants, []string{"--church", "alpha"}, &out); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	if out := run(); !strings.Contains(out, "alpha: 1 greeting message(s), 1 person(s) greeted") {
		t.Fatalf("first run: %q", out)
	}
	if out := run(); !strings.Contains(out, "alpha: 0 greeting message(s), 0 person(s) greeted") {
		t.Fatalf("second run: %q", out)
	}
	var comms, sent int64
	if err := tenants.RunFor(ctx, c, func(tx *gorm.DB) error {
		return tx.Raw(`SELECT (SELECT count(*) FROM communications WHERE origin = 'greeting'), (SELECT count(*) FROM greetings_sent)`).Row().Scan(&comms, &sent)
	}); err != nil {
		t.Fatal(err)
	}
	if comms != 1 || sent != 1 {
		t.Fatalf("%d greeting communications, %d greetings recorded", comms, sent)
	}
	var out bytes.Buffer
	if err := greetingsCommand(ctx, d.Gorm, tenants, []string{}, &out); err == nil || !strings.Contains(err.Error(), "--church is required") {
		t.Fatalf("no church: %v", err)
	}
}

package db_test

import (
	"context"
	"errors"
	"testing"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/testutil"
)

// DeleteUnlessUsed answers missing for no row, inUse while a child row points at it, and deletes
// it once nothing does.
func TestDeleteUnlessUsed(t *testing.T) {
	d := testutil.NewDatabase(t)
	d.Gorm.Exec(`CREATE SCHEMA church_3;
		CREATE TABLE church_3.districts (id bigserial PRIMARY KEY);
		CREATE TABLE church_3.zones (id bigserial PRIMARY KEY, district_id bigint REFERENCES church_3.districts);
		INSERT INTO church_3.districts DEFAULT VALUES; INSERT INTO church_3.zones (district_id) VALUES (1)`)
	missing, inUse := fault.E(fault.NotFound, "District not found"), fault.E(fault.Conflict, "Delete or move its zones first")
	del := func(id int64) error {
		return db.InSchema(context.Background(), d.Gorm, "church_3", func(tx *gorm.DB) error {
			return db.DeleteUnlessUsed(tx, "districts", id, "zones", "district_id", missing, inUse)
		})
	}
	if err := del(2); !errors.Is(err, missing) {
		t.Fatalf("no such row: %v", err)
	}
	if err := del(1); !errors.Is(err, inUse) {
		t.Fatalf("a row in use: %v", err)
	}
	d.Gorm.Exec(`DELETE FROM church_3.zones`)
	if err := del(1); err != nil {
		t.Fatalf("an unused row: %v", err)
	}
	var n int64
	d.Gorm.Raw(`SELECT count(*) FROM church_3.districts`).Scan(&n)
	if n != 0 {
		t.Fatalf("%d districts left", n)
	}
}

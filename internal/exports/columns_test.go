package exports_test

import (
	"context"
	"sort"
	"testing"

	"congregate/internal/exports"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

// Every column of a freshly migrated church schema whose name looks secret (hash, secret, token,
// password, pin) is decided about: left out (exports.Secret) or exported (exports.Allowed). A
// migration adding such a column fails here until someone decides.
func TestSecretLookingColumnsAreDecided(t *testing.T) {
	d := testutil.NewDatabase(t)
	c, err := provisioning.Provision(context.Background(), d.Gorm, provisioning.Spec{ShortName: "guard", FullName: "Guard Church"})
	if err != nil {
		t.Fatal(err)
	}
	var cols []struct{ TableName, ColumnName string }
	if err := d.Gorm.Raw(`SELECT c.table_name, c.column_name FROM information_schema.columns c
		JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
		WHERE c.table_schema = ?`, c.SchemaName).Scan(&cols).Error; err != nil {
		t.Fatal(err)
	}
	if len(cols) < 100 {
		t.Fatalf("only %d columns in the church's schema", len(cols))
	}
	existing := map[string]bool{}
	var undecided []string
	for _, col := range cols {
		k := col.TableName + "." + col.ColumnName
		existing[k] = true
		if exports.SecretLooking.MatchString(col.ColumnName) && !exports.Secret[k] && !exports.Allowed[k] {
			undecided = append(undecided, k)
		}
	}
	sort.Strings(undecided)
	for _, k := range undecided {
		t.Errorf("column %s looks secret: add it to exports.Secret (left out of exports) or exports.Allowed", k)
	}
	// The lists name real columns (a renamed column would silently leave its secret in).
	for _, list := range []map[string]bool{exports.Secret, exports.Allowed} {
		for k := range list {
			if !existing[k] {
				t.Errorf("%s is listed but no church table has it", k)
			}
		}
	}
}

// Every column that keeps a storage key is one whose files the export copies (exports.FileColumns)
// or one named here as holding no file of the church's.
func TestStorageKeyColumnsAreExported(t *testing.T) {
	notFiles := map[string]bool{"word_uploads.storage_key": true} // an upload in progress: its parts, not a file yet
	d := testutil.NewDatabase(t)
	c, err := provisioning.Provision(context.Background(), d.Gorm, provisioning.Spec{ShortName: "keys", FullName: "Keys Church"})
	if err != nil {
		t.Fatal(err)
	}
	var cols []string
	if err := d.Gorm.Raw(`SELECT table_name || '.' || column_name FROM information_schema.columns
		WHERE table_schema = ? AND column_name ~ '(storage|zip|thumbnail|file|pdf|object)_key$'`, c.SchemaName).Scan(&cols).Error; err != nil {
		t.Fatal(err)
	}
	copied := map[string]bool{}
	for _, fc := range exports.FileColumns {
		copied[fc.Table+"."+fc.Column] = true
	}
	for _, k := range cols {
		if !copied[k] && !notFiles[k] {
			t.Errorf("%s keeps storage keys: add it to exports.FileColumns (or say here why it holds no file)", k)
		}
	}
	if len(cols) < len(exports.FileColumns) {
		t.Fatalf("only %v found", cols)
	}
}

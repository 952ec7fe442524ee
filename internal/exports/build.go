package exports

import (
	"archive/zip"
	"context"
	"database/sql"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
)

// Summary is what a build wrote (the README says the same for a person).
type Summary struct {
	At      time.Time
	Tables  []TableCount
	Files   int
	Missing []string // storage keys named by the tables but absent from storage
	// LeftOut are the "table.column"s not exported: secrets and binary data.
	LeftOut []string
	// Snapshot is the transaction's isolation and access as PostgreSQL reports them
	// ("repeatable read, read only").
	Snapshot string
}

// TableCount is one table's CSV and its rows.
type TableCount struct {
	Table string
	Rows  int64
}

// FileColumns are the columns holding storage keys of the church's files: each key's object
// goes into the ZIP as files/<key>. (Person photos are bytea rows: files/person_photos/.)
var FileColumns = []struct{ Table, Column string }{
	{"organization_assets", "storage_key"},
	{"media_vault", "storage_key"},
	{"giving_statement_runs", "zip_key"},
	{"giving_statement_files", "storage_key"},
	{"word_media", "storage_key"},
	{"word_media", "thumbnail_key"},
}

var numericTypes = map[string]bool{"smallint": true, "integer": true, "bigint": true, "numeric": true,
	"real": true, "double precision": true}

type column struct {
	Name     string
	DataType string
}

// Build writes the church's export as a ZIP to w: tables/<table>.csv for every base table of its
// schema, read in one REPEATABLE READ READ ONLY transaction (one consistent snapshot) row by row,
// every stored file under files/, and README.txt. A file named by a table but absent from the
// store is listed in the README; any other failure (the database, the store, w) is an error.
func Build(ctx context.Context, tenants *db.Tenants, church *tenancy.Church, files storage.Store, w io.Writer) (*Summary, error) {
	zw := zip.NewWriter(w)
	sum := &Summary{At: time.Now().UTC()}
	err := tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		if err := tx.Exec(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`).Error; err != nil {
			return fmt.Errorf("snapshot: %w", err)
		}
		if err := tx.Raw(`SELECT current_setting('transaction_isolation') || ', ' ||
			CASE current_setting('transaction_read_only') WHEN 'on' THEN 'read only' ELSE 'read write' END`).Scan(&sum.Snapshot).Error; err != nil {
			return err
		}
		var tables []string
		if err := tx.Raw(`SELECT table_name FROM information_schema.tables
			WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`).Scan(&tables).Error; err != nil {
			return err
		}
		if len(tables) == 0 {
			return errors.New("the church's schema has no tables")
		}
		for _, t := range tables {
			n, err := writeTable(ctx, tx, zw, t, sum)
			if err != nil {
				return fmt.Errorf("table %s: %w", t, err)
			}
			sum.Tables = append(sum.Tables, TableCount{t, n})
		}
		if err := writePhotos(tx, zw, tables, sum); err != nil {
			return fmt.Errorf("person photos: %w", err)
		}
		return writeFiles(ctx, tx, zw, files, tables, sum)
	})
	if err != nil {
		return nil, err
	}
	if err := writeReadme(zw, church, sum); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return sum, nil
}

func quote(ident string) string { return `"` + strings.ReplaceAll(ident, `"`, `""`) + `"` }

// writeTable streams one table into tables/<table>.csv and answers its row count.
func writeTable(ctx context.Context, tx *gorm.DB, zw *zip.Writer, table string, sum *Summary) (int64, error) {
	var cols []column
	if err := tx.Raw(`SELECT column_name AS name, data_type FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`, table).Scan(&cols).Error; err != nil {
		return 0, err
	}
	var kept []column
	var sel []string
	for _, c := range cols {
		if leftOut(table, c.Name, c.DataType) {
			sum.LeftOut = append(sum.LeftOut, table+"."+c.Name)
			continue
		}
		kept = append(kept, c)
		sel = append(sel, quote(c.Name)+"::text")
	}
	f, err := zw.CreateHeader(&zip.FileHeader{Name: "tables/" + table + ".csv", Method: zip.Deflate, Modified: sum.At})
	if err != nil {
		return 0, err
	}
	cw := csv.NewWriter(f)
	header := make([]string, len(kept))
	for i, c := range kept {
		header[i] = c.Name
	}
	if err := cw.Write(header); err != nil {
		return 0, err
	}
	var n int64
	if len(kept) > 0 {
		rows, err := tx.WithContext(ctx).Raw(`SELECT ` + strings.Join(sel, ", ") + ` FROM ` + quote(table)).Rows()
		if err != nil {
			return 0, err
		}
		defer rows.Close()
		vals := make([]sql.NullString, len(kept))
		ptrs := make([]any, len(kept))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		rec := make([]string, len(kept))
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				return 0, err
			}
			for i, v := range vals {
				rec[i] = v.String
				if !numericTypes[kept[i].DataType] {
					rec[i] = Cell(v.String)
				}
			}
			if err := cw.Write(rec); err != nil {
				return 0, err
			}
			n++
		}
		if err := rows.Err(); err != nil {
			return 0, err
		}
	}
	cw.Flush()
	return n, cw.Error()
}

// Cell guards a CSV cell against formula injection: a spreadsheet runs a cell starting with
// = + - @ (or a tab or carriage return before one) as a formula, so such a cell is prefixed with '.
func Cell(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		return "'" + s
	}
	return s
}

func has(tables []string, t string) bool {
	for _, x := range tables {
		if x == t {
			return true
		}
	}
	return false
}

var photoExt = map[string]string{"image/jpeg": "jpg", "image/png": "png", "image/svg+xml": "svg"}

// writePhotos writes each person's photo (a bytea row) as files/person_photos/<person id>.<ext>,
// one row at a time.
func writePhotos(tx *gorm.DB, zw *zip.Writer, tables []string, sum *Summary) error {
	if !has(tables, "person_photos") {
		return nil
	}
	rows, err := tx.Raw(`SELECT person_id, content_type, data FROM person_photos ORDER BY person_id`).Rows()
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var ct string
		var data []byte
		if err := rows.Scan(&id, &ct, &data); err != nil {
			return err
		}
		ext := photoExt[ct]
		if ext == "" {
			ext = "bin"
		}
		f, err := zw.CreateHeader(&zip.FileHeader{Name: fmt.Sprintf("files/person_photos/%d.%s", id, ext), Method: zip.Store, Modified: sum.At})
		if err != nil {
			return err
		}
		if _, err := f.Write(data); err != nil {
			return err
		}
		sum.Files++
	}
	return rows.Err()
}

// writeFiles copies every stored object the tables name into files/<key>.
func writeFiles(ctx context.Context, tx *gorm.DB, zw *zip.Writer, files storage.Store, tables []string, sum *Summary) error {
	seen := map[string]bool{}
	var keys []string
	for _, fc := range FileColumns {
		if !has(tables, fc.Table) {
			continue
		}
		var ks []string
		if err := tx.Raw(`SELECT DISTINCT ` + quote(fc.Column) + ` FROM ` + quote(fc.Table) + ` WHERE COALESCE(` + quote(fc.Column) + `, '') <> ''`).
			Scan(&ks).Error; err != nil {
			return fmt.Errorf("%s.%s: %w", fc.Table, fc.Column, err)
		}
		for _, k := range ks {
			if !seen[k] {
				seen[k] = true
				keys = append(keys, k)
			}
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		if err := copyFile(ctx, zw, files, k, sum); err != nil {
			return fmt.Errorf("file %s: %w", k, err)
		}
	}
	return nil
}

func copyFile(ctx context.Context, zw *zip.Writer, files storage.Store, key string, sum *Summary) error {
	if files == nil || !storage.ValidKey(key) {
		sum.Missing = append(sum.Missing, key)
		return nil
	}
	r, err := files.Open(ctx, key)
	if errors.Is(err, storage.ErrNotFound) {
		sum.Missing = append(sum.Missing, key)
		return nil
	}
	if err != nil {
		return err
	}
	defer r.Close()
	f, err := zw.CreateHeader(&zip.FileHeader{Name: "files/" + key, Method: zip.Store, Modified: sum.At})
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, r); err != nil {
		return err
	}
	sum.Files++
	return nil
}

func writeReadme(zw *zip.Writer, church *tenancy.Church, sum *Summary) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Congregate full export\n\nChurch: %s (%s, id %d)\nMade:   %s\n\n", church.FullName, church.ShortName, church.ID,
		sum.At.Format(time.RFC3339))
	b.WriteString("Every table was read in one consistent snapshot (a REPEATABLE READ READ ONLY transaction).\n" +
		"tables/<table>.csv: UTF-8, comma-separated, a header row of column names, one line per row; an empty\n" +
		"cell is an empty value or none (NULL). A text cell starting with = + - or @ is prefixed with ' so\n" +
		"that a spreadsheet does not run it as a formula.\n\nTables and their rows:\n")
	for _, t := range sum.Tables {
		fmt.Fprintf(&b, "  %-40s %d\n", t.Table+".csv", t.Rows)
	}
	fmt.Fprintf(&b, "\nFiles: %d under files/ — stored files by their storage key (the tables' storage_key,\n"+
		"zip_key and thumbnail_key columns name them); person photos as files/person_photos/<person id>.<ext>.\n", sum.Files)
	if len(sum.Missing) > 0 {
		b.WriteString("\nMissing files (named by a table but not found in storage):\n")
		for _, k := range sum.Missing {
			fmt.Fprintf(&b, "  %s\n", k)
		}
	}
	b.WriteString("\nLeft out:\n  - secret columns (password and PIN hashes, token hashes, session ids, keys and payment secrets)\n" +
		"    and binary columns (person photos are in files/; uploaded import sheets are not exported):\n")
	for _, c := range sum.LeftOut {
		fmt.Fprintf(&b, "      %s\n", c)
	}
	b.WriteString("  - the platform's own records of the church (billing plan, message credits, operator notes).\n")
	f, err := zw.CreateHeader(&zip.FileHeader{Name: "README.txt", Method: zip.Deflate, Modified: sum.At})
	if err != nil {
		return err
	}
	_, err = io.WriteString(f, b.String())
	return err
}

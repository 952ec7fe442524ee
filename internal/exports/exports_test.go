package exports_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"gorm.io/gorm"

	"congregate/internal/exports"
	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/internal/testutil"
)

type env struct {
	t       *testing.T
	d       *testutil.Database
	tenants *db.Tenants
	files   storage.Local
	store   exports.Store
}

func newEnv(t *testing.T) *env {
	d := testutil.NewDatabase(t)
	return &env{t: t, d: d, tenants: db.NewTenants(d.Gorm), files: storage.Local{Dir: t.TempDir()}, store: exports.Store{Control: d.Gorm}}
}

func (e *env) church(short, name, admin string) *tenancy.Church {
	e.t.Helper()
	c, err := provisioning.Provision(context.Background(), e.d.Gorm, provisioning.Spec{ShortName: short, FullName: name,
		Admins: []provisioning.UserSpec{{FirstName: "Ann", LastName: name, Email: admin, Password: "Grace@2026!", PIN: "1234", Roles: []string{"Super Admin"}}}})
	if err != nil {
		e.t.Fatal(err)
	}
	return c
}

func (e *env) exec(c *tenancy.Church, q string, args ...any) {
	e.t.Helper()
	if err := e.tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error { return tx.Exec(q, args...).Error }); err != nil {
		e.t.Fatal(err)
	}
}

// unzip reads the archive: name → content.
func unzip(t *testing.T, b []byte) map[string][]byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, f := range zr.File {
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		out[f.Name], _ = io.ReadAll(r)
		r.Close()
	}
	return out
}

func readCSV(t *testing.T, b []byte) [][]string {
	t.Helper()
	recs, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

func column(recs [][]string, name string) []string {
	i := -1
	for j, h := range recs[0] {
		if h == name {
			i = j
		}
	}
	if i < 0 {
		return nil
	}
	var out []string
	for _, r := range recs[1:] {
		out = append(out, r[i])
	}
	return out
}

func TestBuildHoldsTablesAndFiles(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a := e.church("alpha", "Alpha Chapel", "admin@alpha.test")
	e.exec(a, `INSERT INTO people (first_name, last_name, email) VALUES ('Mary', 'Member', 'mary@alpha.test'), ('=cmd|calc', 'Formula', '')`)
	e.exec(a, `INSERT INTO person_photos (person_id, content_type, data) SELECT id, 'image/png', '\x89504e47'::bytea FROM people WHERE first_name = 'Mary'`)
	logoKey := "branding/alpha/logo-1.png"
	if err := e.files.Put(ctx, logoKey, "image/png", []byte("the logo")); err != nil {
		t.Fatal(err)
	}
	e.exec(a, `INSERT INTO organization_assets (kind, storage_key, content_type, size, sha256, version) VALUES
		('logo', ?, 'image/png', 8, 'x', '1'), ('favicon', 'branding/alpha/gone.png', 'image/png', 8, 'x', '1')`, logoKey)

	var buf bytes.Buffer
	sum, err := exports.Build(ctx, e.tenants, a, e.files, &buf)
	if err != nil {
		t.Fatal(err)
	}
	z := unzip(t, buf.Bytes())
	people := readCSV(t, z["tables/people.csv"])
	if got := column(people, "email"); !strings.Contains(strings.Join(got, ","), "mary@alpha.test") || len(people) != 4 {
		t.Fatalf("people.csv: %v", people)
	}
	for _, secret := range []string{"password_hash", "pin_hash"} {
		if column(people, secret) != nil {
			t.Fatalf("people.csv holds %s: %v", secret, people[0])
		}
	}
	if !strings.Contains(string(z["tables/people.csv"]), "'=cmd|calc") {
		t.Fatalf("a formula is not guarded: %s", z["tables/people.csv"])
	}
	if strings.Contains(string(z["tables/people.csv"]), "$argon") || strings.Contains(string(z["tables/people.csv"]), "$2a$") {
		t.Fatal("a hash reached the CSV")
	}
	if tok := readCSV(t, z["tables/auth_tokens.csv"]); column(tok, "token_hash") != nil {
		t.Fatal("auth_tokens.csv holds token hashes")
	}
	if photos := readCSV(t, z["tables/person_photos.csv"]); column(photos, "data") != nil || len(photos) != 2 {
		t.Fatalf("person_photos.csv: %v", photos)
	}
	if string(z["files/"+logoKey]) != "the logo" {
		t.Fatalf("the logo is not under files/: %v", keys(z))
	}
	if len(z["files/person_photos/"]) != 0 || !hasPrefix(z, "files/person_photos/") {
		t.Fatalf("the photo is not under files/person_photos/: %v", keys(z))
	}
	readme := string(z["README.txt"])
	for _, want := range []string{"Alpha Chapel", "people.csv", "branding/alpha/gone.png", "people.password_hash", "Missing files"} {
		if !strings.Contains(readme, want) {
			t.Fatalf("README lacks %q:\n%s", want, readme)
		}
	}
	if sum.Snapshot != "repeatable read, read only" {
		t.Fatalf("read in a %q transaction", sum.Snapshot)
	}
	if len(sum.Missing) != 1 || sum.Files != 2 {
		t.Fatalf("summary: %+v", sum)
	}
	// Every base table has its CSV.
	var n int64
	e.d.Gorm.Raw(`SELECT count(*) FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'`, a.SchemaName).Scan(&n)
	csvs := 0
	for k := range z {
		if strings.HasPrefix(k, "tables/") {
			csvs++
		}
	}
	if int64(csvs) != n || n < 50 {
		t.Fatalf("%d CSVs for %d tables", csvs, n)
	}
}

func keys(z map[string][]byte) []string {
	var out []string
	for k := range z {
		if !strings.HasPrefix(k, "tables/") {
			out = append(out, k)
		}
	}
	return out
}

func hasPrefix(z map[string][]byte, p string) bool {
	for k := range z {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

func TestCell(t *testing.T) {
	for in, want := range map[string]string{"=1+1": "'=1+1", "+1": "'+1", "-2": "'-2", "@SUM": "'@SUM", "a=b": "a=b", "": ""} {
		if got := exports.Cell(in); got != want {
			t.Errorf("Cell(%q) = %q, want %q", in, got, want)
		}
	}
}

// Church B's export holds nothing of church A.
func TestBuildIsolation(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a := e.church("alpha", "Alpha Chapel", "admin@alpha.test")
	b := e.church("bravo", "Bravo Church", "admin@bravo.test")
	e.exec(a, `INSERT INTO people (first_name, last_name) VALUES ('Alphaonly', 'Person')`)
	_ = e.files.Put(ctx, "branding/alpha/logo.png", "image/png", []byte("Alphaonly logo"))
	e.exec(a, `INSERT INTO organization_assets (kind, storage_key, content_type, size, sha256, version) VALUES ('logo', 'branding/alpha/logo.png', 'image/png', 8, 'x', '1')`)
	var buf bytes.Buffer
	if _, err := exports.Build(ctx, e.tenants, b, e.files, &buf); err != nil {
		t.Fatal(err)
	}
	for name, content := range unzip(t, buf.Bytes()) {
		if bytes.Contains(content, []byte("Alphaonly")) || bytes.Contains(content, []byte("admin@alpha.test")) || strings.Contains(name, "alpha") {
			t.Fatalf("bravo's export holds alpha's data in %s", name)
		}
	}
}

// failingStore is a store of whole objects (no streams) whose writes fail.
type failingStore struct{ l storage.Local }

func (failingStore) Put(context.Context, string, string, []byte) error {
	return errors.New("disk full")
}
func (f failingStore) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	return f.l.Open(ctx, key)
}
func (f failingStore) Delete(ctx context.Context, key string) error { return f.l.Delete(ctx, key) }

func TestRunDoneOnceAndFailure(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a := e.church("alpha", "Alpha Chapel", "admin@alpha.test")
	ex, err := exports.Insert(e.d.Gorm, a.ID, "operator:ops@test")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := exports.Insert(e.d.Gorm, a.ID, "church:1"); err == nil || err.Error() != exports.MsgInProgress {
		t.Fatalf("a second export in progress: %v", err)
	}
	r := &exports.Runner{Store: e.store, Tenants: e.tenants, Files: e.files}
	if err := r.Run(ctx, a, ex.ID); err != nil {
		t.Fatal(err)
	}
	got, _ := e.store.Get(ctx, ex.ID, 0)
	if got.Status != exports.StatusDone || got.SizeBytes == 0 || got.ExpiresAt == nil || got.FinishedAt == nil {
		t.Fatalf("after the run: %+v", got)
	}
	exp, _ := time.Parse(time.RFC3339, *got.ExpiresAt)
	if d := time.Until(exp); d < 6*24*time.Hour || d > 7*24*time.Hour+time.Minute {
		t.Fatalf("expires in %v", d)
	}
	stored, err := e.files.Open(ctx, exports.Key(a.ID, ex.ID))
	if err != nil {
		t.Fatal(err)
	}
	zb, _ := io.ReadAll(stored)
	stored.Close()
	if int64(len(zb)) != got.SizeBytes || unzip(t, zb)["README.txt"] == nil {
		t.Fatalf("stored ZIP: %d bytes, row says %d", len(zb), got.SizeBytes)
	}
	// A re-run of a done export does nothing (at-least-once delivery).
	_ = e.files.Delete(ctx, exports.Key(a.ID, ex.ID))
	if err := r.Run(ctx, a, ex.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := e.files.Open(ctx, exports.Key(a.ID, ex.ID)); !errors.Is(err, storage.ErrNotFound) {
		t.Fatal("a done export was built again")
	}
	// Another church's id is nothing to do.
	b := e.church("bravo", "Bravo Church", "admin@bravo.test")
	if err := r.Run(ctx, b, ex.ID); err != nil {
		t.Fatal(err)
	}

	// A running export whose worker died is redone.
	ex2, _ := exports.Insert(e.d.Gorm, a.ID, "church:1")
	e.d.Gorm.Exec(`UPDATE control.church_exports SET status = 'running', started_at = now() - interval '1 hour' WHERE id = ?`, ex2.ID)
	if err := r.Run(ctx, a, ex2.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := e.store.Get(ctx, ex2.ID, 0); got.Status != exports.StatusDone {
		t.Fatalf("redone: %+v", got)
	}

	// Storage failing: the row is failed with a message for a person, and the church may start again.
	ex3, err := exports.Insert(e.d.Gorm, a.ID, "church:1")
	if err != nil {
		t.Fatal(err)
	}
	rf := &exports.Runner{Store: e.store, Tenants: e.tenants, Files: failingStore{e.files}}
	if err := rf.Run(ctx, a, ex3.ID); !errors.Is(err, exports.ErrFailed) {
		g, _ := e.store.Get(ctx, ex3.ID, 0)
		t.Fatalf("failing storage: %v %+v", err, g)
	}
	got, _ = e.store.Get(ctx, ex3.ID, 0)
	if got.Status != exports.StatusFailed || got.Error != exports.MsgStorage || got.FinishedAt == nil {
		t.Fatalf("failed row: %+v", got)
	}
	if _, err := exports.Insert(e.d.Gorm, a.ID, "church:1"); err != nil {
		t.Fatalf("a new export after a failure: %v", err)
	}
}

func TestSweep(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a := e.church("alpha", "Alpha Chapel", "admin@alpha.test")
	b := e.church("bravo", "Bravo Church", "admin@bravo.test")
	r := &exports.Runner{Store: e.store, Tenants: e.tenants, Files: e.files}
	old, _ := exports.Insert(e.d.Gorm, a.ID, "church:1")
	if err := r.Run(ctx, a, old.ID); err != nil {
		t.Fatal(err)
	}
	fresh, _ := exports.Insert(e.d.Gorm, a.ID, "church:1")
	if err := r.Run(ctx, a, fresh.ID); err != nil {
		t.Fatal(err)
	}
	e.d.Gorm.Exec(`UPDATE control.church_exports SET expires_at = now() - interval '1 minute' WHERE id = ?`, old.ID)
	stuck, _ := exports.Insert(e.d.Gorm, b.ID, "church:1")
	e.d.Gorm.Exec(`UPDATE control.church_exports SET created_at = now() - interval '13 hours' WHERE id = ?`, stuck.ID)
	if _, err := e.store.Download(ctx, old.ID, 0); err == nil || err.Error() != exports.MsgExpired {
		t.Fatalf("download past expiry: %v", err)
	}

	res, err := r.Sweep(ctx, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if res.Expired != 1 || res.Stuck != 1 {
		t.Fatalf("sweep: %+v", res)
	}
	if got, _ := e.store.Get(ctx, old.ID, 0); got.Status != exports.StatusExpired {
		t.Fatalf("old: %+v", got)
	}
	if _, err := e.files.Open(ctx, exports.Key(a.ID, old.ID)); !errors.Is(err, storage.ErrNotFound) {
		t.Fatal("the expired export's file is still stored")
	}
	if got, _ := e.store.Get(ctx, fresh.ID, 0); got.Status != exports.StatusDone {
		t.Fatalf("fresh: %+v", got)
	}
	if f, err := e.store.Download(ctx, fresh.ID, 0); err != nil || f.Key != exports.Key(a.ID, fresh.ID) || f.Name != "alpha-export-"+time.Now().UTC().Format("2006-01-02")+".zip" {
		t.Fatalf("download: %+v %v", f, err)
	}
	if got, _ := e.store.Get(ctx, stuck.ID, 0); got.Status != exports.StatusFailed || got.Error != exports.MsgStuck {
		t.Fatalf("stuck: %+v", got)
	}
	// Another church's export is not found through a church-limited read.
	if _, err := e.store.Get(ctx, fresh.ID, b.ID); err == nil || err.Error() != exports.MsgNotFound {
		t.Fatalf("another church's export: %v", err)
	}
}

// cancellingStore stops the worker (cancels the task's context) while the ZIP is being stored.
type cancellingStore struct {
	failingStore
	cancel context.CancelFunc
}

func (s cancellingStore) Put(ctx context.Context, _, _ string, _ []byte) error {
	s.cancel()
	return ctx.Err()
}

// A worker stopping mid-export leaves the row running, for the task's next delivery to redo.
func TestRunInterruptedIsRedone(t *testing.T) {
	e := newEnv(t)
	a := e.church("alpha", "Alpha Chapel", "admin@alpha.test")
	ex, _ := exports.Insert(e.d.Gorm, a.ID, "church:1")
	ctx, cancel := context.WithCancel(context.Background())
	r := &exports.Runner{Store: e.store, Tenants: e.tenants, Files: cancellingStore{failingStore{e.files}, cancel}}
	if err := r.Run(ctx, a, ex.ID); err == nil || errors.Is(err, exports.ErrFailed) {
		t.Fatalf("interrupted: %v", err)
	}
	if got, _ := e.store.Get(context.Background(), ex.ID, 0); got.Status != exports.StatusRunning {
		t.Fatalf("after the interruption: %+v", got)
	}
	r.Files = e.files
	if err := r.Run(context.Background(), a, ex.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := e.store.Get(context.Background(), ex.ID, 0); got.Status != exports.StatusDone {
		t.Fatalf("redone: %+v", got)
	}
}

package tenantapi_test

import (
	"context"
	"errors"

	tt "congregate/tenantapi/tenanttest"
	"gorm.io/gorm"
	"net/http/httptest"
	"testing"

	"congregate/internal/platform/httpx/httpxtest"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/children/checkin/checkinapi"
)

// TestOpenAPIFuzz sends every operation of the document malformed and hostile requests as each
// role and as nobody: none may answer 5xx, and a refused request may not change the church's
// data. New routes are covered as soon as they are in the route table.
func TestOpenAPIFuzz(t *testing.T) {
	if testing.Short() {
		t.Skip("fuzzes every operation")
	}
	e := tt.New(t)
	seedFuzzRows(e)
	roles := []struct{ name, token string }{
		{"super admin", e.Login(e.Alpha, "admin@alpha.test")},
		{"people manager", e.Login(e.Alpha, "people@alpha.test")},
		{"finance", e.Login(e.Alpha, "finance@alpha.test")},
		{"nobody", ""},
	}
	doc := fetchDoc(t, e)
	fp := newFingerprint(e, e.Alpha)
	before := fp.Take()
	requests := 0
	for _, op := range doc.Operations() {
		if skipFuzz(op) {
			continue
		}
		for ri, role := range roles {
			// Field by field mutations for the role that passes every permission check; the others
			// get the generic set (they are refused before the body matters, or the call is open).
			cases := httpxtest.GenericCases(op)
			if ri == 0 {
				cases = append(cases, httpxtest.FieldCases(doc, op, nil)...)
			}
			for _, fc := range cases {
				status, body := fuzzCall(e, op, fc, role.token)
				requests++
				if status >= 500 {
					t.Errorf("%s %s as %s with %s: %d %s", op.Method, op.Path, role.name, fc.Name, status, httpxtest.Truncate(body, 200))
				}
				now := fp.Take()
				if status >= 400 && now != before {
					t.Errorf("%s %s as %s with %s answered %d but changed %s", op.Method, op.Path, role.name, fc.Name, status, fp.Diff(before, now))
				}
				before = now
			}
		}
	}
	t.Logf("%d operations, %d requests", len(doc.Operations()), requests)
}

// skipFuzz leaves out calls whose success ends the fuzzing session itself, and the children's board
// stream, which stays open until the client leaves (checkin's tests read it).
func skipFuzz(op httpxtest.Op) bool {
	return op.Path == "/api/auth/logout" || op.Path == checkinapi.StreamPath
}

// seedFuzzRows gives the mutations rows to hit: ids 1 and 2 exist in most tables.
func seedFuzzRows(e *tt.Env) {
	for _, q := range []string{
		`INSERT INTO people (first_name, last_name, email) VALUES ('Fuzz', 'One', 'fuzz1@alpha.test'), ('Fuzz', 'Two', 'fuzz2@alpha.test')`,
		`INSERT INTO households (name) VALUES ('Fuzz household')`,
		`INSERT INTO groups (name) VALUES ('Fuzz group')`,
	} {
		e.Exec(e.Alpha, q)
	}
}

func fuzzCall(e *tt.Env, op httpxtest.Op, fc httpxtest.Case, token string) (int, string) {
	req := httpxtest.Request(op, fc)
	req.Host = tt.Host(e.Alpha)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	w := httptest.NewRecorder()
	e.H.ServeHTTP(w, req)
	return w.Code, w.Body.String()
}

// newFingerprint covers every table of a church but the audit log and the sessions: refusals are
// audited, and every request may touch its session.
func newFingerprint(e *tt.Env, c *tenancy.Church) *httpxtest.Fingerprint {
	return httpxtest.NewChangeLog(func(q string) { e.Exec(c, q) }, func(q string, dest any) { e.Scan(c, q, dest) }, "audit_log", "sessions")
}

func fetchDoc(t *testing.T, e *tt.Env) *httpxtest.Doc {
	return httpxtest.FetchDoc(t, e.H, tt.Host(e.Alpha))
}

// TestChangeLogFingerprint: the fuzz's fingerprint moves with a committed row and names its table,
// and stays put for a change rolled back and for the tables it leaves out.
func TestChangeLogFingerprint(t *testing.T) {
	e := tt.New(t)
	fp := newFingerprint(e, e.Alpha)
	before := fp.Take()
	_ = e.App.Tenants.RunFor(context.Background(), e.Alpha, func(tx *gorm.DB) error {
		if err := tx.Exec(`INSERT INTO groups (name) VALUES ('Rolled back')`).Error; err != nil {
			t.Fatal(err)
		}
		return errors.New("roll back")
	})
	e.Exec(e.Alpha, `INSERT INTO audit_log (event, outcome) VALUES ('fingerprint test', 'success')`)
	if now := fp.Take(); now != before {
		t.Fatalf("a rolled-back insert and an audit row moved the fingerprint: %s", fp.Diff(before, now))
	}
	e.Exec(e.Alpha, `INSERT INTO groups (name) VALUES ('Kept')`)
	now := fp.Take()
	if now == before || fp.Diff(before, now) != "groups" {
		t.Fatalf("a committed insert: fingerprint %s → %s, diff %q", before, now, fp.Diff(before, now))
	}
}

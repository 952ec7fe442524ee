package worker

import (
	"context"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	"congregate/internal/testutil"
)

// Every task type declared in internal/jobs is registered once: a type the APIs can enqueue and
// no handler takes would sit in Redis until it is archived.
func TestEveryTaskTypeIsRegistered(t *testing.T) {
	pkgs, err := parser.ParseDir(token.NewFileSet(), "../internal/jobs", func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string]bool{}
	for _, f := range pkgs["jobs"].Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if v, ok := n.(*ast.ValueSpec); ok {
				for i, name := range v.Names {
					if lit, ok := v.Values[i].(*ast.BasicLit); ok && strings.HasPrefix(name.Name, "Type") {
						s, _ := strconv.Unquote(lit.Value)
						declared[s] = true
					}
				}
			}
			return true
		})
	}
	registered := map[string]bool{}
	for _, task := range Tasks(Deps{}) {
		if registered[task.Type] {
			t.Errorf("%s registered twice", task.Type)
		}
		registered[task.Type] = true
	}
	for typ := range declared {
		if !registered[typ] {
			t.Errorf("task type %s has no handler in Tasks", typ)
		}
	}
	if len(declared) == 0 || len(registered) != len(declared) {
		t.Fatalf("declared %v, registered %v", declared, registered)
	}
}

// The church middleware hands church tasks their church and refuses, without retry, those whose
// church is missing, unknown or closed; other tasks pass untouched.
func TestChurchContext(t *testing.T) {
	d := testutil.NewDatabase(t)
	var open, closed int64
	d.Gorm.Raw(`INSERT INTO control.churches (short_name, full_name, schema_name) VALUES ('open', 'Open', 'church_901') RETURNING id`).Scan(&open)
	d.Gorm.Raw(`INSERT INTO control.churches (short_name, full_name, schema_name, status) VALUES ('shut', 'Shut', 'church_902', 'closed') RETURNING id`).Scan(&closed)

	var got *tenancy.Church
	mw := churchContext(tenancy.NewResolver(d.Gorm, "test.localhost", time.Minute), map[string]bool{"test:church": true})
	h := mw(asynq.HandlerFunc(func(ctx context.Context, _ *asynq.Task) error {
		got = tenancy.FromContext(ctx)
		return nil
	}))
	run := func(typ, payload string) error {
		got = nil
		return h.ProcessTask(context.Background(), asynq.NewTask(typ, []byte(payload)))
	}
	if err := run("test:church", `{"churchId":`+strconv.FormatInt(open, 10)+`,"more":1}`); err != nil || got == nil || got.ID != open {
		t.Fatalf("church task: err %v, church %+v", err, got)
	}
	for _, payload := range []string{`{}`, `{"churchId":0}`, `not json`, `{"churchId":` + strconv.FormatInt(closed, 10) + `}`, `{"churchId":987654321}`} {
		if err := run("test:church", payload); !errors.Is(err, asynq.SkipRetry) || got != nil {
			t.Fatalf("%s: err %v, church %+v; want SkipRetry and no call", payload, err, got)
		}
	}
	called := false
	plain := mw(asynq.HandlerFunc(func(context.Context, *asynq.Task) error { called = true; return nil }))
	if err := plain.ProcessTask(context.Background(), asynq.NewTask("test:plain", []byte(`x`))); err != nil || !called {
		t.Fatalf("platform task: err %v, called %v", err, called)
	}
}

// InChurch hands the handler its payload decoded and validated; a payload that can never succeed
// is not retried.
func TestInChurchDecodes(t *testing.T) {
	var got jobs.PeopleImport
	h := InChurch(jobs.TypePeopleImport, func(_ context.Context, p jobs.PeopleImport) error { got = p; return nil }).Handler
	if err := h.ProcessTask(context.Background(), asynq.NewTask(jobs.TypePeopleImport, []byte(`{"churchId":3,"importId":7}`))); err != nil || got.ChurchID != 3 || got.ImportID != 7 {
		t.Fatalf("err %v, payload %+v", err, got)
	}
	for _, payload := range []string{`{"churchId":3`, `{"churchId":3,"importId":0}`, `{"importId":"7"}`} {
		if err := h.ProcessTask(context.Background(), asynq.NewTask(jobs.TypePeopleImport, []byte(payload))); !errors.Is(err, asynq.SkipRetry) {
			t.Fatalf("%s: err %v, want SkipRetry", payload, err)
		}
	}
}

// A church task of a church whose schema is being moved between clusters fails with an error that
// asynq retries (not SkipRetry), without running; once the move ends it runs.
func TestChurchContextWhileMoving(t *testing.T) {
	d := testutil.NewDatabase(t)
	var id int64
	d.Gorm.Raw(`INSERT INTO control.churches (short_name, full_name, schema_name, moving_to) VALUES ('moving', 'Moving', 'church_903', 'east') RETURNING id`).Scan(&id)
	resolver := tenancy.NewResolver(d.Gorm, "test.localhost", time.Minute)
	called := false
	h := churchContext(resolver, map[string]bool{"test:church": true})(asynq.HandlerFunc(func(context.Context, *asynq.Task) error { called = true; return nil }))
	task := asynq.NewTask("test:church", []byte(`{"churchId":`+strconv.FormatInt(id, 10)+`}`))
	err := h.ProcessTask(context.Background(), task)
	if err == nil || errors.Is(err, asynq.SkipRetry) || called || !strings.Contains(err.Error(), "moving to cluster east") {
		t.Fatalf("while moving: err %v, called %v; want a retried error", err, called)
	}
	d.Gorm.Exec(`UPDATE control.churches SET moving_to = NULL WHERE id = ?`, id)
	resolver.Forget()
	if err := h.ProcessTask(context.Background(), task); err != nil || !called {
		t.Fatalf("after the move: err %v, called %v", err, called)
	}
}

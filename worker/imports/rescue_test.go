package imports_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	pt "congregate/tenantapi/tenanttest"
	"congregate/worker"
	wimports "congregate/worker/imports"
)

// rescuer is the rescue over the test's API, database and queue, its clock at now.
func rescuer(e *pt.Env, now time.Time) *wimports.Rescue {
	return &wimports.Rescue{Control: e.DB.Gorm, Tenants: e.App.Tenants, Jobs: e.Client, Clock: func() time.Time { return now }}
}

func rescue(t *testing.T, e *pt.Env, now time.Time) {
	t.Helper()
	if err := rescuer(e, now).HandleRescue(context.Background(), asynq.NewTask(jobs.TypeImportsRescue, nil)); err != nil {
		t.Fatalf("rescue: %v", err)
	}
}

// pending is the one pending task of typ (none: nil); more than one fails the test.
func pending(t *testing.T, e *pt.Env, typ string) []byte {
	t.Helper()
	tasks := e.PendingTasks(typ)
	if len(tasks) > 1 {
		t.Fatalf("%d %s tasks pending, want at most one", len(tasks), typ)
	}
	if len(tasks) == 0 {
		return nil
	}
	return tasks[0]
}

// lose empties the test's queue, as a Redis restarted without its data does.
func lose(t *testing.T, e *pt.Env) {
	t.Helper()
	if _, err := e.Insp.DeleteAllPendingTasks(e.Queue); err != nil {
		t.Fatal(err)
	}
}

// runTask runs a pending task through the worker's registry (decoding and validating its payload),
// in alpha as the church middleware would.
func runTask(t *testing.T, e *pt.Env, typ string, payload []byte) {
	t.Helper()
	for _, task := range worker.Tasks(worker.Deps{Control: e.DB.Gorm, Tenants: e.App.Tenants, Jobs: e.Client}) {
		if task.Type == typ {
			ctx := tenancy.WithChurch(context.Background(), e.Alpha)
			if err := task.Handler.ProcessTask(ctx, asynq.NewTask(typ, payload)); err != nil {
				t.Fatalf("%s: %v", typ, err)
			}
			return
		}
	}
	t.Fatalf("%s is not registered", typ)
}

func queuedAt(t *testing.T, payload []byte) time.Time {
	t.Helper()
	var p struct{ QueuedAt time.Time }
	if err := json.Unmarshal(payload, &p); err != nil || p.QueuedAt.IsZero() {
		t.Fatalf("payload %s: %v", payload, err)
	}
	return p.QueuedAt
}

// A people import queued through the API whose task Redis then lost stays queued, and queueing
// it again is refused. The rescue leaves alone an import queued under two minutes ago and one
// whose task is still pending (two rescues, one task); once the import has waited two minutes it
// enqueues the lost task again, and the worker imports it.
func TestRescuePeopleImport(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	r := e.Upload(e.Alpha, "/api/people/import/upload", tok, "file", "lost.csv", []byte("First Name,Last Name,Email\nRes,Cue,rescued@example.org\n"), nil)
	pt.Expect(t, r, 201, "File uploaded")
	id := int64(r.M(t)["importId"].(float64))
	pt.Expect(t, e.Post(e.Alpha, "/api/people/import/validate", tok, map[string]any{"importId": id,
		"mapping": map[string]string{"First Name": "firstName", "Last Name": "lastName", "Email": "email"}}), 200, "Validated")
	pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 202, "Import queued")
	first := pending(t, e, jobs.TypePeopleImport)
	at := queuedAt(t, first)
	later := time.Now().Add(wimports.RescueAfter + time.Minute)

	// The task is still pending: rescuing twice adds nothing.
	rescue(t, e, later)
	rescue(t, e, later)
	if p := pending(t, e, jobs.TypePeopleImport); p == nil {
		t.Fatal("the pending task is gone")
	}

	lose(t, e)
	pt.Expect(t, e.Post(e.Alpha, "/api/people/import/process", tok, map[string]any{"importId": id}), 409, "This import is already queued or finished")
	rescue(t, e, time.Now()) // queued under two minutes ago: its task may be on its way
	if p := pending(t, e, jobs.TypePeopleImport); p != nil {
		t.Fatalf("a fresh import was enqueued again: %s", p)
	}
	rescue(t, e, later)
	again := pending(t, e, jobs.TypePeopleImport)
	if again == nil || !queuedAt(t, again).Equal(at) {
		t.Fatalf("rescued task %s, want one queued at %v", again, at)
	}
	rescue(t, e, later) // and only once
	pending(t, e, jobs.TypePeopleImport)

	runTask(t, e, jobs.TypePeopleImport, again)
	var status string
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT status FROM people_imports WHERE id = %d`, id), &status)
	if n := e.Count(e.Alpha, `SELECT count(*) FROM people WHERE email = 'rescued@example.org'`); status != "completed" || n != 1 {
		t.Fatalf("after the rescue: %s, %d people", status, n)
	}
	// A finished import is not rescued.
	lose(t, e)
	rescue(t, e, later)
	if p := pending(t, e, jobs.TypePeopleImport); p != nil {
		t.Fatalf("a completed import was enqueued again: %s", p)
	}
}

// The same for a contribution import, left processing by a worker that lost its task.
func TestRescueGivingImport(t *testing.T) {
	e := pt.New(t)
	admin := e.Login(e.Alpha, "admin@alpha.test")
	e.AddPerson(admin, map[string]any{"firstName": "Grace", "lastName": "Mailer", "email": "grace@donors.test"})
	fin := e.Login(e.Alpha, "finance@alpha.test")
	day := time.Now().UTC().AddDate(0, 0, -3).Format("2006-01-02")
	r := e.Upload(e.Alpha, "/api/generosity/contributions/import/upload", fin, "file", "gifts.csv",
		[]byte("Date,Amount,Fund,Method,Email\n"+day+",25.00,GEN,cash,grace@donors.test\n"), nil)
	pt.Expect(t, r, 201, "File uploaded")
	var u struct {
		ImportID int64
		Mapping  map[string]string
	}
	r.Decode(t, &u)
	pt.Expect(t, e.Post(e.Alpha, "/api/generosity/contributions/import/process", fin, map[string]any{"importId": u.ImportID, "mapping": u.Mapping}), 202, "Import queued")
	at := queuedAt(t, pending(t, e, jobs.TypeGivingImport))
	later := time.Now().Add(wimports.RescueAfter + time.Minute)
	rescue(t, e, later)
	rescue(t, e, later)
	if pending(t, e, jobs.TypeGivingImport) == nil {
		t.Fatal("the pending task is gone")
	}

	lose(t, e)
	e.Exec(e.Alpha, `UPDATE giving_imports SET status = 'processing' WHERE id = ?`, u.ImportID) // its run was cut short
	rescue(t, e, time.Now())
	if p := pending(t, e, jobs.TypeGivingImport); p != nil {
		t.Fatalf("a fresh import was enqueued again: %s", p)
	}
	rescue(t, e, later)
	rescue(t, e, later)
	again := pending(t, e, jobs.TypeGivingImport)
	if again == nil || !queuedAt(t, again).Equal(at) {
		t.Fatalf("rescued task %s, want one queued at %v", again, at)
	}
	runTask(t, e, jobs.TypeGivingImport, again)
	runTask(t, e, jobs.TypeGivingImport, again) // a duplicate delivery imports nothing twice
	var status string
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT status FROM giving_imports WHERE id = %d`, u.ImportID), &status)
	if n := e.Count(e.Alpha, `SELECT count(*) FROM giving_contributions WHERE source = 'import'`); status != "done" || n != 1 {
		t.Fatalf("after the rescue: %s, %d gifts", status, n)
	}
}

// The same for a children import.
func TestRescueChildrenImport(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	e.AddPerson(ann, map[string]any{"firstName": "Tom", "lastName": "Okafor", "email": "tom@okafor.test"})
	r := e.Upload(e.Alpha, "/api/children/imports/upload", ann, "file", "kids.csv",
		[]byte("First Name,Last Name,Birth Date,Parent Email\nKemi,Okafor,2021-03-04,tom@okafor.test\n"), nil)
	pt.Expect(t, r, 201, "File uploaded")
	var u struct {
		ImportID int64
		Mapping  map[string]string
	}
	r.Decode(t, &u)
	pt.Expect(t, e.Post(e.Alpha, "/api/children/imports/process", ann, map[string]any{"importId": u.ImportID, "mapping": u.Mapping}), 202, "Import queued")
	at := queuedAt(t, pending(t, e, jobs.TypeChildrenImport))
	later := time.Now().Add(wimports.RescueAfter + time.Minute)
	rescue(t, e, later)
	rescue(t, e, later)
	if pending(t, e, jobs.TypeChildrenImport) == nil {
		t.Fatal("the pending task is gone")
	}

	lose(t, e)
	rescue(t, e, time.Now())
	if p := pending(t, e, jobs.TypeChildrenImport); p != nil {
		t.Fatalf("a fresh import was enqueued again: %s", p)
	}
	rescue(t, e, later)
	rescue(t, e, later)
	again := pending(t, e, jobs.TypeChildrenImport)
	if again == nil || !queuedAt(t, again).Equal(at) {
		t.Fatalf("rescued task %s, want one queued at %v", again, at)
	}
	runTask(t, e, jobs.TypeChildrenImport, again)
	var status string
	e.Scan(e.Alpha, fmt.Sprintf(`SELECT status FROM children_imports WHERE id = %d`, u.ImportID), &status)
	if n := e.Count(e.Alpha, `SELECT count(*) FROM children_profiles cp JOIN people p ON p.id = cp.person_id WHERE p.first_name = 'Kemi'`); status != "done" || n != 1 {
		t.Fatalf("after the rescue: %s, %d children", status, n)
	}
}

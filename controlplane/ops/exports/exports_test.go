package exports_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"congregate/controlplane/ops/opstest"
	churchexport "congregate/internal/exports"
	"congregate/internal/jobs"
	"congregate/internal/platform/storage"
)

func TestOpsExports(t *testing.T) {
	e := opstest.New(t)
	op := e.SignedIn("operator")
	sup := e.SignedIn("support")
	alpha := e.Church("alpha", "Alpha Chapel")
	bravo := e.Church("bravo", "Bravo Church")

	// Support reads but does not start exports.
	sup.Post("/api/ops/exports/create", map[string]any{"churchId": alpha.ID}).Expect(t, http.StatusForbidden)
	e.Nobody().Post("/api/ops/exports/list", map[string]any{}).Expect(t, http.StatusUnauthorized)
	if r := op.Post("/api/ops/exports/create", map[string]any{}).Expect(t, http.StatusBadRequest); r.Message != "Choose a church" {
		t.Fatalf("no church: %q", r.Message)
	}
	op.Post("/api/ops/exports/create", map[string]any{"churchId": 999999}).Expect(t, http.StatusNotFound)

	var ex churchexport.Export
	r := op.Post("/api/ops/exports/create", map[string]any{"churchId": alpha.ID}).Expect(t, http.StatusAccepted)
	r.Decode(t, &ex)
	if ex.Status != "queued" || ex.ChurchID != alpha.ID || ex.ChurchName != "Alpha Chapel" || ex.RequestedBy != "operator:"+op.Operator.Email {
		t.Fatalf("created: %+v", ex)
	}
	tasks, err := e.Inspector.ListPendingTasks(e.Queue)
	if err != nil || len(tasks) != 1 || tasks[0].Type != jobs.TypeChurchExport ||
		!strings.Contains(string(tasks[0].Payload), fmt.Sprintf(`"exportId":%d`, ex.ID)) {
		t.Fatalf("queued tasks: %v %v", tasks, err)
	}
	if r := op.Post("/api/ops/exports/create", map[string]any{"churchId": alpha.ID}).Expect(t, http.StatusConflict); r.Message != churchexport.MsgInProgress {
		t.Fatalf("second export: %q", r.Message)
	}
	var other churchexport.Export
	op.Post("/api/ops/exports/create", map[string]any{"churchId": bravo.ID}).Expect(t, http.StatusAccepted).Decode(t, &other)

	var list churchexport.Exports
	sup.Post("/api/ops/exports/list", map[string]any{"churchId": alpha.ID}).Expect(t, http.StatusOK).Decode(t, &list)
	if len(list.Items) != 1 || list.Items[0].ID != ex.ID {
		t.Fatalf("alpha's exports: %+v", list)
	}
	sup.Post("/api/ops/exports/list", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &list)
	if len(list.Items) != 2 {
		t.Fatalf("every export: %+v", list)
	}

	path := fmt.Sprintf("/api/ops/exports/%d/download", ex.ID)
	if r := sup.Get(path).Expect(t, http.StatusConflict); r.Message != churchexport.MsgNotReady {
		t.Fatalf("download before done: %q", r.Message)
	}
	sup.Get("/api/ops/exports/424242/download").Expect(t, http.StatusNotFound)
	sup.Get("/api/ops/exports/abc/download").Expect(t, http.StatusNotFound)

	// The worker builds it.
	files := storage.Local{Dir: e.FilesDir}
	runner := &churchexport.Runner{Store: churchexport.Store{Control: e.DB.Gorm}, Tenants: e.App.Tenants, Files: files}
	if err := runner.Run(context.Background(), alpha, ex.ID); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*opstest.Client{op, sup} {
		r := c.Get(path).Expect(t, http.StatusOK)
		want := `attachment; filename="alpha-export-` + time.Now().UTC().Format("2006-01-02") + `.zip"`
		if r.Header.Get("Content-Type") != "application/zip" || r.Header.Get("Content-Disposition") != want {
			t.Fatalf("download headers: %v", r.Header)
		}
		zr, err := zip.NewReader(bytes.NewReader(r.Body), int64(len(r.Body)))
		if err != nil {
			t.Fatal(err)
		}
		if zr.File[len(zr.File)-1].Name != "README.txt" {
			t.Fatalf("the ZIP ends with %s", zr.File[len(zr.File)-1].Name)
		}
	}
	var audited []struct {
		Action   string
		ChurchID int64
	}
	e.DB.Gorm.Raw(`SELECT action, church_id FROM control.operator_audit WHERE action LIKE 'export.%' ORDER BY id`).Scan(&audited)
	if len(audited) != 4 || audited[0].Action != "export.create" || audited[0].ChurchID != alpha.ID ||
		audited[3].Action != "export.download" || audited[3].ChurchID != alpha.ID {
		t.Fatalf("audit: %+v", audited)
	}

	// Expired: 410.
	e.DB.Gorm.Exec(`UPDATE control.church_exports SET expires_at = now() - interval '1 minute' WHERE id = ?`, ex.ID)
	if r := op.Get(path).Expect(t, http.StatusGone); r.Message != churchexport.MsgExpired {
		t.Fatalf("expired: %q", r.Message)
	}
	// A failed export is not downloadable either.
	e.DB.Gorm.Exec(`UPDATE control.church_exports SET status = 'failed', error = 'x' WHERE id = ?`, other.ID)
	op.Get(fmt.Sprintf("/api/ops/exports/%d/download", other.ID)).Expect(t, http.StatusConflict)
}

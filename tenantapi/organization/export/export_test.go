package export_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	churchexport "congregate/internal/exports"
	"congregate/internal/jobs"
	"congregate/tenantapi/organization/export"
	pt "congregate/tenantapi/tenanttest"
)

func TestChurchExports(t *testing.T) {
	e := pt.New(t)
	ann := e.Login(e.Alpha, "admin@alpha.test")
	bob := e.Login(e.Bravo, "admin@bravo.test")

	// A role with the organization permission is still refused: only the super admin exports.
	e.Exec(e.Alpha, `INSERT INTO role_permissions (role_id, permission_key, action) SELECT id, 'organization', a FROM roles, (VALUES ('read'), ('write')) v(a) WHERE name = 'People Manager'`)
	if err := e.App.Enforcer.Invalidate(context.Background(), e.Alpha.ID); err != nil {
		t.Fatal(err)
	}
	pat := e.Login(e.Alpha, "people@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/export/create", pat, nil), 403, export.MsgSuperAdminOnly)
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/export/list", pat, nil), 403, export.MsgSuperAdminOnly)
	fin := e.Login(e.Alpha, "finance@alpha.test")
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/export/list", fin, nil), 403, "You don't have permission to access this page")

	r := e.Post(e.Alpha, "/api/organization/export/create", ann, nil)
	pt.Expect(t, r, 202, "The export is being prepared")
	var ex churchexport.Export
	r.Decode(t, &ex)
	if ex.Status != "queued" || ex.ChurchID != e.Alpha.ID || !strings.HasPrefix(ex.RequestedBy, "church:") {
		t.Fatalf("created: %+v", ex)
	}
	if n := len(e.PendingTasks(jobs.TypeChurchExport)); n != 1 {
		t.Fatalf("%d export tasks queued", n)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/organization/export/create", ann, nil), 409, churchexport.MsgInProgress)
	if e.AuditCount(e.Alpha, export.EventCreate) != 1 {
		t.Fatal("the export is not in the church's audit trail")
	}
	var bravoEx churchexport.Export
	e.Post(e.Bravo, "/api/organization/export/create", bob, nil).Decode(t, &bravoEx)

	var list churchexport.Exports
	r = e.Post(e.Alpha, "/api/organization/export/list", ann, nil)
	pt.Expect(t, r, 200, "")
	if err := json.Unmarshal(r.Data, &list); err != nil || len(list.Items) != 1 || list.Items[0].ID != ex.ID {
		t.Fatalf("alpha's list: %+v %v", list, err)
	}

	path := fmt.Sprintf("/api/organization/export/%d/download", ex.ID)
	if w := e.Raw(e.Alpha, path, ann); w.Code != http.StatusConflict {
		t.Fatalf("before done: %d %s", w.Code, w.Body)
	}
	runner := &churchexport.Runner{Store: churchexport.Store{Control: e.DB.Gorm}, Tenants: e.App.Tenants, Files: e.App.Storage}
	if err := runner.Run(context.Background(), e.Alpha, ex.ID); err != nil {
		t.Fatal(err)
	}
	if err := runner.Run(context.Background(), e.Bravo, bravoEx.ID); err != nil {
		t.Fatal(err)
	}
	w := e.Raw(e.Alpha, path, ann)
	if w.Code != http.StatusOK || w.Header().Get("Content-Type") != "application/zip" ||
		!strings.HasPrefix(w.Header().Get("Content-Disposition"), `attachment; filename="alpha-export-`) {
		t.Fatalf("download: %d %v", w.Code, w.Header())
	}
	zr, err := zip.NewReader(bytes.NewReader(w.Body.Bytes()), int64(w.Body.Len()))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, f := range zr.File {
		found = found || f.Name == "tables/people.csv"
	}
	if !found {
		t.Fatal("no people.csv in the download")
	}
	if e.AuditCount(e.Alpha, export.EventDownload) != 1 {
		t.Fatal("the download is not in the church's audit trail")
	}
	// Another church's export is not found; other roles are refused the download.
	if w := e.Raw(e.Alpha, fmt.Sprintf("/api/organization/export/%d/download", bravoEx.ID), ann); w.Code != http.StatusNotFound {
		t.Fatalf("bravo's export from alpha: %d", w.Code)
	}
	if w := e.Raw(e.Alpha, path, pat); w.Code != http.StatusForbidden {
		t.Fatalf("download by a people manager: %d", w.Code)
	}
	if w := e.Raw(e.Bravo, fmt.Sprintf("/api/organization/export/%d/download", bravoEx.ID), bob); w.Code != http.StatusOK {
		t.Fatalf("bravo's own download: %d", w.Code)
	}
}

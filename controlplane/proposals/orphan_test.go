package proposals_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"congregate/controlplane/cptest"
	"congregate/controlplane/proposals"
	"congregate/internal/platform/storage"
)

// A request whose row cannot be written leaves no PDF in storage: the file is stored inside the
// row's transaction.
func TestFailedRequestLeavesNoFile(t *testing.T) {
	e := cptest.New(t)
	dir := t.TempDir()
	svc := &proposals.Service{DB: e.DB.Gorm, Store: storage.Local{Dir: dir}, Jobs: e.App.Jobs}
	// PostgreSQL refuses NUL characters in text: the insert fails after the PDF is rendered.
	_, err := svc.Create(context.Background(), proposals.Request{Kind: proposals.KindBrochure, FirstName: "Bad\x00Name",
		LastName: "Row", Email: "bad@example.org", ChurchName: "Orphan Chapel", PhoneNumber: "+15555550177"},
		func(key string) string { return "/files/" + key })
	if err == nil {
		t.Fatal("the insert should have failed")
	}
	var files []string
	_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, _ error) error {
		if d != nil && !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	if len(files) != 0 {
		t.Fatalf("a failed request left %v", files)
	}
}

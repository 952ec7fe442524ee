package tenanttest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Golden compares v, as indented JSON, with the test package's testdata/name.json: answers that
// must not drift while the code under them moves. GOLDEN_UPDATE=1 rewrites the file instead.
func Golden(t testing.TB, name string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", name+".json")
	if os.Getenv("GOLDEN_UPDATE") == "1" {
		if err := os.WriteFile(path, append(got, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(string(want)) != string(got) {
		t.Errorf("%s drifted (GOLDEN_UPDATE=1 go test -run %s rewrites it):\n%s", path, t.Name(), got)
	}
}

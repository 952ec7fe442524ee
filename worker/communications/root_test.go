package communications_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// moduleRoot is the repository's root (the reliability run builds the worker there; the fan-out
// bench writes docs/benchmarks.md there).
func moduleRoot(t *testing.T) string {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Dir(strings.TrimSpace(string(out)))
}

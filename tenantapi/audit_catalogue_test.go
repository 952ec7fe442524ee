package tenantapi_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"congregate/tenantapi/audit"
)

// TestAuditCatalogueNamesDomainEvents: every "<domain>.<thing>.<verb>" event a giving, children or word
// package writes is offered by the audit page's filter (audit.Catalogue), so an admin can find it.
func TestAuditCatalogueNamesDomainEvents(t *testing.T) {
	known := map[string]bool{}
	for _, e := range audit.Catalogue {
		if known[e.Event] {
			t.Errorf("%s is in the catalogue twice", e.Event)
		}
		known[e.Event] = true
	}
	event := regexp.MustCompile(`^(giving|children|word)\.[a-z-]+(\.[a-z-]+)+$`)
	found := 0
	for _, dir := range []string{"giving", "children", "word"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil && event.MatchString(s) {
						found++
						if !known[s] {
							t.Errorf("%s (%s) is not in audit.Catalogue", s, path)
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if found < 50 {
		t.Fatalf("found only %d events: the scan is broken", found)
	}
}

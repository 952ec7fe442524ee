package tenantapi_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// tableOwners says which domain owns each table of a church's schema: only that domain's packages
// (the path and everything below it) may name it in SQL. Another domain reads through the owner's
// Go interface. A table added by a migration without a line here fails the test.
var tableOwners = map[string]string{
	"tenantapi/people": `people membership_types titles salutations positions hf_districts hf_zones house_fellowships
		people_counts person_photos households household_members groups group_members service_units service_unit_members
		leaders services attendance_sessions attendance_records people_settings people_imports person_notes saved_lists
		custom_fields follow_ups`,
	"tenantapi/roles":        `roles role_permissions person_roles`,
	"tenantapi/auth":         `sessions auth_tokens`,
	"tenantapi/audit":        `audit_log`,
	"tenantapi/organization": `organization_settings organization_assets tooltip_comments`,
	"tenantapi/communications": `credit_account credit_ledger do_not_contact consent_events contact_groups
		contact_group_members media_vault smart_keywords communications communication_recipients celebration_templates
		greetings_sent push_keys push_subscriptions webhook_events inbound_messages`,
	"tenantapi/billing": `billing_invoices billing_cards credit_purchases credit_auto_recharge`,
	"tenantapi/giving": `giving_funds giving_batches giving_contributions giving_campaigns giving_pledges giving_settings giving_imports
		giving_daily_totals giving_person_years giving_donors giving_statement_runs giving_statement_files
		giving_donor_customers giving_payment_methods giving_recurring giving_recurring_charges giving_give_requests giving_give_methods`,
	"tenantapi/children": `children_classroom_categories children_classrooms children_allergy_types children_profiles children_allergies
		children_notes children_pickups children_teachers children_teacher_classrooms children_settings children_sensitive_views
		children_stations children_checkin_groups children_checkouts children_checkins children_room_adults children_imports`,
	"tenantapi/word": `word_settings word_media_groups word_media_series word_media word_uploads
		word_speakers word_sermon_series word_sermon_groups word_streams word_sermons word_sermon_group_members word_sermon_attachments word_playlists word_playlist_items
		word_album_categories word_albums word_episodes`,
}

// Where a package still names another domain's table. The list may only shrink: a new crossing
// fails the test, and so does a line here that the code no longer needs. Each goes behind the
// owner's interface (docs/architecture.md "One owner per table").
var crossingsToRemove = map[string]string{}

// Schema builders write every domain's first rows before any request runs (a new church's roles
// and first administrators; the demo church), and the test kit reads any table to check what the
// API wrote; the full export (internal/exports) copies every table of the schema, whoever owns it,
// in one snapshot. None of them is a domain.
var schemaBuilders = []string{"internal/provisioning", "controlplane/demo", "tenantapi/tenanttest", "internal/exports"}

var sqlTable = regexp.MustCompile(`(?i)\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?(?:"?[a-z0-9_]+"?\.)?"?([a-z_]+)\b`)

// TestOneOwnerPerTable reads the SQL in every non-test Go file of the services and fails when a
// package names a table another domain owns.
func TestOneOwnerPerTable(t *testing.T) {
	root := ".."
	owner := map[string]string{}
	for pkg, tables := range tableOwners {
		for _, tb := range strings.Fields(tables) {
			owner[tb] = pkg
		}
	}
	// Every table the tenant migrations create has an owner.
	create := regexp.MustCompile(`(?i)CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)`)
	files, _ := filepath.Glob(filepath.Join(root, "migrations/tenant/*.up.sql"))
	if len(files) == 0 {
		t.Fatal("no tenant migrations found")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range create.FindAllStringSubmatch(string(b), -1) {
			if owner[m[1]] == "" {
				t.Errorf("%s creates table %s, which has no owner in tableOwners", filepath.Base(f), m[1])
			}
		}
	}

	seen := map[string]bool{}
	for _, dir := range []string{"tenantapi", "worker", "controlplane", "internal", "scripts"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			pkg, _ := filepath.Rel(root, filepath.Dir(path))
			pkg = filepath.ToSlash(pkg)
			for _, b := range schemaBuilders {
				if pkg == b {
					return nil
				}
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					return true
				}
				for _, m := range sqlTable.FindAllStringSubmatch(s, -1) {
					own, known := owner[m[1]]
					if !known || pkg == own || strings.HasPrefix(pkg, own+"/") {
						continue
					}
					key := pkg + " " + m[1]
					seen[key] = true
					if _, listed := crossingsToRemove[key]; !listed {
						t.Errorf("%s: package %s names table %s, which %s owns: read it through %s's interface",
							fset.Position(lit.Pos()), pkg, m[1], own, own)
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
	var stale []string
	for key := range crossingsToRemove {
		if !seen[key] {
			stale = append(stale, key)
		}
	}
	sort.Strings(stale)
	for _, key := range stale {
		t.Errorf("crossingsToRemove lists %q, which the code no longer does: remove the line", key)
	}
}

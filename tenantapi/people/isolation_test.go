package people_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"congregate/controlplane/demo"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/people"
	"congregate/tenantapi/people/celebrations"
	"congregate/tenantapi/people/export"
	"congregate/tenantapi/people/fellowship"
	"congregate/tenantapi/people/figures/figuresapi"
	"congregate/tenantapi/people/groups"
	"congregate/tenantapi/people/imports/importsapi"
	"congregate/tenantapi/people/merge"
	"congregate/tenantapi/people/photos"
	"congregate/tenantapi/people/settings"
	pt "congregate/tenantapi/tenanttest"
)

// snapshot fingerprints every table of a church's schema.
func snapshot(t *testing.T, e *pt.Env, c *tenancy.Church) map[string]string {
	t.Helper()
	var tables []string
	if err := e.DB.Gorm.Raw(`SELECT tablename FROM pg_tables WHERE schemaname = ? ORDER BY 1`, c.SchemaName).Scan(&tables).Error; err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, tb := range tables {
		var sum string
		if err := e.DB.Gorm.Raw(`SELECT COALESCE(md5(string_agg(x::text, ',' ORDER BY x::text)), '') FROM "` + c.SchemaName + `"."` + tb + `" x`).Scan(&sum).Error; err != nil {
			t.Fatal(err)
		}
		out[tb] = sum
	}
	return out
}

// Church bravo sees none of alpha's people rows and cannot change them through any people route,
// whatever ids it sends.
func TestChurchIsolation(t *testing.T) {
	e := pt.New(t)
	if err := demo.Seed(context.Background(), e.App.Tenants, e.Alpha, 60, 7); err != nil {
		t.Fatal(err)
	}
	aTok := e.Login(e.Alpha, "admin@alpha.test")
	up := e.Upload(e.Alpha, "/api/people/import/upload", aTok, "file", "a.csv", []byte("First Name,Last Name\nAl,Pha\n"), nil)
	pt.Expect(t, up, 201, "")
	e.Upload(e.Alpha, "/api/people/photo", aTok, "photo", "p.png", pt.PNG(t), map[string]string{"id": "10"})
	e.Exec(e.Alpha, `INSERT INTO households (name) VALUES ('Alpha only household')`)
	// Notes 1..40 on alpha's person 5, shared: bravo tries note ids 5 and 40.
	e.Exec(e.Alpha, `INSERT INTO person_notes (person_id, author_id, body) SELECT 5, 1, 'Alpha only note ' || g FROM generate_series(1, 40) g`)
	e.Exec(e.Alpha, `INSERT INTO custom_fields (name, kind) SELECT 'Alpha field ' || g, 'text' FROM generate_series(1, 40) g`)
	e.Exec(e.Alpha, `UPDATE people SET custom = '{"5": "alpha value"}' WHERE id IN (5, 40)`)
	e.Exec(e.Alpha, `INSERT INTO follow_ups (person_id, title, assignee_id) SELECT 5, 'Alpha follow-up ' || g, 1 FROM generate_series(1, 40) g`)
	e.Exec(e.Alpha, `INSERT INTO saved_lists (name, filters) SELECT 'Alpha list ' || g, '{"gender":"female"}' FROM generate_series(1, 40) g`)
	bTok := e.Login(e.Bravo, "admin@bravo.test")
	before := snapshot(t, e, e.Alpha)

	// Bravo's lists hold bravo's rows only.
	if m := e.Post(e.Bravo, "/api/people/list", bTok, map[string]any{"status": "all"}).M(t); m["total"] != float64(1) {
		t.Fatalf("bravo lists %v people", m["total"])
	}
	for _, path := range []string{"groups/list", "service-units/list", "households/list", "house-fellowship/districts/list", "leadership/list", "attendance/list", "import/list"} {
		r := e.Post(e.Bravo, "/api/people/"+path, bTok, nil)
		var v struct{ Items []any }
		r.Decode(t, &v)
		if len(v.Items) != 0 {
			t.Errorf("bravo %s: %s", path, r.Data)
		}
	}

	// Every route, every id field it takes, alpha's ids: people 5 and 40 and rows 1..8 of the other
	// tables exist in alpha only (bravo has its admin, person 1, and nothing else).
	idFields := []string{"id", "personId", "keepId", "mergeId", "groupId", "serviceUnitId", "householdId", "fellowshipId",
		"zoneId", "districtId", "serviceId", "importId", "membershipTypeId", "moveMembersTo", "positionId", "leaderId", "hostId"}
	extras := map[string]any{"personIds": []int64{5, 40}, "name": "Bravo was here", "body": "Bravo was here", "dueDate": "2030-01-01", "assigneeId": 1, "kind": "text", "ids": []int64{5, 40}, "customFields": map[string]any{"5": "Bravo was here"}, "title": "Bravo was here", "date": "2025-01-05",
		"relationship": "other", "newPosition": 0, "type": "other", "startYear": 2025, "endYear": 2025, "mapping": map[string]string{}}
	ids := []int64{5, 40}
	calls := 0
	send := func(path string, body map[string]any) pt.Resp {
		raw, _ := json.Marshal(body)
		calls++
		return e.Do(e.Bravo, http.MethodPost, path, bTok, "application/json", raw)
	}
	routes := append(people.Routes(people.Handler{}), importsapi.Routes(importsapi.Handler{})...)
	routes = append(append(routes, export.Routes(export.Handler{})...), merge.Routes(merge.Handler{})...)
	routes = append(append(routes, groups.Routes(groups.Handler{})...), fellowship.Routes(fellowship.Handler{})...)
	routes = append(routes, photos.Routes(photos.Handler[*people.Person]{})...)
	routes = append(routes, celebrations.Routes(celebrations.Handler{})...)
	routes = append(routes, figuresapi.Routes(figuresapi.Handler{})...)
	routes = append(routes, settings.Routes(settings.Handler{})...)
	for _, rt := range routes {
		if rt.Method == http.MethodGet {
			for _, id := range ids {
				if r := e.Do(e.Bravo, http.MethodGet, strings.Replace(rt.Path, ":id", sprintf("%d", id), 1), bTok, "", nil); r.Status == 200 {
					t.Errorf("bravo read alpha's photo %d", id)
				}
			}
			continue
		}
		// Learn which fields the call takes: strict binding names each unknown one.
		accepted := map[string]any{}
		for k, v := range extras {
			accepted[k] = v
		}
		for _, f := range idFields {
			accepted[f] = 1
		}
		for {
			r := send(rt.Path, accepted)
			f, ok := strings.CutPrefix(r.Msg, "Unknown field ")
			if !ok {
				break
			}
			delete(accepted, strings.Trim(f, `"`))
		}
		for _, f := range idFields {
			if _, ok := accepted[f]; !ok {
				continue
			}
			for _, id := range ids {
				body := map[string]any{}
				for k, v := range accepted {
					if _, isID := extras[k]; isID || k == f {
						body[k] = v
					}
				}
				body[f] = id
				r := send(rt.Path, body)
				if r.Status >= 500 {
					t.Errorf("%s %v: %d %s", rt.Path, body, r.Status, r.Msg)
				}
				if strings.Contains(string(r.Raw), "example.org") || strings.Contains(string(r.Raw), "Alpha only") {
					t.Errorf("%s leaked alpha's data: %s", rt.Path, r.Raw)
				}
			}
		}
	}
	after := snapshot(t, e, e.Alpha)
	for tb, sum := range before {
		if after[tb] != sum {
			t.Errorf("alpha's table %s changed through bravo's calls", tb)
		}
	}
	t.Logf("%d calls on bravo's host, alpha unchanged", calls)
}

package tenantapi_test

import (
	tt "congregate/tenantapi/tenanttest"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"testing"

	"congregate/internal/platform/httpx/httpxtest"
)

// alphaID is an id every seeded table of alpha has and bravo has in none: alpha's sequences start
// past it, so each first row gets it.
const alphaID = 1_000_001

// alphaMarker is written into alpha's rows; no answer to bravo may contain it.
const alphaMarker = "Alphaonly"

// TestIsolationByRouteTable sends, for every operation that takes an id (a path parameter or a body
// field named id, …Id or …Ids), church bravo's super admin's request with church alpha's ids. The
// answer must not be a server error nor carry alpha's data, and alpha's rows stay unchanged. A new
// route is covered without a new test.
func TestIsolationByRouteTable(t *testing.T) {
	e := tt.New(t)
	seedAlphaForIsolation(e)
	bravo := e.Login(e.Bravo, "admin@bravo.test")
	doc := fetchDoc(t, e)
	fp := newFingerprint(e, e.Alpha)
	before := fp.Take()
	covered := 0
	for _, op := range doc.Operations() {
		if skipFuzz(op) || !strings.HasPrefix(op.ContentType, "application/json") {
			continue
		}
		body := map[string]any{}
		for name, typ := range doc.Properties(op.Body) {
			switch {
			case !isIDField(name):
			case typ == "array":
				body[name] = []int64{alphaID}
			case typ == "integer" || typ == "number":
				body[name] = alphaID
			}
		}
		if len(body) == 0 && op.Params == 0 {
			continue
		}
		covered++
		raw, _ := json.Marshal(body)
		path := httpxtest.PathParam.ReplaceAllString(op.Path, fmt.Sprint(alphaID))
		req := httptest.NewRequest(op.Method, path, strings.NewReader(string(raw)))
		if op.Method == http.MethodGet {
			req = httptest.NewRequest(op.Method, path, nil)
		}
		req.Host = tt.Host(e.Bravo)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+bravo)
		w := httptest.NewRecorder()
		e.H.ServeHTTP(w, req)
		switch {
		case w.Code >= 500:
			t.Errorf("%s %s with alpha's ids: %d %s", op.Method, op.Path, w.Code, httpxtest.Truncate(w.Body.String(), 200))
		case strings.Contains(w.Body.String(), alphaMarker):
			t.Errorf("%s %s with alpha's ids answered alpha's data: %s", op.Method, op.Path, httpxtest.Truncate(w.Body.String(), 300))
		case w.Code == 200 && !emptyAnswer(w.Body.Bytes()):
			t.Logf("%s %s with alpha's ids: 200 %s", op.Method, op.Path, httpxtest.Truncate(w.Body.String(), 160))
		case w.Code == 200 && len(body) == 1 && body["personId"] != nil && strings.HasPrefix(op.Path, "/api/people/"):
			// A list of one person's rows answers "not found" for someone else's person, as
			// every person-scoped call does, rather than an empty list. (The audit trail filters
			// by person, and a former person keeps their history.)
			t.Errorf("%s %s with alpha's person: 200 %s, want 404", op.Method, op.Path, httpxtest.Truncate(w.Body.String(), 160))
		}
		if now := fp.Take(); now != before {
			t.Errorf("%s %s from bravo changed alpha's %s", op.Method, op.Path, fp.Diff(before, now))
			before = now
		}
	}
	if covered < 20 {
		t.Errorf("only %d operations take an id: are the request bodies typed?", covered)
	}
	t.Logf("%d operations take an id", covered)
}

func isIDField(name string) bool {
	return name == "id" || name == "ids" || strings.HasSuffix(name, "Id") || strings.HasSuffix(name, "Ids")
}

// emptyAnswer is a success that carries no rows: an empty list, or no data at all.
func emptyAnswer(body []byte) bool {
	var env struct {
		Data json.RawMessage `json:"responseData"`
	}
	if json.Unmarshal(body, &env) != nil || len(env.Data) == 0 || string(env.Data) == "null" {
		return true
	}
	var m map[string]any
	if json.Unmarshal(env.Data, &m) != nil {
		return string(env.Data) == "[]"
	}
	for _, k := range []string{"items", "members", "users"} {
		if l, ok := m[k].([]any); ok && len(l) == 0 {
			return true
		}
	}
	return false
}

// seedAlphaForIsolation moves every sequence of alpha past alphaID-1 and adds a row named with
// alphaMarker to each table a route reads by id.
func seedAlphaForIsolation(e *tt.Env) {
	e.T.Helper()
	e.Exec(e.Alpha, `DO $$ DECLARE s record; BEGIN
		FOR s IN SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = current_schema() LOOP
			EXECUTE format('SELECT setval(%L, 1000000)', s.sequence_name);
		END LOOP; END $$`)
	m := alphaMarker
	seeds := []string{
		`INSERT INTO people (first_name, last_name, email) VALUES ('` + m + `', 'Person', 'iso@alpha.test')`,
		`INSERT INTO households (name) VALUES ('` + m + ` household')`,
		`INSERT INTO household_members (household_id, person_id, relationship) VALUES (1000001, 1000001, 'head')`,
		`INSERT INTO groups (name) VALUES ('` + m + ` group')`,
		`INSERT INTO group_members (group_id, person_id) VALUES (1000001, 1000001)`,
		`INSERT INTO service_units (name) VALUES ('` + m + ` unit')`,
		`INSERT INTO hf_districts (name) VALUES ('` + m + ` district')`,
		`INSERT INTO hf_zones (district_id, name) VALUES (1000001, '` + m + ` zone')`,
		`INSERT INTO house_fellowships (zone_id, name) VALUES (1000001, '` + m + ` fellowship')`,
		`INSERT INTO services (name) VALUES ('` + m + ` service')`,
		`INSERT INTO membership_types (name) VALUES ('` + m + ` type')`,
		`INSERT INTO titles (name) VALUES ('` + m + ` title')`,
		`INSERT INTO salutations (name) VALUES ('` + m + ` salutation')`,
		`INSERT INTO positions (name) VALUES ('` + m + ` position')`,
		`INSERT INTO person_notes (person_id, body) VALUES (1000001, '` + m + ` note')`,
		`INSERT INTO follow_ups (person_id, title) VALUES (1000001, '` + m + ` follow-up')`,
		`INSERT INTO saved_lists (name, filters) VALUES ('` + m + ` list', '{}')`,
		`INSERT INTO custom_fields (name, kind) VALUES ('` + m + ` field', 'text')`,
		`INSERT INTO roles (name, description) VALUES ('` + m + ` role', '')`,
		`INSERT INTO communications (channel, idempotency_key, body, status, scheduled_at) VALUES ('sms', 'iso', '` + m + ` message', 'scheduled', now() + interval '1 day')`,
		`INSERT INTO communication_recipients (communication_id, person_id, name, address, cost, attempt_key) VALUES (1000001, 1000001, '` + m + ` recipient', '+15550000000', 1, 'iso')`,
		`INSERT INTO credit_ledger (idempotency_key, kind, amount, balance_after, reserved_after, note) VALUES ('iso', 'grant', 0, 0, 0, '` + m + ` grant')`,
		`INSERT INTO do_not_contact (channel, address, person_id, method, proof) VALUES ('email', 'iso@alpha.test', 1000001, 'staff', '{"note": "` + m + `"}')`,
		`INSERT INTO consent_events (channel, address, person_id, action, method, proof) VALUES ('email', 'iso@alpha.test', 1000001, 'opt_out', 'staff', '{"note": "` + m + `"}')`,
		`INSERT INTO contact_groups (name) VALUES ('` + m + ` contacts')`,
		`INSERT INTO contact_group_members (group_id, name, phone) VALUES (1000001, '` + m + ` contact', '+15550109999')`,
		`INSERT INTO smart_keywords (keyword, reply, contact_group_id) VALUES ('ALPHAONLY', '` + m + ` reply', 1000001)`,
		`INSERT INTO media_vault (name, kind, content_type, size, storage_key) VALUES ('` + m + ` media', 'image', 'image/png', 1, 'media/iso/alphaonly.png')`,
		`INSERT INTO greetings_sent (person_id, kind, year, channel) VALUES (1000001, 'birthday', 2026, 'sms')`,
		`INSERT INTO push_subscriptions (person_id, endpoint, p256dh, auth) VALUES (1000001, 'https://push.example/` + m + `', 'k', 'a')`,
		`INSERT INTO inbound_messages (message_sid, from_number, body, person_id) VALUES ('SMiso', '+15550109999', '` + m + ` text', 1000001)`,
		`INSERT INTO webhook_events (key, kind) VALUES ('` + m + `', 'twilio-inbound')`,
		`INSERT INTO billing_cards (stripe_payment_method_id, brand, last4, exp_month, exp_year, is_default) VALUES ('pm_alphaonly', '` + m + `', '4242', 12, 2030, true)`,
		`INSERT INTO credit_purchases (request_key, credits, amount_minor, currency, method, card_id, cheque_number) VALUES ('iso', 100, 200, 'USD', 'cheque', 1000001, '` + m + `')`,
		`INSERT INTO billing_invoices (stripe_invoice_id, number, status, amount_due_minor, lines, stripe_event_at) VALUES ('in_isoalpha', '` + m + ` invoice', 'open', 100, '[{"description": "` + m + ` line", "amountMinor": 100}]', now())`,
		// giving, h-ledger (issue 14): a code, an open batch with a pending gift, a counted gift, a campaign and a pledge.
		`INSERT INTO giving_funds (name, code) VALUES ('` + m + ` fund', 'ALPHAONLY')`,
		`INSERT INTO giving_batches (name, batch_date, expected_total_minor) VALUES ('` + m + ` batch', '2026-01-04', 700)`,
		`INSERT INTO giving_contributions (person_id, fund_id, amount_minor, currency, method, received_on, note) VALUES (1000001, 1000001, 500, 'USD', 'cash', '2026-01-04', '` + m + ` gift')`,
		`INSERT INTO giving_contributions (person_id, fund_id, amount_minor, currency, method, received_on, note, source, status, batch_id) VALUES (1000001, 1000001, 700, 'USD', 'cash', '2026-01-04', '` + m + ` batch gift', 'batch', 'pending', 1000001)`,
		`INSERT INTO giving_campaigns (name, fund_id, goal_minor, starts_on, ends_on) VALUES ('` + m + ` campaign', 1000001, 100000, '2026-01-01', '2026-12-31')`,
		`INSERT INTO giving_pledges (campaign_id, person_id, amount_minor, pledged_on) VALUES (1000001, 1000001, 5000, '2026-01-02')`,
		`INSERT INTO giving_imports (file_name, file_kind, data, columns) VALUES ('` + m + ` gifts.csv', 'csv', 'Date,Amount', '["Date", "Amount"]')`,
		// Issue 14, h-reports: a statement run (the counted gift above feeds the rollups by trigger) and its file.
		`INSERT INTO giving_statement_runs (from_on, to_on, status, total, done, zip_key, error) VALUES ('2025-01-01', '2025-12-31', 'done', 1, 1, 'giving/statements/iso.zip', '` + m + ` run')`,
		`INSERT INTO giving_statement_files (run_id, person_id, storage_key, total_minor) VALUES (1000001, 1000001, 'giving/statements/iso.pdf', 4242)`,
		// issue 14, h-online: a saved card expiring this month, a recurring gift, a give method.
		`INSERT INTO giving_payment_methods (person_id, stripe_payment_method_id, brand, last4, exp_month, exp_year) VALUES (1000001, 'pm_isoalpha', '` + m + `', '0341', EXTRACT(month FROM now())::int, EXTRACT(year FROM now())::int)`,
		`INSERT INTO giving_recurring (person_id, fund_id, amount_minor, currency, method, frequency, anchor_day, payment_method_id, next_charge_on, failure_message) VALUES (1000001, 1, 2500, 'USD', 'card', 'monthly', 1, 1000001, current_date + 30, '` + m + `')`,
		`INSERT INTO giving_give_methods (kind, label, details) VALUES ('bank', 'Bank', '` + m + ` details')`,
		// children, h-kids (issue 15): a category, a classroom, an allergy type, alpha's person as a child with an
		// allergy, a note, a NOT authorised pickup and a logged view, and as a teacher of the classroom.
		`INSERT INTO children_classroom_categories (name) VALUES ('` + m + ` category')`,
		`INSERT INTO children_classrooms (category_id, name, capacity) VALUES (1000001, '` + m + ` classroom', 10)`,
		`INSERT INTO children_allergy_types (name) VALUES ('` + m + ` allergy')`,
		`INSERT INTO children_profiles (person_id, classroom_id, medical_notes) VALUES (1000001, 1000001, '` + m + ` medical')`,
		`INSERT INTO children_allergies (child_id, allergy_type_id) VALUES (1000001, 1000001)`,
		`INSERT INTO children_notes (child_id, body) VALUES (1000001, '` + m + ` child note')`,
		`INSERT INTO children_pickups (child_id, name, authorised) VALUES (1000001, '` + m + ` pickup', false)`,
		`INSERT INTO children_sensitive_views (child_id, page) VALUES (1000001, '` + m + ` page')`,
		`INSERT INTO children_teachers (person_id, background_check_on, background_check_expires_on) VALUES (1000001, '2026-01-01', '2099-01-01')`,
		`INSERT INTO children_teacher_classrooms (teacher_id, classroom_id) VALUES (1000001, 1000001)`,
		// issue 15, h-checkin: the child above in its room with the teacher present, a station, an open check-in, a check-out.
		`INSERT INTO children_room_adults (classroom_id, person_id, service_on) VALUES (1000001, 1000001, current_date)`,
		`INSERT INTO children_stations (name, tag) VALUES ('` + m + ` station', 'Z')`,
		`INSERT INTO children_checkin_groups (client_id, station_id, service_on, code) VALUES ('00000000-0000-4000-8000-000000000001', 1000001, current_date, 'Z234')`,
		`INSERT INTO children_checkouts (client_id, station_id, service_on, code, picked_up_by_name) VALUES ('00000000-0000-4000-8000-000000000002', 1000001, current_date, 'Z234', '` + m + `')`,
		`INSERT INTO children_checkins (group_id, child_id, classroom_id, service_on) VALUES (1000001, 1000001, 1000001, current_date)`,
		// issue 15, h-kids-import: a finished children import with a bad row.
		`INSERT INTO children_imports (file_name, file_kind, data, columns, status, total_rows, processed_rows, bad_rows) VALUES ('` + m + ` children.csv', 'csv', 'First,Last', '["First", "Last"]', 'done', 1, 1, '[{"row": 2, "name": "` + m + `", "errors": ["` + m + `"], "cells": ["` + m + `", ""]}]')`,
	}
	seeds = append(seeds, wordMediaIsolationSeeds(m)...)   // issue 16, h-media
	seeds = append(seeds, wordSermonsIsolationSeeds(m)...) // issue 16, h-sermons (isolation_word_sermons_test.go)
	for _, q := range seeds {
		e.Exec(e.Alpha, q)
	}
	seedWordPodcastsForIsolation(e) // issue 16, h-podcasts (isolation_word_podcasts_test.go)
	var tables []string
	for _, q := range seeds {
		tables = append(tables, strings.Fields(q)[2])
	}
	sort.Strings(tables)
	e.T.Logf("alpha seeded: %s", strings.Join(tables, ", "))
}

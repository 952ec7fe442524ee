package opsaudit_test

import (
	"context"
	"net/http"
	"testing"

	"congregate/controlplane/ops/opsaudit"
	"congregate/controlplane/ops/opstest"
	"congregate/internal/platform/httpx"
)

// TestAuditList: newest first, the church's name joined, filters by operator e-mail (a part, any
// case), action (a prefix, % and _ taken literally), outcome and church, and paging.
func TestAuditList(t *testing.T) {
	e := opstest.New(t)
	ch := e.Church("hope", "Hope Chapel")
	ctx := context.Background()
	for _, en := range []opsaudit.Entry{
		{OperatorEmail: "ada@ops.test", Action: "church.lockdown", Outcome: opsaudit.OK, ChurchID: ch.ID, Target: "hope", Detail: map[string]any{"reason": "abuse"}},
		{OperatorEmail: "bob@ops.test", Action: "church.suspend", Outcome: opsaudit.Denied, ChurchID: ch.ID},
		{OperatorEmail: "ada@ops.test", Action: "auth.sign_in", Outcome: opsaudit.Failed, IP: "192.0.2.9"},
		{OperatorEmail: "carol@ops.test", Action: "churchx_y", Outcome: opsaudit.OK},
	} {
		if err := opsaudit.Record(ctx, e.DB.Gorm, en); err != nil {
			t.Fatal(err)
		}
	}
	c := e.SignedIn("support")
	list := func(body map[string]any) httpx.Page[opsaudit.AuditRow] {
		t.Helper()
		var p httpx.Page[opsaudit.AuditRow]
		c.Post("/api/ops/audit/list", body).Expect(t, http.StatusOK).Decode(t, &p)
		return p
	}
	all := list(map[string]any{})
	if all.Total != 4 || all.Items[0].Action != "churchx_y" || all.Items[3].Action != "church.lockdown" {
		t.Fatalf("all: %+v", all)
	}
	first := all.Items[3]
	if first.ChurchName != "Hope Chapel" || first.ChurchID == nil || *first.ChurchID != ch.ID || first.Detail["reason"] != "abuse" || first.At == "" {
		t.Fatalf("row: %+v", first)
	}
	for _, tc := range []struct {
		body    map[string]any
		actions []string
	}{
		{map[string]any{"operator": "ADA"}, []string{"auth.sign_in", "church.lockdown"}},
		{map[string]any{"action": "church."}, []string{"church.suspend", "church.lockdown"}},
		{map[string]any{"action": "church_"}, nil},
		{map[string]any{"outcome": "denied"}, []string{"church.suspend"}},
		{map[string]any{"churchId": ch.ID}, []string{"church.suspend", "church.lockdown"}},
		{map[string]any{"operator": "ada", "churchId": ch.ID, "outcome": "ok"}, []string{"church.lockdown"}},
	} {
		p := list(tc.body)
		var got []string
		for _, r := range p.Items {
			got = append(got, r.Action)
		}
		if len(got) != len(tc.actions) || int(p.Total) != len(tc.actions) {
			t.Errorf("%v: %v (total %d), want %v", tc.body, got, p.Total, tc.actions)
			continue
		}
		for i := range got {
			if got[i] != tc.actions[i] {
				t.Errorf("%v: %v, want %v", tc.body, got, tc.actions)
			}
		}
	}
	p := list(map[string]any{"page": 1, "pageSize": 3})
	if p.Total != 4 || p.TotalPages != 2 || len(p.Items) != 1 || p.Items[0].Action != "church.lockdown" {
		t.Fatalf("page 2: %+v", p)
	}
	c.Post("/api/ops/audit/list", map[string]any{"outcome": "maybe"}).Expect(t, http.StatusBadRequest)
	c.Post("/api/ops/audit/list", map[string]any{"pageSize": 500}).Expect(t, http.StatusBadRequest)
	e.Nobody().Post("/api/ops/audit/list", map[string]any{}).Expect(t, http.StatusUnauthorized)
}

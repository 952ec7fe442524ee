package operators_test

import (
	"net/http"
	"testing"

	"congregate/controlplane/ops/operators"
	"congregate/controlplane/ops/opsauth"
	"congregate/controlplane/ops/opstest"
)

func count(t *testing.T, e *opstest.Env, q string, args ...any) int64 {
	t.Helper()
	var n int64
	if err := e.DB.Gorm.Raw(q, args...).Scan(&n).Error; err != nil {
		t.Fatal(err)
	}
	return n
}

func expect(t *testing.T, r *opstest.Resp, status int, msg string) {
	t.Helper()
	r.Expect(t, status)
	if r.Message != msg {
		t.Fatalf("message %q, want %q", r.Message, msg)
	}
}

// TestOperatorsManagement: add (unique e-mail, role, password length), role (not one's own),
// disable (not oneself; sessions end), reset TOTP (enrols again; sessions end), each audited.
func TestOperatorsManagement(t *testing.T) {
	e := opstest.New(t)
	boss := e.SignedIn("operator")
	support := e.SignedIn("support")

	// Add.
	add := func(body map[string]any) *opstest.Resp { return boss.Post("/api/ops/operators/add", body) }
	ok := map[string]any{"email": "new@ops.test", "name": "New One", "role": "support", "password": "temporary-pass"}
	with := func(k string, v any) map[string]any {
		m := map[string]any{}
		for a, b := range ok {
			m[a] = b
		}
		m[k] = v
		return m
	}
	expect(t, add(with("password", "short")), http.StatusBadRequest, "The password must be at least 12 characters")
	expect(t, add(with("role", "admin")), http.StatusBadRequest, "The role is operator or support")
	expect(t, add(with("email", "not-an-email")), http.StatusBadRequest, "Enter a valid e-mail address")
	expect(t, add(with("name", " ")), http.StatusBadRequest, "Enter the operator's name")
	var row operators.OperatorRow
	add(ok).Expect(t, http.StatusCreated).Decode(t, &row)
	if row.ID == 0 || row.Email != "new@ops.test" || row.Role != "support" || row.Enrolled || row.Disabled || row.LastSignInAt != nil {
		t.Fatalf("added: %+v", row)
	}
	expect(t, add(with("email", "NEW@ops.test")), http.StatusConflict, "An operator with this e-mail already exists")
	// The new operator signs in with the temporary password and enrols.
	var step opsauth.SignInStep
	e.Nobody().Post("/api/ops/auth/login", map[string]any{"email": "new@ops.test", "password": "temporary-pass"}).Expect(t, http.StatusOK).Decode(t, &step)
	if !step.Enrol {
		t.Fatal("a new operator does not enrol")
	}

	// List: any operator.
	var list operators.OperatorList
	support.Post("/api/ops/operators/list", map[string]any{}).Expect(t, http.StatusOK).Decode(t, &list)
	if len(list.Items) != 3 {
		t.Fatalf("list: %+v", list)
	}

	// Role: not one's own; another's changes at once (the session reads the role).
	expect(t, boss.Post("/api/ops/operators/role", map[string]any{"id": boss.Operator.ID, "role": "support"}), http.StatusBadRequest, "You cannot change your own role")
	expect(t, boss.Post("/api/ops/operators/role", map[string]any{"id": 999999, "role": "support"}), http.StatusNotFound, "Operator not found")
	expect(t, boss.Post("/api/ops/operators/role", map[string]any{"id": support.Operator.ID, "role": "boss"}), http.StatusBadRequest, "The role is operator or support")
	support.Post("/api/ops/operators/role", map[string]any{"id": row.ID, "role": "operator"}).Expect(t, http.StatusForbidden)
	boss.Post("/api/ops/operators/role", map[string]any{"id": support.Operator.ID, "role": "operator"}).Expect(t, http.StatusOK).Decode(t, &row)
	if row.Role != "operator" {
		t.Fatalf("role: %+v", row)
	}
	support.Post("/api/ops/operators/role", map[string]any{"id": support.Operator.ID, "role": "support"}).Expect(t, http.StatusBadRequest)
	if n := count(t, e, `SELECT count(*) FROM control.operator_audit WHERE action = 'operator.role' AND operator_id = ? AND target = ? AND detail->>'from' = 'support' AND detail->>'to' = 'operator'`,
		boss.Operator.ID, support.Operator.Email); n != 1 {
		t.Fatal("role change not audited")
	}

	// Disable: not oneself; another's sessions end and they cannot sign in; enable again.
	expect(t, boss.Post("/api/ops/operators/disable", map[string]any{"id": boss.Operator.ID, "disabled": true}), http.StatusBadRequest, "You cannot disable yourself")
	boss.Post("/api/ops/operators/disable", map[string]any{"id": support.Operator.ID, "disabled": true}).Expect(t, http.StatusOK).Decode(t, &row)
	if !row.Disabled || count(t, e, `SELECT count(*) FROM control.operator_sessions WHERE operator_id = ?`, support.Operator.ID) != 0 {
		t.Fatalf("disabled: %+v, sessions left", row)
	}
	support.Post("/api/ops/auth/me", map[string]any{}).Expect(t, http.StatusUnauthorized)
	expect(t, e.Nobody().Post("/api/ops/auth/login", map[string]any{"email": support.Operator.Email, "password": opstest.Password}), http.StatusForbidden, opsauth.MsgDisabled)
	boss.Post("/api/ops/operators/disable", map[string]any{"id": support.Operator.ID, "disabled": false}).Expect(t, http.StatusOK).Decode(t, &row)
	if row.Disabled {
		t.Fatal("not enabled")
	}
	e.Nobody().Post("/api/ops/auth/login", map[string]any{"email": support.Operator.Email, "password": opstest.Password}).Expect(t, http.StatusOK)

	// Reset TOTP: sessions, recovery codes and challenges go; the next sign-in enrols.
	again := e.SignedIn("support")
	if err := e.DB.Gorm.Exec(`INSERT INTO control.operator_recovery_codes (operator_id, code_hash) VALUES (?, 'x')`, again.Operator.ID).Error; err != nil {
		t.Fatal(err)
	}
	boss.Post("/api/ops/operators/reset-totp", map[string]any{"id": again.Operator.ID}).Expect(t, http.StatusOK).Decode(t, &row)
	if row.Enrolled || count(t, e, `SELECT count(*) FROM control.operator_recovery_codes WHERE operator_id = ?`, again.Operator.ID) != 0 {
		t.Fatalf("reset: %+v", row)
	}
	again.Post("/api/ops/auth/me", map[string]any{}).Expect(t, http.StatusUnauthorized)
	e.Nobody().Post("/api/ops/auth/login", map[string]any{"email": again.Operator.Email, "password": opstest.Password}).Expect(t, http.StatusOK).Decode(t, &step)
	if !step.Enrol {
		t.Fatal("does not enrol after a reset")
	}

	for action, n := range map[string]int64{"operator.add": 1, "operator.role": 1, "operator.disable": 1, "operator.enable": 1, "operator.reset_totp": 1} {
		if got := count(t, e, `SELECT count(*) FROM control.operator_audit WHERE action = ? AND outcome = 'ok' AND operator_id = ?`, action, boss.Operator.ID); got != n {
			t.Errorf("%s audited %d times, want %d", action, got, n)
		}
	}
	// Refusals change nothing and write no "ok" line.
	if got := count(t, e, `SELECT count(*) FROM control.operators`); got != 4 {
		t.Errorf("%d operators", got)
	}
}

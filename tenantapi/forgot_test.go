package tenantapi_test

import (
	tt "congregate/tenantapi/tenanttest"
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/hibiken/asynq"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/auth/accounts"
	"congregate/tenantapi/people/logins"
)

// Forgot answers an unknown account exactly as a known one and does the same work for both: it
// queues one reset request and reads or writes no account. The worker finds the account, and only
// then does a message exist.
func TestForgotAnswersAlikeAndLeavesTheWorkToTheWorker(t *testing.T) {
	e := tt.New(t)
	var tokens int
	e.Scan(e.Alpha, `SELECT count(*) FROM auth_tokens`, &tokens)
	ids := []string{"admin@alpha.test", "nobody@alpha.test", "+1 555 000 1001", "+15559999999", "not a contact"}
	var answers []string
	for _, id := range ids {
		r := e.Post(e.Alpha, "/api/auth/forgot", "", map[string]any{"emailOrPhone": id, "tokenType": "password"})
		answers = append(answers, fmt.Sprintf("%d %s %s %s", r.Status, r.Code, r.Msg, r.Raw))
	}
	for i := range answers {
		if answers[i] != answers[0] {
			t.Fatalf("%q answered %s, %q answered %s", ids[i], answers[i], ids[0], answers[0])
		}
	}
	tt.ExpectCode(t, e.Post(e.Alpha, "/api/auth/forgot", "", map[string]any{"emailOrPhone": "admin@alpha.test"}), 200, "00", "If an account matches, we have sent reset instructions.")
	if n := len(pendingResets(e)); n != len(ids)+1 {
		t.Fatalf("%d reset requests queued, want %d", n, len(ids)+1)
	}
	var after int
	e.Scan(e.Alpha, `SELECT count(*) FROM auth_tokens`, &after)
	if after != tokens || e.AuditCount(e.Alpha, "forgot_request") != 0 || e.MessageCount("admin@alpha.test") != 0 {
		t.Fatal("the API did the worker's part")
	}

	sendResets(e)
	if e.MessageCount("admin@alpha.test") != 2 || e.MessageCount("+15550001001") != 1 || e.MessageCount("nobody@alpha.test") != 0 {
		t.Fatalf("messages: admin %d, phone %d, nobody %d", e.MessageCount("admin@alpha.test"), e.MessageCount("+15550001001"), e.MessageCount("nobody@alpha.test"))
	}
	var found, missed int
	e.Scan(e.Alpha, `SELECT count(*) FILTER (WHERE outcome = 'success'), count(*) FILTER (WHERE outcome = 'failure') FROM audit_log WHERE event = 'forgot_request'`, &found, &missed)
	if found != 3 || missed != 3 {
		t.Fatalf("forgot_request audited %d found, %d missed; want 3 and 3", found, missed)
	}
}

func pendingResets(e *tt.Env) []*asynq.TaskInfo {
	e.T.Helper()
	tasks, err := e.Insp.ListPendingTasks(e.Queue, asynq.PageSize(1000))
	if err != nil {
		e.T.Fatal(err)
	}
	var out []*asynq.TaskInfo
	for _, ti := range tasks {
		if ti.Type == jobs.TypeResetRequest {
			out = append(out, ti)
		}
	}
	return out
}

// sendResets does the worker's part of the queued forgot requests (worker/resets, less the send
// ledger): a request naming an active account becomes its reset message, queued where e.message
// reads messages.
func sendResets(e *tt.Env) {
	e.T.Helper()
	resets := accounts.Resets{Tenants: e.App.Tenants, People: logins.Logins{}, ChurchURL: e.App.Config.ChurchURL}
	for _, ti := range pendingResets(e) {
		var req jobs.ResetRequest
		if err := json.Unmarshal(ti.Payload, &req); err != nil {
			e.T.Fatal(err)
		}
		church, err := e.App.Resolver.ByID(context.Background(), req.ChurchID)
		if err != nil {
			e.T.Fatal(err)
		}
		ctx := tenancy.WithChurch(context.Background(), church)
		p, err := resets.Find(ctx, req)
		if err == nil && p != nil {
			var m jobs.Message
			if m, err = resets.Issue(ctx, req, p); err == nil && req.Mobile != "" {
				err = e.Client.SendSMS(ctx, m)
			} else if err == nil {
				err = e.Client.SendEmail(ctx, m)
			}
		}
		if err != nil {
			e.T.Fatal(err)
		}
		if err := e.Insp.DeleteTask(e.Queue, ti.ID); err != nil {
			e.T.Fatal(err)
		}
	}
}

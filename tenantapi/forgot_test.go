package tenantapi

import (
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
	e := newEnv(t)
	var tokens int
	e.scan(e.alpha, `SELECT count(*) FROM auth_tokens`, &tokens)
	ids := []string{"admin@alpha.test", "nobody@alpha.test", "+1 555 000 1001", "+15559999999", "not a contact"}
	var answers []string
	for _, id := range ids {
		r := e.post(e.alpha, "/api/auth/forgot", "", map[string]any{"emailOrPhone": id, "tokenType": "password"})
		answers = append(answers, fmt.Sprintf("%+v", r))
	}
	for i := range answers {
		if answers[i] != answers[0] {
			t.Fatalf("%q answered %s, %q answered %s", ids[i], answers[i], ids[0], answers[0])
		}
	}
	expect(t, e.post(e.alpha, "/api/auth/forgot", "", map[string]any{"emailOrPhone": "admin@alpha.test"}), 200, "00", "If an account matches, we have sent reset instructions.")
	if n := len(e.pendingResets()); n != len(ids)+1 {
		t.Fatalf("%d reset requests queued, want %d", n, len(ids)+1)
	}
	var after int
	e.scan(e.alpha, `SELECT count(*) FROM auth_tokens`, &after)
	if after != tokens || e.auditCount(e.alpha, "forgot_request") != 0 || e.messageCount("admin@alpha.test") != 0 {
		t.Fatal("the API did the worker's part")
	}

	e.sendResets()
	if e.messageCount("admin@alpha.test") != 2 || e.messageCount("+15550001001") != 1 || e.messageCount("nobody@alpha.test") != 0 {
		t.Fatalf("messages: admin %d, phone %d, nobody %d", e.messageCount("admin@alpha.test"), e.messageCount("+15550001001"), e.messageCount("nobody@alpha.test"))
	}
	var found, missed int
	e.scan(e.alpha, `SELECT count(*) FILTER (WHERE outcome = 'success'), count(*) FILTER (WHERE outcome = 'failure') FROM audit_log WHERE event = 'forgot_request'`, &found, &missed)
	if found != 3 || missed != 3 {
		t.Fatalf("forgot_request audited %d found, %d missed; want 3 and 3", found, missed)
	}
}

func (e *env) pendingResets() []*asynq.TaskInfo {
	e.t.Helper()
	tasks, err := e.insp.ListPendingTasks(e.queue, asynq.PageSize(1000))
	if err != nil {
		e.t.Fatal(err)
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
func (e *env) sendResets() {
	e.t.Helper()
	resets := accounts.Resets{Tenants: e.app.Tenants, People: logins.Logins{}, ChurchURL: e.app.Config.ChurchURL}
	for _, ti := range e.pendingResets() {
		var req jobs.ResetRequest
		if err := json.Unmarshal(ti.Payload, &req); err != nil {
			e.t.Fatal(err)
		}
		church, err := e.app.Resolver.ByID(context.Background(), req.ChurchID)
		if err != nil {
			e.t.Fatal(err)
		}
		ctx := tenancy.WithChurch(context.Background(), church)
		p, err := resets.Find(ctx, req)
		if err == nil && p != nil {
			var m jobs.Message
			if m, err = resets.Issue(ctx, req, p); err == nil && req.Mobile != "" {
				err = e.client.SendSMS(ctx, m)
			} else if err == nil {
				err = e.client.SendEmail(ctx, m)
			}
		}
		if err != nil {
			e.t.Fatal(err)
		}
		if err := e.insp.DeleteTask(e.queue, ti.ID); err != nil {
			e.t.Fatal(err)
		}
	}
}

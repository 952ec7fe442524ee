package outbox_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"congregate/tenantapi/communications/delivery"
	"congregate/worker/outbox"
)

// Two outboxes on one file play two worker processes: what one wrote, the other's Lookup finds,
// and a line still being written is not taken for a record.
func TestLookupAcrossProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "outbox.jsonl")
	a, _ := outbox.New(path)
	b, _ := outbox.New(path)
	ctx := context.Background()
	if _, ok, err := b.Lookup(ctx, "k1", delivery.Outgoing{}); ok || err != nil {
		t.Fatalf("lookup in a missing file: %v %v", ok, err)
	}
	acc, err := a.Send(ctx, delivery.Outgoing{Channel: delivery.ChannelMMS, AttemptKey: "k1", Church: "grace", To: "+15550001",
		Text: "Hi", MediaURLs: []string{"https://grace.example.org/m/1"}, CommunicationID: 7})
	if err != nil || acc.Ref != "outbox:k1" || !acc.Delivered {
		t.Fatalf("send: %+v %v", acc, err)
	}
	if ref, ok, err := b.Lookup(ctx, "k1", delivery.Outgoing{}); !ok || ref != "outbox:k1" || err != nil {
		t.Fatalf("lookup: %q %v %v", ref, ok, err)
	}
	if _, ok, _ := b.Lookup(ctx, "k2", delivery.Outgoing{}); ok {
		t.Fatal("found a record never written")
	}
	// Half a line (a writer in the middle of its write): not a record yet.
	f, _ := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	_, _ = f.WriteString(`{"id":"k2","channel":"sms"`)
	if _, ok, _ := b.Lookup(ctx, "k2", delivery.Outgoing{}); ok {
		t.Fatal("found a half-written record")
	}
	_, _ = f.WriteString("}\n")
	f.Close()
	if _, ok, _ := b.Lookup(ctx, "k2", delivery.Outgoing{}); !ok {
		t.Fatal("the finished line is not found")
	}
	if _, err := a.Send(ctx, delivery.Outgoing{Channel: delivery.ChannelEmail, AttemptKey: "k3", To: "a@example.org", Subject: "S",
		Text: "T", HTML: "<p>T</p>", FromName: "Grace", ReplyTo: "office@grace.org",
		Headers: map[string]string{"List-Unsubscribe": "<https://x/u?t=1>"}}); err != nil {
		t.Fatal(err)
	}
	raw, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSpace(string(raw)), "\n")
	var r outbox.Record
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &r); err != nil {
		t.Fatal(err)
	}
	if r.ID != "k3" || r.HTML != "<p>T</p>" || r.From != "Grace" || r.ReplyTo != "office@grace.org" || r.Headers["List-Unsubscribe"] == "" {
		t.Fatalf("record %+v", r)
	}
	// The file emptied by a developer: the index starts again.
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := b.Lookup(ctx, "k1", delivery.Outgoing{}); ok {
		t.Fatal("found a record of a truncated file")
	}
}

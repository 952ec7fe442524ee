package outbox_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"congregate/worker/ledger"
	"congregate/worker/outbox"
)

func TestConcurrentAppendsStayWholeLines(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nested", "dir", "outbox.jsonl")
	box, err := outbox.New(path)
	if err != nil {
		t.Fatal(err)
	}
	// Bodies far larger than a pipe buffer make interleaved writes visible as broken JSON.
	body := strings.Repeat("Grüße aus der Gemeinde. ", 3000)
	const writers, each = 16, 20
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				key := fmt.Sprintf("k-%d-%d", w, i)
				ctx := ledger.WithEntry(context.Background(), ledger.Entry{Key: key, Church: "grace"})
				var err error
				if i%2 == 0 {
					_, err = box.SendSMS(ctx, "+15550001", body)
				} else {
					_, err = box.SendEmail(ctx, "a@example.org", "Hello", body)
				}
				if err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()

	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	seen := map[string]bool{}
	for sc.Scan() {
		var r outbox.Record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("line %d is not JSON: %v", len(seen)+1, err)
		}
		if r.Body != body || r.Church != "grace" || r.SentAt.IsZero() || seen[r.ID] {
			t.Fatalf("unexpected record %.200v", r)
		}
		if want := map[bool]string{true: "email", false: "sms"}[r.Subject == "Hello"]; r.Channel != want {
			t.Fatalf("record %s has channel %q", r.ID, r.Channel)
		}
		seen[r.ID] = true
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(seen) != writers*each {
		t.Fatalf("%d lines, want %d", len(seen), writers*each)
	}
}

func TestRecordFormat(t *testing.T) {
	path := filepath.Join(t.TempDir(), "outbox.jsonl")
	box, err := outbox.New(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := ledger.WithEntry(context.Background(), ledger.Entry{Key: "otp:9", Church: "grace"})
	ref, err := box.SendSMS(ctx, "+15550002", "Your code is 123456")
	if err != nil || ref != "outbox:otp:9" {
		t.Fatalf("ref %q, err %v", ref, err)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]any
	if err := json.Unmarshal(raw, &fields); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"id": "otp:9", "channel": "sms", "church": "grace", "to": "+15550002",
		"subject": "", "body": "Your code is 123456"}
	for k, v := range want {
		if fields[k] != v {
			t.Errorf("%s = %v, want %v", k, fields[k], v)
		}
	}
	if _, ok := fields["sentAt"].(string); !ok || len(fields) != len(want)+1 {
		t.Errorf("fields %v", fields)
	}
}

package push_test

import (
	"encoding/base64"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

func TestPushKeyAndSubscribe(t *testing.T) {
	e := pt.New(t)
	fin := e.Login(e.Alpha, "finance@alpha.test") // no communications permission: push is open
	key := func(c string) string {
		t.Helper()
		r := e.Post(e.Alpha, "/api/communications/push/key", c, map[string]any{})
		pt.Expect(t, r, 200, "Push key")
		return r.D["publicKey"].(string)
	}
	k1 := key(fin)
	raw, err := base64.RawURLEncoding.DecodeString(k1)
	if err != nil || len(raw) != 65 || raw[0] != 4 {
		t.Fatalf("public key %q is not an uncompressed P-256 point (%d bytes, %v)", k1, len(raw), err)
	}
	if k2 := key(e.Login(e.Alpha, "admin@alpha.test")); k2 != k1 {
		t.Fatalf("the key changed: %q then %q", k1, k2)
	}
	bravo := e.Post(e.Bravo, "/api/communications/push/key", e.Login(e.Bravo, "admin@bravo.test"), map[string]any{})
	if bravo.D["publicKey"] == k1 {
		t.Fatal("two churches share a VAPID key")
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/communications/push/key", "", map[string]any{}), 401, "")

	sub := map[string]any{"endpoint": "https://push.example.net/send/abc", "keys": map[string]any{"p256dh": "BPk", "auth": "xyz"}}
	r := e.Post(e.Alpha, "/api/communications/push/subscribe", fin, sub)
	pt.Expect(t, r, 200, "Subscribed to notifications")
	id := r.D["id"]
	// The same endpoint again: one row, the new keys.
	sub["keys"] = map[string]any{"p256dh": "BPk2", "auth": "xyz2"}
	r = e.Post(e.Alpha, "/api/communications/push/subscribe", fin, sub)
	if r.D["id"] != id {
		t.Fatalf("re-subscribe made a new row: %v then %v", id, r.D["id"])
	}
	var n int64
	var p256 string
	e.Scan(e.Alpha, `SELECT count(*), max(p256dh) FROM push_subscriptions WHERE person_id = (SELECT id FROM people WHERE email = 'finance@alpha.test')`, &n, &p256)
	if n != 1 || p256 != "BPk2" {
		t.Fatalf("subscriptions: %d %q", n, p256)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/communications/push/subscribe", fin, map[string]any{"endpoint": "http://x", "keys": map[string]any{"p256dh": "a", "auth": "b"}}),
		400, "The push subscription's endpoint must be an https URL")
	pt.Expect(t, e.Post(e.Alpha, "/api/communications/push/subscribe", fin, map[string]any{"endpoint": "https://x.example/1"}),
		400, "The push subscription's keys are missing")
}

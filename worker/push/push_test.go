package push_test

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"congregate/tenantapi/communications/delivery"
	"congregate/worker/push"
)

// browser is a subscription's private side: what a browser keeps to decrypt its notifications.
type browser struct {
	key  *ecdh.PrivateKey
	auth []byte
}

func newBrowser(t *testing.T) browser {
	k, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	auth := make([]byte, 16)
	_, _ = rand.Read(auth)
	return browser{k, auth}
}

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// decrypt opens an aes128gcm body (RFC 8188 framing, RFC 8291 keys).
func (b browser) decrypt(t *testing.T, body []byte) []byte {
	t.Helper()
	if len(body) < 21 {
		t.Fatalf("body of %d bytes", len(body))
	}
	salt, rs, idlen := body[:16], binary.BigEndian.Uint32(body[16:20]), int(body[20])
	if idlen != 65 || rs < 18 {
		t.Fatalf("header: rs %d idlen %d", rs, idlen)
	}
	asPub := body[21 : 21+idlen]
	ct := body[21+idlen:]
	peer, err := ecdh.P256().NewPublicKey(asPub)
	if err != nil {
		t.Fatal(err)
	}
	secret, err := b.key.ECDH(peer)
	if err != nil {
		t.Fatal(err)
	}
	info := append(append([]byte("WebPush: info\x00"), b.key.PublicKey().Bytes()...), asPub...)
	ikm, _ := hkdf.Key(sha256.New, secret, b.auth, string(info), 32)
	prk, _ := hkdf.Extract(sha256.New, ikm, salt)
	cek, _ := hkdf.Expand(sha256.New, prk, "Content-Encoding: aes128gcm\x00", 16)
	nonce, _ := hkdf.Expand(sha256.New, prk, "Content-Encoding: nonce\x00", 12)
	blk, _ := aes.NewCipher(cek)
	gcm, _ := cipher.NewGCM(blk)
	plain, err := gcm.Open(nil, nonce, ct, nil)
	if err != nil {
		t.Fatalf("decrypt: %v", err)
	}
	i := bytes.LastIndexByte(plain, 2) // the last record's delimiter, then padding zeros
	if i < 0 {
		t.Fatal("no record delimiter")
	}
	return plain[:i]
}

// pushService plays a push service: it checks the VAPID JWT (ES256 over the church's public key,
// aud = the endpoint's origin, exp within 24 h, sub a contact), the encryption headers, and keeps
// the decrypted notification.
type pushService struct {
	t      *testing.T
	srv    *httptest.Server
	pub    string
	b      browser
	status int
	mu     sync.Mutex
	got    []push.Payload
	topics []string
}

func (p *pushService) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	t := p.t
	auth := r.Header.Get("Authorization")
	if !strings.HasPrefix(auth, "vapid t=") {
		t.Errorf("Authorization %q", auth)
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	parts := strings.SplitN(strings.TrimPrefix(auth, "vapid t="), ", k=", 2)
	if len(parts) != 2 || parts[1] != p.pub {
		t.Errorf("VAPID key %q, want the church's %q", auth, p.pub)
		w.WriteHeader(http.StatusForbidden)
		return
	}
	seg := strings.Split(parts[0], ".")
	if len(seg) != 3 {
		t.Fatalf("JWT %q", parts[0])
	}
	keyBytes, _ := base64.RawURLEncoding.DecodeString(p.pub)
	pk, err := ecdsa.ParseUncompressedPublicKey(elliptic.P256(), keyBytes)
	if err != nil {
		t.Fatal(err)
	}
	sig, _ := base64.RawURLEncoding.DecodeString(seg[2])
	digest := sha256.Sum256([]byte(seg[0] + "." + seg[1]))
	if len(sig) != 64 || !ecdsa.Verify(pk, digest[:], new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:])) {
		t.Error("VAPID JWT signature does not verify with the church's key")
		w.WriteHeader(http.StatusForbidden)
		return
	}
	var hdr struct{ Alg, Typ string }
	var claims struct {
		Aud string `json:"aud"`
		Exp int64  `json:"exp"`
		Sub string `json:"sub"`
	}
	hb, _ := base64.RawURLEncoding.DecodeString(seg[0])
	cb, _ := base64.RawURLEncoding.DecodeString(seg[1])
	_ = json.Unmarshal(hb, &hdr)
	_ = json.Unmarshal(cb, &claims)
	if hdr.Alg != "ES256" || claims.Aud != p.srv.URL || claims.Exp < time.Now().Unix() || claims.Exp > time.Now().Add(24*time.Hour).Unix() ||
		claims.Sub != "mailto:office@grace.org" {
		t.Errorf("JWT header %+v claims %+v", hdr, claims)
	}
	if r.Header.Get("Content-Encoding") != "aes128gcm" || r.Header.Get("TTL") == "" || r.Header.Get("Content-Type") != "application/octet-stream" {
		t.Errorf("headers %v", r.Header)
	}
	body, _ := io.ReadAll(r.Body)
	var pl push.Payload
	if err := json.Unmarshal(p.b.decrypt(t, body), &pl); err != nil {
		t.Fatal(err)
	}
	p.mu.Lock()
	p.got = append(p.got, pl)
	p.topics = append(p.topics, r.Header.Get("Topic"))
	p.mu.Unlock()
	status := p.status
	if status == 0 {
		status = http.StatusCreated
	}
	w.Header().Set("Location", p.srv.URL+"/m/1")
	w.WriteHeader(status)
}

func TestWebPush(t *testing.T) {
	priv, pub, err := webpush.GenerateVAPIDKeys()
	if err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t)
	ps := &pushService{t: t, pub: pub, b: b}
	ps.srv = httptest.NewServer(ps)
	defer ps.srv.Close()
	m := delivery.Outgoing{Channel: delivery.ChannelPush, AttemptKey: "c3-r9", Subject: "Service moved", Text: "Sunday at 11, Ann",
		Push: &delivery.PushTarget{Endpoint: ps.srv.URL + "/push/abc", P256dh: b64(b.key.PublicKey().Bytes()), Auth: b64(b.auth),
			VAPIDPublic: pub, VAPIDPrivate: priv, Subscriber: "office@grace.org", URL: "https://grace.example.org"}}
	p := push.New()
	acc, err := p.Send(t.Context(), m)
	if err != nil || acc.Ref != ps.srv.URL+"/m/1" {
		t.Fatalf("send: %+v %v", acc, err)
	}
	if len(ps.got) != 1 || ps.got[0] != (push.Payload{Title: "Service moved", Body: "Sunday at 11, Ann", URL: "https://grace.example.org"}) {
		t.Fatalf("notification %+v", ps.got)
	}
	if ps.topics[0] != push.Topic("c3-r9") || len(ps.topics[0]) > 32 {
		t.Errorf("Topic %q", ps.topics[0])
	}
	for status, want := range map[int]error{http.StatusGone: delivery.ErrPermanent, http.StatusTooManyRequests: delivery.ErrTemporary} {
		ps.status = status
		if _, err := p.Send(t.Context(), m); !errors.Is(err, want) {
			t.Errorf("%d: %v", status, err)
		}
	}
	ps.status = http.StatusBadGateway
	if _, err := p.Send(t.Context(), m); err == nil || errors.Is(err, delivery.ErrPermanent) || errors.Is(err, delivery.ErrTemporary) {
		t.Errorf("502: %v, want an unknown outcome", err)
	}
}

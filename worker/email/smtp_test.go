package email_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"io"
	"math/big"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
	"github.com/hibiken/asynq"

	"congregate/worker/email"
)

// received is what the in-process SMTP server saw of one message.
type received struct {
	from, to           string
	data               []byte
	tls                bool
	username, password string
}

type relay struct {
	addr string
	mu   sync.Mutex
	msgs []received
	// reject, when set, is the reply to RCPT.
	reject *smtp.SMTPError
}

func (r *relay) messages() []received {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]received(nil), r.msgs...)
}

type session struct {
	relay *relay
	conn  *smtp.Conn
	cur   received
}

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }
func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, user, pass string) error {
		s.cur.username, s.cur.password = user, pass
		return nil
	}), nil
}
func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	s.cur.from = from
	_, s.cur.tls = s.conn.TLSConnectionState()
	return nil
}
func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if s.relay.reject != nil {
		return s.relay.reject
	}
	s.cur.to = to
	return nil
}
func (s *session) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s.cur.data = b
	s.relay.mu.Lock()
	s.relay.msgs = append(s.relay.msgs, s.cur)
	s.relay.mu.Unlock()
	return nil
}
func (s *session) Reset()        {}
func (s *session) Logout() error { return nil }

// startRelay runs a go-smtp server on loopback; with tlsCfg it offers STARTTLS.
func startRelay(t *testing.T, tlsCfg *tls.Config) *relay {
	t.Helper()
	r := &relay{}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &session{relay: r, conn: c}, nil
	}))
	srv.Domain = "relay.test"
	srv.TLSConfig = tlsCfg
	srv.AllowInsecureAuth = tlsCfg == nil
	srv.ReadTimeout, srv.WriteTimeout = 5*time.Second, 5*time.Second
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	r.addr = l.Addr().String()
	go func() { _ = srv.Serve(l) }()
	t.Cleanup(func() { _ = srv.Close() })
	return r
}

// selfSigned returns a server certificate for 127.0.0.1 and a client pool that trusts it.
func selfSigned(t *testing.T) (*tls.Config, *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "relay.test"},
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}}, pool
}

func newSMTP(t *testing.T, r *relay, cfg email.SMTPConfig) *email.SMTP {
	t.Helper()
	cfg.Host, cfg.Port, _ = strings.Cut(r.addr, ":")
	s, err := email.NewSMTP(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSMTPStartTLSAuthAndMessage(t *testing.T) {
	serverTLS, roots := selfSigned(t)
	r := startRelay(t, serverTLS)
	s := newSMTP(t, r, email.SMTPConfig{
		Username: "mailer", Password: "s3cret",
		From: "Grace Church <no-reply@congregate.test>",
		TLS:  &tls.Config{RootCAs: roots},
	})

	body := "Hallo Jürgen,\n\nyour reset code is 123456.\n" + strings.Repeat("a long line ", 20) + "\n"
	ref, err := s.SendEmail(t.Context(), "Jürgen Müller <juergen@example.org>", "Passwort zurücksetzen", body)
	if err != nil {
		t.Fatal(err)
	}

	msgs := r.messages()
	if len(msgs) != 1 {
		t.Fatalf("relay received %d messages", len(msgs))
	}
	got := msgs[0]
	if !got.tls {
		t.Error("message was sent without STARTTLS although the relay offered it")
	}
	if got.username != "mailer" || got.password != "s3cret" {
		t.Errorf("auth %q/%q", got.username, got.password)
	}
	if got.from != "no-reply@congregate.test" || got.to != "juergen@example.org" {
		t.Errorf("envelope %q -> %q", got.from, got.to)
	}

	msg, err := mail.ReadMessage(strings.NewReader(string(got.data)))
	if err != nil {
		t.Fatal(err)
	}
	h := msg.Header
	dec := new(mime.WordDecoder)
	subject, err := dec.DecodeHeader(h.Get("Subject"))
	if err != nil || subject != "Passwort zurücksetzen" {
		t.Errorf("Subject %q (%q, %v)", subject, h.Get("Subject"), err)
	}
	if from, err := h.AddressList("From"); err != nil || from[0].Name != "Grace Church" || from[0].Address != "no-reply@congregate.test" {
		t.Errorf("From %q: %v", h.Get("From"), err)
	}
	if to, err := h.AddressList("To"); err != nil || to[0].Name != "Jürgen Müller" || to[0].Address != "juergen@example.org" {
		t.Errorf("To %q: %v", h.Get("To"), err)
	}
	if d, err := h.Date(); err != nil || time.Since(d) > time.Minute {
		t.Errorf("Date %q: %v", h.Get("Date"), err)
	}
	if id := h.Get("Message-ID"); id != ref || !strings.HasPrefix(id, "<") || !strings.HasSuffix(id, "@congregate.test>") {
		t.Errorf("Message-ID %q, provider ref %q", id, ref)
	}
	for k, v := range map[string]string{
		"MIME-Version":              "1.0",
		"Content-Type":              "text/plain; charset=UTF-8",
		"Content-Transfer-Encoding": "quoted-printable",
	} {
		if h.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, h.Get(k), v)
		}
	}
	for i, line := range strings.Split(string(got.data), "\r\n") {
		if len(line) > 78 {
			t.Errorf("line %d is %d characters long", i, len(line))
		}
	}
	decoded, err := io.ReadAll(quotedprintable.NewReader(msg.Body))
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.ReplaceAll(body, "\n", "\r\n"); string(decoded) != want {
		t.Errorf("body %q, want %q", decoded, want)
	}
}

func TestSMTPWithoutSTARTTLS(t *testing.T) {
	r := startRelay(t, nil)
	s := newSMTP(t, r, email.SMTPConfig{From: "no-reply@congregate.test"})
	// A subject with a line break must not be able to add headers.
	if _, err := s.SendEmail(t.Context(), "a@example.org", "Hi\r\nBcc: victim@example.org", "plain"); err != nil {
		t.Fatal(err)
	}
	msgs := r.messages()
	if len(msgs) != 1 || msgs[0].tls || msgs[0].username != "" {
		t.Fatalf("received %+v", msgs)
	}
	msg, err := mail.ReadMessage(strings.NewReader(string(msgs[0].data)))
	if err != nil {
		t.Fatal(err)
	}
	if msg.Header.Get("Bcc") != "" || msg.Header.Get("Subject") != "Hi Bcc: victim@example.org" {
		t.Errorf("headers %v", msg.Header)
	}
}

func TestSMTPRejections(t *testing.T) {
	for _, tc := range []struct {
		code      int
		permanent bool
	}{{550, true}, {451, false}} {
		r := startRelay(t, nil)
		r.reject = &smtp.SMTPError{Code: tc.code, EnhancedCode: smtp.EnhancedCode{tc.code / 100, 1, 1}, Message: "no"}
		s := newSMTP(t, r, email.SMTPConfig{From: "no-reply@congregate.test"})
		_, err := s.SendEmail(t.Context(), "a@example.org", "Hi", "x")
		if err == nil || errors.Is(err, asynq.SkipRetry) != tc.permanent {
			t.Errorf("reply %d: err %v, want permanent=%v", tc.code, err, tc.permanent)
		}
	}
	s := newSMTP(t, startRelay(t, nil), email.SMTPConfig{From: "no-reply@congregate.test"})
	if _, err := s.SendEmail(t.Context(), "not an address", "Hi", "x"); !errors.Is(err, asynq.SkipRetry) {
		t.Errorf("bad recipient: err %v, want permanent", err)
	}
}

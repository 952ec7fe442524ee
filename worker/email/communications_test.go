package email_test

import (
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"strings"
	"testing"

	"github.com/emersion/go-smtp"

	"congregate/tenantapi/communications/delivery"
	"congregate/worker/email"
)

func TestSMTPCommunication(t *testing.T) {
	r := startRelay(t, nil)
	s := newSMTP(t, r, email.SMTPConfig{From: "Congregate <no-reply@congregate.test>"})
	m := delivery.Outgoing{Channel: delivery.ChannelEmail, AttemptKey: "c12-r7", To: "ann@example.org", Name: "Ann Alpha",
		Subject: "[Grace] Welcome, Ann", Text: "Hello Ann,\n\nsee you Sunday.\n", HTML: "<p>Hello Ann,</p><p>see you Sunday.</p>",
		FromName: "Grace Church", ReplyTo: "office@grace.org",
		Headers: map[string]string{"List-Unsubscribe": "<https://grace.example.org/api/communications/unsubscribe?t=abc>",
			"List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "X-Evil\r\nBcc": "x"}}
	acc, err := s.Send(t.Context(), m)
	if err != nil {
		t.Fatal(err)
	}
	if acc.Ref != "<c12-r7@congregate.test>" {
		t.Errorf("ref %q", acc.Ref)
	}
	// The same attempt sent again (after a crash) carries the same Message-ID.
	if again, _ := s.Send(t.Context(), m); again.Ref != acc.Ref {
		t.Errorf("second Message-ID %q", again.Ref)
	}
	msgs := r.messages()
	if len(msgs) != 2 || msgs[0].to != "ann@example.org" || msgs[0].from != "no-reply@congregate.test" {
		t.Fatalf("relay got %+v", msgs)
	}
	msg, err := mail.ReadMessage(strings.NewReader(string(msgs[0].data)))
	if err != nil {
		t.Fatal(err)
	}
	h := msg.Header
	if from, _ := h.AddressList("From"); len(from) != 1 || from[0].Name != "Grace Church" || from[0].Address != "no-reply@congregate.test" {
		t.Errorf("From %q", h.Get("From"))
	}
	if to, _ := h.AddressList("To"); len(to) != 1 || to[0].Name != "Ann Alpha" {
		t.Errorf("To %q", h.Get("To"))
	}
	if h.Get("Reply-To") != "<office@grace.org>" || h.Get("Message-Id") != acc.Ref {
		t.Errorf("Reply-To %q Message-ID %q", h.Get("Reply-To"), h.Get("Message-Id"))
	}
	if h.Get("List-Unsubscribe") != "<https://grace.example.org/api/communications/unsubscribe?t=abc>" || h.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Errorf("unsubscribe headers %q %q", h.Get("List-Unsubscribe"), h.Get("List-Unsubscribe-Post"))
	}
	if h.Get("Bcc") != "" {
		t.Error("a header name with a line break added a Bcc")
	}
	if subj, _ := new(mime.WordDecoder).DecodeHeader(h.Get("Subject")); subj != "[Grace] Welcome, Ann" {
		t.Errorf("Subject %q", subj)
	}
	mt, params, err := mime.ParseMediaType(h.Get("Content-Type"))
	if err != nil || mt != "multipart/alternative" {
		t.Fatalf("Content-Type %q", h.Get("Content-Type"))
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	var types, bodies []string
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(p) // multipart decodes quoted-printable
		ct, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		types = append(types, ct)
		bodies = append(bodies, string(b))
	}
	if strings.Join(types, ",") != "text/plain,text/html" {
		t.Fatalf("parts %v", types)
	}
	if !strings.Contains(bodies[0], "see you Sunday.") || bodies[1] != "<p>Hello Ann,</p><p>see you Sunday.</p>" {
		t.Errorf("bodies %q", bodies)
	}
	if _, ok, err := s.Lookup(t.Context(), "c12-r7", m); ok || err != nil {
		t.Errorf("lookup %v %v: SMTP cannot look up", ok, err)
	}
}

func TestSMTPCommunicationRefusals(t *testing.T) {
	for _, tc := range []struct {
		code int
		want error
	}{{550, delivery.ErrPermanent}, {451, delivery.ErrTemporary}} {
		r := startRelay(t, nil)
		r.reject = &smtp.SMTPError{Code: tc.code, EnhancedCode: smtp.EnhancedCode{tc.code / 100, 1, 1}, Message: "no"}
		s := newSMTP(t, r, email.SMTPConfig{From: "no-reply@congregate.test"})
		if _, err := s.Send(t.Context(), delivery.Outgoing{To: "a@example.org", Text: "x"}); !errors.Is(err, tc.want) {
			t.Errorf("reply %d: %v", tc.code, err)
		}
	}
	s := newSMTP(t, startRelay(t, nil), email.SMTPConfig{From: "no-reply@congregate.test"})
	if _, err := s.Send(t.Context(), delivery.Outgoing{To: "not an address", Text: "x"}); !errors.Is(err, delivery.ErrPermanent) {
		t.Errorf("bad address: %v", err)
	}
}

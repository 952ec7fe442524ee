package email

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/textproto"
	"sort"
	"strings"
	"time"

	"congregate/tenantapi/communications/delivery"
)

// Send submits one e-mail of a communication: multipart/alternative with the text and the HTML
// part, From with the church's sender name (the address is SMTP_FROM's), Reply-To the church's,
// the extra headers (List-Unsubscribe, List-Unsubscribe-Post), and a Message-ID made of the
// attempt key. SMTP has no lookup, so an attempt of unknown outcome is sent again with the same
// Message-ID (e-mail is at least once; mail clients and Gmail fold copies with one Message-ID).
func (s *SMTP) Send(ctx context.Context, m delivery.Outgoing) (delivery.Accepted, error) {
	rcpt, err := mail.ParseAddress(m.To)
	if err != nil {
		return delivery.Accepted{}, delivery.Permanent(fmt.Errorf("smtp: recipient %q: %v", m.To, err))
	}
	if m.Name != "" {
		rcpt.Name = m.Name
	}
	from := &mail.Address{Name: s.from.Name, Address: s.from.Address}
	if n := singleLine(m.FromName); n != "" {
		from.Name = n
	}
	id := messageIDFor(m.AttemptKey, s.from)
	msg := composeAlternative(from, rcpt, m, id, time.Now())
	if err := s.submit(ctx, rcpt.Address, msg); err != nil {
		var reply *textproto.Error
		var op *net.OpError
		switch {
		case errors.As(err, &reply) && reply.Code >= 500:
			return delivery.Accepted{}, delivery.Permanent(fmt.Errorf("smtp: %w", err))
		case errors.As(err, &reply) && reply.Code >= 400:
			return delivery.Accepted{}, delivery.Temporary(fmt.Errorf("smtp: %w", err))
		case errors.As(err, &op) && op.Op == "dial":
			return delivery.Accepted{}, delivery.Temporary(fmt.Errorf("smtp: %w", err))
		}
		return delivery.Accepted{}, fmt.Errorf("smtp: %w", err)
	}
	return delivery.Accepted{Ref: id}, nil
}

// Lookup cannot ask an SMTP relay what it accepted: never found, so the message goes again.
func (s *SMTP) Lookup(context.Context, string, delivery.Outgoing) (string, bool, error) {
	return "", false, nil
}

// messageIDFor is the Message-ID of an attempt: the same for every send of it.
func messageIDFor(key string, from *mail.Address) string {
	domain := "localhost"
	if at := strings.LastIndexByte(from.Address, '@'); at >= 0 {
		domain = from.Address[at+1:]
	}
	var b strings.Builder
	for _, c := range key {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '.', c == '-', c == '_':
			b.WriteRune(c)
		default:
			b.WriteByte('_')
		}
	}
	if b.Len() == 0 {
		r := make([]byte, 16)
		_, _ = rand.Read(r)
		b.WriteString(hex.EncodeToString(r))
	}
	return "<" + strings.Trim(b.String(), ".") + "@" + domain + ">"
}

// composeAlternative renders the message: headers, then a text/plain and a text/html part, both
// quoted-printable UTF-8.
func composeAlternative(from, to *mail.Address, m delivery.Outgoing, messageID string, date time.Time) []byte {
	var b bytes.Buffer
	header := func(name, value string) { b.WriteString(name + ": " + value + "\r\n") }
	header("From", from.String())
	header("To", to.String())
	if rt, err := mail.ParseAddress(m.ReplyTo); err == nil && m.ReplyTo != "" {
		header("Reply-To", rt.String())
	}
	header("Subject", mime.QEncoding.Encode("utf-8", singleLine(m.Subject)))
	header("Date", date.Format(time.RFC1123Z))
	header("Message-ID", messageID)
	names := make([]string, 0, len(m.Headers))
	for k := range m.Headers {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		if k = textproto.CanonicalMIMEHeaderKey(singleLine(k)); k != "" && !strings.ContainsAny(k, ": ") {
			header(k, singleLine(m.Headers[k]))
		}
	}
	header("MIME-Version", "1.0")
	r := make([]byte, 12)
	_, _ = rand.Read(r)
	boundary := "=_" + hex.EncodeToString(r)
	header("Content-Type", `multipart/alternative; boundary="`+boundary+`"`)
	b.WriteString("\r\n")
	part := func(contentType, body string) {
		b.WriteString("--" + boundary + "\r\n")
		b.WriteString("Content-Type: " + contentType + "; charset=UTF-8\r\n")
		b.WriteString("Content-Transfer-Encoding: quoted-printable\r\n\r\n")
		qp := quotedprintable.NewWriter(&b)
		_, _ = qp.Write([]byte(strings.ReplaceAll(body, "\r\n", "\n")))
		_ = qp.Close()
		b.WriteString("\r\n")
	}
	part("text/plain", m.Text)
	if m.HTML != "" {
		part("text/html", m.HTML)
	}
	b.WriteString("--" + boundary + "--\r\n")
	return b.Bytes()
}

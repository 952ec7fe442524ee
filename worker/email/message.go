package email

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"mime"
	"mime/quotedprintable"
	"net/mail"
	"strings"
	"time"
)

// composeMessage renders an RFC 5322 message with a MIME text/plain UTF-8 body. Quoted-printable
// keeps every line short and 7-bit whatever the body holds, so no relay has to rewrite it.
func composeMessage(from, to *mail.Address, subject, body, messageID string, date time.Time) []byte {
	var b bytes.Buffer
	header := func(name, value string) { b.WriteString(name + ": " + value + "\r\n") }
	header("From", from.String())
	header("To", to.String())
	header("Subject", mime.QEncoding.Encode("utf-8", singleLine(subject)))
	header("Date", date.Format(time.RFC1123Z))
	header("Message-ID", messageID)
	header("MIME-Version", "1.0")
	header("Content-Type", "text/plain; charset=UTF-8")
	header("Content-Transfer-Encoding", "quoted-printable")
	b.WriteString("\r\n")
	qp := quotedprintable.NewWriter(&b)
	_, _ = qp.Write([]byte(body)) // writes to a bytes.Buffer cannot fail
	_ = qp.Close()
	return b.Bytes()
}

// newMessageID returns a globally unique Message-ID in the sender's domain.
func newMessageID(from *mail.Address) string {
	domain := "localhost"
	if at := strings.LastIndexByte(from.Address, '@'); at >= 0 {
		domain = from.Address[at+1:]
	}
	r := make([]byte, 16)
	_, _ = rand.Read(r)
	return "<" + hex.EncodeToString(r) + "@" + domain + ">"
}

// singleLine keeps a header value on one line: a CR or LF in a subject would start a new header.
func singleLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

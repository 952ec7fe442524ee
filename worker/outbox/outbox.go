// Package outbox is the development provider for every channel: instead of sending, it appends each
// message as one JSON line to a file a person can read (OTP and reset codes included).
package outbox

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"congregate/worker/ledger"
)

// Record is one line of the outbox file (docs/api.md, "Development outbox").
type Record struct {
	ID      string    `json:"id"`
	Channel string    `json:"channel"`
	Church  string    `json:"church"`
	To      string    `json:"to"`
	Subject string    `json:"subject"`
	Body    string    `json:"body"`
	SentAt  time.Time `json:"sentAt"`

	// Communications (issue 12): what the other channels carry besides a body.
	From          string            `json:"from,omitempty"`         // SMS sender ID, e-mail sender name
	ReplyTo       string            `json:"replyTo,omitempty"`      // e-mail
	HTML          string            `json:"html,omitempty"`         // e-mail HTML part
	Headers       map[string]string `json:"headers,omitempty"`      // e-mail List-Unsubscribe and the like
	MediaURLs     []string          `json:"mediaUrls,omitempty"`    // MMS
	RecordingURL  string            `json:"recordingUrl,omitempty"` // voice: a recording played (else Body is said)
	Communication int64             `json:"communication,omitempty"`
}

// Outbox implements sms.Sender and email.Sender.
type Outbox struct {
	path string
	idx  index // the records' ids, read on demand by Lookup
	// mu keeps lines whole within this process; O_APPEND with one write per line keeps them whole
	// across processes sharing the file.
	mu sync.Mutex
}

// New returns an outbox writing to path, creating its directory.
func New(path string) (*Outbox, error) {
	if path == "" {
		return nil, fmt.Errorf("outbox: no file configured (OUTBOX_FILE)")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("outbox: %w", err)
	}
	return &Outbox{path: path}, nil
}

// Path is the file the outbox appends to.
func (o *Outbox) Path() string { return o.path }

// SendSMS records an SMS.
func (o *Outbox) SendSMS(ctx context.Context, to, body string) (string, error) {
	return o.append(ctx, Record{Channel: ledger.ChannelSMS, To: to, Body: body})
}

// SendEmail records an e-mail.
func (o *Outbox) SendEmail(ctx context.Context, to, subject, body string) (string, error) {
	return o.append(ctx, Record{Channel: ledger.ChannelEmail, To: to, Subject: subject, Body: body})
}

func (o *Outbox) append(ctx context.Context, r Record) (string, error) {
	if e, ok := ledger.EntryFrom(ctx); ok {
		r.ID, r.Church = e.Key, e.Church
	} else {
		r.ID = randomID()
	}
	return o.write(r)
}

// write appends r as one line and answers its reference.
func (o *Outbox) write(r Record) (string, error) {
	r.SentAt = time.Now().UTC()
	line, err := json.Marshal(r)
	if err != nil {
		return "", err
	}
	line = append(line, '\n')

	o.mu.Lock()
	defer o.mu.Unlock()
	// Opened per message so a developer may delete or truncate the file while the worker runs.
	f, err := os.OpenFile(o.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return "", fmt.Errorf("outbox: %w", err)
	}
	if _, err := f.Write(line); err != nil {
		f.Close()
		return "", fmt.Errorf("outbox: %w", err)
	}
	if err := f.Close(); err != nil {
		return "", fmt.Errorf("outbox: %w", err)
	}
	return "outbox:" + r.ID, nil
}

func randomID() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

package outbox

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"sync"

	"congregate/tenantapi/communications/delivery"
)

// Send records one message of a communication (every channel: sms, mms, voice, email, push) under
// its attempt key as the record's id, so Lookup finds it after a crash.
func (o *Outbox) Send(ctx context.Context, m delivery.Outgoing) (delivery.Accepted, error) {
	r := Record{ID: m.AttemptKey, Channel: m.Channel, Church: m.Church, To: m.To, Subject: m.Subject, Body: m.Text,
		From: m.From, HTML: m.HTML, Headers: m.Headers, MediaURLs: m.MediaURLs, RecordingURL: m.RecordingURL,
		Communication: m.CommunicationID}
	switch m.Channel {
	case delivery.ChannelEmail:
		r.From, r.ReplyTo = m.FromName, m.ReplyTo
	case delivery.ChannelPush:
		if m.Push != nil {
			r.To = m.Push.Endpoint
		}
	}
	ref, err := o.write(r)
	if err != nil {
		return delivery.Accepted{}, err
	}
	return delivery.Accepted{Ref: ref, Delivered: true}, nil
}

// DeliversAtOnce says the outbox's messages are delivered as soon as they are written.
func (o *Outbox) DeliversAtOnce() bool { return true }

// Lookup finds the record written under attemptKey, in this process or another: the file is read
// from where the last lookup stopped (from the start again when it was truncated).
func (o *Outbox) Lookup(_ context.Context, attemptKey string, _ delivery.Outgoing) (string, bool, error) {
	o.idx.mu.Lock()
	defer o.idx.mu.Unlock()
	if err := o.idx.refresh(o.path); err != nil {
		return "", false, err
	}
	if o.idx.ids[attemptKey] {
		return "outbox:" + attemptKey, true, nil
	}
	return "", false, nil
}

// index holds the ids of the records read so far and where the reading stopped.
type index struct {
	mu     sync.Mutex
	offset int64
	ids    map[string]bool
}

func (x *index) refresh(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		x.offset, x.ids = 0, nil
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if x.ids == nil || st.Size() < x.offset {
		x.offset, x.ids = 0, map[string]bool{}
	}
	if _, err := f.Seek(x.offset, io.SeekStart); err != nil {
		return err
	}
	rd := bufio.NewReaderSize(f, 1<<16)
	for {
		line, err := rd.ReadBytes('\n')
		if len(line) > 0 && line[len(line)-1] == '\n' {
			x.offset += int64(len(line))
			var r struct {
				ID string `json:"id"`
			}
			if json.Unmarshal(line, &r) == nil && r.ID != "" {
				x.ids[r.ID] = true
			}
		}
		if err == io.EOF {
			return nil // a line still being written is read next time
		}
		if err != nil {
			return err
		}
	}
}

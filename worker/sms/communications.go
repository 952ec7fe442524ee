package sms

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"congregate/tenantapi/communications/delivery"
)

// maxInlineTwiML is Twilio's limit of the Twiml parameter of a call; longer words go by Url.
const maxInlineTwiML = 4000

// lookupSkew is how much earlier than the attempt's start a message found by Lookup may have been
// created (the clocks of Twilio and of the database differ a little).
const lookupSkew = 2 * time.Minute

// Send sends one message of a communication: an SMS or MMS (Messages.json; MediaUrl for MMS) or a
// voice call (Calls.json; the words said or the recording played as inline TwiML, or the church's
// TwiML URL when they are too long). StatusCallback carries the progress to the church's webhook.
// The sender is the church's sender ID when it set one, else TWILIO_FROM (calls always come from
// TWILIO_FROM: a call needs a number).
func (t *Twilio) Send(ctx context.Context, m delivery.Outgoing) (delivery.Accepted, error) {
	form := url.Values{"To": {m.To}}
	resource := "Messages.json"
	switch m.Channel {
	case delivery.ChannelSMS, delivery.ChannelMMS:
		from := m.From
		if from == "" {
			from = t.from
		}
		form.Set("From", from)
		form.Set("Body", m.Text)
		for _, u := range m.MediaURLs {
			form.Add("MediaUrl", u)
		}
	case delivery.ChannelVoice:
		resource = "Calls.json"
		form.Set("From", t.from)
		twiml := CallTwiML(m.Text, m.RecordingURL)
		if len(twiml) <= maxInlineTwiML || m.VoiceURL == "" {
			form.Set("Twiml", twiml)
		} else {
			form.Set("Url", m.VoiceURL)
		}
	default:
		return delivery.Accepted{}, delivery.Permanent(fmt.Errorf("twilio: channel %q", m.Channel))
	}
	if m.StatusCallback != "" {
		form.Set("StatusCallback", m.StatusCallback)
	}
	var answer struct {
		SID string `json:"sid"`
	}
	if err := t.call(ctx, http.MethodPost, resource, form, &answer); err != nil {
		return delivery.Accepted{}, err
	}
	if answer.SID == "" {
		return delivery.Accepted{}, fmt.Errorf("twilio: accepted without a sid")
	}
	return delivery.Accepted{Ref: answer.SID}, nil
}

// CallTwiML is what a call says (<Say>) or plays (<Play>).
func CallTwiML(words, recordingURL string) string {
	if recordingURL != "" {
		return "<Response><Play>" + html.EscapeString(recordingURL) + "</Play></Response>"
	}
	return "<Response><Say>" + html.EscapeString(words) + "</Say></Response>"
}

// Lookup finds the message (or call) of an attempt whose outcome is unknown: Twilio's list of
// Messages (Calls) filtered by To and From, newest first, and among them one created since the
// attempt started (less lookupSkew) with exactly the attempt's body. Twilio keeps no key of ours on
// a message (a StatusCallback URL is not part of the resource), so To, From, body and time are the
// match; a call has no body, so a call to the same number from the same church in the same
// minutes would be taken for this one.
func (t *Twilio) Lookup(ctx context.Context, _ string, m delivery.Outgoing) (string, bool, error) {
	q := url.Values{"To": {m.To}, "PageSize": {"50"}}
	resource, listKey := "Messages.json", "messages"
	switch m.Channel {
	case delivery.ChannelSMS, delivery.ChannelMMS:
		from := m.From
		if from == "" {
			from = t.from
		}
		q.Set("From", from)
	case delivery.ChannelVoice:
		resource, listKey = "Calls.json", "calls"
		q.Set("From", t.from)
	default:
		return "", false, fmt.Errorf("twilio: channel %q", m.Channel)
	}
	var page map[string]json.RawMessage
	if err := t.call(ctx, http.MethodGet, resource+"?"+q.Encode(), nil, &page); err != nil {
		return "", false, err
	}
	var items []struct {
		SID         string `json:"sid"`
		Body        string `json:"body"`
		DateCreated string `json:"date_created"`
	}
	if raw, ok := page[listKey]; ok {
		if err := json.Unmarshal(raw, &items); err != nil {
			return "", false, fmt.Errorf("twilio: list %s: %w", resource, err)
		}
	}
	since := m.Since.Add(-lookupSkew)
	for _, it := range items {
		created, err := time.Parse(time.RFC1123Z, it.DateCreated)
		if err != nil || created.Before(since) {
			continue
		}
		if listKey == "messages" && it.Body != m.Text {
			continue
		}
		return it.SID, true, nil
	}
	return "", false, nil
}

// call sends one request to the account's resource and decodes a 2xx answer into out. 4xx
// answers are permanent (but 429, temporary), a refused connection temporary; a 5xx answer or a
// connection lost after the request went out leaves the outcome unknown.
func (t *Twilio) call(ctx context.Context, method, resource string, form url.Values, out any) error {
	endpoint := t.baseURL + "/2010-04-01/Accounts/" + url.PathEscape(t.accountSID) + "/" + resource
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(ctx, method, endpoint, body)
	if err != nil {
		return delivery.Permanent(err)
	}
	req.SetBasicAuth(t.accountSID, t.authToken)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	req.Header.Set("Accept", "application/json")
	resp, err := t.client.Do(req)
	if err != nil {
		var op *net.OpError
		if errors.As(err, &op) && op.Op == "dial" {
			return delivery.Temporary(fmt.Errorf("twilio: %w", err))
		}
		return fmt.Errorf("twilio: %w", err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return fmt.Errorf("twilio: read answer: %w", err)
	}
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		if err := json.Unmarshal(raw, out); err != nil {
			return fmt.Errorf("twilio: %s: %w", resp.Status, err)
		}
		return nil
	}
	var e struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	_ = json.Unmarshal(raw, &e)
	err = fmt.Errorf("twilio: %s (code %d: %s)", resp.Status, e.Code, e.Message)
	switch {
	case resp.StatusCode == http.StatusTooManyRequests:
		return delivery.Temporary(err)
	case resp.StatusCode >= 400 && resp.StatusCode < 500:
		return delivery.Permanent(err)
	}
	return err
}

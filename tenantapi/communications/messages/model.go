// Package messages is composing and accepting communications (docs/communications-api.md): the
// audience resolved to recipients (people through the people directory, contact groups, typed-in
// numbers and e-mails), de-duplicated, the do-not-contact list removed, the cost in credits
// counted and reserved, and the communication written with its recipients in one transaction;
// the quote, scheduled sends' changes and the history. Gin-free, so every origin (the staff's
// API in messagesapi, the worker's greetings, smart keywords) sends through the one Service.Send.
package messages

import (
	"strconv"
	"strings"
	"time"
	"unicode"

	"congregate/internal/platform/fault"
	"congregate/tenantapi/communications/text"
)

// Origins of a communication.
const (
	OriginStaff    = "staff"
	OriginGreeting = "greeting"
	OriginKeyword  = "keyword"
	OriginChildren = "children"
	// OriginGiving is a donor's contribution statement (giving/statements: one communication per
	// donor, so each carries its own signed link).
	OriginGiving = "giving"
)

// Statuses of a communication.
const (
	StatusScheduled = "scheduled"
	StatusSending   = "sending"
	StatusSent      = "sent"
	StatusCancelled = "cancelled"
	StatusFailed    = "failed"
)

// Voice modes.
const (
	VoiceTTS       = "tts"
	VoiceRecording = "recording"
)

// Bounds of one compose.
const (
	maxIDs       = 1000  // of each kind of id in an audience
	maxTyped     = 10000 // typed-in numbers or e-mails
	maxKey       = 100   // idempotency key
	maxAhead     = 366 * 24 * time.Hour
	maxMMSBytes  = 5 << 20
	maxRecording = 50 << 20
)

// Audience names who a communication goes to.
type Audience struct {
	PersonIDs       []int64  `json:"personIds"`
	HouseholdIDs    []int64  `json:"householdIds"`
	GroupIDs        []int64  `json:"groupIds"`
	ServiceUnitIDs  []int64  `json:"serviceUnitIds"`
	FellowshipIDs   []int64  `json:"fellowshipIds"`
	SavedListIDs    []int64  `json:"savedListIds"`
	ContactGroupIDs []int64  `json:"contactGroupIds"`
	Numbers         []string `json:"numbers"`
	Emails          []string `json:"emails"`
}

func (a Audience) empty() bool {
	return len(a.PersonIDs)+len(a.HouseholdIDs)+len(a.GroupIDs)+len(a.ServiceUnitIDs)+len(a.FellowshipIDs)+
		len(a.SavedListIDs)+len(a.ContactGroupIDs)+len(a.Numbers)+len(a.Emails) == 0
}

// Compose is a message as the console composes it: the body of the quote, and the payload of a
// send or an update.
type Compose struct {
	Channel   string   `json:"channel" enum:"sms,mms,voice,email,push"`
	Subject   string   `json:"subject"` // e-mail subject, push title
	Body      string   `json:"body"`    // the text with merge fields; voice: the words said
	HTML      string   `json:"html"`    // e-mail HTML body (else the text in the template)
	MediaID   int64    `json:"mediaId"` // MMS image, voice recording
	VoiceMode string   `json:"voiceMode" enum:",tts,recording"`
	Audience  Audience `json:"audience"`
	// ScheduledAt is when to send (RFC 3339); null or "" sends now.
	ScheduledAt    *string `json:"scheduledAt"`
	IdempotencyKey string  `json:"idempotencyKey"`

	at *time.Time // ScheduledAt read
}

// Messages of refused composes (400 unless said).
const (
	msgChannel       = "Choose a channel: sms, mms, voice, email or push"
	msgEmpty         = "Write a message"
	msgSubject       = "Write a subject"
	msgNobodyChosen  = "Choose who receives the message"
	msgSchedulePast  = "Schedule time must be in the future"
	msgScheduleFar   = "Schedule time must be within a year"
	msgScheduleBad   = "Schedule time must be a date and time like 2026-12-01T15:00:00Z"
	msgKey           = "The idempotency key must be at most 100 characters without spaces"
	msgVoiceMode     = "Choose how the call speaks: tts (text to speech) or recording"
	msgNoVoiceMode   = "Only a voice message takes a voice mode"
	msgNoMedia       = "Only MMS and voice messages take media"
	msgMMSMedia      = "An MMS needs an image from the media vault"
	msgRecording     = "A recorded call needs an audio file from the media vault"
	msgMMSKind       = "An MMS image must be a JPEG, PNG or GIF"
	msgMMSSize       = "An MMS image must be at most 5 MB"
	msgRecordingKind = "A recording must be an MP3 or WAV file"
	msgRecordingLen  = "The recording's length could not be read"
	msgControl       = "The message must not contain control characters"
	msgTooManyIDs    = "At most 1000 of each kind of recipient list at a time"
	msgTooManyTyped  = "At most 10000 typed-in numbers or e-mails at a time"
	msgOnlyScheduled = "Only a scheduled message can be changed"
)

var (
	errNotFound      = fault.E(fault.NotFound, "Communication not found")
	errMediaNotFound = fault.E(fault.NotFound, "Media not found")
	errContactGroup  = fault.E(fault.NotFound, "Contact group not found")
	errOnlyScheduled = fault.E(fault.Conflict, msgOnlyScheduled)
)

func invalid(msg string) error { return fault.E(fault.Invalid, msg) }

func tooLong(what string, max int) error {
	return invalid(what + " must be at most " + thousands(max) + " characters")
}

func thousands(n int) string {
	d := strconv.Itoa(n)
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// hasControl says whether s holds a control character other than tab, newline and carriage return
// (and form feed, a GSM character).
func hasControl(s string) bool {
	for _, r := range s {
		if unicode.IsControl(r) && r != '\n' && r != '\r' && r != '\t' && r != '\f' {
			return true
		}
	}
	return false
}

// check refuses what no church could send, before anything is read: the channel and its fields,
// the limits, the merge fields, the schedule and the idempotency key. now is the time of the call.
func (c *Compose) check(now time.Time) error {
	c.Channel = strings.TrimSpace(c.Channel)
	if !text.ValidChannel(c.Channel) {
		return invalid(msgChannel)
	}
	c.Subject = strings.TrimSpace(c.Subject)
	for _, s := range []string{c.Subject, c.Body, c.HTML} {
		if strings.IndexByte(s, 0) >= 0 {
			return invalid("Text must not contain NUL characters")
		}
	}
	if hasControl(c.Subject) || hasControl(c.Body) {
		return invalid(msgControl)
	}
	body := strings.TrimSpace(c.Body)
	switch c.Channel {
	case text.SMS:
		if body == "" {
			return invalid(msgEmpty)
		}
		if text.Chars(c.Body) > text.MaxSMS {
			return tooLong("An SMS", text.MaxSMS)
		}
	case text.MMS:
		if body == "" && c.MediaID == 0 {
			return invalid(msgEmpty)
		}
		if text.Chars(c.Body) > text.MaxSMS {
			return tooLong("An MMS text", text.MaxSMS)
		}
		if c.MediaID == 0 {
			return invalid(msgMMSMedia)
		}
	case text.Voice:
		switch c.VoiceMode {
		case VoiceTTS:
			if body == "" {
				return invalid(msgEmpty)
			}
			if text.Chars(c.Body) > text.MaxVoiceText {
				return tooLong("The words of a call", text.MaxVoiceText)
			}
			if c.MediaID != 0 {
				return invalid("A text-to-speech call takes no media")
			}
		case VoiceRecording:
			if c.MediaID == 0 {
				return invalid(msgRecording)
			}
			if text.Chars(c.Body) > text.MaxVoiceText {
				return tooLong("The words of a call", text.MaxVoiceText)
			}
		default:
			return invalid(msgVoiceMode)
		}
	case text.Email:
		if c.Subject == "" {
			return invalid(msgSubject)
		}
		if text.Chars(c.Subject) > text.MaxSubject {
			return tooLong("The subject", text.MaxSubject)
		}
		if body == "" && strings.TrimSpace(c.HTML) == "" {
			return invalid(msgEmpty)
		}
		if text.Chars(c.Body) > text.MaxEmailBody || text.Chars(c.HTML) > text.MaxEmailBody {
			return tooLong("An e-mail", text.MaxEmailBody)
		}
	case text.Push:
		if c.Subject == "" {
			return invalid("Write a title")
		}
		if text.Chars(c.Subject) > text.MaxPushTitle {
			return tooLong("A push title", text.MaxPushTitle)
		}
		if body == "" {
			return invalid(msgEmpty)
		}
		if text.Chars(c.Body) > text.MaxPushBody {
			return tooLong("A push message", text.MaxPushBody)
		}
	}
	if c.Channel != text.Voice && c.VoiceMode != "" {
		return invalid(msgNoVoiceMode)
	}
	if c.Channel != text.MMS && c.Channel != text.Voice && c.MediaID != 0 {
		return invalid(msgNoMedia)
	}
	if c.MediaID < 0 {
		return errMediaNotFound
	}
	if c.Channel != text.Email && c.HTML != "" {
		return invalid("Only an e-mail takes HTML")
	}
	if c.Channel != text.Email && c.Channel != text.Push && c.Subject != "" {
		return invalid("Only an e-mail or a push notification takes a subject")
	}
	for _, s := range []string{c.Subject, c.Body, c.HTML} {
		if err := text.CheckMerge(s); err != nil {
			return err
		}
	}
	if err := c.Audience.check(); err != nil {
		return err
	}
	c.at = nil
	if c.ScheduledAt != nil && strings.TrimSpace(*c.ScheduledAt) != "" {
		at, err := time.Parse(time.RFC3339, strings.TrimSpace(*c.ScheduledAt))
		if err != nil {
			return invalid(msgScheduleBad)
		}
		switch {
		case !at.After(now):
			return invalid(msgSchedulePast)
		case at.Sub(now) > maxAhead:
			return invalid(msgScheduleFar)
		}
		at = at.UTC()
		c.at = &at
	}
	c.IdempotencyKey = strings.TrimSpace(c.IdempotencyKey)
	if len(c.IdempotencyKey) > maxKey || strings.ContainsFunc(c.IdempotencyKey, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) {
		return invalid(msgKey)
	}
	return nil
}

func (a *Audience) check() error {
	if a.empty() {
		return invalid(msgNobodyChosen)
	}
	for _, ids := range [][]int64{a.PersonIDs, a.HouseholdIDs, a.GroupIDs, a.ServiceUnitIDs, a.FellowshipIDs, a.SavedListIDs, a.ContactGroupIDs} {
		if len(ids) > maxIDs {
			return invalid(msgTooManyIDs)
		}
	}
	if len(a.Numbers) > maxTyped || len(a.Emails) > maxTyped {
		return invalid(msgTooManyTyped)
	}
	for _, s := range append(append([]string{}, a.Numbers...), a.Emails...) {
		if strings.IndexByte(s, 0) >= 0 || len(s) > 320 {
			return invalid("A typed-in number or e-mail is not valid: " + short(s))
		}
	}
	return nil
}

func short(s string) string {
	s = strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), "")
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// Preview is the first recipient's message as it will go out.
type Preview struct {
	To      string `json:"to"`
	Name    string `json:"name"`
	Subject string `json:"subject"`
	Text    string `json:"text"`
	HTML    string `json:"html"`
}

// Quote is what a compose would cost and reach, written nowhere.
type Quote struct {
	Recipients        int     `json:"recipients"`
	DuplicatesRemoved int     `json:"duplicatesRemoved"`
	OptedOut          int     `json:"optedOut"`
	WithoutAddress    int     `json:"withoutAddress"`
	Segments          int     `json:"segments"` // SMS segments of the longest merged text
	Encoding          string  `json:"encoding" enum:",GSM-7,UCS-2"`
	Characters        int     `json:"characters"` // of the longest merged SMS text
	UnitCost          int64   `json:"unitCost"`   // credits of one recipient (the dearest)
	Credits           int64   `json:"credits"`    // in all
	Available         int64   `json:"available"`
	Enough            bool    `json:"enough"`
	Preview           Preview `json:"preview"`
}

// Counts are a communication's recipients by status.
type Counts struct {
	Queued      int64 `json:"queued"`
	Sending     int64 `json:"sending"`
	Sent        int64 `json:"sent"`
	Delivered   int64 `json:"delivered"`
	Failed      int64 `json:"failed"`
	Undelivered int64 `json:"undelivered"`
	Skipped     int64 `json:"skipped"`
}

// Communication is one message to many.
type Communication struct {
	ID             int64    `json:"id"`
	Channel        string   `json:"channel" enum:"sms,mms,voice,email,push"`
	Origin         string   `json:"origin" enum:"staff,greeting,keyword,children,giving"`
	Subject        string   `json:"subject"`
	Body           string   `json:"body"`
	HTML           string   `json:"html"`
	MediaID        int64    `json:"mediaId"`
	VoiceMode      string   `json:"voiceMode" enum:",tts,recording"`
	Audience       Audience `json:"audience"`
	Status         string   `json:"status" enum:"scheduled,sending,sent,cancelled,failed"`
	ScheduledAt    *string  `json:"scheduledAt"`
	AcceptedAt     string   `json:"acceptedAt"`
	FinishedAt     *string  `json:"finishedAt"`
	Recipients     int      `json:"recipients"`
	Segments       int      `json:"segments"`
	Encoding       string   `json:"encoding" enum:",GSM-7,UCS-2"`
	Credits        int64    `json:"credits"`
	CreatedBy      *int64   `json:"createdBy"`
	CreatedByName  string   `json:"createdByName"`
	IdempotencyKey string   `json:"idempotencyKey"`
	Counts         Counts   `json:"counts"`
	UpdatedAt      string   `json:"updatedAt"`
}

// Summary is a communication as the history lists it.
type Summary struct {
	ID            int64   `json:"id"`
	Channel       string  `json:"channel" enum:"sms,mms,voice,email,push"`
	Origin        string  `json:"origin" enum:"staff,greeting,keyword,children,giving"`
	Subject       string  `json:"subject"`
	Body          string  `json:"body"` // the first 200 characters
	Status        string  `json:"status" enum:"scheduled,sending,sent,cancelled,failed"`
	ScheduledAt   *string `json:"scheduledAt"`
	AcceptedAt    string  `json:"acceptedAt"`
	FinishedAt    *string `json:"finishedAt"`
	Recipients    int     `json:"recipients"`
	Credits       int64   `json:"credits"`
	CreatedBy     *int64  `json:"createdBy"`
	CreatedByName string  `json:"createdByName"`
	Counts        Counts  `json:"counts"`
}

// Recipient is one recipient of a communication with its delivery status.
type Recipient struct {
	ID        int64  `json:"id"`
	PersonID  *int64 `json:"personId"`
	Name      string `json:"name"`
	Address   string `json:"address"`
	Status    string `json:"status" enum:"queued,sending,sent,delivered,failed,undelivered,skipped"`
	Error     string `json:"error"`
	Cost      int64  `json:"cost"`
	UpdatedAt string `json:"updatedAt"`
}

// ListFilter narrows the history.
type ListFilter struct {
	Channel string `json:"channel" enum:",sms,mms,voice,email,push"`
	Status  string `json:"status" enum:",scheduled,sending,sent,cancelled,failed"`
}

func (f ListFilter) check() error {
	if f.Channel != "" && !text.ValidChannel(f.Channel) {
		return invalid(msgChannel)
	}
	switch f.Status {
	case "", StatusScheduled, StatusSending, StatusSent, StatusCancelled, StatusFailed:
		return nil
	}
	return invalid("Status must be scheduled, sending, sent, cancelled or failed")
}

// RecipientStatuses are the statuses a recipient goes through.
var RecipientStatuses = []string{"queued", "sending", "sent", "delivered", "failed", "undelivered", "skipped"}

func validRecipientStatus(s string) bool {
	for _, x := range RecipientStatuses {
		if x == s {
			return true
		}
	}
	return false
}

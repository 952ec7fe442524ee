// Package text is the pure part of composing a message (docs/communications-api.md): SMS segment
// counting (GSM-7 and UCS-2), merge fields, each channel's limits, prices in credits and the
// voice minutes of a text. Gin-free and database-free: the API's quote and send, the worker and
// the console's figures all agree because they all come from here.
package text

import (
	"strings"
	"unicode/utf8"
)

// Channels.
const (
	SMS   = "sms"
	MMS   = "mms"
	Voice = "voice"
	Email = "email"
	Push  = "push"
)

// Encodings of an SMS.
const (
	GSM7 = "GSM-7"
	UCS2 = "UCS-2"
)

// Limits of each channel, in characters (Unicode code points).
const (
	MaxSMS       = 1600   // the whole SMS text, signature included
	MaxSubject   = 200    // an e-mail's subject
	MaxEmailBody = 100000 // an e-mail's text or HTML
	MaxPushTitle = 65
	MaxPushBody  = 240
	MaxVoiceText = 3000 // the words a text-to-speech call says
)

// Prices in credits (docs/communications-api.md "Prices").
const (
	PricePerSegment    = 1 // SMS, per segment per recipient
	PriceMMS           = 3 // per recipient
	PricePerVoiceMin   = 2 // per started minute per recipient
	PriceEmail         = 1 // per recipient
	PricePush          = 0
	VoiceWordsAMinute  = 150
	gsmSingle, gsmPart = 160, 153
	ucsSingle, ucsPart = 70, 67
)

// Channels lists the channels in the order the console shows them.
var Channels = []string{SMS, MMS, Voice, Email, Push}

// ValidChannel says whether c is a channel.
func ValidChannel(c string) bool {
	for _, x := range Channels {
		if x == c {
			return true
		}
	}
	return false
}

// ConsentChannel is the consent list's channel of a message channel: text covers SMS and MMS.
func ConsentChannel(channel string) string {
	switch channel {
	case SMS, MMS:
		return "text"
	}
	return channel
}

// gsmBasic is the GSM 03.38 basic character set (the escape itself excluded); gsmExtension the
// characters of its extension table, which take two septets (an escape and the character).
const gsmBasic = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
	"¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
const gsmExtension = "^{}\\[~]|€\f"

var gsmWidth = func() map[rune]int {
	m := map[rune]int{}
	for _, r := range gsmBasic {
		m[r] = 1
	}
	for _, r := range gsmExtension {
		m[r] = 2
	}
	return m
}()

// Segments is what an SMS text costs to send.
type Segments struct {
	Encoding   string // GSM-7 or UCS-2
	Characters int    // code points, what the 1,600 limit counts
	Units      int    // septets (GSM-7) or UTF-16 code units (UCS-2)
	Segments   int    // 0 for an empty text
}

// IsGSM says whether every character of s is in the GSM-7 alphabet (basic or extension table).
func IsGSM(s string) bool {
	for _, r := range s {
		if gsmWidth[r] == 0 {
			return false
		}
	}
	return true
}

// Count counts the segments of an SMS text. GSM-7: one segment up to 160 septets, else segments
// of 153 (an extension character, two septets, is never split between two). Any character
// outside GSM-7 makes the whole text UCS-2: one segment up to 70 UTF-16 code units, else segments
// of 67 (a surrogate pair is never split).
func Count(s string) Segments {
	out := Segments{Encoding: GSM7, Characters: utf8.RuneCountInString(s)}
	width := func(r rune) int { return gsmWidth[r] }
	single, part := gsmSingle, gsmPart
	if !IsGSM(s) {
		out.Encoding, single, part = UCS2, ucsSingle, ucsPart
		width = func(r rune) int {
			if r >= 0x10000 {
				return 2
			}
			return 1
		}
	}
	for _, r := range s {
		out.Units += width(r)
	}
	switch {
	case out.Units == 0:
		return out
	case out.Units <= single:
		out.Segments = 1
		return out
	}
	// Greedy: a character that does not fit whole starts the next segment.
	used := 0
	out.Segments = 1
	for _, r := range s {
		w := width(r)
		if used+w > part {
			out.Segments++
			used = 0
		}
		used += w
	}
	return out
}

// Chars counts the characters (code points) of s, what every limit counts.
func Chars(s string) int { return utf8.RuneCountInString(s) }

// VoiceMinutes is the started minutes a text-to-speech call takes at 150 words a minute (at
// least one for any text).
func VoiceMinutes(s string) int {
	words := len(strings.Fields(s))
	if words == 0 {
		return 0
	}
	return (words + VoiceWordsAMinute - 1) / VoiceWordsAMinute
}

// SecondsToMinutes is the started minutes of a recording of secs seconds (at least one).
func SecondsToMinutes(secs int) int {
	if secs <= 0 {
		return 1
	}
	return (secs + 59) / 60
}

// UnitCost is the credits one recipient costs: segments for SMS, minutes for voice.
func UnitCost(channel string, segments, minutes int) int64 {
	switch channel {
	case SMS:
		return int64(segments) * PricePerSegment
	case MMS:
		return PriceMMS
	case Voice:
		return int64(minutes) * PricePerVoiceMin
	case Email:
		return PriceEmail
	}
	return PricePush
}

package text

import (
	"strings"
	"testing"
)

func TestCount(t *testing.T) {
	emoji := "😀" // one code point, a surrogate pair in UTF-16
	cases := []struct {
		name     string
		s        string
		encoding string
		units    int
		segments int
	}{
		{"empty", "", GSM7, 0, 0},
		{"one letter", "a", GSM7, 1, 1},
		{"160 GSM", strings.Repeat("a", 160), GSM7, 160, 1},
		{"161 GSM", strings.Repeat("a", 161), GSM7, 161, 2},
		{"306 GSM (153×2)", strings.Repeat("a", 306), GSM7, 306, 2},
		{"307 GSM", strings.Repeat("a", 307), GSM7, 307, 3},
		{"459 GSM (153×3)", strings.Repeat("a", 459), GSM7, 459, 3},
		{"460 GSM", strings.Repeat("a", 460), GSM7, 460, 4},
		{"GSM basic accents", "Ça va? £5 à Zürich, Δ", GSM7, 21, 1},
		{"newline and CR", "a\r\nb", GSM7, 4, 1},
		{"extension counts 2", "€", GSM7, 2, 1},
		{"every extension char", "^{}\\[~]|€\f", GSM7, 20, 1},
		{"80 extension chars = 160", strings.Repeat("€", 80), GSM7, 160, 1},
		{"81 extension chars = 162", strings.Repeat("€", 81), GSM7, 162, 2},
		{"159 + extension = 161", strings.Repeat("a", 159) + "€", GSM7, 161, 2},
		// 152 septets then an extension char: it does not fit in the first 153 whole, so it
		// starts the second segment (never split).
		{"extension not split", strings.Repeat("a", 152) + "[" + strings.Repeat("a", 152), GSM7, 306, 3},
		{"extension fits exactly", strings.Repeat("a", 151) + "[" + strings.Repeat("a", 153), GSM7, 306, 2},
		{"one non-GSM char makes UCS-2", "hello ñ ç ő", UCS2, 11, 1},
		{"curly quote is UCS-2", "It’s", UCS2, 4, 1},
		{"70 UCS-2", strings.Repeat("ő", 70), UCS2, 70, 1},
		{"71 UCS-2", strings.Repeat("ő", 71), UCS2, 71, 2},
		{"134 UCS-2 (67×2)", strings.Repeat("ő", 134), UCS2, 134, 2},
		{"135 UCS-2", strings.Repeat("ő", 135), UCS2, 135, 3},
		{"201 UCS-2 (67×3)", strings.Repeat("ő", 201), UCS2, 201, 3},
		{"emoji is two units", emoji, UCS2, 2, 1},
		{"35 emoji = 70 units", strings.Repeat(emoji, 35), UCS2, 70, 1},
		{"36 emoji = 72 units", strings.Repeat(emoji, 36), UCS2, 72, 2},
		// 66 units then an emoji: the pair is not split, so it starts segment two.
		{"surrogate pair not split", strings.Repeat("a", 66) + emoji + strings.Repeat("b", 66), UCS2, 134, 3},
		{"surrogate pair fits exactly", strings.Repeat("ő", 65) + emoji + strings.Repeat("b", 67), UCS2, 134, 2},
		{"GSM extension in UCS-2 counts 1", "€ő", UCS2, 2, 1},
		{"Chinese", "你好，世界", UCS2, 5, 1},
		{"escape char itself is not GSM", "\x1b", UCS2, 1, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Count(c.s)
			if got.Encoding != c.encoding || got.Units != c.units || got.Segments != c.segments {
				t.Fatalf("Count(%q…) = %+v, want %s %d units %d segments", trunc(c.s), got, c.encoding, c.units, c.segments)
			}
		})
	}
}

func trunc(s string) string {
	if len(s) > 20 {
		return s[:20]
	}
	return s
}

func TestCountCharacters(t *testing.T) {
	if got := Count("😀ab€").Characters; got != 4 {
		t.Fatalf("characters %d, want 4", got)
	}
	if Chars(strings.Repeat("😀", 1600)) != 1600 {
		t.Fatal("Chars counts code points")
	}
}

func TestMerge(t *testing.T) {
	f := Fields{FirstName: "Ada", LastName: "Obi", ChurchName: "Grace & Truth"}
	cases := []struct{ in, want, html string }{
		{"Hello {first_name}", "Hello Ada", "Hello Ada"},
		{"{full_name} of {church_name}", "Ada Obi of Grace & Truth", "Ada Obi of Grace &amp; Truth"},
		{"{last_name}{last_name}", "ObiObi", "ObiObi"},
		{"no fields", "no fields", "no fields"},
		{"braces {} and { first_name }", "braces {} and { first_name }", "braces {} and { first_name }"},
	}
	for _, c := range cases {
		if got := Merge(c.in, f); got != c.want {
			t.Errorf("Merge(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := MergeHTML(c.in, f); got != c.html {
			t.Errorf("MergeHTML(%q) = %q, want %q", c.in, got, c.html)
		}
	}
	s := Stranger("Grace")
	if got := Merge("Hi {first_name} ({full_name}) {last_name}", s); got != "Hi friend (friend) friend" {
		t.Fatalf("stranger: %q", got)
	}
	if got := (Fields{FirstName: "Ada"}).FullName(); got != "Ada" {
		t.Fatalf("full name without last: %q", got)
	}
}

func TestCheckMerge(t *testing.T) {
	for _, ok := range []string{"", "Hello {first_name} {last_name} {full_name} {church_name}", "a {b c} {} {first name}", "css {color:red}"} {
		if err := CheckMerge(ok); err != nil {
			t.Errorf("CheckMerge(%q): %v", ok, err)
		}
	}
	for in, msg := range map[string]string{
		"Hi {name}":                  "Unknown merge field {name}",
		"{first_name} {First_Name}":  "Unknown merge field {First_Name}",
		"{church_name} {birthday} x": "Unknown merge field {birthday}",
	} {
		err := CheckMerge(in)
		if err == nil || err.Error() != msg {
			t.Errorf("CheckMerge(%q) = %v, want %q", in, err, msg)
		}
	}
	if HasMerge("{church_name} only") || !HasMerge("Hi {first_name}") {
		t.Fatal("HasMerge")
	}
}

func TestPrices(t *testing.T) {
	cases := []struct {
		channel           string
		segments, minutes int
		want              int64
	}{
		{SMS, 1, 0, 1}, {SMS, 3, 0, 3}, {MMS, 5, 0, 3}, {Voice, 0, 1, 2}, {Voice, 0, 3, 6}, {Email, 0, 0, 1}, {Push, 0, 0, 0},
	}
	for _, c := range cases {
		if got := UnitCost(c.channel, c.segments, c.minutes); got != c.want {
			t.Errorf("UnitCost(%s, %d, %d) = %d, want %d", c.channel, c.segments, c.minutes, got, c.want)
		}
	}
}

func TestVoiceMinutes(t *testing.T) {
	words := func(n int) string { return strings.TrimSpace(strings.Repeat("word ", n)) }
	for n, want := range map[int]int{0: 0, 1: 1, 150: 1, 151: 2, 300: 2, 301: 3} {
		if got := VoiceMinutes(words(n)); got != want {
			t.Errorf("VoiceMinutes(%d words) = %d, want %d", n, got, want)
		}
	}
	for secs, want := range map[int]int{0: 1, 1: 1, 60: 1, 61: 2, 180: 3} {
		if got := SecondsToMinutes(secs); got != want {
			t.Errorf("SecondsToMinutes(%d) = %d, want %d", secs, got, want)
		}
	}
}

func TestConsentChannel(t *testing.T) {
	for in, want := range map[string]string{SMS: "text", MMS: "text", Voice: "voice", Email: "email", Push: "push"} {
		if got := ConsentChannel(in); got != want {
			t.Errorf("ConsentChannel(%s) = %s", in, got)
		}
	}
	if ValidChannel("fax") || !ValidChannel("mms") {
		t.Fatal("ValidChannel")
	}
}

package sermons

import (
	"strings"
	"testing"
)

func TestParseScripture(t *testing.T) {
	cases := []struct{ in, want, books string }{
		{"John 3:16-21; Rom 8", "John 3:16-21; Romans 8", "John,Romans"},
		{"Jn 3:16", "John 3:16", "John"},
		{"Rom 8:28", "Romans 8:28", "Romans"},
		{"Rom. 12:1-2", "Romans 12:1-2", "Romans"},
		{"1 Cor 13:4-7", "1 Corinthians 13:4-7", "1 Corinthians"},
		{"1Cor 13", "1 Corinthians 13", "1 Corinthians"},
		{"I Cor 13", "1 Corinthians 13", "1 Corinthians"},
		{"II Timothy 3:16", "2 Timothy 3:16", "2 Timothy"},
		{"First John 1:9", "1 John 1:9", "1 John"},
		{"2 Cor 5:17", "2 Corinthians 5:17", "2 Corinthians"},
		{"Ps 23", "Psalms 23", "Psalms"},
		{"Psalm 119:105", "Psalms 119:105", "Psalms"},
		{"psalms 150", "Psalms 150", "Psalms"},
		{"Song of Solomon 2:4", "Song of Songs 2:4", "Song of Songs"},
		{"Song of Songs 8", "Song of Songs 8", "Song of Songs"},
		{"Genesis 1:1-2:3", "Genesis 1:1-2:3", "Genesis"},
		{"Romans 8-9", "Romans 8-9", "Romans"},
		{"Matt 5:3, 5-9", "Matthew 5:3, 5-9", "Matthew"},
		{"John 3; 4:1-6", "John 3; John 4:1-6", "John"},
		{"Jude 5", "Jude 1:5", "Jude"},
		{"Philemon 1:4-7", "Philemon 1:4-7", "Philemon"},
		{"Revelation", "Revelation", "Revelation"},
		{"  Eph   2 : 8 - 10 ", "Ephesians 2:8-10", "Ephesians"},
		{"Heb 11:1; Heb 12:1-2", "Hebrews 11:1; Hebrews 12:1-2", "Hebrews"},
		{"", "", ""},
		{" ; ", "", ""},
	}
	for _, c := range cases {
		refs, err := ParseScripture(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := FormatScripture(refs); got != c.want {
			t.Errorf("%q → %q, want %q", c.in, got, c.want)
		}
		if got := strings.Join(Books(refs), ","); got != c.books {
			t.Errorf("%q books %q, want %q", c.in, got, c.books)
		}
	}
}

func TestParseScriptureRefusesWhatItCannotRead(t *testing.T) {
	cases := map[string]string{
		"John 3:16; Hezekiah 4": "Hezekiah 4",
		"Jn 22":                 "Jn 22", // John has 21 chapters
		"Ps 151":                "Ps 151",
		"Rom 8:abc":             "Rom 8:abc",
		"Rom 9-8":               "Rom 9-8",
		"Rom 8:30-28":           "Rom 8:30-28",
		"3:16":                  "3:16", // no book before it
		"hello world":           "hello world",
		"4 John 1":              "4 John 1",
		"John 3:16-4:2:1":       "John 3:16-4:2:1",
	}
	for in, part := range cases {
		_, err := ParseScripture(in)
		if err == nil || err.Error() != MsgScripture+part {
			t.Errorf("%q: %v, want %q", in, err, MsgScripture+part)
		}
	}
}

func TestBookName(t *testing.T) {
	for in, want := range map[string]string{"Jn": "John", "rom": "Romans", "1 Cor": "1 Corinthians", "Ps": "Psalms",
		"john": "John", "Revelations": "Revelation", "III John": "3 John", "nope": ""} {
		if got := BookName(in); got != want {
			t.Errorf("%q → %q, want %q", in, got, want)
		}
	}
}

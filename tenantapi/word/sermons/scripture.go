package sermons

import (
	"regexp"
	"strconv"
	"strings"

	"congregate/internal/platform/fault"
)

// The scripture parser, gin-free: "John 3:16-21; Rom 8" → references with the books' full names,
// so the list's book filter finds "Romans" whatever was typed. Parts are separated by semicolons; a
// part that is only numbers ("John 3; 4:1-6") continues the book before it.

// Ref is one parsed reference: a book, a chapter (nil: the whole book), the chapter a range ends
// at (Romans 8-9) and the verses as typed, normalised ("16-21", "1, 4-6", "1-2:3").
type Ref struct {
	Book       string `json:"book"`
	Chapter    *int   `json:"chapter"`
	EndChapter *int   `json:"endChapter"`
	Verses     string `json:"verses"`
}

// String is the reference as the console shows it: "Romans 8:28-30".
func (r Ref) String() string {
	s := r.Book
	if r.Chapter != nil {
		s += " " + strconv.Itoa(*r.Chapter)
		if r.EndChapter != nil {
			s += "-" + strconv.Itoa(*r.EndChapter)
		}
		if r.Verses != "" {
			s += ":" + r.Verses
		}
	}
	return s
}

// MsgScripture is the contract's message for a part the parser cannot read.
const MsgScripture = "Scripture reference not recognised: "

type book struct {
	name     string
	chapters int
	abbrevs  []string
}

// books are the 66 books with their chapter counts and common abbreviations (without spaces or
// dots; numbered books' abbreviations begin with their number).
var books = []book{
	{"Genesis", 50, []string{"gen", "ge", "gn"}}, {"Exodus", 40, []string{"exod", "exo", "ex"}},
	{"Leviticus", 27, []string{"lev", "le", "lv"}}, {"Numbers", 36, []string{"num", "nu", "nm", "numb"}},
	{"Deuteronomy", 34, []string{"deut", "deu", "dt"}}, {"Joshua", 24, []string{"josh", "jos"}},
	{"Judges", 21, []string{"judg", "jdg", "jg"}}, {"Ruth", 4, []string{"ru", "rth"}},
	{"1 Samuel", 31, []string{"1sam", "1sa", "1sm"}}, {"2 Samuel", 24, []string{"2sam", "2sa", "2sm"}},
	{"1 Kings", 22, []string{"1kgs", "1ki", "1kg", "1kin"}}, {"2 Kings", 25, []string{"2kgs", "2ki", "2kg", "2kin"}},
	{"1 Chronicles", 29, []string{"1chron", "1chr", "1ch"}}, {"2 Chronicles", 36, []string{"2chron", "2chr", "2ch"}},
	{"Ezra", 10, []string{"ezr"}}, {"Nehemiah", 13, []string{"neh", "ne"}}, {"Esther", 10, []string{"esth", "est", "es"}},
	{"Job", 42, []string{"jb"}}, {"Psalms", 150, []string{"psalm", "ps", "psa", "pss", "psm"}},
	{"Proverbs", 31, []string{"prov", "pro", "prv", "pr"}}, {"Ecclesiastes", 12, []string{"eccl", "ecc", "ec", "qoh"}},
	{"Song of Songs", 8, []string{"songofsolomon", "song", "sos", "so", "canticles", "sg"}},
	{"Isaiah", 66, []string{"isa", "is"}}, {"Jeremiah", 52, []string{"jer", "je", "jr"}},
	{"Lamentations", 5, []string{"lam", "la"}}, {"Ezekiel", 48, []string{"ezek", "eze", "ezk"}},
	{"Daniel", 12, []string{"dan", "da", "dn"}}, {"Hosea", 14, []string{"hos", "ho"}}, {"Joel", 3, []string{"jl"}},
	{"Amos", 9, []string{"am"}}, {"Obadiah", 1, []string{"obad", "ob"}}, {"Jonah", 4, []string{"jon", "jnh"}},
	{"Micah", 7, []string{"mic", "mc"}}, {"Nahum", 3, []string{"nah", "na"}}, {"Habakkuk", 3, []string{"hab", "hb"}},
	{"Zephaniah", 3, []string{"zeph", "zep", "zp"}}, {"Haggai", 2, []string{"hag", "hg"}},
	{"Zechariah", 14, []string{"zech", "zec", "zc"}}, {"Malachi", 4, []string{"mal", "ml"}},
	{"Matthew", 28, []string{"matt", "mat", "mt"}}, {"Mark", 16, []string{"mrk", "mar", "mk", "mr"}},
	{"Luke", 24, []string{"luk", "lk"}}, {"John", 21, []string{"jn", "jhn", "joh"}}, {"Acts", 28, []string{"act", "ac"}},
	{"Romans", 16, []string{"rom", "ro", "rm"}}, {"1 Corinthians", 16, []string{"1cor", "1co"}},
	{"2 Corinthians", 13, []string{"2cor", "2co"}}, {"Galatians", 6, []string{"gal", "ga"}},
	{"Ephesians", 6, []string{"eph", "ephes"}}, {"Philippians", 4, []string{"phil", "php", "pp"}},
	{"Colossians", 4, []string{"col", "co"}}, {"1 Thessalonians", 5, []string{"1thess", "1thes", "1th"}},
	{"2 Thessalonians", 3, []string{"2thess", "2thes", "2th"}}, {"1 Timothy", 6, []string{"1tim", "1ti"}},
	{"2 Timothy", 4, []string{"2tim", "2ti"}}, {"Titus", 3, []string{"tit", "ti"}}, {"Philemon", 1, []string{"philem", "phm", "pm"}},
	{"Hebrews", 13, []string{"heb"}}, {"James", 5, []string{"jas", "jm"}}, {"1 Peter", 5, []string{"1pet", "1pe", "1pt", "1p"}},
	{"2 Peter", 3, []string{"2pet", "2pe", "2pt", "2p"}}, {"1 John", 5, []string{"1jn", "1jhn", "1jo", "1joh"}},
	{"2 John", 1, []string{"2jn", "2jhn", "2jo", "2joh"}}, {"3 John", 1, []string{"3jn", "3jhn", "3jo", "3joh"}},
	{"Jude", 1, []string{"jud", "jd"}}, {"Revelation", 22, []string{"rev", "re", "revelations", "rv"}},
}

var bookIndex = func() map[string]*book {
	m := map[string]*book{}
	for i := range books {
		b := &books[i]
		m[bookKey(b.name)] = b
		for _, a := range b.abbrevs {
			m[a] = b
		}
	}
	return m
}()

func bookKey(s string) string {
	return strings.NewReplacer(" ", "", ".", "").Replace(strings.ToLower(s))
}

// BookName is the full name of a book as typed ("Rom", "romans", "1 Cor"), "" when it is none.
func BookName(s string) string {
	if b := findBook(s); b != nil {
		return b.name
	}
	return ""
}

var ordinals = map[string]string{"i": "1", "ii": "2", "iii": "3", "first": "1", "second": "2", "third": "3",
	"1st": "1", "2nd": "2", "3rd": "3"}

func findBook(s string) *book {
	s = strings.ToLower(strings.TrimSpace(s))
	if f := strings.Fields(s); len(f) > 1 {
		if n, ok := ordinals[f[0]]; ok {
			s = n + strings.Join(f[1:], "")
		}
	}
	return bookIndex[bookKey(s)]
}

var (
	// a part: the book (an optional number, then letters, spaces and dots) and what follows it.
	partRe = regexp.MustCompile(`^((?:[1-3]\s*)?[A-Za-z][A-Za-z .]*?)\.?\s*(\d.*)?$`)
	// what follows a book: chapter, chapter range, or chapter:verses with ranges, lists and a
	// range into a later chapter.
	locRe   = regexp.MustCompile(`^(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?(?:\s*[:.]\s*(.+))?$`)
	versePt = regexp.MustCompile(`^(\d{1,3})(?:\s*[-–—]\s*(?:(\d{1,3})\s*:\s*)?(\d{1,3}))?$`)
)

// ParseScripture reads references separated by semicolons; a blank text is none. A part it cannot
// read answers 400 "Scripture reference not recognised: {part}".
func ParseScripture(text string) ([]Ref, error) {
	refs := []Ref{}
	var last *book
	for _, raw := range strings.Split(text, ";") {
		part := strings.TrimSpace(raw)
		if part == "" {
			continue
		}
		ref, b, ok := parsePart(part, last)
		if !ok {
			return nil, fault.E(fault.Invalid, MsgScripture+part)
		}
		refs, last = append(refs, ref), b
	}
	return refs, nil
}

// FormatScripture is the references as one text: "John 3:16-21; Romans 8".
func FormatScripture(refs []Ref) string {
	parts := make([]string, len(refs))
	for i, r := range refs {
		parts[i] = r.String()
	}
	return strings.Join(parts, "; ")
}

// Books are the distinct full book names of refs, in order.
func Books(refs []Ref) []string {
	out, seen := []string{}, map[string]bool{}
	for _, r := range refs {
		if !seen[r.Book] {
			seen[r.Book] = true
			out = append(out, r.Book)
		}
	}
	return out
}

func parsePart(part string, last *book) (Ref, *book, bool) {
	var b *book
	loc := part
	if part[0] >= '0' && part[0] <= '9' && last != nil && locRe.MatchString(part) {
		b = last // "4:1-6" after "John 3"
	} else {
		m := partRe.FindStringSubmatch(roman(part))
		if m == nil {
			return Ref{}, nil, false
		}
		if b = findBook(m[1]); b == nil {
			return Ref{}, nil, false
		}
		loc = strings.TrimSpace(m[2])
	}
	ref := Ref{Book: b.name}
	if loc == "" {
		return ref, b, true
	}
	m := locRe.FindStringSubmatch(loc)
	if m == nil {
		return Ref{}, nil, false
	}
	ch, _ := strconv.Atoi(m[1])
	if b.chapters == 1 && m[2] == "" && m[3] == "" {
		// "Jude 5": a one-chapter book's number is a verse.
		one := 1
		ref.Chapter, ref.Verses = &one, m[1]
		return ref, b, true
	}
	if ch < 1 || ch > b.chapters {
		return Ref{}, nil, false
	}
	ref.Chapter = &ch
	if m[2] != "" {
		end, _ := strconv.Atoi(m[2])
		if end <= ch || end > b.chapters || m[3] != "" {
			return Ref{}, nil, false
		}
		ref.EndChapter = &end
		return ref, b, true
	}
	if m[3] != "" {
		verses, ok := parseVerses(m[3], ch, b.chapters)
		if !ok {
			return Ref{}, nil, false
		}
		ref.Verses = verses
	}
	return ref, b, true
}

// parseVerses reads "16-21", "1, 4-6" or "1-2:3" (into a later chapter), normalised.
func parseVerses(s string, ch, chapters int) (string, bool) {
	var out []string
	for _, p := range strings.Split(s, ",") {
		m := versePt.FindStringSubmatch(strings.TrimSpace(p))
		if m == nil {
			return "", false
		}
		from, _ := strconv.Atoi(m[1])
		if from < 1 || from > 176 {
			return "", false
		}
		v := m[1]
		switch {
		case m[2] != "":
			toCh, _ := strconv.Atoi(m[2])
			if toCh <= ch || toCh > chapters {
				return "", false
			}
			v += "-" + m[2] + ":" + m[3]
		case m[3] != "":
			to, _ := strconv.Atoi(m[3])
			if to < from || to > 176 {
				return "", false
			}
			v += "-" + m[3]
		}
		out = append(out, v)
	}
	return strings.Join(out, ", "), true
}

// roman turns a leading "I ", "II ", "III ", "First " etc. into its digit ("II Cor" → "2 Cor").
func roman(s string) string {
	f := strings.Fields(s)
	if len(f) > 1 {
		if n, ok := ordinals[strings.ToLower(f[0])]; ok {
			return n + " " + strings.Join(f[1:], " ")
		}
	}
	return s
}

package podcasts

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// ValidateFeed checks a podcast feed against the rules Apple Podcasts and Spotify publish for the
// feeds they accept and answers one line per broken rule (none: the feed is accepted). Artwork
// size is checked when it is chosen (the artwork rule), so here only its URL.
func ValidateFeed(doc []byte) []string {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	var f rssIn
	dec := xml.NewDecoder(bytes.NewReader(doc))
	if err := dec.Decode(&f); err != nil {
		return []string{"the feed is not well-formed XML: " + err.Error()}
	}
	if f.XMLName.Local != "rss" || f.Version != "2.0" {
		bad(`the root element must be <rss version="2.0">`)
	}
	if !declares(doc, nsItunes) {
		bad("the itunes namespace (%s) is not declared", nsItunes)
	}
	c := f.Channel
	if c == nil {
		return append(probs, "the feed has no <channel>")
	}
	required := []struct{ name, value string }{{"title", c.Title}, {"description", c.Description}, {"language", c.Language},
		{"link", c.Link}, {"itunes:author", c.Author}}
	for _, r := range required {
		if strings.TrimSpace(r.value) == "" {
			bad("channel: <%s> is missing or empty", r.name)
		}
	}
	if c.Link != "" && !absolute(c.Link) {
		bad("channel: <link> is not an absolute http(s) URL")
	}
	if c.Image == nil || c.Image.Href == "" {
		bad("channel: <itunes:image href> is missing")
	} else if !absolute(c.Image.Href) {
		bad("channel: <itunes:image href> is not an absolute http(s) URL")
	}
	if len(c.Categories) == 0 || strings.TrimSpace(c.Categories[0].Text) == "" {
		bad("channel: <itunes:category text> is missing")
	}
	if c.Explicit != "true" && c.Explicit != "false" {
		bad("channel: <itunes:explicit> must be true or false, not %q", c.Explicit)
	}
	if c.Owner == nil || !strings.Contains(c.Owner.Email, "@") {
		bad("channel: <itunes:owner><itunes:email> is missing or not an e-mail address")
	}
	if len(c.Items) == 0 {
		bad("channel: the feed has no <item>")
	}
	guids := map[string]int{}
	for i, it := range c.Items {
		n := i + 1
		if strings.TrimSpace(it.Title) == "" {
			bad("item %d: <title> is missing", n)
		}
		switch e := it.Enclosure; {
		case e == nil:
			bad("item %d: <enclosure> is missing", n)
		default:
			if !absolute(e.URL) {
				bad("item %d: <enclosure url> is not an absolute http(s) URL", n)
			}
			if l, err := strconv.ParseInt(e.Length, 10, 64); err != nil || l <= 0 {
				bad("item %d: <enclosure length> must be the file's size in bytes (more than 0), not %q", n, e.Length)
			}
			if !strings.HasPrefix(e.Type, "audio/") {
				bad("item %d: <enclosure type> must be an audio type, not %q", n, e.Type)
			}
		}
		g := strings.TrimSpace(it.GUID)
		if g == "" {
			bad("item %d: <guid> is missing", n)
		} else if first, seen := guids[g]; seen {
			bad("item %d: <guid> repeats item %d's", n, first)
		} else {
			guids[g] = n
		}
		if _, err := time.Parse(time.RFC1123Z, it.PubDate); err != nil {
			if _, err := time.Parse(time.RFC1123, it.PubDate); err != nil {
				bad("item %d: <pubDate> %q is not an RFC 1123 date", n, it.PubDate)
			}
		}
		if !durationRule.MatchString(it.Duration) {
			bad("item %d: <itunes:duration> must be seconds or [HH:]MM:SS, not %q", n, it.Duration)
		}
		if it.Explicit != "" && it.Explicit != "true" && it.Explicit != "false" {
			bad("item %d: <itunes:explicit> must be true or false, not %q", n, it.Explicit)
		}
	}
	return probs
}

var durationRule = regexp.MustCompile(`^([0-9]+|([0-9]+:)?[0-5]?[0-9]:[0-5][0-9])$`)

func absolute(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

// declares says the document binds a prefix to namespace ns on its root element.
func declares(doc []byte, ns string) bool {
	dec := xml.NewDecoder(bytes.NewReader(doc))
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		if se, ok := tok.(xml.StartElement); ok {
			for _, a := range se.Attr {
				if a.Name.Space == "xmlns" && a.Value == ns {
					return true
				}
			}
			return false
		}
	}
}

// The feed as read back: namespaced names by their namespace, so an undeclared prefix is missing.
type rssIn struct {
	XMLName xml.Name   `xml:"rss"`
	Version string     `xml:"version,attr"`
	Channel *channelIn `xml:"channel"`
}

type channelIn struct {
	Title       string       `xml:"title"`
	Link        string       `xml:"link"`
	Language    string       `xml:"language"`
	Description string       `xml:"description"`
	Author      string       `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd author"`
	Owner       *ownerIn     `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd owner"`
	Image       *hrefIn      `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd image"`
	Categories  []categoryIn `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd category"`
	Explicit    string       `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd explicit"`
	Items       []itemIn     `xml:"item"`
}

type ownerIn struct {
	Name  string `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd name"`
	Email string `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd email"`
}

type hrefIn struct {
	Href string `xml:"href,attr"`
}

type categoryIn struct {
	Text string `xml:"text,attr"`
}

type itemIn struct {
	Title     string       `xml:"title"`
	Enclosure *enclosureIn `xml:"enclosure"`
	GUID      string       `xml:"guid"`
	PubDate   string       `xml:"pubDate"`
	Duration  string       `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd duration"`
	Explicit  string       `xml:"http://www.itunes.com/dtds/podcast-1.0.dtd explicit"`
}

type enclosureIn struct {
	URL    string `xml:"url,attr"`
	Length string `xml:"length,attr"`
	Type   string `xml:"type,attr"`
}

package podcasts_test

import (
	"strings"
	"testing"

	"congregate/tenantapi/word/podcasts"
)

const validFeed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <atom:link href="https://grace.example/api/word/podcasts/1/feed.xml" rel="self" type="application/rss+xml"></atom:link>
    <title>Sunday Sermons</title>
    <link>https://grace.example/</link>
    <language>en</language>
    <description>Every Sunday.</description>
    <itunes:author>Grace Church</itunes:author>
    <itunes:owner><itunes:name>Grace</itunes:name><itunes:email>podcast@grace.example</itunes:email></itunes:owner>
    <itunes:image href="https://grace.example/api/word/files/art.png"></itunes:image>
    <itunes:category text="Religion &amp; Spirituality"><itunes:category text="Christianity"></itunes:category></itunes:category>
    <itunes:explicit>false</itunes:explicit>
    <item>
      <title>One</title>
      <enclosure url="https://grace.example/api/word/files/one.mp3" length="1234" type="audio/mpeg"></enclosure>
      <guid isPermaLink="false">urn:uuid:1</guid>
      <pubDate>Sun, 22 Nov 2026 10:00:00 +0000</pubDate>
      <itunes:duration>1834</itunes:duration>
    </item>
    <item>
      <title>Two</title>
      <enclosure url="https://grace.example/api/word/files/two.m4a" length="99" type="audio/x-m4a"></enclosure>
      <guid isPermaLink="false">urn:uuid:2</guid>
      <pubDate>Sun, 29 Nov 2026 10:00:00 GMT</pubDate>
      <itunes:duration>01:02:03</itunes:duration>
    </item>
  </channel>
</rss>`

// Each broken rule of Apple's and Spotify's is reported.
func TestValidateFeed(t *testing.T) {
	if probs := podcasts.ValidateFeed([]byte(validFeed)); len(probs) != 0 {
		t.Fatalf("a valid feed: %v", probs)
	}
	cases := []struct{ from, to, want string }{
		{`<rss version="2.0"`, `<rss version="0.91"`, `<rss version="2.0">`},
		{` xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"`, ``, "itunes namespace"},
		{`<title>Sunday Sermons</title>`, ``, "channel: <title>"},
		{`<description>Every Sunday.</description>`, ``, "channel: <description>"},
		{`<language>en</language>`, ``, "channel: <language>"},
		{`<itunes:author>Grace Church</itunes:author>`, ``, "channel: <itunes:author>"},
		{`<itunes:image href="https://grace.example/api/word/files/art.png"></itunes:image>`, ``, "<itunes:image href> is missing"},
		{`href="https://grace.example/api/word/files/art.png"`, `href="/api/word/files/art.png"`, "<itunes:image href> is not an absolute"},
		{`<itunes:category text="Religion &amp; Spirituality">`, `<itunes:category text="">`, "<itunes:category text> is missing"},
		{`<itunes:explicit>false</itunes:explicit>`, `<itunes:explicit>no</itunes:explicit>`, "<itunes:explicit> must be true or false"},
		{`<itunes:email>podcast@grace.example</itunes:email>`, ``, "<itunes:email> is missing"},
		{`<title>One</title>`, `<title></title>`, "item 1: <title>"},
		{`url="https://grace.example/api/word/files/one.mp3"`, `url="/api/word/files/one.mp3"`, "item 1: <enclosure url>"},
		{`length="1234"`, `length="0"`, "item 1: <enclosure length>"},
		{`type="audio/mpeg"`, `type="text/html"`, "item 1: <enclosure type>"},
		{`<guid isPermaLink="false">urn:uuid:1</guid>`, ``, "item 1: <guid> is missing"},
		{`urn:uuid:2`, `urn:uuid:1`, "item 2: <guid> repeats item 1"},
		{`Sun, 22 Nov 2026 10:00:00 +0000`, `2026-11-22T10:00:00Z`, "item 1: <pubDate>"},
		{`<itunes:duration>1834</itunes:duration>`, ``, "item 1: <itunes:duration>"},
		{`<itunes:duration>01:02:03</itunes:duration>`, `<itunes:duration>an hour</itunes:duration>`, "item 2: <itunes:duration>"},
		{`</channel>`, `</chanel>`, "not well-formed"},
	}
	for _, c := range cases {
		doc := strings.Replace(validFeed, c.from, c.to, 1)
		if doc == validFeed {
			t.Fatalf("case %q changes nothing", c.from)
		}
		probs := podcasts.ValidateFeed([]byte(doc))
		if !strings.Contains(strings.Join(probs, "\n"), c.want) {
			t.Errorf("%q → %q: want %q, got %v", c.from, c.to, c.want, probs)
		}
	}
	noItems := validFeed[:strings.Index(validFeed, "<item>")] + "</channel></rss>"
	if probs := podcasts.ValidateFeed([]byte(noItems)); !strings.Contains(strings.Join(probs, "\n"), "no <item>") {
		t.Errorf("no items: %v", probs)
	}
}

package podcasts

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/xml"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/word/media"
	"congregate/tenantapi/word/settings"
)

// Feed is a rendered podcast feed, or (NotModified) the answer that the client's copy is current.
type Feed struct {
	Body         []byte
	ETag         string
	LastModified time.Time
	NotModified  bool
}

// Conditional is what the client already holds (If-None-Match, If-Modified-Since).
type Conditional struct {
	IfNoneMatch     string
	IfModifiedSince time.Time
}

func (c Conditional) current(etag string, lastModified time.Time) bool {
	if c.IfNoneMatch != "" {
		for _, t := range strings.Split(c.IfNoneMatch, ",") {
			t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
			if t == etag || t == "*" {
				return true
			}
		}
		return false
	}
	return !c.IfModifiedSince.IsZero() && !lastModified.Truncate(time.Second).After(c.IfModifiedSince)
}

// feedCache keeps each feed's last rendering under its ETag, so a repeat costs the stamp query only.
type feedCache struct {
	mu      sync.Mutex
	entries map[feedKey]cachedFeed
}

type feedKey struct{ church, album int64 } // album 0: the church's feed

type cachedFeed struct {
	etag string
	body []byte
}

const maxCachedFeeds = 4096

func (c *feedCache) get(k feedKey, etag string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[k]
	return e.body, ok && e.etag == etag
}

func (c *feedCache) put(k feedKey, etag string, body []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.entries[k]; !ok && len(c.entries) >= maxCachedFeeds {
		for old := range c.entries { // any one: the map's order is random
			delete(c.entries, old)
			break
		}
	}
	c.entries[k] = cachedFeed{etag, body}
}

func (s *Service) cache() *feedCache {
	s.once.Do(func() { s.feeds = &feedCache{entries: map[feedKey]cachedFeed{}} })
	return s.feeds
}

func makeETag(parts ...any) string {
	h := sha256.Sum256([]byte(fmt.Sprint(parts...)))
	return `"` + hex.EncodeToString(h[:12]) + `"`
}

// AlbumFeed is an album's feed: 404 for an album the church does not have, "This podcast has no
// published episodes" for one unpublished or without a published episode.
func (s *Service) AlbumFeed(ctx context.Context, albumID int64, cond Conditional) (*Feed, error) {
	ch := tenancy.FromContext(ctx)
	base := s.baseURL(ctx)
	var out Feed
	err := s.run(ctx, func(tx *gorm.DB) error {
		st, err := albumStamp(tx, albumID)
		if err != nil {
			return err
		}
		if !st.Found {
			return ErrAlbumNotFound
		}
		if !st.Published || st.Episodes == 0 {
			return errNoEpisodes
		}
		out.ETag = makeETag(ch.ID, "|", albumID, "|", st.Episodes, "|", st.Changed.UnixNano(), "|", base)
		out.LastModified = st.Changed.UTC().Truncate(time.Second)
		if cond.current(out.ETag, out.LastModified) {
			out.NotModified = true
			return nil
		}
		key := feedKey{ch.ID, albumID}
		if body, ok := s.cache().get(key, out.ETag); ok {
			out.Body = body
			return nil
		}
		if out.Body, err = renderAlbum(tx, albumID, base); err != nil {
			return err
		}
		s.cache().put(key, out.ETag, out.Body)
		return nil
	})
	return &out, err
}

// ChurchFeed is the church's feed: every published album's published episodes, the channel from
// the Word settings.
func (s *Service) ChurchFeed(ctx context.Context, cond Conditional) (*Feed, error) {
	ch := tenancy.FromContext(ctx)
	base := s.baseURL(ctx)
	var out Feed
	err := s.run(ctx, func(tx *gorm.DB) error {
		st, err := churchStamp(tx)
		if err != nil {
			return err
		}
		if st.Episodes == 0 {
			return errNoEpisodes
		}
		out.ETag = makeETag(ch.ID, "|church|", st.Episodes, "|", st.Changed.UnixNano(), "|", base, "|", ch.FullName, "|",
			ch.UpdatedAt.UnixNano())
		out.LastModified = st.Changed.UTC().Truncate(time.Second)
		if cond.current(out.ETag, out.LastModified) {
			out.NotModified = true
			return nil
		}
		key := feedKey{ch.ID, 0}
		if body, ok := s.cache().get(key, out.ETag); ok {
			out.Body = body
			return nil
		}
		if out.Body, err = renderChurch(tx, ch, base); err != nil {
			return err
		}
		s.cache().put(key, out.ETag, out.Body)
		return nil
	})
	return &out, err
}

// The RSS 2.0 document (Apple Podcasts' and Spotify's tags). encoding/xml writes a prefixed name
// given as "itunes:x" as it is; the namespaces are declared on <rss>.
const (
	nsItunes  = "http://www.itunes.com/dtds/podcast-1.0.dtd"
	nsContent = "http://purl.org/rss/1.0/modules/content/"
	nsAtom    = "http://www.w3.org/2005/Atom"
)

type rssOut struct {
	XMLName xml.Name   `xml:"rss"`
	Version string     `xml:"version,attr"`
	Itunes  string     `xml:"xmlns:itunes,attr"`
	Content string     `xml:"xmlns:content,attr"`
	Atom    string     `xml:"xmlns:atom,attr"`
	Channel channelOut `xml:"channel"`
}

type channelOut struct {
	AtomLink    atomLink    `xml:"atom:link"`
	Title       string      `xml:"title"`
	Link        string      `xml:"link"`
	Language    string      `xml:"language"`
	Copyright   string      `xml:"copyright"`
	Description string      `xml:"description"`
	Author      string      `xml:"itunes:author"`
	Owner       ownerOut    `xml:"itunes:owner"`
	Image       hrefOut     `xml:"itunes:image"`
	Category    categoryOut `xml:"itunes:category"`
	Explicit    string      `xml:"itunes:explicit"`
	Type        string      `xml:"itunes:type"`
	LastBuild   string      `xml:"lastBuildDate"`
	Items       []itemOut   `xml:"item"`
}

type atomLink struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr"`
}

type ownerOut struct {
	Name  string `xml:"itunes:name"`
	Email string `xml:"itunes:email"`
}

type hrefOut struct {
	Href string `xml:"href,attr"`
}

type categoryOut struct {
	Text string       `xml:"text,attr"`
	Sub  *categoryOut `xml:"itunes:category,omitempty"`
}

type itemOut struct {
	Title       string       `xml:"title"`
	Description string       `xml:"description"`
	Encoded     cdata        `xml:"content:encoded"`
	Enclosure   enclosureOut `xml:"enclosure"`
	GUID        guidOut      `xml:"guid"`
	PubDate     string       `xml:"pubDate"`
	Duration    string       `xml:"itunes:duration,omitempty"`
	Explicit    string       `xml:"itunes:explicit,omitempty"`
	Episode     *int         `xml:"itunes:episode,omitempty"`
	Season      *int         `xml:"itunes:season,omitempty"`
	EpisodeType string       `xml:"itunes:episodeType"`
	Image       *hrefOut     `xml:"itunes:image,omitempty"`
}

type cdata struct {
	Text string `xml:",cdata"`
}

type enclosureOut struct {
	URL    string `xml:"url,attr"`
	Length int64  `xml:"length,attr"`
	Type   string `xml:"type,attr"`
}

type guidOut struct {
	IsPermaLink string `xml:"isPermaLink,attr"`
	Value       string `xml:",chardata"`
}

func yesNo(b bool) string { return strconv.FormatBool(b) }

// category is Apple's category with its subcategory when one is set.
func category(main, sub string) categoryOut {
	c := categoryOut{Text: main}
	if sub != "" {
		c.Sub = &categoryOut{Text: sub}
	}
	return c
}

func renderAlbum(tx *gorm.DB, albumID int64, base string) ([]byte, error) {
	a, err := loadAlbum(tx, albumID)
	if err != nil {
		return nil, err
	}
	eps, err := feedEpisodes(tx, []int64{albumID})
	if err != nil {
		return nil, err
	}
	ids := episodeMedia(eps)
	if a.ArtworkMediaID != nil {
		ids = append(ids, *a.ArtworkMediaID)
	}
	files, err := media.Load(tx, ids)
	if err != nil {
		return nil, err
	}
	link := a.Link
	if link == "" {
		link = base + "/"
	}
	c := channelOut{AtomLink: atomLink{Href: base + FeedPath(albumID), Rel: "self", Type: "application/rss+xml"},
		Title: a.Title, Link: link, Language: a.Language, Description: a.Description,
		Copyright: fmt.Sprintf("© %d %s", time.Now().Year(), a.Author), Author: a.Author,
		Owner: ownerOut{a.OwnerName, a.OwnerEmail}, Category: category(a.ItunesCategory, a.ItunesSubcategory),
		Explicit: yesNo(a.Explicit), Type: "episodic", LastBuild: a.UpdatedAt.UTC().Format(time.RFC1123Z)}
	if a.ArtworkMediaID != nil {
		c.Image.Href = media.PublicURL(base, files[*a.ArtworkMediaID])
	}
	c.Items = items(eps, files, base, nil)
	return encode(c)
}

func renderChurch(tx *gorm.DB, ch *tenancy.Church, base string) ([]byte, error) {
	st, err := settings.Load(tx)
	if err != nil {
		return nil, err
	}
	albums, err := publishedAlbums(tx)
	if err != nil {
		return nil, err
	}
	albumIDs := make([]int64, len(albums))
	art := map[int64]int64{} // album → artwork media
	var ids []int64
	for i, a := range albums {
		albumIDs[i] = a.ID
		if a.ArtworkMediaID != nil {
			art[a.ID] = *a.ArtworkMediaID
			ids = append(ids, *a.ArtworkMediaID)
		}
	}
	eps, err := feedEpisodes(tx, albumIDs)
	if err != nil {
		return nil, err
	}
	artwork := st.PodcastArtworkMediaID
	if artwork == nil && len(ids) > 0 {
		artwork = &ids[0]
	}
	if artwork != nil {
		ids = append(ids, *artwork)
	}
	files, err := media.Load(tx, append(ids, episodeMedia(eps)...))
	if err != nil {
		return nil, err
	}
	author := st.PodcastAuthor
	if author == "" {
		author = ch.FullName
	}
	c := channelOut{AtomLink: atomLink{Href: base + ChurchFeedPath, Rel: "self", Type: "application/rss+xml"},
		Title: ch.FullName, Link: base + "/", Language: st.PodcastLanguage,
		Description: "Sermons and podcasts from " + ch.FullName + ".",
		Copyright:   fmt.Sprintf("© %d %s", time.Now().Year(), ch.FullName), Author: author,
		Owner: ownerOut{st.PodcastOwnerName, st.PodcastOwnerEmail}, Category: category(st.PodcastCategory, st.PodcastSubcategory),
		Explicit: yesNo(st.PodcastExplicit), Type: "episodic", LastBuild: time.Now().UTC().Format(time.RFC1123Z)}
	// Settings left empty: the first published album's owner, then the church's own.
	for _, a := range albums {
		if c.Owner.Email == "" && a.OwnerEmail != "" {
			c.Owner = ownerOut{a.OwnerName, a.OwnerEmail}
		}
	}
	if c.Owner.Email == "" {
		c.Owner.Email = ch.Email
	}
	if c.Owner.Name == "" {
		c.Owner.Name = ch.FullName
	}
	if artwork != nil {
		c.Image.Href = media.PublicURL(base, files[*artwork])
	}
	images := map[int64]string{}
	for album, m := range art {
		images[album] = media.PublicURL(base, files[m])
	}
	c.Items = items(eps, files, base, images)
	return encode(c)
}

func episodeMedia(eps []episodeRow) []int64 {
	ids := make([]int64, len(eps))
	for i, e := range eps {
		ids[i] = e.AudioMediaID
	}
	return ids
}

// items are the episodes as feed items; images (the church's feed) gives each item its album's artwork.
func items(eps []episodeRow, files map[int64]media.Item, base string, images map[int64]string) []itemOut {
	out := make([]itemOut, 0, len(eps))
	for _, e := range eps {
		f := files[e.AudioMediaID]
		it := itemOut{Title: e.Title, Description: e.Description, Encoded: cdata{e.Description},
			Enclosure: enclosureOut{URL: media.PublicURL(base, f), Length: f.SizeBytes, Type: f.ContentType},
			GUID:      guidOut{IsPermaLink: "false", Value: e.GUID}, Episode: e.EpisodeNumber, Season: e.Season,
			EpisodeType: e.EpisodeType}
		if e.PublishedAt != nil {
			it.PubDate = e.PublishedAt.UTC().Format(time.RFC1123Z)
		}
		if f.DurationSeconds != nil {
			it.Duration = strconv.FormatInt(int64(math.Round(*f.DurationSeconds)), 10)
		}
		if e.Explicit != nil {
			it.Explicit = yesNo(*e.Explicit)
		}
		if img, ok := images[e.AlbumID]; ok {
			it.Image = &hrefOut{img}
		}
		out = append(out, it)
	}
	return out
}

func encode(c channelOut) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	err := xml.NewEncoder(&b).Encode(rssOut{Version: "2.0", Itunes: nsItunes, Content: nsContent, Atom: nsAtom, Channel: c})
	b.WriteByte('\n')
	return b.Bytes(), err
}

// Package sermons is the church's sermons (docs/word-api.md "Sermons and livestream"): speakers (a
// person of the church or a guest), series with artwork, sermon groups, sermons with scripture,
// notes, audio, video and attachments from the media library, published or draft, and playlists in
// the church's order. Media are read through tenantapi/word/media only; people's names through
// people/directory.
package sermons

import (
	"net/url"
	"strings"
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/word/media"
)

// Audit events of sermons (tenantapi/audit/events_word_sermons.go lists them for the audit page).
const (
	EventSpeakerAdd       = "word.speaker.add"
	EventSpeakerUpdate    = "word.speaker.update"
	EventSpeakerDelete    = "word.speaker.delete"
	EventSeriesAdd        = "word.series.add"
	EventSeriesUpdate     = "word.series.update"
	EventSeriesDelete     = "word.series.delete"
	EventSeriesReposition = "word.series.reposition"
	EventGroupAdd         = "word.sermon-group.add"
	EventGroupUpdate      = "word.sermon-group.update"
	EventGroupDelete      = "word.sermon-group.delete"
	EventGroupReposition  = "word.sermon-group.reposition"
	EventSermonAdd        = "word.sermon.add"
	EventSermonUpdate     = "word.sermon.update"
	EventSermonPublish    = "word.sermon.publish"
	EventSermonUnpublish  = "word.sermon.unpublish"
	EventSermonDelete     = "word.sermon.delete"
	EventPlaylistAdd      = "word.playlist.add"
	EventPlaylistUpdate   = "word.playlist.update"
	EventPlaylistDelete   = "word.playlist.delete"
	EventPlaylistSermons  = "word.playlist.sermons"
	EventPlaylistReorder  = "word.playlist.reorder"
)

// Actor is who makes a change: the audit entry builder of their request (nil: the system).
type Actor struct {
	Entry func(event string, details map[string]any) audit.Entry
}

// Audit is the actor's entry for an event.
func (a Actor) Audit(event string, details map[string]any) audit.Entry {
	if a.Entry == nil {
		return audit.Entry{Event: event, Success: true, Details: details}
	}
	return a.Entry(event, details)
}

// Limits of the contract.
const (
	MaxNotes       = 20000
	MaxAttachments = 20
	maxIDs         = 500
)

var (
	errSpeakerNotFound  = fault.E(fault.NotFound, "Speaker not found")
	errSpeakerUsed      = fault.E(fault.Conflict, "This speaker has sermons")
	errSeriesNotFound   = fault.E(fault.NotFound, "Series not found")
	errSeriesUsed       = fault.E(fault.Conflict, "This series has sermons")
	errSeriesTaken      = fault.E(fault.Conflict, "A series with this name already exists")
	errGroupNotFound    = fault.E(fault.NotFound, "Sermon group not found")
	errGroupTaken       = fault.E(fault.Conflict, "A group with this name already exists")
	errSermonNotFound   = fault.E(fault.NotFound, "Sermon not found")
	errPlaylistNotFound = fault.E(fault.NotFound, "Playlist not found")
	errPlaylistOrder    = fault.E(fault.Invalid, "Send every sermon of the playlist once")
	errSpeakerTaken     = fault.E(fault.Conflict, "This person is already a speaker")
	errOrder            = fault.E(fault.Invalid, "Send every id once")
	errTooMany          = fault.E(fault.Invalid, "Too many ids")
)

// Speaker is a preacher: a person of the church (personId, the person's name) or a guest.
type Speaker struct {
	ID           int64   `json:"id"`
	Name         string  `json:"name"`
	Title        string  `json:"title"`
	PersonID     *int64  `json:"personId"`
	Guest        bool    `json:"guest"`
	Bio          string  `json:"bio"`
	PhotoMediaID *int64  `json:"photoMediaId"`
	PhotoURL     *string `json:"photoUrl"`
	SermonCount  int64   `json:"sermonCount"`
}

// Speakers answers speakers/list.
type Speakers struct {
	Items []Speaker `json:"items"`
}

// Series is a sermon series with its artwork (an image media item).
type Series struct {
	ID             int64   `json:"id"`
	Name           string  `json:"name"`
	Description    string  `json:"description"`
	ArtworkMediaID *int64  `json:"artworkMediaId"`
	ArtworkURL     *string `json:"artworkUrl"`
	StartOn        *string `json:"startOn"`
	EndOn          *string `json:"endOn"`
	SermonCount    int64   `json:"sermonCount"`
	Position       int     `json:"position"`
}

// SeriesList answers series/list and series/reposition.
type SeriesList struct {
	Items []Series `json:"items"`
}

// SermonGroup is a sermon group (Sunday services, Youth, Conferences…).
type SermonGroup struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Position    int    `json:"position"`
	SermonCount int64  `json:"sermonCount"`
}

// SermonGroups answers groups/list and groups/reposition.
type SermonGroups struct {
	Items []SermonGroup `json:"items"`
}

// GroupRef names a group of a sermon.
type GroupRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Sermon is a sermon as the calls answer it.
type Sermon struct {
	ID            int64        `json:"id"`
	Title         string       `json:"title"`
	PreachedOn    string       `json:"preachedOn"`
	SpeakerID     *int64       `json:"speakerId"`
	SpeakerName   string       `json:"speakerName"`
	SeriesID      *int64       `json:"seriesId"`
	SeriesName    string       `json:"seriesName"`
	GroupIDs      []int64      `json:"groupIds"`
	Groups        []GroupRef   `json:"groups"`
	Scripture     string       `json:"scripture"`
	ScriptureRefs []Ref        `json:"scriptureRefs"`
	Notes         string       `json:"notes"`
	Summary       string       `json:"summary"`
	AudioMediaID  *int64       `json:"audioMediaId"`
	Audio         *media.Item  `json:"audio"`
	VideoMediaID  *int64       `json:"videoMediaId"`
	Video         *media.Item  `json:"video"`
	VideoURL      string       `json:"videoUrl"`
	Attachments   []media.Item `json:"attachments"`
	Status        string       `json:"status" enum:"draft,published"`
	PublishedAt   *string      `json:"publishedAt"`
	StreamID      *int64       `json:"streamId"`
	CreatedAt     string       `json:"createdAt"`
	UpdatedAt     string       `json:"updatedAt"`
}

// Playlist is an ordered list of sermons.
type Playlist struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	SermonCount int64  `json:"sermonCount"`
	Position    int    `json:"position"`
}

// Playlists answers playlists/list.
type Playlists struct {
	Items []Playlist `json:"items"`
}

// PlaylistDetail answers playlists/get and its changes: the playlist and its sermons in order.
type PlaylistDetail struct {
	Playlist Playlist `json:"playlist"`
	Sermons  []Sermon `json:"sermons"`
}

// Deleted names what was deleted.
type Deleted struct {
	ID int64 `json:"id"`
}

// Requests.

// IDRequest names one thing.
type IDRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

// SearchRequest is a list's search word.
type SearchRequest struct {
	httpx.ClientContext
	Search string `json:"search"`
}

// IDsRequest is a new order: every id once.
type IDsRequest struct {
	httpx.ClientContext
	IDs []int64 `json:"ids"`
}

func (r IDsRequest) Validate() error { return maxLen(r.IDs) }

func maxLen(ids []int64) error {
	if len(ids) > maxIDs {
		return errTooMany
	}
	return nil
}

// SpeakerRequest adds (id 0) or updates a speaker: with personId a person of the church (their
// name), else a guest with the name typed.
type SpeakerRequest struct {
	httpx.ClientContext
	ID           int64  `json:"id"`
	Name         string `json:"name"`
	Title        string `json:"title"`
	PersonID     *int64 `json:"personId"`
	Bio          string `json:"bio"`
	PhotoMediaID *int64 `json:"photoMediaId"`
}

func (r *SpeakerRequest) Validate() (err error) {
	if r.PersonID != nil && *r.PersonID == 0 {
		r.PersonID = nil
	}
	if r.PersonID == nil {
		if r.Name, err = person.FoldedText(r.Name, 200, "Enter the speaker's name", "A name must be at most 200 characters"); err != nil {
			return err
		}
	}
	if r.Title, err = text(r.Title, 100, "A title must be at most 100 characters"); err != nil {
		return err
	}
	r.Bio, err = text(r.Bio, 4000, "A biography must be at most 4,000 characters")
	return err
}

// SeriesRequest adds (id 0) or updates a series.
type SeriesRequest struct {
	httpx.ClientContext
	ID             int64  `json:"id"`
	Name           string `json:"name"`
	Description    string `json:"description"`
	ArtworkMediaID *int64 `json:"artworkMediaId"`
	StartOn        string `json:"startOn"`
	EndOn          string `json:"endOn"`
	start, end     *string
}

func (r *SeriesRequest) Validate() (err error) {
	if r.Name, err = person.FoldedText(r.Name, 100, "Enter a series name", "A series name must be at most 100 characters"); err != nil {
		return err
	}
	if r.Description, err = text(r.Description, 4000, "A description must be at most 4,000 characters"); err != nil {
		return err
	}
	if r.start, err = date(r.StartOn); err != nil {
		return err
	}
	if r.end, err = date(r.EndOn); err != nil {
		return err
	}
	if r.start != nil && r.end != nil && *r.end < *r.start {
		return fault.E(fault.Invalid, "The series cannot end before it starts")
	}
	return nil
}

// GroupRequest adds (id 0) or updates a sermon group.
type GroupRequest struct {
	httpx.ClientContext
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

func (r *GroupRequest) Validate() (err error) {
	if r.Name, err = person.FoldedText(r.Name, 100, "Enter a group name", "A group name must be at most 100 characters"); err != nil {
		return err
	}
	r.Description, err = text(r.Description, 2000, "A description must be at most 2,000 characters")
	return err
}

// SermonListRequest is the sermons list's search, filters and page.
type SermonListRequest struct {
	httpx.ClientContext
	httpx.Paging
	Search    string `json:"search"`
	SpeakerID int64  `json:"speakerId"`
	SeriesID  int64  `json:"seriesId"`
	GroupID   int64  `json:"groupId"`
	Book      string `json:"book"`
	From      string `json:"from"`
	To        string `json:"to"`
	Status    string `json:"status" enum:"draft,published"`
	book      string
	from, to  *string
}

func (r *SermonListRequest) Validate() (err error) {
	r.Search = strings.TrimSpace(r.Search)
	if person.TooLong(r.Search, 200) {
		return fault.E(fault.Invalid, "The search must be at most 200 characters")
	}
	if b := strings.TrimSpace(r.Book); b != "" {
		if r.book = BookName(b); r.book == "" {
			return fault.E(fault.Invalid, MsgScripture+b)
		}
	}
	if r.from, err = date(r.From); err != nil {
		return err
	}
	if r.to, err = date(r.To); err != nil {
		return err
	}
	switch r.Status {
	case "", "draft", "published":
	default:
		return fault.E(fault.Invalid, "Status must be draft or published")
	}
	return nil
}

// SermonRequest adds (id 0) or updates a sermon: every field is written.
type SermonRequest struct {
	httpx.ClientContext
	ID            int64   `json:"id"`
	Title         string  `json:"title"`
	PreachedOn    string  `json:"preachedOn"`
	SpeakerID     *int64  `json:"speakerId"`
	SeriesID      *int64  `json:"seriesId"`
	GroupIDs      []int64 `json:"groupIds"`
	Scripture     string  `json:"scripture"`
	Notes         string  `json:"notes"`
	Summary       string  `json:"summary"`
	AudioMediaID  *int64  `json:"audioMediaId"`
	VideoMediaID  *int64  `json:"videoMediaId"`
	VideoURL      string  `json:"videoUrl"`
	AttachmentIDs []int64 `json:"attachmentIds"`
	Status        string  `json:"status" enum:"draft,published"`
	refs          []Ref
}

func (r *SermonRequest) Validate() (err error) {
	if r.Title, err = person.FoldedText(r.Title, 200, "Enter the sermon's title", "A title must be at most 200 characters"); err != nil {
		return err
	}
	d, err := date(r.PreachedOn)
	if err != nil {
		return err
	}
	if d == nil {
		return fault.E(fault.Invalid, "Enter the date the sermon was preached")
	}
	r.PreachedOn = *d
	if person.TooLong(r.Scripture, 500) {
		return fault.E(fault.Invalid, "Scripture must be at most 500 characters")
	}
	if r.refs, err = ParseScripture(r.Scripture); err != nil {
		return err
	}
	r.Scripture = FormatScripture(r.refs)
	if r.Notes, err = text(r.Notes, MaxNotes, "Notes must be at most 20,000 characters"); err != nil {
		return err
	}
	if r.Summary, err = text(r.Summary, 2000, "A summary must be at most 2,000 characters"); err != nil {
		return err
	}
	if r.VideoURL, err = WebURL(r.VideoURL, "Enter the video's address as an http or https link"); err != nil {
		return err
	}
	if err := maxLen(r.GroupIDs); err != nil {
		return err
	}
	r.GroupIDs, r.AttachmentIDs = uniq(r.GroupIDs), uniq(r.AttachmentIDs)
	if len(r.AttachmentIDs) > MaxAttachments {
		return fault.E(fault.Invalid, "A sermon can have at most 20 attachments")
	}
	switch r.Status {
	case "":
		r.Status = "draft"
	case "draft", "published":
	default:
		return fault.E(fault.Invalid, "Status must be draft or published")
	}
	r.SpeakerID, r.SeriesID = nonZero(r.SpeakerID), nonZero(r.SeriesID)
	r.AudioMediaID, r.VideoMediaID = nonZero(r.AudioMediaID), nonZero(r.VideoMediaID)
	return nil
}

// PublishRequest publishes or unpublishes a sermon.
type PublishRequest struct {
	httpx.ClientContext
	ID        int64 `json:"id"`
	Published bool  `json:"published"`
}

// PlaylistRequest adds (id 0) or updates a playlist.
type PlaylistRequest struct {
	httpx.ClientContext
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
}

func (r *PlaylistRequest) Validate() (err error) {
	if r.Name, err = person.FoldedText(r.Name, 100, "Enter a playlist name", "A playlist name must be at most 100 characters"); err != nil {
		return err
	}
	r.Description, err = text(r.Description, 2000, "A description must be at most 2,000 characters")
	return err
}

// PlaylistSermonsRequest adds sermons to a playlist (add-sermons) or orders them (reorder).
type PlaylistSermonsRequest struct {
	httpx.ClientContext
	ID        int64   `json:"id"`
	SermonIDs []int64 `json:"sermonIds"`
}

func (r PlaylistSermonsRequest) Validate() error { return maxLen(r.SermonIDs) }

// PlaylistSermonRequest removes one sermon from a playlist.
type PlaylistSermonRequest struct {
	httpx.ClientContext
	ID       int64 `json:"id"`
	SermonID int64 `json:"sermonId"`
}

func text(s string, max int, msg string) (string, error) {
	s = strings.TrimSpace(s)
	if person.TooLong(s, max) {
		return "", fault.E(fault.Invalid, msg)
	}
	return s, nil
}

// MsgDate is the contract's message for a date that is not YYYY-MM-DD.
const MsgDate = "Enter the date as YYYY-MM-DD"

func date(s string) (*string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil || t.Year() < 1900 || t.Year() > 2200 {
		return nil, fault.E(fault.Invalid, MsgDate)
	}
	d := t.Format("2006-01-02")
	return &d, nil
}

// WebURL reads an optional http(s) link ("" stays "").
func WebURL(s, msg string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(s) > 2000 {
		return "", fault.E(fault.Invalid, msg)
	}
	return s, nil
}

func uniq(ids []int64) []int64 {
	seen := map[int64]bool{}
	out := []int64{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

func nonZero(p *int64) *int64 {
	if p == nil || *p == 0 {
		return nil
	}
	return p
}

// sameSet says ids is every one of all, each once.
func sameSet(all, ids []int64) bool {
	if len(all) != len(ids) {
		return false
	}
	seen := make(map[int64]bool, len(all))
	for _, id := range all {
		seen[id] = true
	}
	for _, id := range ids {
		if !seen[id] {
			return false
		}
		delete(seen, id)
	}
	return true
}

// Package podcasts is The Word's audio & podcasts (docs/word-api.md "Audio & podcasts — h-podcasts"):
// ordered album categories, albums (each a podcast with its own public RSS feed) and their
// episodes, the feeds Apple Podcasts and Spotify accept (feed.go) and the check of their rules
// (ValidateFeed, validate.go). Gin-free; podcastsapi is its HTTP side.
package podcasts

import (
	"net/url"
	"regexp"
	"strings"
	"time"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/word/media"
)

// AlbumCategory is a category of the audio&podcasts page.
type AlbumCategory struct {
	ID         int64  `json:"id"`
	Name       string `json:"name"`
	Position   int    `json:"position"`
	AlbumCount int64  `json:"albumCount"`
}

// AlbumCategories answers the category lists.
type AlbumCategories struct {
	Items []AlbumCategory `json:"items"`
}

// Album is one podcast: the channel of its feed.
type Album struct {
	ID                int64     `json:"id"`
	CategoryID        *int64    `json:"categoryId"`
	CategoryName      string    `json:"categoryName"`
	Title             string    `json:"title"`
	Description       string    `json:"description"`
	Author            string    `json:"author"`
	OwnerName         string    `json:"ownerName"`
	OwnerEmail        string    `json:"ownerEmail"`
	Language          string    `json:"language"`
	Explicit          bool      `json:"explicit"`
	ItunesCategory    string    `json:"itunesCategory"`
	ItunesSubcategory string    `json:"itunesSubcategory"`
	ArtworkMediaID    *int64    `json:"artworkMediaId"`
	ArtworkURL        *string   `json:"artworkUrl"`
	Link              string    `json:"link"`
	Published         bool      `json:"published"`
	Position          int       `json:"position"`
	EpisodeCount      int64     `json:"episodeCount"`
	FeedURL           string    `json:"feedUrl"`
	UpdatedAt         time.Time `json:"updatedAt"`
}

// Albums answers the album lists.
type Albums struct {
	Items []Album `json:"items"`
}

// Episode is one episode of an album.
type Episode struct {
	ID            int64      `json:"id"`
	AlbumID       int64      `json:"albumId"`
	Title         string     `json:"title"`
	Description   string     `json:"description"`
	AudioMediaID  int64      `json:"audioMediaId"`
	Audio         media.Item `json:"audio"`
	EpisodeNumber *int       `json:"episodeNumber"`
	Season        *int       `json:"season"`
	EpisodeType   string     `json:"episodeType" enum:"full,trailer,bonus"`
	Explicit      *bool      `json:"explicit"`
	GUID          string     `json:"guid"`
	Status        string     `json:"status" enum:"draft,published"`
	PublishedAt   *string    `json:"publishedAt"`
	Position      int        `json:"position"`
	SermonID      *int64     `json:"sermonId"`
}

// Deleted names the deleted category, album or episode.
type Deleted struct {
	ID int64 `json:"id"`
}

// IDRequest names one category, album or episode.
type IDRequest struct {
	ID int64 `json:"id"`
}

// CategoryRequest adds a category.
type CategoryRequest struct {
	Name string `json:"name"`
}

// Validate trims and checks the name.
func (r *CategoryRequest) Validate() error { return checkName(&r.Name) }

// CategoryRenameRequest renames a category.
type CategoryRenameRequest struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Validate trims and checks the name.
func (r *CategoryRenameRequest) Validate() error { return checkName(&r.Name) }

func checkName(s *string) error {
	*s = strings.TrimSpace(*s)
	if *s == "" {
		return fault.E(fault.Invalid, msgCategoryName)
	}
	if len([]rune(*s)) > 100 {
		return fault.E(fault.Invalid, msgCategoryNameLong)
	}
	return nil
}

// RepositionRequest is every category once, in the new order.
type RepositionRequest struct {
	IDs []int64 `json:"ids"`
}

// AlbumListRequest filters the albums: a category (0 or absent: every album) and a word of the title.
type AlbumListRequest struct {
	CategoryID *int64 `json:"categoryId"`
	Search     string `json:"search"`
}

// AlbumRepositionRequest is every album of a category (null: the albums without one) once, in the
// new order.
type AlbumRepositionRequest struct {
	CategoryID *int64  `json:"categoryId"`
	IDs        []int64 `json:"ids"`
}

// AlbumFields are an album's editable fields; empty itunes fields take the church's podcast
// defaults (settings.Load).
type AlbumFields struct {
	CategoryID        *int64 `json:"categoryId"`
	Title             string `json:"title"`
	Description       string `json:"description"`
	Author            string `json:"author"`
	OwnerName         string `json:"ownerName"`
	OwnerEmail        string `json:"ownerEmail"`
	Language          string `json:"language"`
	Explicit          *bool  `json:"explicit"`
	ItunesCategory    string `json:"itunesCategory"`
	ItunesSubcategory string `json:"itunesSubcategory"`
	ArtworkMediaID    *int64 `json:"artworkMediaId"`
	Link              string `json:"link"`
	Published         bool   `json:"published"`
}

// AlbumAddRequest adds an album.
type AlbumAddRequest struct {
	AlbumFields
}

// Validate checks the fields.
func (r *AlbumAddRequest) Validate() error { return r.AlbumFields.check() }

// AlbumUpdateRequest replaces an album's fields.
type AlbumUpdateRequest struct {
	ID int64 `json:"id"`
	AlbumFields
}

// Validate checks the fields.
func (r *AlbumUpdateRequest) Validate() error { return r.AlbumFields.check() }

var languageRule = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z]{2,4})?$`)

func (f *AlbumFields) check() error {
	for _, s := range []*string{&f.Title, &f.Author, &f.OwnerName, &f.OwnerEmail, &f.Language, &f.ItunesCategory,
		&f.ItunesSubcategory, &f.Link} {
		*s = strings.TrimSpace(*s)
	}
	f.Description = strings.TrimSpace(f.Description)
	if f.CategoryID != nil && *f.CategoryID == 0 {
		f.CategoryID = nil
	}
	if f.ArtworkMediaID != nil && *f.ArtworkMediaID == 0 {
		f.ArtworkMediaID = nil
	}
	switch {
	case f.Title == "":
		return fault.E(fault.Invalid, msgAlbumTitle)
	case len([]rune(f.Title)) > 200:
		return fault.E(fault.Invalid, msgAlbumTitleLong)
	case len([]rune(f.Description)) > 4000:
		return fault.E(fault.Invalid, msgDescriptionLong)
	case len([]rune(f.Author)) > 200 || len([]rune(f.OwnerName)) > 200 || len([]rune(f.ItunesCategory)) > 100 ||
		len([]rune(f.ItunesSubcategory)) > 100:
		return fault.E(fault.Invalid, msgFieldLong)
	case f.Language != "" && !languageRule.MatchString(f.Language):
		return fault.E(fault.Invalid, msgLanguage)
	}
	email, ok := contact.Email(f.OwnerEmail)
	if !ok || len(email) > 200 {
		return fault.E(fault.Invalid, msgEmail)
	}
	f.OwnerEmail = email
	if f.Link != "" {
		u, err := url.Parse(f.Link)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || len(f.Link) > 500 {
			return fault.E(fault.Invalid, msgLink)
		}
	}
	return nil
}

// EpisodeListRequest pages an album's episodes in the album's order.
type EpisodeListRequest struct {
	AlbumID  int64 `json:"albumId"`
	Page     int   `json:"page"`
	PageSize int   `json:"pageSize"`
}

// EpisodeFields are an episode's editable fields.
type EpisodeFields struct {
	Title         string `json:"title"`
	Description   string `json:"description"`
	AudioMediaID  int64  `json:"audioMediaId"`
	EpisodeNumber *int   `json:"episodeNumber"`
	Season        *int   `json:"season"`
	EpisodeType   string `json:"episodeType" enum:"full,trailer,bonus"`
	Explicit      *bool  `json:"explicit"`
	Status        string `json:"status" enum:"draft,published"`
	SermonID      *int64 `json:"sermonId"`
}

func (f *EpisodeFields) check() error {
	f.Title = strings.TrimSpace(f.Title)
	f.Description = strings.TrimSpace(f.Description)
	if f.EpisodeType == "" {
		f.EpisodeType = "full"
	}
	if f.Status == "" {
		f.Status = "draft"
	}
	if f.SermonID != nil && *f.SermonID == 0 {
		f.SermonID = nil
	}
	switch {
	case f.Title == "":
		return fault.E(fault.Invalid, msgEpisodeTitle)
	case len([]rune(f.Title)) > 200:
		return fault.E(fault.Invalid, msgEpisodeTitleLong)
	case len([]rune(f.Description)) > 4000:
		return fault.E(fault.Invalid, msgDescriptionLong)
	case f.AudioMediaID == 0:
		return fault.E(fault.Invalid, msgAudio)
	case f.EpisodeType != "full" && f.EpisodeType != "trailer" && f.EpisodeType != "bonus":
		return fault.E(fault.Invalid, msgEpisodeType)
	case f.Status != "draft" && f.Status != "published":
		return fault.E(fault.Invalid, msgStatus)
	case f.EpisodeNumber != nil && (*f.EpisodeNumber < 1 || *f.EpisodeNumber > 1_000_000):
		return fault.E(fault.Invalid, msgEpisodeNumber)
	case f.Season != nil && (*f.Season < 1 || *f.Season > 10_000):
		return fault.E(fault.Invalid, msgSeason)
	}
	return nil
}

// EpisodeAddRequest adds an episode at the end of an album.
type EpisodeAddRequest struct {
	AlbumID int64 `json:"albumId"`
	EpisodeFields
}

// Validate checks the fields.
func (r *EpisodeAddRequest) Validate() error { return r.EpisodeFields.check() }

// EpisodeUpdateRequest replaces an episode's fields (its guid never changes).
type EpisodeUpdateRequest struct {
	ID int64 `json:"id"`
	EpisodeFields
}

// Validate checks the fields.
func (r *EpisodeUpdateRequest) Validate() error { return r.EpisodeFields.check() }

// PublishRequest publishes an episode or takes it back to draft.
type PublishRequest struct {
	ID        int64 `json:"id"`
	Published bool  `json:"published"`
}

// ReorderRequest is every episode of an album once, in the new order.
type ReorderRequest struct {
	AlbumID int64   `json:"albumId"`
	IDs     []int64 `json:"ids"`
}

// Messages (the contract's, verbatim where it names them).
const (
	msgCategoryName     = "Enter a category name"
	msgCategoryNameLong = "A category name must be at most 100 characters"
	msgCategoryOrder    = "Send every category once in its new order"
	msgAlbumTitle       = "Enter the album's title"
	msgAlbumTitleLong   = "An album's title must be at most 200 characters"
	msgDescriptionLong  = "A description must be at most 4,000 characters"
	msgFieldLong        = "A value is too long"
	msgLanguage         = "Enter the language as an ISO 639 code like en or en-US"
	msgEmail            = "email is not valid"
	msgLink             = "Enter the link as an http or https address"
	msgAlbumOrder       = "Send every album of the category once"
	msgEpisodeTitle     = "Enter the episode's title"
	msgEpisodeTitleLong = "An episode's title must be at most 200 characters"
	msgAudio            = "Choose an audio file"
	msgEpisodeType      = "The episode type is full, trailer or bonus"
	msgStatus           = "The status is draft or published"
	msgEpisodeNumber    = "The episode number is 1 or more"
	msgSeason           = "The season is 1 or more"
	msgEpisodeOrder     = "Send every episode of the album once"
	// MsgNoEpisodes answers a feed of an album unpublished or without a published episode.
	MsgNoEpisodes = "This podcast has no published episodes"
)

var (
	// ErrCategoryNotFound is a category the church does not have.
	ErrCategoryNotFound = fault.E(fault.NotFound, "Category not found")
	// ErrAlbumNotFound is an album the church does not have.
	ErrAlbumNotFound = fault.E(fault.NotFound, "Album not found")
	// ErrEpisodeNotFound is an episode the church does not have (or of another album).
	ErrEpisodeNotFound = fault.E(fault.NotFound, "Episode not found")
	errCategoryTaken   = fault.E(fault.Conflict, "A category with this name already exists")
	errCategoryInUse   = fault.E(fault.Conflict, "This category has albums; move or delete them first")
	errNeedArtwork     = fault.E(fault.Invalid, "Add artwork before publishing")
	errNeedDescription = fault.E(fault.Invalid, "Add a description before publishing")
	errNeedEpisode     = fault.E(fault.Invalid, "Publish an episode first")
	errNoEpisodes      = fault.E(fault.NotFound, MsgNoEpisodes)
)

// Actor is who makes a change: the audit entry builder of their request (podcastsapi.Actor); nil
// writes a system entry.
type Actor struct {
	Entry func(event string, details map[string]any) audit.Entry
}

func (a Actor) audit(event string, details map[string]any) audit.Entry {
	if a.Entry == nil {
		return audit.Entry{Event: event, Success: true, Details: details}
	}
	return a.Entry(event, details)
}

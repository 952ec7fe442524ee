// Package settings is The Word's settings (docs/word-api.md, word_settings): the church's upload
// limit and the podcast defaults an album starts from. Load is gin-free for podcasts and media.
package settings

import (
	"net/mail"
	"regexp"
	"strings"
	"unicode/utf8"

	"congregate/internal/platform/fault"
)

// Settings is the one row of word_settings.
type Settings struct {
	MaxUploadMB           int     `json:"maxUploadMb"`
	PodcastAuthor         string  `json:"podcastAuthor"`
	PodcastOwnerName      string  `json:"podcastOwnerName"`
	PodcastOwnerEmail     string  `json:"podcastOwnerEmail"`
	PodcastLanguage       string  `json:"podcastLanguage"`
	PodcastCategory       string  `json:"podcastCategory"`
	PodcastSubcategory    string  `json:"podcastSubcategory"`
	PodcastExplicit       bool    `json:"podcastExplicit"`
	PodcastArtworkMediaID *int64  `json:"podcastArtworkMediaId"`
	PodcastArtworkURL     *string `json:"podcastArtworkUrl"`
	SermonsPublic         bool    `json:"sermonsPublic"`
}

// EventUpdate is the audit event of a change.
const EventUpdate = "word.settings.update"

// Messages of the contract.
const (
	MsgUploadLimit = "The upload limit is 1 to 5,120 MB"
	MsgLanguage    = "Enter a language code like en or en-US"
	MsgEmail       = "email is not valid"
	MsgArtwork     = "Podcast artwork must be a square image from 1400×1400 to 3000×3000 pixels"
)

// Changes is settings/update's body: every setting.
type Changes struct {
	MaxUploadMB           int    `json:"maxUploadMb"`
	PodcastAuthor         string `json:"podcastAuthor"`
	PodcastOwnerName      string `json:"podcastOwnerName"`
	PodcastOwnerEmail     string `json:"podcastOwnerEmail"`
	PodcastLanguage       string `json:"podcastLanguage"`
	PodcastCategory       string `json:"podcastCategory"`
	PodcastSubcategory    string `json:"podcastSubcategory"`
	PodcastExplicit       bool   `json:"podcastExplicit"`
	PodcastArtworkMediaID *int64 `json:"podcastArtworkMediaId"`
	SermonsPublic         bool   `json:"sermonsPublic"`
}

var language = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z]{2,4})?$`)

func field(s *string, max int, name string) error {
	*s = strings.TrimSpace(*s)
	if utf8.RuneCountInString(*s) > max || strings.ContainsRune(*s, 0) {
		return fault.E(fault.Invalid, name+" must be at most "+itoa(max)+" characters")
	}
	return nil
}

func itoa(n int) string {
	if n == 200 {
		return "200"
	}
	return "100"
}

func (r *Changes) Validate() error {
	if r.MaxUploadMB < 1 || r.MaxUploadMB > 5120 {
		return fault.E(fault.Invalid, MsgUploadLimit)
	}
	for _, f := range []struct {
		s    *string
		max  int
		name string
	}{{&r.PodcastAuthor, 200, "The author"}, {&r.PodcastOwnerName, 200, "The owner's name"}, {&r.PodcastOwnerEmail, 200, "The owner's e-mail"},
		{&r.PodcastCategory, 100, "The category"}, {&r.PodcastSubcategory, 100, "The subcategory"}} {
		if err := field(f.s, f.max, f.name); err != nil {
			return err
		}
	}
	r.PodcastLanguage = strings.TrimSpace(r.PodcastLanguage)
	if !language.MatchString(r.PodcastLanguage) {
		return fault.E(fault.Invalid, MsgLanguage)
	}
	if r.PodcastOwnerEmail != "" {
		if a, err := mail.ParseAddress(r.PodcastOwnerEmail); err != nil || a.Address != r.PodcastOwnerEmail {
			return fault.E(fault.Invalid, MsgEmail)
		}
	}
	return nil
}

// SchemaPackage names the types "wordsettings.*" in the document (other domains have a settings
// package too).
func (Settings) SchemaPackage() string { return "wordsettings" }

// SchemaPackage names the types "wordsettings.*" in the document.
func (Changes) SchemaPackage() string { return "wordsettings" }

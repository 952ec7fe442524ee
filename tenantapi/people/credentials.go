package people

import (
	"crypto/rand"
	"errors"
	"math/big"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Generated passwords and envelope IDs of new members, and the user's records per page.

// GeneratePasswordCall is POST /api/people/generate-password.
func (h Handler) GeneratePasswordCall(c *gin.Context, req httpx.ClientContext) {
	httpx.OK(c, "Password generated", gin.H{"generatedPassword": GeneratePassword()})
}

// GenerateEnvelopeID is POST /api/people/generate-envelope-id.
func (h Handler) GenerateEnvelopeID(c *gin.Context, req httpx.ClientContext) {
	var id string
	err := h.run(c, func(tx *gorm.DB) error {
		var err error
		id, err = nextEnvelopeID(tx)
		return err
	})
	respond(c, err, "Envelope ID generated", gin.H{"envelopeId": id})
}

// nextEnvelopeID takes the next number of the church's sequence, skipping numbers somebody typed in
// by hand.
func nextEnvelopeID(tx *gorm.DB) (string, error) {
	for range 20 {
		var id string
		if err := tx.Raw(`SELECT envelope_prefix || lpad(nextval('envelope_number_seq')::text, 6, '0') FROM people_settings`).Scan(&id).Error; err != nil {
			return "", err
		}
		var taken bool
		if err := tx.Raw(`SELECT EXISTS (SELECT 1 FROM people WHERE envelope_id = ?)`, id).Scan(&taken).Error; err != nil {
			return "", err
		}
		if !taken {
			return id, nil
		}
	}
	return "", errors.New("no free envelope id after 20 tries")
}

const (
	pwUpper   = "ABCDEFGHJKLMNPQRSTUVWXYZ"
	pwLower   = "abcdefghijkmnopqrstuvwxyz"
	pwDigits  = "23456789"
	pwSpecial = "@#$%!"
)

// GeneratePassword makes a 14-character password that satisfies the spec §5 rules, from a
// cryptographic source, without look-alike characters.
func GeneratePassword() string {
	all := pwUpper + pwLower + pwDigits + pwSpecial
	b := []byte{pick(pwUpper), pick(pwLower), pick(pwDigits), pick(pwSpecial)}
	for len(b) < 14 {
		b = append(b, pick(all))
	}
	for i := len(b) - 1; i > 0; i-- {
		j := randInt(i + 1)
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

func pick(set string) byte { return set[randInt(len(set))] }

func randInt(n int) int {
	v, err := rand.Int(rand.Reader, big.NewInt(int64(n)))
	if err != nil {
		panic(err) // the system's random source failed: nothing sensible to do
	}
	return int(v.Int64())
}

// passwordError is the spec §5 password rule set (the same as sign-up's).
func passwordError(pw string) string {
	n := len([]rune(pw))
	switch {
	case n < 8:
		return "Mininum 8 characters"
	case n > 32:
		return "Maximum 32 characters"
	case !strings.ContainsAny(pw, pwSpecial):
		return "Must contain at least one special character"
	case !strings.ContainsAny(pw, "0123456789"):
		return "Must contain at least one number"
	case strings.ToLower(pw) == pw:
		return "Must contain at least one uppercase character"
	case strings.ToUpper(pw) == pw:
		return "Must contain at least one lowercase character"
	}
	return ""
}

type recordsPerPageRequest struct {
	httpx.ClientContext
	NewRecordsListPerPage int `json:"newRecordsListPerPage"`
}

// RecordsPerPage is POST /api/user/records-per-page (spec §3): the signed-in user's own setting.
func (h Handler) RecordsPerPage(c *gin.Context, req recordsPerPageRequest) {
	me := auth.UserFrom(c.Request.Context()).PersonID
	if len(req.UserID) > 0 && string(req.UserID) != "null" && strings.Trim(string(req.UserID), `"`) != itoa(me) {
		httpx.Fail(c, httpx.E(httpx.KindForbidden, httpx.MsgNoPermission))
		return
	}
	n := req.NewRecordsListPerPage
	if n < 5 || n > MaxPageSize {
		httpx.Fail(c, invalid("Records per page must be between 5 and 200"))
		return
	}
	err := h.run(c, func(tx *gorm.DB) error {
		return tx.Exec(`UPDATE people SET records_per_page = ?, updated_at = now() WHERE id = ?`, n, me).Error
	})
	respond(c, err, "Records per page updated", gin.H{"recordsPerPage": n})
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

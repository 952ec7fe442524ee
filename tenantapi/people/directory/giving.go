package directory

import (
	"strings"

	"gorm.io/gorm"

	"congregate/tenantapi/people/person"
)

// DonorSearch answers the ids of the people whose full name contains q or whose envelope id is q
// (ignoring case): giving's search of gifts by giver. None for a blank q.
func (Directory) DonorSearch(tx *gorm.DB, q string) ([]int64, error) {
	ids := []int64{}
	if q = strings.TrimSpace(q); q == "" {
		return ids, nil
	}
	like := "%" + person.LikeEscape(q) + "%"
	err := tx.Raw(`SELECT id FROM people WHERE (first_name || ' ' || last_name) ILIKE ? OR (envelope_id <> '' AND lower(envelope_id) = lower(?))
		ORDER BY id LIMIT 5000`, like, q).Scan(&ids).Error
	return ids, err
}

// DonorKeys are the people an imported gift's row may name: e-mails (lower case), E.164 phones,
// envelope ids and "first last" names (lower case).
type DonorKeys struct {
	Emails, Phones, Envelopes, Names []string
}

// DonorMatch is one live person found by one of the keys.
type DonorMatch struct {
	ID         int64
	Name       string
	Email      string // lower case
	Mobile     string // E.164
	EnvelopeID string // lower case
	FullName   string // "first last", lower case
}

// MatchDonors answers every live person whom one of the keys names, in one statement.
func (Directory) MatchDonors(tx *gorm.DB, k DonorKeys) ([]DonorMatch, error) {
	out := []DonorMatch{}
	if len(k.Emails)+len(k.Phones)+len(k.Envelopes)+len(k.Names) == 0 {
		return out, nil
	}
	err := tx.Raw(`SELECT id, trim(first_name || ' ' || last_name) AS name, lower(email) AS email, mobile,
			lower(envelope_id) AS envelope_id, lower(first_name) || ' ' || lower(last_name) AS full_name
		FROM people WHERE merged_into_id IS NULL AND (
			(email <> '' AND lower(email) = ANY (?::text[])) OR (mobile <> '' AND mobile = ANY (?::text[]))
			OR (envelope_id <> '' AND lower(envelope_id) = ANY (?::text[]))
			OR (lower(first_name) || ' ' || lower(last_name)) = ANY (?::text[]))`,
		textArray(k.Emails), textArray(k.Phones), textArray(k.Envelopes), textArray(k.Names)).Scan(&out).Error
	return out, err
}

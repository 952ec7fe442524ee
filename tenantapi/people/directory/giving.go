package directory

import (
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
)

// Donor is what giving shows of a person beside their gifts (issue 14).
type Donor struct {
	ID            int64
	Name          string
	HouseholdName string
	EnvelopeID    string
	Email         string
	// Live is false for a person merged into another (their old gifts keep their name).
	Live bool
}

// Donors answers the donor details of each of ids the church has (merged and deactivated people
// included: a gift keeps its giver).
func (Directory) Donors(tx *gorm.DB, ids []int64) (map[int64]Donor, error) {
	out := map[int64]Donor{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []Donor
	if err := tx.Raw(`SELECT p.id, trim(p.first_name || ' ' || p.last_name) AS name, COALESCE(h.name, '') AS household_name,
			p.envelope_id, p.email, p.merged_into_id IS NULL AS live
		FROM people p LEFT JOIN household_members m ON m.person_id = p.id LEFT JOIN households h ON h.id = m.household_id
		WHERE p.id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, nil
}

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

package merge

import (
	"fmt"
	"slices"
	"strings"

	"gorm.io/gorm"
)

// The SQL of duplicates and merges: the only file of the package that names tables.

// e164 is what a stored mobile number looks like once normalised (contact.Phone); the person form
// and the import store nothing else, but numbers kept from before (migration 000008 left those
// that would have collided) do not.
const e164 = `^\+[1-9][0-9]{6,14}$`

// legacyMobile is a live person's mobile that is not E.164, with the digits of its E.164 reading
// (or of itself when it reads as none).
type legacyMobile struct {
	ID     int64  `json:"id"`
	Mobile string `json:"-"`
	Key    string `json:"k"`
}

// legacyMobiles lists the live people whose mobile is not stored as E.164.
func legacyMobiles(tx *gorm.DB) ([]legacyMobile, error) {
	rows := []legacyMobile{}
	err := tx.Raw(`SELECT id, mobile FROM people WHERE merged_into_id IS NULL AND mobile <> '' AND mobile !~ ?`, e164).Scan(&rows).Error
	return rows, err
}

// duplicateSQL finds pairs of live people (merged tombstones never) that share:
//   - a name: first and last name folded by name_key (case, accents, spaces), found as the keys
//     held more than once by an index-only walk of people_name_key_idx;
//   - an e-mail, case-insensitively and once a "+tag" is ignored: lower(email) is unique, so
//     every such pair has a tagged address, and the others are found through people_email_key;
//   - a mobile in E.164: mobile is unique and E.164, so every such pair has a number stored
//     otherwise, given (its first parameter, JSON) with its E.164 digits, and the others are found
//     through people_mobile_digits_idx.
//
// A pair is proposed once, with all its reasons.
const duplicateSQL = `WITH name_keys AS (
		SELECT name_key AS k FROM people WHERE merged_into_id IS NULL AND name_key <> '' GROUP BY name_key HAVING count(*) > 1),
	named AS (SELECT p.id, p.name_key AS k FROM people p JOIN name_keys n ON p.name_key = n.k AND p.merged_into_id IS NULL),
	tagged AS (SELECT id, regexp_replace(lower(email), '\+[^@]*@', '@') AS k FROM people
		WHERE merged_into_id IS NULL AND strpos(email, '+') > 0),
	emailed AS (SELECT id, k FROM tagged
		UNION SELECT p.id, lower(p.email) FROM tagged t JOIN people p ON lower(p.email) = t.k AND p.email <> '' AND p.merged_into_id IS NULL),
	legacy AS (SELECT id, k FROM jsonb_to_recordset(?::jsonb) AS l(id bigint, k text) WHERE k <> ''),
	phoned AS (SELECT id, k FROM legacy
		UNION SELECT p.id, p.mobile_digits FROM legacy l JOIN people p ON p.mobile_digits = l.k AND p.mobile_digits <> ''
			AND p.merged_into_id IS NULL AND p.mobile ~ '` + e164 + `'),
	pairs AS (
		SELECT a.id AS a, b.id AS b, 'name' AS reason FROM named a JOIN named b ON a.k = b.k AND a.id < b.id
		UNION ALL SELECT a.id, b.id, 'email' FROM emailed a JOIN emailed b ON a.k = b.k AND a.id < b.id
		UNION ALL SELECT a.id, b.id, 'phone' FROM phoned a JOIN phoned b ON a.k = b.k AND a.id < b.id),
	grouped AS (SELECT a, b, array_to_string(array_agg(DISTINCT reason), ',') AS reasons, count(DISTINCT reason) AS strength FROM pairs GROUP BY a, b)`

// pairRow is one duplicate pair with its reasons (comma-separated) and the count of all pairs.
type pairRow struct {
	Total   int64
	A, B    int64
	Reasons string
}

// duplicatePairs is one page of pairs, the strongest first and, among equals, the newest: a
// person just entered twice is the one to catch while it is fresh; legacy is legacyMobiles' answer with
// the keys filled in.
func duplicatePairs(tx *gorm.DB, legacy string, limit, offset int) ([]pairRow, error) {
	var rows []pairRow
	err := tx.Raw(duplicateSQL+` SELECT count(*) OVER () AS total, a, b, reasons FROM grouped
		ORDER BY strength DESC, b DESC, a DESC LIMIT ? OFFSET ?`, legacy, limit, offset).Scan(&rows).Error
	return rows, err
}

// countDuplicates counts the pairs (for a page past the end, which reads no count).
func countDuplicates(tx *gorm.DB, legacy string) (int64, error) {
	var total int64
	err := tx.Raw(duplicateSQL+` SELECT count(*) FROM grouped`, legacy).Scan(&total).Error
	return total, err
}

type lockedPerson struct {
	ID          int64
	AdminAccess bool
}

// lockPair locks the two people of a merge; fewer than two rows: one is not a live person.
func lockPair(tx *gorm.DB, keepID, mergeID int64) ([]lockedPerson, error) {
	var rows []lockedPerson
	err := tx.Raw(`SELECT id, admin_access FROM people p WHERE id IN (?, ?) AND merged_into_id IS NULL ORDER BY id FOR UPDATE`,
		keepID, mergeID).Scan(&rows).Error
	return rows, err
}

// fillable are the columns a merge copies from the merged person where the kept one has nothing.
var fillable = []string{"middle_name", "gender", "birth_date", "wedding_date", "marital_status", "title_id", "salutation_id",
	"membership_type_id", "house_fellowship_id", "address", "city", "state", "postal_code", "country", "occupation", "join_date"}

// uniqueFillable are copied the same way but must first leave the merged person (unique indexes).
var uniqueFillable = []string{"email", "mobile", "envelope_id"}

// mergeKeeps are references to people a merge leaves on the tombstone on purpose.
var mergeKeeps = map[string]bool{
	"audit_log.person_id": true, // history says who acted, as it happened
}

// mergeDrops are references whose rows of the merged person are deleted: credentials.
var mergeDrops = map[string]bool{"sessions.person_id": true, "auth_tokens.person_id": true}

// fold folds mergeID into keepID (both locked) and returns how many rows moved per table. Every
// foreign key to people is found in the catalogue, so tables added later are carried along without
// touching this code; rows that would break a unique index (both people in the same group, at the
// same service...) are duplicates and the merged person's copy is dropped.
func fold(tx *gorm.DB, keepID, mergeID int64) (map[string]int64, error) {
	moved := map[string]int64{}
	// Unique contact fields: take them off the merged person, then give them to the kept one where
	// it has none.
	var m struct{ Email, Mobile, EnvelopeID string }
	if err := tx.Raw(`SELECT email, mobile, envelope_id FROM people WHERE id = ?`, mergeID).Scan(&m).Error; err != nil {
		return nil, err
	}
	if err := tx.Exec(`UPDATE people SET email = '', mobile = '', envelope_id = '', is_active = false, merged_into_id = ?, updated_at = now()
		WHERE id = ?`, keepID, mergeID).Error; err != nil {
		return nil, err
	}
	// Custom field values: the kept person's win, the merged one's fill the gaps.
	sets := []string{"updated_at = now()", "custom = m.custom || k.custom"}
	for _, col := range fillable {
		if strings.HasSuffix(col, "_id") || strings.HasSuffix(col, "_date") {
			sets = append(sets, fmt.Sprintf("%s = COALESCE(k.%s, m.%s)", col, col, col))
		} else {
			sets = append(sets, fmt.Sprintf("%s = CASE WHEN k.%s = '' THEN m.%s ELSE k.%s END", col, col, col, col))
		}
	}
	args := []any{}
	for i, col := range uniqueFillable {
		sets = append(sets, fmt.Sprintf("%s = CASE WHEN k.%s = '' THEN ? ELSE k.%s END", col, col, col))
		args = append(args, []string{m.Email, m.Mobile, m.EnvelopeID}[i])
	}
	if err := tx.Exec(`UPDATE people k SET `+strings.Join(sets, ", ")+` FROM people m WHERE k.id = ? AND m.id = ?`,
		append(args, keepID, mergeID)...).Error; err != nil {
		return nil, err
	}
	// Households: never two. The kept person's place wins; otherwise they take the merged one's.
	var places []int64
	if err := tx.Raw(`SELECT person_id FROM household_members WHERE person_id IN (?, ?)`, keepID, mergeID).Scan(&places).Error; err != nil {
		return nil, err
	}
	if slices.Contains(places, mergeID) {
		q := `UPDATE household_members SET person_id = ? WHERE person_id = ?`
		a := []any{keepID, mergeID}
		if slices.Contains(places, keepID) {
			q, a = `DELETE FROM household_members WHERE person_id = ?`, []any{mergeID}
		}
		res := tx.Exec(q, a...)
		if res.Error != nil {
			return nil, res.Error
		}
		moved["household_members"] = res.RowsAffected
	}
	refs, err := referencesToPeople(tx)
	if err != nil {
		return nil, err
	}
	for _, r := range refs {
		key := r.Table + "." + r.Column
		switch {
		case mergeKeeps[key] || r.Table == "household_members":
			continue
		case mergeDrops[key]:
			if err := tx.Exec(fmt.Sprintf(`DELETE FROM %s WHERE %s = ?`, quoteIdent(r.Table), quoteIdent(r.Column)), mergeID).Error; err != nil {
				return nil, err
			}
			continue
		}
		n, err := moveReference(tx, r, keepID, mergeID)
		if err != nil {
			return nil, err
		}
		if n > 0 {
			moved[key] = n
		}
	}
	return moved, nil
}

// reference is a column of the church's schema holding a person id.
type reference struct {
	Table  string
	Column string
}

// referencesToPeople lists the single-column foreign keys to people in the current schema.
func referencesToPeople(tx *gorm.DB) ([]reference, error) {
	var refs []reference
	err := tx.Raw(`SELECT cl.relname AS "table", a.attname AS "column"
		FROM pg_constraint c
		JOIN pg_class cl ON cl.oid = c.conrelid
		JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
		WHERE c.contype = 'f' AND c.confrelid = 'people'::regclass AND array_length(c.conkey, 1) = 1
		ORDER BY 1, 2`).Scan(&refs).Error
	return refs, err
}

// moveReference points r's rows from mergeID to keepID, first dropping the merged person's rows
// that a unique index would refuse (the kept person already has the same row).
func moveReference(tx *gorm.DB, r reference, keepID, mergeID int64) (int64, error) {
	var uniques []struct{ Cols string }
	if err := tx.Raw(`SELECT array_to_string(array(SELECT a.attname FROM unnest(i.indkey) k JOIN pg_attribute a
			ON a.attrelid = i.indrelid AND a.attnum = k), ',') AS cols
		FROM pg_index i WHERE i.indrelid = ?::regclass AND i.indisunique AND i.indexprs IS NULL AND i.indpred IS NULL`, quoteIdent(r.Table)).
		Scan(&uniques).Error; err != nil {
		return 0, err
	}
	t, col := quoteIdent(r.Table), quoteIdent(r.Column)
	for _, u := range uniques {
		cols := strings.Split(u.Cols, ",")
		if !slices.Contains(cols, r.Column) {
			continue
		}
		same := []string{fmt.Sprintf("k.%s = ?", col)}
		for _, o := range cols {
			if o != r.Column {
				same = append(same, fmt.Sprintf("k.%s IS NOT DISTINCT FROM d.%s", quoteIdent(o), quoteIdent(o)))
			}
		}
		if err := tx.Exec(fmt.Sprintf(`DELETE FROM %s d WHERE d.%s = ? AND EXISTS (SELECT 1 FROM %s k WHERE %s)`,
			t, col, t, strings.Join(same, " AND ")), mergeID, keepID).Error; err != nil {
			return 0, err
		}
	}
	res := tx.Exec(fmt.Sprintf(`UPDATE %s SET %s = ? WHERE %s = ?`, t, col, col), keepID, mergeID)
	return res.RowsAffected, res.Error
}

func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

package directory

import (
	"encoding/json"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
)

// Audiences: the people a message goes to (tenantapi/communications/messages). The caller names
// people, households, groups, service units, fellowships and saved lists; the answer is the live
// people they hold with the addresses a message needs, read in one set-based statement (a saved
// list by the listing's own filter, so it resolves to the people the listing shows).

// Reachable is a person a message can go to.
type Reachable struct {
	PersonID  int64
	FirstName string
	LastName  string
	Mobile    string // E.164 or ""
	Email     string // or ""
}

// AudienceQuery names the people of a message. Members of households, groups, service units and
// fellowships count when active; people named by id count while not merged away; a saved list
// counts the people its filters list.
type AudienceQuery struct {
	PersonIDs, HouseholdIDs, GroupIDs, ServiceUnitIDs, FellowshipIDs, SavedListIDs []int64
	// MemberIDs are people another list names (a contact group's): counted while live and
	// active, and never "not found" (a person merged away has left the list).
	MemberIDs []int64
}

// Empty says the query names nobody.
func (q AudienceQuery) Empty() bool {
	return len(q.PersonIDs)+len(q.HouseholdIDs)+len(q.GroupIDs)+len(q.ServiceUnitIDs)+len(q.FellowshipIDs)+len(q.SavedListIDs)+len(q.MemberIDs) == 0
}

// The answers for an id of the query that names nothing of the church (or another church's).
var (
	errAudiencePerson      = fault.E(fault.NotFound, "Person not found")
	errAudienceHousehold   = fault.E(fault.NotFound, "Household not found")
	errAudienceGroup       = fault.E(fault.NotFound, "Group not found")
	errAudienceServiceUnit = fault.E(fault.NotFound, "Service unit not found")
	errAudienceFellowship  = fault.E(fault.NotFound, "Fellowship not found")
	errAudienceSavedList   = fault.E(fault.NotFound, "Saved list not found")
)

// Audience answers the live people q names, each once, by id. An id that names nothing of the
// church answers 404 with what it should have named.
func (Directory) Audience(tx *gorm.DB, q AudienceQuery, now time.Time) ([]Reachable, error) {
	out := []Reachable{}
	if q.Empty() {
		return out, nil
	}
	q = AudienceQuery{person.Distinct(q.PersonIDs), person.Distinct(q.HouseholdIDs), person.Distinct(q.GroupIDs),
		person.Distinct(q.ServiceUnitIDs), person.Distinct(q.FellowshipIDs), person.Distinct(q.SavedListIDs), person.Distinct(q.MemberIDs)}
	if err := audienceExists(tx, q); err != nil {
		return nil, err
	}
	parts := []string{}
	args := []any{}
	add := func(sql string, ids []int64) {
		if len(ids) > 0 {
			parts, args = append(parts, sql), append(args, db.Int64Array(ids))
		}
	}
	add(`SELECT p.id FROM people p WHERE p.id = ANY (?::bigint[]) AND p.merged_into_id IS NULL`, q.PersonIDs)
	add(`SELECT p.id FROM people p WHERE p.id = ANY (?::bigint[]) AND p.is_active AND p.merged_into_id IS NULL`, q.MemberIDs)
	add(`SELECT m.person_id FROM household_members m JOIN people p ON p.id = m.person_id
		WHERE m.household_id = ANY (?::bigint[]) AND p.is_active AND p.merged_into_id IS NULL`, q.HouseholdIDs)
	add(`SELECT m.person_id FROM group_members m JOIN people p ON p.id = m.person_id
		WHERE m.group_id = ANY (?::bigint[]) AND p.is_active AND p.merged_into_id IS NULL`, q.GroupIDs)
	add(`SELECT m.person_id FROM service_unit_members m JOIN people p ON p.id = m.person_id
		WHERE m.service_unit_id = ANY (?::bigint[]) AND p.is_active AND p.merged_into_id IS NULL`, q.ServiceUnitIDs)
	add(`SELECT p.id FROM people p WHERE p.house_fellowship_id = ANY (?::bigint[]) AND p.is_active AND p.merged_into_id IS NULL`, q.FellowshipIDs)
	if len(q.SavedListIDs) > 0 {
		lists, err := savedListQueries(tx, q.SavedListIDs)
		if err != nil {
			return nil, err
		}
		for _, lq := range lists {
			where, wargs, err := savedListWhere(tx, lq, now)
			if err != nil {
				return nil, err
			}
			parts, args = append(parts, `SELECT p.id FROM people p WHERE `+where), append(args, wargs...)
		}
	}
	err := tx.Raw(`SELECT p.id AS person_id, p.first_name, p.last_name, p.mobile, p.email
		FROM people p WHERE p.id IN (`+strings.Join(parts, ` UNION `)+`) ORDER BY p.id`, args...).Scan(&out).Error
	return out, err
}

// audienceExists answers 404 for the first kind of id that names nothing of the church.
func audienceExists(tx *gorm.DB, q AudienceQuery) error {
	var n struct{ People, Households, Groups, ServiceUnits, Fellowships, SavedLists int }
	err := tx.Raw(`SELECT
			(SELECT count(*) FROM people WHERE id = ANY (?::bigint[]) AND merged_into_id IS NULL) AS people,
			(SELECT count(*) FROM households WHERE id = ANY (?::bigint[])) AS households,
			(SELECT count(*) FROM groups WHERE id = ANY (?::bigint[])) AS groups,
			(SELECT count(*) FROM service_units WHERE id = ANY (?::bigint[])) AS service_units,
			(SELECT count(*) FROM house_fellowships WHERE id = ANY (?::bigint[])) AS fellowships,
			(SELECT count(*) FROM saved_lists WHERE id = ANY (?::bigint[])) AS saved_lists`,
		db.Int64Array(q.PersonIDs), db.Int64Array(q.HouseholdIDs), db.Int64Array(q.GroupIDs), db.Int64Array(q.ServiceUnitIDs),
		db.Int64Array(q.FellowshipIDs), db.Int64Array(q.SavedListIDs)).Scan(&n).Error
	switch {
	case err != nil:
		return err
	case n.People != len(q.PersonIDs):
		return errAudiencePerson
	case n.Households != len(q.HouseholdIDs):
		return errAudienceHousehold
	case n.Groups != len(q.GroupIDs):
		return errAudienceGroup
	case n.ServiceUnits != len(q.ServiceUnitIDs):
		return errAudienceServiceUnit
	case n.Fellowships != len(q.FellowshipIDs):
		return errAudienceFellowship
	case n.SavedLists != len(q.SavedListIDs):
		return errAudienceSavedList
	}
	return nil
}

// savedListQueries reads saved lists' filters as the listing's query.
func savedListQueries(tx *gorm.DB, ids []int64) ([]query.ListQuery, error) {
	var rows []struct {
		ID      int64
		Filters string
	}
	if err := tx.Raw(`SELECT id, filters::text AS filters FROM saved_lists WHERE id = ANY (?::bigint[]) ORDER BY id`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]query.ListQuery, 0, len(rows))
	for _, r := range rows {
		var lq query.ListQuery
		if err := json.Unmarshal([]byte(r.Filters), &lq); err != nil {
			return nil, fault.E(fault.Invalid, "A saved list's filters can no longer be read")
		}
		out = append(out, lq)
	}
	return out, nil
}

// savedListWhere is a saved list's filter as the listing applies it: when its search words match
// no one, the names similar to them (query.AsSimilar), as the listing shows then.
func savedListWhere(tx *gorm.DB, lq query.ListQuery, now time.Time) (string, []any, error) {
	where, args, err := lq.Where(now, query.CustomField)
	if err != nil {
		return "", nil, err
	}
	sq, ok := lq.AsSimilar()
	if !ok {
		return where, args, nil
	}
	var found bool
	if err := tx.Raw(`SELECT EXISTS (SELECT 1 FROM people p WHERE `+where+`)`, args...).Scan(&found).Error; err != nil || found {
		return where, args, err
	}
	return sq.Where(now, query.CustomField)
}

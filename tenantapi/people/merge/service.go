package merge

import (
	"context"
	"encoding/json"
	"slices"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/contact"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/roles"
)

// Service holds the rules of duplicates and merges; every call is one transaction in the church's
// schema.
type Service struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Duplicates is one page of duplicate candidates: pairs matching on more reasons first.
func (s *Service) Duplicates(ctx context.Context, paging httpx.Paging) (httpx.Page[DuplicatePair], error) {
	p, err := paging.Resolve(20)
	if err != nil {
		return httpx.Page[DuplicatePair]{}, err
	}
	var out httpx.Page[DuplicatePair]
	now := s.Clock.Now()
	country := person.Country(ctx)
	err = s.run(ctx, func(tx *gorm.DB) error {
		legacy, err := legacyKeys(tx, country)
		if err != nil {
			return err
		}
		rows, err := duplicatePairs(tx, legacy, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		ids := []int64{}
		for _, r := range rows {
			ids = append(ids, r.A, r.B)
		}
		people, err := person.Summaries(tx, ids, now)
		if err != nil {
			return err
		}
		items := []DuplicatePair{}
		var total int64
		for _, r := range rows {
			total = r.Total
			items = append(items, DuplicatePair{A: people[r.A], B: people[r.B], Reasons: reasons(r.Reasons)})
		}
		if len(rows) == 0 && p.Page > 0 {
			if total, err = countDuplicates(tx, legacy); err != nil {
				return err
			}
		}
		out = httpx.PageOf(items, total, p)
		return nil
	})
	return out, err
}

// Merge folds mergeID into keepID (me asking, from cl) and answers the kept person. A person with
// console access is never merged away: a merge must not hand a staff login's roles to someone
// else, nor silently end one.
func (s *Service) Merge(ctx context.Context, me int64, cl Client, keepID, mergeID int64) (*person.Record, error) {
	var out *person.Record
	err := s.run(ctx, func(tx *gorm.DB) error {
		pair, err := lockPair(tx, keepID, mergeID)
		if err != nil {
			return err
		}
		if len(pair) != 2 {
			return person.ErrNotFound
		}
		for _, p := range pair {
			if p.ID != mergeID {
				continue
			}
			held, err := roles.HoldsAnyRole(tx, p.ID)
			if err != nil {
				return err
			}
			if p.AdminAccess || held {
				return errConsoleAccess
			}
		}
		moved, err := fold(tx, keepID, mergeID)
		if err != nil {
			return err
		}
		if err := audit.Write(tx, audit.Entry{PersonID: &me, Event: EventMerge, Success: true, IP: cl.IP, UserAgent: cl.UserAgent,
			Details: map[string]any{"keepId": keepID, "mergeId": mergeID, "moved": moved}}); err != nil {
			return err
		}
		out, err = person.Load(tx, keepID, s.Clock.Now())
		return err
	})
	return out, err
}

// legacyKeys reads the mobiles not stored in E.164 as the person form would now (the church's
// default country), as the JSON duplicateSQL takes: their E.164 digits. A number that reads as
// none there is read as international once its leading zeros are dropped ("0233 20 123 4567",
// an international prefix typed short); failing that, its own digits are its key.
func legacyKeys(tx *gorm.DB, country string) (string, error) {
	rows, err := legacyMobiles(tx)
	if err != nil {
		return "", err
	}
	for i := range rows {
		m := rows[i].Mobile
		if e, ok := person.NormalizePhone(m, country); ok {
			m = e
		} else if e, ok := contact.International("+" + strings.TrimLeft(digits(m), "0")); ok {
			m = e
		}
		rows[i].Key = digits(m)
	}
	b, err := json.Marshal(rows)
	return string(b), err
}

func digits(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// reasonOrder is the order a pair's reasons are shown in.
var reasonOrder = []string{"name", "email", "phone"}

// reasons splits duplicateSQL's reasons into reasonOrder.
func reasons(s string) []string {
	got := strings.Split(s, ",")
	out := make([]string, 0, len(got))
	for _, r := range reasonOrder {
		if slices.Contains(got, r) {
			out = append(out, r)
		}
	}
	return out
}

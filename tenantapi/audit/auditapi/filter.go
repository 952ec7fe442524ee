package auditapi

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// Filter narrows the audit trail (POST /api/audit/list body, GET /api/audit/export.csv query).
type Filter struct {
	PersonID *int64
	Event    json.RawMessage // "login" or ["login", "logout"]
	Outcome  string
	From     string
	To       string
	Q        string
}

// where is a validated filter.
type where struct {
	audit.Where
	echo map[string]any // the filter as applied, for the export's own audit entry
}

func invalid(msg string) error { return httpx.E(httpx.KindInvalid, msg) }

func (f Filter) events() ([]string, error) {
	raw := strings.TrimSpace(string(f.Event))
	if raw == "" || raw == "null" {
		return nil, nil
	}
	var one string
	if err := json.Unmarshal(f.Event, &one); err == nil {
		if one == "" {
			return nil, nil
		}
		return []string{one}, nil
	}
	var many []string
	if err := json.Unmarshal(f.Event, &many); err != nil {
		return nil, invalid("event must be an event name or a list of event names")
	}
	return many, nil
}

func (f Filter) build(church *tenancy.Church) (where, error) {
	w := where{Where: audit.Where{SQL: "TRUE"}, echo: map[string]any{}}
	add := func(cond string, args ...any) {
		w.SQL += " AND " + cond
		w.Args = append(w.Args, args...)
	}
	if f.PersonID != nil {
		add("a.person_id = ?", *f.PersonID)
		w.echo["personId"] = *f.PersonID
	}
	evs, err := f.events()
	if err != nil {
		return w, err
	}
	if len(evs) > 50 {
		return w, invalid("At most 50 events can be filtered at once")
	}
	if len(evs) > 0 {
		add("a.event IN ?", evs)
		w.echo["event"] = evs
	}
	switch f.Outcome {
	case "":
	case "success", "failure":
		add("a.outcome = ?", f.Outcome)
		w.echo["outcome"] = f.Outcome
	default:
		return w, invalid("outcome must be success or failure")
	}
	loc := churchLocation(church)
	var from, to time.Time
	if f.From != "" {
		if from, err = parseBound("from", f.From, loc, false); err != nil {
			return w, err
		}
		add("a.occurred_at >= ?", from)
		w.echo["from"] = f.From
	}
	if f.To != "" {
		if to, err = parseBound("to", f.To, loc, true); err != nil {
			return w, err
		}
		add("a.occurred_at < ?", to)
		w.echo["to"] = f.To
	}
	if !from.IsZero() && !to.IsZero() && !from.Before(to) {
		return w, invalid("from must be before to")
	}
	if q := strings.TrimSpace(f.Q); q != "" {
		if len(q) > 100 {
			return w, invalid("Search text must be at most 100 characters")
		}
		like := "%" + escapeLike(q) + "%"
		add(`(a.actor ILIKE ? OR a.ip ILIKE ? OR (p.first_name || ' ' || p.last_name) ILIKE ? OR p.email ILIKE ?)`, like, like, like, like)
		w.echo["q"] = q
	}
	return w, nil
}

// parseBound reads a day (inclusive, in the church's time zone) or an exact RFC 3339 time. An
// upper bound is returned exclusive: the day after, or the instant a microsecond later.
func parseBound(field, s string, loc *time.Location, upper bool) (time.Time, error) {
	if d, err := time.ParseInLocation("2006-01-02", s, loc); err == nil {
		if upper {
			return d.AddDate(0, 0, 1), nil
		}
		return d, nil
	}
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		if upper {
			return t.Add(time.Microsecond), nil
		}
		return t, nil
	}
	return time.Time{}, invalid(field + " must be a date (YYYY-MM-DD) or an RFC 3339 time")
}

func churchLocation(c *tenancy.Church) *time.Location {
	var s struct{ Timezone string }
	_ = json.Unmarshal(c.SystemSettings, &s)
	if s.Timezone != "" {
		if loc, err := time.LoadLocation(s.Timezone); err == nil {
			return loc
		}
	}
	return time.UTC
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// filterFromQuery reads the export's filter from the URL query.
func filterFromQuery(get func(string) string, all func(string) []string) (Filter, error) {
	f := Filter{Outcome: get("outcome"), From: get("from"), To: get("to"), Q: get("q")}
	if s := get("personId"); s != "" {
		id, err := strconv.ParseInt(s, 10, 64)
		if err != nil || id <= 0 {
			return f, invalid("personId must be a person id")
		}
		f.PersonID = &id
	}
	var evs []string
	for _, e := range all("event") {
		if e != "" {
			evs = append(evs, e)
		}
	}
	if len(evs) > 0 {
		f.Event, _ = json.Marshal(evs)
	}
	return f, nil
}

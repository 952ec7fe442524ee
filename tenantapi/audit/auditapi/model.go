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

// EventList answers the events call: every event the API writes, with its label.
type EventList struct {
	Items []audit.EventLabel `json:"items"`
}

// listRequest is flat (only ClientContext and Paging embedded) so that binding errors name the JSON field.
type listRequest struct {
	httpx.ClientContext
	PersonID *int64          `json:"personId"`
	Event    json.RawMessage `json:"event"`
	Outcome  string          `json:"outcome" enum:"success,failure"`
	From     string          `json:"from"`
	To       string          `json:"to"`
	Q        string          `json:"q"`
	httpx.Paging
}

func (r listRequest) filter() Filter {
	return Filter{PersonID: r.PersonID, Event: r.Event, Outcome: r.Outcome, From: r.From, To: r.To, Q: r.Q}
}

// Filter narrows the audit trail (POST /api/audit/list body, GET /api/audit/export.csv query).
type Filter struct {
	PersonID *int64
	Event    json.RawMessage // "login" or ["login", "logout"]
	Outcome  string
	From     string
	To       string
	Q        string
}

// filter is a checked Filter: the trail's query (its Actors still to find) and the filter as
// applied, for the export's own audit entry.
type filter struct {
	audit.Query
	echo map[string]any
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

// build checks f (days are the church's) and makes the trail's query of it.
func (f Filter) build(church *tenancy.Church) (filter, error) {
	w := filter{echo: map[string]any{}}
	if f.PersonID != nil {
		w.PersonID = f.PersonID
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
		w.Events = evs
		w.echo["event"] = evs
	}
	switch f.Outcome {
	case "":
	case "success", "failure":
		w.Outcome = f.Outcome
		w.echo["outcome"] = f.Outcome
	default:
		return w, invalid("outcome must be success or failure")
	}
	loc := churchLocation(church)
	if f.From != "" {
		if w.From, err = parseBound("from", f.From, loc, false); err != nil {
			return w, err
		}
		w.echo["from"] = f.From
	}
	if f.To != "" {
		if w.To, err = parseBound("to", f.To, loc, true); err != nil {
			return w, err
		}
		w.echo["to"] = f.To
	}
	if !w.From.IsZero() && !w.To.IsZero() && !w.From.Before(w.To) {
		return w, invalid("from must be before to")
	}
	if q := strings.TrimSpace(f.Q); q != "" {
		if len(q) > 100 {
			return w, invalid("Search text must be at most 100 characters")
		}
		w.Text = q
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

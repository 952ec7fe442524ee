package httpxtest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
)

// Case is one hostile request of a fuzz test.
type Case struct {
	Name  string
	Body  string
	Param string // the value of every path parameter ("" = 1)
}

// HugeInt is the largest int64.
const HugeInt = "9223372036854775807"

// GenericCases are the requests every operation gets, whatever its body: malformed, empty and
// oversized bodies, the wrong JSON values, NUL characters, and hostile path parameters.
func GenericCases(op Op) []Case {
	cs := []Case{
		{Name: "empty body"},
		{Name: "malformed JSON", Body: `{"a":`},
		{Name: "an array", Body: `[1,2,3]`},
		{Name: "a string", Body: `"\u0000"`},
		{Name: "null", Body: `null`},
		{Name: "unknown field", Body: `{"zzz":1}`},
		{Name: "oversized body", Body: `{"x":"` + strings.Repeat("a", 2<<20) + `"}`},
		{Name: "NUL in a key", Body: "{\"a\\u0000\":1}"},
	}
	if op.Params > 0 {
		for _, p := range []string{"abc", "-1", "0", HugeInt + "0", "%00", "1;DROP"} {
			cs = append(cs, Case{Name: "path parameter " + p, Param: p, Body: `{}`})
		}
	}
	return cs
}

// FieldCases mutates each property of the operation's request body in turn: null, the wrong
// type, very long strings, NUL characters, huge and negative numbers, huge lists. The other fields
// are base's (nil: none), so a valid base takes each mutation past the checks of the other fields.
func FieldCases(d *Doc, op Op, base map[string]any) []Case {
	var cs []Case
	props := d.Properties(op.Body)
	names := make([]string, 0, len(props))
	for n := range props {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		values := map[string]string{"null": `null`, "wrong type (object)": `{"x":1}`}
		switch props[name] {
		case "string":
			values["very long string"] = `"` + strings.Repeat("x", 100_000) + `"`
			values["NUL byte"] = `"a\u0000b"`
			values["number"] = `12`
		case "integer", "number":
			values["huge number"] = HugeInt + "1"
			values["max int64"] = HugeInt
			values["negative"] = `-` + HugeInt
			values["float"] = `1.5e308`
			values["string"] = `"12abc"`
		case "boolean":
			values["string"] = `"yes"`
		case "array":
			values["huge list"] = "[" + strings.Repeat("1,", 10_000) + "1]"
			values["list of NUL"] = `["\u0000"]`
		}
		for what, v := range values {
			cs = append(cs, Case{Name: name + ": " + what, Body: withField(base, name, v)})
		}
	}
	return cs
}

// Request builds op's request for c: path parameters filled in, the body sent but on GET.
func Request(op Op, c Case) *http.Request {
	path := op.Path
	if op.Params > 0 {
		p := c.Param
		if p == "" {
			p = "1"
		}
		path = PathParam.ReplaceAllString(path, p)
	}
	var req *http.Request
	if op.Method == http.MethodGet {
		req = httptest.NewRequest(op.Method, path, nil)
	} else {
		req = httptest.NewRequest(op.Method, path, strings.NewReader(c.Body))
	}
	req.Header.Set("Content-Type", op.ContentType)
	return req
}

// Fingerprint tells whether any row of a schema changed. NewFingerprint reads, per table, the row
// count and the newest row version (xmin), which every insert, update and delete moves: one scan
// of every table per Take. NewChangeLog puts a row trigger on every table instead, which notes the
// table in a log of its own, so a Take is one index lookup (a fuzz takes one per request).
type Fingerprint struct {
	scan   func(query string, dest any)
	query  string
	tables []string
	// log is the change log's table ("" for the xmin fingerprint).
	log string
}

// baseTables lists the base tables of the current schema that scan's queries see, but the excluded
// ones (logs a refusal may write, sessions a request may touch) and the migrations' own.
func baseTables(scan func(query string, dest any), exclude ...string) []string {
	quoted := []string{"'schema_migrations'"}
	for _, x := range exclude {
		quoted = append(quoted, "'"+strings.ReplaceAll(x, "'", "''")+"'")
	}
	var names string
	scan(`SELECT string_agg(table_name, ',' ORDER BY table_name) FROM information_schema.tables
		WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN (`+strings.Join(quoted, ", ")+`)`, &names)
	return strings.Split(names, ",")
}

// NewFingerprint covers the base tables of the current schema but the excluded ones, reading them
// whole at every Take (for a schema a test may not add triggers to).
func NewFingerprint(scan func(query string, dest any), exclude ...string) *Fingerprint {
	f := &Fingerprint{scan: scan, tables: baseTables(scan, exclude...)}
	parts := make([]string, len(f.tables))
	for i, tb := range f.tables {
		parts[i] = fmt.Sprintf(`(SELECT count(*) || '/' || coalesce(max(xmin::text::bigint), 0) FROM %q)`, tb)
	}
	f.query = "SELECT concat_ws(',', " + strings.Join(parts, ", ") + ")"
	return f
}

// changeLog is the table NewChangeLog adds to the schema it watches.
const changeLog = "zz_fingerprint_changes"

// NewChangeLog covers the same tables as NewFingerprint through triggers it adds to a throw-away
// schema: after every inserted, updated or deleted row (and every truncate) the table's name goes
// into a log, so a change a transaction rolls back leaves nothing and Take is the log's last id.
func NewChangeLog(exec func(query string), scan func(query string, dest any), exclude ...string) *Fingerprint {
	f := &Fingerprint{scan: scan, tables: baseTables(scan, append(exclude, changeLog)...), log: changeLog}
	var schema string
	scan(`SELECT current_schema()`, &schema)
	qlog := fmt.Sprintf("%q.%q", schema, changeLog)
	exec(fmt.Sprintf(`CREATE TABLE %s (id bigserial PRIMARY KEY, tbl text NOT NULL)`, qlog))
	exec(fmt.Sprintf(`CREATE FUNCTION %q.zz_fingerprint_note() RETURNS trigger LANGUAGE plpgsql AS $f$
		BEGIN INSERT INTO %s (tbl) VALUES (TG_TABLE_NAME); RETURN NULL; END $f$`, schema, qlog))
	for _, tb := range f.tables {
		exec(fmt.Sprintf(`CREATE TRIGGER zz_fingerprint_rows AFTER INSERT OR UPDATE OR DELETE ON %q.%q
			FOR EACH ROW EXECUTE FUNCTION %q.zz_fingerprint_note()`, schema, tb, schema))
		exec(fmt.Sprintf(`CREATE TRIGGER zz_fingerprint_truncate AFTER TRUNCATE ON %q.%q
			FOR EACH STATEMENT EXECUTE FUNCTION %q.zz_fingerprint_note()`, schema, tb, schema))
	}
	f.query = fmt.Sprintf(`SELECT coalesce(max(id), 0)::text FROM %s`, qlog)
	return f
}

// Tables are the tables the fingerprint covers.
func (f *Fingerprint) Tables() []string { return f.tables }

// Take reads the fingerprint now.
func (f *Fingerprint) Take() string {
	var s string
	f.scan(f.query, &s)
	return s
}

// Diff names the tables that differ between two fingerprints.
func (f *Fingerprint) Diff(a, b string) string {
	if f.log != "" {
		var names string
		f.scan(fmt.Sprintf(`SELECT coalesce(string_agg(DISTINCT tbl, ', '), '') FROM %q WHERE id > %s AND id <= %s`,
			f.log, numeric(a), numeric(b)), &names)
		return names
	}
	as, bs := strings.Split(a, ","), strings.Split(b, ",")
	var changed []string
	for i := range as {
		if i < len(bs) && as[i] != bs[i] {
			changed = append(changed, f.tables[i])
		}
	}
	return strings.Join(changed, ", ")
}

// numeric keeps a change log's fingerprint a number in the query that reads it ("0" otherwise).
func numeric(s string) string {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return "0"
	}
	return s
}

// withField is base as JSON with name set to the raw JSON value v.
func withField(base map[string]any, name, v string) string {
	body := map[string]json.RawMessage{}
	for k, x := range base {
		b, err := json.Marshal(x)
		if err != nil {
			panic(err)
		}
		body[k] = b
	}
	body[name] = json.RawMessage(v)
	b, err := json.Marshal(body)
	if err != nil {
		panic(err)
	}
	return string(b)
}

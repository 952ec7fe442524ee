package imports

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/people/person"
)

// RowError is one problem of one row; Column is the file's column ("" for the whole row).
type RowError struct {
	Row     int    `json:"row"`
	Column  string `json:"column"`
	Field   string `json:"field"`
	Value   string `json:"value"`
	Message string `json:"message"`
}

// RowWarning is worth a look but does not stop the import.
type RowWarning struct {
	Row     int    `json:"row"`
	Message string `json:"message"`
}

// Record is a validated row, ready to insert (JSON names are the people columns).
type Record struct {
	Row              int     `json:"n"`
	FirstName        string  `json:"first_name"`
	MiddleName       string  `json:"middle_name"`
	LastName         string  `json:"last_name"`
	Email            string  `json:"email"`
	Mobile           string  `json:"mobile"`
	Gender           string  `json:"gender"`
	BirthDate        *string `json:"birth_date"`
	WeddingDate      *string `json:"wedding_date"`
	MaritalStatus    string  `json:"marital_status"`
	MembershipTypeID *int64  `json:"membership_type_id"`
	TitleID          *int64  `json:"title_id"`
	SalutationID     *int64  `json:"salutation_id"`
	EnvelopeID       string  `json:"envelope_id"`
	Address          string  `json:"address"`
	City             string  `json:"city"`
	State            string  `json:"state"`
	PostalCode       string  `json:"postal_code"`
	Country          string  `json:"country"`
	Occupation       string  `json:"occupation"`
	JoinDate         *string `json:"join_date"`
	// Custom are custom field values by field id, typed by kind (people.custom).
	Custom map[string]any `json:"custom,omitempty"`
}

// RowSkip is a row already in the directory from an earlier import: it is not imported again.
type RowSkip struct {
	Row      int    `json:"row"`
	PersonID int64  `json:"personId"`
	Message  string `json:"message"`
}

// Result is the outcome of validating a file with a mapping.
type Result struct {
	Records  []Record
	Errors   []RowError
	Warnings []RowWarning
	// Skipped are the rows an earlier import already brought in (see alreadyImported).
	Skipped []RowSkip
	Total   int
	// BadRows counts rows with at least one error.
	BadRows int
}

// CheckMapping refuses mappings that cannot work: unknown columns or fields, a field mapped twice,
// a required field left out.
func CheckMapping(columns []string, mapping map[string]string, fields []Field) error {
	known := map[string]bool{}
	for _, c := range columns {
		known[c] = true
	}
	used := map[string]bool{}
	for col, field := range mapping {
		if !known[col] {
			return invalid("Column %q is not in the file", col)
		}
		if field == "" {
			continue
		}
		f, ok := fieldByName(fields, field)
		if !ok {
			return invalid("Unknown field %q", field)
		}
		if used[field] {
			return invalid("Two columns are mapped to %s", strings.ToLower(f.Label))
		}
		used[field] = true
	}
	for _, f := range fields {
		if f.Required && !used[f.Name] {
			return invalid("Map a column to %s", f.Label)
		}
	}
	return nil
}

// lookups are the church's named lists by lower-case name.
type lookups struct{ types, titles, salutations map[string]int64 }

func loadLookups(tx *gorm.DB) (lookups, error) {
	l := lookups{types: map[string]int64{}, titles: map[string]int64{}, salutations: map[string]int64{}}
	for table, m := range map[string]map[string]int64{"membership_types": l.types, "titles": l.titles, "salutations": l.salutations} {
		var rows []struct {
			ID   int64
			Name string
		}
		if err := tx.Raw(`SELECT id, name FROM ` + table).Scan(&rows).Error; err != nil {
			return l, err
		}
		for _, r := range rows {
			m[strings.ToLower(r.Name)] = r.ID
		}
	}
	return l, nil
}

// Validate checks every row of the table against the mapping and against the church's people.
// It reads the database (lists, existing contacts) but writes nothing.
func Validate(tx *gorm.DB, t *Table, kind string, mapping map[string]string, dateFormat string, now time.Time) (*Result, error) {
	layout, ok := person.DateLayouts[dateFormat]
	if !ok {
		return nil, invalid("Date format must be YYYY-MM-DD, MM/DD/YYYY or DD/MM/YYYY")
	}
	fields, err := churchFields(tx)
	if err != nil {
		return nil, err
	}
	if err := CheckMapping(t.Columns, mapping, fields); err != nil {
		return nil, err
	}
	var customs []Field
	for _, f := range fields {
		if _, mapped := mappedField(mapping, f.Name); mapped && f.custom != nil {
			customs = append(customs, f)
		}
	}
	lk, err := loadLookups(tx)
	if err != nil {
		return nil, err
	}
	colOf := map[string]int{}
	for i, c := range t.Columns {
		if f := mapping[c]; f != "" {
			colOf[f] = i
		}
	}
	res := &Result{Total: len(t.Rows)}
	firstSeen := map[string]int{} // "email:x" → row that had it first
	for _, row := range t.Rows {
		v := &rowValidator{row: row, columns: t.Columns, colOf: colOf, kind: kind, layout: layout, now: now, lk: lk, customs: customs, country: person.Country(tx.Statement.Context)}
		rec := v.record()
		if len(v.errs) == 0 {
			for _, k := range []struct{ key, field, label string }{
				{"email:" + rec.Email, "email", "e-mail"}, {"mobile:" + rec.Mobile, "mobile", "mobile number"},
				{"envelope:" + rec.EnvelopeID, "envelopeId", "envelope ID"},
				{"name:" + strings.ToLower(rec.FirstName+" "+rec.LastName) + ":" + str(rec.BirthDate), "", "name and birth date"},
			} {
				if strings.HasSuffix(k.key, ":") || (k.field == "" && rec.BirthDate == nil) {
					continue // empty values and names without a birth date are not duplicates here
				}
				if first, dup := firstSeen[k.key]; dup {
					v.fail(k.field, fmt.Sprintf("Duplicate of row %d (same %s)", first, k.label))
					break
				}
				firstSeen[k.key] = row.Number
			}
		}
		if len(v.errs) > 0 {
			res.Errors = append(res.Errors, v.errs...)
			res.BadRows++
			continue
		}
		res.Records = append(res.Records, rec)
	}
	if err := checkExisting(tx, res); err != nil {
		return nil, err
	}
	for i := range res.Errors {
		e := &res.Errors[i]
		if ci, ok := colOf[e.Field]; ok && e.Column == "" {
			e.Column = t.Columns[ci]
		}
	}
	sort.SliceStable(res.Errors, func(i, j int) bool { return res.Errors[i].Row < res.Errors[j].Row })
	sort.SliceStable(res.Warnings, func(i, j int) bool { return res.Warnings[i].Row < res.Warnings[j].Row })
	sort.Slice(res.Skipped, func(i, j int) bool { return res.Skipped[i].Row < res.Skipped[j].Row })
	return res, nil
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

type rowValidator struct {
	row     Row
	columns []string
	colOf   map[string]int
	kind    string
	layout  string
	now     time.Time
	lk      lookups
	customs []Field
	country string // the church's, for numbers typed without a country code
	errs    []RowError
}

func (v *rowValidator) fail(field, msg string) {
	col, val := "", ""
	if i, ok := v.colOf[field]; ok {
		col = v.columns[i]
		if i < len(v.row.Cells) {
			val = v.row.Cells[i]
			if len(val) > 100 {
				val = val[:100]
			}
		}
	}
	v.errs = append(v.errs, RowError{Row: v.row.Number, Column: col, Field: field, Value: strings.ToValidUTF8(val, "?"), Message: msg})
}

func (v *rowValidator) get(field string) string {
	i, ok := v.colOf[field]
	if !ok || i >= len(v.row.Cells) {
		return ""
	}
	return strings.TrimSpace(v.row.Cells[i])
}

func (v *rowValidator) text(field, label string, max int) string {
	s := v.get(field)
	if len([]rune(s)) > max {
		v.fail(field, fmt.Sprintf("%s must be at most %d characters", label, max))
	}
	return s
}

func (v *rowValidator) date(field, label string, futureOK bool) *string {
	s := v.get(field)
	if s == "" {
		return nil
	}
	t, ok := person.ParseDate(s, v.layout)
	if !ok && v.kind == "xlsx" {
		t, ok = excelSerial(s)
	}
	if !ok {
		v.fail(field, fmt.Sprintf("%s is not a date in the format %s", label, layoutName(v.layout)))
		return nil
	}
	if !futureOK && t.After(v.now) {
		v.fail(field, label+" cannot be in the future")
		return nil
	}
	d := t.Format("2006-01-02")
	return &d
}

func layoutName(layout string) string {
	for name, l := range person.DateLayouts {
		if l == layout {
			return name
		}
	}
	return layout
}

// excelSerial reads an Excel date serial (days since 30 December 1899).
func excelSerial(s string) (time.Time, bool) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 1 || f > 110000 {
		return time.Time{}, false
	}
	return time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC).AddDate(0, 0, int(math.Floor(f))), true
}

func (v *rowValidator) lookup(field, label string, m map[string]int64) *int64 {
	s := v.get(field)
	if s == "" {
		return nil
	}
	id, ok := m[strings.ToLower(s)]
	if !ok {
		v.fail(field, fmt.Sprintf("Unknown %s %q", label, s))
		return nil
	}
	return &id
}

func (v *rowValidator) record() Record {
	r := Record{Row: v.row.Number}
	if v.row.BadEncoding {
		v.fail("", "The row holds characters that are not valid UTF-8. Save the file as CSV UTF-8 and upload it again.")
		return r
	}
	if v.kind == "csv" && len(v.row.Cells) != len(v.columns) {
		v.fail("", fmt.Sprintf("The row has %d cells, the header has %d", len(v.row.Cells), len(v.columns)))
		return r
	}
	if v.kind == "xlsx" && len(v.row.Cells) > len(v.columns) && !allEmpty(v.row.Cells[len(v.columns):]) {
		v.fail("", fmt.Sprintf("The row has values beyond the %d columns of the header", len(v.columns)))
		return r
	}
	r.FirstName = v.text("firstName", "First name", 100)
	if r.FirstName == "" {
		v.fail("firstName", "First name is required")
	}
	r.LastName = v.text("lastName", "Last name", 100)
	if r.LastName == "" {
		v.fail("lastName", "Last name is required")
	}
	r.MiddleName = v.text("middleName", "Middle name", 100)
	var ok bool
	if r.Email, ok = person.NormalizeEmail(v.get("email")); !ok {
		v.fail("email", person.MsgEmailInvalid)
	}
	if r.Mobile, ok = person.NormalizePhone(v.get("mobile"), v.country); !ok {
		v.fail("mobile", person.MsgNumberInvalid)
	}
	if r.Gender, ok = person.NormalizeGender(v.get("gender")); !ok {
		v.fail("gender", person.MsgGenderInvalid)
	}
	if r.MaritalStatus, ok = person.NormalizeMarital(v.get("maritalStatus")); !ok {
		v.fail("maritalStatus", person.MsgMaritalInvalid)
	}
	r.BirthDate = v.date("birthDate", "Birth date", false)
	r.WeddingDate = v.date("weddingDate", "Wedding date", false)
	r.JoinDate = v.date("joinDate", "Join date", true)
	r.MembershipTypeID = v.lookup("membershipType", "membership type", v.lk.types)
	r.TitleID = v.lookup("title", "title", v.lk.titles)
	r.SalutationID = v.lookup("salutation", "salutation", v.lk.salutations)
	r.EnvelopeID = v.get("envelopeId")
	if !person.ValidEnvelopeID(r.EnvelopeID) {
		v.fail("envelopeId", "Envelope ID may hold up to 40 letters, digits, spaces and . _ / -")
	}
	r.Address = v.text("address", "Address", 300)
	r.City = v.text("city", "City", 100)
	r.State = v.text("state", "State", 100)
	r.PostalCode = v.text("postalCode", "Postal code", 20)
	r.Country = v.text("country", "Country", 100)
	r.Occupation = v.text("occupation", "Occupation", 100)
	for _, f := range v.customs {
		if val, ok := v.customValue(f); ok {
			if r.Custom == nil {
				r.Custom = map[string]any{}
			}
			r.Custom[strconv.FormatInt(f.custom.ID, 10)] = val
		}
	}
	return r
}

func mappedField(mapping map[string]string, field string) (string, bool) {
	for col, f := range mapping {
		if f == field {
			return col, true
		}
	}
	return "", false
}

// customValue reads a custom field's cell by its kind: dates in the import's format, yes/no for
// a checkbox, one of the choices (any case) for a choice list.
func (v *rowValidator) customValue(f Field) (any, bool) {
	s := v.get(f.Name)
	if s == "" {
		return nil, false
	}
	cf := f.custom
	switch cf.Kind {
	case person.KindCheckbox:
		switch strings.ToLower(s) {
		case "yes", "y", "true", "1", "x":
			return true, true
		case "no", "n", "false", "0":
			return false, true
		}
		v.fail(f.Name, cf.Name+" must be yes or no")
	case person.KindNumber:
		n, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
		if err == nil && !math.IsInf(n, 0) && !math.IsNaN(n) {
			return n, true
		}
		v.fail(f.Name, cf.Name+" must be a number")
	case person.KindDate:
		if d := v.date(f.Name, cf.Name, true); d != nil {
			return *d, true
		}
	case person.KindSelect:
		for _, o := range cf.Options {
			if strings.EqualFold(o, s) {
				return o, true
			}
		}
		v.fail(f.Name, fmt.Sprintf("%s must be one of: %s", cf.Name, strings.Join(cf.Options, ", ")))
	default:
		if len([]rune(s)) > person.MaxCustomText {
			v.fail(f.Name, cf.Name+" must be at most 500 characters")
			return nil, false
		}
		return s, true
	}
	return nil, false
}

// matchKey is what checkExisting compares of a record, sent as one JSON document.
type matchKey struct {
	N  int     `json:"n"`
	E  string  `json:"e"`
	M  string  `json:"m"`
	V  string  `json:"v"`
	K  string  `json:"k"`
	BD *string `json:"bd"`
}

type matchHit struct {
	N                   int
	ID                  int64
	FirstName, LastName string
}

func (h matchHit) who() string { return fmt.Sprintf("#%d %s %s", h.ID, h.FirstName, h.LastName) }

// alreadyImportedSQL recognises a row an earlier import brought in, so uploading the fixed bad
// rows, or the whole file again, creates nobody twice. The person must have come from an import
// (people.import_id), not be merged away, and have the row's first and last name (any case) and
// exactly its e-mail, mobile and birth date (a cell left empty matches only an empty value). A
// bare name is never enough: two people may share it. A hand-entered person is never matched
// here: the checks below report the collision as an error, as before.
const alreadyImportedSQL = `SELECT DISTINCT ON (r.n) r.n, p.id, p.first_name, p.last_name
	FROM jsonb_to_recordset(?::jsonb) AS r(n int, e text, m text, v text, k text, bd date)
	JOIN people p ON (lower(p.first_name) || ' ' || lower(p.last_name)) = r.k AND p.merged_into_id IS NULL AND p.import_id IS NOT NULL
		AND lower(p.email) = r.e AND p.mobile = r.m AND p.birth_date IS NOT DISTINCT FROM r.bd
	WHERE r.e <> '' OR r.m <> '' OR r.bd IS NOT NULL
	ORDER BY r.n, p.id`

// checkExisting compares the valid records with the church's people: a row an earlier import
// brought in is skipped; otherwise an existing e-mail, mobile or envelope ID is an error (the
// insert would collide) and the same name and birth date a warning. One query per kind of match,
// each an indexed join on the whole file at once.
func checkExisting(tx *gorm.DB, res *Result) error {
	if len(res.Records) == 0 {
		return nil
	}
	keysOf := func(recs []Record) (string, error) {
		keys := make([]matchKey, len(recs))
		for i, r := range recs {
			keys[i] = matchKey{r.Row, r.Email, r.Mobile, r.EnvelopeID, strings.ToLower(r.FirstName) + " " + strings.ToLower(r.LastName), r.BirthDate}
		}
		js, err := json.Marshal(keys)
		return string(js), err
	}
	js, err := keysOf(res.Records)
	if err != nil {
		return err
	}
	var done []matchHit
	if err := tx.Raw(alreadyImportedSQL, js).Scan(&done).Error; err != nil {
		return err
	}
	if len(done) > 0 {
		skip := map[int]bool{}
		for _, h := range done {
			skip[h.N] = true
			res.Skipped = append(res.Skipped, RowSkip{Row: h.N, PersonID: h.ID, Message: "Already imported (" + h.who() + "): skipped"})
		}
		kept := res.Records[:0]
		for _, r := range res.Records {
			if !skip[r.Row] {
				kept = append(kept, r)
			}
		}
		res.Records = kept
		if len(kept) == 0 {
			return nil
		}
		if js, err = keysOf(kept); err != nil {
			return err
		}
	}
	checks := []struct {
		join, field, msg string
		warn             bool
	}{
		{"r.e <> '' AND lower(p.email) = r.e", "email", "A person with this e-mail already exists", false},
		{"r.m <> '' AND p.mobile = r.m", "mobile", "A person with this mobile number already exists", false},
		{"r.v <> '' AND p.envelope_id = r.v", "envelopeId", "This envelope ID is already in use", false},
		{"(lower(p.first_name) || ' ' || lower(p.last_name)) = r.k AND p.merged_into_id IS NULL AND (r.bd IS NULL OR p.birth_date IS NULL OR p.birth_date = r.bd)", "", "Possible duplicate of", true},
	}
	bad := map[int][]RowError{}
	for _, c := range checks {
		var hits []matchHit
		if err := tx.Raw(`SELECT DISTINCT ON (r.n) r.n, p.id, p.first_name, p.last_name
			FROM jsonb_to_recordset(?::jsonb) AS r(n int, e text, m text, v text, k text, bd date)
			JOIN people p ON `+c.join+` ORDER BY r.n, p.id`, js).Scan(&hits).Error; err != nil {
			return err
		}
		for _, h := range hits {
			who := h.who()
			if c.warn {
				res.Warnings = append(res.Warnings, RowWarning{Row: h.N, Message: c.msg + " " + who})
				continue
			}
			bad[h.N] = append(bad[h.N], RowError{Row: h.N, Field: c.field, Message: c.msg + " (" + who + ")"})
		}
	}
	if len(bad) == 0 {
		return nil
	}
	kept := res.Records[:0]
	for _, r := range res.Records {
		if errs, ok := bad[r.Row]; ok {
			res.Errors = append(res.Errors, errs...)
			res.BadRows++
			continue
		}
		kept = append(kept, r)
	}
	res.Records = kept
	return nil
}

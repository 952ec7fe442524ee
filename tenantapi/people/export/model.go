// Package export is the people export (docs/people-api.md "export"): the people list's filter and
// order written as CSV, XLSX or a PDF with the church's name and logo, in the columns chosen
// (custom fields' too). Every export is audited. The rows are the person kit's records, so this
// package never imports its parent.
package export

import (
	"context"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/people/customfields"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
)

// EventExport is the audit event of an export (DESIGN.md: data exports are audited).
const EventExport = "people_export"

// MaxPDFRows bounds a PDF export: past that a spreadsheet is the useful format.
const MaxPDFRows = 5000

// contentTypes are the formats an export writes, by name.
var contentTypes = map[string]string{"csv": "text/csv; charset=utf-8", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "pdf": "application/pdf"}

// LogoFunc returns the church's logo as PNG or JPEG bytes and its kind ("PNG", "JPG"), or nil
// when there is none. The PDF waits for it at most a second (spec §9).
type LogoFunc func(ctx context.Context, church *tenancy.Church) ([]byte, string, error)

// DataURLLogo reads a logo kept as a data: URL in the church's logo field; other logo URLs need a
// LogoFunc that knows where logos are stored.
func DataURLLogo(_ context.Context, church *tenancy.Church) ([]byte, string, error) {
	u := church.LogoURL
	for prefix, kind := range map[string]string{"data:image/png;base64,": "PNG", "data:image/jpeg;base64,": "JPG", "data:image/jpg;base64,": "JPG"} {
		if strings.HasPrefix(u, prefix) {
			b, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(u, prefix))
			if err != nil {
				return nil, "", nil
			}
			return b, kind, nil
		}
	}
	return nil, "", nil
}

// File is a written export: its file name, content type and bytes.
type File struct {
	Name        string
	ContentType string
	Data        []byte
}

// Client is who asked for an export, for the audit log.
type Client struct{ IP, UserAgent string }

type exportRequest struct {
	httpx.ClientContext
	query.ListQuery
	Format  string   `json:"format"`
	Columns []string `json:"columns"`
}

type column struct {
	Header string
	Value  func(person.Record) string
}

// pdfWeights are the PDF columns' shares of the page's width (others, custom fields too, 1): the
// ones whose values run long are wider, so an e-mail mostly fits on one line and "Male" does not
// take a fifth of the page.
var pdfWeights = map[string]float64{
	"id": 0.5, "title": 0.6, "salutation": 0.7, "fullName": 1.6, "email": 2.2, "mobile": 1.2, "gender": 0.7,
	"age": 0.45, "maritalStatus": 0.9, "address": 2, "postalCode": 0.8, "householdName": 1.3,
	"houseFellowship": 1.2, "status": 0.7, "createdAt": 1.4,
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// columns are the columns an export may hold (docs/people-api.md); stored values with a label
// (gender, marital status, relationship, status) are written as the console shows them.
var columns = map[string]column{
	"id":         {"ID", func(p person.Record) string { return strconv.FormatInt(p.ID, 10) }},
	"title":      {"Title", func(p person.Record) string { return p.Title }},
	"salutation": {"Salutation", func(p person.Record) string { return p.Salutation }},
	"firstName":  {"First name", func(p person.Record) string { return p.FirstName }},
	"middleName": {"Middle name", func(p person.Record) string { return p.MiddleName }},
	"lastName":   {"Last name", func(p person.Record) string { return p.LastName }},
	"fullName":   {"Name", func(p person.Record) string { return p.FullName }},
	"email":      {"E-mail", func(p person.Record) string { return p.Email }},
	"mobile":     {"Mobile", func(p person.Record) string { return p.Mobile }},
	"gender":     {"Gender", func(p person.Record) string { return person.GenderLabel(p.Gender) }},
	"birthDate":  {"Birth date", func(p person.Record) string { return str(p.BirthDate) }},
	"age": {"Age", func(p person.Record) string {
		if p.Age == nil {
			return ""
		}
		return strconv.Itoa(*p.Age)
	}},
	"weddingDate":     {"Wedding date", func(p person.Record) string { return str(p.WeddingDate) }},
	"maritalStatus":   {"Marital status", func(p person.Record) string { return person.MaritalLabel(p.MaritalStatus) }},
	"membershipType":  {"Membership type", func(p person.Record) string { return p.MembershipType }},
	"envelopeId":      {"Envelope ID", func(p person.Record) string { return p.EnvelopeID }},
	"address":         {"Address", func(p person.Record) string { return p.Address }},
	"city":            {"City", func(p person.Record) string { return p.City }},
	"state":           {"State", func(p person.Record) string { return p.State }},
	"postalCode":      {"Postal code", func(p person.Record) string { return p.PostalCode }},
	"country":         {"Country", func(p person.Record) string { return p.Country }},
	"occupation":      {"Occupation", func(p person.Record) string { return p.Occupation }},
	"joinDate":        {"Join date", func(p person.Record) string { return str(p.JoinDate) }},
	"householdName":   {"Household", func(p person.Record) string { return p.HouseholdName }},
	"relationship":    {"Relationship", func(p person.Record) string { return person.RelationshipLabel(p.Relationship) }},
	"houseFellowship": {"House fellowship", func(p person.Record) string { return p.HouseFellowship }},
	"status":          {"Status", func(p person.Record) string { return person.StatusLabel(p.Status) }},
	"createdAt":       {"Added", func(p person.Record) string { return p.CreatedAt }},
}

var defaultColumns = []string{"fullName", "email", "mobile", "gender", "birthDate", "membershipType", "status"}

func invalid(msg string) error { return fault.E(fault.Invalid, msg) }

func unknownColumn(name string) error { return invalid(fmt.Sprintf("Unknown column %q", name)) }

// layout checks the format and the columns asked for (the defaults when none) and answers them;
// custom field columns ("custom:<id>") are left empty, by position in customAt, for the service
// to fill from the church's fields.
func (r *exportRequest) layout() (cols []column, customAt map[int]int64, err error) {
	if _, ok := contentTypes[r.Format]; !ok {
		return nil, nil, invalid("Format must be csv, xlsx or pdf")
	}
	if len(r.Columns) == 0 {
		r.Columns = defaultColumns
	}
	if len(r.Columns) > len(columns)+person.MaxCustomFields {
		return nil, nil, invalid("Too many columns")
	}
	cols = make([]column, 0, len(r.Columns))
	customAt = map[int]int64{}
	for i, name := range r.Columns {
		if key, ok := strings.CutPrefix(name, "custom:"); ok {
			id, err := strconv.ParseInt(key, 10, 64)
			if err != nil || id <= 0 {
				return nil, nil, unknownColumn(name)
			}
			customAt[i] = id
			cols = append(cols, column{})
			continue
		}
		col, ok := columns[name]
		if !ok {
			return nil, nil, unknownColumn(name)
		}
		cols = append(cols, col)
	}
	return cols, customAt, nil
}

// customColumn writes a custom field's value as people read it.
func customColumn(f person.CustomField) column {
	key := strconv.FormatInt(f.ID, 10)
	return column{f.Name, func(p person.Record) string { return customfields.Format(p.CustomFields[key]) }}
}

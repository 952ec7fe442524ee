// Package imports brings people in from CSV and XLSX files (spec import-page-1 and import-page-2):
// upload with a suggested column mapping, validation with a per-row report, then processing in
// the worker, all or nothing. Service answers the API's calls (importsapi serves them over HTTP);
// the worker (worker/imports) calls Process. It links no HTTP framework, for the worker's sake.
package imports

import (
	"strconv"
	"strings"
	"unicode"

	"gorm.io/gorm"

	"congregate/tenantapi/people/person"
)

// Field is a person field a column can be mapped to.
type Field struct {
	Name     string   `json:"name"`
	Label    string   `json:"label"`
	Required bool     `json:"required"`
	aliases  []string // normalised header spellings suggested for the field
	// custom is the church's custom field behind a "custom:<id>" field.
	custom *person.CustomField
}

// Fields are the importable fields, in the order the mapping page shows them.
var Fields = []Field{
	{"firstName", "First name", true, []string{"firstname", "first", "givenname", "forename", "fname"}, nil},
	{"lastName", "Last name", true, []string{"lastname", "last", "surname", "familyname", "lname"}, nil},
	{"middleName", "Middle name", false, []string{"middlename", "middle", "othernames", "othername"}, nil},
	{"title", "Title", false, []string{"title", "prefix", "honorific"}, nil},
	{"salutation", "Salutation", false, []string{"salutation", "greeting"}, nil},
	{"email", "E-mail", false, []string{"email", "emailaddress", "mail", "eaddress"}, nil},
	{"mobile", "Mobile", false, []string{"mobile", "phone", "mobilenumber", "phonenumber", "cell", "cellphone", "telephone", "tel", "mobilephone", "gsm"}, nil},
	{"gender", "Gender", false, []string{"gender", "sex"}, nil},
	{"birthDate", "Birth date", false, []string{"birthdate", "dateofbirth", "dob", "birthday", "born"}, nil},
	{"weddingDate", "Wedding date", false, []string{"weddingdate", "anniversary", "weddinganniversary", "dateofmarriage", "marriagedate"}, nil},
	{"maritalStatus", "Marital status", false, []string{"maritalstatus", "marital", "civilstatus"}, nil},
	{"membershipType", "Membership type", false, []string{"membershiptype", "membership", "memberstatus", "membershipstatus", "type", "status"}, nil},
	{"envelopeId", "Envelope ID", false, []string{"envelopeid", "envelope", "envelopenumber", "envelopeno", "givingnumber"}, nil},
	{"address", "Address", false, []string{"address", "streetaddress", "street", "homeaddress", "address1"}, nil},
	{"city", "City", false, []string{"city", "town"}, nil},
	{"state", "State", false, []string{"state", "province", "region", "county"}, nil},
	{"postalCode", "Postal code", false, []string{"postalcode", "zip", "zipcode", "postcode"}, nil},
	{"country", "Country", false, []string{"country", "nation"}, nil},
	{"occupation", "Occupation", false, []string{"occupation", "job", "profession", "work"}, nil},
	{"joinDate", "Join date", false, []string{"joindate", "datejoined", "membersince", "joined", "membershipdate"}, nil},
}

// churchFields are the importable fields of a church: the person fields, then its custom fields
// (named "custom:<id>", suggested for a column headed with the field's name).
func churchFields(tx *gorm.DB) ([]Field, error) {
	cfs, err := person.LoadCustomFields(tx)
	if err != nil {
		return nil, err
	}
	out := append([]Field{}, Fields...)
	for i := range cfs {
		cf := cfs[i]
		out = append(out, Field{Name: "custom:" + strconv.FormatInt(cf.ID, 10), Label: cf.Name, aliases: []string{normaliseHeader(cf.Name)}, custom: &cf})
	}
	return out, nil
}

func fieldByName(fields []Field, name string) (Field, bool) {
	for _, f := range fields {
		if f.Name == name {
			return f, true
		}
	}
	return Field{}, false
}

func normaliseHeader(h string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, h)
}

// SuggestMapping maps each column to the field its header names, each field at most once; ""
// means "do not import".
func SuggestMapping(columns []string, fields []Field) map[string]string {
	out := map[string]string{}
	taken := map[string]bool{}
	for _, col := range columns {
		out[col] = ""
		n := normaliseHeader(col)
		for _, f := range fields {
			if taken[f.Name] {
				continue
			}
			for _, a := range f.aliases {
				if n == a || n == strings.ToLower(f.Name) {
					out[col], taken[f.Name] = f.Name, true
					break
				}
			}
			if out[col] != "" {
				break
			}
		}
	}
	return out
}

// Package imports brings people in from CSV and XLSX files (spec import-page-1 and import-page-2):
// upload with a suggested column mapping, validation with a per-row report, then processing in
// the worker, all or nothing. The worker's handler (worker/imports) calls Process.
package imports

import (
	"strings"
	"unicode"
)

// Field is a person field a column can be mapped to.
type Field struct {
	Name     string   `json:"name"`
	Label    string   `json:"label"`
	Required bool     `json:"required"`
	aliases  []string // normalised header spellings suggested for the field
}

// Fields are the importable fields, in the order the mapping page shows them.
var Fields = []Field{
	{"firstName", "First name", true, []string{"firstname", "first", "givenname", "forename", "fname"}},
	{"lastName", "Last name", true, []string{"lastname", "last", "surname", "familyname", "lname"}},
	{"middleName", "Middle name", false, []string{"middlename", "middle", "othernames", "othername"}},
	{"title", "Title", false, []string{"title", "prefix", "honorific"}},
	{"salutation", "Salutation", false, []string{"salutation", "greeting"}},
	{"email", "E-mail", false, []string{"email", "emailaddress", "mail", "eaddress"}},
	{"mobile", "Mobile", false, []string{"mobile", "phone", "mobilenumber", "phonenumber", "cell", "cellphone", "telephone", "tel", "mobilephone", "gsm"}},
	{"gender", "Gender", false, []string{"gender", "sex"}},
	{"birthDate", "Birth date", false, []string{"birthdate", "dateofbirth", "dob", "birthday", "born"}},
	{"weddingDate", "Wedding date", false, []string{"weddingdate", "anniversary", "weddinganniversary", "dateofmarriage", "marriagedate"}},
	{"maritalStatus", "Marital status", false, []string{"maritalstatus", "marital", "civilstatus"}},
	{"membershipType", "Membership type", false, []string{"membershiptype", "membership", "memberstatus", "membershipstatus", "type", "status"}},
	{"envelopeId", "Envelope ID", false, []string{"envelopeid", "envelope", "envelopenumber", "envelopeno", "givingnumber"}},
	{"address", "Address", false, []string{"address", "streetaddress", "street", "homeaddress", "address1"}},
	{"city", "City", false, []string{"city", "town"}},
	{"state", "State", false, []string{"state", "province", "region", "county"}},
	{"postalCode", "Postal code", false, []string{"postalcode", "zip", "zipcode", "postcode"}},
	{"country", "Country", false, []string{"country", "nation"}},
	{"occupation", "Occupation", false, []string{"occupation", "job", "profession", "work"}},
	{"joinDate", "Join date", false, []string{"joindate", "datejoined", "membersince", "joined", "membershipdate"}},
}

func fieldByName(name string) (Field, bool) {
	for _, f := range Fields {
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
func SuggestMapping(columns []string) map[string]string {
	out := map[string]string{}
	taken := map[string]bool{}
	for _, col := range columns {
		out[col] = ""
		n := normaliseHeader(col)
		for _, f := range Fields {
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

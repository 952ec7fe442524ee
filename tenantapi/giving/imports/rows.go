package imports

import (
	"fmt"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/giving/gifts"
	"congregate/tenantapi/giving/money"
	"congregate/tenantapi/people/directory"
	peopleimports "congregate/tenantapi/people/imports"
)

// row is one data row read with the mapping: its preview and, when good, its gift.
type row struct {
	preview PreviewRow
	gift    gifts.Gift
	cells   []string
}

// context is what reading rows needs of the church.
type readContext struct {
	currency, today, country string
	defaultFund              *int64
	funds                    map[string]int64 // lower-case code and name → id
}

var aliases = map[string][]string{
	"date":         {"date", "receivedon", "giftdate", "datereceived", "received", "transactiondate"},
	"amount":       {"amount", "gift", "giftamount", "total", "value", "sum"},
	"fund":         {"fund", "code", "contributioncode", "fundcode", "category", "contributiontype", "type"},
	"method":       {"method", "paymentmethod", "paymenttype", "paidby"},
	"chequeNumber": {"chequenumber", "checknumber", "cheque", "check", "chequeno", "checkno"},
	"email":        {"email", "emailaddress", "mail"},
	"phone":        {"phone", "mobile", "phonenumber", "mobilenumber", "cell"},
	"envelopeId":   {"envelopeid", "envelope", "envelopenumber", "envelopeno"},
	"firstName":    {"firstname", "first", "givenname"},
	"lastName":     {"lastname", "last", "surname", "familyname"},
	"note":         {"note", "notes", "memo", "comment", "comments"},
}

func squash(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// suggest maps each field to the first column whose header is one of its aliases.
func suggest(columns []string) map[string]string {
	out := map[string]string{}
	used := map[string]bool{}
	for _, f := range Fields {
		for _, c := range columns {
			if used[c] {
				continue
			}
			for _, a := range aliases[f] {
				if squash(c) == a {
					out[f], used[c] = c, true
					break
				}
			}
			if _, ok := out[f]; ok {
				break
			}
		}
		if _, ok := out[f]; !ok {
			out[f] = ""
		}
	}
	return out
}

// indexes checks a mapping against the file's columns and answers each field's column index (-1: none).
func indexes(columns []string, mapping map[string]string) (map[string]int, error) {
	known := map[string]bool{}
	for _, f := range Fields {
		known[f] = true
	}
	idx := map[string]int{}
	for _, f := range Fields {
		idx[f] = -1
	}
	for f, col := range mapping {
		if !known[f] {
			return nil, fault.E(fault.Invalid, "Unknown field "+f)
		}
		if col == "" {
			continue
		}
		found := false
		for i, c := range columns {
			if c == col {
				idx[f], found = i, true
				break
			}
		}
		if !found {
			return nil, fault.E(fault.Invalid, "The file has no column "+col)
		}
	}
	switch {
	case idx["amount"] < 0:
		return nil, errAmountCol
	case idx["date"] < 0:
		return nil, errDateCol
	}
	return idx, nil
}

var methodAliases = map[string]string{"check": "cheque", "chq": "cheque", "creditcard": "card", "debitcard": "card", "credit": "card",
	"debit": "card", "ach": "bank", "banktransfer": "bank", "transfer": "bank", "eft": "bank", "wire": "bank", "online": "card"}

// read reads every row with the mapping and matches its donor (one statement for all rows).
func read(tx *gorm.DB, rc readContext, t *peopleimports.Table, idx map[string]int) ([]row, error) {
	cell := func(r peopleimports.Row, f string) string {
		if i := idx[f]; i >= 0 && i < len(r.Cells) {
			return strings.TrimSpace(r.Cells[i])
		}
		return ""
	}
	type keys struct{ email, phone, envelope, name string }
	rowKeys := make([]keys, len(t.Rows))
	var dk directory.DonorKeys
	for i, r := range t.Rows {
		k := &rowKeys[i]
		if e := cell(r, "email"); e != "" {
			if norm, ok := contact.Email(e); ok {
				k.email = strings.ToLower(norm)
			} else {
				k.email = strings.ToLower(e)
			}
			dk.Emails = append(dk.Emails, k.email)
		}
		if p := cell(r, "phone"); p != "" {
			if e164, ok := contact.Phone(p, rc.country); ok {
				k.phone = e164
				dk.Phones = append(dk.Phones, e164)
			}
		}
		if env := cell(r, "envelopeId"); env != "" {
			k.envelope = strings.ToLower(env)
			dk.Envelopes = append(dk.Envelopes, k.envelope)
		}
		first, last := strings.ToLower(cell(r, "firstName")), strings.ToLower(cell(r, "lastName"))
		if first != "" && last != "" {
			k.name = first + " " + last
			dk.Names = append(dk.Names, k.name)
		}
	}
	found, err := directory.Directory{}.MatchDonors(tx, dk)
	if err != nil {
		return nil, err
	}
	by := map[string]map[string][]directory.DonorMatch{"email": {}, "phone": {}, "envelope": {}, "name": {}}
	for _, m := range found {
		for kind, key := range map[string]string{"email": m.Email, "phone": m.Mobile, "envelope": m.EnvelopeID, "name": m.FullName} {
			if key != "" {
				by[kind][key] = append(by[kind][key], m)
			}
		}
	}
	out := make([]row, 0, len(t.Rows))
	for i, r := range t.Rows {
		p := PreviewRow{Row: r.Number, Errors: []string{}}
		g := gifts.Gift{Currency: rc.currency, Source: "import", Status: "succeeded"}
		bad := func(err error) {
			if fe, ok := err.(*fault.Error); ok {
				p.Errors = append(p.Errors, fe.Message)
			} else {
				p.Errors = append(p.Errors, err.Error())
			}
		}
		if r.BadEncoding {
			p.Errors = append(p.Errors, "The row is not valid UTF-8 text")
		}
		if d, err := money.ParseDate(cell(r, "date"), rc.today); err != nil {
			bad(err)
		} else {
			p.Date, g.ReceivedOn = d, d
		}
		if a, err := money.ParseAmount(cell(r, "amount"), rc.currency); err != nil {
			bad(err)
		} else {
			p.AmountMinor, g.AmountMinor = a, a
		}
		fund := cell(r, "fund")
		p.Fund = fund
		switch id, ok := rc.funds[strings.ToLower(fund)]; {
		case fund == "" && rc.defaultFund != nil:
			g.FundID = *rc.defaultFund
		case fund == "":
			p.Errors = append(p.Errors, "Unknown contribution code")
		case !ok:
			p.Errors = append(p.Errors, "Unknown contribution code "+fund)
		default:
			g.FundID = id
		}
		method := squash(cell(r, "method"))
		if a, ok := methodAliases[method]; ok {
			method = a
		}
		if method == "" {
			method = "other"
		}
		if m, cheque, err := gifts.CheckMethod(method, cell(r, "chequeNumber")); err != nil {
			bad(err)
		} else {
			g.Method, g.ChequeNumber = m, cheque
		}
		note := cell(r, "note")
		if len([]rune(note)) > 1000 {
			p.Errors = append(p.Errors, "A note must be at most 1000 characters")
		}
		g.Note = note
		k := rowKeys[i]
		switch {
		case k.email == "" && k.phone == "" && k.envelope == "" && k.name == "" && cell(r, "phone") == "":
			p.PersonName = "Anonymous" // no donor columns: an anonymous gift
		default:
			matched := false
			for _, kind := range []struct{ name, key string }{{"email", k.email}, {"phone", k.phone}, {"envelope", k.envelope}, {"name", k.name}} {
				if kind.key == "" {
					continue
				}
				ms := by[kind.name][kind.key]
				if len(ms) == 0 {
					continue
				}
				if len(ms) > 1 {
					p.Errors = append(p.Errors, "More than one person matches this row")
				} else {
					id := ms[0].ID
					p.PersonID, p.PersonName, p.Match, g.PersonID = &id, ms[0].Name, kind.name, &id
				}
				matched = true
				break
			}
			if !matched {
				p.Errors = append(p.Errors, "No person matches this row")
			}
		}
		out = append(out, row{preview: p, gift: g, cells: r.Cells})
	}
	return out, nil
}

func countBad(rows []row) int {
	n := 0
	for _, r := range rows {
		if len(r.preview.Errors) > 0 {
			n++
		}
	}
	return n
}

func badRowsMessage(n int) string {
	if n == 1 {
		return "Fix the 1 row with errors first, or import only the good rows"
	}
	return fmt.Sprintf("Fix the %d rows with errors first, or import only the good rows", n)
}

package imports

import (
	"errors"
	"strconv"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/children/kit"
	"congregate/tenantapi/children/profile"
	"congregate/tenantapi/people/directory"
	peopleimports "congregate/tenantapi/people/imports"
	"congregate/tenantapi/people/person"
)

var aliases = map[string][]string{
	"firstName":       {"firstname", "childfirstname", "first", "givenname", "childsfirstname"},
	"lastName":        {"lastname", "childlastname", "last", "surname", "familyname", "childslastname"},
	"birthDate":       {"birthdate", "dateofbirth", "dob", "birthday", "born"},
	"gender":          {"gender", "sex"},
	"parentEmail":     {"parentemail", "parentemailaddress", "email", "emailaddress", "guardianemail"},
	"parentMobile":    {"parentmobile", "parentphone", "mobile", "phone", "cell", "guardianmobile", "guardianphone"},
	"parentFirstName": {"parentfirstname", "guardianfirstname", "parentfirst"},
	"parentLastName":  {"parentlastname", "guardianlastname", "parentlast"},
	"classroom":       {"classroom", "class", "room", "classroomname"},
	"grade":           {"grade", "schoolgrade", "year"},
	"allergies":       {"allergies", "allergy", "foodallergies"},
	"allergyNotes":    {"allergynotes", "allergynote", "allergydetails"},
	"medicalNotes":    {"medicalnotes", "medicalnote", "medical", "medicalinfo"},
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

// suggest maps each field to the first unused column whose header is one of its aliases.
func suggest(columns []string) map[string]string {
	out := map[string]string{}
	used := map[string]bool{}
	for _, f := range Fields {
		out[f] = ""
		for _, a := range aliases[f] {
			for _, c := range columns {
				if !used[c] && squash(c) == a {
					out[f], used[c] = c, true
					break
				}
			}
			if out[f] != "" {
				break
			}
		}
	}
	return out
}

// indexes checks a mapping against the file's columns and answers each field's column index (-1: none).
func indexes(columns []string, mapping map[string]string) (map[string]int, error) {
	idx := map[string]int{}
	for _, f := range Fields {
		idx[f] = -1
	}
	for f, col := range mapping {
		if _, known := idx[f]; !known {
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
	case idx["firstName"] < 0:
		return nil, errFirstCol
	case idx["lastName"] < 0:
		return nil, errLastCol
	}
	return idx, nil
}

// refs are the church's classrooms and allergy types by lower-case name, its country and today.
type refs struct {
	classrooms     map[string]int64
	allergies      map[string]int64
	country, today string
}

func loadRefs(tx *gorm.DB, country, today string) (refs, error) {
	r := refs{classrooms: map[string]int64{}, allergies: map[string]int64{}, country: country, today: today}
	rooms, err := profile.Classrooms(tx)
	if err != nil {
		return r, err
	}
	for _, c := range rooms {
		if _, dup := r.classrooms[strings.ToLower(c.Name)]; !dup {
			r.classrooms[strings.ToLower(c.Name)] = c.ID
		}
	}
	types, err := profile.AllergyTypes(tx)
	if err != nil {
		return r, err
	}
	for _, t := range types {
		r.allergies[strings.ToLower(t.Name)] = t.ID
	}
	return r, nil
}

// parentKeys are how a row names its parent: an existing person by e-mail or mobile, or a new one.
type parentKeys struct {
	email, mobile string // lower case; E.164
	first, last   string
	badMobile     bool
}

// row is one data row read with the mapping: the child to add, its parent and its messages.
type row struct {
	number  int
	cells   []string
	child   profile.NewChild
	parent  parentKeys
	preview PreviewRow
}

func (r *row) bad(msg string) {
	for _, m := range r.preview.Errors {
		if m == msg {
			return
		}
	}
	r.preview.Errors = append(r.preview.Errors, msg)
}

func message(err error) string {
	var fe *fault.Error
	if errors.As(err, &fe) {
		return fe.Message
	}
	return err.Error()
}

// grade reads a grade: -1 to 12, or pre-K and K.
func grade(s string) (*int, bool) {
	switch squash(s) {
	case "":
		return nil, true
	case "prek", "pk", "preschool":
		g := -1
		return &g, true
	case "k", "kindergarten":
		g := 0
		return &g, true
	}
	g, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || g < -1 || g > 12 {
		return nil, false
	}
	return &g, true
}

// read checks one row against the church's references (no statement).
func read(rf refs, t peopleimports.Row, idx map[string]int) row {
	cell := func(f string) string {
		if i := idx[f]; i >= 0 && i < len(t.Cells) {
			return strings.TrimSpace(t.Cells[i])
		}
		return ""
	}
	r := row{number: t.Number, cells: t.Cells, preview: PreviewRow{Row: t.Number, Errors: []string{}}}
	if t.BadEncoding {
		r.bad(msgNotUTF8)
	}
	r.preview.Name = strings.TrimSpace(cell("firstName") + " " + cell("lastName"))
	c := profile.NewChild{Gender: cell("gender"), AllergyTypeIDs: []int64{}}
	var err error
	if c.FirstName, err = person.FoldedText(cell("firstName"), 100, msgFirstName, msgNameLong); err != nil {
		r.bad(message(err))
	}
	if c.LastName, err = person.FoldedText(cell("lastName"), 100, msgLastName, msgNameLong); err != nil {
		r.bad(message(err))
	}
	if g, ok := person.NormalizeGender(c.Gender); ok {
		c.Gender = g
	} else {
		r.bad(msgGender)
	}
	c.AllergyNotes, c.MedicalNotes = cell("allergyNotes"), cell("medicalNotes")
	if person.TooLong(c.AllergyNotes, 2000) || person.TooLong(c.MedicalNotes, 2000) {
		r.bad(msgNotesLong)
	}
	r.preview.BirthDate = cell("birthDate")
	if b, err := kit.Date(cell("birthDate")); err != nil {
		r.bad(kit.MsgDate)
	} else if b != nil && *b > rf.today {
		r.bad(msgFuture)
	} else {
		c.BirthDate = b
	}
	if g, ok := grade(cell("grade")); ok {
		c.Grade = g
	} else {
		r.bad(msgGrade)
	}
	if room := cell("classroom"); room != "" {
		r.preview.Classroom = room
		if id, ok := rf.classrooms[strings.ToLower(room)]; ok {
			c.ClassroomID = &id
		} else {
			r.bad("Unknown classroom " + room)
		}
	}
	for _, name := range strings.FieldsFunc(cell("allergies"), func(r rune) bool { return r == ',' || r == ';' || r == '|' }) {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if id, ok := rf.allergies[strings.ToLower(name)]; ok {
			c.AllergyTypeIDs = append(c.AllergyTypeIDs, id)
		} else {
			r.bad("Unknown allergy " + name + ": add it on the food allergy types page first")
		}
	}
	p := parentKeys{first: strings.Join(strings.Fields(cell("parentFirstName")), " "), last: strings.Join(strings.Fields(cell("parentLastName")), " ")}
	if e := cell("parentEmail"); e != "" {
		if norm, ok := contact.Email(e); ok {
			p.email = strings.ToLower(norm)
		} else {
			p.email = strings.ToLower(e)
		}
	}
	if m := cell("parentMobile"); m != "" {
		if e164, ok := contact.Phone(m, rf.country); ok {
			p.mobile = e164
		} else {
			p.badMobile = true
		}
	}
	r.parent = p
	r.preview.Parent = strings.TrimSpace(p.first + " " + p.last)
	if r.preview.Parent == "" {
		r.preview.Parent = firstOf(cell("parentEmail"), cell("parentMobile"))
	}
	if person.TooLong(p.first, 100) || person.TooLong(p.last, 100) {
		r.bad(msgNameLong)
	}
	r.child = c
	return r
}

func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// matches finds the live people the rows' parent e-mails and mobiles name, in one statement.
type matches struct {
	email, mobile map[string][]int64
	names         map[int64]string
}

func matchParents(tx *gorm.DB, rows []row) (matches, error) {
	m := matches{email: map[string][]int64{}, mobile: map[string][]int64{}, names: map[int64]string{}}
	var k directory.DonorKeys
	for _, r := range rows {
		if r.parent.email != "" {
			k.Emails = append(k.Emails, r.parent.email)
		}
		if r.parent.mobile != "" {
			k.Phones = append(k.Phones, r.parent.mobile)
		}
	}
	found, err := directory.Directory{}.MatchDonors(tx, k)
	if err != nil {
		return m, err
	}
	for _, f := range found {
		if f.Email != "" {
			m.email[f.Email] = append(m.email[f.Email], f.ID)
		}
		if f.Mobile != "" {
			m.mobile[f.Mobile] = append(m.mobile[f.Mobile], f.ID)
		}
		m.names[f.ID] = f.Name
	}
	return m, nil
}

// parent resolves a row's parent: an existing person's id, or 0 with ok when a new parent is to be
// created from the row's name and mobile; a message otherwise.
func (m matches) parent(p parentKeys) (id int64, msg string) {
	for _, ids := range [][]int64{m.email[p.email], m.mobile[p.mobile]} {
		switch {
		case len(ids) == 1:
			return ids[0], ""
		case len(ids) > 1:
			return 0, msgParentTwo
		}
	}
	switch {
	case p.badMobile:
		return 0, msgParentMobile
	case p.first != "" && p.last != "" && p.mobile != "":
		return 0, ""
	case p.email != "" || p.mobile != "":
		return 0, msgParentUnknown
	}
	return 0, msgParent
}

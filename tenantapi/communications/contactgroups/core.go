package contactgroups

import (
	"strings"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/fault"
	"congregate/tenantapi/people/person"
)

// Member is one member of a contact group as a send reads it: a person of the directory (their
// current name, mobile and e-mail) or a typed-in contact (PersonID 0).
type Member struct {
	PersonID int64
	Name     string
	Phone    string
	Email    string
}

// Sources of a member.
const (
	SourceStaff   = "staff"
	SourceKeyword = "keyword"
)

// MaxNameLength bounds a typed-in contact's name.
const MaxNameLength = 200

var errGroupNotFound = fault.E(fault.NotFound, "Contact group not found")

// Members is every member of the groups (live, active people and typed-in contacts), a person or
// address in two groups once each per group; the send de-duplicates by address.
func Members(tx *gorm.DB, groupIDs []int64) ([]Member, error) {
	if len(groupIDs) == 0 {
		return []Member{}, nil
	}
	return members(tx, groupIDs)
}

// AddMember adds m to the group: a person (m.PersonID, the rest read from the directory) or a
// typed-in contact (a phone in E.164 and/or an e-mail; the caller reads what was typed with
// contact.Phone and contact.Email). A member already there is a no-op. source is staff or keyword.
func AddMember(tx *gorm.DB, groupID int64, m Member, source string) error {
	if source != SourceStaff && source != SourceKeyword {
		return fault.E(fault.Invalid, "Source must be staff or keyword")
	}
	m, err := cleanMember(m)
	if err != nil {
		return err
	}
	ok, err := groupExists(tx, groupID)
	if err != nil {
		return err
	}
	if !ok {
		return errGroupNotFound
	}
	if m.PersonID > 0 {
		if err := person.RequireLive(tx, m.PersonID); err != nil {
			return err
		}
		return insertPerson(tx, groupID, m.PersonID, source)
	}
	return insertContact(tx, groupID, m, source)
}

// cleanMember checks a typed-in contact: the name trimmed, the phone E.164, the e-mail lower case.
func cleanMember(m Member) (Member, error) {
	if m.PersonID < 0 {
		return m, fault.E(fault.NotFound, "Person not found")
	}
	if m.PersonID > 0 {
		return Member{PersonID: m.PersonID}, nil
	}
	m.Name = strings.TrimSpace(m.Name)
	for _, s := range []string{m.Name, m.Phone, m.Email} {
		if !utf8.ValidString(s) || strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
			return m, fault.E(fault.Invalid, "A contact cannot hold control characters")
		}
	}
	if utf8.RuneCountInString(m.Name) > MaxNameLength {
		return m, fault.E(fault.Invalid, "A contact's name must be at most 200 characters")
	}
	p, ok := contact.Phone(m.Phone, "")
	if !ok || (p != "" && !strings.HasPrefix(p, "+")) {
		return m, fault.E(fault.Invalid, "Enter a valid phone number for "+nameOr(m.Name, m.Phone))
	}
	e, ok := contact.Email(m.Email)
	if !ok {
		return m, fault.E(fault.Invalid, "Enter a valid e-mail address for "+nameOr(m.Name, m.Email))
	}
	if p == "" && e == "" {
		return m, fault.E(fault.Invalid, "A contact needs a phone number or an e-mail address")
	}
	m.Phone, m.Email = p, e
	return m, nil
}

func nameOr(name, other string) string {
	if name != "" {
		return name
	}
	if utf8.RuneCountInString(other) > 40 {
		return string([]rune(other)[:40]) + "…"
	}
	return other
}

// TypedContact reads what staff typed: the phone with the church's country, the e-mail lower case.
func TypedContact(c Contact, country string) (Member, error) {
	name := strings.Join(strings.Fields(c.Name), " ")
	if strings.ContainsRune(c.Name+c.Phone+c.Email, 0) {
		return Member{}, fault.E(fault.Invalid, "A contact cannot hold control characters")
	}
	p, ok := contact.Phone(c.Phone, country)
	if !ok {
		return Member{}, fault.E(fault.Invalid, "Enter a valid phone number for "+nameOr(name, c.Phone))
	}
	e, ok := contact.Email(c.Email)
	if !ok {
		return Member{}, fault.E(fault.Invalid, "Enter a valid e-mail address for "+nameOr(name, c.Email))
	}
	m, err := cleanMember(Member{Name: name, Phone: p, Email: e})
	return m, err
}

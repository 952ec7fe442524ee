package consent

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"gorm.io/gorm"

	"congregate/internal/platform/contact"
	"congregate/internal/platform/fault"
)

// The gin-free core: the send path filters its recipients, inbound STOP/START and the unsubscribe
// link opt people out and in, the routes add and remove with a staff member's proof. Every call
// takes the caller's transaction, bound to the church's schema.

// Channels of the list: text covers SMS and MMS.
const (
	Text  = "text"
	Voice = "voice"
	Email = "email"
	Push  = "push"
)

// Channels is every channel, in the order the console shows them.
var Channels = []string{Text, Voice, Email, Push}

// Methods of an opt-out or opt-in.
const (
	MethodKeyword     = "keyword"
	MethodUnsubscribe = "unsubscribe_link"
	MethodStaff       = "staff"
	MethodProvider    = "provider"
)

// MaxProof bounds a proof's JSON.
const MaxProof = 4000

// Target is one recipient to check: a person of the directory (PersonID) at an address, or a
// typed-in address (PersonID 0).
type Target struct {
	PersonID int64
	Address  string
}

// ValidChannel reports whether ch is a channel of the list.
func ValidChannel(ch string) bool {
	switch ch {
	case Text, Voice, Email, Push:
		return true
	}
	return false
}

var errChannel = fault.E(fault.Invalid, "Channel must be text, voice, email or push")

// Normalize is the address as the list stores it: a phone in E.164 (read with country as the
// default, "" the default country) for text and voice, a lower-case e-mail, a push subscription as
// it is.
func Normalize(channel, address, country string) (string, error) {
	a := strings.TrimSpace(address)
	if strings.ContainsRune(a, 0) || !utf8.ValidString(a) {
		return "", fault.E(fault.Invalid, "An address cannot hold control characters")
	}
	switch channel {
	case Text, Voice:
		p, ok := contact.Phone(a, country)
		if !ok || p == "" {
			return "", fault.E(fault.Invalid, "Enter a valid phone number")
		}
		return p, nil
	case Email:
		m, ok := contact.Email(a)
		if !ok || m == "" {
			return "", fault.E(fault.Invalid, "Enter a valid e-mail address")
		}
		return m, nil
	case Push:
		if a == "" || utf8.RuneCountInString(a) > 320 {
			return "", fault.E(fault.Invalid, "A push address of 1 to 320 characters is required")
		}
		return a, nil
	}
	return "", errChannel
}

// PersonAddress is the address a person is listed under on a channel where they have none (no
// mobile, no e-mail, push): the row blocks them by their person id.
func PersonAddress(personID int64) string { return "person:" + strconv.FormatInt(personID, 10) }

// IsPersonAddress reports whether a is a PersonAddress.
func IsPersonAddress(a string) bool {
	id, ok := strings.CutPrefix(a, "person:")
	n, err := strconv.ParseInt(id, 10, 64)
	return ok && err == nil && n > 0 && strconv.FormatInt(n, 10) == id
}

// key is the address compared with the list: normalised when it reads as one, else as given.
func key(channel, address string) string {
	// An address already in E.164 is its own key: parsing it again (phonenumbers' regular
	// expressions) was 70% of a quote to 10,000 people (h-messages' bench).
	if e164Rule.MatchString(address) {
		return address
	}
	if a, err := Normalize(channel, address, ""); err == nil {
		return a
	}
	return strings.TrimSpace(address)
}

var e164Rule = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

// Filter splits targets into those that may be contacted on channel and those on the list (their
// address, or their person, is blocked on that channel). The targets are answered as given.
func Filter(tx *gorm.DB, channel string, ts []Target) (kept, removed []Target, err error) {
	if !ValidChannel(channel) {
		return nil, nil, errChannel
	}
	if len(ts) == 0 {
		return []Target{}, []Target{}, nil
	}
	addrs := make([]string, 0, len(ts))
	ids := make([]int64, 0, len(ts))
	for _, t := range ts {
		if k := key(channel, t.Address); k != "" {
			addrs = append(addrs, k)
		}
		if t.PersonID > 0 {
			ids = append(ids, t.PersonID)
		}
	}
	blockedAddr, blockedPerson, err := blocked(tx, channel, addrs, ids)
	if err != nil {
		return nil, nil, err
	}
	kept, removed = make([]Target, 0, len(ts)), []Target{}
	for _, t := range ts {
		if blockedAddr[key(channel, t.Address)] || (t.PersonID > 0 && blockedPerson[t.PersonID]) {
			removed = append(removed, t)
		} else {
			kept = append(kept, t)
		}
	}
	return kept, removed, nil
}

// OptOut puts address on the list for channel with its proof and writes the consent event. An
// address already on the list is a no-op (its person linked when it had none). personID 0: not a
// person of the directory (or not known).
func OptOut(tx *gorm.DB, channel, address string, personID int64, method string, proof map[string]any) error {
	addr, pj, err := check(channel, address, method, proof)
	if err != nil {
		return err
	}
	if personID, err = knownPerson(tx, personID); err != nil {
		return err
	}
	added, err := insertBlock(tx, channel, addr, personID, method, pj)
	if err != nil || !added {
		return err
	}
	return insertEvent(tx, channel, addr, personID, "opt_out", method, pj)
}

// OptIn takes address off the list for channel (and, with a personID, every address of that
// person on that channel), one consent event per row removed. Not on the list: a no-op.
func OptIn(tx *gorm.DB, channel, address string, personID int64, method string, proof map[string]any) error {
	addr, pj, err := check(channel, address, method, proof)
	if err != nil {
		return err
	}
	if personID, err = knownPerson(tx, personID); err != nil {
		return err
	}
	rows, err := deleteBlocks(tx, channel, addr, personID)
	if err != nil {
		return err
	}
	for _, r := range rows {
		pid := personID
		if r.PersonID != nil && pid == 0 {
			pid = *r.PersonID
		}
		if err := insertEvent(tx, channel, r.Address, pid, "opt_in", method, pj); err != nil {
			return err
		}
	}
	return nil
}

func check(channel, address, method string, proof map[string]any) (string, string, error) {
	if !ValidChannel(channel) {
		return "", "", errChannel
	}
	switch method {
	case MethodKeyword, MethodUnsubscribe, MethodStaff, MethodProvider:
	default:
		return "", "", fault.E(fault.Invalid, "Method must be keyword, unsubscribe_link, staff or provider")
	}
	addr := strings.TrimSpace(address)
	if !IsPersonAddress(addr) {
		var err error
		if addr, err = Normalize(channel, address, ""); err != nil {
			return "", "", err
		}
	}
	if proof == nil {
		proof = map[string]any{}
	}
	b, err := json.Marshal(proof)
	if err != nil {
		return "", "", fault.E(fault.Invalid, "The proof cannot be stored")
	}
	if len(b) > MaxProof || strings.Contains(string(b), `\u0000`) {
		return "", "", fault.E(fault.Invalid, "The proof is too long or holds control characters")
	}
	return addr, string(b), nil
}

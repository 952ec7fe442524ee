// Package messaging reads the church's messaging settings (sender ID, SMS signature, reply-to,
// sender name) and e-mail template, gin-free: the settings pages (tenantapi/organization/settings)
// and the worker's delivery of communications read them through Load.
package messaging

import (
	"encoding/json"
	"regexp"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
)

// Messaging is what the church's SMS and e-mails carry: sender ID, signature, reply-to and the
// e-mail template (plain text; whoever renders HTML escapes it).
type Messaging struct {
	SenderID      string        `json:"senderId"`
	SMSSignature  string        `json:"smsSignature"`
	ReplyToEmail  string        `json:"replyToEmail"`
	EmailFromName string        `json:"emailFromName"`
	EmailTemplate EmailTemplate `json:"emailTemplate"`
}

// EmailTemplate frames every e-mail the church sends.
type EmailTemplate struct {
	SubjectPrefix string `json:"subjectPrefix"`
	Header        string `json:"header"`
	Footer        string `json:"footer"`
	Signature     string `json:"signature"`
	ShowLogo      bool   `json:"showLogo"`
	ButtonColor   string `json:"buttonColor"`
}

// Fields is the messaging section as stored (the template is a section of its own).
type Fields struct {
	SenderID      string `json:"senderId"`
	SMSSignature  string `json:"smsSignature"`
	ReplyToEmail  string `json:"replyToEmail"`
	EmailFromName string `json:"emailFromName"`
}

// Of joins the stored fields and the template.
func Of(f Fields, t EmailTemplate) Messaging {
	return Messaging{SenderID: f.SenderID, SMSSignature: f.SMSSignature, ReplyToEmail: f.ReplyToEmail, EmailFromName: f.EmailFromName, EmailTemplate: t}
}

// Sections of organization_settings.
const (
	SectionMessaging     = "messaging"
	SectionEmailTemplate = "email_template"
)

// DefaultSenderID is the short name, upper-case, cut to the 11 characters SMS sender IDs allow.
func DefaultSenderID(short string) string {
	s := strings.ToUpper(short)
	if len(s) > 11 {
		s = s[:11]
	}
	return s
}

const defaultPrimary = "#304FFF"

var hexColour = regexp.MustCompile(`^#[0-9A-Fa-f]{6}$`)

// LightPrimary is the church's light primary colour (upper-case), or the spec §9 default when its
// themes hold none: the generated favicon and the e-mail button are drawn in it.
func LightPrimary(c *tenancy.Church) string {
	var themes []struct{ Primary string }
	if json.Unmarshal(c.ColorThemes, &themes) == nil && len(themes) > 0 && hexColour.MatchString(themes[0].Primary) {
		return strings.ToUpper(themes[0].Primary)
	}
	return defaultPrimary
}

// Load reads the stored messaging fields and template over their defaults in the caller's
// transaction; lock takes the rows for update. stored says whether the church saved its messaging
// fields (a sender ID of its own, not the default).
func Load(tx *gorm.DB, ch *tenancy.Church, lock bool) (f Fields, t EmailTemplate, stored bool, err error) {
	f = Fields{SenderID: DefaultSenderID(ch.ShortName), ReplyToEmail: ch.Email, EmailFromName: ch.FullName}
	t = EmailTemplate{Header: ch.FullName, ShowLogo: true, ButtonColor: LightPrimary(ch)}
	if stored, err = loadSection(tx, SectionMessaging, &f, lock); err != nil {
		return f, t, stored, err
	}
	_, err = loadSection(tx, SectionEmailTemplate, &t, lock)
	return f, t, stored, err
}

// LoadMessaging reads the church's messaging settings over their defaults in the caller's
// transaction.
func LoadMessaging(tx *gorm.DB, ch *tenancy.Church) (Messaging, error) {
	f, t, _, err := Load(tx, ch, false)
	return Of(f, t), err
}

// loadSection decodes a stored section over dst (which holds the defaults); a section never saved
// leaves dst as it is and answers false.
func loadSection(tx *gorm.DB, section string, dst any, lock bool) (bool, error) {
	q := `SELECT data FROM organization_settings WHERE section = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var rows []struct{ Data []byte }
	if err := tx.Raw(q, section).Scan(&rows).Error; err != nil {
		return false, err
	}
	if len(rows) == 0 {
		return false, nil
	}
	return true, json.Unmarshal(rows[0].Data, dst)
}

package organization

import (
	"encoding/json"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
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

type messagingFields struct {
	SenderID      string `json:"senderId"`
	SMSSignature  string `json:"smsSignature"`
	ReplyToEmail  string `json:"replyToEmail"`
	EmailFromName string `json:"emailFromName"`
}

var senderRule = regexp.MustCompile(`^[A-Za-z0-9 ]{3,11}$`)

// defaultSenderID is the short name, upper-case, cut to the 11 characters SMS sender IDs allow.
func defaultSenderID(short string) string {
	s := strings.ToUpper(short)
	if len(s) > 11 {
		s = s[:11]
	}
	return s
}

func defaultMessaging(ch *tenancy.Church) (messagingFields, EmailTemplate) {
	primary := DefaultColorThemes[0].Primary
	var themes []ColorTheme
	if json.Unmarshal(ch.ColorThemes, &themes) == nil && len(themes) > 0 && hexColour.MatchString(themes[0].Primary) {
		primary = strings.ToUpper(themes[0].Primary)
	}
	return messagingFields{SenderID: defaultSenderID(ch.ShortName), ReplyToEmail: ch.Email, EmailFromName: ch.FullName},
		EmailTemplate{Header: ch.FullName, ShowLogo: true, ButtonColor: primary}
}

// LoadMessaging reads the church's messaging settings over their defaults (senders of SMS and
// e-mail use it too).
func LoadMessaging(tx *gorm.DB, ch *tenancy.Church) (Messaging, error) {
	f, t, err := loadMessaging(tx, ch, false)
	return Messaging{SenderID: f.SenderID, SMSSignature: f.SMSSignature, ReplyToEmail: f.ReplyToEmail,
		EmailFromName: f.EmailFromName, EmailTemplate: t}, err
}

func loadMessaging(tx *gorm.DB, ch *tenancy.Church, lock bool) (messagingFields, EmailTemplate, error) {
	f, t := defaultMessaging(ch)
	if err := loadSection(tx, sectionMessaging, &f, lock); err != nil {
		return f, t, err
	}
	err := loadSection(tx, sectionEmailTemplate, &t, lock)
	return f, t, err
}

type messagingInput struct {
	httpx.ClientContext
	SenderID      *string `json:"senderId"`
	SMSSignature  *string `json:"smsSignature"`
	ReplyToEmail  *string `json:"replyToEmail"`
	EmailFromName *string `json:"emailFromName"`
}

func (in messagingInput) apply(f *messagingFields) error {
	var err error
	if in.SenderID != nil {
		s := strings.TrimSpace(*in.SenderID)
		if !senderRule.MatchString(s) || !strings.ContainsFunc(s, func(r rune) bool { return (r|0x20) >= 'a' && (r|0x20) <= 'z' }) {
			return invalid("Sender ID must be 3 to 11 letters or digits, with at least one letter")
		}
		f.SenderID = s
	}
	if in.SMSSignature != nil {
		if f.SMSSignature, err = cleanText("SMS signature", *in.SMSSignature, 60, false); err != nil {
			return err
		}
	}
	if in.ReplyToEmail != nil {
		if strings.TrimSpace(*in.ReplyToEmail) == "" {
			f.ReplyToEmail = ""
		} else if e, ok := cleanEmail(*in.ReplyToEmail); ok {
			f.ReplyToEmail = e
		} else {
			return invalid(msgEmailInvalid)
		}
	}
	if in.EmailFromName != nil {
		if f.EmailFromName, err = cleanText("E-mail sender name", *in.EmailFromName, 100, false); err != nil {
			return err
		}
	}
	return nil
}

type templateInput struct {
	httpx.ClientContext
	SubjectPrefix *string `json:"subjectPrefix"`
	Header        *string `json:"header"`
	Footer        *string `json:"footer"`
	Signature     *string `json:"signature"`
	ShowLogo      *bool   `json:"showLogo"`
	ButtonColor   *string `json:"buttonColor"`
}

func (in templateInput) apply(t *EmailTemplate) error {
	texts := []struct {
		field     string
		in        *string
		out       *string
		max       int
		multiline bool
	}{{"Subject prefix", in.SubjectPrefix, &t.SubjectPrefix, 40, false}, {"Header", in.Header, &t.Header, 200, false},
		{"Footer", in.Footer, &t.Footer, 1000, true}, {"Signature", in.Signature, &t.Signature, 500, true}}
	for _, f := range texts {
		if f.in == nil {
			continue
		}
		s, err := cleanText(f.field, *f.in, f.max, f.multiline)
		if err != nil {
			return err
		}
		*f.out = s
	}
	if in.ShowLogo != nil {
		t.ShowLogo = *in.ShowLogo
	}
	if in.ButtonColor != nil {
		s, err := cleanColour("Button colour", *in.ButtonColor)
		if err != nil {
			return err
		}
		t.ButtonColor = s
	}
	return nil
}

// MessagingGet is POST /api/organization/messaging/get (spec "get org message").
func (h Handler) MessagingGet(c *gin.Context, _ httpx.ClientContext) {
	ch, ok := h.readChurch(c)
	if !ok {
		return
	}
	var out Messaging
	err := h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		var err error
		out, err = LoadMessaging(tx, ch)
		return err
	})
	respond(c, err, "Messaging settings", out)
}

// MessagingUpdate is POST /api/organization/messaging/update (spec "update org text messaging").
func (h Handler) MessagingUpdate(c *gin.Context, in messagingInput) {
	h.saveMessaging(c, audit.EventOrgMessaging, "Messaging settings saved", func(f *messagingFields, _ *EmailTemplate) (string, any, error) {
		return sectionMessaging, f, in.apply(f)
	})
}

// EmailTemplateUpdate is POST /api/organization/email-template/update.
func (h Handler) EmailTemplateUpdate(c *gin.Context, in templateInput) {
	h.saveMessaging(c, audit.EventOrgEmailTemplate, "E-mail template saved", func(_ *messagingFields, t *EmailTemplate) (string, any, error) {
		return sectionEmailTemplate, t, in.apply(t)
	})
}

// saveMessaging loads both messaging sections locked, lets edit change one, and saves it with
// its audit entry when something changed.
func (h Handler) saveMessaging(c *gin.Context, event, msg string, edit func(*messagingFields, *EmailTemplate) (string, any, error)) {
	ch, err := h.currentChurch(c)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out Messaging
	err = h.Tenants.Run(c.Request.Context(), func(tx *gorm.DB) error {
		f, t, err := loadMessaging(tx, ch, true)
		if err != nil {
			return err
		}
		beforeF, beforeT := asMap(f), asMap(t)
		section, value, err := edit(&f, &t)
		if err != nil {
			return err
		}
		out = Messaging{SenderID: f.SenderID, SMSSignature: f.SMSSignature, ReplyToEmail: f.ReplyToEmail, EmailFromName: f.EmailFromName, EmailTemplate: t}
		before := beforeF
		if section == sectionEmailTemplate {
			before = beforeT
		}
		changes := audit.Diff(before, asMap(value))
		if changes == nil {
			return nil
		}
		if err := saveSection(tx, section, value, me(c)); err != nil {
			return err
		}
		return audit.Write(tx, auditapi.By(c, event, map[string]any{"changes": changes}))
	})
	respond(c, err, msg, out)
}

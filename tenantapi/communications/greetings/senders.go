package greetings

import (
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/organization/settings/messaging"
	"congregate/tenantapi/people/directory"
)

// MessagesPeople is messages.People over the people directory, gin-free (the worker's
// messages.Service; the API's is messagesapi.People).
type MessagesPeople struct{}

// Audience answers the live people the query names.
func (MessagesPeople) Audience(tx *gorm.DB, q messages.PeopleQuery, now time.Time) ([]messages.Person, error) {
	rs, err := directory.Directory{}.Audience(tx, directory.AudienceQuery{PersonIDs: q.PersonIDs, HouseholdIDs: q.HouseholdIDs,
		GroupIDs: q.GroupIDs, ServiceUnitIDs: q.ServiceUnitIDs, FellowshipIDs: q.FellowshipIDs, SavedListIDs: q.SavedListIDs,
		MemberIDs: q.MemberIDs}, now)
	if err != nil {
		return nil, err
	}
	out := make([]messages.Person, len(rs))
	for i, r := range rs {
		out[i] = messages.Person(r)
	}
	return out, nil
}

// MessagesSettings is messages.Settings over the organisation's messaging settings, gin-free.
type MessagesSettings struct{}

// Messaging answers the SMS signature and the e-mail template.
func (MessagesSettings) Messaging(tx *gorm.DB, ch *tenancy.Church) (messages.Messaging, error) {
	m, err := messaging.LoadMessaging(tx, ch)
	if err != nil {
		return messages.Messaging{}, err
	}
	t := m.EmailTemplate
	return messages.Messaging{SMSSignature: m.SMSSignature, Template: messages.EmailTemplate{SubjectPrefix: t.SubjectPrefix,
		Header: t.Header, Footer: t.Footer, Signature: t.Signature, ShowLogo: t.ShowLogo, ButtonColor: t.ButtonColor}}, nil
}

// Names are the full names of people by id.
func (MessagesPeople) Names(tx *gorm.DB, ids []int64) (map[int64]string, error) {
	return directory.Directory{}.Names(tx, ids)
}

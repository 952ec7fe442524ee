package audit

// Events of the communications pages (docs/communications-api.md): the do-not-contact list and
// contact groups. Appended to the Catalogue here so the shared list above stays as it is.
const (
	EventDoNotContactAdded      = "do_not_contact_added"
	EventDoNotContactRemoved    = "do_not_contact_removed"
	EventContactGroupCreated    = "contact_group_created"
	EventContactGroupUpdated    = "contact_group_updated"
	EventContactGroupDeleted    = "contact_group_deleted"
	EventContactGroupMembers    = "contact_group_members_added"
	EventContactGroupMembersOut = "contact_group_members_removed"
)

func init() {
	Catalogue = append(Catalogue,
		EventLabel{EventDoNotContactAdded, "Added to the do-not-contact list"},
		EventLabel{EventDoNotContactRemoved, "Removed from the do-not-contact list"},
		EventLabel{EventContactGroupCreated, "Contact group created"},
		EventLabel{EventContactGroupUpdated, "Contact group renamed"},
		EventLabel{EventContactGroupDeleted, "Contact group deleted"},
		EventLabel{EventContactGroupMembers, "Contact group members added"},
		EventLabel{EventContactGroupMembersOut, "Contact group members removed"},
	)
}

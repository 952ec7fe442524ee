package audit

// Events of the organisation, roles and audit pages (docs/organization-api.md).
const (
	EventOrgGeneral       = "org_general_updated"
	EventOrgSocialMedia   = "org_social_media_updated"
	EventOrgColors        = "org_colors_updated"
	EventOrgLogo          = "org_logo_updated"
	EventOrgLogoDeleted   = "org_logo_deleted"
	EventOrgMessaging     = "org_messaging_updated"
	EventOrgEmailTemplate = "org_email_template_updated"
	EventSystemSettings   = "system_settings_updated"
	EventTooltip          = "tooltip_comment_updated"
	EventProfileUpdated   = "profile_updated"
	EventRoleCreated      = "role_created"
	EventRoleUpdated      = "role_updated"
	EventRoleDeleted      = "role_deleted"
	EventRoleAssigned     = "role_assigned"
	EventRoleUnassigned   = "role_unassigned"
	EventAdminEnabled     = "admin_access_enabled"
	EventAdminDisabled    = "admin_access_disabled"
	EventAccountEnabled   = "account_enabled"
	EventAuditExported    = "audit_exported"
	// EventSupportSignIn is an operator signing in to the church through a support link.
	EventSupportSignIn = "support_sign_in"
)

// EventLabel is an event with the words the audit page shows for it.
type EventLabel struct {
	Event string `json:"event"`
	Label string `json:"label"`
}

// Catalogue lists every event the API writes, for the audit page's filter.
var Catalogue = []EventLabel{
	{EventLogin, "Sign-in"},
	{EventTwoFactor, "Two-factor verification"},
	{EventTokenLogin, "Token sign-in"},
	{EventLockout, "Account locked"},
	{EventLogout, "Sign-out"},
	{EventSessionTimeout, "Session timeout"},
	{EventSignup, "Sign-up"},
	{EventForgot, "Password or PIN reset requested"},
	{EventReset, "Password or PIN reset"},
	{EventPermission, "Permission denied"},
	{EventOrgGeneral, "Organisation details updated"},
	{EventOrgSocialMedia, "Social media updated"},
	{EventOrgColors, "Colours updated"},
	{EventOrgLogo, "Logo updated"},
	{EventOrgLogoDeleted, "Logo removed"},
	{EventOrgMessaging, "Messaging settings updated"},
	{EventOrgEmailTemplate, "E-mail template updated"},
	{EventSystemSettings, "System settings updated"},
	{EventTooltip, "Tooltip comment updated"},
	{EventProfileUpdated, "Profile updated"},
	{EventRoleCreated, "Role created"},
	{EventRoleUpdated, "Role updated"},
	{EventRoleDeleted, "Role deleted"},
	{EventRoleAssigned, "Role assigned"},
	{EventRoleUnassigned, "Role removed"},
	{EventAdminEnabled, "Admin access enabled"},
	{EventAdminDisabled, "Admin access disabled"},
	{EventAccountEnabled, "Account enabled"},
	{EventAuditExported, "Audit exported"},
	{EventSupportSignIn, "Support sign-in"},
}

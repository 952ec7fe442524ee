package audit

// Events of the church's full export (tenantapi/organization/export; issue 17, h-export).
func init() {
	Catalogue = append(Catalogue,
		EventLabel{"organization.export.create", "Full export started"},
		EventLabel{"organization.export.download", "Full export downloaded"},
	)
}

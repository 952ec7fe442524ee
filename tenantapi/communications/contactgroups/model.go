// Package contactgroups is the church's contact groups (docs/communications-api.md "Contact
// groups"): named lists of people of the directory and typed-in contacts (a name with a phone
// and/or an e-mail) a message can be sent to; smart keywords add the people who text them.
package contactgroups

package directory

import (
	"gorm.io/gorm"

	"congregate/tenantapi/people/person"
)

// LiveName answers the full name of a live (not merged) person of the church, for The Word's
// speakers; another church's or a merged person is 404 "Person not found".
func (d Directory) LiveName(tx *gorm.DB, id int64) (string, error) {
	if err := person.RequireLive(tx, id); err != nil {
		return "", err
	}
	names, err := d.Names(tx, []int64{id})
	return names[id], err
}

package directory

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/tenantapi/people/person"
)

// Donor is what giving's reports and contribution statements show of a person: the name, the
// household (shown, never merged with the person), the envelope ID, the e-mail and the postal
// address.
type Donor struct {
	ID            int64
	Name          string
	HouseholdName string
	EnvelopeID    string
	Email         string
	AddressLines  []string
	Live          bool
}

// Donors answers each of ids the church has (merged and deactivated people included: a gift
// keeps its giver), in one statement.
func (Directory) Donors(tx *gorm.DB, ids []int64) (map[int64]Donor, error) {
	out := map[int64]Donor{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		ID                                                    int64
		FirstName, LastName, Email, EnvelopeID, HouseholdName string
		Address, City, State, PostalCode, Country             string
		Live                                                  bool
	}
	if err := tx.Raw(`SELECT p.id, p.first_name, p.last_name, lower(p.email) AS email, p.envelope_id,
			COALESCE(hh.household_name, '') AS household_name, p.address, p.city, p.state, p.postal_code, p.country,
			p.merged_into_id IS NULL AS live
		FROM people p `+person.RecordJoins+` WHERE p.id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		d := Donor{ID: r.ID, Name: person.FullName(r.FirstName, "", r.LastName), HouseholdName: r.HouseholdName,
			EnvelopeID: r.EnvelopeID, Email: r.Email, Live: r.Live}
		if r.Address != "" {
			d.AddressLines = append(d.AddressLines, r.Address)
		}
		line := r.City
		for _, s := range []string{r.State, r.PostalCode} {
			if s != "" {
				if line != "" {
					line += " "
				}
				line += s
			}
		}
		if line != "" {
			d.AddressLines = append(d.AddressLines, line)
		}
		if r.Country != "" {
			d.AddressLines = append(d.AddressLines, r.Country)
		}
		out[r.ID] = d
	}
	return out, nil
}

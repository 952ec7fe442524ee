package directory

import (
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// DonorAddresses answers the postal address lines (street; city, state and postal code; country)
// of each of ids the church has, for giving's contribution statements (issue 14, h-reports).
func (Directory) DonorAddresses(tx *gorm.DB, ids []int64) (map[int64][]string, error) {
	out := map[int64][]string{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		ID                                        int64
		Address, City, State, PostalCode, Country string
	}
	if err := tx.Raw(`SELECT id, address, city, state, postal_code, country FROM people WHERE id = ANY (?::bigint[])`,
		db.Int64Array(ids)).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		var lines []string
		if r.Address != "" {
			lines = append(lines, r.Address)
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
			lines = append(lines, line)
		}
		if r.Country != "" {
			lines = append(lines, r.Country)
		}
		out[r.ID] = lines
	}
	return out, nil
}

package person

import "fmt"

// Summary is a person's short form: pickers, duplicate pairs, leadership's search.
type Summary struct {
	ID            int64   `json:"id"`
	FullName      string  `json:"fullName"`
	Email         string  `json:"email"`
	Mobile        string  `json:"mobile"`
	BirthDate     *string `json:"birthDate,omitempty"`
	Status        string  `json:"status"`
	HasPhoto      bool    `json:"hasPhoto"`
	PhotoURL      string  `json:"photoUrl"`
	HouseholdName string  `json:"householdName,omitempty"`
	CreatedAt     string  `json:"createdAt,omitempty"`
}

// PhotoURL is where the console reads a person's photo; the version (the photo's change time)
// makes a new photo a new address. No version: no photo, "".
func PhotoURL(id int64, version *int64) string {
	if version == nil {
		return ""
	}
	return fmt.Sprintf("/api/people/photo/%d?v=%d", id, *version)
}

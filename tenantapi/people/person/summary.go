package person

// Summary is a person's short form: pickers, duplicate pairs, leadership's search.
type Summary struct {
	ID            int64   `json:"id"`
	FullName      string  `json:"fullName"`
	Email         string  `json:"email"`
	Mobile        string  `json:"mobile"`
	BirthDate     *string `json:"birthDate,omitempty"`
	Status        string  `json:"status" enum:"active,inactive"`
	HasPhoto      bool    `json:"hasPhoto"`
	PhotoURL      string  `json:"photoUrl"`
	HouseholdName string  `json:"householdName,omitempty"`
	CreatedAt     string  `json:"createdAt,omitempty"`
}

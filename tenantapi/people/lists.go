package people

import (
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// The named lists moved to people/lists; these helpers stay while fellowship.go (listName),
// leadership.go (reposition, repositionRequest) and merge.go (contains) still use them.

func listName(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", invalid("Name is required")
	}
	if person.TooLong(s, 100) {
		return "", invalid("Name must be at most 100 characters")
	}
	return s, nil
}

func contains(ids []int64, id int64) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

func reposition(tx *gorm.DB, table string, id int64, to int, missing error) error {
	return db.Reposition(tx, table, id, to, missing)
}

type repositionRequest struct {
	httpx.ClientContext
	ID          int64 `json:"id"`
	NewPosition int   `json:"newPosition"`
}

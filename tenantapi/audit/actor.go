package audit

import (
	"encoding/json"
	"strings"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
)

// By builds a successful entry for a change made by the request's signed-in person. The actor's
// name is kept in the row so the trail still reads when the person is later removed.
func By(c *gin.Context, event string, details map[string]any) Entry {
	e := Entry{Event: event, Success: true, IP: c.ClientIP(), UserAgent: c.Request.UserAgent(), Details: details}
	if u := auth.UserFrom(c.Request.Context()); u != nil {
		id := u.PersonID
		e.PersonID = &id
		e.Actor = strings.TrimSpace(u.FirstName + " " + u.LastName)
	}
	return e
}

// Change is one field's old and new value in an entry's details.
type Change struct {
	From any `json:"from"`
	To   any `json:"to"`
}

// Diff returns the fields whose values differ between before and after (compared as JSON), or nil
// when nothing changed.
func Diff(before, after map[string]any) map[string]Change {
	out := map[string]Change{}
	for k, to := range after {
		from := before[k]
		a, _ := json.Marshal(from)
		b, _ := json.Marshal(to)
		if string(a) != string(b) {
			out[k] = Change{From: from, To: to}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

package audit

import "encoding/json"

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

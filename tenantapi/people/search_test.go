package people_test

import (
	"fmt"
	"strings"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// A name typed with a typo still finds its person: when the words match no one, the names similar
// to the text (trigram similarity on the full name), the closest first; a search whose words match
// shows those people alone, in the list's sort. The picker search forgives typos too.
func TestSearchForgivesTypos(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	brian := addPerson(t, e, tok, map[string]any{"firstName": "Brian", "lastName": "Adeyemi", "email": "brian@example.org"})
	addPerson(t, e, tok, map[string]any{"firstName": "Brian", "lastName": "Adeyemi-Cole"})
	addPerson(t, e, tok, map[string]any{"firstName": "Bryan", "lastName": "Adeyemi"})
	addPerson(t, e, tok, map[string]any{"firstName": "Grace", "lastName": "Mensah"})
	addPerson(t, e, tok, map[string]any{"firstName": "Mary", "lastName": "Adeyemi"})

	names := func(p page) []string {
		out := []string{}
		for _, it := range p.Items {
			out = append(out, it.FullName)
		}
		return out
	}
	p, n := list(t, e, tok, map[string]any{"q": "brain adeyemi"})
	if len(p.Items) == 0 || p.Items[0].ID != brian {
		t.Fatalf("typo search: %v", names(p))
	}
	for _, it := range p.Items {
		if it.FullName == "Grace Mensah" || it.FullName == "Mary Adeyemi" {
			t.Fatalf("typo search found an unrelated name: %v", names(p))
		}
	}
	if got := fmt.Sprint(names(p)); got != "[Brian Adeyemi Bryan Adeyemi]" || p.Total != 2 {
		t.Errorf("typo search, the closest first: %s (total %d)", got, p.Total)
	}
	if n > 4 {
		t.Errorf("typo search: %d statements, want at most 4 (the words' list, then the similar names')", n)
	}
	// Words that match show their people alone, in the list's order.
	p, _ = list(t, e, tok, map[string]any{"q": "brian adeyemi", "sortBy": "firstName", "sortDir": "desc"})
	if got := fmt.Sprint(names(p)); got != "[Brian Adeyemi-Cole Brian Adeyemi]" || p.Total != 2 {
		t.Fatalf("search by words: %s (total %d)", got, p.Total)
	}
	// E-mail and short prefixes keep their exact rules.
	if p, _ = list(t, e, tok, map[string]any{"q": "BRIAN@example"}); fmt.Sprint(names(p)) != "[Brian Adeyemi]" {
		t.Fatalf("e-mail search: %v", names(p))
	}
	if p, _ = list(t, e, tok, map[string]any{"q": "br"}); p.Total != 3 {
		t.Fatalf("prefix search: %v", names(p))
	}

	// The export of a typo search holds the people the listing shows.
	csv := e.Post(e.Alpha, "/api/people/export", tok, map[string]any{"format": "csv", "q": "brain adeyemi", "columns": []string{"firstName", "lastName"}})
	if body := string(csv.Raw); csv.Status != 200 || !strings.Contains(body, "Brian,Adeyemi") || !strings.Contains(body, "Bryan,Adeyemi") || strings.Contains(body, "Mary") {
		t.Fatalf("typo search export: %d %q", csv.Status, body)
	}

	sr := e.Post(e.Alpha, "/api/people/search", tok, map[string]any{"q": "brain adeyemi", "limit": 5}).M(t)
	if its := sr["items"].([]any); len(its) == 0 || its[0].(map[string]any)["fullName"] != "Brian Adeyemi" {
		t.Fatalf("picker typo search: %+v", sr)
	}
}

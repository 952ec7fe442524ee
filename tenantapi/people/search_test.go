package people_test

import (
	"fmt"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// A name typed with a typo still finds its person (trigram similarity on the full name), after
// the people every word matches, whatever the list's sort; the picker search forgives it too.
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
	if n > 3 {
		t.Errorf("typo search: %d statements, want at most 3", n)
	}
	// Every word matching ranks first, in the list's order; similar names after.
	p, _ = list(t, e, tok, map[string]any{"q": "brian adeyemi", "sortBy": "firstName", "sortDir": "desc"})
	if got := fmt.Sprint(names(p)); got != "[Brian Adeyemi-Cole Brian Adeyemi Bryan Adeyemi]" || p.Total != 3 {
		t.Fatalf("ranked search: %s (total %d)", got, p.Total)
	}
	// E-mail and short prefixes keep their exact rules.
	if p, _ = list(t, e, tok, map[string]any{"q": "BRIAN@example"}); fmt.Sprint(names(p)) != "[Brian Adeyemi]" {
		t.Fatalf("e-mail search: %v", names(p))
	}
	if p, _ = list(t, e, tok, map[string]any{"q": "br"}); p.Total != 3 {
		t.Fatalf("prefix search: %v", names(p))
	}

	sr := e.Post(e.Alpha, "/api/people/search", tok, map[string]any{"q": "brain adeyemi", "limit": 5}).M(t)
	if its := sr["items"].([]any); len(its) == 0 || its[0].(map[string]any)["fullName"] != "Brian Adeyemi" {
		t.Fatalf("picker typo search: %+v", sr)
	}
}

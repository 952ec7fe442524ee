package merge_test

import (
	"fmt"
	"slices"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

type dupPage struct {
	Items []struct {
		A, B    struct{ ID int64 }
		Reasons []string
	}
	Total int64
}

// reasonsByPair reads every candidate of alpha as "a-b" → reasons, failing on a pair met twice.
func reasonsByPair(t *testing.T, e *pt.Env, tok string) map[string][]string {
	t.Helper()
	r := e.Post(e.Alpha, "/api/people/duplicates", tok, map[string]any{"pageSize": 200})
	pt.Expect(t, r, 200, "Duplicate candidates")
	var p dupPage
	r.Decode(t, &p)
	out := map[string][]string{}
	for _, it := range p.Items {
		a, b := min(it.A.ID, it.B.ID), max(it.A.ID, it.B.ID)
		key := fmt.Sprintf("%d-%d", a, b)
		if _, seen := out[key]; seen {
			t.Fatalf("pair %s proposed twice: %+v", key, p)
		}
		out[key] = it.Reasons
	}
	if int64(len(out)) != p.Total {
		t.Fatalf("total %d for %d pairs", p.Total, len(out))
	}
	return out
}

func pairKey(a, b int64) string { return fmt.Sprintf("%d-%d", min(a, b), max(a, b)) }

// The same name (whatever the case, accents, spacing or birth dates), the same e-mail (case and
// "+tags" aside) and the same mobile once read as E.164 each propose a pair, once, with every
// reason it matches; merged people are never proposed.
func TestDuplicatesByNameEmailAndMobile(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "people@alpha.test")
	add := func(body map[string]any) int64 { return e.AddPerson(tok, body) }

	// Two people of the demo church: same name, different birth dates.
	jen1 := add(map[string]any{"firstName": "Jennifer", "lastName": "Adeyemi", "birthDate": "1980-02-03"})
	jen2 := add(map[string]any{"firstName": "Jennifer", "lastName": "Adeyemi", "birthDate": "1991-07-08"})
	jose1 := add(map[string]any{"firstName": "José", "lastName": "Peña"})
	jose2 := add(map[string]any{"firstName": "jose", "lastName": "PENA "})
	ama1 := add(map[string]any{"firstName": "Ama", "lastName": "Boateng", "email": "ama@example.org"})
	ama2 := add(map[string]any{"firstName": "Amma", "lastName": "Boateng", "email": "AMA+choir@Example.org"})
	kofi1 := add(map[string]any{"firstName": "Kofi", "lastName": "Owusu", "email": "kofi@example.org"})
	kofi2 := add(map[string]any{"firstName": "Kofi", "lastName": "Owusu", "email": "kofi+2@example.org"})
	tel1 := add(map[string]any{"firstName": "Tunde", "lastName": "Bello", "mobile": "+12025550143"})
	tel2 := add(map[string]any{"firstName": "Babatunde", "lastName": "Bello"})
	// A number kept as typed before numbers were stored in E.164 (migration 000008).
	e.Exec(e.Alpha, `UPDATE people SET mobile = '(202) 555-0143' WHERE id = ?`, tel2)
	// Alike in nothing the finder reads.
	add(map[string]any{"firstName": "Jennifer", "lastName": "Adeyemi-Cole", "email": "jen@example.org", "mobile": "+12025550199"})

	got := reasonsByPair(t, e, tok)
	want := map[string][]string{
		pairKey(jen1, jen2):   {"name"},
		pairKey(jose1, jose2): {"name"},
		pairKey(ama1, ama2):   {"email"},
		pairKey(kofi1, kofi2): {"name", "email"},
		pairKey(tel1, tel2):   {"phone"},
	}
	for k, w := range want {
		if !slices.Equal(got[k], w) {
			t.Errorf("pair %s: reasons %v, want %v", k, got[k], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("pairs %v, want %v", got, want)
	}

	// A third Jennifer Adeyemi pairs with both; once one is merged away, only the kept one is left.
	jen3 := add(map[string]any{"firstName": "JENNIFER", "lastName": "adeyemi"})
	got = reasonsByPair(t, e, tok)
	if got[pairKey(jen1, jen3)] == nil || got[pairKey(jen2, jen3)] == nil {
		t.Fatalf("third namesake: %v", got)
	}
	pt.Expect(t, e.Post(e.Alpha, "/api/people/merge", tok, map[string]any{"keepId": jen1, "mergeId": jen3}), 200, "People merged")
	got = reasonsByPair(t, e, tok)
	if got[pairKey(jen1, jen3)] != nil || got[pairKey(jen2, jen3)] != nil || got[pairKey(jen1, jen2)] == nil {
		t.Fatalf("after the merge: %v", got)
	}
}

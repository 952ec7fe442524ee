package checkin

import (
	"strings"
	"testing"
)

func TestNewCodeAlphabetAndTag(t *testing.T) {
	for _, bad := range "01ILO" {
		if strings.ContainsRune(Alphabet, bad) {
			t.Fatalf("alphabet has the look-alike %q", bad)
		}
	}
	if len(Alphabet) != 31 {
		t.Fatalf("alphabet has %d characters", len(Alphabet))
	}
	seen := map[string]bool{}
	for i := 0; i < 5000; i++ {
		c := NewCode("K")
		if !ValidCode(c, "K") || c[0] != 'K' {
			t.Fatalf("bad code %q", c)
		}
		seen[c] = true
	}
	if len(seen) < 3000 { // 29,791 codes: 5,000 draws repeat a few hundred times, never most
		t.Fatalf("only %d distinct codes of 5000", len(seen))
	}
	for _, c := range []string{"K2O3", "K21A", "X234", "K23", "K2345", "k234"} {
		if ValidCode(c, "K") {
			t.Errorf("%q accepted", c)
		}
	}
	if got := freeTag([]string{"2", "3", "5"}); got != "4" {
		t.Errorf("freeTag = %q", got)
	}
	if got := freeTag(strings.Split(Alphabet, "")); got != "" {
		t.Errorf("freeTag of a full alphabet = %q", got)
	}
}

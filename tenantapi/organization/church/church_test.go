package church

import (
	"testing"

	"congregate/internal/platform/tenancy"
)

func TestCleaners(t *testing.T) {
	for in, want := range map[string]string{"+1 (555) 010-0100": "+15550100100", "+44 20 7946 0958": "+442079460958",
		"020 7946 0958": "+442079460958"} { // a local number is in the church's default country
		if got, ok := Phone(in, "GB"); !ok || got != want {
			t.Errorf("phone %q: %q %v", in, got, ok)
		}
	}
	for _, bad := range []string{"7946", "+0123", "+1 555 abc", "+1234567890123456", ""} {
		if _, ok := Phone(bad, "GB"); ok {
			t.Errorf("phone %q accepted", bad)
		}
	}
	for _, bad := range []string{"javascript:alert(1)", "//evil.test", "https://user:pw@x.test", "https://x.test/a b", "mailto:a@b.c"} {
		if _, ok := URL(bad, 200); ok {
			t.Errorf("url %q accepted", bad)
		}
	}
	if _, err := Colour("c", "#12345G"); err == nil {
		t.Error("bad colour accepted")
	}
	if s, err := Colour("c", "#abcdef"); err != nil || s != "#ABCDEF" {
		t.Errorf("colour: %q %v", s, err)
	}
	if _, err := Text("Header", "a\x00b", 10, false); err == nil {
		t.Error("control character accepted")
	}
	if _, err := Text("Footer", "a\nb", 10, true); err != nil {
		t.Errorf("multiline text refused: %v", err)
	}
	if _, err := Text("Header", "a\nb", 10, false); err == nil {
		t.Error("newline accepted in a one-line field")
	}
	if _, err := Text("Header", "ééééééééééé", 10, false); err == nil || err.Error() != "Header must be at most 10 characters" {
		t.Errorf("length counted in characters: %v", err)
	}
}

func TestLightPrimary(t *testing.T) {
	for themes, want := range map[string]string{`[{"primary": "#abcdef"}]`: "#ABCDEF", `[{"primary": "red"}]`: "#304FFF", `[]`: "#304FFF", ``: "#304FFF"} {
		if got := LightPrimary(&tenancy.Church{ColorThemes: []byte(themes)}); got != want {
			t.Errorf("LightPrimary(%s) = %s, want %s", themes, got, want)
		}
	}
}

// Organisation info answers only for the Host's church: by its id, its domain, or the onboarding
// host's name when the console is served there (forwarded).
func TestInfoNamesOnlyTheHostsChurch(t *testing.T) {
	c := &tenancy.Church{ID: 7, ShortName: "grace", FullName: "Grace"}
	for _, tc := range []struct {
		q               infoQuery
		host, forwarded string
		want            error
	}{
		{infoQuery{OrgID: "7"}, "grace.test", "", nil},
		{infoQuery{Domain: "grace.test:443"}, "grace.test", "", nil},
		{infoQuery{Domain: "join.test"}, "grace.test", "join.test", nil},
		{infoQuery{}, "grace.test", "", errNoDomain},
		{infoQuery{OrgID: "8"}, "grace.test", "", errNotFound},
		{infoQuery{Domain: "other.test"}, "grace.test", "", errNotFound},
		{infoQuery{Domain: "other.test"}, "grace.test", "join.test", errNotFound},
	} {
		got, err := info(c, tc.q, tc.host, tc.forwarded)
		if err != tc.want || (err == nil && got.OrgID != 7) {
			t.Errorf("%+v on %s (forwarded %q): %+v %v, want %v", tc.q, tc.host, tc.forwarded, got.OrgID, err, tc.want)
		}
	}
}

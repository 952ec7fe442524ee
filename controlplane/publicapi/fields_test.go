package publicapi

import "testing"

func TestValidators(t *testing.T) {
	for v, want := range map[string]bool{"https://grace.org": true, "grace.org": true, "http://a.b.c/x?y=1": true,
		"grace": false, "ftp://grace.org": false, "https://grace .org": false, "https://user@grace.org": false,
		"https://.org": false, "https://grace..org": false} {
		if ValidURL(v) != want {
			t.Errorf("ValidURL(%q) != %v", v, want)
		}
	}
	for v, want := range map[string]bool{"ada@hope.org": true, "a.b+c@x.co.uk": true, "ada@hope": false,
		"Ada <ada@hope.org>": false, "ada@@hope.org": false, "ada hope@x.org": false} {
		if ValidEmail(v) != want {
			t.Errorf("ValidEmail(%q) != %v", v, want)
		}
	}
	for in, want := range map[string]string{"+1 (555) 555-0123": "+15555550123", "0044 20 7123 4567": "+442071234567",
		"+15555550123": "+15555550123"} {
		if got, ok := NormalisePhone(in); !ok || got != want {
			t.Errorf("NormalisePhone(%q) = %q %v", in, got, ok)
		}
	}
	for _, in := range []string{"5555550123", "+0123456789", "+1555", "+1555555012345678", "+1555abc0123"} {
		if _, ok := NormalisePhone(in); ok {
			t.Errorf("NormalisePhone(%q) accepted", in)
		}
	}
}

func TestFieldsKeepOrderAndFirstMessage(t *testing.T) {
	var f Fields
	f.Add("b", "one")
	f.Add("a", "two")
	f.Add("b", "three")
	if f.First() != "one" || len(f.data()["b"]) != 2 || !f.Has("a") || f.Err() == nil {
		t.Fatalf("fields = %+v", f)
	}
	var empty Fields
	if empty.Err() != nil {
		t.Fatal("empty fields are an error")
	}
}

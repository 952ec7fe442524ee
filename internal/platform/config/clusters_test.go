package config

import "testing"

func TestClustersConfig(t *testing.T) {
	for in, want := range map[string]map[string]string{
		"":                               {},
		"eu=postgres://a/x":              {"eu": "postgres://a/x"},
		"eu=postgres://a/x, us=pg://b/y": {"eu": "postgres://a/x", "us": "pg://b/y"},
		"eu=postgres://a:1,b:2/x?sslmode=disable,us=postgres://c/y": {"eu": "postgres://a:1,b:2/x?sslmode=disable", "us": "postgres://c/y"},
	} {
		got, err := Config{DatabaseClusters: in}.Clusters()
		if err != nil || len(got) != len(want) {
			t.Fatalf("%q: %v %v", in, got, err)
		}
		for k, v := range want {
			if got[k] != v {
				t.Fatalf("%q: %s = %q, want %q", in, k, got[k], v)
			}
		}
	}
	for _, in := range []string{"postgres://a/x", "default=postgres://a/x", "eu=pg://a,eu=pg://b", "Eu=pg://a"} {
		if _, err := (Config{DatabaseClusters: in}).Clusters(); err == nil {
			t.Fatalf("%q was accepted", in)
		}
	}
}

func TestPlacementsIncludeTheDefault(t *testing.T) {
	got, err := Config{DatabaseURL: "postgres://main/x", DatabaseClusters: "eu=postgres://a/x"}.Placements()
	if err != nil || len(got) != 2 || got[DefaultCluster] != "postgres://main/x" || got["eu"] != "postgres://a/x" {
		t.Fatalf("placements %v %v", got, err)
	}
}

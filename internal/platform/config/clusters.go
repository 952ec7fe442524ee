package config

import (
	"fmt"
	"regexp"
	"strings"
)

// DefaultCluster is the placement served by DatabaseURL.
const DefaultCluster = "default"

var clusterEntry = regexp.MustCompile(`^([a-z0-9][a-z0-9_-]*)=(.+)$`)

// Clusters parses DatabaseClusters into placement name → DSN. A comma that is not followed by
// "name=" belongs to the DSN before it, so multi-host URLs (postgres://a:5432,b:5432/db) survive.
func (c Config) Clusters() (map[string]string, error) {
	out := map[string]string{}
	if strings.TrimSpace(c.DatabaseClusters) == "" {
		return out, nil
	}
	var names []string
	for _, part := range strings.Split(c.DatabaseClusters, ",") {
		part = strings.TrimSpace(part)
		m := clusterEntry.FindStringSubmatch(part)
		switch {
		case m != nil:
			if _, dup := out[m[1]]; dup || m[1] == DefaultCluster {
				return nil, fmt.Errorf("DATABASE_CLUSTERS: cluster %q named twice (%q is DATABASE_URL)", m[1], DefaultCluster)
			}
			out[m[1]] = m[2]
			names = append(names, m[1])
		case len(names) > 0 && part != "":
			last := names[len(names)-1]
			out[last] += "," + part
		default:
			return nil, fmt.Errorf("DATABASE_CLUSTERS: %q is not name=postgres://...", part)
		}
	}
	return out, nil
}

// Placements is every placement a church may have → its DSN: DefaultCluster (DatabaseURL) and the
// clusters of DatabaseClusters. Migrations, which need a DSN rather than a pool, read it.
func (c Config) Placements() (map[string]string, error) {
	out, err := c.Clusters()
	if err != nil {
		return nil, err
	}
	out[DefaultCluster] = c.DatabaseURL
	return out, nil
}

package provisioning

import (
	"context"
	"fmt"

	"gorm.io/gorm"

	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
)

// ChoosePlacement is the cluster a new church's schema goes to: named, when it is one of tenants'
// clusters ("default" or a cluster of DATABASE_CLUSTERS; any other name is refused); otherwise
// the cluster with the fewest churches, ties going to "default", then to the first by name.
// Without tenants (no clusters configured) it is always "default".
func ChoosePlacement(ctx context.Context, control *gorm.DB, tenants *db.Tenants, named string) (string, error) {
	if named != "" {
		if named == config.DefaultCluster {
			return named, nil
		}
		if tenants != nil {
			if _, ok := tenants.Cluster(named); ok {
				return named, nil
			}
		}
		return "", fmt.Errorf("placement %q is not in DATABASE_CLUSTERS", named)
	}
	if tenants == nil {
		return config.DefaultCluster, nil
	}
	names := tenants.Names()
	if len(names) == 1 {
		return names[0], nil
	}
	counts, err := churchesByPlacement(ctx, control)
	if err != nil {
		return "", err
	}
	best := config.DefaultCluster
	for _, name := range names { // sorted; strictly fewer beats default and earlier names
		if counts[name] < counts[best] {
			best = name
		}
	}
	return best, nil
}

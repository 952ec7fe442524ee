package publicapi

import (
	"context"
	"strings"

	"congregate/internal/platform/ratelimit"
)

// Limiter is the part of ratelimit.Limiter the handlers use.
type Limiter interface {
	Hit(ctx context.Context, rule ratelimit.Rule, key string) error
}

// Check is one rate-limit rule applied to one key (an IP, a phone number).
type Check struct {
	Rule ratelimit.Rule
	Key  string
}

// Limit applies every check and returns the first *ratelimit.ErrLimited (or Redis error). A check
// with an empty key (no phone yet) is skipped.
func Limit(ctx context.Context, l Limiter, checks ...Check) error {
	for _, ch := range checks {
		if strings.TrimSpace(ch.Key) == "" {
			continue
		}
		if err := l.Hit(ctx, ch.Rule, ch.Key); err != nil {
			return err
		}
	}
	return nil
}

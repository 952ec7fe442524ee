package tenancy

import (
	"context"
	"reflect"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// changedChannel is the Redis channel (under the key prefix) that carries "a church changed":
// an operator locked it down, suspended it, or changed its domains.
const changedChannel = "tenancy:church-changed"

// PublishChanged tells every running resolver (tenant API, worker) that a church's registry row
// changed, so they drop their cached answers at once instead of after their TTL.
func PublishChanged(ctx context.Context, rdb redis.UniversalClient, prefix string, churchID int64) error {
	if rdb == nil || reflect.ValueOf(rdb).IsNil() { // no Redis (a nil *redis.Client in an interface too)
		return nil
	}
	return rdb.Publish(ctx, prefix+changedChannel, strconv.FormatInt(churchID, 10)).Err()
}

// Listen subscribes to PublishChanged's notices and forgets the cache on each, until ctx ends.
// It returns once the subscription is in place (or failed); the listening runs in the background
// and go-redis subscribes again after a lost connection (the cache is dropped then too, since a
// notice may have been missed).
func (r *Resolver) Listen(ctx context.Context, rdb redis.UniversalClient, prefix string) error {
	sub := rdb.Subscribe(ctx, prefix+changedChannel)
	if _, err := sub.Receive(ctx); err != nil {
		_ = sub.Close()
		return err
	}
	go func() {
		defer sub.Close()
		for {
			msg, err := sub.Receive(ctx)
			if ctx.Err() != nil {
				return
			}
			switch msg.(type) {
			case *redis.Message, *redis.Subscription:
				r.Forget()
			}
			if err != nil {
				r.Forget()
				select { // Redis is away: try again in a second
				case <-ctx.Done():
					return
				case <-time.After(time.Second):
				}
			}
		}
	}()
	return nil
}

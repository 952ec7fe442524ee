// Package ratelimit counts attempts in Redis in fixed windows, shared by every API replica.
package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/redis/go-redis/v9"
)

// Limiter counts hits per key.
type Limiter struct {
	rdb    *redis.Client
	prefix string
}

// New returns a limiter whose keys start with prefix.
func New(rdb *redis.Client, prefix string) *Limiter {
	return &Limiter{rdb: rdb, prefix: prefix + "rl:"}
}

// Rule is "at most Max hits per Window".
type Rule struct {
	Name   string
	Max    int64
	Window time.Duration
}

// ErrLimited carries how long until the window resets.
type ErrLimited struct{ RetryAfter time.Duration }

func (e *ErrLimited) Error() string {
	return fmt.Sprintf("Too many attempts. Please try again in %d minutes.", e.Minutes())
}

// Minutes rounds RetryAfter up to whole minutes (at least 1).
func (e *ErrLimited) Minutes() int {
	return int(math.Max(1, math.Ceil(e.RetryAfter.Minutes())))
}

// Hit records one attempt for key under rule and returns *ErrLimited once the rule is exceeded.
func (l *Limiter) Hit(ctx context.Context, rule Rule, key string) error {
	k := l.prefix + rule.Name + ":" + key
	pipe := l.rdb.TxPipeline()
	incr := pipe.Incr(ctx, k)
	pipe.ExpireNX(ctx, k, rule.Window)
	ttl := pipe.PTTL(ctx, k)
	if _, err := pipe.Exec(ctx); err != nil {
		return fmt.Errorf("rate limit: %w", err)
	}
	if incr.Val() > rule.Max {
		return &ErrLimited{RetryAfter: ttl.Val()}
	}
	return nil
}

// Over reports whether key has passed rule's limit in the current window, without counting an
// attempt.
func (l *Limiter) Over(ctx context.Context, rule Rule, key string) (bool, error) {
	n, err := l.rdb.Get(ctx, l.prefix+rule.Name+":"+key).Int64()
	if errors.Is(err, redis.Nil) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("rate limit: %w", err)
	}
	return n > rule.Max, nil
}

// Reset clears the counter, e.g. after a successful sign-in.
func (l *Limiter) Reset(ctx context.Context, rule Rule, key string) error {
	return l.rdb.Del(ctx, l.prefix+rule.Name+":"+key).Err()
}

// Forgive takes back one attempt that turned out well (a right password, a valid token), so a rule
// on a shared address counts what fails: a church office signing in all day is not locked out.
func (l *Limiter) Forgive(ctx context.Context, rule Rule, key string) error {
	k := l.prefix + rule.Name + ":" + key
	// DECR only a live counter, never below zero (a window that ended must not come back as -1).
	return forgive.Run(ctx, l.rdb, []string{k}).Err()
}

var forgive = redis.NewScript(`if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then return redis.call('DECR', KEYS[1]) end return 0`)

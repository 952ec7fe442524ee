package tenancy

import (
	"context"
	"errors"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"

	"gorm.io/gorm"
)

// ErrUnknownChurch means the host names no church we serve.
var ErrUnknownChurch = errors.New("unknown church")

// Resolver maps a Host header to its church: {short}.{base domain}, or a custom domain from
// control.church_domains (verified ones only). Answers are cached briefly; an operator's change reaches
// every process at once over Redis (PublishChanged, Listen), and within TTL without Redis.
type Resolver struct {
	db         *gorm.DB
	baseDomain string
	ttl        time.Duration

	mu    sync.Mutex
	cache map[string]cached
}

type cached struct {
	church *Church
	at     time.Time
}

// NewResolver builds a resolver over the control database.
func NewResolver(db *gorm.DB, baseDomain string, ttl time.Duration) *Resolver {
	return &Resolver{db: db, baseDomain: strings.ToLower(baseDomain), ttl: ttl, cache: map[string]cached{}}
}

// HostOnly strips the port and lowercases a Host header.
func HostOnly(host string) string {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	return strings.ToLower(strings.TrimSuffix(host, "."))
}

// ShortNameFromHost returns the short name for {short}.{base}, or "" for any other host.
func (r *Resolver) ShortNameFromHost(host string) string {
	host = HostOnly(host)
	suffix := "." + r.baseDomain
	if !strings.HasSuffix(host, suffix) {
		return ""
	}
	short := strings.TrimSuffix(host, suffix)
	if short == "" || strings.Contains(short, ".") {
		return ""
	}
	return short
}

// Resolve finds the church for a Host header.
func (r *Resolver) Resolve(ctx context.Context, host string) (*Church, error) {
	host = HostOnly(host)
	return r.cached(host, func() (*Church, error) { return r.lookup(ctx, host) })
}

// ByID finds a church by its id: the worker's tasks name their church this way.
func (r *Resolver) ByID(ctx context.Context, id int64) (*Church, error) {
	return r.cached("#"+strconv.FormatInt(id, 10), func() (*Church, error) {
		return first(r.db.WithContext(ctx).Where("id = ? AND status <> 'closed'", id))
	})
}

// cached answers from the cache under key (no host starts with "#", so ids and hosts never
// collide), or from lookup, remembering unknown churches too.
func (r *Resolver) cached(key string, lookup func() (*Church, error)) (*Church, error) {
	r.mu.Lock()
	if c, ok := r.cache[key]; ok && time.Since(c.at) < r.ttl {
		r.mu.Unlock()
		if c.church == nil {
			return nil, ErrUnknownChurch
		}
		return c.church, nil
	}
	r.mu.Unlock()

	church, err := lookup()
	if err != nil && !errors.Is(err, ErrUnknownChurch) {
		return nil, err
	}
	r.mu.Lock()
	r.cache[key] = cached{church: church, at: time.Now()}
	r.mu.Unlock()
	return church, err
}

// ByShortName finds a church by its short name (path mode on the onboarding hosts).
func (r *Resolver) ByShortName(ctx context.Context, short string) (*Church, error) {
	return r.Resolve(ctx, strings.ToLower(short)+"."+r.baseDomain)
}

// Forget drops cached answers, e.g. after an operator changed a church's flags.
func (r *Resolver) Forget() {
	r.mu.Lock()
	r.cache = map[string]cached{}
	r.mu.Unlock()
}

func (r *Resolver) lookup(ctx context.Context, host string) (*Church, error) {
	q := r.db.WithContext(ctx)
	if short := r.ShortNameFromHost(host); short != "" {
		return first(q.Where("lower(short_name) = ? AND status <> 'closed'", short))
	}
	return first(q.Where("status <> 'closed' AND id = (SELECT church_id FROM control.church_domains WHERE domain = ? AND kind = 'custom' AND verified_at IS NOT NULL)", host))
}

// PendingToken is the verification token of a custom domain not verified yet ("" when host is no
// pending domain): the tenant API answers it at /.well-known/congregate-verify/{token}.
func (r *Resolver) PendingToken(ctx context.Context, host string) (string, error) {
	var tokens []string
	err := r.db.WithContext(ctx).Raw(`SELECT verify_token FROM control.church_domains
		WHERE domain = ? AND kind = 'custom' AND verified_at IS NULL AND verify_token <> ''`, HostOnly(host)).Scan(&tokens).Error
	if err != nil || len(tokens) == 0 {
		return "", err
	}
	return tokens[0], nil
}

func first(q *gorm.DB) (*Church, error) {
	var c Church
	err := q.First(&c).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return nil, ErrUnknownChurch
	}
	if err != nil {
		return nil, err
	}
	return &c, nil
}

package tenanttest

import (
	"context"
	"net/http"
	"sync/atomic"

	"gorm.io/gorm"
)

// StatementCounter counts the SQL statements gorm sends per HTTP request: the handler wrapper
// puts a counter in the request's context and gorm callbacks add to the counter of the context a
// statement runs with (Tenants.Run passes the request context down). Concurrent requests each
// count their own. BEGIN and COMMIT are not statements here; SET LOCAL is.
type StatementCounter struct {
	last atomic.Int64
}

type counterKey struct{}

// CountStatements registers the callbacks on g.
func CountStatements(g *gorm.DB) (*StatementCounter, error) {
	sc := &StatementCounter{}
	count := func(tx *gorm.DB) {
		if n, ok := tx.Statement.Context.Value(counterKey{}).(*atomic.Int64); ok {
			n.Add(1)
		}
	}
	cb := g.Callback()
	for _, reg := range []func() error{
		func() error { return cb.Query().After("*").Register("tenanttest:count", count) },
		func() error { return cb.Row().After("*").Register("tenanttest:count", count) },
		func() error { return cb.Raw().After("*").Register("tenanttest:count", count) },
		func() error { return cb.Create().After("*").Register("tenanttest:count", count) },
		func() error { return cb.Update().After("*").Register("tenanttest:count", count) },
		func() error { return cb.Delete().After("*").Register("tenanttest:count", count) },
	} {
		if err := reg(); err != nil {
			return nil, err
		}
	}
	return sc, nil
}

// Wrap counts the statements of every request through h; Last reports the latest request's.
func (sc *StatementCounter) Wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := &atomic.Int64{}
		h.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), counterKey{}, n)))
		sc.last.Store(n.Load())
	})
}

// Last is the number of statements of the last finished request.
func (sc *StatementCounter) Last() int64 { return sc.last.Load() }

// Counting returns a context that counts statements into n (for calls outside HTTP).
func Counting(ctx context.Context, n *atomic.Int64) context.Context {
	return context.WithValue(ctx, counterKey{}, n)
}

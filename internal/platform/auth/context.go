package auth

import "context"

// User is the signed-in person of a request, set by the session middleware.
type User struct {
	PersonID  int64
	SessionID string
	FirstName string
	LastName  string
	// RecordsPerPage is the user's page size for lists (spec §3 records-per-page), read with the
	// session so a list needs no statement of its own for it.
	RecordsPerPage int
}

type userKey struct{}

// WithUser returns a context carrying the signed-in user.
func WithUser(ctx context.Context, u *User) context.Context {
	return context.WithValue(ctx, userKey{}, u)
}

// UserFrom returns the signed-in user, or nil on public routes.
func UserFrom(ctx context.Context) *User {
	u, _ := ctx.Value(userKey{}).(*User)
	return u
}

package db

import (
	"errors"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"congregate/internal/platform/fault"
)

// Constraints names, per constraint of a domain's tables, the error the person using the console
// should read when a write violates it (a taken name, a row that no longer exists).
type Constraints map[string]error

// Map turns a constraint violation into the user's error: the named constraint's, or for an
// unnamed check or length violation a generic invalid-value message. Anything else is returned as
// it is and stays internal.
func (m Constraints) Map(err error) error {
	var pg *pgconn.PgError
	if !errors.As(err, &pg) {
		return err
	}
	if e, ok := m[pg.ConstraintName]; ok {
		return e
	}
	switch pg.Code {
	case "23514": // check violation: a value outside the allowed ones slipped past validation
		return fault.E(fault.Invalid, "A value is not allowed: "+strings.TrimSuffix(pg.ConstraintName, "_check"))
	case "22001": // string too long
		return fault.E(fault.Invalid, "A value is too long")
	}
	return err
}

// Merge is the union of several domains' constraint messages.
func (m Constraints) Merge(more Constraints) Constraints {
	out := Constraints{}
	for k, v := range m {
		out[k] = v
	}
	for k, v := range more {
		out[k] = v
	}
	return out
}

package imports

import (
	"errors"
	"fmt"
)

// Error is a failure the person importing can act on; Kind tells the API what to answer.
type Error struct {
	Kind    ErrorKind
	Message string
}

func (e *Error) Error() string { return e.Message }

// ErrorKind classifies an Error.
type ErrorKind int

const (
	// Invalid: the file, the mapping or a value of the call needs fixing.
	Invalid ErrorKind = iota
	// NotFound: the church has no such import.
	NotFound
	// Conflict: the import is not at the step the call is for.
	Conflict
)

// ErrNotFound is the answer for an import the church does not have (a worker task naming one is
// never retried).
var ErrNotFound = &Error{Kind: NotFound, Message: "Import not found"}

func invalid(format string, args ...any) error {
	return &Error{Kind: Invalid, Message: fmt.Sprintf(format, args...)}
}

func conflict(msg string) error { return &Error{Kind: Conflict, Message: msg} }

// isInvalid tells a file or mapping mistake from a database failure.
func isInvalid(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Kind == Invalid
}

package httpx

import (
	"bytes"
	"encoding/json"
	"reflect"
)

// Opt is a field of a partial update: Set says it was present in the body, Null that it was null.
type Opt[T any] struct {
	Set  bool
	Null bool
	V    T
}

// UnmarshalJSON records presence; encoding/json calls it for null too.
func (o *Opt[T]) UnmarshalJSON(b []byte) error {
	o.Set = true
	if bytes.Equal(bytes.TrimSpace(b), []byte("null")) {
		o.Null = true
		return nil
	}
	return json.Unmarshal(b, &o.V)
}

// MarshalJSON writes the value or null.
func (o Opt[T]) MarshalJSON() ([]byte, error) {
	if !o.Set || o.Null {
		return []byte("null"), nil
	}
	return json.Marshal(o.V)
}

// OptionalOf tells the OpenAPI document that the field is a T or null.
func (Opt[T]) OptionalOf() reflect.Type { return typeOf[T]() }

// Some makes a present value.
func Some[T any](v T) Opt[T] { return Opt[T]{Set: true, V: v} }

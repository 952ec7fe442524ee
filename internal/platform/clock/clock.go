// Package clock is the time source of services: a service holds a Clock that tests pin, and a nil
// Clock is the wall clock.
package clock

import "time"

// Clock answers the current time; nil means time.Now.
type Clock func() time.Time

// Now is the time by c, or the wall clock when c is nil.
func (c Clock) Now() time.Time {
	if c == nil {
		return time.Now()
	}
	return c()
}

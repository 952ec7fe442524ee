package httpx

import (
	"fmt"
	"net/http"
	"os"
	"runtime"
	"strconv"
	"time"

	"github.com/gin-gonic/gin"
)

// MsgBusy is the answer of a shed request.
const MsgBusy = "The service is busy right now. Please try again in a moment."

// Shedder is load shedding: it lets at most MaxInflight requests run at once, makes the next ones
// wait for a free slot at most MaxWait, and answers those that waited longer 503 with Retry-After
// and the JSON envelope, so past its capacity the service refuses work quickly instead of queueing
// it without bound (a queue of seconds helps nobody: the client has given up by then). A slot is
// returned when its request ends however it ends: answered, panicking, or abandoned by its client.
type Shedder struct {
	MaxInflight int           // requests running at once
	MaxWait     time.Duration // how long a request may wait for a slot
	RetryAfter  time.Duration // the Retry-After of a shed request (rounded up to whole seconds)
	// Exempt are paths never shed (probes, metrics): a busy instance is alive and ready.
	Exempt map[string]bool
	// OnShed is called for every shed request (a metrics counter).
	OnShed func()
	// Body is the JSON of a shed request's answer; nil: the tenant API's envelope.
	Body func(msg string) any

	slots chan struct{}
}

// DefaultShedExempt are the paths no Shedder sheds unless told otherwise.
var DefaultShedExempt = map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}

// NewShedder builds a Shedder; maxInflight ≤ 0 sizes it from GOMAXPROCS (8 per CPU), maxWait
// ≤ 0 is 50 ms.
func NewShedder(maxInflight int, maxWait time.Duration) *Shedder {
	if maxInflight <= 0 {
		maxInflight = 8 * runtime.GOMAXPROCS(0)
	}
	if maxWait <= 0 {
		maxWait = 50 * time.Millisecond
	}
	return &Shedder{MaxInflight: maxInflight, MaxWait: maxWait, RetryAfter: time.Second, Exempt: DefaultShedExempt,
		slots: make(chan struct{}, maxInflight)}
}

// ShedderFromEnv builds the Shedder of SHED_MAX_INFLIGHT (requests at once; default 8 per CPU;
// "off" turns shedding off and answers nil) and SHED_MAX_WAIT (a Go duration, default 50ms).
func ShedderFromEnv() (*Shedder, error) {
	n := 0
	if v := os.Getenv("SHED_MAX_INFLIGHT"); v == "off" {
		return nil, nil
	} else if v != "" {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			return nil, fmt.Errorf("SHED_MAX_INFLIGHT must be a positive number of requests or off, not %q", v)
		}
	}
	var wait time.Duration
	if v := os.Getenv("SHED_MAX_WAIT"); v != "" {
		var err error
		if wait, err = time.ParseDuration(v); err != nil || wait <= 0 {
			return nil, fmt.Errorf("SHED_MAX_WAIT must be a positive duration such as 100ms, not %q", v)
		}
	}
	return NewShedder(n, wait), nil
}

// InFlight is how many requests hold a slot now.
func (s *Shedder) InFlight() int { return len(s.slots) }

// Handler is the middleware; a nil Shedder sheds nothing.
func (s *Shedder) Handler() gin.HandlerFunc {
	if s == nil {
		return func(c *gin.Context) { c.Next() }
	}
	if s.slots == nil {
		s.slots = make(chan struct{}, max(1, s.MaxInflight))
	}
	return func(c *gin.Context) {
		if s.Exempt[c.Request.URL.Path] {
			c.Next()
			return
		}
		select {
		case s.slots <- struct{}{}:
		default:
			if !s.wait(c) {
				return
			}
		}
		defer func() { <-s.slots }() // also when a handler below panics
		c.Next()
	}
}

// wait waits for a slot for at most MaxWait; false when the request was answered (shed) or its
// client went away.
func (s *Shedder) wait(c *gin.Context) bool {
	t := time.NewTimer(s.MaxWait)
	defer t.Stop()
	select {
	case s.slots <- struct{}{}:
		return true
	case <-c.Request.Context().Done():
		c.Abort() // the client gave up: nothing to answer
		return false
	case <-t.C:
		s.shed(c)
		return false
	}
}

func (s *Shedder) shed(c *gin.Context) {
	if s.OnShed != nil {
		s.OnShed()
	}
	secs := max(1, int((s.RetryAfter+time.Second-1)/time.Second))
	c.Header("Retry-After", strconv.Itoa(secs))
	c.Header("Cache-Control", "no-store")
	var body any = Envelope{ResponseCode: "11", ResponseMessage: MsgBusy}
	if s.Body != nil {
		body = s.Body(MsgBusy)
	}
	c.AbortWithStatusJSON(http.StatusServiceUnavailable, body)
}

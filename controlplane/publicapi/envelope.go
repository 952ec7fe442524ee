// Package publicapi holds the wire conventions of the public onboarding API (spec §7 "Onboarding
// calls"): the {message, data} envelope, field errors, the small-body limit, the §5 field rules
// shared by the three public forms, and rate limiting. Bodies are bound by httpx.Bind.
package publicapi

import (
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/ratelimit"
)

// MaxBody is the largest body a public form may send.
const MaxBody = 64 << 10

// Messages used by more than one handler.
const (
	MsgOK       = "OK"
	MsgNotFound = "Not found"
	MsgInternal = "Something went wrong. Please try again."
	MsgTooLarge = "Request body is too large"
)

// Envelope is the onboarding response shape.
type Envelope struct {
	Message string `json:"message"`
	Data    any    `json:"data"`
}

// OK writes a 200 envelope.
func OK(c *gin.Context, msg string, data any) {
	c.JSON(http.StatusOK, Envelope{Message: msg, Data: data})
}

// Error is a failure with a status and a message for the visitor; Fields, when set, become data.
type Error struct {
	Status  int
	Message string
	Fields  Fields
}

func (e *Error) Error() string { return e.Message }

// E builds an Error without field data.
func E(status int, msg string) *Error { return &Error{Status: status, Message: msg} }

// Fail writes err. Field errors become 400 {message: first message, data: {field: [...]}}; any error
// that is not ours is logged and answered 500 with a generic message.
func Fail(c *gin.Context, err error) {
	var fe Fields
	var e *Error
	var he *httpx.Error
	var limited *ratelimit.ErrLimited
	switch {
	case errors.As(err, &fe):
		c.AbortWithStatusJSON(http.StatusBadRequest, Envelope{Message: fe.First(), Data: fe.data()})
	case errors.As(err, &e):
		var data any
		if len(e.Fields) > 0 {
			data = e.Fields.data()
		}
		c.AbortWithStatusJSON(e.Status, Envelope{Message: e.Message, Data: data})
	case errors.As(err, &he) && he.Kind != httpx.KindInternal: // Bind and Validate
		c.AbortWithStatusJSON(httpx.StatusOf(he.Kind), Envelope{Message: he.Message})
	case errors.As(err, &limited):
		c.Header("Retry-After", strconv.Itoa(int(limited.RetryAfter.Seconds())+1))
		c.AbortWithStatusJSON(http.StatusTooManyRequests, Envelope{
			Message: "Too many requests. Please try again in " + strconv.Itoa(limited.Minutes()) + " minutes.",
		})
	default:
		slog.ErrorContext(c.Request.Context(), "onboarding request failed", "path", c.FullPath(), "err", err)
		c.AbortWithStatusJSON(http.StatusInternalServerError, Envelope{Message: MsgInternal})
	}
}

// Answers makes the endpoints of the onboarding route table (built by httpx.Handle, Bound, NoBody)
// answer {message, data} through OK and Fail.
var Answers = httpx.Answers{
	OK: func(c *gin.Context, status int, msg string, data any) {
		c.JSON(status, Envelope{Message: msg, Data: data})
	},
	Fail: Fail,
}

// LimitBody caps a request body at MaxBody: a longer one is refused by httpx.Bind as too large.
func LimitBody(c *gin.Context) {
	if c.Request.ContentLength > MaxBody {
		Fail(c, E(http.StatusRequestEntityTooLarge, MsgTooLarge))
		return
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, MaxBody)
	c.Next()
}

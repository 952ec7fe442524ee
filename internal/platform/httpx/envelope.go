// Package httpx holds the wire conventions of the tenant API: the response envelope, strict JSON
// binding and the one table that maps error kinds to HTTP statuses and response codes.
package httpx

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/fault"
)

// Envelope is the spec's response shape.
type Envelope struct {
	ResponseCode    string `json:"responseCode"`
	ResponseMessage string `json:"responseMessage"`
	ResponseData    any    `json:"responseData"`
}

// Kind classifies a failure (fault.Kind); Kind → (HTTP status, response code) lives only in the
// table below.
type Kind = fault.Kind

const (
	KindInternal        = fault.Internal
	KindInvalid         = fault.Invalid
	KindBadCredentials  = fault.BadCredentials
	KindUnauthorized    = fault.Unauthorized
	KindSessionTimeout  = fault.SessionTimeout
	KindForbidden       = fault.Forbidden
	KindDenied          = fault.Denied
	KindSuspended       = fault.Suspended
	KindNotFound        = fault.NotFound
	KindConflict        = fault.Conflict
	KindLocked          = fault.Locked
	KindRateLimited     = fault.RateLimited
	KindTooLarge        = fault.TooLarge
	KindPaymentRequired = fault.PaymentRequired
	KindUnavailable     = fault.Unavailable
	KindUnsupported     = fault.Unsupported
	KindGone            = fault.Gone
)

var kinds = map[Kind]struct {
	status int
	code   string
}{
	KindInvalid:         {http.StatusBadRequest, "01"},
	KindBadCredentials:  {http.StatusUnauthorized, "01"},
	KindUnauthorized:    {http.StatusUnauthorized, "02"},
	KindSessionTimeout:  {http.StatusUnauthorized, "03"},
	KindForbidden:       {http.StatusForbidden, "04"},
	KindDenied:          {http.StatusForbidden, "01"},
	KindSuspended:       {http.StatusForbidden, "05"},
	KindNotFound:        {http.StatusNotFound, "06"},
	KindConflict:        {http.StatusConflict, "01"},
	KindLocked:          {http.StatusLocked, "07"},
	KindRateLimited:     {http.StatusTooManyRequests, "08"},
	KindTooLarge:        {http.StatusRequestEntityTooLarge, "01"},
	KindPaymentRequired: {http.StatusPaymentRequired, "09"},
	KindUnavailable:     {http.StatusBadGateway, "10"},
	KindUnsupported:     {http.StatusUnsupportedMediaType, "01"},
	KindGone:            {http.StatusGone, "01"},
	KindInternal:        {http.StatusInternalServerError, "99"},
}

// Error is a failure with a message meant for the person using the console (fault.Error).
type Error = fault.Error

// E builds an Error.
func E(kind Kind, msg string) *Error { return fault.E(kind, msg) }

// Spec messages used by more than one package.
const (
	MsgUnauthorized   = "Unauthorized"
	MsgSessionTimeout = "Session Timeout"
	MsgNoPermission   = "You don't have permission to access this page"
	MsgSuspended      = "Account is Suspended. Please contact your administrator."
	MsgNotFound       = "Not found"
	MsgInternal       = "Something went wrong. Please try again."
)

// Fail writes the envelope for err and aborts the chain. Errors that are not *Error are logged and
// answered with a generic 500 so internals never reach the browser.
func Fail(c *gin.Context, err error) {
	if a, ok := answersOf(c); ok {
		a.Fail(c, err)
		c.Abort()
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		slog.ErrorContext(c.Request.Context(), "request failed", "path", c.FullPath(), "err", err)
		e = E(KindInternal, MsgInternal)
	} else if e.Kind == KindUnavailable {
		slog.ErrorContext(c.Request.Context(), "provider unavailable", "path", c.FullPath(), "err", err)
	}
	k := kinds[e.Kind]
	var data any
	if d, ok := errors.AsType[DataError](err); ok {
		data = d.ResponseData()
	}
	write(c, k.status, k.code, e.Message, data)
	c.Abort()
}

// DataError is a failure the client acts on with data: the envelope carries ResponseData (a
// resumable upload's offset conflict answers the upload, so the client resumes from it).
type DataError interface {
	error
	ResponseData() any
}

func write(c *gin.Context, status int, code, msg string, data any) {
	if a, ok := answersOf(c); ok {
		a.OK(c, status, msg, data)
		return
	}
	c.JSON(status, Envelope{ResponseCode: code, ResponseMessage: msg, ResponseData: data})
}

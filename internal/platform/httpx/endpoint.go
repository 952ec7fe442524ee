package httpx

import (
	"net/http"
	"reflect"

	"github.com/gin-gonic/gin"
)

// BodyKind is what a call reads from its request body.
type BodyKind int

const (
	// BodyJSON is a strict JSON object (Bind); the document describes it from the request type.
	BodyJSON BodyKind = iota
	// BodyNone is a call without a body (GET with path or query parameters).
	BodyNone
	// BodyForm is multipart form data (uploads); Form lists its fields.
	BodyForm
	// BodyRaw is the request's raw bytes (a resumable upload's chunk); Consumes is its type.
	BodyRaw
)

// FormField is one part of a multipart body, for the document.
type FormField struct {
	Name     string
	File     bool
	Required bool
}

// Endpoint is a route's handler together with the types the OpenAPI document and the fuzz test
// read: every handler of the route tables is built by Handle, HandleCreated, HandleAccepted, NoBody,
// Form, FormCreated or File.
type Endpoint struct {
	Serve gin.HandlerFunc
	Body  BodyKind
	In    reflect.Type // the JSON body (BodyJSON)
	Form  []FormField  // the multipart parts (BodyForm)
	Out   reflect.Type // responseData of the envelope; nil for File
	// Produces is the content type of a file answer (File); "" is the JSON envelope.
	Produces string
	// Consumes is the content type of a raw body (BodyRaw).
	Consumes string
	Status   int
}

// Validator is a request that checks itself once bound; Handle answers its error.
type Validator interface{ Validate() error }

// Handle adapts a typed call: it binds the JSON body into Req (strictly, NUL bytes and oversized
// bodies refused), validates it when Req is a Validator, runs fn, and writes the envelope with msg
// (or the message fn chose with SetMessage) and fn's result — or the error through the kind table.
func Handle[Req, Res any](msg string, fn func(*gin.Context, Req) (Res, error)) Endpoint {
	return jsonEndpoint(http.StatusOK, msg, fn)
}

// HandleCreated is Handle for calls that make a new row: 201.
func HandleCreated[Req, Res any](msg string, fn func(*gin.Context, Req) (Res, error)) Endpoint {
	return jsonEndpoint(http.StatusCreated, msg, fn)
}

// HandleAccepted is Handle for calls that queue work for later: 202.
func HandleAccepted[Req, Res any](msg string, fn func(*gin.Context, Req) (Res, error)) Endpoint {
	return jsonEndpoint(http.StatusAccepted, msg, fn)
}

func jsonEndpoint[Req, Res any](status int, msg string, fn func(*gin.Context, Req) (Res, error)) Endpoint {
	return Endpoint{Body: BodyJSON, In: typeOf[Req](), Out: typeOf[Res](), Status: status, Serve: func(c *gin.Context) {
		req, err := bindValid[Req](c)
		if err != nil {
			Fail(c, err)
			return
		}
		res, err := fn(c, req)
		if err != nil {
			Fail(c, err)
			return
		}
		write(c, statusOr(c, status), "00", messageOr(c, msg), res)
	}}
}

// bindValid binds the body into a Req and runs its Validate, if it has one.
func bindValid[Req any](c *gin.Context) (Req, error) {
	var req Req
	if err := Bind(c, &req); err != nil {
		return req, err
	}
	if v, ok := any(&req).(Validator); ok {
		if err := v.Validate(); err != nil {
			return req, err
		}
	}
	return req, nil
}

// NoBody adapts a typed call that reads no body (its input is the path or the query).
func NoBody[Res any](msg string, fn func(*gin.Context) (Res, error)) Endpoint {
	return noBody(http.StatusOK, msg, fn)
}

func noBody[Res any](status int, msg string, fn func(*gin.Context) (Res, error)) Endpoint {
	return Endpoint{Body: BodyNone, Out: typeOf[Res](), Status: status, Serve: func(c *gin.Context) {
		res, err := fn(c)
		if err != nil {
			Fail(c, err)
			return
		}
		write(c, statusOr(c, status), "00", messageOr(c, msg), res)
	}}
}

// Form adapts a multipart upload: fn reads its parts; the envelope and errors are written here.
func Form[Res any](msg string, fields []FormField, fn func(*gin.Context) (Res, error)) Endpoint {
	return form(http.StatusOK, msg, fields, fn)
}

// FormCreated is Form for uploads that make a new row: 201.
func FormCreated[Res any](msg string, fields []FormField, fn func(*gin.Context) (Res, error)) Endpoint {
	return form(http.StatusCreated, msg, fields, fn)
}

// FormAccepted is Form for uploads that queue work for later: 202.
func FormAccepted[Res any](msg string, fields []FormField, fn func(*gin.Context) (Res, error)) Endpoint {
	return form(http.StatusAccepted, msg, fields, fn)
}

func form[Res any](status int, msg string, fields []FormField, fn func(*gin.Context) (Res, error)) Endpoint {
	e := noBody(status, msg, fn)
	e.Body, e.Form = BodyForm, fields
	return e
}

// Raw adapts a call whose body is raw bytes of type consumes (a chunk of a resumable upload): fn
// streams c.Request.Body itself; the envelope and errors are written here.
func Raw[Res any](msg, consumes string, fn func(*gin.Context) (Res, error)) Endpoint {
	e := noBody(http.StatusOK, msg, fn)
	e.Body, e.Consumes = BodyRaw, consumes
	return e
}

// File is a call that answers a file (an image, a CSV, a PDF) rather than the envelope: fn writes
// the file itself and reports failures with Fail. in is its JSON body type, nil for none.
func File(produces string, in any, fn gin.HandlerFunc) Endpoint {
	e := Endpoint{Body: BodyNone, Produces: produces, Status: http.StatusOK, Serve: fn}
	if in != nil {
		e.Body, e.In = BodyJSON, reflect.TypeOf(in)
	}
	return e
}

// None is the result of a call that answers no data: it is written, and documented, as null.
type None struct{}

// MarshalJSON writes null.
func (None) MarshalJSON() ([]byte, error) { return []byte("null"), nil }

const messageKey = "httpx.message"

// SetMessage replaces the success message of the current call (when it depends on the result).
func SetMessage(c *gin.Context, msg string) { c.Set(messageKey, msg) }

const statusKey = "httpx.status"

// SetStatus replaces the success status of the current call (a send answers 202 when it goes now
// and 201 when it is scheduled).
func SetStatus(c *gin.Context, status int) { c.Set(statusKey, status) }

func statusOr(c *gin.Context, status int) int {
	if v, ok := c.Get(statusKey); ok {
		return v.(int)
	}
	return status
}

func messageOr(c *gin.Context, msg string) string {
	if v, ok := c.Get(messageKey); ok {
		return v.(string)
	}
	return msg
}

func typeOf[T any]() reflect.Type { return reflect.TypeOf((*T)(nil)).Elem() }

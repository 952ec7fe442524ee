package httpx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
)

// MaxBody is the largest JSON body the API reads.
const MaxBody = 1 << 20

// ClientContext holds the fields the console sends with every call (spec §7). They are accepted so
// strict decoding does not refuse them, and ignored: the church comes from the Host and the user
// from the session, never from the body.
// The document names the types the console sends (the openapi tag); any JSON value is accepted.
type ClientContext struct {
	OrgID       json.RawMessage `json:"orgId,omitempty" openapi:"integer"`
	AdminUserID json.RawMessage `json:"adminUserId,omitempty" openapi:"integer"`
	UserID      json.RawMessage `json:"userId,omitempty" openapi:"integer"`
	IPAddress   json.RawMessage `json:"ipAddress,omitempty" openapi:"string"`
}

// Bind decodes the JSON body into dst strictly: malformed JSON, wrong types, unknown fields,
// trailing data and bodies over MaxBody are refused with a clear message. An empty body is {}.
func Bind(c *gin.Context, dst any) error {
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, MaxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return E(KindTooLarge, "Request body is too large")
		}
		return E(KindInvalid, "Could not read the request body")
	}
	if len(bytes.TrimSpace(body)) == 0 {
		body = []byte("{}")
	}
	if HasNUL(body) {
		return E(KindInvalid, MsgNUL)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return E(KindInvalid, describe(err))
	}
	if dec.More() {
		return E(KindInvalid, "Request body must be a single JSON object")
	}
	return nil
}

// MsgNUL refuses text with NUL characters: PostgreSQL cannot store them in text, and no form
// has a reason to send one.
const MsgNUL = "Text must not contain NUL characters"

// CheckText refuses text that did not come through Bind (multipart values, file names) when it
// holds a NUL character, with Bind's message.
func CheckText(values ...string) error {
	for _, v := range values {
		if strings.IndexByte(v, 0) >= 0 {
			return E(KindInvalid, MsgNUL)
		}
	}
	return nil
}

// HasNUL says whether a JSON document holds a NUL character: the escape \u0000 in a string or a
// key (a raw NUL byte is not valid JSON, and the decoder refuses it). An escaped backslash before
// "u0000" is text, not an escape.
func HasNUL(body []byte) bool {
	for i := 0; ; {
		j := bytes.Index(body[i:], []byte(`\u0000`))
		if j < 0 {
			return false
		}
		at := i + j
		slashes := 0
		for k := at - 1; k >= 0 && body[k] == '\\'; k-- {
			slashes++
		}
		if slashes%2 == 0 {
			return true
		}
		i = at + 1
	}
}

func describe(err error) string {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Sprintf("Malformed JSON at position %d", syntax.Offset)
	case errors.As(err, &typ):
		if typ.Field != "" {
			return fmt.Sprintf("Field %s must be a %s", jsonPath(typ.Field), kindName(typ.Type))
		}
		return "Request body must be a JSON object"
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return "Unknown field " + strings.TrimPrefix(err.Error(), "json: unknown field ")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "Malformed JSON: unexpected end of input"
	}
	return "Malformed JSON"
}

// jsonPath drops the Go names of embedded structs from a decoder's field path ("ListQuery.q" is
// the body's "q"): the client knows only the JSON names, which here all start in lower case.
func jsonPath(field string) string {
	var keep []string
	for _, part := range strings.Split(field, ".") {
		if r, _ := utf8.DecodeRuneInString(part); !unicode.IsUpper(r) {
			keep = append(keep, part)
		}
	}
	if len(keep) == 0 {
		return field
	}
	return strings.Join(keep, ".")
}

func kindName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Uint, reflect.Uint64, reflect.Float64:
		return "number"
	case reflect.Slice:
		return "list"
	}
	return "object"
}

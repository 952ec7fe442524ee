package httpx

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

type Inner struct {
	Q string `json:"q"`
}

type outer struct {
	Inner
	Page int `json:"page"`
}

func bindBody(t *testing.T, body string) error {
	t.Helper()
	gin.SetMode(gin.TestMode)
	c, _ := gin.CreateTestContext(httptest.NewRecorder())
	c.Request = httptest.NewRequest(http.MethodPost, "/", strings.NewReader(body))
	var dst outer
	return Bind(c, &dst)
}

func TestBindMessages(t *testing.T) {
	cases := map[string]string{
		`{"q": 5}`:        "Field q must be a string",
		`{"page": "two"}`: "Field page must be a number",
		`{"nope": 1}`:     `Unknown field "nope"`,
		`{"q": "a"`:       "Malformed JSON: unexpected end of input",
		`{"q": "a"} {}`:   "Request body must be a single JSON object",
		`[1]`:             "Request body must be a JSON object",
		`{"q": "a",}`:     "Malformed JSON at position 11",
	}
	for body, want := range cases {
		err := bindBody(t, body)
		if err == nil || err.Error() != want {
			t.Errorf("%s: got %v, want %q", body, err, want)
		}
	}
	if err := bindBody(t, ``); err != nil {
		t.Errorf("an empty body is {}: %v", err)
	}
	if err := bindBody(t, `{"q":"x"}`+strings.Repeat(" ", MaxBody)); err == nil || err.Error() != "Request body is too large" {
		t.Errorf("oversized body: %v", err)
	}
}

func TestBindRefusesNUL(t *testing.T) {
	for _, body := range []string{`{"q":"a\u0000b"}`, `{"q":"\u0000"}`, `{"q\u0000":"x"}`, `{"q":"\\\u0000"}`} {
		if err := bindBody(t, body); err == nil || err.Error() != MsgNUL {
			t.Errorf("%s: got %v, want %q", body, err, MsgNUL)
		}
	}
	// An escaped backslash followed by "u0000" is text, not a NUL.
	if err := bindBody(t, `{"q":"a\\u0000"}`); err != nil {
		t.Errorf("escaped backslash: %v", err)
	}
}

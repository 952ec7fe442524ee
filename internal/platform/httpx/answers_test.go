package httpx

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

// A group that installs its own Answers gets every success and failure of Handle through them,
// Bind's refusals included; without it, the tenant envelope.
func TestAnswersReplaceTheEnvelope(t *testing.T) {
	gin.SetMode(gin.TestMode)
	type in struct {
		Q string `json:"q"`
	}
	var failed error
	own := Answers{
		OK: func(c *gin.Context, status int, msg string, data any) {
			c.JSON(status, gin.H{"message": msg, "data": data})
		},
		Fail: func(c *gin.Context, err error) {
			failed = err
			c.JSON(StatusOf(err.(*Error).Kind), gin.H{"message": err.Error()})
		},
	}
	h := Handle("Done", func(_ *gin.Context, r in) (None, error) {
		if r.Q == "missing" {
			return None{}, E(KindNotFound, "Nothing here")
		}
		return None{}, nil
	})
	r := gin.New()
	r.POST("/own", own.Use, h.Serve)
	r.POST("/tenant", h.Serve)
	call := func(path, body string) (int, string) {
		w := httptest.NewRecorder()
		r.ServeHTTP(w, httptest.NewRequest(http.MethodPost, path, strings.NewReader(body)))
		return w.Code, w.Body.String()
	}
	if code, body := call("/own", `{"q":"x"}`); code != 200 || body != `{"data":null,"message":"Done"}` {
		t.Errorf("own success: %d %s", code, body)
	}
	if code, body := call("/own", `{"q":"a\u0000"}`); code != 400 || body != `{"message":"`+MsgNUL+`"}` {
		t.Errorf("own bind failure: %d %s", code, body)
	}
	var e *Error
	if code, _ := call("/own", `{"q":"missing"}`); code != 404 || !errors.As(failed, &e) || e.Kind != KindNotFound {
		t.Errorf("own failure: %d %v", code, failed)
	}
	if code, body := call("/tenant", `{"q":"x"}`); code != 200 || body != `{"responseCode":"00","responseMessage":"Done","responseData":null}` {
		t.Errorf("tenant success: %d %s", code, body)
	}
}

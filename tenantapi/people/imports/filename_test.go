package imports_test

import (
	"net/http"
	"testing"

	pt "congregate/tenantapi/tenanttest"
)

// A file name is text that reaches PostgreSQL: one with a NUL character (sent RFC 2231 encoded,
// which the multipart reader decodes) is refused like NUL in any JSON string.
func TestUploadRefusesNULInFileName(t *testing.T) {
	e := pt.New(t)
	tok := e.Login(e.Alpha, "admin@alpha.test")
	body := "--XX\r\nContent-Disposition: form-data; name=\"file\"; filename*=UTF-8''people%00.csv\r\n" +
		"Content-Type: text/csv\r\n\r\nFirst Name,Last Name\nAda,Lovelace\n\r\n--XX--\r\n"
	r := e.Do(e.Alpha, http.MethodPost, "/api/people/import/upload", tok, "multipart/form-data; boundary=XX", []byte(body))
	pt.Expect(t, r, 400, "Text must not contain NUL characters")
}

package httpx

import "github.com/gin-gonic/gin"

// Answers is how a group of routes writes its answers. The tenant API uses the default: the
// {responseCode, responseMessage, responseData} envelope and the kind table. The onboarding API
// answers {message, data} and installs its own with Use, so its endpoints are built by the same
// Handle, Bound and NoBody and bind through the same Bind.
type Answers struct {
	// OK writes a success with its message and data.
	OK func(c *gin.Context, status int, msg string, data any)
	// Fail writes err and aborts the chain; errors of Bind and Validate are *Error (StatusOf
	// gives their status).
	Fail func(c *gin.Context, err error)
}

const answersKey = "httpx.answers"

// Use is the middleware that makes every endpoint after it answer through a.
func (a Answers) Use(c *gin.Context) {
	c.Set(answersKey, a)
	c.Next()
}

func answersOf(c *gin.Context) (Answers, bool) {
	v, ok := c.Get(answersKey)
	if !ok {
		return Answers{}, false
	}
	a, ok := v.(Answers)
	return a, ok
}

// StatusOf is the HTTP status of a kind in the one table.
func StatusOf(k Kind) int { return kinds[k].status }

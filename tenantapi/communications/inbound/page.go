package inbound

import (
	"errors"
	"html/template"
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
)

// The unsubscribe page: no script, no inline style (the CSP allows neither), one form.
var page = template.Must(template.New("unsubscribe").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} · {{.Church}}</title>
<link rel="stylesheet" href="/api/docs.css"></head>
<body><main>
<h1>{{.Title}}</h1>
{{if .Error}}<p>{{.Error}}</p><p>Use the link in the latest e-mail from {{.Church}}, or ask the church to take you off its list.</p>
{{else if .Done}}<p><strong>{{.Address}}</strong> will get no more {{.What}} from {{.Church}}.</p><p>Changed your mind? Ask the church to add you back.</p>
{{else}}<p>Stop {{.What}} from {{.Church}} to <strong>{{.Address}}</strong>?</p>
<form method="post" action="unsubscribe?t={{.Token}}"><input type="hidden" name="t" value="{{.Token}}"><button type="submit">Unsubscribe</button></form>
{{end}}</main></body></html>
`))

type pageData struct {
	Title, Church, Address, What, Token, Error string
	Done                                       bool
}

func what(channel string) string {
	switch channel {
	case "text":
		return "texts"
	case "voice":
		return "calls"
	case "push":
		return "notifications"
	}
	return "e-mails"
}

func render(c *gin.Context, status int, d pageData) {
	c.Header("Cache-Control", "no-store")
	c.Header("Referrer-Policy", "no-referrer")
	c.Status(status)
	c.Header("Content-Type", "text/html; charset=utf-8")
	_ = page.Execute(c.Writer, d)
}

func (h Handler) pageError(c *gin.Context, err error) {
	var f *fault.Error
	if !errors.As(err, &f) || f.Kind != fault.Invalid {
		httpx.Fail(c, err)
		return
	}
	h.failed(c, ruleUnsubscribeFailures)
	render(c, http.StatusBadRequest, pageData{Title: "Link not valid", Church: tenancy.FromContext(c.Request.Context()).FullName, Error: f.Message})
}

// UnsubscribePage is GET /api/communications/unsubscribe?t=…: one button.
func (h Handler) UnsubscribePage(c *gin.Context) {
	if h.refused(c, ruleUnsubscribeFailures) {
		return
	}
	t := c.Query("t")
	u, err := h.S.ReadToken(c.Request.Context(), t)
	if err != nil {
		h.pageError(c, err)
		return
	}
	render(c, http.StatusOK, pageData{Title: "Unsubscribe", Church: u.Church, Address: u.Address, What: what(u.Channel), Token: t})
}

// Unsubscribe is POST /api/communications/unsubscribe: the page's button, or a mail client's
// RFC 8058 one-click POST (body List-Unsubscribe=One-Click, the token in the URL).
func (h Handler) Unsubscribe(c *gin.Context) {
	if h.refused(c, ruleUnsubscribeFailures) {
		return
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, 16<<10)
	_ = c.Request.ParseForm() // a malformed body leaves the token to the URL
	t := c.Query("t")
	if t == "" {
		t = c.Request.PostForm.Get("t")
	}
	oneClick := c.Request.PostForm.Get("List-Unsubscribe") == "One-Click"
	u, err := h.S.Unsubscribe(c.Request.Context(), t, c.ClientIP(), c.Request.UserAgent(), oneClick)
	if err != nil {
		h.pageError(c, err)
		return
	}
	render(c, http.StatusOK, pageData{Title: "You are unsubscribed", Church: u.Church, Address: u.Address, What: what(u.Channel), Done: true})
}

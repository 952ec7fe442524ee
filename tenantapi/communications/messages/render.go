package messages

import (
	"html"
	"regexp"
	"strings"

	"congregate/tenantapi/communications/text"
)

// EmailTemplate frames every e-mail the church sends (the organisation's e-mail template).
type EmailTemplate struct {
	SubjectPrefix string
	Header        string
	Footer        string
	Signature     string
	ShowLogo      bool
	ButtonColor   string
	LogoURL       string // absolute URL of the church's logo, "" for none
}

// Email is one recipient's e-mail as it goes out.
type Email struct {
	Subject string
	HTML    string
	Text    string
}

var (
	safeColor = regexp.MustCompile(`^#[0-9A-Fa-f]{3,8}$`)
	// unsafeHTML are the parts of staff-written HTML an e-mail never carries: scripts, frames,
	// forms, objects and event handlers (mail clients strip most; the preview must too).
	unsafeBlock = regexp.MustCompile(`(?is)<(script|style|iframe|object|embed|form)\b.*?</(script|style|iframe|object|embed|form)\s*>`)
	unsafeTag   = regexp.MustCompile(`(?is)</?(script|style|iframe|object|embed|form|input|button|meta|link|base)\b[^>]*>`)
	unsafeAttr  = regexp.MustCompile(`(?is)\s(on[a-z]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)`)
	unsafeURL   = regexp.MustCompile(`(?is)(href|src)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*'|javascript:[^\s>]+)`)
)

// SafeHTML removes what an e-mail's HTML must not run: scripts, frames, forms, event handlers and
// javascript: links.
func SafeHTML(s string) string {
	s = unsafeBlock.ReplaceAllString(s, "")
	s = unsafeTag.ReplaceAllString(s, "")
	s = unsafeAttr.ReplaceAllString(s, "")
	return unsafeURL.ReplaceAllString(s, `$1="#"`)
}

// paragraphs turns plain text into escaped HTML paragraphs (blank lines part them, single line
// breaks stay).
func paragraphs(s string) string {
	var b strings.Builder
	for _, para := range strings.Split(strings.ReplaceAll(strings.TrimSpace(s), "\r\n", "\n"), "\n\n") {
		if strings.TrimSpace(para) == "" {
			continue
		}
		b.WriteString(`<p style="margin:0 0 16px 0">`)
		b.WriteString(strings.ReplaceAll(html.EscapeString(strings.TrimSpace(para)), "\n", "<br>"))
		b.WriteString("</p>")
	}
	return b.String()
}

// RenderEmail is an e-mail to one recipient in the church's template: the merged subject (with the
// template's prefix), the HTML (the composed HTML, or the text as paragraphs, between the
// template's header, signature and footer, with the unsubscribe link) and the plain text. The
// worker's delivery renders the same way, so the quote's preview is the e-mail sent.
func RenderEmail(t EmailTemplate, subject, body, htmlBody string, f text.Fields, unsubscribeURL string) Email {
	subj := text.Merge(subject, f)
	if p := strings.TrimSpace(t.SubjectPrefix); p != "" {
		subj = p + " " + subj
	}
	color := "#304FFF"
	if safeColor.MatchString(t.ButtonColor) {
		color = t.ButtonColor
	}
	content := paragraphs(text.Merge(body, f))
	if strings.TrimSpace(htmlBody) != "" {
		content = SafeHTML(text.MergeHTML(htmlBody, f))
	}
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>`)
	b.WriteString(html.EscapeString(subj))
	b.WriteString(`</title></head><body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">`)
	b.WriteString(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">`)
	b.WriteString(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border-top:4px solid ` + color + `">`)
	b.WriteString(`<tr><td style="padding:24px 32px 8px 32px;text-align:center">`)
	if t.ShowLogo && strings.HasPrefix(t.LogoURL, "https://") || t.ShowLogo && strings.HasPrefix(t.LogoURL, "http://") {
		b.WriteString(`<img src="` + html.EscapeString(t.LogoURL) + `" alt="" style="max-height:64px;max-width:200px;margin-bottom:12px"><br>`)
	}
	if h := strings.TrimSpace(t.Header); h != "" {
		b.WriteString(`<div style="font-size:20px;font-weight:bold">` + html.EscapeString(h) + `</div>`)
	}
	b.WriteString(`</td></tr><tr><td style="padding:16px 32px;font-size:15px;line-height:1.5">`)
	b.WriteString(content)
	if sig := strings.TrimSpace(t.Signature); sig != "" {
		b.WriteString(`<div style="margin-top:24px">` + strings.ReplaceAll(html.EscapeString(sig), "\n", "<br>") + `</div>`)
	}
	b.WriteString(`</td></tr><tr><td style="padding:16px 32px 24px 32px;font-size:12px;color:#616e7c;text-align:center">`)
	if ft := strings.TrimSpace(t.Footer); ft != "" {
		b.WriteString(`<div>` + strings.ReplaceAll(html.EscapeString(ft), "\n", "<br>") + `</div>`)
	}
	if unsubscribeURL != "" {
		b.WriteString(`<div style="margin-top:8px"><a href="` + html.EscapeString(unsubscribeURL) + `" style="color:` + color + `">Unsubscribe</a></div>`)
	}
	b.WriteString(`</td></tr></table></td></tr></table></body></html>`)

	plain := text.Merge(body, f)
	if strings.TrimSpace(plain) == "" {
		plain = htmlToText(text.MergeHTML(htmlBody, f))
	}
	parts := []string{}
	if h := strings.TrimSpace(t.Header); h != "" {
		parts = append(parts, h)
	}
	parts = append(parts, strings.TrimSpace(plain))
	for _, s := range []string{t.Signature, t.Footer} {
		if s = strings.TrimSpace(s); s != "" {
			parts = append(parts, s)
		}
	}
	if unsubscribeURL != "" {
		parts = append(parts, "Unsubscribe: "+unsubscribeURL)
	}
	return Email{Subject: subj, HTML: b.String(), Text: strings.Join(parts, "\n\n")}
}

var (
	tagRule   = regexp.MustCompile(`(?s)<[^>]*>`)
	breakRule = regexp.MustCompile(`(?i)<br\s*/?>|</p>|</div>|</h[1-6]>|</li>|</tr>`)
	blankRule = regexp.MustCompile(`\n{3,}`)
)

// htmlToText is the plain-text part of an HTML-only e-mail.
func htmlToText(s string) string {
	s = unsafeBlock.ReplaceAllString(s, "")
	s = breakRule.ReplaceAllString(s, "\n")
	s = html.UnescapeString(tagRule.ReplaceAllString(s, ""))
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.TrimSpace(blankRule.ReplaceAllString(strings.Join(lines, "\n"), "\n\n"))
}

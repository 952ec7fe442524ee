package httpx

import (
	"bytes"
	"encoding/json"
	"html/template"
	"sort"
	"strings"
)

// DocsPage renders an OpenAPI document as a plain HTML reference: every operation with its
// permission, request body and success schema. It runs no script, so it works under the strict
// content security policy and offline.
func DocsPage(doc []byte) []byte {
	var d struct {
		Info struct {
			Title       string `json:"title"`
			Description string `json:"description"`
		} `json:"info"`
		Paths      map[string]map[string]map[string]any `json:"paths"`
		Components struct {
			Schemas map[string]any `json:"schemas"`
		} `json:"components"`
	}
	_ = json.Unmarshal(doc, &d)
	type op struct{ Method, Path, Permission, Body, Result string }
	groups := map[string][]op{}
	for path, methods := range d.Paths {
		for method, o := range methods {
			tag := "api"
			if tags, ok := o["tags"].([]any); ok && len(tags) > 0 {
				tag, _ = tags[0].(string)
			}
			perm, _ := o["x-permission"].(string)
			if perm == "" {
				perm = "public"
			}
			groups[tag] = append(groups[tag], op{Method: strings.ToUpper(method), Path: path, Permission: perm,
				Body: pretty(dig(o, "requestBody", "content")), Result: pretty(successSchema(o))})
		}
	}
	type group struct {
		Tag string
		Ops []op
	}
	var gs []group
	for tag, ops := range groups {
		sort.Slice(ops, func(i, j int) bool { return ops[i].Path+ops[i].Method < ops[j].Path+ops[j].Method })
		gs = append(gs, group{tag, ops})
	}
	sort.Slice(gs, func(i, j int) bool { return gs[i].Tag < gs[j].Tag })
	var names []string
	for n := range d.Components.Schemas {
		names = append(names, n)
	}
	sort.Strings(names)
	type schema struct{ Name, JSON string }
	var schemas []schema
	for _, n := range names {
		schemas = append(schemas, schema{n, pretty(d.Components.Schemas[n])})
	}
	var b bytes.Buffer
	_ = docsTemplate.Execute(&b, map[string]any{"Title": d.Info.Title, "Description": d.Info.Description, "Groups": gs, "Schemas": schemas})
	return b.Bytes()
}

func dig(m map[string]any, keys ...string) any {
	var cur any = m
	for _, k := range keys {
		mm, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = mm[k]
	}
	return cur
}

func successSchema(o map[string]any) any {
	rs, _ := o["responses"].(map[string]any)
	for code, r := range rs {
		if strings.HasPrefix(code, "2") {
			return dig(r.(map[string]any), "content")
		}
	}
	return nil
}

func pretty(v any) string {
	if v == nil {
		return ""
	}
	b, _ := json.MarshalIndent(v, "", "  ")
	return string(b)
}

var docsTemplate = template.Must(template.New("docs").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title><link rel="stylesheet" href="docs.css"></head>
<body>
<header><h1>{{.Title}}</h1><p>{{.Description}}</p><p><a href="openapi.json">openapi.json</a> (OpenAPI 3.1)</p>
<nav aria-label="Sections"><ul>{{range .Groups}}<li><a href="#tag-{{.Tag}}">{{.Tag}}</a> ({{len .Ops}})</li>{{end}}<li><a href="#schemas">Schemas</a></li></ul></nav></header>
<main>
{{range .Groups}}<section id="tag-{{.Tag}}"><h2>{{.Tag}}</h2>
{{range .Ops}}<details><summary><code>{{.Method}} {{.Path}}</code> — {{.Permission}}</summary>
{{if .Body}}<h3>Request body</h3><pre>{{.Body}}</pre>{{else}}<p>No request body.</p>{{end}}
<h3>Success</h3><pre>{{.Result}}</pre></details>
{{end}}</section>
{{end}}
<section id="schemas"><h2>Schemas</h2>
{{range .Schemas}}<details id="schema-{{.Name}}"><summary><code>{{.Name}}</code></summary><pre>{{.JSON}}</pre></details>
{{end}}</section>
</main></body></html>
`))

// DocsCSS styles the reference page; it is a file of its own because the policy allows no inline style.
const DocsCSS = `body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2937;max-width:72rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem;margin:.2rem 0}h2{font-size:1.2rem;margin:2rem 0 .5rem;padding-bottom:.25rem;border-bottom:1px solid #e5e7eb;text-transform:capitalize}
h3{font-size:.85rem;text-transform:uppercase;letter-spacing:.04em;color:#6b7280;margin:.8rem 0 .3rem}
nav ul{display:flex;flex-wrap:wrap;gap:.4rem 1rem;padding:0;list-style:none}a{color:#304fff}
details{border:1px solid #e5e7eb;border-radius:.5rem;margin:.4rem 0;padding:.5rem .8rem;background:#fff}
summary{cursor:pointer}summary code{font-weight:600}
pre{background:#f8fafc;border:1px solid #eef2f7;border-radius:.4rem;padding:.6rem;overflow:auto;font-size:12.5px;max-height:28rem}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}details{background:#111827;border-color:#334155}pre{background:#0b1220;border-color:#1e293b}a{color:#8ea2ff}}`

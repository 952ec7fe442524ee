package httpx

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
)

// Operation is one call of a route table as the OpenAPI document describes it.
type Operation struct {
	Method   string
	Path     string // gin syntax: /api/people/photo/:id
	Endpoint Endpoint
	Public   bool
	// Permission is "key:action" (spec §6), "" for public calls; it becomes x-permission.
	Permission string
}

// Envelope styles of the two APIs.
const (
	EnvelopeTenant     = "tenant"     // {responseCode, responseMessage, responseData}
	EnvelopeOnboarding = "onboarding" // {message, data}
)

// DocInfo names an API's document.
type DocInfo struct {
	Title       string
	Version     string
	Description string
	Envelope    string
}

// OpenAPI builds the OpenAPI 3.1 document of a route table. Request and response schemas come from
// the endpoints' Go types, so the document describes what Bind accepts: unknown fields are refused
// (additionalProperties false) and every field may be left out.
func OpenAPI(info DocInfo, ops []Operation) map[string]any {
	g := &schemaGen{components: map[string]any{}, modes: map[string]bool{}}
	paths := map[string]map[string]any{}
	for _, op := range ops {
		path, params := openAPIPath(op.Path)
		if paths[path] == nil {
			paths[path] = map[string]any{}
		}
		o := map[string]any{
			"operationId": operationID(op.Method, op.Path),
			"tags":        []string{tagOf(op.Path)},
			"responses":   g.responses(info.Envelope, op.Endpoint),
		}
		if len(params) > 0 {
			ps := []any{}
			for _, p := range params {
				ps = append(ps, map[string]any{"name": p, "in": "path", "required": true, "schema": map[string]any{"type": "string"}})
			}
			o["parameters"] = ps
		}
		if body := g.requestBody(op.Endpoint); body != nil {
			o["requestBody"] = body
		}
		if op.Public {
			o["security"] = []any{}
		} else {
			o["security"] = []any{map[string]any{"bearer": []string{}}}
			o["x-permission"] = op.Permission
		}
		paths[path][strings.ToLower(op.Method)] = o
	}
	doc := map[string]any{
		"openapi": "3.1.0",
		"info":    map[string]any{"title": info.Title, "version": info.Version, "description": info.Description},
		"paths":   paths,
		"components": map[string]any{
			"schemas":         g.components,
			"securitySchemes": map[string]any{"bearer": map[string]any{"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}},
		},
	}
	return doc
}

var pathParam = regexp.MustCompile(`[:*]([A-Za-z_]+)`)

// openAPIPath turns gin's :id and *key into {id} and {key}.
func openAPIPath(p string) (string, []string) {
	var names []string
	out := pathParam.ReplaceAllStringFunc(p, func(m string) string {
		names = append(names, m[1:])
		return "{" + m[1:] + "}"
	})
	return out, names
}

func operationID(method, path string) string {
	p, _ := openAPIPath(path)
	p = strings.NewReplacer("/api/", "", "{", "", "}", "", ".", "-").Replace(p)
	return strings.ToLower(method) + "_" + strings.NewReplacer("/", "_", "-", "_").Replace(p)
}

func tagOf(path string) string {
	parts := strings.Split(strings.TrimPrefix(path, "/api/"), "/")
	if len(parts) == 1 {
		return "this document" // openapi.json, docs
	}
	if parts[0] == "onboarding" && len(parts) > 1 {
		return parts[1]
	}
	return parts[0]
}

func (g *schemaGen) requestBody(e Endpoint) map[string]any {
	switch e.Body {
	case BodyJSON:
		g.input = true
		defer func() { g.input = false }()
		return map[string]any{"required": false, "content": map[string]any{
			"application/json": map[string]any{"schema": g.schema(e.In)}}}
	case BodyForm:
		props, required := map[string]any{}, []string{}
		for _, f := range e.Form {
			s := map[string]any{"type": "string"}
			if f.File {
				s["contentMediaType"] = "application/octet-stream"
			}
			props[f.Name] = s
			if f.Required {
				required = append(required, f.Name)
			}
		}
		return map[string]any{"required": true, "content": map[string]any{
			"multipart/form-data": map[string]any{"schema": map[string]any{"type": "object", "properties": props, "required": required}}}}
	case BodyRaw:
		return map[string]any{"required": true, "content": map[string]any{
			e.Consumes: map[string]any{"schema": map[string]any{"type": "string", "contentMediaType": e.Consumes}}}}
	}
	return nil
}

func (g *schemaGen) responses(envelope string, e Endpoint) map[string]any {
	errSchema := map[string]any{"$ref": "#/components/schemas/" + g.envelope(envelope, nil)}
	status := e.Status
	if status == 0 {
		status = 200
	}
	var ok map[string]any
	if e.Produces != "" {
		ok = map[string]any{"description": "the file", "content": map[string]any{e.Produces: map[string]any{"schema": map[string]any{"type": "string", "contentMediaType": e.Produces}}}}
	} else {
		ok = map[string]any{"description": "success", "content": map[string]any{"application/json": map[string]any{
			"schema": map[string]any{"$ref": "#/components/schemas/" + g.envelope(envelope, e.Out)}}}}
	}
	fail := func(d string) map[string]any {
		return map[string]any{"description": d, "content": map[string]any{"application/json": map[string]any{"schema": errSchema}}}
	}
	return map[string]any{
		itoa(status): ok,
		"400":        fail("the request is invalid; the message says why"),
		"401":        fail("no session, or it has expired"),
		"403":        fail("the signed-in person lacks the permission, or the church is locked down"),
		"404":        fail("not found in this church"),
		"409":        fail("conflicts with an existing row"),
		"413":        fail("the body is too large"),
		"429":        fail("too many requests"),
	}
}

// envelope registers the envelope schema around data (nil: the failure envelope) and names it.
func (g *schemaGen) envelope(style string, data reflect.Type) string {
	dataSchema := map[string]any{"type": "null"}
	name := "Failure"
	if data != nil {
		dataSchema = g.schema(data)
		name = "Envelope_" + g.nameOf(data)
	}
	if style == EnvelopeOnboarding {
		name = "Onboarding" + name
		if data == nil { // a refused form names its fields: {"email": ["email is not valid"]}
			dataSchema = map[string]any{"type": []string{"object", "null"},
				"additionalProperties": map[string]any{"type": "array", "items": map[string]any{"type": "string"}}}
		}
	}
	if _, done := g.components[name]; done {
		return name
	}
	props := map[string]any{"responseCode": map[string]any{"type": "string", "examples": []string{"00"}},
		"responseMessage": map[string]any{"type": "string"}, "responseData": dataSchema}
	req := []string{"responseCode", "responseMessage", "responseData"}
	if style == EnvelopeOnboarding {
		props = map[string]any{"message": map[string]any{"type": "string"}, "data": dataSchema}
		req = []string{"message", "data"}
	}
	g.components[name] = map[string]any{"type": "object", "properties": props, "required": req}
	return name
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// schemaGen builds schemas in two modes: requests (every field may be left out, as Bind allows)
// and responses (fields without omitempty are always there). A type used both ways gets two
// components, the second suffixed with its mode.
type schemaGen struct {
	components map[string]any
	modes      map[string]bool // component name → built for requests
	input      bool
	named      map[string]reflect.Type // component name → the one Go type it names
}

// Variants is implemented by a result type with an `any` field that holds one of a few types:
// field name → one value of each type. The document then names them (anyOf) instead of "anything".
type Variants interface{ Variants() map[string][]any }

var (
	variantsT = reflect.TypeOf((*Variants)(nil)).Elem()
	timeType  = reflect.TypeOf(time.Time{})
	rawType   = reflect.TypeOf(json.RawMessage{})
	noneType  = reflect.TypeOf(None{})
	optionalT = reflect.TypeOf((*interface{ OptionalOf() reflect.Type })(nil)).Elem()
	shapedT   = reflect.TypeOf((*Shaped)(nil)).Elem()
)

// Shaped is implemented by a type kept loose in Go (a map over stored JSON) whose wire shape is
// still known: the document describes it as the struct Shape returns (a zero value).
type Shaped interface{ Shape() any }

// schema describes t; named structs go to components and are referred to.
func (g *schemaGen) schema(t reflect.Type) map[string]any {
	if t == nil {
		return map[string]any{}
	}
	if t.Implements(shapedT) {
		return g.schema(reflect.TypeOf(reflect.Zero(t).Interface().(Shaped).Shape()))
	}
	if t.Implements(optionalT) {
		inner := reflect.Zero(t).Interface().(interface{ OptionalOf() reflect.Type }).OptionalOf()
		return nullable(g.schema(inner))
	}
	switch t {
	case timeType:
		return map[string]any{"type": "string", "format": "date-time"}
	case rawType:
		return map[string]any{}
	case noneType:
		return map[string]any{"type": "null"}
	}
	switch t.Kind() {
	case reflect.Pointer:
		return nullable(g.schema(t.Elem()))
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		s := map[string]any{"type": "integer"}
		if t.Kind() == reflect.Int64 || t.Kind() == reflect.Int {
			s["format"] = "int64"
		}
		return s
	case reflect.Float32, reflect.Float64:
		return map[string]any{"type": "number"}
	case reflect.String:
		return map[string]any{"type": "string"}
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return map[string]any{"type": "string", "contentEncoding": "base64"}
		}
		return map[string]any{"type": []string{"array", "null"}, "items": g.schema(t.Elem())}
	case reflect.Map:
		return map[string]any{"type": "object", "additionalProperties": g.schema(t.Elem())}
	case reflect.Interface:
		return map[string]any{}
	case reflect.Struct:
		if t.Name() == "" {
			return g.object(t)
		}
		name := g.nameOf(t)
		if input, done := g.modes[name]; done && input != g.input {
			name += map[bool]string{true: "_in", false: "_out"}[g.input]
		}
		if _, done := g.components[name]; !done {
			g.modes[name] = g.input
			g.components[name] = map[string]any{} // placeholder: recursive types refer to themselves
			g.components[name] = g.object(t)
		}
		return map[string]any{"$ref": "#/components/schemas/" + name}
	}
	return map[string]any{}
}

func nullable(s map[string]any) map[string]any {
	if ty, ok := s["type"].(string); ok {
		out := map[string]any{}
		for k, v := range s {
			out[k] = v
		}
		out["type"] = []string{ty, "null"}
		return out
	}
	if _, ok := s["type"]; ok {
		return s // already a list of types
	}
	return map[string]any{"anyOf": []any{s, map[string]any{"type": "null"}}}
}

// object lists a struct's JSON fields, embedded structs flattened as encoding/json does.
func (g *schemaGen) object(t reflect.Type) map[string]any {
	props := map[string]any{}
	var required []string
	g.fields(t, props, &required)
	s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		sort.Strings(required)
		s["required"] = required
	}
	return s
}

func (g *schemaGen) fields(t reflect.Type, props map[string]any, required *[]string) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				g.fields(ft, props, required)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		props[name] = g.fieldSchema(t, f)
		if !g.input && !strings.Contains(opts, "omitempty") && !strings.Contains(opts, "omitzero") {
			*required = append(*required, name)
		}
	}
}

// fieldSchema describes field f of struct t: its type, or the types t's Variants names for it.
func (g *schemaGen) fieldSchema(t reflect.Type, f reflect.StructField) map[string]any {
	if f.Type.Kind() == reflect.Interface && t.Implements(variantsT) {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" {
			name = f.Name
		}
		if vs := reflect.Zero(t).Interface().(Variants).Variants()[name]; len(vs) > 0 {
			of := []any{}
			for _, v := range vs {
				of = append(of, g.schema(reflect.TypeOf(v)))
			}
			return map[string]any{"anyOf": of}
		}
	}
	if ty := f.Tag.Get("openapi"); ty != "" { // raw JSON the document can still name: `openapi:"integer"`
		return map[string]any{"type": ty}
	}
	return withEnum(g.schema(f.Type), f.Tag.Get("enum"))
}

// withEnum lists a string field's allowed values (the struct tag `enum:"open,done"`) in its
// schema, or in its items' or values' schema for a list or a map of them, so the generated types are unions.
// The tag documents; the service still checks the value and answers the spec's message.
func withEnum(s map[string]any, tag string) map[string]any {
	if tag == "" {
		return s
	}
	for _, inner := range []string{"items", "additionalProperties"} { // a list's items, a map's values
		if sub, ok := s[inner].(map[string]any); ok {
			out := maps.Clone(s)
			out[inner] = withEnum(sub, tag)
			return out
		}
	}
	var enum []any
	for _, v := range strings.Split(tag, ",") {
		enum = append(enum, v)
	}
	if types, ok := s["type"].([]string); ok && slices.Contains(types, "null") {
		enum = append(enum, nil) // a nullable field keeps null
	}
	out := maps.Clone(s)
	out["enum"] = enum
	return out
}

var qualified = regexp.MustCompile(`[A-Za-z0-9_./-]*/([A-Za-z0-9_]+\.)`)

// SchemaPackager is a type that names its components after another package: a request type moved
// from a domain package to its HTTP sub-package (credits → creditsapi) keeps its published name.
type SchemaPackager interface{ SchemaPackage() string }

// nameOf names a component after its package and type: people.PageOf_people.Person.
func (g *schemaGen) nameOf(t reflect.Type) string {
	if t.Kind() == reflect.Pointer {
		return g.nameOf(t.Elem())
	}
	if t.Name() == "" {
		switch t.Kind() { // a list answer names its items, so two lists get two envelopes
		case reflect.Slice, reflect.Array:
			return "ListOf_" + g.nameOf(t.Elem())
		case reflect.Map:
			return "MapOf_" + g.nameOf(t.Elem())
		}
		return "Object"
	}
	pkg := t.PkgPath()
	if i := strings.LastIndex(pkg, "/"); i >= 0 {
		pkg = pkg[i+1:]
	}
	if o, ok := reflect.Zero(t).Interface().(SchemaPackager); ok {
		pkg = o.SchemaPackage()
	}
	name := qualified.ReplaceAllString(t.Name(), "$1")
	name = strings.NewReplacer("[", "_", "]", "", ",", "_", "*", "").Replace(name)
	if pkg != "" {
		name = pkg + "." + name
	}
	// Two Go types of packages with the same last element (people/imports, giving/imports) would
	// publish one component, and the second's routes would be typed as the first's.
	if g.named == nil {
		g.named = map[string]reflect.Type{}
	}
	if other, ok := g.named[name]; ok && other != t {
		panic(fmt.Sprintf("openapi: component %s names both %s.%s and %s.%s; give one a SchemaPackage()",
			name, other.PkgPath(), other.Name(), t.PkgPath(), t.Name()))
	}
	g.named[name] = t
	return name
}

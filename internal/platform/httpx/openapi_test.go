package httpx

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestEnumAndOpenAPITags(t *testing.T) {
	type followUp struct {
		Status  string              `json:"status" enum:"open,done"`
		Kind    *string             `json:"kind" enum:"birthday,wedding"`
		Reasons []string            `json:"reasons" enum:"name,email,phone"`
		Note    string              `json:"note"`
		Grants  map[string][]string `json:"grants" enum:"read,write"`
		OrgID   json.RawMessage     `json:"orgId" openapi:"integer"`
	}
	g := &schemaGen{components: map[string]any{}, modes: map[string]bool{}}
	props := g.object(reflect.TypeOf(followUp{}))["properties"].(map[string]any)

	want := map[string]any{
		"status":  map[string]any{"type": "string", "enum": []any{"open", "done"}},
		"kind":    map[string]any{"type": []string{"string", "null"}, "enum": []any{"birthday", "wedding", nil}},
		"reasons": map[string]any{"type": []string{"array", "null"}, "items": map[string]any{"type": "string", "enum": []any{"name", "email", "phone"}}},
		"note":    map[string]any{"type": "string"},
		"orgId":   map[string]any{"type": "integer"},
		"grants":  map[string]any{"type": "object", "additionalProperties": map[string]any{"type": []string{"array", "null"}, "items": map[string]any{"type": "string", "enum": []any{"read", "write"}}}},
	}
	for name, w := range want {
		if !reflect.DeepEqual(props[name], w) {
			t.Errorf("%s: got %#v, want %#v", name, props[name], w)
		}
	}
}

// Two Go types that would publish one component name (packages with the same last element, or
// here two local types named Dup) stop the document with both names, instead of typing the
// second's routes as the first's.
func TestComponentNameClashPanics(t *testing.T) {
	first := func() reflect.Type {
		type Dup struct{ A int }
		return reflect.TypeOf(Dup{})
	}()
	second := func() reflect.Type {
		type Dup struct{ B string }
		return reflect.TypeOf(Dup{})
	}()
	g := &schemaGen{components: map[string]any{}, modes: map[string]bool{}}
	if a, b := g.nameOf(first), g.nameOf(first); a != b {
		t.Fatalf("one type, two names: %s %s", a, b)
	}
	defer func() {
		msg, _ := recover().(string)
		if !strings.Contains(msg, "names both") {
			t.Fatalf("no clash reported: %q", msg)
		}
	}()
	g.nameOf(second)
}

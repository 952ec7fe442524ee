package httpx

import (
	"encoding/json"
	"reflect"
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

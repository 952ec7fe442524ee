package settings

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"
)

// The document describes SystemSettings by its Shape: a default added without a field there (or
// the reverse) would leave the console's generated type wrong.
func TestSystemSettingsShapeHasTheDefaultsKeys(t *testing.T) {
	b, _ := json.Marshal(systemSettingsShape{})
	var shape map[string]any
	_ = json.Unmarshal(b, &shape)
	got, want := slices.Sorted(maps.Keys(shape)), slices.Sorted(maps.Keys(defaultSystemSettings))
	if !slices.Equal(got, want) {
		t.Fatalf("shape keys %v, defaults %v", got, want)
	}
}

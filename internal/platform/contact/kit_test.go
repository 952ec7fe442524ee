package contact

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The UI kit's phone field starts on the country this package reads local numbers in when no
// church chose one (onboarding; a church without the setting): the two must not drift apart.
func TestKitDefaultCountry(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "packages", "ui", "src", "PhoneField.tsx"))
	if err != nil {
		t.Fatal(err)
	}
	want := "export const DEFAULT_COUNTRY: Country = '" + DefaultCountry + "'"
	if !strings.Contains(string(src), want) {
		t.Fatalf("packages/ui/src/PhoneField.tsx should say %q (contact.DefaultCountry)", want)
	}
}

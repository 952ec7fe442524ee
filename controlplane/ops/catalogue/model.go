// Package catalogue is the operators' view of the onboarding catalogue (/api/ops/catalogue/...):
// every church size and product, inactive ones too, and saving them. The rules are pricing's
// (pricing.CheckSize, pricing.CheckProduct), the same the CLI's `ops size set` and `ops product
// set` use; the onboarding wizard reads the catalogue on every call, so a save shows at once.
package catalogue

// SizeRow is a church size band as operators see it.
type SizeRow struct {
	Name     string `json:"name"`
	Label    string `json:"label"`
	Currency string `json:"currency"`
	// Costs are the prices of 1 to 6 products ("49.00"); FullSuite of 7 or more.
	Costs     []string `json:"costs"`
	FullSuite string   `json:"fullSuite"`
	Position  int      `json:"position"`
	Active    bool     `json:"active"`
}

// ProductRow is a product as operators see it.
type ProductRow struct {
	Name        string   `json:"name"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	Modules     []string `json:"modules"`
	Position    int      `json:"position"`
	Active      bool     `json:"active"`
}

// Catalogue is every size and product.
type Catalogue struct {
	Sizes    []SizeRow    `json:"sizes"`
	Products []ProductRow `json:"products"`
	// ConsoleProducts are the keys a product's modules may name.
	ConsoleProducts []string `json:"consoleProducts"`
}

type getRequest struct{}

type sizeSaveRequest struct {
	Name      string   `json:"name"`
	Label     string   `json:"label"`
	Currency  string   `json:"currency"`
	Costs     []string `json:"costs"`
	FullSuite string   `json:"fullSuite"`
	Position  int      `json:"position"`
	Active    bool     `json:"active"`
}

type productSaveRequest struct {
	Name        string   `json:"name"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	Modules     []string `json:"modules"`
	Position    int      `json:"position"`
	Active      bool     `json:"active"`
}

package httpx

// Paging is the request side of every list: page is 0-based as in the spec's address calls.
type Paging struct {
	Page     int `json:"page"`
	PageSize int `json:"pageSize"`
}

// MaxPageSize bounds every list.
const MaxPageSize = 200

// maxPage keeps page × pageSize far from overflowing an OFFSET: no list has a billion rows.
const maxPage = 1_000_000

// Resolve applies the default page size and checks the bounds: the one paging rule of the API.
func (p Paging) Resolve(defaultSize int) (Paging, error) {
	if p.Page < 0 {
		return p, E(KindInvalid, "page must be 0 or more")
	}
	if p.PageSize == 0 {
		p.PageSize = defaultSize
	}
	if p.PageSize < 1 || p.PageSize > MaxPageSize {
		return p, E(KindInvalid, "pageSize must be between 1 and 200")
	}
	if p.Page > maxPage {
		return p, E(KindInvalid, "page is too large")
	}
	return p, nil
}

// Offset is the first row of the page.
func (p Paging) Offset() int { return p.Page * p.PageSize }

// Page is the answer of every list: one page of items and how many there are in all.
type Page[T any] struct {
	Items      []T   `json:"items"`
	Total      int64 `json:"total"`
	Page       int   `json:"page"`
	PageSize   int   `json:"pageSize"`
	TotalPages int64 `json:"totalPages"`
	// TotalCapped says more than Total match (a list that stops counting at a cap).
	TotalCapped bool `json:"totalCapped,omitempty"`
}

// PageOf answers page p of a list with total rows (items never null on the wire).
func PageOf[T any](items []T, total int64, p Paging) Page[T] {
	if items == nil {
		items = []T{}
	}
	pages := int64(0)
	if p.PageSize > 0 {
		pages = (total + int64(p.PageSize) - 1) / int64(p.PageSize)
	}
	return Page[T]{Items: items, Total: total, Page: p.Page, PageSize: p.PageSize, TotalPages: pages}
}

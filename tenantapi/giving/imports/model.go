// Package imports is the contribution import (docs/giving-api.md "Import"), gin-free: the API
// (importsapi) uploads, previews and queues; the worker's giving:import writes every good row in one
// transaction as one committed batch. Files are read by the people import's reader
// (tenantapi/people/imports Kind and Parse); donors are matched through people's directory by
// e-mail, phone (E.164), envelope id, then first and last name.
package imports

import (
	"congregate/internal/platform/fault"
)

// Limits of an import file.
const (
	MaxFileBytes = 5 << 20
	MaxRows      = 20000
	previewRows  = 200
	sampleRows   = 5
)

// Fields are the mapping's fields, in the order the console shows them.
var Fields = []string{"date", "amount", "fund", "method", "chequeNumber", "email", "phone", "envelopeId", "firstName", "lastName", "note"}

// Uploaded answers upload.
type Uploaded struct {
	ImportID int64             `json:"importId"`
	FileName string            `json:"fileName"`
	Columns  []string          `json:"columns"`
	Sample   [][]string        `json:"sample"`
	Mapping  map[string]string `json:"mapping"`
}

// PreviewRow is one row as the import reads it.
type PreviewRow struct {
	Row         int      `json:"row"`
	Date        string   `json:"date"`
	AmountMinor int64    `json:"amountMinor"`
	Fund        string   `json:"fund"`
	PersonID    *int64   `json:"personId"`
	PersonName  string   `json:"personName"`
	Match       string   `json:"match" enum:",email,phone,envelope,name"`
	Errors      []string `json:"errors"`
}

// Preview answers preview: the counts, the first rows and every bad row.
type Preview struct {
	Total int          `json:"total"`
	Good  int          `json:"good"`
	Bad   int          `json:"bad"`
	Rows  []PreviewRow `json:"rows"`
}

// Queued answers process.
type Queued struct {
	ImportID int64 `json:"importId"`
}

// Status is an import's progress.
type Status struct {
	Status    string `json:"status" enum:"uploaded,queued,processing,done,failed"`
	Total     int    `json:"total"`
	Processed int    `json:"processed"`
	Imported  int    `json:"imported"`
	BatchID   *int64 `json:"batchId"`
	Error     string `json:"error"`
}

var (
	// ErrNotFound is an import the church does not have.
	ErrNotFound    = fault.E(fault.NotFound, "Import not found")
	errTooBig      = fault.E(fault.TooLarge, "The file must be at most 5 MB")
	errTooManyRows = fault.E(fault.Invalid, "The file has more than 20,000 rows")
	errNoRows      = fault.E(fault.Invalid, "The file has no rows to import")
	errAmountCol   = fault.E(fault.Invalid, "Choose the column with the amount")
	errDateCol     = fault.E(fault.Invalid, "Choose the column with the date")
	errStarted     = fault.E(fault.Conflict, "This import has already started")
	errNoBadRows   = fault.E(fault.NotFound, "This import has no rows with errors")
)

// Package imports is the children import (docs/children-api.md "Import"), gin-free: the API
// (importsapi) uploads, previews and queues; the worker's children:import applies the good rows in
// batches of 100, one transaction each, through kids.AddIn (a child is a person of people's
// directory with a profile), and keeps every bad row with its messages for the admin to download,
// fix and import again. Files are read by the people import's reader (Kind and Parse).
package imports

import (
	"congregate/internal/platform/fault"
)

// Limits of an import file.
const (
	MaxFileBytes = 5 << 20
	MaxRows      = 20000
	batchSize    = 100
	previewRows  = 200
	sampleRows   = 5
	statusBad    = 1000
)

// Fields are the mapping's fields, in the order the console shows them.
var Fields = []string{"firstName", "lastName", "birthDate", "gender", "parentEmail", "parentMobile", "parentFirstName",
	"parentLastName", "classroom", "grade", "allergies", "allergyNotes", "medicalNotes"}

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
	Row       int      `json:"row"`
	Name      string   `json:"name"`
	BirthDate string   `json:"birthDate"`
	Parent    string   `json:"parent"`
	Classroom string   `json:"classroom"`
	Errors    []string `json:"errors"`
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

// BadRow is a row the worker could not import, with its messages.
type BadRow struct {
	Row    int      `json:"row"`
	Name   string   `json:"name"`
	Errors []string `json:"errors"`
}

// Status is an import's progress; BadRows holds the first 1,000 rows that could not be imported
// (bad-rows downloads every one).
type Status struct {
	ImportID  int64    `json:"importId"`
	FileName  string   `json:"fileName"`
	Status    string   `json:"status" enum:"uploaded,queued,processing,done,failed"`
	Total     int      `json:"total"`
	Processed int      `json:"processed"`
	Imported  int      `json:"imported"`
	Bad       int      `json:"bad"`
	BadRows   []BadRow `json:"badRows"`
	Error     string   `json:"error"`
}

// Messages of a row (the contract's where it has one).
const (
	msgFirstName     = "Enter the child's first name" // the messages of a child's add (kids)
	msgLastName      = "Enter the child's last name"
	msgNameLong      = "A name must be at most 100 characters"
	msgGender        = "Gender must be male or female"
	msgNotesLong     = "Notes must be at most 2,000 characters"
	msgFuture        = "A birth date cannot be in the future"
	msgGrade         = "Grades are -1 (pre-K) to 12"
	msgParent        = "Give the parent's e-mail or mobile, or the parent's first and last name and mobile"
	msgParentUnknown = "No person has the parent's e-mail or mobile: add the parent's first and last name and mobile to create them"
	msgParentTwo     = "More than one person has the parent's e-mail or mobile"
	msgParentMobile  = "The parent's mobile is not a valid phone number"
	msgNotUTF8       = "The row is not valid UTF-8 text"
)

var (
	// ErrNotFound is an import the church does not have.
	ErrNotFound    = fault.E(fault.NotFound, "Import not found")
	errTooBig      = fault.E(fault.TooLarge, "The file must be at most 5 MB")
	errTooManyRows = fault.E(fault.Invalid, "The file has more than 20,000 rows")
	errNoRows      = fault.E(fault.Invalid, "The file has no rows to import")
	errFirstCol    = fault.E(fault.Invalid, "Choose the column with the child's first name")
	errLastCol     = fault.E(fault.Invalid, "Choose the column with the child's last name")
	errStarted     = fault.E(fault.Conflict, "This import has already started")
	errNoBadRows   = fault.E(fault.NotFound, "This import has no rows with errors")
	errQueue       = fault.E(fault.Unavailable, "The import could not be queued. Please try again.")
)

// The import's wire types are published as childrenimports.* (people's and giving's imports have
// imports packages too; httpx refuses two types under one component name).
const schemaPackage = "childrenimports"

// SchemaPackage names the component (httpx.SchemaPackager).
func (Uploaded) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the component (httpx.SchemaPackager).
func (PreviewRow) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the component (httpx.SchemaPackager).
func (Preview) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the component (httpx.SchemaPackager).
func (Queued) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the component (httpx.SchemaPackager).
func (BadRow) SchemaPackage() string { return schemaPackage }

// SchemaPackage names the component (httpx.SchemaPackager).
func (Status) SchemaPackage() string { return schemaPackage }

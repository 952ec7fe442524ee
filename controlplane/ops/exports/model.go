// Package exports is the operator host's side of a church's full export (docs/operator-api.md
// "Full export"): start one (the worker's church:export builds it), list them, download the ZIP.
// The exports' rows and the ZIP itself are internal/exports'.
package exports

import (
	churchexport "congregate/internal/exports"
	"congregate/internal/platform/fault"
)

// Export is an export as the calls answer it.
type Export = churchexport.Export

// ExportList answers list: the newest 200, newest first.
type ExportList = churchexport.Exports

type createRequest struct {
	ChurchID int64 `json:"churchId"`
}

func (r createRequest) Validate() error {
	if r.ChurchID <= 0 {
		return fault.E(fault.Invalid, "Choose a church")
	}
	return nil
}

type listRequest struct {
	// ChurchID limits the list to one church (0 = every church).
	ChurchID int64 `json:"churchId"`
}

func (r listRequest) Validate() error {
	if r.ChurchID < 0 {
		return fault.E(fault.Invalid, "churchId must be a church's id")
	}
	return nil
}

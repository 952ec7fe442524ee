// Package export is the church's own side of its full export (docs/operator-api.md "Full
// export"): its super admin starts one, lists them and downloads the ZIP the worker built. Other
// roles are refused even with the organization permission; another church's export is not found.
// The exports' rows (control.church_exports) and the ZIP are internal/exports'.
package export

import (
	churchexport "congregate/internal/exports"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// MsgSuperAdminOnly refuses everyone but the church's super admin.
const MsgSuperAdminOnly = "Only the church's super admin can export its data"

var errSuperOnly = fault.E(fault.Forbidden, MsgSuperAdminOnly)

// Export is an export as the calls answer it.
type Export = churchexport.Export

// ExportList answers list: the church's newest 200, newest first.
type ExportList = churchexport.Exports

type emptyRequest struct {
	httpx.ClientContext
}

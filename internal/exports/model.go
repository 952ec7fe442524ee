// Package exports builds a church's full export (docs/operator-api.md "Full export"): a ZIP of
// one CSV per base table of its schema, read in one REPEATABLE READ READ ONLY snapshot with the
// secret columns left out, every stored file of the church under files/, and a README. It also
// keeps the exports' rows (control.church_exports) for the ops API, the church's own export
// pages and the worker. It links no HTTP framework: the worker runs it.
package exports

import (
	"time"

	"congregate/internal/platform/fault"
)

// Statuses of an export.
const (
	StatusQueued  = "queued"
	StatusRunning = "running"
	StatusDone    = "done"
	StatusFailed  = "failed"
	StatusExpired = "expired"
)

// Lifetimes: a finished export is kept 7 days; one queued or running for 12 hours has died.
const (
	Keep  = 7 * 24 * time.Hour
	Stuck = 12 * time.Hour
)

// Messages.
const (
	MsgInProgress = "An export of this church is already in progress"
	MsgNotFound   = "Export not found"
	MsgChurchGone = "Church not found"
	MsgFileGone   = "The export's file is missing. Start a new one."
	MsgNotReady   = "The export is not ready yet"
	MsgExpired    = "The export has expired. Start a new one."
	MsgFailedWas  = "The export failed. Start a new one."
	MsgBuild      = "The export could not be built. Try again, or contact support."
	MsgStorage    = "The export could not be saved to storage. Try again, or contact support."
	MsgStuck      = "The export did not finish within 12 hours. Start a new one."
	MsgQueue      = "The export could not be queued. Try again."
)

var (
	errInProgress     = fault.E(fault.Conflict, MsgInProgress)
	errNotFound       = fault.E(fault.NotFound, MsgNotFound)
	errChurchNotFound = fault.E(fault.NotFound, MsgChurchGone)
	// ErrFileGone is a done export whose ZIP is not in the store.
	ErrFileGone  = fault.E(fault.NotFound, MsgFileGone)
	errNotReady  = fault.E(fault.Conflict, MsgNotReady)
	errExpired   = fault.E(fault.Gone, MsgExpired)
	errFailedWas = fault.E(fault.Conflict, MsgFailedWas)
)

// Export is one export as the ops API and the church's export page answer it.
type Export struct {
	ID          int64   `json:"id"`
	ChurchID    int64   `json:"churchId"`
	ChurchName  string  `json:"churchName"`
	Status      string  `json:"status" enum:"queued,running,done,failed,expired"`
	SizeBytes   int64   `json:"sizeBytes"`
	RequestedBy string  `json:"requestedBy"`
	CreatedAt   string  `json:"createdAt"`
	FinishedAt  *string `json:"finishedAt"`
	ExpiresAt   *string `json:"expiresAt"`
	// Error says, for a person, why a failed export failed ("" otherwise).
	Error string `json:"error"`
}

// Exports is a list of exports, newest first.
type Exports struct {
	Items []Export `json:"items"`
}

// Key is where an export's ZIP is stored.
func Key(churchID, exportID int64) string {
	return "exports/" + itoa(churchID) + "/" + itoa(exportID) + ".zip"
}

package exports

import (
	"strconv"

	"gorm.io/gorm"

	churchexport "congregate/internal/exports"
)

// control.church_exports is internal/exports' table (the worker and the church's own export
// pages use it too): this package reaches it only through churchexport.Store and Insert.

// insert queues an export row with tx.
func insert(tx *gorm.DB, churchID int64, requestedBy string) (Export, error) {
	return churchexport.Insert(tx, churchID, requestedBy)
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

package contributions

import (
	"gorm.io/gorm"

	"congregate/tenantapi/giving/gifts"
)

// Gift is one gift to record: gifts.Gift (the gin-free core the worker links).
type Gift = gifts.Gift

// Record writes one gift (every source's insert): gifts.Record.
func Record(tx *gorm.DB, g Gift) (int64, error) { return gifts.Record(tx, g) }

// RecordAll writes gifts in a few multi-row inserts: gifts.RecordAll.
func RecordAll(tx *gorm.DB, g []Gift) ([]int64, error) { return gifts.RecordAll(tx, g) }

// CheckMethod normalises and checks a method and its cheque number: gifts.CheckMethod.
func CheckMethod(method, cheque string) (string, string, error) {
	return gifts.CheckMethod(method, cheque)
}

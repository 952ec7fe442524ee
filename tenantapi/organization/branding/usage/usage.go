// Package usage reads the size of the church's brand images (logo, favicons) for the operators'
// storage figure: gin-free, so the worker's church-stats task can call it.
package usage

import "gorm.io/gorm"

// Bytes is the size of the church's brand images.
func Bytes(tx *gorm.DB) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT COALESCE(sum(size), 0) FROM organization_assets`).Scan(&n).Error
	return n, err
}

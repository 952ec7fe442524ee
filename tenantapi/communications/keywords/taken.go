package keywords

import "gorm.io/gorm"

// Taken answers whether word is already one of the church's smart keywords, ignoring case (giving's
// text-to-give keyword must not clash with one; issue 14).
func Taken(tx *gorm.DB, word string) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM smart_keywords WHERE upper(keyword) = upper(?)`, word).Scan(&n).Error
	return n > 0, err
}

// Package consent — TEMPORARY stand-in written by h-delivery with the pinned signatures only, so
// delivery compiles before h-credits is merged. Deleted when h-credits is merged.
package consent

import "gorm.io/gorm"

// Target is a recipient.
type Target struct {
	PersonID int64
	Address  string
}

// Filter removes the targets on the do-not-contact list of channel.
func Filter(tx *gorm.DB, channel string, ts []Target) (kept, removed []Target, err error) {
	var blocked []string
	if err := tx.Raw(`SELECT address FROM do_not_contact WHERE channel = ?`, channel).Scan(&blocked).Error; err != nil {
		return nil, nil, err
	}
	b := map[string]bool{}
	for _, a := range blocked {
		b[a] = true
	}
	for _, t := range ts {
		if b[t.Address] {
			removed = append(removed, t)
		} else {
			kept = append(kept, t)
		}
	}
	return kept, removed, nil
}

package push

import (
	"gorm.io/gorm"
)

func loadKeys(tx *gorm.DB) (KeyPair, bool, error) {
	var k KeyPair
	res := tx.Raw(`SELECT public_key, private_key FROM push_keys WHERE id = 1`).Scan(&k)
	return k, res.RowsAffected == 1, res.Error
}

// insertKeys writes the pair unless another transaction did first; either way the row is read back.
func insertKeys(tx *gorm.DB, k KeyPair) (KeyPair, error) {
	if err := tx.Exec(`INSERT INTO push_keys (id, public_key, private_key) VALUES (1, ?, ?) ON CONFLICT (id) DO NOTHING`,
		k.PublicKey, k.PrivateKey).Error; err != nil {
		return KeyPair{}, err
	}
	got, _, err := loadKeys(tx)
	return got, err
}

// upsertSubscription stores a browser's subscription for a person; the same endpoint again (the
// browser re-subscribing, or another person signing in on it) takes the new keys and person.
func upsertSubscription(tx *gorm.DB, personID int64, r subscribeRequest, userAgent string) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO push_subscriptions (person_id, endpoint, p256dh, auth, user_agent) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (endpoint) DO UPDATE SET person_id = EXCLUDED.person_id, p256dh = EXCLUDED.p256dh,
			auth = EXCLUDED.auth, user_agent = EXCLUDED.user_agent
		RETURNING id`, personID, r.Endpoint, r.Keys.P256dh, r.Keys.Auth, userAgent).Scan(&id).Error
	return id, err
}

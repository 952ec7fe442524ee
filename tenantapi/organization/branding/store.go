package branding

import (
	"gorm.io/gorm"
)

// The SQL of the brand images: the only file of the package that names a table.

func loadAssets(tx *gorm.DB) (map[string]*Asset, error) {
	var rows []Asset
	if err := tx.Raw(`SELECT kind, storage_key, content_type, size, sha256, version, updated_at FROM organization_assets`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := map[string]*Asset{}
	for i := range rows {
		a := rows[i]
		a.URL = assetURL(a.Kind, a.Version)
		out[a.Kind] = &a
	}
	return out, nil
}

func saveAsset(tx *gorm.DB, a Asset, by int64) error {
	return tx.Exec(`INSERT INTO organization_assets (kind, storage_key, content_type, size, sha256, version, updated_by, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, now())
		ON CONFLICT (kind) DO UPDATE SET storage_key = EXCLUDED.storage_key, content_type = EXCLUDED.content_type, size = EXCLUDED.size,
			sha256 = EXCLUDED.sha256, version = EXCLUDED.version, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
		a.Kind, a.StorageKey, a.ContentType, a.Size, a.SHA256, a.Version, by).Error
}

// deleteAsset removes a kind's row and answers the storage key it pointed at ("": none).
func deleteAsset(tx *gorm.DB, kind string) (string, error) {
	var keys []string
	err := tx.Raw(`DELETE FROM organization_assets WHERE kind = ? RETURNING storage_key`, kind).Scan(&keys).Error
	if err != nil || len(keys) == 0 {
		return "", err
	}
	return keys[0], nil
}

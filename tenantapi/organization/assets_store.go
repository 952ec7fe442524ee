package organization

import (
	"time"

	"gorm.io/gorm"
)

// Asset is an uploaded brand image.
type Asset struct {
	Kind        string    `json:"-"`
	StorageKey  string    `json:"-"`
	ContentType string    `json:"contentType"`
	Size        int       `json:"size"`
	SHA256      string    `json:"-" gorm:"column:sha256"`
	Version     string    `json:"-"`
	UpdatedAt   time.Time `json:"updatedAt"`
	URL         string    `json:"url" gorm:"-"`
}

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

func deleteAsset(tx *gorm.DB, kind string) (bool, error) {
	res := tx.Exec(`DELETE FROM organization_assets WHERE kind = ?`, kind)
	return res.RowsAffected > 0, res.Error
}

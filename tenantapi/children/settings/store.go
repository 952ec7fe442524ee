package settings

import "gorm.io/gorm"

// The SQL of the settings: the only file of the package that names the table.

func load(tx *gorm.DB) (Settings, error) {
	var rows []Settings
	if err := tx.Raw(`SELECT label_size, checkout_code, not_seen_weeks, print_allergies FROM children_settings WHERE id = 1`).Scan(&rows).Error; err != nil {
		return Settings{}, err
	}
	if len(rows) == 0 {
		return Settings{LabelSize: "4x2in", CheckoutCode: true, NotSeenWeeks: 6, PrintAllergies: true}, nil
	}
	return rows[0], nil
}

func save(tx *gorm.DB, s Settings) error {
	return tx.Exec(`INSERT INTO children_settings (id, label_size, checkout_code, not_seen_weeks, print_allergies, updated_at)
		VALUES (1, ?, ?, ?, ?, now()) ON CONFLICT (id) DO UPDATE SET label_size = EXCLUDED.label_size, checkout_code = EXCLUDED.checkout_code,
		not_seen_weeks = EXCLUDED.not_seen_weeks, print_allergies = EXCLUDED.print_allergies, updated_at = now()`,
		s.LabelSize, s.CheckoutCode, s.NotSeenWeeks, s.PrintAllergies).Error
}

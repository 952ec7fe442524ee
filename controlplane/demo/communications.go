package demo

import (
	"fmt"
	"math/rand/v2"
	"time"

	"gorm.io/gorm"
)

// demoCredits is what the demo church starts with, granted by the platform like an operator's
// `bin/ops credits grant`.
const demoCredits = 5000

// seedCommunications gives the demo church what its communications pages show: credits on the
// ledger, contact groups, smart keywords, people who opted out (with their proof), a Sunday reminder
// sent last week with its delivery statuses, and an e-mail scheduled for the coming Friday. The
// ledger and the account agree (balance = the sum of the ledger's amounts).
func seedCommunications(tx *gorm.DB, r *rand.Rand, people []person, now time.Time) error {
	var withMobile, withEmail []person
	for _, p := range people {
		if p.Mobile != "" {
			withMobile = append(withMobile, p)
		}
		if p.Email != "" {
			withEmail = append(withEmail, p)
		}
	}
	if len(withMobile) < 20 || len(withEmail) < 10 {
		return nil // a tiny demo: nothing to show
	}
	pick := func(from []person, n int) []person {
		idx := r.Perm(len(from))[:n]
		out := make([]person, 0, n)
		for _, i := range idx {
			out = append(out, from[i])
		}
		return out
	}
	exec := func(sql string, args ...any) error { return tx.Exec(sql, args...).Error }

	granted := now.AddDate(0, -1, 0)
	if err := exec(`INSERT INTO credit_ledger (idempotency_key, kind, amount, balance_after, reserved_after, note, reference, created_at)
		VALUES ('demo:grant', 'grant', ?, ?, 0, 'Welcome credits', 'operator', ?)`, demoCredits, demoCredits, granted); err != nil {
		return err
	}

	// Contact groups: the prayer chain (people and two typed-in numbers) and the volunteers.
	var prayer, volunteers int64
	if err := tx.Raw(`INSERT INTO contact_groups (name, description) VALUES ('Prayer chain', 'Texted when a prayer request comes in') RETURNING id`).Scan(&prayer).Error; err != nil {
		return err
	}
	if err := tx.Raw(`INSERT INTO contact_groups (name, description) VALUES ('Volunteers', 'Joined by texting SERVE') RETURNING id`).Scan(&volunteers).Error; err != nil {
		return err
	}
	chain := pick(withMobile, 12)
	for _, p := range chain {
		if err := exec(`INSERT INTO contact_group_members (group_id, person_id, name) VALUES (?, ?, ?)`, prayer, p.ID, p.First+" "+p.Last); err != nil {
			return err
		}
	}
	for i, n := range []string{"Pastor Dan (cell)", "Hospital chaplain"} {
		if err := exec(`INSERT INTO contact_group_members (group_id, name, phone) VALUES (?, ?, ?)`, prayer, n, fmt.Sprintf("+1555555%04d", 180+i)); err != nil {
			return err
		}
	}
	for _, p := range pick(withMobile, 6) {
		if err := exec(`INSERT INTO contact_group_members (group_id, person_id, name, source) VALUES (?, ?, ?, 'keyword')`, volunteers, p.ID, p.First+" "+p.Last); err != nil {
			return err
		}
	}
	if err := exec(`INSERT INTO smart_keywords (keyword, reply, contact_group_id, matches) VALUES
		('SERVE', 'Thanks for offering to serve! Our volunteer team will be in touch this week.', ?, 6),
		('PRAY', 'We are praying with you. Reply with your request and our prayer chain will lift it up.', NULL, 14)`, volunteers); err != nil {
		return err
	}

	// Opt-outs: two by a STOP text, one by the e-mail unsubscribe link, one asked of the office.
	optedOut := pick(withMobile, 3)
	for i, p := range optedOut[:2] {
		at := now.AddDate(0, 0, -10-i*7)
		proof := fmt.Sprintf(`{"keyword": "STOP", "body": "STOP", "messageSid": "SMdemo%06d", "receivedAt": %q}`, i+1, at.UTC().Format(time.RFC3339))
		for _, sql := range []string{
			`INSERT INTO do_not_contact (channel, address, person_id, method, proof, created_at) VALUES ('text', ?, ?, 'keyword', ?::jsonb, ?)`,
			`INSERT INTO consent_events (channel, address, person_id, action, method, proof, created_at) VALUES ('text', ?, ?, 'opt_out', 'keyword', ?::jsonb, ?)`,
		} {
			if err := exec(sql, p.Mobile, p.ID, proof, at); err != nil {
				return err
			}
		}
	}
	staffAsk := optedOut[2]
	for _, sql := range []string{
		`INSERT INTO do_not_contact (channel, address, person_id, method, proof, created_at) VALUES ('voice', ?, ?, 'staff', '{"note": "Asked at the welcome desk not to be called"}', ?)`,
		`INSERT INTO consent_events (channel, address, person_id, action, method, proof, created_at) VALUES ('voice', ?, ?, 'opt_out', 'staff', '{"note": "Asked at the welcome desk not to be called"}', ?)`,
	} {
		if err := exec(sql, staffAsk.Mobile, staffAsk.ID, now.AddDate(0, 0, -3)); err != nil {
			return err
		}
	}
	unsub := pick(withEmail, 1)[0]
	for _, sql := range []string{
		`INSERT INTO do_not_contact (channel, address, person_id, method, proof, created_at) VALUES ('email', lower(?), ?, 'unsubscribe_link', '{"method": "one-click"}', ?)`,
		`INSERT INTO consent_events (channel, address, person_id, action, method, proof, created_at) VALUES ('email', lower(?), ?, 'opt_out', 'unsubscribe_link', '{"method": "one-click"}', ?)`,
	} {
		if err := exec(sql, unsub.Email, unsub.ID, now.AddDate(0, 0, -20)); err != nil {
			return err
		}
	}

	// Last Sunday's reminder to the prayer chain's people: sent, most delivered, one undelivered.
	sent := now.AddDate(0, 0, -7).Truncate(time.Hour)
	body := "Hi {first_name}, prayer chain meets tonight at 7 in the chapel. See you there!"
	var commID int64
	if err := tx.Raw(`INSERT INTO communications (channel, idempotency_key, body, audience, status, accepted_at, finished_at,
			recipients, segments, encoding, credits, created_at, updated_at)
		VALUES ('sms', 'demo:reminder', ?, ?::jsonb, 'sent', ?, ?, ?, 1, 'GSM-7', ?, ?, ?) RETURNING id`,
		body, fmt.Sprintf(`{"contactGroupIds": [%d]}`, prayer), sent, sent.Add(time.Minute), len(chain), len(chain), sent, sent).Scan(&commID).Error; err != nil {
		return err
	}
	balance, reserved := int64(demoCredits), int64(len(chain))
	if err := exec(`INSERT INTO credit_ledger (idempotency_key, kind, amount, reserved_change, balance_after, reserved_after, communication_id, created_at)
		VALUES (?, 'reserve', 0, ?, ?, ?, ?, ?)`, fmt.Sprintf("reserve:%d", commID), reserved, balance, reserved, commID, sent); err != nil {
		return err
	}
	for i, p := range chain {
		key := fmt.Sprintf("c%d-r%d", commID, i+1)
		status, errText := "delivered", ""
		if i == len(chain)-1 {
			status, errText = "undelivered", "30003: Unreachable destination handset"
		}
		if err := exec(`INSERT INTO communication_recipients (communication_id, person_id, name, address, merge, cost, status,
				attempt_key, attempt_started_at, attempts, provider_ref, error, updated_at)
			VALUES (?, ?, ?, ?, ?::jsonb, 1, ?, ?, ?, 1, ?, ?, ?)`, commID, p.ID, p.First+" "+p.Last, p.Mobile,
			fmt.Sprintf(`{"first_name": %q, "last_name": %q}`, p.First, p.Last), status, key, sent, fmt.Sprintf("SMdemo%08d", i+100), errText, sent.Add(time.Minute)); err != nil {
			return err
		}
		balance--
		reserved--
		if err := exec(`INSERT INTO credit_ledger (idempotency_key, kind, amount, reserved_change, balance_after, reserved_after, communication_id, created_at)
			VALUES (?, 'debit', -1, -1, ?, ?, ?, ?)`, "debit:"+key, balance, reserved, commID, sent.Add(time.Minute)); err != nil {
			return err
		}
	}
	return exec(`UPDATE credit_account SET balance = ?, reserved = 0, updated_at = ?`, balance, sent.Add(time.Minute))
}

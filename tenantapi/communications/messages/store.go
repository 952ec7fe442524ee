package messages

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
)

// The SQL of communications and their recipients: the only file of the package that names tables.

// nextCommunicationID takes the next communication id from the church's sequence (the dispatch
// row is written under it before the communication).
func nextCommunicationID(tx *gorm.DB) (int64, error) {
	var id int64
	err := tx.Raw(`SELECT nextval('communications_id_seq')`).Scan(&id).Error
	return id, err
}

// byKey answers the communication sent with an idempotency key, 0 for none.
func byKey(tx *gorm.DB, key string) (int64, error) {
	var ids []int64
	err := tx.Raw(`SELECT id FROM communications WHERE idempotency_key = ?`, key).Scan(&ids).Error
	if err != nil || len(ids) == 0 {
		return 0, err
	}
	return ids[0], nil
}

// isKeyConflict says err is a second communication with the same idempotency key.
func isKeyConflict(err error) bool {
	var pg *pgconn.PgError
	return errors.As(err, &pg) && pg.ConstraintName == "communications_idempotency_key_key"
}

// contactGroupsExist says whether every id names a contact group of the church.
func contactGroupsExist(tx *gorm.DB, ids []int64) (bool, error) {
	var n int
	err := tx.Raw(`SELECT count(*) FROM contact_groups WHERE id = ANY (?::bigint[])`, db.Int64Array(ids)).Scan(&n).Error
	return n == len(ids), err
}

type pushSubscription struct {
	ID       int64
	PersonID int64
}

// pushSubscriptions are the browser subscriptions of the people.
func pushSubscriptions(tx *gorm.DB, people []int64) ([]pushSubscription, error) {
	out := []pushSubscription{}
	if len(people) == 0 {
		return out, nil
	}
	err := tx.Raw(`SELECT id, person_id FROM push_subscriptions WHERE person_id = ANY (?::bigint[]) ORDER BY person_id, id`,
		db.Int64Array(people)).Scan(&out).Error
	return out, err
}

type mediaRow struct {
	ID          int64
	Kind        string
	ContentType string
	Size        int64
	StorageKey  string
}

func loadMedia(tx *gorm.DB, id int64) (*mediaRow, error) {
	var rows []mediaRow
	if err := tx.Raw(`SELECT id, kind, content_type, size, storage_key FROM media_vault WHERE id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errMediaNotFound
	}
	return &rows[0], nil
}

// insertMedia keeps a file uploaded with a send in the media vault.
func insertMedia(tx *gorm.DB, name, kind, contentType string, size int64, key string, by int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO media_vault (name, kind, content_type, size, storage_key, created_by) VALUES (?, ?, ?, ?, ?, NULLIF(?, 0)) RETURNING id`,
		name, kind, contentType, size, key, by).Scan(&id).Error
	return id, err
}

// commRow is a communication as stored.
type commRow struct {
	ID                                                             int64
	Channel                                                        string
	Origin                                                         string
	IdempotencyKey                                                 string
	Subject                                                        string
	Body                                                           string
	HTML                                                           string `gorm:"column:html"`
	MediaID                                                        *int64
	VoiceMode                                                      string
	Audience                                                       string
	Status                                                         string
	ScheduledAt                                                    *time.Time
	AcceptedAt                                                     time.Time
	FinishedAt                                                     *time.Time
	Recipients                                                     int
	Segments                                                       int
	Encoding                                                       string
	Credits                                                        int64
	CreatedBy                                                      *int64
	CreatorFirst                                                   string
	CreatorLast                                                    string
	UpdatedAt                                                      time.Time
	Queued, Sending, Sent, Delivered, Failed, Undelivered, Skipped int64
	Total                                                          int64
}

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func stampPtr(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := stamp(*t)
	return &s
}

func (r commRow) counts() Counts {
	return Counts{Queued: r.Queued, Sending: r.Sending, Sent: r.Sent, Delivered: r.Delivered, Failed: r.Failed, Undelivered: r.Undelivered, Skipped: r.Skipped}
}

func (r commRow) communication() Communication {
	c := Communication{ID: r.ID, Channel: r.Channel, Origin: r.Origin, Subject: r.Subject, Body: r.Body, HTML: r.HTML,
		VoiceMode: r.VoiceMode, Status: r.Status, ScheduledAt: stampPtr(r.ScheduledAt), AcceptedAt: stamp(r.AcceptedAt),
		FinishedAt: stampPtr(r.FinishedAt), Recipients: r.Recipients, Segments: r.Segments, Encoding: r.Encoding, Credits: r.Credits,
		CreatedBy: r.CreatedBy, IdempotencyKey: r.IdempotencyKey, Counts: r.counts(), UpdatedAt: stamp(r.UpdatedAt)}
	if r.MediaID != nil {
		c.MediaID = *r.MediaID
	}
	_ = json.Unmarshal([]byte(r.Audience), &c.Audience)
	c.Audience.normalise()
	return c
}

func (r commRow) summary() Summary {
	body := r.Body
	if rs := []rune(body); len(rs) > 200 {
		body = string(rs[:200])
	}
	return Summary{ID: r.ID, Channel: r.Channel, Origin: r.Origin, Subject: r.Subject, Body: body, Status: r.Status,
		ScheduledAt: stampPtr(r.ScheduledAt), AcceptedAt: stamp(r.AcceptedAt), FinishedAt: stampPtr(r.FinishedAt),
		Recipients: r.Recipients, Credits: r.Credits, CreatedBy: r.CreatedBy, Counts: r.counts()}
}

// normalise gives every list of an audience read back a value (never null on the wire).
func (a *Audience) normalise() {
	for _, p := range []*[]int64{&a.PersonIDs, &a.HouseholdIDs, &a.GroupIDs, &a.ServiceUnitIDs, &a.FellowshipIDs, &a.SavedListIDs, &a.ContactGroupIDs} {
		if *p == nil {
			*p = []int64{}
		}
	}
	for _, p := range []*[]string{&a.Numbers, &a.Emails} {
		if *p == nil {
			*p = []string{}
		}
	}
}

const commCols = `c.id, c.channel, c.origin, c.idempotency_key, c.subject, c.body, c.html, c.media_id, c.voice_mode, c.audience::text AS audience,
	c.status, c.scheduled_at, c.accepted_at, c.finished_at, c.recipients, c.segments, c.encoding, c.credits, c.created_by, c.updated_at`

// countsJoin counts each communication's recipients by status (LATERAL over the status index).
const countsJoin = ` LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE r.status = 'queued') AS queued,
		count(*) FILTER (WHERE r.status = 'sending') AS sending, count(*) FILTER (WHERE r.status = 'sent') AS sent,
		count(*) FILTER (WHERE r.status = 'delivered') AS delivered, count(*) FILTER (WHERE r.status = 'failed') AS failed,
		count(*) FILTER (WHERE r.status = 'undelivered') AS undelivered, count(*) FILTER (WHERE r.status = 'skipped') AS skipped
		FROM communication_recipients r WHERE r.communication_id = c.id) n ON true`

func loadCommunication(tx *gorm.DB, id int64) (*Communication, error) {
	var rows []commRow
	if err := tx.Raw(`SELECT `+commCols+`, n.* FROM communications c`+countsJoin+` WHERE c.id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errNotFound
	}
	c := rows[0].communication()
	return &c, nil
}

// lockCommunication locks a communication and answers its status and credits reserved.
func lockCommunication(tx *gorm.DB, id int64) (status string, credits int64, err error) {
	var rows []struct {
		Status  string
		Credits int64
	}
	if err := tx.Raw(`SELECT status, credits FROM communications WHERE id = ? FOR UPDATE`, id).Scan(&rows).Error; err != nil {
		return "", 0, err
	}
	if len(rows) == 0 {
		return "", 0, errNotFound
	}
	return rows[0].Status, rows[0].Credits, nil
}

func listCommunications(tx *gorm.DB, f ListFilter, limit, offset int) ([]Summary, int64, error) {
	where, args := []string{"true"}, []any{}
	if f.Channel != "" {
		where, args = append(where, "c.channel = ?"), append(args, f.Channel)
	}
	if f.Status != "" {
		where, args = append(where, "c.status = ?"), append(args, f.Status)
	}
	w := strings.Join(where, " AND ")
	var rows []commRow
	err := tx.Raw(`SELECT x.*, n.* FROM (SELECT `+commCols+`, count(*) OVER () AS total FROM communications c
			WHERE `+w+` ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?) x
		LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE r.status = 'queued') AS queued,
			count(*) FILTER (WHERE r.status = 'sending') AS sending, count(*) FILTER (WHERE r.status = 'sent') AS sent,
			count(*) FILTER (WHERE r.status = 'delivered') AS delivered, count(*) FILTER (WHERE r.status = 'failed') AS failed,
			count(*) FILTER (WHERE r.status = 'undelivered') AS undelivered, count(*) FILTER (WHERE r.status = 'skipped') AS skipped
			FROM communication_recipients r WHERE r.communication_id = x.id) n ON true
		ORDER BY x.accepted_at DESC, x.id DESC`, append(args, limit, offset)...).Scan(&rows).Error
	if err != nil {
		return nil, 0, err
	}
	items := make([]Summary, 0, len(rows))
	var total int64
	for _, r := range rows {
		items, total = append(items, r.summary()), r.Total
	}
	if len(rows) == 0 && offset > 0 {
		if err := tx.Raw(`SELECT count(*) FROM communications c WHERE `+w, args...).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return items, total, nil
}

func communicationExists(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM communications WHERE id = ?`, id).Scan(&n).Error
	return n > 0, err
}

func listRecipients(tx *gorm.DB, id int64, status string, limit, offset int) ([]Recipient, int64, error) {
	where, args := "communication_id = ?", []any{id}
	if status != "" {
		where, args = where+" AND status = ?", append(args, status)
	}
	var rows []struct {
		ID        int64
		PersonID  *int64
		Name      string
		Address   string
		Status    string
		Error     string
		Cost      int64
		UpdatedAt time.Time
		Total     int64
	}
	if err := tx.Raw(`SELECT id, person_id, name, address, status, error, cost, updated_at, count(*) OVER () AS total
		FROM communication_recipients WHERE `+where+` ORDER BY id LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	items := make([]Recipient, 0, len(rows))
	var total int64
	for _, r := range rows {
		items = append(items, Recipient{ID: r.ID, PersonID: r.PersonID, Name: r.Name, Address: r.Address, Status: r.Status, Error: r.Error,
			Cost: r.Cost, UpdatedAt: stamp(r.UpdatedAt)})
		total = r.Total
	}
	if len(rows) == 0 && offset > 0 {
		if err := tx.Raw(`SELECT count(*) FROM communication_recipients WHERE `+where, args...).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return items, total, nil
}

// stored is what a send writes of a communication.
type stored struct {
	ID          int64
	Channel     string
	Origin      string
	Key         string
	Subject     string
	Body        string
	HTML        string
	MediaID     int64
	VoiceMode   string
	Audience    Audience
	Status      string
	ScheduledAt *time.Time
	Recipients  int
	Segments    int
	Encoding    string
	Credits     int64
	By          int64
}

func insertCommunication(tx *gorm.DB, c stored) error {
	aud, _ := json.Marshal(c.Audience)
	return tx.Exec(`INSERT INTO communications (id, channel, origin, idempotency_key, subject, body, html, media_id, voice_mode, audience,
			status, scheduled_at, recipients, segments, encoding, credits, created_by)
		VALUES (?, ?, ?, ?, ?, ?, ?, NULLIF(?, 0), ?, ?::jsonb, ?, ?, ?, ?, ?, ?, NULLIF(?, 0))`,
		c.ID, c.Channel, c.Origin, c.Key, c.Subject, c.Body, c.HTML, c.MediaID, c.VoiceMode, string(aud),
		c.Status, c.ScheduledAt, c.Recipients, c.Segments, c.Encoding, c.Credits, c.By).Error
}

// rewriteCommunication replaces a scheduled communication's message, audience and figures.
func rewriteCommunication(tx *gorm.DB, c stored) error {
	aud, _ := json.Marshal(c.Audience)
	return tx.Exec(`UPDATE communications SET channel = ?, subject = ?, body = ?, html = ?, media_id = NULLIF(?, 0), voice_mode = ?,
			audience = ?::jsonb, status = ?, scheduled_at = ?, recipients = ?, segments = ?, encoding = ?, credits = ?, updated_at = now()
		WHERE id = ?`,
		c.Channel, c.Subject, c.Body, c.HTML, c.MediaID, c.VoiceMode, string(aud), c.Status, c.ScheduledAt, c.Recipients, c.Segments,
		c.Encoding, c.Credits, c.ID).Error
}

// recipientRow is one recipient as written.
type recipientRow struct {
	PersonID *int64
	Name     string
	Address  string
	Merge    json.RawMessage
	Cost     int64
}

// insertRecipients writes a communication's recipients in one statement per 20,000 (arrays
// unnested: a tenth of the parse time of one JSON document), ids from the sequence so each
// attempt key names its row: c<communication>-r<recipient>.
func insertRecipients(tx *gorm.DB, communicationID int64, rs []recipientRow) error {
	for len(rs) > 0 {
		n := min(len(rs), 20000)
		var people, costs strings.Builder
		names, addrs, merges := make([]string, n), make([]string, n), make([]string, n)
		people.WriteByte('{')
		costs.WriteByte('{')
		for i, r := range rs[:n] {
			if i > 0 {
				people.WriteByte(',')
				costs.WriteByte(',')
			}
			if r.PersonID == nil {
				people.WriteString("NULL")
			} else {
				people.WriteString(strconv.FormatInt(*r.PersonID, 10))
			}
			costs.WriteString(strconv.FormatInt(r.Cost, 10))
			names[i], addrs[i], merges[i] = r.Name, r.Address, string(r.Merge)
		}
		people.WriteByte('}')
		costs.WriteByte('}')
		if err := tx.Exec(`INSERT INTO communication_recipients (id, communication_id, person_id, name, address, merge, cost, attempt_key)
			SELECT x.id, ?, x.p, x.n, x.a, COALESCE(x.m::jsonb, '{}'), x.c, 'c' || ?::bigint || '-r' || x.id
			FROM (SELECT nextval('communication_recipients_id_seq') AS id, u.*
				FROM unnest(?::bigint[], ?::text[], ?::text[], ?::text[], ?::integer[]) AS u(p, n, a, m, c)) x`,
			communicationID, communicationID, people.String(), textArray(names), textArray(addrs), textArray(merges), costs.String()).Error; err != nil {
			return err
		}
		rs = rs[n:]
	}
	return nil
}

// textArray is a PostgreSQL text[] literal of ss (each element quoted, " and \ escaped).
func textArray(ss []string) string {
	var b strings.Builder
	b.Grow(len(ss) * 32)
	b.WriteByte('{')
	for i, s := range ss {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		for j := 0; j < len(s); j++ {
			if s[j] == '"' || s[j] == '\\' {
				b.WriteByte('\\')
			}
			b.WriteByte(s[j])
		}
		b.WriteByte('"')
	}
	b.WriteByte('}')
	return b.String()
}

func deleteRecipients(tx *gorm.DB, communicationID int64) error {
	return tx.Exec(`DELETE FROM communication_recipients WHERE communication_id = ?`, communicationID).Error
}

// cancelCommunication marks a scheduled communication cancelled and its recipients skipped.
func cancelCommunication(tx *gorm.DB, id int64) error {
	if err := tx.Exec(`UPDATE communications SET status = 'cancelled', finished_at = now(), updated_at = now() WHERE id = ?`, id).Error; err != nil {
		return err
	}
	return tx.Exec(`UPDATE communication_recipients SET status = 'skipped', error = 'Cancelled', updated_at = now()
		WHERE communication_id = ? AND status = 'queued'`, id).Error
}

// Dispatch rows (control.communication_dispatch): written before the communication, so a send
// never exists without the row the worker's dispatcher finds it by.

func insertDispatch(ctl *gorm.DB, churchID, communicationID int64, due time.Time) error {
	return ctl.Exec(`INSERT INTO control.communication_dispatch (church_id, communication_id, due_at, state) VALUES (?, ?, ?, 'waiting')
		ON CONFLICT (church_id, communication_id) DO UPDATE SET due_at = EXCLUDED.due_at, state = 'waiting', updated_at = now()`,
		churchID, communicationID, due).Error
}

func dispatchDone(ctl *gorm.DB, churchID, communicationID int64) error {
	return ctl.Exec(`UPDATE control.communication_dispatch SET state = 'done', updated_at = now() WHERE church_id = ? AND communication_id = ?`,
		churchID, communicationID).Error
}

// statusOf reads a communication's status, idempotency key and scheduled time.
func statusOf(tx *gorm.DB, id int64) (status, key string, at *time.Time, err error) {
	var rows []struct {
		Status         string
		IdempotencyKey string
		ScheduledAt    *time.Time
	}
	if err := tx.Raw(`SELECT status, idempotency_key, scheduled_at FROM communications WHERE id = ?`, id).Scan(&rows).Error; err != nil {
		return "", "", nil, err
	}
	if len(rows) == 0 {
		return "", "", nil, errNotFound
	}
	return rows[0].Status, rows[0].IdempotencyKey, rows[0].ScheduledAt, nil
}

// VaultBytes is the size of the files of the church's media vault (the operators' storage figure).
func VaultBytes(tx *gorm.DB) (int64, error) {
	var n int64
	err := tx.Raw(`SELECT COALESCE(sum(size), 0) FROM media_vault`).Scan(&n).Error
	return n, err
}

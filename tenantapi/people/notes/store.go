package notes

import (
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/tenantapi/people/person"
)

// The SQL of notes and follow-ups: the only file of the package that names tables.

type noteRow struct {
	ID          int64
	PersonID    int64
	Body        string
	IsPrivate   bool
	IsPinned    bool
	AuthorID    *int64
	AuthorFirst string
	AuthorLast  string
	CreatedAt   time.Time
	UpdatedAt   time.Time
	EditedAt    *time.Time
	Total       int64 // the list's count, read with the page
}

func (r noteRow) note(me int64) Note {
	n := Note{ID: r.ID, PersonID: r.PersonID, Body: r.Body, IsPrivate: r.IsPrivate, IsPinned: r.IsPinned, AuthorID: r.AuthorID,
		Author: strings.TrimSpace(r.AuthorFirst + " " + r.AuthorLast), CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339),
		UpdatedAt: r.UpdatedAt.UTC().Format(time.RFC3339)}
	if r.EditedAt != nil {
		at := r.EditedAt.UTC().Format(time.RFC3339)
		n.EditedAt = &at
	}
	n.Mine = r.AuthorID != nil && *r.AuthorID == me
	if n.Author == "" {
		n.Author = "Former staff member"
	}
	return n
}

// noteSelect reads notes a user may see: every shared note and their own private ones.
const noteSelect = `SELECT n.id, n.person_id, n.body, n.is_private, n.is_pinned, n.author_id,
		COALESCE(a.first_name, '') AS author_first, COALESCE(a.last_name, '') AS author_last, n.created_at, n.updated_at, n.edited_at
	FROM person_notes n LEFT JOIN people a ON a.id = n.author_id
	WHERE (NOT n.is_private OR n.author_id = ?)`

// personNotes is one page of the notes on a person that me may see: pinned first, then the newest.
func personNotes(tx *gorm.DB, me, personID int64, limit, offset int) ([]Note, int64, error) {
	var rows []noteRow
	if err := tx.Raw(`SELECT x.*, count(*) OVER () AS total FROM (`+noteSelect+` AND n.person_id = ?) x
		ORDER BY x.is_pinned DESC, x.created_at DESC, x.id DESC LIMIT ? OFFSET ?`, me, personID, limit, offset).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	items := make([]Note, 0, len(rows))
	var total int64
	for _, r := range rows {
		items, total = append(items, r.note(me)), r.Total
	}
	if len(rows) == 0 && offset > 0 {
		if err := tx.Raw(`SELECT count(*) FROM (`+noteSelect+` AND n.person_id = ?) x`, me, personID).Scan(&total).Error; err != nil {
			return nil, 0, err
		}
	}
	return items, total, nil
}

func loadNote(tx *gorm.DB, id, me int64) (*Note, error) {
	var rows []noteRow
	if err := tx.Raw(noteSelect+` AND n.id = ?`, me, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errNoteNotFound
	}
	n := rows[0].note(me)
	return &n, nil
}

// lockNote locks a note and answers who wrote it and whether it is private (found false: none).
func lockNote(tx *gorm.DB, id int64) (author *int64, private, found bool, err error) {
	var rows []struct {
		AuthorID  *int64
		IsPrivate bool
	}
	if err := tx.Raw(`SELECT author_id, is_private FROM person_notes WHERE id = ? FOR UPDATE`, id).Scan(&rows).Error; err != nil {
		return nil, false, false, err
	}
	if len(rows) == 0 {
		return nil, false, false, nil
	}
	return rows[0].AuthorID, rows[0].IsPrivate, true, nil
}

func insertNote(tx *gorm.DB, personID, author int64, body string, private, pinned bool) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO person_notes (person_id, author_id, body, is_private, is_pinned) VALUES (?, ?, ?, ?, ?) RETURNING id`,
		personID, author, body, private, pinned).Scan(&id).Error
	return id, err
}

// noteChange is a note's fields that change (nil: unchanged).
type noteChange struct {
	Body              *string
	Private, IsPinned *bool
}

func updateNote(tx *gorm.DB, id int64, ch noteChange) error {
	sets, args := []string{"updated_at = now()"}, []any{}
	if ch.Body != nil {
		sets, args = append(sets, "body = ?", "edited_at = CASE WHEN body = ? THEN edited_at ELSE now() END"), append(args, *ch.Body, *ch.Body)
	}
	if ch.Private != nil {
		sets, args = append(sets, "is_private = ?"), append(args, *ch.Private)
	}
	if ch.IsPinned != nil {
		sets, args = append(sets, "is_pinned = ?"), append(args, *ch.IsPinned)
	}
	return tx.Exec(`UPDATE person_notes SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, id)...).Error
}

func deleteNote(tx *gorm.DB, id int64) error {
	return tx.Exec(`DELETE FROM person_notes WHERE id = ?`, id).Error
}

type followUpRow struct {
	ID                     int64
	PersonID               int64
	PFirst, PMiddle, PLast string
	Title                  string
	AssigneeID             *int64
	AFirst, ALast          string
	DueDate                *time.Time
	Status                 string
	CFirst, CLast          string
	CreatedAt              time.Time
	CompletedAt            *time.Time
	Total                  int64
}

func (r followUpRow) followUp(today string) FollowUp {
	f := FollowUp{ID: r.ID, PersonID: r.PersonID, PersonName: person.FullName(r.PFirst, r.PMiddle, r.PLast), Title: r.Title,
		AssigneeID: r.AssigneeID, AssigneeName: strings.TrimSpace(r.AFirst + " " + r.ALast), DueDate: person.ISODate(r.DueDate),
		Status: r.Status, CreatedBy: strings.TrimSpace(r.CFirst + " " + r.CLast), CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
	if r.CompletedAt != nil {
		at := r.CompletedAt.UTC().Format(time.RFC3339)
		f.CompletedAt = &at
	}
	f.Overdue = f.Status == "open" && f.DueDate != nil && *f.DueDate < today
	return f
}

const followUpSelect = `SELECT f.id, f.person_id, p.first_name AS p_first, p.middle_name AS p_middle, p.last_name AS p_last, f.title,
		f.assignee_id, COALESCE(a.first_name, '') AS a_first, COALESCE(a.last_name, '') AS a_last, f.due_date, f.status,
		COALESCE(c.first_name, '') AS c_first, COALESCE(c.last_name, '') AS c_last, f.created_at, f.completed_at`

const followUpFrom = ` FROM follow_ups f JOIN people p ON p.id = f.person_id
	LEFT JOIN people a ON a.id = f.assignee_id LEFT JOIN people c ON c.id = f.created_by`

// followUpFilter is what a follow-up list asks for: a person's, an assignee's, or both.
type followUpFilter struct {
	PersonID, AssigneeID int64  // 0: any
	Status               string // open (default), done or all
}

// listFollowUps is one page: open ones first by due date, then the newest.
func listFollowUps(tx *gorm.DB, f followUpFilter, today string, limit, offset int) ([]FollowUp, int64, error) {
	conds, args := []string{"p.merged_into_id IS NULL"}, []any{}
	switch f.Status {
	case "", "open":
		conds = append(conds, "f.status = 'open'")
	case "done":
		conds = append(conds, "f.status = 'done'")
	}
	if f.PersonID != 0 {
		conds, args = append(conds, "f.person_id = ?"), append(args, f.PersonID)
	}
	if f.AssigneeID != 0 {
		conds, args = append(conds, "f.assignee_id = ?"), append(args, f.AssigneeID)
	}
	var rows []followUpRow
	if err := tx.Raw(followUpSelect+`, count(*) OVER () AS total`+followUpFrom+` WHERE `+strings.Join(conds, " AND ")+`
		ORDER BY f.status = 'done', f.due_date NULLS LAST, f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`,
		append(args, limit, offset)...).Scan(&rows).Error; err != nil {
		return nil, 0, err
	}
	items := make([]FollowUp, 0, len(rows))
	var total int64
	for _, r := range rows {
		items, total = append(items, r.followUp(today)), r.Total
	}
	return items, total, nil
}

func loadFollowUp(tx *gorm.DB, id int64, today string) (*FollowUp, error) {
	var rows []followUpRow
	if err := tx.Raw(followUpSelect+followUpFrom+` WHERE f.id = ?`, id).Scan(&rows).Error; err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, errFollowUpNotFound
	}
	f := rows[0].followUp(today)
	return &f, nil
}

// isStaff says a person may be given follow-ups: active, with console access.
func isStaff(tx *gorm.DB, id int64) (bool, error) {
	var n int64
	err := tx.Raw(`SELECT count(*) FROM people WHERE id = ? AND is_active AND admin_access AND merged_into_id IS NULL`, id).Scan(&n).Error
	return n > 0, err
}

// staff are the people with console access, by name.
func staff(tx *gorm.DB) ([]Staff, error) {
	var rows []struct {
		ID                              int64
		FirstName, MiddleName, LastName string
	}
	if err := tx.Raw(`SELECT id, first_name, middle_name, last_name FROM people
		WHERE is_active AND admin_access AND merged_into_id IS NULL ORDER BY lower(first_name), lower(last_name), id LIMIT 500`).Scan(&rows).Error; err != nil {
		return nil, err
	}
	out := make([]Staff, 0, len(rows))
	for _, r := range rows {
		out = append(out, Staff{r.ID, person.FullName(r.FirstName, r.MiddleName, r.LastName)})
	}
	return out, nil
}

func insertFollowUp(tx *gorm.DB, personID int64, title string, assignee int64, due *string, by int64) (int64, error) {
	var id int64
	err := tx.Raw(`INSERT INTO follow_ups (person_id, title, assignee_id, due_date, created_by) VALUES (?, ?, ?, ?, ?) RETURNING id`,
		personID, title, assignee, due, by).Scan(&id).Error
	return id, err
}

// followUpChange is a follow-up's fields that change (nil: unchanged).
type followUpChange struct {
	Title      *string
	DueDate    **string // set to nil: no due date
	AssigneeID *int64
	Status     string // "done", "open" or "" (unchanged)
	By         int64  // who marks it done
}

// updateFollowUp applies ch; found is false when there is no such follow-up.
func updateFollowUp(tx *gorm.DB, id int64, ch followUpChange) (found bool, err error) {
	sets, args := []string{}, []any{}
	if ch.Title != nil {
		sets, args = append(sets, "title = ?"), append(args, *ch.Title)
	}
	if ch.DueDate != nil {
		sets, args = append(sets, "due_date = ?"), append(args, *ch.DueDate)
	}
	switch ch.Status {
	case "done":
		sets, args = append(sets, "status = 'done'", "completed_at = COALESCE(completed_at, now())", "completed_by = COALESCE(completed_by, ?)"), append(args, ch.By)
	case "open":
		sets = append(sets, "status = 'open'", "completed_at = NULL", "completed_by = NULL")
	}
	if ch.AssigneeID != nil {
		sets, args = append(sets, "assignee_id = ?"), append(args, *ch.AssigneeID)
	}
	if len(sets) == 0 {
		return true, nil // nothing to change: reading it back says whether it exists
	}
	res := tx.Exec(`UPDATE follow_ups SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, id)...)
	return res.RowsAffected > 0, res.Error
}

func deleteFollowUp(tx *gorm.DB, id int64) (found bool, err error) {
	res := tx.Exec(`DELETE FROM follow_ups WHERE id = ?`, id)
	return res.RowsAffected > 0, res.Error
}

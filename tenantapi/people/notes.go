package people

import (
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
)

// Notes on a person (docs/people-api.md "Notes"): staff write them, pin the ones that matter and
// may keep one private to themselves. Only the author changes or deletes a note.

// MaxNoteLength bounds a note's text.
const MaxNoteLength = 5000

const (
	msgNoteRequired = "Write the note first"
	msgNoteTooLong  = "A note must be at most 5000 characters"
	msgNoteAuthor   = "Only the author of a note can change or delete it"
)

var errNoteNotFound = notFound("Note not found")

// Note is one note on a person, as the list answers it.
type Note struct {
	ID        int64  `json:"id"`
	PersonID  int64  `json:"personId"`
	Body      string `json:"body"`
	IsPrivate bool   `json:"isPrivate"`
	IsPinned  bool   `json:"isPinned"`
	AuthorID  *int64 `json:"authorId"`
	Author    string `json:"author"`
	// Mine says the signed-in user wrote it (and so may change it).
	Mine      bool   `json:"mine"`
	CreatedAt string `json:"createdAt"`
	UpdatedAt string `json:"updatedAt"`
	// EditedAt is when the text last changed; null when it never did.
	EditedAt *string `json:"editedAt"`
}

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

func noteText(s string) (string, error) {
	s = strings.TrimSpace(s)
	switch {
	case s == "":
		return "", invalid(msgNoteRequired)
	case tooLong(s, MaxNoteLength):
		return "", invalid(msgNoteTooLong)
	}
	return s, nil
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

// ownNote locks a note the signed-in user wrote; someone else's shared note is refused, and a
// private one of someone else does not exist for them.
func ownNote(tx *gorm.DB, id, me int64) error {
	var rows []struct {
		AuthorID  *int64
		IsPrivate bool
	}
	if err := tx.Raw(`SELECT author_id, is_private FROM person_notes WHERE id = ? FOR UPDATE`, id).Scan(&rows).Error; err != nil {
		return err
	}
	switch {
	case len(rows) == 0:
		return errNoteNotFound
	case rows[0].AuthorID != nil && *rows[0].AuthorID == me:
		return nil
	case rows[0].IsPrivate:
		return errNoteNotFound
	}
	return httpx.E(httpx.KindForbidden, msgNoteAuthor)
}

type notesListRequest struct {
	httpx.ClientContext
	PersonID int64 `json:"personId"`
	Paging
}

// NotesList is POST /api/people/notes/list: pinned notes first, then the newest.
func (h Handler) NotesList(c *gin.Context, req notesListRequest) {
	p, err := req.Paging.Resolve(20)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	me := auth.UserFrom(c.Request.Context()).PersonID
	var out PageOf[Note]
	err = h.run(c, func(tx *gorm.DB) error {
		if err := requireLivePerson(tx, req.PersonID); err != nil {
			return err
		}
		var rows []noteRow
		if err := tx.Raw(`SELECT x.*, count(*) OVER () AS total FROM (`+noteSelect+` AND n.person_id = ?) x
			ORDER BY x.is_pinned DESC, x.created_at DESC, x.id DESC LIMIT ? OFFSET ?`, me, req.PersonID, p.PageSize, p.Offset()).Scan(&rows).Error; err != nil {
			return err
		}
		items := make([]Note, 0, len(rows))
		var total int64
		for _, r := range rows {
			items, total = append(items, r.note(me)), r.Total
		}
		if len(rows) == 0 && p.Page > 0 {
			if err := tx.Raw(`SELECT count(*) FROM (`+noteSelect+` AND n.person_id = ?) x`, me, req.PersonID).Scan(&total).Error; err != nil {
				return err
			}
		}
		out = pageOf(items, total, p)
		return nil
	})
	respond(c, err, "Notes", out)
}

type noteAddRequest struct {
	httpx.ClientContext
	PersonID  int64  `json:"personId"`
	Body      string `json:"body"`
	IsPrivate bool   `json:"isPrivate"`
	IsPinned  bool   `json:"isPinned"`
}

// NotesAdd is POST /api/people/notes/add.
func (h Handler) NotesAdd(c *gin.Context, req noteAddRequest) {
	body, err := noteText(req.Body)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	me := auth.UserFrom(c.Request.Context()).PersonID
	var out *Note
	err = h.run(c, func(tx *gorm.DB) error {
		if err := requireLivePerson(tx, req.PersonID); err != nil {
			return err
		}
		var id int64
		if err := tx.Raw(`INSERT INTO person_notes (person_id, author_id, body, is_private, is_pinned) VALUES (?, ?, ?, ?, ?) RETURNING id`,
			req.PersonID, me, body, req.IsPrivate, req.IsPinned).Scan(&id).Error; err != nil {
			return err
		}
		var err error
		out, err = loadNote(tx, id, me)
		return err
	})
	created(c, err, "Note added", out)
}

type noteUpdateRequest struct {
	httpx.ClientContext
	ID        int64       `json:"id"`
	Body      Opt[string] `json:"body"`
	IsPrivate Opt[bool]   `json:"isPrivate"`
	IsPinned  Opt[bool]   `json:"isPinned"`
}

// NotesUpdate is POST /api/people/notes/update: the fields sent change, the others stay.
func (h Handler) NotesUpdate(c *gin.Context, req noteUpdateRequest) {
	sets, args := []string{"updated_at = now()"}, []any{}
	if req.Body.Set {
		if req.Body.Null {
			httpx.Fail(c, invalid(msgNoteRequired))
			return
		}
		body, err := noteText(req.Body.V)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		sets, args = append(sets, "body = ?", "edited_at = CASE WHEN body = ? THEN edited_at ELSE now() END"), append(args, body, body)
	}
	for _, f := range []struct {
		col, field string
		v          Opt[bool]
	}{{"is_private", "isPrivate", req.IsPrivate}, {"is_pinned", "isPinned", req.IsPinned}} {
		if f.v.Set && f.v.Null {
			httpx.Fail(c, invalid(f.field+" must be true or false"))
			return
		}
		if f.v.Set {
			sets, args = append(sets, f.col+" = ?"), append(args, f.v.V)
		}
	}
	me := auth.UserFrom(c.Request.Context()).PersonID
	var out *Note
	err := h.run(c, func(tx *gorm.DB) error {
		if err := ownNote(tx, req.ID, me); err != nil {
			return err
		}
		if err := tx.Exec(`UPDATE person_notes SET `+strings.Join(sets, ", ")+` WHERE id = ?`, append(args, req.ID)...).Error; err != nil {
			return err
		}
		var err error
		out, err = loadNote(tx, req.ID, me)
		return err
	})
	respond(c, err, "Note updated", out)
}

type noteDeleteRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

// NotesDelete is POST /api/people/notes/delete.
func (h Handler) NotesDelete(c *gin.Context, req noteDeleteRequest) {
	me := auth.UserFrom(c.Request.Context()).PersonID
	err := h.run(c, func(tx *gorm.DB) error {
		if err := ownNote(tx, req.ID, me); err != nil {
			return err
		}
		return tx.Exec(`DELETE FROM person_notes WHERE id = ?`, req.ID).Error
	})
	respond(c, err, "Note deleted", gin.H{"id": req.ID})
}

package notes

import (
	"context"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

// Service holds the rules of notes and follow-ups: who may see and change a note, who may be given
// a follow-up. Every call is one transaction in the church's schema; me is the signed-in person.
type Service struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

func (s *Service) today() string { return s.Clock.Now().Format("2006-01-02") }

// Notes is one page of the notes on a person that me may see.
func (s *Service) Notes(ctx context.Context, me, personID int64, paging httpx.Paging) (httpx.Page[Note], error) {
	p, err := paging.Resolve(20)
	if err != nil {
		return httpx.Page[Note]{}, err
	}
	var out httpx.Page[Note]
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := person.RequireLive(tx, personID); err != nil {
			return err
		}
		items, total, err := personNotes(tx, me, personID, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// AddNote writes a note by me on a live person.
func (s *Service) AddNote(ctx context.Context, me int64, r noteAddRequest) (*Note, error) {
	var out *Note
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := person.RequireLive(tx, r.PersonID); err != nil {
			return err
		}
		id, err := insertNote(tx, r.PersonID, me, r.Body, r.IsPrivate, r.IsPinned)
		if err != nil {
			return err
		}
		out, err = loadNote(tx, id, me)
		return err
	})
	return out, err
}

// UpdateNote changes the fields sent of a note me wrote.
func (s *Service) UpdateNote(ctx context.Context, me int64, r noteUpdateRequest) (*Note, error) {
	var ch noteChange
	if r.Body.Set {
		ch.Body = &r.Body.V
	}
	if r.IsPrivate.Set {
		ch.Private = &r.IsPrivate.V
	}
	if r.IsPinned.Set {
		ch.IsPinned = &r.IsPinned.V
	}
	var out *Note
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := ownNote(tx, r.ID, me); err != nil {
			return err
		}
		if err := updateNote(tx, r.ID, ch); err != nil {
			return err
		}
		var err error
		out, err = loadNote(tx, r.ID, me)
		return err
	})
	return out, err
}

// DeleteNote deletes a note me wrote.
func (s *Service) DeleteNote(ctx context.Context, me, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		if err := ownNote(tx, id, me); err != nil {
			return err
		}
		return deleteNote(tx, id)
	})
}

// ownNote locks a note me wrote; someone else's shared note is refused, and someone else's private
// one does not exist for me.
func ownNote(tx *gorm.DB, id, me int64) error {
	author, private, found, err := lockNote(tx, id)
	switch {
	case err != nil:
		return err
	case !found:
		return errNoteNotFound
	case author != nil && *author == me:
		return nil
	case private:
		return errNoteNotFound
	}
	return fault.E(fault.Forbidden, msgNoteAuthor)
}

// FollowUps is one page of a person's follow-ups, or me's (mine), or both.
func (s *Service) FollowUps(ctx context.Context, me int64, r followUpListRequest) (httpx.Page[FollowUp], error) {
	p, err := r.Paging.Resolve(20)
	if err != nil {
		return httpx.Page[FollowUp]{}, err
	}
	f := followUpFilter{PersonID: r.PersonID, Status: r.Status}
	if r.Mine {
		f.AssigneeID = me
	}
	var out httpx.Page[FollowUp]
	err = s.run(ctx, func(tx *gorm.DB) error {
		// Another church's person, or none, is "not found" as on every person-scoped call.
		if r.PersonID != 0 {
			if err := person.RequireLive(tx, r.PersonID); err != nil {
				return err
			}
		}
		items, total, err := listFollowUps(tx, f, s.today(), p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Staff are the people follow-ups can be given to.
func (s *Service) Staff(ctx context.Context) (StaffList, error) {
	var out StaffList
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = staff(tx)
		return err
	})
	return out, err
}

// AddFollowUp gives a follow-up about a live person to a staff member (me when none is named).
func (s *Service) AddFollowUp(ctx context.Context, me int64, r followUpAddRequest) (*FollowUp, error) {
	if r.AssigneeID == 0 {
		r.AssigneeID = me
	}
	var out *FollowUp
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := person.RequireLive(tx, r.PersonID); err != nil {
			return err
		}
		if err := requireStaff(tx, r.AssigneeID); err != nil {
			return err
		}
		id, err := insertFollowUp(tx, r.PersonID, r.Title, r.AssigneeID, r.due, me)
		if err != nil {
			return err
		}
		out, err = loadFollowUp(tx, id, s.today())
		return err
	})
	return out, err
}

// UpdateFollowUp changes the fields sent; status "done" records who finished it and when, "open"
// reopens it.
func (s *Service) UpdateFollowUp(ctx context.Context, me int64, r followUpUpdateRequest) (*FollowUp, error) {
	ch := followUpChange{By: me}
	if r.Title.Set {
		ch.Title = &r.Title.V
	}
	if r.DueDate.Set {
		ch.DueDate = &r.due
	}
	if r.Status.Set {
		ch.Status = r.Status.V
	}
	if r.AssigneeID.Set {
		ch.AssigneeID = &r.AssigneeID.V
	}
	var out *FollowUp
	err := s.run(ctx, func(tx *gorm.DB) error {
		if ch.AssigneeID != nil {
			if err := requireStaff(tx, *ch.AssigneeID); err != nil {
				return err
			}
		}
		found, err := updateFollowUp(tx, r.ID, ch)
		if err != nil {
			return err
		}
		if !found {
			return errFollowUpNotFound
		}
		out, err = loadFollowUp(tx, r.ID, s.today())
		return err
	})
	return out, err
}

// DeleteFollowUp deletes a follow-up.
func (s *Service) DeleteFollowUp(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		found, err := deleteFollowUp(tx, id)
		if err == nil && !found {
			return errFollowUpNotFound
		}
		return err
	})
}

func requireStaff(tx *gorm.DB, id int64) error {
	ok, err := isStaff(tx, id)
	if err == nil && !ok {
		return errAssignee
	}
	return err
}

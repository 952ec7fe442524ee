package kids

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/imagecheck"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/children/classrooms"
	"congregate/tenantapi/children/kit"
	"congregate/tenantapi/children/profile"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/people/person"
)

// Service holds the child profiles' rules; each call one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var people directory.Directory

var constraints = db.Constraints{
	"children_profiles_pkey":                  errHasProfile,
	"children_pickups_person_key":             errPickupTwice,
	"children_allergies_allergy_type_id_fkey": fault.E(fault.NotFound, "Allergy not found"),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Load reads children by id with everything their profile holds (the notes' text too, so a caller
// that shows them logs a view with LogView): the ids without a profile, or whose person was merged
// away, are absent. Check-in reads its children here; it logs nothing itself.
func Load(tx *gorm.DB, ids []int64, today string) (map[int64]Child, error) {
	out := map[int64]Child{}
	if len(ids) == 0 {
		return out, nil
	}
	profs, err := profiles(tx, ids)
	if err != nil || len(profs) == 0 {
		return out, err
	}
	have := make([]int64, 0, len(profs))
	for id := range profs {
		have = append(have, id)
	}
	ppl, err := people.Children(tx, have)
	if err != nil {
		return nil, err
	}
	alls, err := allergiesOf(tx, have)
	if err != nil {
		return nil, err
	}
	pickups, err := pickupsOf(tx, have)
	if err != nil {
		return nil, err
	}
	var pickupPeople []int64
	for _, p := range pickups {
		if p.PersonID != nil {
			pickupPeople = append(pickupPeople, *p.PersonID)
		}
	}
	cards, err := people.Cards(tx, pickupPeople)
	if err != nil {
		return nil, err
	}
	for _, id := range have {
		pp, ok := ppl[id]
		if !ok || !pp.Live {
			continue
		}
		pr := profs[id]
		c := Child{ID: id, FirstName: pp.FirstName, LastName: pp.LastName, Name: pp.Name, BirthDate: pp.BirthDate, Gender: pp.Gender,
			PhotoURL: pp.PhotoURL, HouseholdID: pp.HouseholdID, HouseholdName: pp.HouseholdName, Parents: pp.Parents,
			ClassroomID: pr.ClassroomID, ClassroomName: pr.ClassroomName, Grade: pr.Grade, Allergies: alls[id],
			AllergyNotes: pr.AllergyNotes, MedicalNotes: pr.MedicalNotes, HasMedical: pr.AllergyNotes != "" || pr.MedicalNotes != "",
			Pickups: []Pickup{}, Active: pr.Active, LastCheckInOn: pr.LastCheckIn}
		if c.Allergies == nil {
			c.Allergies = []Ref{}
		}
		if c.BirthDate != nil {
			if m, ok := classrooms.AgeMonths(*c.BirthDate, today); ok {
				c.AgeMonths = &m
			}
		}
		out[id] = c
	}
	for _, p := range pickups {
		c, ok := out[p.ChildID]
		if !ok {
			continue
		}
		if p.PersonID != nil {
			card := cards[*p.PersonID]
			if p.Name == "" {
				p.Name = card.Name
			}
			if p.Phone == "" {
				p.Phone = card.Mobile
			}
		}
		c.Pickups = append(c.Pickups, p.Pickup)
		if !p.Authorised {
			c.NotAuthorisedCount++
		}
		out[p.ChildID] = c
	}
	return out, nil
}

// LogView records that viewer saw a child's medical notes and allergies on page.
func LogView(tx *gorm.DB, childID int64, viewer *int64, page string) error {
	return logView(tx, childID, viewer, page)
}

// Require checks id names a child (a profile of a live person).
func Require(tx *gorm.DB, id int64) error {
	ok, err := hasProfile(tx, id, false)
	if err == nil && !ok {
		return ErrNotFound
	}
	if err == nil {
		err = person.RequireLive(tx, id)
		if err == person.ErrNotFound {
			err = ErrNotFound
		}
	}
	return err
}

func (s *Service) today(ctx context.Context) string { return kit.Today(ctx, s.Clock) }

func one(tx *gorm.DB, id int64, today string) (*Child, error) {
	m, err := Load(tx, []int64{id}, today)
	if err != nil {
		return nil, err
	}
	c, ok := m[id]
	if !ok {
		return nil, ErrNotFound
	}
	return &c, nil
}

// List is one page of children by name, filtered; the notes' text is left out (a list logs no view).
func (s *Service) List(ctx context.Context, r ListRequest) (httpx.Page[Child], error) {
	p, err := r.Paging.Resolve(20)
	if err != nil {
		return httpx.Page[Child]{}, err
	}
	today := s.today(ctx)
	var out httpx.Page[Child]
	err = s.run(ctx, func(tx *gorm.DB) error {
		ids, err := matching(tx, r.ClassroomID, r.AllergyTypeID, r.Active)
		if err != nil {
			return err
		}
		page, total, err := people.PageChildren(tx, ids, directory.ChildFilter{Search: r.Search, MinAgeMonths: r.MinAgeMonths,
			MaxAgeMonths: r.MaxAgeMonths, Today: today}, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		m, err := Load(tx, page, today)
		if err != nil {
			return err
		}
		items := make([]Child, 0, len(page))
		for _, id := range page {
			if c, ok := m[id]; ok {
				c.AllergyNotes, c.MedicalNotes = "", ""
				items = append(items, c)
			}
		}
		out = httpx.PageOf(items, total, p)
		return nil
	})
	return out, err
}

// Get is one child with everything; the view is logged in the same transaction.
func (s *Service) Get(ctx context.Context, viewer *int64, id int64, page string) (*Child, error) {
	var out *Child
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		if out, err = one(tx, id, s.today(ctx)); err != nil {
			return err
		}
		return logView(tx, id, viewer, page)
	})
	return out, err
}

func checkPhoto(photo *PhotoUpload) (string, error) {
	if photo == nil {
		return "", nil
	}
	return imagecheck.Kind(photo.FileName, photo.Data)
}

// Add makes a child: an existing person gets a profile, or a new person is added to a household
// (the parent's, when a parent is named). The photo, if any, becomes the person's photo.
func (s *Service) Add(ctx context.Context, a kit.Actor, r AddRequest, photo *PhotoUpload) (*Child, error) {
	kind, err := checkPhoto(photo)
	if err != nil {
		return nil, err
	}
	today := s.today(ctx)
	if r.birth != nil && *r.birth > today {
		return nil, fault.E(fault.Invalid, msgFuture)
	}
	var out *Child
	err = s.run(ctx, func(tx *gorm.DB) error {
		id := r.PersonID
		if id != 0 {
			if err := person.RequireLive(tx, id); err != nil {
				return err
			}
			if has, err := hasProfile(tx, id, true); err != nil || has {
				if err == nil {
					err = errHasProfile
				}
				return err
			}
		} else {
			household := r.HouseholdID
			if household == 0 {
				var err error
				if household, err = people.HouseholdOf(tx, r.ParentID); err != nil {
					return err
				}
			}
			var err error
			if id, err = people.AddChild(tx, directory.NewChild{FirstName: r.FirstName, LastName: r.LastName, BirthDate: r.birth,
				Gender: r.Gender, HouseholdID: household}); err != nil {
				return err
			}
		}
		if err := profile.CheckRefs(tx, r.ClassroomID, r.AllergyTypeIDs); err != nil {
			return err
		}
		if err := profile.Insert(tx, id, r.ClassroomID, r.Grade, r.MedicalNotes, r.AllergyNotes); err != nil {
			return err
		}
		if err := profile.SetAllergies(tx, id, r.AllergyTypeIDs); err != nil {
			return err
		}
		if kind != "" {
			if err := people.SetPhoto(tx, id, kind, photo.Data); err != nil {
				return err
			}
		}
		var err error
		if out, err = one(tx, id, today); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventChildAdd, map[string]any{"childId": id, "name": out.Name, "newPerson": r.PersonID == 0,
			"photo": kind != ""}))
	})
	return out, err
}

// Update changes the fields sent of a child (and the photo, if one came).
func (s *Service) Update(ctx context.Context, a kit.Actor, r UpdateRequest, photo *PhotoUpload) (*Child, error) {
	kind, err := checkPhoto(photo)
	if err != nil {
		return nil, err
	}
	today := s.today(ctx)
	if r.birth != nil && *r.birth > today {
		return nil, fault.E(fault.Invalid, msgFuture)
	}
	var out *Child
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := Require(tx, r.ID); err != nil {
			return err
		}
		if has, err := hasProfile(tx, r.ID, true); err != nil || !has {
			if err == nil {
				err = ErrNotFound
			}
			return err
		}
		var pc directory.ChildChange
		changed := []string{}
		if r.FirstName.Set {
			pc.FirstName, changed = &r.FirstName.V, append(changed, "firstName")
		}
		if r.LastName.Set {
			pc.LastName, changed = &r.LastName.V, append(changed, "lastName")
		}
		if r.BirthDate.Set {
			pc.BirthDate, changed = &r.birth, append(changed, "birthDate")
		}
		if r.Gender.Set {
			pc.Gender, changed = &r.Gender.V, append(changed, "gender")
		}
		if pc != (directory.ChildChange{}) {
			if err := people.ChangeChild(tx, r.ID, pc); err != nil {
				return err
			}
		}
		var ch profileChange
		var room *int64
		if r.ClassroomID.Set {
			if !r.ClassroomID.Null {
				room = &r.ClassroomID.V
			}
			ch.ClassroomID, changed = &room, append(changed, "classroomId")
		}
		var grade *int
		if r.Grade.Set {
			if !r.Grade.Null {
				grade = &r.Grade.V
			}
			ch.Grade, changed = &grade, append(changed, "grade")
		}
		if r.AllergyNotes.Set {
			ch.AllergyNotes, changed = &r.AllergyNotes.V, append(changed, "allergyNotes")
		}
		if r.MedicalNotes.Set {
			ch.MedicalNotes, changed = &r.MedicalNotes.V, append(changed, "medicalNotes")
		}
		if r.Active.Set {
			ch.Active, changed = &r.Active.V, append(changed, "active")
		}
		if err := profile.CheckRefs(tx, room, r.AllergyTypeIDs.V); err != nil {
			return err
		}
		if err := updateProfile(tx, r.ID, ch); err != nil {
			return err
		}
		if r.AllergyTypeIDs.Set {
			changed = append(changed, "allergyTypeIds")
			if err := profile.SetAllergies(tx, r.ID, r.AllergyTypeIDs.V); err != nil {
				return err
			}
		}
		if kind != "" {
			changed = append(changed, "photo")
			if err := people.SetPhoto(tx, r.ID, kind, photo.Data); err != nil {
				return err
			}
		}
		var err error
		if out, err = one(tx, r.ID, today); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventChildUpdate, map[string]any{"childId": r.ID, "name": out.Name, "changed": changed}))
	})
	return out, err
}

// Delete removes a child's profile (its allergies, notes, pickups and view log with it); the
// person stays.
func (s *Service) Delete(ctx context.Context, a kit.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		c, err := one(tx, id, s.today(ctx))
		if err != nil {
			return err
		}
		if _, err := hasProfile(tx, id, true); err != nil {
			return err
		}
		if err := deleteProfile(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventChildDelete, map[string]any{"childId": id, "name": c.Name}))
	})
}

// Notes are a child's notes, newest first.
func (s *Service) Notes(ctx context.Context, childID int64) (Notes, error) {
	out := Notes{Items: []Note{}}
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := Require(tx, childID); err != nil {
			return err
		}
		rows, err := notesOf(tx, childID)
		if err != nil {
			return err
		}
		out.Items, err = notes(tx, rows)
		return err
	})
	return out, err
}

func notes(tx *gorm.DB, rows []noteRow) ([]Note, error) {
	var authors []int64
	for _, r := range rows {
		if r.AuthorID != nil {
			authors = append(authors, *r.AuthorID)
		}
	}
	names, err := people.Names(tx, authors)
	if err != nil {
		return nil, err
	}
	out := make([]Note, 0, len(rows))
	for _, r := range rows {
		n := Note{ID: r.ID, ChildID: r.ChildID, Body: r.Body, AuthorID: r.AuthorID, Author: "Former staff member",
			CreatedAt: r.CreatedAt.UTC().Format(time.RFC3339)}
		if r.AuthorID != nil && names[*r.AuthorID] != "" {
			n.Author = names[*r.AuthorID]
		}
		out = append(out, n)
	}
	return out, nil
}

// AddNote writes a note on a child.
func (s *Service) AddNote(ctx context.Context, a kit.Actor, childID int64, body string) (*Note, error) {
	var out *Note
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := Require(tx, childID); err != nil {
			return err
		}
		id, err := insertNote(tx, childID, body, a.ID)
		if err != nil {
			return err
		}
		row, err := loadNote(tx, id)
		if err != nil {
			return err
		}
		ns, err := notes(tx, []noteRow{*row})
		if err != nil {
			return err
		}
		out = &ns[0]
		return audit.Write(tx, a.Audit(kit.EventNoteAdd, map[string]any{"childId": childID, "noteId": id}))
	})
	return out, err
}

// DeleteNote deletes a note.
func (s *Service) DeleteNote(ctx context.Context, a kit.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		n, err := loadNote(tx, id)
		if err != nil {
			return err
		}
		if err := deleteNote(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventNoteDelete, map[string]any{"childId": n.ChildID, "noteId": id}))
	})
}

// pickupFields checks a pickup's person and phone.
func pickupFields(ctx context.Context, tx *gorm.DB, f PickupFields) (PickupFields, error) {
	if f.PersonID != nil {
		if err := person.RequireLive(tx, *f.PersonID); err != nil {
			return f, errPickup
		}
	}
	if f.Phone != "" {
		p, ok := person.NormalizePhone(f.Phone, person.Country(ctx))
		if !ok || len(p) > 20 {
			return f, fault.E(fault.Invalid, msgPickupPhone)
		}
		f.Phone = p
	}
	return f, nil
}

func pickupOf(tx *gorm.DB, childID, id int64, today string) (*Pickup, error) {
	c, err := one(tx, childID, today)
	if err != nil {
		return nil, err
	}
	for _, p := range c.Pickups {
		if p.ID == id {
			return &p, nil
		}
	}
	return nil, errPickup
}

// AddPickup adds an authorised or NOT authorised pickup person to a child.
func (s *Service) AddPickup(ctx context.Context, a kit.Actor, childID int64, f PickupFields) (*Pickup, error) {
	var out *Pickup
	err := s.run(ctx, func(tx *gorm.DB) error {
		if err := Require(tx, childID); err != nil {
			return err
		}
		f, err := pickupFields(ctx, tx, f)
		if err != nil {
			return err
		}
		id, err := insertPickup(tx, childID, f)
		if err != nil {
			return err
		}
		if out, err = pickupOf(tx, childID, id, s.today(ctx)); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventPickupAdd, map[string]any{"childId": childID, "pickupId": id, "name": out.Name,
			"authorised": f.Authorised}))
	})
	return out, err
}

// UpdatePickup replaces a pickup person's fields.
func (s *Service) UpdatePickup(ctx context.Context, a kit.Actor, id int64, f PickupFields) (*Pickup, error) {
	var out *Pickup
	err := s.run(ctx, func(tx *gorm.DB) error {
		childID, err := pickupChild(tx, id)
		if err != nil {
			return err
		}
		if f, err = pickupFields(ctx, tx, f); err != nil {
			return err
		}
		if err := updatePickup(tx, id, f); err != nil {
			return err
		}
		if out, err = pickupOf(tx, childID, id, s.today(ctx)); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventPickupUpdate, map[string]any{"childId": childID, "pickupId": id, "name": out.Name,
			"authorised": f.Authorised}))
	})
	return out, err
}

// DeletePickup removes a pickup person.
func (s *Service) DeletePickup(ctx context.Context, a kit.Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		childID, err := pickupChild(tx, id)
		if err != nil {
			return err
		}
		if err := deletePickup(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.Audit(kit.EventPickupDelete, map[string]any{"childId": childID, "pickupId": id}))
	})
}

// errNoPhoto is a child without a photo.
var errNoPhoto = fault.E(fault.NotFound, "Photo not found")

// Photo is a child's photo (the children key's own read: /api/people/photo/:id needs people).
func (s *Service) Photo(ctx context.Context, id int64) (contentType string, data []byte, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := Require(tx, id); err != nil {
			return err
		}
		contentType, data, err = people.Photo(tx, id)
		if err == nil && data == nil {
			err = errNoPhoto
		}
		return err
	})
	return contentType, data, err
}

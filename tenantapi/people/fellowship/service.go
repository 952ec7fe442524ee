package fellowship

import (
	"context"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/roster"
)

// Service holds the rules of house fellowships and leadership: a district or zone is deleted only
// when empty, a fellowship's leader, host and members are live people of the church, a person is in
// one fellowship at most. Every call is one transaction in the church's schema.
type Service struct {
	Tenants *db.Tenants
	// People finds the candidates of leadership/search-user.
	People People
}

// fellowshipMembers are a fellowship's members; a remove names live people only, as an add does.
var fellowshipMembers = roster.Roster{Of: members, Exists: fellowshipExists, LiveOnRemove: true}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// paged is one page of a list (10 rows unless the request says), read in one transaction.
func paged[T any](ctx context.Context, s *Service, paging httpx.Paging, read func(tx *gorm.DB, limit, offset int) ([]T, int64, error)) (httpx.Page[T], error) {
	p, err := paging.Resolve(10)
	if err != nil {
		return httpx.Page[T]{}, err
	}
	var out httpx.Page[T]
	err = s.run(ctx, func(tx *gorm.DB) error {
		items, total, err := read(tx, p.PageSize, p.Offset())
		out = httpx.PageOf(items, total, p)
		return err
	})
	return out, err
}

// Districts is one page of districts whose name contains q.
func (s *Service) Districts(ctx context.Context, r districtsListRequest) (httpx.Page[District], error) {
	return paged(ctx, s, r.Paging, func(tx *gorm.DB, limit, offset int) ([]District, int64, error) {
		return districts(tx, r.Q, limit, offset)
	})
}

// SaveDistrict adds a district or renames one.
func (s *Service) SaveDistrict(ctx context.Context, r districtRequest, add bool) (out *District, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		id, err := saveDistrict(tx, add, r.ID, r.Name)
		if err != nil {
			return err
		}
		out, err = loadDistrict(tx, id)
		return err
	})
	return out, err
}

// DeleteDistrict deletes a district without zones.
func (s *Service) DeleteDistrict(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return deleteDistrict(tx, id) })
}

// Zones is one page of zones (of a district, or all) whose name contains q.
func (s *Service) Zones(ctx context.Context, r zonesListRequest) (httpx.Page[Zone], error) {
	return paged(ctx, s, r.Paging, func(tx *gorm.DB, limit, offset int) ([]Zone, int64, error) {
		return zones(tx, r.DistrictID, r.Q, limit, offset)
	})
}

// SaveZone adds a zone to a district or changes the fields sent (a new district must exist).
func (s *Service) SaveZone(ctx context.Context, r zoneRequest, add bool) (out *Zone, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if r.DistrictID.Set && r.DistrictID.V != 0 {
			if _, err := loadDistrict(tx, r.DistrictID.V); err != nil {
				return err
			}
		}
		id, err := saveZone(tx, add, r.ID, zoneColumns(r, add))
		if err != nil {
			return err
		}
		out, err = loadZone(tx, id)
		return err
	})
	return out, err
}

// DeleteZone deletes a zone without fellowships.
func (s *Service) DeleteZone(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return deleteZone(tx, id) })
}

// Fellowships is one page of fellowships (of a zone, of a district, or all) whose name contains q.
func (s *Service) Fellowships(ctx context.Context, r fellowshipsListRequest) (httpx.Page[Fellowship], error) {
	return paged(ctx, s, r.Paging, func(tx *gorm.DB, limit, offset int) ([]Fellowship, int64, error) {
		return fellowships(tx, r.ZoneID, r.DistrictID, r.Q, limit, offset)
	})
}

// SaveFellowship adds a fellowship to a zone or changes the fields sent; its leader and host are
// live people of the church.
func (s *Service) SaveFellowship(ctx context.Context, r fellowshipRequest, add bool) (out *Fellowship, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		for _, id := range r.people() {
			if err := person.RequireLive(tx, id); err != nil {
				return err
			}
		}
		id, err := saveFellowship(tx, add, r.ID, fellowshipColumns(r, add))
		if err != nil {
			return err
		}
		out, err = loadFellowship(tx, id)
		return err
	})
	return out, err
}

// DeleteFellowship deletes a fellowship; its members keep no fellowship.
func (s *Service) DeleteFellowship(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return deleteFellowship(tx, id) })
}

// Members is one page of a fellowship's members.
func (s *Service) Members(ctx context.Context, r membersRequest) (httpx.Page[Member], error) {
	return paged(ctx, s, r.Paging, func(tx *gorm.DB, limit, offset int) ([]Member, int64, error) {
		return fellowshipMembers.Page(tx, r.FellowshipID, r.Q, limit, offset)
	})
}

// AddMembers moves people into a fellowship.
func (s *Service) AddMembers(ctx context.Context, r membersRequest) (out roster.Added, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out, err = fellowshipMembers.Add(tx, r.FellowshipID, r.PersonIDs, nil)
		return err
	})
	return out, err
}

// RemoveMembers takes people out of a fellowship.
func (s *Service) RemoveMembers(ctx context.Context, r membersRequest) (out roster.Removed, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out, err = fellowshipMembers.Remove(tx, r.FellowshipID, r.PersonIDs)
		return err
	})
	return out, err
}

// Leaders is the leadership directory in its order.
func (s *Service) Leaders(ctx context.Context) (out Leaders, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		out.Items, err = leaders(tx)
		return err
	})
	return out, err
}

// SaveLeader changes the title of the leader id, or (id 0) puts a live person in the directory
// with a title (a person already in it keeps their place and takes the new title).
func (s *Service) SaveLeader(ctx context.Context, r leaderSaveRequest) (out *Leader, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		id := r.ID
		if id != 0 {
			if err := retitleLeader(tx, id, r.Title); err != nil {
				return err
			}
		} else {
			if err := person.RequireLive(tx, r.PersonID); err != nil {
				return err
			}
			if id, err = addLeader(tx, r.PersonID, r.Title); err != nil {
				return err
			}
		}
		all, err := leaders(tx)
		for _, l := range all {
			if l.ID == id {
				out = &l
			}
		}
		return err
	})
	return out, err
}

// DeleteLeader takes a leader out of the directory.
func (s *Service) DeleteLeader(ctx context.Context, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error { return deleteLeader(tx, id) })
}

// MoveLeader moves a leader to a 0-based place in the directory.
func (s *Service) MoveLeader(ctx context.Context, r repositionRequest) (out Leaders, err error) {
	err = s.run(ctx, func(tx *gorm.DB) error {
		if err := moveLeader(tx, r.ID, r.NewPosition); err != nil {
			return err
		}
		out.Items, err = leaders(tx)
		return err
	})
	return out, err
}

// Candidates are up to 20 active people matching q (two characters at least) who are not leaders.
func (s *Service) Candidates(ctx context.Context, q string) (Candidates, error) {
	out := Candidates{Items: []person.Summary{}}
	if len([]rune(strings.TrimSpace(q))) < 2 {
		return out, nil
	}
	err := s.run(ctx, func(tx *gorm.DB) error {
		leaders, err := leaderPeople(tx)
		if err != nil {
			return err
		}
		out.Items, err = s.People.Active(tx, q, leaders, 20)
		return err
	})
	return out, err
}

// Package fellowship is house fellowships and the leadership directory (docs/people-api.md "House
// fellowship", "Leadership"): districts hold zones and zones hold fellowships (spec: page size 10),
// each fellowship with its meeting day and time, leader, host and members, a person belonging to
// one fellowship at most; and the church's leaders with their titles, in the directory's order.
package fellowship

import (
	"regexp"
	"strings"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/person"
)

var (
	errDistrictNotFound   = fault.E(fault.NotFound, "District not found")
	errZoneNotFound       = fault.E(fault.NotFound, "Zone not found")
	errFellowshipNotFound = fault.E(fault.NotFound, "House fellowship not found")
	errLeaderNotFound     = fault.E(fault.NotFound, "Leader not found")
	errDistrictInUse      = fault.E(fault.Conflict, "Delete or move its zones first")
	errZoneInUse          = fault.E(fault.Conflict, "Delete or move its fellowships first")
)

var constraints = db.Constraints{
	"hf_districts_name_key":            fault.E(fault.Conflict, "A district with this name already exists"),
	"hf_zones_name_key":                fault.E(fault.Conflict, "This district already has a zone with this name"),
	"house_fellowships_name_key":       fault.E(fault.Conflict, "This zone already has a fellowship with this name"),
	"house_fellowships_leader_id_fkey": fault.E(fault.NotFound, "Leader not found"),
	"house_fellowships_host_id_fkey":   fault.E(fault.NotFound, "Host not found"),
	"house_fellowships_zone_id_fkey":   errZoneNotFound,
	"hf_zones_district_id_fkey":        errDistrictNotFound,
	"people_house_fellowship_id_fkey":  errFellowshipNotFound,
	"leaders_person_id_fkey":           person.ErrNotFound,
}

// People is the people search leadership offers candidates from. The people package implements it
// (people.Service): a sub-package does not import its parent.
type People interface {
	// Active finds up to limit active people matching q, without the excluded ids.
	Active(tx *gorm.DB, q string, exclude []int64, limit int) ([]person.Summary, error)
}

// District groups zones.
type District struct {
	ID        int64  `json:"id"`
	Name      string `json:"name"`
	ZoneCount int64  `json:"zoneCount"`
}

// Zone groups fellowships.
type Zone struct {
	ID              int64  `json:"id"`
	DistrictID      int64  `json:"districtId"`
	District        string `json:"district"`
	Name            string `json:"name"`
	FellowshipCount int64  `json:"fellowshipCount"`
}

// Fellowship is a house fellowship.
type Fellowship struct {
	ID          int64  `json:"id"`
	ZoneID      int64  `json:"zoneId"`
	Zone        string `json:"zone"`
	DistrictID  int64  `json:"districtId"`
	District    string `json:"district"`
	Name        string `json:"name"`
	Address     string `json:"address"`
	MeetingDay  string `json:"meetingDay"`
	MeetingTime string `json:"meetingTime"`
	LeaderID    *int64 `json:"leaderId"`
	Leader      string `json:"leader"`
	HostID      *int64 `json:"hostId"`
	Host        string `json:"host"`
	MemberCount int64  `json:"memberCount"`
}

// Member is a person's row in a fellowship's members.
type Member = person.Member

// Leader is an entry of the church's leadership directory.
type Leader struct {
	ID         int64  `json:"id"`
	PersonID   int64  `json:"personId"`
	FullName   string `json:"fullName"`
	FirstName  string `json:"-"`
	MiddleName string `json:"-"`
	LastName   string `json:"-"`
	Email      string `json:"email"`
	Mobile     string `json:"mobile"`
	HasPhoto   bool   `json:"hasPhoto"`
	PhotoURL   string `json:"photoUrl"`
	Title      string `json:"title"`
	Position   int    `json:"position"`
	PhotoVer   *int64 `json:"-"`
}

// Leaders answers leadership/list and leadership/change, in the directory's order.
type Leaders struct {
	Items []Leader `json:"items"`
}

// Candidates answers leadership/search-user: active people who are not leaders yet.
type Candidates struct {
	Items []person.Summary `json:"items"`
}

// Deleted answers a delete: an empty object.
type Deleted struct{}

// Requests. Flat structs (only ClientContext embedded): the console reads "Field id must be a
// number", not a Go type name.

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type districtsListRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
	httpx.Paging
}

// districtRequest adds a district (ID unused) or renames one.
type districtRequest struct {
	httpx.ClientContext
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

func (r *districtRequest) Validate() (err error) {
	r.Name, err = name(r.Name)
	return err
}

type zonesListRequest struct {
	httpx.ClientContext
	DistrictID int64  `json:"districtId"`
	Q          string `json:"q"`
	httpx.Paging
}

// zoneRequest adds a zone (ID unused) or changes the fields sent; a districtId of 0 is no change.
type zoneRequest struct {
	httpx.ClientContext
	ID         int64             `json:"id"`
	DistrictID httpx.Opt[int64]  `json:"districtId"`
	Name       httpx.Opt[string] `json:"name"`
}

func (r *zoneRequest) check(add bool) (err error) {
	if add || r.Name.Set {
		if r.Name.V, err = name(r.Name.V); err != nil {
			return err
		}
	}
	if add && r.DistrictID.V == 0 {
		return fault.E(fault.Invalid, "Choose a district")
	}
	return nil
}

type zoneAddRequest zoneRequest

func (r *zoneAddRequest) Validate() error { return (*zoneRequest)(r).check(true) }

type zoneUpdateRequest zoneRequest

func (r *zoneUpdateRequest) Validate() error { return (*zoneRequest)(r).check(false) }

type fellowshipsListRequest struct {
	httpx.ClientContext
	ZoneID     int64  `json:"zoneId"`
	DistrictID int64  `json:"districtId"`
	Q          string `json:"q"`
	httpx.Paging
}

// fellowshipRequest adds a fellowship (ID unused) or changes the fields sent; a zoneId of 0 is no
// change, a leaderId or hostId of null or 0 takes the leader or host away.
type fellowshipRequest struct {
	httpx.ClientContext
	ID          int64             `json:"id"`
	ZoneID      httpx.Opt[int64]  `json:"zoneId"`
	Name        httpx.Opt[string] `json:"name"`
	Address     httpx.Opt[string] `json:"address"`
	MeetingDay  httpx.Opt[string] `json:"meetingDay"`
	MeetingTime httpx.Opt[string] `json:"meetingTime"`
	LeaderID    httpx.Opt[int64]  `json:"leaderId"`
	HostID      httpx.Opt[int64]  `json:"hostId"`
}

func (r *fellowshipRequest) check(add bool) (err error) {
	if add || r.Name.Set {
		if r.Name.V, err = name(r.Name.V); err != nil {
			return err
		}
	}
	if add && r.ZoneID.V == 0 {
		return fault.E(fault.Invalid, "Choose a zone")
	}
	if r.Address.Set {
		if person.TooLong(r.Address.V, 300) {
			return fault.E(fault.Invalid, "Address is too long")
		}
		r.Address.V = strings.TrimSpace(r.Address.V)
	}
	if r.MeetingDay.Set {
		r.MeetingDay.V = strings.ToLower(strings.TrimSpace(r.MeetingDay.V))
		if !weekdays[r.MeetingDay.V] {
			return fault.E(fault.Invalid, "Meeting day must be a day of the week")
		}
	}
	if r.MeetingTime.Set && !validClock(r.MeetingTime.V) {
		return fault.E(fault.Invalid, "Meeting time must look like 19:30")
	}
	return nil
}

// people are the leader and host the request names (to check they are the church's).
func (r fellowshipRequest) people() []int64 {
	var ids []int64
	for _, o := range []httpx.Opt[int64]{r.LeaderID, r.HostID} {
		if o.Set && !o.Null && o.V != 0 {
			ids = append(ids, o.V)
		}
	}
	return ids
}

type fellowshipAddRequest fellowshipRequest

func (r *fellowshipAddRequest) Validate() error { return (*fellowshipRequest)(r).check(true) }

type fellowshipUpdateRequest fellowshipRequest

func (r *fellowshipUpdateRequest) Validate() error { return (*fellowshipRequest)(r).check(false) }

// membersRequest is the body of the three member calls: the list reads q and the paging, adding
// and removing the person ids.
type membersRequest struct {
	httpx.ClientContext
	FellowshipID int64   `json:"fellowshipId"`
	PersonIDs    []int64 `json:"personIds"`
	Q            string  `json:"q"`
	httpx.Paging
}

// leaderSaveRequest adds a person to the directory with a title, or changes the title of the
// leader id (or of the person, when already a leader).
type leaderSaveRequest struct {
	httpx.ClientContext
	ID       int64  `json:"id"`
	PersonID int64  `json:"personId"`
	Title    string `json:"title"`
}

func (r *leaderSaveRequest) Validate() error {
	r.Title = strings.TrimSpace(r.Title)
	if r.Title == "" {
		return fault.E(fault.Invalid, "Title is required")
	}
	if person.TooLong(r.Title, 100) {
		return fault.E(fault.Invalid, "Title must be at most 100 characters")
	}
	return nil
}

type repositionRequest struct {
	httpx.ClientContext
	ID          int64 `json:"id"`
	NewPosition int   `json:"newPosition"`
}

type searchRequest struct {
	httpx.ClientContext
	Q string `json:"q"`
}

// name is a district's, zone's or fellowship's name: trimmed, required, at most 100 characters.
func name(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", fault.E(fault.Invalid, "Name is required")
	}
	if person.TooLong(s, 100) {
		return "", fault.E(fault.Invalid, "Name must be at most 100 characters")
	}
	return s, nil
}

var weekdays = map[string]bool{"": true, "sunday": true, "monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true}

var clockRule = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)

func validClock(s string) bool { return s == "" || clockRule.MatchString(s) }

// Package checkin is children's check-in (issue 15, docs/children-api.md "Routes — h-checkin",
// "Codes"), gin-free: stations, finding a family, checking children in and out with a security
// code the child's and the parent's labels share, the labels, an offline station's sync, the adults
// in a room and the live room board. Its HTTP side is checkinapi.
package checkin

import (
	"regexp"
	"strings"
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
)

// Audit events (children.checkin.<thing>.<verb>).
const (
	EventStationAdd    = "children.checkin.station.add"
	EventStationUpdate = "children.checkin.station.update"
	EventStationDelete = "children.checkin.station.delete"
	EventCheckin       = "children.checkin.checkin"
	EventCheckout      = "children.checkin.checkout"
	EventReprint       = "children.checkin.reprint"
	EventSyncConflict  = "children.checkin.sync.conflict"
	EventAdultIn       = "children.checkin.adult.in"
	EventAdultOut      = "children.checkin.adult.out"
)

// Messages the station shows.
const (
	msgStationName    = "Enter a station name"
	msgStationMode    = "Choose self, manned or roster"
	msgDate           = "Enter the date as YYYY-MM-DD"
	msgClientID       = "clientId must be a UUID made by the station"
	msgChooseChildren = "Choose at least one child"
	msgTooManyKids    = "At most 20 children check in together"
	msgSameChildTwice = "A child is listed twice"
	msgFull           = "This room is full"
	msgRatio          = "This room needs another adult before more children can check in"
	msgWrongCode      = "The code does not match this child's label"
	msgWhoPicksUp     = "Say who is picking up"
	msgChooseCheckins = "Choose the children to check out"
	msgNoTag          = "Every station tag is taken: delete a station first"
	msgNoCode         = "No free code is left for this station today"
	msgEntries        = "Send 1 to 200 entries"
	msgKind           = "kind is checkin or checkout"
	msgFormat         = "format is pdf or zpl"
	msgSize           = "size is 4x2in or 62mm"
	msgNotTeacher     = "Only a teacher with a valid background check counts as an adult in the room"
	msgAdultIn        = "This person is already in a room"
)

var (
	errStationNotFound   = fault.E(fault.NotFound, "Station not found")
	errChildNotFound     = fault.E(fault.NotFound, "Child not found")
	errClassroomNotFound = fault.E(fault.NotFound, "Classroom not found")
	errCheckinNotFound   = fault.E(fault.NotFound, "Check-in not found")
	errPersonNotFound    = fault.E(fault.NotFound, "Person not found")
	errAdultNotFound     = fault.E(fault.NotFound, "Adult not found")
	errStationNameTaken  = fault.E(fault.Conflict, "A station with this name already exists")
	errTagTaken          = fault.E(fault.Conflict, "Another station took this tag: try again")
	errAlreadyIn         = fault.E(fault.Conflict, "This child is already checked in")
)

// Actor is who makes a change: their person id and the audit entry builder of their request.
type Actor struct {
	ID    *int64
	Entry func(event string, details map[string]any) audit.Entry
}

func (a Actor) audit(event string, details map[string]any) audit.Entry {
	if a.Entry == nil {
		return audit.Entry{PersonID: a.ID, Event: event, Success: true, Details: details}
	}
	return a.Entry(event, details)
}

// Station is a check-in station.
type Station struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Mode string `json:"mode" enum:"self,manned,roster"`
	// Tag is the first character of every code the station makes.
	Tag string `json:"tag"`
}

// Stations answers stations/list.
type Stations struct {
	Items []Station `json:"items"`
}

// Deleted names what went.
type Deleted struct {
	ID int64 `json:"id"`
}

// Parent is a parent of a family.
type Parent struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Mobile string `json:"mobile"`
}

// FamilyChild is a child of a family as a station shows it.
type FamilyChild struct {
	ID        int64   `json:"id"`
	FirstName string  `json:"firstName"`
	LastName  string  `json:"lastName"`
	Name      string  `json:"name"`
	BirthDate *string `json:"birthDate"`
	AgeMonths *int    `json:"ageMonths"`
	// ClassroomID is the child's classroom, or the one its age or grade suggests.
	ClassroomID   *int64   `json:"classroomId"`
	ClassroomName string   `json:"classroomName"`
	Allergies     []string `json:"allergies"`
	AllergyNotes  string   `json:"allergyNotes"`
	HasMedical    bool     `json:"hasMedical"`
	// Authorised and NotAuthorised are the pickup people's names besides the parents.
	Authorised    []string `json:"authorised"`
	NotAuthorised []string `json:"notAuthorised"`
	CheckedIn     bool     `json:"checkedIn"`
	CheckinID     *int64   `json:"checkinId"`
	Code          *string  `json:"code"`
}

// Family is a household with its children who have a profile, and its parents.
type Family struct {
	ID       int64         `json:"id"`
	Name     string        `json:"name"`
	Parents  []Parent      `json:"parents"`
	Children []FamilyChild `json:"children"`
}

// Families answers families.
type Families struct {
	Items []Family `json:"items"`
}

// Checkin is one child's check-in.
type Checkin struct {
	ID            int64   `json:"id"`
	ChildID       int64   `json:"childId"`
	ChildName     string  `json:"childName"`
	ClassroomID   *int64  `json:"classroomId"`
	ClassroomName string  `json:"classroomName"`
	Code          string  `json:"code"`
	ServiceOn     string  `json:"serviceOn"`
	CheckedInAt   string  `json:"checkedInAt"`
	CheckedOutAt  *string `json:"checkedOutAt"`
	PickedUpBy    string  `json:"pickedUpBy"`
}

// CheckinResult answers checkin and reprint: the code the children share and their check-ins.
type CheckinResult struct {
	Code     string    `json:"code"`
	GroupID  int64     `json:"groupId"`
	Checkins []Checkin `json:"checkins"`
}

// CheckoutResult answers checkout.
type CheckoutResult struct {
	CheckoutID int64     `json:"checkoutId"`
	Checkins   []Checkin `json:"checkins"`
}

// Room is a classroom on the board.
type Room struct {
	ClassroomID int64  `json:"classroomId"`
	Name        string `json:"name"`
	Capacity    int    `json:"capacity"`
	Ratio       int    `json:"ratio"`
	Count       int    `json:"count"`
	Adults      int    `json:"adults"`
	// Open says another child may check in; Reason says why not.
	Open   bool   `json:"open"`
	Reason string `json:"reason"`
}

// Board answers board and each event of board/stream.
type Board struct {
	ServiceOn string `json:"serviceOn"`
	Rooms     []Room `json:"rooms"`
}

// Today is what an offline station caches when it opens.
type Today struct {
	ServiceOn string  `json:"serviceOn"`
	Station   Station `json:"station"`
	Alphabet  string  `json:"alphabet"`
	// OpenCodes are the station's codes in use today: the station never makes one of these.
	OpenCodes      []string `json:"openCodes"`
	Rooms          []Room   `json:"rooms"`
	Families       []Family `json:"families"`
	LabelSize      string   `json:"labelSize" enum:"4x2in,62mm"`
	PrintAllergies bool     `json:"printAllergies"`
}

// Adult is an adult present in a room.
type Adult struct {
	ID          int64  `json:"id"`
	ClassroomID int64  `json:"classroomId"`
	PersonID    int64  `json:"personId"`
	Name        string `json:"name"`
	ServiceOn   string `json:"serviceOn"`
}

// Adults answers adults/list: the adults present in the rooms on a service day.
type Adults struct {
	ServiceOn string  `json:"serviceOn"`
	Items     []Adult `json:"items"`
}

// SyncResult is one sync entry's outcome.
type SyncResult struct {
	ClientID string `json:"clientId"`
	Status   string `json:"status" enum:"applied,duplicate,conflict"`
	Message  string `json:"message"`
	Code     string `json:"code"`
	// CheckinIDs are the check-ins the entry made or closed.
	CheckinIDs []int64 `json:"checkinIds"`
}

// SyncResults answers sync, in the order the entries were sent.
type SyncResults struct {
	Results []SyncResult `json:"results"`
}

// Requests.

// IDRequest names one row.
type IDRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

// StationRequest adds (no id) or updates a station.
type StationRequest struct {
	httpx.ClientContext
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Mode string `json:"mode" enum:"self,manned,roster"`
}

// Validate trims and checks.
func (r *StationRequest) Validate() error {
	r.Name = strings.TrimSpace(r.Name)
	if r.Name == "" || len([]rune(r.Name)) > 100 {
		return fault.E(fault.Invalid, msgStationName)
	}
	if r.Mode == "" {
		r.Mode = "manned"
	}
	if r.Mode != "self" && r.Mode != "manned" && r.Mode != "roster" {
		return fault.E(fault.Invalid, msgStationMode)
	}
	return nil
}

// FamiliesRequest searches families.
type FamiliesRequest struct {
	httpx.ClientContext
	Q         string `json:"q"`
	ServiceOn string `json:"serviceOn"`
	// WithoutChildren keeps the families with no child yet (the add-child dialog registers a new
	// family's first child); a person without a household comes alone as its parent, id 0.
	WithoutChildren bool `json:"withoutChildren"`
}

// Validate checks the date.
func (r *FamiliesRequest) Validate() error {
	r.Q = strings.TrimSpace(r.Q)
	if len(r.Q) > 100 {
		r.Q = r.Q[:100]
	}
	return checkDate(r.ServiceOn)
}

// ChildChoice is a child to check in and the room (nil: the child's or the suggested one).
type ChildChoice struct {
	ChildID     int64  `json:"childId"`
	ClassroomID *int64 `json:"classroomId"`
}

// CheckinRequest checks children in together under one code.
type CheckinRequest struct {
	httpx.ClientContext
	StationID int64  `json:"stationId"`
	ClientID  string `json:"clientId"`
	ServiceOn string `json:"serviceOn"`
	// Code is the code the station chose (its tag first); the server answers another when it is
	// taken. Empty: the server chooses.
	Code        string        `json:"code"`
	Children    []ChildChoice `json:"children"`
	CheckedInBy *int64        `json:"checkedInBy"`
}

// Validate checks the shape.
func (r *CheckinRequest) Validate() error {
	if !uuidRE.MatchString(r.ClientID) {
		return fault.E(fault.Invalid, msgClientID)
	}
	r.ClientID = strings.ToLower(r.ClientID)
	r.Code = strings.ToUpper(strings.TrimSpace(r.Code))
	if err := checkDate(r.ServiceOn); err != nil {
		return err
	}
	if len(r.Children) == 0 {
		return fault.E(fault.Invalid, msgChooseChildren)
	}
	if len(r.Children) > 20 {
		return fault.E(fault.Invalid, msgTooManyKids)
	}
	seen := map[int64]bool{}
	for _, c := range r.Children {
		if seen[c.ChildID] {
			return fault.E(fault.Invalid, msgSameChildTwice)
		}
		seen[c.ChildID] = true
	}
	return nil
}

// PickedUpBy is who picks up: a person of the church or a name.
type PickedUpBy struct {
	PersonID *int64 `json:"personId"`
	Name     string `json:"name"`
}

// CheckoutRequest checks children out with the code on the parent's label.
type CheckoutRequest struct {
	httpx.ClientContext
	StationID  int64      `json:"stationId"`
	ClientID   string     `json:"clientId"`
	Code       string     `json:"code"`
	CheckinIDs []int64    `json:"checkinIds"`
	PickedUpBy PickedUpBy `json:"pickedUpBy"`
}

// Validate checks the shape.
func (r *CheckoutRequest) Validate() error {
	if !uuidRE.MatchString(r.ClientID) {
		return fault.E(fault.Invalid, msgClientID)
	}
	r.ClientID = strings.ToLower(r.ClientID)
	r.Code = strings.ToUpper(strings.TrimSpace(r.Code))
	if len(r.CheckinIDs) == 0 || len(r.CheckinIDs) > 20 {
		return fault.E(fault.Invalid, msgChooseCheckins)
	}
	return r.PickedUpBy.validate()
}

func (p *PickedUpBy) validate() error {
	p.Name = strings.Join(strings.Fields(p.Name), " ")
	if len([]rune(p.Name)) > 150 {
		p.Name = string([]rune(p.Name)[:150])
	}
	if p.PersonID == nil && p.Name == "" {
		return fault.E(fault.Invalid, msgWhoPicksUp)
	}
	return nil
}

// CheckinIDRequest names a check-in.
type CheckinIDRequest struct {
	httpx.ClientContext
	CheckinID int64 `json:"checkinId"`
}

// LabelRequest asks for a check-in's labels (the child's for each child of its group, and the
// parent's).
type LabelRequest struct {
	httpx.ClientContext
	CheckinID int64  `json:"checkinId"`
	Format    string `json:"format" enum:"pdf,zpl"`
	// Size is the label's size; empty: the children settings'.
	Size string `json:"size" enum:"4x2in,62mm,"`
}

// Validate checks format and size.
func (r *LabelRequest) Validate() error {
	if r.Format == "" {
		r.Format = "pdf"
	}
	if r.Format != "pdf" && r.Format != "zpl" {
		return fault.E(fault.Invalid, msgFormat)
	}
	if r.Size != "" && r.Size != "4x2in" && r.Size != "62mm" {
		return fault.E(fault.Invalid, msgSize)
	}
	return nil
}

// BoardRequest asks for a service day's board.
type BoardRequest struct {
	httpx.ClientContext
	ServiceOn string `json:"serviceOn"`
}

// Validate checks the date.
func (r *BoardRequest) Validate() error { return checkDate(r.ServiceOn) }

// TodayRequest asks for a station's offline cache.
type TodayRequest struct {
	httpx.ClientContext
	StationID int64  `json:"stationId"`
	ServiceOn string `json:"serviceOn"`
}

// Validate checks the date.
func (r *TodayRequest) Validate() error { return checkDate(r.ServiceOn) }

// AdultInRequest puts a teacher in a room for a service day.
type AdultInRequest struct {
	httpx.ClientContext
	ClassroomID int64  `json:"classroomId"`
	PersonID    int64  `json:"personId"`
	ServiceOn   string `json:"serviceOn"`
}

// Validate checks the date.
func (r *AdultInRequest) Validate() error { return checkDate(r.ServiceOn) }

// SyncEntry is one entry of an offline station's queue: a check-in (children, code, checkedInBy)
// or a check-out (code, checkinIds or childIds, pickedUpBy), recorded at At on the station.
type SyncEntry struct {
	ClientID    string        `json:"clientId"`
	Kind        string        `json:"kind" enum:"checkin,checkout"`
	At          string        `json:"at"`
	ServiceOn   string        `json:"serviceOn"`
	Code        string        `json:"code"`
	Children    []ChildChoice `json:"children"`
	CheckedInBy *int64        `json:"checkedInBy"`
	CheckinIDs  []int64       `json:"checkinIds"`
	// ChildIDs name the children of a check-out recorded offline, whose check-in ids the station
	// may not know.
	ChildIDs   []int64    `json:"childIds"`
	PickedUpBy PickedUpBy `json:"pickedUpBy"`
}

// SyncRequest is an offline station's queue.
type SyncRequest struct {
	httpx.ClientContext
	StationID int64       `json:"stationId"`
	Entries   []SyncEntry `json:"entries"`
}

// Validate checks the count; each entry is checked on its own (a bad one is a conflict, not a
// refused queue).
func (r *SyncRequest) Validate() error {
	if len(r.Entries) == 0 || len(r.Entries) > 200 {
		return fault.E(fault.Invalid, msgEntries)
	}
	for i := range r.Entries {
		if !uuidRE.MatchString(r.Entries[i].ClientID) {
			return fault.E(fault.Invalid, msgClientID)
		}
		r.Entries[i].ClientID = strings.ToLower(r.Entries[i].ClientID)
		if r.Entries[i].Kind != "checkin" && r.Entries[i].Kind != "checkout" {
			return fault.E(fault.Invalid, msgKind)
		}
		r.Entries[i].Code = strings.ToUpper(strings.TrimSpace(r.Entries[i].Code))
		if err := checkDate(r.Entries[i].ServiceOn); err != nil {
			return err
		}
	}
	return nil
}

var uuidRE = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

func checkDate(s string) error {
	if s == "" {
		return nil
	}
	if _, err := time.Parse("2006-01-02", s); err != nil {
		return fault.E(fault.Invalid, msgDate)
	}
	return nil
}

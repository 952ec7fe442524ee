package checkin

import (
	"context"
	"errors"
	"sort"
	"strconv"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/children/kids"
	"congregate/tenantapi/people/directory"
)

// People is what check-in reads of people (people/directory).
type People interface {
	CheckinMatches(tx *gorm.DB, q string, limit int) ([]int64, error)
	CheckinFamilies(tx *gorm.DB, ids []int64) ([]directory.CheckinFamily, error)
	CheckinPeople(tx *gorm.DB, ids []int64) (map[int64]directory.CheckinMember, error)
}

// Service holds check-in's rules; each call one transaction in the church's schema (sync: one per
// entry), and a change of a room's count is published on the board after it commits.
type Service struct {
	Tenants *db.Tenants
	People  People
	// Hub carries board changes to every API process's stations; nil publishes nothing.
	Hub *Hub
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{
	"children_stations_name_key":    errStationNameTaken,
	"children_stations_tag_key":     errTagTaken,
	"children_checkins_open_key":    errAlreadyIn,
	"children_room_adults_open_key": fault.E(fault.Conflict, msgAdultIn),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// today is the church's date now (its time zone; America/Chicago, the settings' default, without).
func (s *Service) today(ctx context.Context) string {
	tz := ""
	if ch, ok := tenancy.Lookup(ctx); ok {
		tz = ch.TimeZone()
	}
	if tz == "" {
		tz = "America/Chicago"
	}
	loc, err := time.LoadLocation(tz)
	if err != nil {
		loc = time.UTC
	}
	return s.Clock.Now().In(loc).Format("2006-01-02")
}

func (s *Service) day(ctx context.Context, serviceOn string) string {
	if serviceOn == "" {
		return s.today(ctx)
	}
	return serviceOn
}

// changed tells every station the board of serviceOn moved.
func (s *Service) changed(ctx context.Context, serviceOn string) {
	if ch, ok := tenancy.Lookup(ctx); ok {
		s.Hub.Publish(ctx, ch.ID, serviceOn)
	}
}

// Stations lists the stations.
func (s *Service) Stations(ctx context.Context) (Stations, error) {
	var out Stations
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Items, err = listStations(tx)
		return err
	})
	return out, err
}

// AddStation adds a station with the first free tag.
func (s *Service) AddStation(ctx context.Context, a Actor, r StationRequest) (*Station, error) {
	var out *Station
	err := s.run(ctx, func(tx *gorm.DB) error {
		tags, err := stationTags(tx)
		if err != nil {
			return err
		}
		tag := freeTag(tags)
		if tag == "" {
			return fault.E(fault.Conflict, msgNoTag)
		}
		id, err := insertStation(tx, r, tag)
		if err != nil {
			return err
		}
		if out, err = loadStation(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(EventStationAdd, map[string]any{"stationId": id, "name": r.Name, "mode": r.Mode, "tag": tag}))
	})
	return out, err
}

// UpdateStation renames a station or changes its mode; its tag stays.
func (s *Service) UpdateStation(ctx context.Context, a Actor, r StationRequest) (*Station, error) {
	var out *Station
	err := s.run(ctx, func(tx *gorm.DB) error {
		found, err := updateStation(tx, r)
		if err != nil {
			return err
		}
		if !found {
			return errStationNotFound
		}
		if out, err = loadStation(tx, r.ID); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(EventStationUpdate, map[string]any{"stationId": r.ID, "name": r.Name, "mode": r.Mode}))
	})
	return out, err
}

// DeleteStation deletes a station; its check-ins stay (without a station), its tag is free again.
func (s *Service) DeleteStation(ctx context.Context, a Actor, id int64) error {
	return s.run(ctx, func(tx *gorm.DB) error {
		st, err := loadStation(tx, id)
		if err != nil {
			return err
		}
		if _, err := deleteStation(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(EventStationDelete, map[string]any{"stationId": id, "name": st.Name, "tag": st.Tag}))
	})
}

// Families finds families by a phone's last digits or a name: households with their children who
// have an active profile, and their parents.
func (s *Service) Families(ctx context.Context, r FamiliesRequest) (Families, error) {
	out := Families{Items: []Family{}}
	day := s.day(ctx, r.ServiceOn)
	err := s.run(ctx, func(tx *gorm.DB) error {
		ids, err := s.People.CheckinMatches(tx, r.Q, 50)
		if err != nil || len(ids) == 0 {
			return err
		}
		out.Items, err = s.families(tx, ids, day, r.WithoutChildren)
		return err
	})
	return out, err
}

// families answers the families of ids with what a station shows of each child; those without a
// child are left out unless withoutChildren.
func (s *Service) families(tx *gorm.DB, ids []int64, day string, withoutChildren bool) ([]Family, error) {
	fams, err := s.People.CheckinFamilies(tx, ids)
	if err != nil {
		return nil, err
	}
	var members []int64
	for _, f := range fams {
		for _, m := range f.Members {
			members = append(members, m.ID)
		}
	}
	profiles, err := activeProfiles(tx, members)
	if err != nil {
		return nil, err
	}
	var kids []int64
	for id := range profiles {
		kids = append(kids, id)
	}
	info, err := s.childInfo(tx, kids, day)
	if err != nil {
		return nil, err
	}
	out := []Family{}
	for _, f := range fams {
		fam := Family{ID: f.ID, Name: f.Name, Parents: []Parent{}, Children: []FamilyChild{}}
		for _, m := range f.Members {
			if c, ok := info[m.ID]; ok {
				fam.Children = append(fam.Children, c)
			} else if m.Relationship == "head" || m.Relationship == "spouse" || f.ID == 0 {
				fam.Parents = append(fam.Parents, Parent{ID: m.ID, Name: strings.TrimSpace(m.FirstName + " " + m.LastName), Mobile: m.Mobile})
			}
		}
		if len(fam.Children) > 0 || withoutChildren && len(fam.Parents) > 0 {
			out = append(out, fam)
		}
	}
	return out, nil
}

// childInfo answers each child of ids (with an active profile) as a station shows it on day: the
// profile, allergies and pickup people as kids.Load reads them for every page.
func (s *Service) childInfo(tx *gorm.DB, ids []int64, day string) (map[int64]FamilyChild, error) {
	out := map[int64]FamilyChild{}
	if len(ids) == 0 {
		return out, nil
	}
	loaded, err := kids.Load(tx, ids, day)
	if err != nil {
		return nil, err
	}
	rooms, err := activeClassrooms(tx)
	if err != nil {
		return nil, err
	}
	open, err := openCheckinsOf(tx, ids, day)
	if err != nil {
		return nil, err
	}
	for id, k := range loaded {
		if !k.Active {
			continue
		}
		c := FamilyChild{ID: id, FirstName: k.FirstName, LastName: k.LastName, Name: strings.TrimSpace(k.FirstName + " " + k.LastName),
			BirthDate: k.BirthDate, AgeMonths: ageMonths(k.BirthDate, day), Allergies: make([]string, 0, len(k.Allergies)),
			AllergyNotes: k.AllergyNotes, HasMedical: k.MedicalNotes != "", Authorised: []string{}, NotAuthorised: []string{}}
		for _, a := range k.Allergies {
			c.Allergies = append(c.Allergies, a.Name)
		}
		if room := suggest(rooms, profile{ID: id, ClassroomID: k.ClassroomID, Grade: k.Grade}, c.AgeMonths); room != nil {
			c.ClassroomID, c.ClassroomName = &room.ID, room.Name
		}
		if o, ok := open[id]; ok {
			c.CheckedIn, c.CheckinID, c.Code = true, &o.CheckinID, &o.Code
		}
		for _, p := range k.Pickups {
			if p.Authorised {
				c.Authorised = append(c.Authorised, p.Name)
			} else {
				c.NotAuthorised = append(c.NotAuthorised, p.Name)
			}
		}
		out[id] = c
	}
	return out, nil
}

// pickupNames names each pickup: its person's name, or the name typed in.
func (s *Service) pickupNames(tx *gorm.DB, pu []pickup) ([]string, error) {
	var ids []int64
	for _, p := range pu {
		if p.PersonID != nil {
			ids = append(ids, *p.PersonID)
		}
	}
	people, err := s.People.CheckinPeople(tx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(pu))
	for i, p := range pu {
		out[i] = p.Name
		if p.PersonID != nil {
			if m, ok := people[*p.PersonID]; ok {
				out[i] = strings.TrimSpace(m.FirstName + " " + m.LastName)
			}
		}
	}
	return out, nil
}

func ageMonths(birth *string, day string) *int {
	if birth == nil {
		return nil
	}
	b, err1 := time.Parse("2006-01-02", *birth)
	d, err2 := time.Parse("2006-01-02", day)
	if err1 != nil || err2 != nil || d.Before(b) {
		return nil
	}
	m := (d.Year()-b.Year())*12 + int(d.Month()) - int(b.Month())
	if d.Day() < b.Day() {
		m--
	}
	return &m
}

// suggest is the child's own active classroom, else the first active room (in the church's order)
// whose age or grade range the child is in; a room without any range is never suggested.
func suggest(rooms []classroom, p profile, age *int) *classroom {
	if p.ClassroomID != nil {
		for i := range rooms {
			if rooms[i].ID == *p.ClassroomID {
				return &rooms[i]
			}
		}
	}
	in := func(v *int, lo, hi *int) bool {
		return v != nil && (lo == nil || *v >= *lo) && (hi == nil || *v <= *hi)
	}
	for i := range rooms {
		r := &rooms[i]
		byAge := r.MinAgeMonths != nil || r.MaxAgeMonths != nil
		byGrade := r.MinGrade != nil || r.MaxGrade != nil
		switch {
		case byGrade && p.Grade != nil:
			if in(p.Grade, r.MinGrade, r.MaxGrade) {
				return r
			}
		case byAge:
			if in(age, r.MinAgeMonths, r.MaxAgeMonths) {
				return r
			}
		}
	}
	return nil
}

// checkinInput is a check-in, online or from a station's queue.
type checkinInput struct {
	StationID int64
	ClientID  string
	ServiceOn string
	Code      string
	Children  []ChildChoice
	BroughtBy *int64
	At        time.Time
	// Sync: the children are already in the room (a station's queue): capacity and ratio are not
	// refused, a child already in is a conflict for that child alone.
	Sync bool
}

type checkinOutcome struct {
	GroupID   int64
	Code      string
	Duplicate bool
	// Conflicts name the children left out (sync); CodeChanged says the station's code was taken.
	Conflicts   []string
	CodeChanged bool
}

// Checkin checks children in together under one code (docs/children-api.md "Codes"): the
// classrooms are locked in id order, then capacity and ratio are counted, so two stations racing
// for a room's last place cannot both win. A replayed clientId answers the first check-in.
func (s *Service) Checkin(ctx context.Context, a Actor, r CheckinRequest) (*CheckinResult, error) {
	in := checkinInput{StationID: r.StationID, ClientID: r.ClientID, ServiceOn: s.day(ctx, r.ServiceOn), Code: r.Code,
		Children: r.Children, BroughtBy: r.CheckedInBy, At: s.Clock.Now()}
	var out *CheckinResult
	err := s.run(ctx, func(tx *gorm.DB) error {
		o, err := s.checkin(tx, a, in)
		if err != nil {
			return err
		}
		out, err = s.result(tx, o.GroupID)
		return err
	})
	if err == nil {
		s.changed(ctx, in.ServiceOn)
	}
	return out, err
}

func (s *Service) checkin(tx *gorm.DB, a Actor, in checkinInput) (checkinOutcome, error) {
	var o checkinOutcome
	st, err := loadStation(tx, in.StationID)
	if err != nil {
		return o, err
	}
	if id, found, err := groupByClientID(tx, in.ClientID); err != nil || found {
		o.GroupID, o.Duplicate = id, found
		return o, err
	}
	ids := make([]int64, len(in.Children))
	for i, c := range in.Children {
		ids[i] = c.ChildID
	}
	profiles, err := activeProfiles(tx, ids)
	if err != nil {
		return o, err
	}
	people, err := s.People.CheckinPeople(tx, ids)
	if err != nil {
		return o, err
	}
	for _, id := range ids {
		if _, ok := profiles[id]; !ok {
			return o, errChildNotFound
		}
		if _, ok := people[id]; !ok {
			return o, errChildNotFound
		}
	}
	if in.BroughtBy != nil {
		by, err := s.People.CheckinPeople(tx, []int64{*in.BroughtBy})
		if err != nil {
			return o, err
		}
		if _, ok := by[*in.BroughtBy]; !ok {
			return o, errPersonNotFound
		}
	}
	name := func(id int64) string { return strings.TrimSpace(people[id].FirstName + " " + people[id].LastName) }
	var rooms []classroom // read once, when a child's room is to be suggested
	roomOf := make([]int64, len(in.Children))
	var roomIDs []int64
	for i, c := range in.Children {
		switch {
		case c.ClassroomID != nil:
			roomOf[i] = *c.ClassroomID
		default:
			if rooms == nil {
				if rooms, err = activeClassrooms(tx); err != nil {
					return o, err
				}
			}
			if room := suggest(rooms, profiles[c.ChildID], ageMonths(people[c.ChildID].BirthDate, in.ServiceOn)); room != nil {
				roomOf[i] = room.ID
			} else {
				return o, fault.E(fault.Invalid, "Choose a classroom for "+name(c.ChildID))
			}
		}
		roomIDs = append(roomIDs, roomOf[i])
	}
	locked, err := lockClassrooms(tx, roomIDs)
	if err != nil {
		return o, err
	}
	for _, id := range roomIDs {
		if r, ok := locked[id]; !ok || !r.Active {
			return o, errClassroomNotFound
		}
	}
	open, err := openCheckinsOf(tx, ids, in.ServiceOn)
	if err != nil {
		return o, err
	}
	counts, adults, err := roomFigures(tx, in.ServiceOn)
	if err != nil {
		return o, err
	}
	var admit []int
	for i, c := range in.Children {
		if _, in := open[c.ChildID]; in {
			o.Conflicts = append(o.Conflicts, name(c.ChildID))
			continue
		}
		admit = append(admit, i)
	}
	if !in.Sync && len(o.Conflicts) > 0 {
		return o, fault.E(fault.Conflict, o.Conflicts[0]+" is already checked in")
	}
	if len(admit) == 0 {
		return o, nil
	}
	if !in.Sync {
		for _, i := range admit {
			room := locked[roomOf[i]]
			n := counts[room.ID] + 1
			if room.Capacity > 0 && n > room.Capacity {
				return o, fault.E(fault.Conflict, msgFull)
			}
			if room.Ratio > 0 && n > room.Ratio*adults[room.ID] {
				return o, fault.E(fault.Conflict, msgRatio)
			}
			counts[room.ID] = n
		}
	}
	code := in.Code
	if !ValidCode(code, st.Tag) {
		code = NewCode(st.Tag)
	}
	for try := 0; ; try++ {
		id, ok, err := insertGroup(tx, in.ClientID, st.ID, in.ServiceOn, code, in.BroughtBy, a.ID, in.At)
		if err != nil {
			return o, err
		}
		if ok {
			o.GroupID = id
			break
		}
		if try == 0 { // the same entry committed by a racing request: a replay
			if id, found, err := groupByClientID(tx, in.ClientID); err != nil || found {
				o.GroupID, o.Duplicate = id, found
				return o, err
			}
		}
		if try == 100 {
			return o, fault.E(fault.Conflict, msgNoCode)
		}
		o.CodeChanged = in.Code != ""
		code = NewCode(st.Tag)
	}
	o.Code = code
	made := map[int64]int64{}
	for _, i := range admit {
		c := in.Children[i]
		id, err := insertCheckin(tx, o.GroupID, c.ChildID, roomOf[i], in.ServiceOn, in.At)
		if err != nil {
			return o, err
		}
		made[c.ChildID] = id
	}
	if err := applyPending(tx, in.ServiceOn, code, made); err != nil {
		return o, err
	}
	details := map[string]any{"groupId": o.GroupID, "stationId": st.ID, "code": code, "serviceOn": in.ServiceOn, "childIds": keys(made)}
	if in.Sync {
		details["sync"] = true
	}
	return o, audit.Write(tx, a.audit(EventCheckin, details))
}

// applyPending closes the new check-ins a station's queue already checked out (a check-out that
// reached the server before its check-in: docs/children-api.md "Sync").
func applyPending(tx *gorm.DB, serviceOn, code string, made map[int64]int64) error {
	pend, err := pendingCheckouts(tx, serviceOn, code)
	if err != nil {
		return err
	}
	for _, p := range pend {
		var close []int64
		for _, f := range strings.Split(p.ChildIDs, ",") {
			id, _ := strconv.ParseInt(f, 10, 64)
			if c, ok := made[id]; ok {
				close = append(close, c)
			}
		}
		if len(close) == 0 {
			continue
		}
		if err := closeCheckins(tx, close, p.ID, p.CheckedOutAt); err != nil {
			return err
		}
		if err := settlePending(tx, p.ID); err != nil {
			return err
		}
	}
	return nil
}

func keys(m map[int64]int64) []int64 {
	out := make([]int64, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// result answers a group's check-ins.
func (s *Service) result(tx *gorm.DB, groupID int64) (*CheckinResult, error) {
	rows, err := groupCheckins(tx, groupID)
	if err != nil {
		return nil, err
	}
	out := &CheckinResult{GroupID: groupID, Checkins: []Checkin{}}
	cs, err := s.checkins(tx, rows)
	if err != nil {
		return nil, err
	}
	out.Checkins = cs
	if len(rows) > 0 {
		out.Code = rows[0].Code
	}
	return out, nil
}

func (s *Service) checkins(tx *gorm.DB, rows []checkinRow) ([]Checkin, error) {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ChildID
	}
	people, err := s.People.CheckinPeople(tx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]Checkin, len(rows))
	for i, r := range rows {
		m := people[r.ChildID]
		out[i] = Checkin{ID: r.ID, ChildID: r.ChildID, ChildName: strings.TrimSpace(m.FirstName + " " + m.LastName), ClassroomID: r.ClassroomID,
			ClassroomName: r.ClassroomName, Code: r.Code, ServiceOn: r.ServiceOn, CheckedInAt: r.CheckedInAt.UTC().Format(time.RFC3339),
			PickedUpBy: r.PickedUpByName}
		if r.CheckedOutAt != nil {
			t := r.CheckedOutAt.UTC().Format(time.RFC3339)
			out[i].CheckedOutAt = &t
		}
	}
	return out, nil
}

// checkoutInput is a check-out, online or from a station's queue.
type checkoutInput struct {
	StationID  int64
	ClientID   string
	ServiceOn  string
	Code       string
	CheckinIDs []int64
	ChildIDs   []int64
	By         PickedUpBy
	At         time.Time
	Sync       bool
}

type checkoutOutcome struct {
	CheckoutID int64
	Duplicate  bool
	Pending    bool
	// NotAuthorised is the refusal a queued check-out carries: the child has left already, so it is
	// recorded and the station is told.
	NotAuthorised string
	Closed        []int64
}

// Checkout checks children out: the code on the parent's label must match theirs, and a person
// NOT authorised to pick up a child is refused. Who picked up is kept.
func (s *Service) Checkout(ctx context.Context, a Actor, r CheckoutRequest) (*CheckoutResult, error) {
	in := checkoutInput{StationID: r.StationID, ClientID: r.ClientID, Code: r.Code, CheckinIDs: r.CheckinIDs, By: r.PickedUpBy, At: s.Clock.Now()}
	var out *CheckoutResult
	var day string
	err := s.run(ctx, func(tx *gorm.DB) error {
		o, err := s.checkout(tx, a, in)
		if err != nil {
			return err
		}
		rows, err := checkinsByCheckout(tx, o.CheckoutID)
		if err != nil {
			return err
		}
		out = &CheckoutResult{CheckoutID: o.CheckoutID}
		if out.Checkins, err = s.checkins(tx, rows); err != nil {
			return err
		}
		if len(rows) > 0 {
			day = rows[0].ServiceOn
		}
		return nil
	})
	if err == nil && day != "" {
		s.changed(ctx, day)
	}
	return out, err
}

func (s *Service) checkout(tx *gorm.DB, a Actor, in checkoutInput) (checkoutOutcome, error) {
	var o checkoutOutcome
	st, err := loadStation(tx, in.StationID)
	if err != nil {
		return o, err
	}
	if id, found, err := checkoutByClientID(tx, in.ClientID); err != nil || found {
		o.CheckoutID, o.Duplicate = id, found
		return o, err
	}
	if in.By.PersonID != nil {
		by, err := s.People.CheckinPeople(tx, []int64{*in.By.PersonID})
		if err != nil {
			return o, err
		}
		m, ok := by[*in.By.PersonID]
		if !ok {
			return o, errPersonNotFound
		}
		if in.By.Name == "" {
			in.By.Name = strings.TrimSpace(m.FirstName + " " + m.LastName)
		}
	}
	var rows []checkinRow
	if len(in.CheckinIDs) > 0 {
		if rows, err = lockCheckins(tx, in.CheckinIDs); err != nil {
			return o, err
		}
		if len(rows) != len(uniq(in.CheckinIDs)) {
			return o, errCheckinNotFound
		}
	} else {
		// A queued check-out by children: their open check-ins that day.
		open, err := openCheckinsOf(tx, in.ChildIDs, in.ServiceOn)
		if err != nil {
			return o, err
		}
		var ids []int64
		for _, c := range in.ChildIDs {
			if oc, ok := open[c]; ok {
				ids = append(ids, oc.CheckinID)
			}
		}
		if len(ids) == 0 {
			// Its check-in has not reached the server: kept, and applied when it does.
			id, err := insertCheckout(tx, in.ClientID, st.ID, in.ServiceOn, in.Code, in.By, a.ID, true, in.ChildIDs, false, in.At)
			o.CheckoutID, o.Pending = id, true
			return o, err
		}
		if rows, err = lockCheckins(tx, ids); err != nil {
			return o, err
		}
	}
	childIDs := make([]int64, len(rows))
	for i, r := range rows {
		childIDs[i] = r.ChildID
	}
	people, err := s.People.CheckinPeople(tx, childIDs)
	if err != nil {
		return o, err
	}
	name := func(id int64) string { return strings.TrimSpace(people[id].FirstName + " " + people[id].LastName) }
	checkCode, err := checkoutCodeRequired(tx)
	if err != nil {
		return o, err
	}
	for _, r := range rows {
		if r.CheckedOutAt != nil {
			return o, fault.E(fault.Conflict, name(r.ChildID)+" is already checked out")
		}
		if checkCode && r.Code != in.Code {
			return o, fault.E(fault.Conflict, msgWrongCode)
		}
	}
	pu, err := pickups(tx, childIDs)
	if err != nil {
		return o, err
	}
	names, err := s.pickupNames(tx, pu)
	if err != nil {
		return o, err
	}
	for i, p := range pu {
		if p.Authorised {
			continue
		}
		same := (in.By.PersonID != nil && p.PersonID != nil && *p.PersonID == *in.By.PersonID) ||
			(in.By.Name != "" && strings.EqualFold(strings.Join(strings.Fields(in.By.Name), " "), strings.Join(strings.Fields(names[i]), " ")))
		if same {
			msg := in.By.Name + " is not authorised to pick up " + name(p.ChildID)
			if !in.Sync {
				return o, fault.E(fault.Conflict, msg)
			}
			o.NotAuthorised = msg
			break
		}
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	day := in.ServiceOn
	if len(rows) > 0 {
		day = rows[0].ServiceOn
	}
	id, err := insertCheckout(tx, in.ClientID, st.ID, day, in.Code, in.By, a.ID, false, childIDs, o.NotAuthorised != "", in.At)
	if err != nil {
		return o, err
	}
	if err := closeCheckins(tx, ids, id, in.At); err != nil {
		return o, err
	}
	o.CheckoutID, o.Closed = id, ids
	details := map[string]any{"checkoutId": id, "stationId": st.ID, "checkinIds": ids, "pickedUpBy": in.By.Name, "pickedUpById": in.By.PersonID}
	if in.Sync {
		details["sync"] = true
	}
	if err := audit.Write(tx, a.audit(EventCheckout, details)); err != nil {
		return o, err
	}
	if o.NotAuthorised != "" {
		return o, audit.Write(tx, a.audit(EventSyncConflict, map[string]any{"checkoutId": id, "message": o.NotAuthorised}))
	}
	return o, nil
}

func uniq(ids []int64) map[int64]bool {
	m := make(map[int64]bool, len(ids))
	for _, id := range ids {
		m[id] = true
	}
	return m
}

// Reprint answers a check-in's group with the same code (a reprint never changes it).
func (s *Service) Reprint(ctx context.Context, a Actor, checkinID int64) (*CheckinResult, error) {
	var out *CheckinResult
	err := s.run(ctx, func(tx *gorm.DB) error {
		rows, err := checkinsByID(tx, []int64{checkinID})
		if err != nil {
			return err
		}
		if len(rows) == 0 {
			return errCheckinNotFound
		}
		if out, err = s.result(tx, rows[0].GroupID); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(EventReprint, map[string]any{"checkinId": checkinID, "groupId": rows[0].GroupID, "code": out.Code}))
	})
	return out, err
}

// Board is the rooms of a service day: children in against capacity and ratio.
func (s *Service) Board(ctx context.Context, serviceOn string) (*Board, error) {
	out := &Board{ServiceOn: s.day(ctx, serviceOn)}
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out.Rooms, err = board(tx, out.ServiceOn)
		return err
	})
	return out, err
}

func board(tx *gorm.DB, day string) ([]Room, error) {
	rooms, err := activeClassrooms(tx)
	if err != nil {
		return nil, err
	}
	counts, adults, err := roomFigures(tx, day)
	if err != nil {
		return nil, err
	}
	out := make([]Room, len(rooms))
	for i, r := range rooms {
		room := Room{ClassroomID: r.ID, Name: r.Name, Capacity: r.Capacity, Ratio: r.Ratio, Count: counts[r.ID], Adults: adults[r.ID], Open: true}
		switch {
		case r.Capacity > 0 && room.Count >= r.Capacity:
			room.Open, room.Reason = false, msgFull
		case r.Ratio > 0 && room.Count >= r.Ratio*room.Adults:
			room.Open, room.Reason = false, msgRatio
		}
		out[i] = room
	}
	return out, nil
}

// Today is what a station caches when it opens: every family with an active child, the rooms, the
// station's tag and its open codes of the day, the label settings.
func (s *Service) Today(ctx context.Context, r TodayRequest) (*Today, error) {
	out := &Today{ServiceOn: s.day(ctx, r.ServiceOn), Alphabet: Alphabet}
	err := s.run(ctx, func(tx *gorm.DB) error {
		st, err := loadStation(tx, r.StationID)
		if err != nil {
			return err
		}
		out.Station = *st
		if out.OpenCodes, err = openCodes(tx, st.ID, out.ServiceOn); err != nil {
			return err
		}
		if out.Rooms, err = board(tx, out.ServiceOn); err != nil {
			return err
		}
		if out.LabelSize, out.PrintAllergies, err = labelSettings(tx); err != nil {
			return err
		}
		ids, err := activeChildIDs(tx)
		if err != nil {
			return err
		}
		out.Families, err = s.families(tx, ids, out.ServiceOn, false)
		return err
	})
	return out, err
}

// AdultIn puts a teacher with a valid background check in a room for a service day (the ratio
// counts the adults present).
func (s *Service) AdultIn(ctx context.Context, a Actor, r AdultInRequest) (*Adult, error) {
	r.ServiceOn = s.day(ctx, r.ServiceOn)
	var out *Adult
	err := s.run(ctx, func(tx *gorm.DB) error {
		rooms, err := lockClassrooms(tx, []int64{r.ClassroomID})
		if err != nil {
			return err
		}
		if room, ok := rooms[r.ClassroomID]; !ok || !room.Active {
			return errClassroomNotFound
		}
		people, err := s.People.CheckinPeople(tx, []int64{r.PersonID})
		if err != nil {
			return err
		}
		m, ok := people[r.PersonID]
		if !ok {
			return errPersonNotFound
		}
		valid, err := validTeacher(tx, r.PersonID, r.ServiceOn)
		if err != nil {
			return err
		}
		if !valid {
			return fault.E(fault.Conflict, msgNotTeacher)
		}
		id, ok, err := insertAdult(tx, r)
		if err != nil {
			return err
		}
		if !ok {
			return fault.E(fault.Conflict, msgAdultIn)
		}
		if out, err = loadAdult(tx, id); err != nil {
			return err
		}
		out.Name = strings.TrimSpace(m.FirstName + " " + m.LastName)
		return audit.Write(tx, a.audit(EventAdultIn, map[string]any{"adultId": id, "classroomId": r.ClassroomID, "personId": r.PersonID}))
	})
	if err == nil {
		s.changed(ctx, r.ServiceOn)
	}
	return out, err
}

// Adults lists the adults present in the rooms on a service day (still in: not taken out), by
// room then name.
func (s *Service) Adults(ctx context.Context, serviceOn string) (*Adults, error) {
	out := &Adults{ServiceOn: s.day(ctx, serviceOn), Items: []Adult{}}
	err := s.run(ctx, func(tx *gorm.DB) error {
		in, err := adultsIn(tx, out.ServiceOn)
		if err != nil || len(in) == 0 {
			return err
		}
		ids := make([]int64, len(in))
		for i, a := range in {
			ids[i] = a.PersonID
		}
		people, err := s.People.CheckinPeople(tx, ids)
		if err != nil {
			return err
		}
		for _, a := range in {
			m := people[a.PersonID]
			a.Name = strings.TrimSpace(m.FirstName + " " + m.LastName)
			out.Items = append(out.Items, a)
		}
		sort.SliceStable(out.Items, func(i, j int) bool {
			x, y := out.Items[i], out.Items[j]
			if x.ClassroomID != y.ClassroomID {
				return x.ClassroomID < y.ClassroomID
			}
			return strings.ToLower(x.Name) < strings.ToLower(y.Name)
		})
		return nil
	})
	return out, err
}

// AdultOut takes an adult out of their room.
func (s *Service) AdultOut(ctx context.Context, a Actor, id int64) (*Adult, error) {
	var out *Adult
	err := s.run(ctx, func(tx *gorm.DB) error {
		var err error
		if out, err = loadAdult(tx, id); err != nil {
			return err
		}
		if _, err := closeAdult(tx, id); err != nil {
			return err
		}
		return audit.Write(tx, a.audit(EventAdultOut, map[string]any{"adultId": id, "classroomId": out.ClassroomID, "personId": out.PersonID}))
	})
	if err == nil {
		s.changed(ctx, out.ServiceOn)
	}
	return out, err
}

// Sync applies an offline station's queue, oldest first, each entry in its own transaction
// (docs/children-api.md "Sync": the conflict rules). Results come back in the order sent.
func (s *Service) Sync(ctx context.Context, a Actor, r SyncRequest) (SyncResults, error) {
	out := SyncResults{Results: make([]SyncResult, len(r.Entries))}
	order := make([]int, len(r.Entries))
	ats := make([]time.Time, len(r.Entries))
	now := s.Clock.Now()
	for i, e := range r.Entries {
		order[i] = i
		ats[i] = now
		if t, err := time.Parse(time.RFC3339, e.At); err == nil && !t.After(now.Add(5*time.Minute)) {
			ats[i] = t
		}
	}
	sort.SliceStable(order, func(x, y int) bool {
		i, j := order[x], order[y]
		if !ats[i].Equal(ats[j]) {
			return ats[i].Before(ats[j])
		}
		return r.Entries[i].Kind == "checkin" && r.Entries[j].Kind == "checkout"
	})
	days := map[string]bool{}
	for _, i := range order {
		e := r.Entries[i]
		day := e.ServiceOn
		if day == "" {
			day = s.day(ctx, "")
		}
		res := SyncResult{ClientID: e.ClientID, Status: "applied", CheckinIDs: []int64{}}
		err := s.run(ctx, func(tx *gorm.DB) error {
			if e.Kind == "checkin" {
				return s.syncCheckin(tx, a, r.StationID, e, day, ats[i], &res)
			}
			return s.syncCheckout(tx, a, r.StationID, e, day, ats[i], &res)
		})
		var fe *fault.Error
		switch {
		case errors.As(err, &fe) && fe.Kind == fault.NotFound && fe == errStationNotFound:
			return SyncResults{}, err
		case errors.As(err, &fe):
			res.Status, res.Message, res.CheckinIDs = "conflict", fe.Message, []int64{}
		case err != nil:
			return SyncResults{}, err
		}
		if res.Status != "duplicate" && len(res.CheckinIDs) > 0 {
			days[day] = true
		}
		out.Results[i] = res
	}
	for d := range days {
		s.changed(ctx, d)
	}
	return out, nil
}

func (s *Service) syncCheckin(tx *gorm.DB, a Actor, stationID int64, e SyncEntry, day string, at time.Time, res *SyncResult) error {
	if len(e.Children) == 0 || len(e.Children) > 20 {
		return fault.E(fault.Invalid, msgChooseChildren)
	}
	o, err := s.checkin(tx, a, checkinInput{StationID: stationID, ClientID: e.ClientID, ServiceOn: day, Code: e.Code,
		Children: e.Children, BroughtBy: e.CheckedInBy, At: at, Sync: true})
	if err != nil {
		return err
	}
	if o.GroupID != 0 {
		rows, err := groupCheckins(tx, o.GroupID)
		if err != nil {
			return err
		}
		for _, r := range rows {
			res.CheckinIDs = append(res.CheckinIDs, r.ID)
			res.Code = r.Code
		}
	}
	switch {
	case o.Duplicate:
		res.Status = "duplicate"
	case len(o.Conflicts) > 0:
		res.Status = "conflict"
		res.Message = strings.Join(o.Conflicts, ", ") + " already checked in at another station; kept there"
		return audit.Write(tx, a.audit(EventSyncConflict, map[string]any{"clientId": e.ClientID, "message": res.Message}))
	case o.CodeChanged:
		res.Message = "The code " + e.Code + " was in use: reprint the labels with " + o.Code
	}
	return nil
}

func (s *Service) syncCheckout(tx *gorm.DB, a Actor, stationID int64, e SyncEntry, day string, at time.Time, res *SyncResult) error {
	if len(e.CheckinIDs) == 0 && len(e.ChildIDs) == 0 {
		return fault.E(fault.Invalid, msgChooseCheckins)
	}
	if err := e.PickedUpBy.validate(); err != nil {
		return err
	}
	o, err := s.checkout(tx, a, checkoutInput{StationID: stationID, ClientID: e.ClientID, ServiceOn: day, Code: e.Code,
		CheckinIDs: e.CheckinIDs, ChildIDs: e.ChildIDs, By: e.PickedUpBy, At: at, Sync: true})
	if err != nil {
		return err
	}
	switch {
	case o.Duplicate:
		res.Status = "duplicate"
	case o.Pending:
		res.Message = "Recorded: the check-out applies when its check-in arrives"
	case o.NotAuthorised != "":
		res.Status, res.Message = "conflict", o.NotAuthorised
	}
	res.CheckinIDs = append(res.CheckinIDs, o.Closed...)
	return nil
}

// RoomOccupied is classrooms.Service.Occupied: a classroom with a child checked in cannot be
// deleted (the route table sets it).
func RoomOccupied(tx *gorm.DB, classroomID int64) (bool, error) { return roomOccupied(tx, classroomID) }

// Package demo fills a church with realistic people so a new developer or a sales demo sees a
// living church: households with heads, spouses and children, ages from toddlers to retirees,
// membership types, groups, service units with positions, house fellowships, leaders, weekly
// attendance and a membership history, plus staff with different roles.
package demo

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/tenantapi/children/kit"
)

// Password is the demo staff's password (it satisfies the spec §5 rules).
const Password = "Grace@2026!"

// PIN is the demo super admin's PIN.
const PIN = "2468"

// Staff are the demo logins printed by `make run`.
var Staff = []provisioning.UserSpec{
	{FirstName: "James", LastName: "Whitfield", Email: "admin@grace.demo", Mobile: "+15555550100", Password: Password, PIN: PIN, Gender: "male", Roles: []string{"Super Admin"}},
	{FirstName: "Ruth", LastName: "Adeyemi", Email: "people@grace.demo", Mobile: "+15555550101", Password: Password, Gender: "female", Roles: []string{"People Manager"}},
	{FirstName: "Daniel", LastName: "Kim", Email: "finance@grace.demo", Mobile: "+15555550102", Password: Password, Gender: "male", Roles: []string{"Finance"}},
	{FirstName: "Grace", LastName: "Mensah", Email: "children@grace.demo", Mobile: "+15555550103", Password: Password, Gender: "female", Roles: []string{"Children's Ministry"}},
	{FirstName: "Beatrice", LastName: "Boateng", Email: "comms@grace.demo", Mobile: "+15555550105", Password: Password, Gender: "female", Roles: []string{"Communications"}},
	{FirstName: "Esther", LastName: "Okafor", Email: "secure@grace.demo", Mobile: "+15555550104", Password: Password, Gender: "female", Roles: []string{"Super Admin"}, TwoFactor: "email"},
	{FirstName: "Samuel", LastName: "Asante", Email: "media@grace.demo", Mobile: "+15555550106", Password: Password, Gender: "male", Roles: []string{"Media & Sermons"}},
}

var (
	maleNames   = strings.Fields("James John Robert Michael David William Richard Joseph Thomas Daniel Matthew Anthony Mark Paul Steven Andrew Joshua Kevin Brian Samuel Emmanuel Chinedu Kwame Luis Carlos Hiroshi Minh Peter Stephen Nathan Caleb Isaac Elijah Aaron Jonah Tobias Femi Kofi")
	femaleNames = strings.Fields("Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Margaret Sandra Ashley Emily Hannah Abigail Ruth Esther Naomi Deborah Grace Joy Faith Blessing Ngozi Ama Maria Sofia Mei Priya Chloe Leah Miriam Lydia Priscilla Adaeze")
	lastNames   = strings.Fields("Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Okafor Adeyemi Mensah Boateng Nguyen Kim Patel Chen Osei Eze Mbeki Kowalski Schmidt Rossi")
	streets     = strings.Fields("Maple Oak Cedar Elm Pine Walnut Chestnut Willow Birch Hope Grace Faith")
	// Membership types by weight: most people are members.
	types      = []string{"Member", "Member", "Member", "Member", "Regular Attender", "Visitor", "New Convert"}
	groupNames = []string{"Men's Fellowship", "Women of Purpose", "Young Adults", "Youth", "Bible Study", "Prayer Warriors", "Marriage Enrichment", "Seniors"}
	unitNames  = []string{"Ushering", "Choir", "Media", "Hospitality", "Children's Church", "Sanctuary Keepers", "Protocol", "Evangelism"}
	positions  = []string{"Leader", "Assistant Leader", "Secretary", "Member", "Member", "Member", "Member"}
	districts  = map[string][]string{"North": {"Maple Zone", "Cedar Zone"}, "South": {"Hope Zone", "Faith Zone"}}
	leaders    = []string{"Senior Pastor", "Associate Pastor", "Youth Pastor", "Worship Leader", "Head Usher", "Church Secretary"}
)

type person struct {
	ID           int64   `json:"id"`
	First        string  `json:"first_name"`
	Last         string  `json:"last_name"`
	Email        string  `json:"email"`
	Mobile       string  `json:"mobile"`
	Gender       string  `json:"gender"`
	Birth        string  `json:"birth_date"`
	Wedding      *string `json:"wedding_date"`
	Marital      string  `json:"marital_status"`
	Type         string  `json:"type"`
	Address      string  `json:"address"`
	City         string  `json:"city"`
	Joined       string  `json:"join_date"`
	Created      string  `json:"created_at"`
	HouseholdSeq int     `json:"-"`
	Relationship string  `json:"-"`
	Age          int     `json:"-"`
}

// Seed adds n people in households to the church, deterministically for a given seed value, with
// everything the people pages show. Rows go in with a few set-based statements, so seeding a
// 100,000-person church takes seconds, not minutes.
func Seed(ctx context.Context, tenants *db.Tenants, church *tenancy.Church, n int, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	now := time.Now()
	return tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		if n <= 0 {
			return nil
		}
		var ids []int64
		if err := tx.Raw(`SELECT nextval('people_id_seq') FROM generate_series(1, ?)`, n).Scan(&ids).Error; err != nil {
			return err
		}
		people := make([]person, 0, n)
		households := 0
		for len(people) < n {
			last := lastNames[r.IntN(len(lastNames))]
			size := 1 + r.IntN(5)
			joined := now.AddDate(0, 0, -r.IntN(3*365))
			parentAge := 25 + r.IntN(50)
			households++
			street := fmt.Sprintf("%d %s Street", 100+r.IntN(9800), streets[r.IntN(len(streets))])
			var wedding *string
			if size >= 2 {
				w := now.AddDate(-(parentAge - 22 - r.IntN(4)), -r.IntN(12), -r.IntN(28)).Format("2006-01-02")
				wedding = &w
			}
			typ := types[r.IntN(len(types))]
			for i := 0; i < size && len(people) < n; i++ {
				made := len(people)
				p := person{ID: ids[made], Last: last, Type: typ, Address: street, City: "Springfield", HouseholdSeq: households}
				p.Age = parentAge + r.IntN(4) - 2
				switch {
				case size == 1:
					p.Relationship, p.Marital = "head", []string{"single", "single", "widowed", "divorced"}[r.IntN(4)]
				case i == 0:
					p.Relationship, p.Marital, p.Wedding = "head", "married", wedding
				case i == 1:
					p.Relationship, p.Marital, p.Wedding = "spouse", "married", wedding
				default:
					p.Relationship = "child"
					p.Age = r.IntN(min(parentAge-18, 25))
				}
				switch {
				case i == 0 && size >= 2:
					p.First, p.Gender = maleNames[r.IntN(len(maleNames))], "male"
				case i == 1:
					p.First, p.Gender = femaleNames[r.IntN(len(femaleNames))], "female"
				case r.IntN(2) == 0:
					p.First, p.Gender = maleNames[r.IntN(len(maleNames))], "male"
				default:
					p.First, p.Gender = femaleNames[r.IntN(len(femaleNames))], "female"
				}
				p.Birth = now.AddDate(-p.Age, -r.IntN(12), -r.IntN(28)).Format("2006-01-02")
				if p.Age >= 16 {
					p.Email = fmt.Sprintf("%s.%s%d@example.org", strings.ToLower(p.First), strings.ToLower(p.Last), made)
				}
				if p.Age >= 14 && r.IntN(10) < 8 {
					// Unique, spread-out numbers (7919 is prime to 10^7, so the map is one to one).
					p.Mobile = fmt.Sprintf("+1%03d%07d", 201+made%798, (made*7919+1234567)%10000000)
				}
				created := joined.Add(time.Duration(r.IntN(72)) * time.Hour)
				p.Created, p.Joined = created.Format(time.RFC3339), created.Format("2006-01-02")
				people = append(people, p)
			}
		}
		for start := 0; start < len(people); start += 2000 {
			if err := insertJSON(tx, `INSERT INTO people (id, first_name, last_name, email, mobile, gender, birth_date, wedding_date,
					marital_status, membership_type_id, address, city, join_date, created_at, updated_at, envelope_id)
				SELECT r.id, r.first_name, r.last_name, r.email, r.mobile, r.gender, r.birth_date, r.wedding_date, r.marital_status,
					mt.id, r.address, r.city, r.join_date, r.created_at, r.created_at, 'ENV-' || lpad(nextval('envelope_number_seq')::text, 6, '0')
				FROM jsonb_to_recordset(?::jsonb) AS r(id bigint, first_name text, last_name text, email text, mobile text, gender text,
					birth_date date, wedding_date date, marital_status text, type text, address text, city text, join_date date, created_at timestamptz)
				LEFT JOIN membership_types mt ON mt.name = r.type ORDER BY r.id`, people[start:min(start+2000, len(people))]); err != nil {
				return err
			}
		}
		if err := seedBelongings(tx, r, people, now); err != nil {
			return err
		}
		if err := seedCommunications(tx, r, people, now); err != nil {
			return err
		}
		if err := seedGiving(tx, r, people, now); err != nil { // issue 14 (controlplane/demo/giving.go)
			return err
		}
		if err := seedChildren(tx, r, people, now); err != nil { // issue 15 (controlplane/demo/children.go)
			return err
		}
		if err := seedWordMedia(tx); err != nil { // issue 16 (controlplane/demo/word_media.go): groups and series
			return err
		}
		if err := seedWordSermons(tx, r, people, now); err != nil { // issue 16 (controlplane/demo/word_sermons.go)
			return err
		}
		if err := seedWordPodcasts(tx, church, now); err != nil { // issue 16 (controlplane/demo/word_podcasts.go)
			return err
		}
		// The church's today (its time zone), the day the teachers are in the rooms.
		today := kit.Today(tenancy.WithChurch(ctx, church), func() time.Time { return now })
		return seedCheckin(tx, r, now, today) // issue 15 (controlplane/demo/checkin.go): after the children, whose Sundays it fills
	})
}

func insertJSON(tx *gorm.DB, sql string, rows any) error {
	b, err := json.Marshal(rows)
	if err != nil {
		return err
	}
	return tx.Exec(sql, string(b)).Error
}

// seedBelongings gives the new people households, groups, service units, fellowships, leaders
// and attendance.
func seedBelongings(tx *gorm.DB, r *rand.Rand, people []person, now time.Time) error {
	type member struct {
		H   int    `json:"h"`
		P   int64  `json:"p"`
		Rel string `json:"rel"`
	}
	var hm []member
	names := map[int]string{}
	for _, p := range people {
		hm = append(hm, member{p.HouseholdSeq, p.ID, p.Relationship})
		names[p.HouseholdSeq] = p.Last + " household"
	}
	// Households get ids reserved up front, so members can point at them in the same batch.
	var hids []int64
	if err := tx.Raw(`SELECT nextval('households_id_seq') FROM generate_series(1, ?)`, len(names)).Scan(&hids).Error; err != nil {
		return err
	}
	hs := make([]map[string]any, 0, len(names))
	for seq := 1; seq <= len(names); seq++ {
		hs = append(hs, map[string]any{"id": hids[seq-1], "name": names[seq]})
	}
	if err := insertJSON(tx, `INSERT INTO households (id, name) SELECT id, name FROM jsonb_to_recordset(?::jsonb) AS r(id bigint, name text)`, hs); err != nil {
		return err
	}
	for i := range hm {
		hm[i].H = int(hids[hm[i].H-1])
	}
	for start := 0; start < len(hm); start += 5000 {
		if err := insertJSON(tx, `INSERT INTO household_members (household_id, person_id, relationship)
			SELECT h, p, rel FROM jsonb_to_recordset(?::jsonb) AS r(h bigint, p bigint, rel text)`, hm[start:min(start+5000, len(hm))]); err != nil {
			return err
		}
	}
	for _, g := range groupNames {
		if err := tx.Exec(`INSERT INTO groups (name, description) VALUES (?, ?) ON CONFLICT DO NOTHING`, g, "Meets weekly").Error; err != nil {
			return err
		}
	}
	for _, u := range unitNames {
		if err := tx.Exec(`INSERT INTO service_units (name) VALUES (?) ON CONFLICT DO NOTHING`, u).Error; err != nil {
			return err
		}
	}
	for d, zones := range districts {
		if err := tx.Exec(`INSERT INTO hf_districts (name) VALUES (?) ON CONFLICT DO NOTHING`, d).Error; err != nil {
			return err
		}
		for i, z := range zones {
			if err := tx.Exec(`INSERT INTO hf_zones (district_id, name) SELECT id, ? FROM hf_districts WHERE name = ? ON CONFLICT DO NOTHING`, z, d).Error; err != nil {
				return err
			}
			for k := 1; k <= 2; k++ {
				if err := tx.Exec(`INSERT INTO house_fellowships (zone_id, name, meeting_day, meeting_time) SELECT id, ?, ?, '19:00' FROM hf_zones WHERE name = ?
					ON CONFLICT DO NOTHING`, fmt.Sprintf("%s Fellowship %d", strings.TrimSuffix(z, " Zone"), k), []string{"tuesday", "thursday"}[(i+k)%2], z).Error; err != nil {
					return err
				}
			}
		}
	}
	for _, s := range []struct{ name, day, at string }{{"Sunday Service", "sunday", "09:00"}, {"Midweek Service", "wednesday", "18:30"}} {
		if err := tx.Exec(`INSERT INTO services (name, day_of_week, start_time) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`, s.name, s.day, s.at).Error; err != nil {
			return err
		}
	}
	var groupIDs, unitIDs, positionIDs, fellowshipIDs []int64
	for q, dst := range map[string]*[]int64{`SELECT id FROM groups ORDER BY id`: &groupIDs, `SELECT id FROM service_units ORDER BY id`: &unitIDs,
		`SELECT id FROM positions ORDER BY position`: &positionIDs, `SELECT id FROM house_fellowships ORDER BY id`: &fellowshipIDs} {
		if err := tx.Raw(q).Scan(dst).Error; err != nil {
			return err
		}
	}
	type link struct {
		A int64  `json:"a"`
		P int64  `json:"p"`
		X *int64 `json:"x"`
	}
	var gm, um, fm []link
	for _, p := range people {
		if p.Age < 13 {
			continue
		}
		if r.IntN(10) < 4 {
			gm = append(gm, link{A: groupIDs[r.IntN(len(groupIDs))], P: p.ID})
		}
		if p.Age >= 18 && r.IntN(10) < 2 {
			pos := positionIDs[min(r.IntN(len(positions)), len(positionIDs)-1)]
			um = append(um, link{A: unitIDs[r.IntN(len(unitIDs))], P: p.ID, X: &pos})
		}
		if r.IntN(10) < 3 {
			fm = append(fm, link{A: fellowshipIDs[r.IntN(len(fellowshipIDs))], P: p.ID})
		}
	}
	for start := 0; start < len(gm); start += 5000 {
		if err := insertJSON(tx, `INSERT INTO group_members (group_id, person_id) SELECT a, p FROM jsonb_to_recordset(?::jsonb) AS r(a bigint, p bigint)
			ON CONFLICT DO NOTHING`, gm[start:min(start+5000, len(gm))]); err != nil {
			return err
		}
	}
	for start := 0; start < len(um); start += 5000 {
		if err := insertJSON(tx, `INSERT INTO service_unit_members (service_unit_id, person_id, position_id) SELECT a, p, x
			FROM jsonb_to_recordset(?::jsonb) AS r(a bigint, p bigint, x bigint) ON CONFLICT DO NOTHING`, um[start:min(start+5000, len(um))]); err != nil {
			return err
		}
	}
	for start := 0; start < len(fm); start += 5000 {
		if err := insertJSON(tx, `UPDATE people SET house_fellowship_id = r.a FROM jsonb_to_recordset(?::jsonb) AS r(a bigint, p bigint) WHERE people.id = r.p`,
			fm[start:min(start+5000, len(fm))]); err != nil {
			return err
		}
	}
	// Leaders: the first adults of the list, if the church has none yet.
	var haveLeaders int64
	if err := tx.Raw(`SELECT count(*) FROM leaders`).Scan(&haveLeaders).Error; err != nil {
		return err
	}
	for i, k := 0, 0; haveLeaders == 0 && i < len(people) && k < len(leaders); i++ {
		if people[i].Age >= 30 {
			if err := tx.Exec(`INSERT INTO leaders (person_id, title, position) VALUES (?, ?, ?)`, people[i].ID, leaders[k], k).Error; err != nil {
				return err
			}
			k++
		}
	}
	// Twelve Sundays of attendance: about half of the people, a few guests.
	var sunday int64
	if err := tx.Raw(`SELECT id FROM services WHERE name = 'Sunday Service'`).Scan(&sunday).Error; err != nil {
		return err
	}
	last := now.AddDate(0, 0, -int(now.Weekday()))
	var att []link
	for w := 0; w < 12; w++ {
		day := last.AddDate(0, 0, -7*w).Format("2006-01-02")
		var sid int64
		if err := tx.Raw(`INSERT INTO attendance_sessions (service_id, service_date, guests) VALUES (?, ?, ?)
			ON CONFLICT (service_id, service_date) DO UPDATE SET guests = EXCLUDED.guests RETURNING id`, sunday, day, r.IntN(1+len(people)/50)).Scan(&sid).Error; err != nil {
			return err
		}
		for _, p := range people {
			if r.IntN(100) < 45 {
				att = append(att, link{A: sid, P: p.ID})
			}
		}
	}
	for start := 0; start < len(att); start += 10000 {
		if err := insertJSON(tx, `INSERT INTO attendance_records (session_id, person_id) SELECT a, p FROM jsonb_to_recordset(?::jsonb) AS r(a bigint, p bigint)
			ON CONFLICT DO NOTHING`, att[start:min(start+10000, len(att))]); err != nil {
			return err
		}
	}
	// Pastoral notes on a few people, by the first staff member.
	type note struct {
		P      int64  `json:"p"`
		Body   string `json:"body"`
		Pinned bool   `json:"pinned"`
		Days   int    `json:"days"`
	}
	notes := []note{}
	for _, p := range people {
		if r.IntN(25) == 0 {
			k := r.IntN(len(noteTexts))
			notes = append(notes, note{P: p.ID, Body: noteTexts[k], Pinned: k == 0, Days: r.IntN(90)})
		}
	}
	if err := insertJSON(tx, `INSERT INTO person_notes (person_id, author_id, body, is_pinned, created_at, updated_at)
		SELECT r.p, (SELECT id FROM people WHERE admin_access ORDER BY id LIMIT 1), r.body, r.pinned,
			now() - make_interval(days => r.days), now() - make_interval(days => r.days)
		FROM jsonb_to_recordset(?::jsonb) AS r(p bigint, body text, pinned boolean, days int)`, notes); err != nil {
		return err
	}
	return seedCustomFields(tx, r, people)
}

// seedCustomFields defines three custom fields and gives adults values.
func seedCustomFields(tx *gorm.DB, r *rand.Rand, people []person) error {
	var ids []int64
	if err := tx.Raw(`INSERT INTO custom_fields (name, kind, options, position) VALUES
			('T-shirt size', 'select', '["S", "M", "L", "XL"]', 0), ('Volunteer', 'checkbox', '[]', 1), ('Background check', 'date', '[]', 2)
		ON CONFLICT DO NOTHING RETURNING id`).Scan(&ids).Error; err != nil || len(ids) != 3 {
		return err // already seeded: leave the church's own fields alone
	}
	type value struct {
		P      int64          `json:"p"`
		Custom map[string]any `json:"custom"`
	}
	values := []value{}
	for _, p := range people {
		if p.Age < 16 || r.IntN(3) == 0 {
			continue
		}
		c := map[string]any{fmt.Sprint(ids[0]): []string{"S", "M", "L", "XL"}[r.IntN(4)], fmt.Sprint(ids[1]): r.IntN(3) == 0}
		if r.IntN(5) == 0 {
			c[fmt.Sprint(ids[2])] = time.Now().AddDate(0, -r.IntN(30), 0).Format("2006-01-02")
		}
		values = append(values, value{p.ID, c})
	}
	return insertJSON(tx, `UPDATE people SET custom = r.custom FROM jsonb_to_recordset(?::jsonb) AS r(p bigint, custom jsonb) WHERE people.id = r.p`, values)
}

var noteTexts = []string{
	"Prefers to be contacted by text message, not e-mail.",
	"Visited at home after the hospital stay; recovering well and grateful for the meals.",
	"Interested in joining the worship team: follow up after the next rehearsal.",
	"Asked about baptism classes. Sent the dates for the next course.",
	"New job in the city; may miss some Sundays over the next months.",
	"Would like to help with the food bank on Saturdays.",
}

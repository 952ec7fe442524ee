// Package demo fills a church with realistic people so a new developer or a sales demo sees a
// living church: families, ages from toddlers to retirees, a membership history, and staff with
// different roles.
package demo

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/controlplane/provisioning"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
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
	{FirstName: "Esther", LastName: "Okafor", Email: "secure@grace.demo", Mobile: "+15555550104", Password: Password, Gender: "female", Roles: []string{"Super Admin"}, TwoFactor: "email"},
}

var (
	maleNames   = strings.Fields("James John Robert Michael David William Richard Joseph Thomas Daniel Matthew Anthony Mark Paul Steven Andrew Joshua Kevin Brian Samuel Emmanuel Chinedu Kwame Luis Carlos Hiroshi Minh Peter Stephen Nathan Caleb Isaac Elijah Aaron Jonah Tobias Femi Kofi")
	femaleNames = strings.Fields("Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Margaret Sandra Ashley Emily Hannah Abigail Ruth Esther Naomi Deborah Grace Joy Faith Blessing Ngozi Ama Maria Sofia Mei Priya Chloe Leah Miriam Lydia Priscilla Adaeze")
	lastNames   = strings.Fields("Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Okafor Adeyemi Mensah Boateng Nguyen Kim Patel Chen Osei Eze Mbeki Kowalski Schmidt Rossi")
	statuses    = []string{"member", "member", "member", "member", "regular attender", "visitor", "new convert"}
)

// Seed adds n people in households to the church, deterministically for a given seed value.
func Seed(ctx context.Context, tenants *db.Tenants, church *tenancy.Church, n int, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	now := time.Now()
	return tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		made := 0
		for made < n {
			last := lastNames[r.IntN(len(lastNames))]
			size := 1 + r.IntN(5)
			joined := now.AddDate(0, 0, -r.IntN(3*365))
			parentAge := 25 + r.IntN(50)
			for i := 0; i < size && made < n; i++ {
				var first, gender string
				age := parentAge + r.IntN(4) - 2
				if i >= 2 {
					age = r.IntN(min(parentAge-18, 25))
				}
				if r.IntN(2) == 0 {
					first, gender = maleNames[r.IntN(len(maleNames))], "male"
				} else {
					first, gender = femaleNames[r.IntN(len(femaleNames))], "female"
				}
				birth := now.AddDate(-age, -r.IntN(12), -r.IntN(28))
				email := ""
				if age >= 16 {
					email = fmt.Sprintf("%s.%s%d@example.org", strings.ToLower(first), strings.ToLower(last), made)
				}
				mobile := ""
				if age >= 14 && r.IntN(10) < 8 {
					mobile = fmt.Sprintf("+1555%07d", 2000000+made)
				}
				created := joined.Add(time.Duration(r.IntN(72)) * time.Hour)
				if err := tx.Exec(`INSERT INTO people (first_name, last_name, email, mobile, gender, birth_date, membership_status, created_at, updated_at)
					VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, first, last, email, mobile, gender, birth, statuses[r.IntN(len(statuses))], created, created).Error; err != nil {
					return err
				}
				made++
			}
		}
		return nil
	})
}

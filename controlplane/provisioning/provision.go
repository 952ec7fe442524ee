// Package provisioning creates churches: the control row, the church's own schema with every
// tenant migration, and its default roles and first users — all in one transaction.
package provisioning

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
)

// Spec describes a new church.
type Spec struct {
	ShortName string
	FullName  string
	Email     string
	Phone     string
	Website   string
	Address   string
	Products  []string   // product names; empty = every product
	Admins    []UserSpec // created with the church, in the same transaction
	Plan      *Plan      // recorded in control.church_plans with the church; nil = none
	// InTx, when set, runs last inside the provisioning transaction (search_path is the new
	// church's schema; control tables must be schema-qualified). Its error rolls everything back,
	// e.g. onboarding consumes its one-time code there so one code never makes two churches.
	InTx func(tx *gorm.DB, church *tenancy.Church) error
}

// Plan is what a church chose at sign-up and the price the rule gave for it.
type Plan struct {
	SizeName  string
	SizeLabel string
	Currency  string
	Products  []string // catalogue product names
	Price     string   // decimal amount, e.g. "199.00"
}

// Errors callers map to user-facing messages.
var (
	ErrShortNameTaken    = errors.New("This short name is already taken")
	ErrShortNameInvalid  = errors.New("Must be 4 to 20 letters only")
	ErrShortNameReserved = errors.New("This short name is reserved")
)

var shortNameRule = regexp.MustCompile(`^[A-Za-z]{4,20}$`)

// reserved are names that would collide with our own hosts or confuse people.
var reserved = map[string]bool{
	"www": true, "api": true, "admin": true, "onboarding": true, "ops": true, "operator": true,
	"operators": true, "support": true, "help": true, "mail": true, "email": true, "smtp": true,
	"static": true, "files": true, "assets": true, "status": true, "billing": true, "login": true, "signup": true,
	"console": true, "dashboard": true, "root": true, "system": true, "test": true, "demo": true,
	"congregate": true, "church": true, "churches": true, "localhost": true, "default": true,
	"public": true, "control": true, "tenant": true, "internal": true, "stage": true, "staging": true,
}

// CheckShortName validates a short name without touching the database.
func CheckShortName(s string) error {
	if !shortNameRule.MatchString(s) {
		return ErrShortNameInvalid
	}
	if reserved[strings.ToLower(s)] {
		return ErrShortNameReserved
	}
	return nil
}

// AllProducts is the product catalogue a church gets when it does not choose.
var AllProducts = []string{"people", "organization", "livestreamSermons", "eCommerce", "fellowshipPrequest",
	"fellowshipPreport", "generosity", "children", "unifiedCommunications", "followUp", "calendarEvents", "billing"}

// testHookAfterSchema lets tests make provisioning fail midway.
var testHookAfterSchema func(tx *gorm.DB) error

// Provision creates the church atomically on the control database's cluster. A failure at any
// step — a taken short name, a bad migration, a bad admin — rolls everything back: no control row,
// no schema, no users.
func Provision(ctx context.Context, control *gorm.DB, spec Spec) (*tenancy.Church, error) {
	if err := CheckShortName(spec.ShortName); err != nil {
		return nil, err
	}
	if strings.TrimSpace(spec.FullName) == "" {
		return nil, errors.New("church name is required")
	}
	products := spec.Products
	if len(products) == 0 {
		products = AllProducts
	}
	church := &tenancy.Church{
		ShortName: strings.ToLower(spec.ShortName), FullName: strings.TrimSpace(spec.FullName),
		Email: spec.Email, Phone: spec.Phone, Website: spec.Website, Address: spec.Address,
		Placement: "default", Status: "active",
		ColorThemes:              mustJSON(DefaultColorThemes),
		FavIcons:                 mustJSON(defaultFavIcons()),
		Products:                 mustJSON(products),
		SystemSettings:           mustJSON(DefaultSystemSettings),
		SupportResourcesSettings: mustJSON(DefaultSupportResources),
		TermsOfService:           "https://congregate.app/terms",
	}
	err := control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Raw(`SELECT nextval('control.churches_id_seq')`).Scan(&church.ID).Error; err != nil {
			return err
		}
		church.SchemaName = db.SchemaName(church.ID)
		if err := tx.Create(church).Error; err != nil {
			if isUniqueViolation(err) {
				return ErrShortNameTaken
			}
			return fmt.Errorf("insert church: %w", err)
		}
		if p := spec.Plan; p != nil {
			if err := tx.Exec(`INSERT INTO control.church_plans (church_id, size_name, size_label, currency, products, price)
				VALUES (?, ?, ?, ?, ?, ?)`, church.ID, p.SizeName, p.SizeLabel, p.Currency, string(mustJSON(p.Products)), p.Price).Error; err != nil {
				return fmt.Errorf("insert plan: %w", err)
			}
		}
		if err := tx.Exec(fmt.Sprintf(`CREATE SCHEMA "%s"`, church.SchemaName)).Error; err != nil {
			return fmt.Errorf("create schema: %w", err)
		}
		if err := tx.Exec(fmt.Sprintf(`SET LOCAL search_path TO "%s"`, church.SchemaName)).Error; err != nil {
			return err
		}
		if err := db.ApplyTenantMigrations(tx); err != nil {
			return err
		}
		if err := seedRoles(tx); err != nil {
			return fmt.Errorf("seed roles: %w", err)
		}
		if testHookAfterSchema != nil {
			if err := testHookAfterSchema(tx); err != nil {
				return err
			}
		}
		for _, a := range spec.Admins {
			if _, err := CreateUser(tx, a); err != nil {
				return fmt.Errorf("create admin %s: %w", a.Email, err)
			}
		}
		if spec.InTx != nil {
			return spec.InTx(tx, church)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return church, nil
}

// Find loads a church by short name.
func Find(ctx context.Context, control *gorm.DB, short string) (*tenancy.Church, error) {
	var c tenancy.Church
	err := control.WithContext(ctx).Where("lower(short_name) = ?", strings.ToLower(short)).First(&c).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return nil, fmt.Errorf("no church with short name %q", short)
	}
	return &c, err
}

// Schemas lists every church schema, for "migrate all".
func Schemas(ctx context.Context, control *gorm.DB) ([]string, error) {
	var s []string
	err := control.WithContext(ctx).Raw(`SELECT schema_name FROM control.churches ORDER BY id`).Scan(&s).Error
	return s, err
}

func isUniqueViolation(err error) bool {
	var pg *pgconn.PgError
	return errors.As(err, &pg) && pg.Code == "23505"
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// Package provisioning creates churches: the control row, the church's own schema (on its
// placement's cluster) with every tenant migration, and its default roles and first users — all
// or nothing.
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

	"congregate/internal/platform/config"
	"congregate/internal/platform/contact"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
)

// Spec describes a new church.
type Spec struct {
	ShortName string
	FullName  string
	Email     string
	Phone     string
	// Country is the church's default country for phone numbers; "" = the country of Phone.
	Country  string
	Website  string
	Address  string
	Products []string   // product names; empty = every product
	Admins   []UserSpec // created with the church, in the same transaction
	Plan     *Plan      // recorded in control.church_plans with the church; nil = none
	// InTx, when set, runs last inside the control database's provisioning transaction (on the
	// default placement search_path is the new church's schema: control tables must be
	// schema-qualified). Its error rolls everything back, e.g. onboarding consumes its one-time
	// code there so one code never makes two churches.
	InTx func(tx *gorm.DB, church *tenancy.Church) error
	// Placement is the cluster the church's schema lives on: "default" is DATABASE_URL, any other
	// a cluster of DATABASE_CLUSTERS (ProvisionOn); "" is the one with the fewest churches
	// (ChoosePlacement), "default" when no clusters are configured.
	Placement string
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

// Provision creates the church on the default placement, atomically: a failure at any step — a
// taken short name, a bad migration, a bad admin — rolls everything back: no control row, no
// schema, no users.
func Provision(ctx context.Context, control *gorm.DB, spec Spec) (*tenancy.Church, error) {
	return ProvisionOn(ctx, control, nil, spec)
}

// ProvisionOn creates the church on spec.Placement, a cluster of tenants (db.TenantsFromConfig),
// or, when spec.Placement is "", on the cluster with the fewest churches (ChoosePlacement).
// On the default placement everything is one transaction of the control database. On another
// cluster the church's schema is made in a transaction of that cluster, inside the control one:
// it commits just before the control row, and is dropped again if that commit fails.
func ProvisionOn(ctx context.Context, control *gorm.DB, tenants *db.Tenants, spec Spec) (*tenancy.Church, error) {
	if err := CheckShortName(spec.ShortName); err != nil {
		return nil, err
	}
	if strings.TrimSpace(spec.FullName) == "" {
		return nil, errors.New("church name is required")
	}
	placement, err := ChoosePlacement(ctx, control, tenants, spec.Placement)
	if err != nil {
		return nil, err
	}
	var cluster *gorm.DB // nil: the control database's own transaction
	if placement != config.DefaultCluster {
		cluster, _ = tenants.Cluster(placement)
	}
	products := spec.Products
	if len(products) == 0 {
		products = AllProducts
	}
	church := &tenancy.Church{
		ShortName: strings.ToLower(spec.ShortName), FullName: strings.TrimSpace(spec.FullName),
		Email: spec.Email, Phone: spec.Phone, Website: spec.Website, Address: spec.Address,
		Placement: placement, Status: "active",
		ColorThemes:              mustJSON(DefaultColorThemes),
		FavIcons:                 mustJSON(defaultFavIcons()),
		Products:                 mustJSON(products),
		SystemSettings:           mustJSON(systemSettings(spec)),
		SupportResourcesSettings: mustJSON(DefaultSupportResources),
		TermsOfService:           "https://congregate.app/terms",
	}
	schemaCommitted := false
	err = control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
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
		if cluster == nil {
			if err := buildSchema(tx, church, spec); err != nil {
				return err
			}
			return spec.inTx(tx, church)
		}
		err := cluster.WithContext(ctx).Transaction(func(ttx *gorm.DB) error {
			if err := buildSchema(ttx, church, spec); err != nil {
				return err
			}
			return spec.inTx(tx, church)
		})
		schemaCommitted = err == nil
		return err
	})
	if err != nil && schemaCommitted {
		if drop := cluster.WithContext(context.WithoutCancel(ctx)).Exec(fmt.Sprintf(`DROP SCHEMA IF EXISTS "%s" CASCADE`, church.SchemaName)).Error; drop != nil {
			err = errors.Join(err, fmt.Errorf("drop schema %s on %s: %w", church.SchemaName, placement, drop))
		}
	}
	if err != nil {
		return nil, err
	}
	return church, nil
}

// buildSchema makes the church's schema in tx: the tenant baseline (every tenant migration, squashed;
// db.ApplyTenantSchema), the default roles and the
// first users.
func buildSchema(tx *gorm.DB, church *tenancy.Church, spec Spec) error {
	if err := tx.Exec(fmt.Sprintf(`CREATE SCHEMA "%s"`, church.SchemaName)).Error; err != nil {
		return fmt.Errorf("create schema: %w", err)
	}
	if err := tx.Exec(fmt.Sprintf(`SET LOCAL search_path TO "%s"`, church.SchemaName)).Error; err != nil {
		return err
	}
	if err := db.ApplyTenantSchema(tx); err != nil {
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
	return nil
}

func (s Spec) inTx(tx *gorm.DB, church *tenancy.Church) error {
	if s.InTx == nil {
		return nil
	}
	return s.InTx(tx, church)
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

// SchemasByPlacement lists every church schema by placement, for "migrate all".
func SchemasByPlacement(ctx context.Context, control *gorm.DB) (map[string][]string, error) {
	all, err := ChurchSchemas(ctx, control)
	out := map[string][]string{}
	for _, t := range all {
		out[t.Cluster] = append(out[t.Cluster], t.Schema)
	}
	return out, err
}

// ChurchSchemas lists every church's schema, short name and placement, oldest church first.
func ChurchSchemas(ctx context.Context, control *gorm.DB) ([]db.TenantSchema, error) {
	var rows []struct{ SchemaName, ShortName, Placement string }
	err := control.WithContext(ctx).Raw(`SELECT schema_name, short_name, placement FROM control.churches ORDER BY id`).Scan(&rows).Error
	out := make([]db.TenantSchema, len(rows))
	for i, r := range rows {
		out[i] = db.TenantSchema{Schema: r.SchemaName, Church: r.ShortName, Cluster: r.Placement}
	}
	return out, err
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

// systemSettings are the defaults with the church's default country.
func systemSettings(spec Spec) map[string]any {
	s := make(map[string]any, len(DefaultSystemSettings)+1)
	for k, v := range DefaultSystemSettings {
		s[k] = v
	}
	s["defaultCountry"] = defaultCountry(spec)
	return s
}

// defaultCountry is the spec's country, else the country of the church's phone, else the
// contact package's default.
func defaultCountry(spec Spec) string {
	if contact.ValidCountry(strings.ToUpper(spec.Country)) {
		return strings.ToUpper(spec.Country)
	}
	if c := contact.CountryOf(spec.Phone); c != "" {
		return c
	}
	return contact.DefaultCountry
}

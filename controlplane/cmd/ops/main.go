// Command ops is the operators' tool: migrate, provision churches (with demo data), create staff,
// mint a one-time sign-in link, and set lock-down flags and custom domains.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/controlplane"
	"congregate/controlplane/demo"
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/authz"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/redisconn"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/billing/cards"
	"congregate/tenantapi/billing/purchases"
	"congregate/tenantapi/organization/branding"
	"congregate/tenantapi/organization/church"
)

const usage = `usage: ops <command> [flags]

commands:
  migrate    [--parallel 4] [--dry-run]    migrate the control schema, then every church schema: the clusters at once,
                                           N schemas at a time on each; resumable; failing schemas named, exit 1
                                           (--dry-run: list each schema's version and pending files, change nothing)
  provision  --short --name [--email --phone --website --address --placement P] [--demo-people N]
  seed-demo  [--people 300]                provision the demo church "grace" with staff and people (idempotent)
  user create --church --first --last --email [--mobile --password --pin --role R[,R] --2fa email|sms]
  login-token --church --email             print a single-use /cpauth_admin sign-in link (5 minutes)
  lockdown   --church [--account=true|false] [--hide=true|false] [--billing=true|false]
  domain add --church --domain             serve the church on a custom domain
  church move --church --to CLUSTER [--resume | --abort]
                                           move the church's schema to another cluster (run again to finish an interrupted move)
  custom-url --church --url [--enabled=false]  send /{church}/ on the onboarding host to a dedicated admin URL
  catalogue                                list the onboarding sizes, prices and products
  size set   --name --label --costs c1,..,c6 --full F [--currency USD --position N --inactive]
  product set --name --title [--description --modules k1,k2 --position N --inactive]
  credits grant --church --amount N [--note ... --key K]  give message credits (a repeated --key is a no-op)
  credits balance --church                 the church's message credits
  credits cheque confirm|reject --church --purchase N  a cheque for credits arrived (credits added once) or did not
  greetings run --church                   send the day's birthday and anniversary greetings now (once a year each)
  billing show  --church                   the church's Stripe customer, subscription, past-due status and grace
  billing grace --days N [--church]        days of grace after a failed payment before the billing lock-down (all churches without --church)
  billing setup --church                   create the church's Stripe customer and subscription now (idempotent)
  operator create --email --name --role operator|support [--password P] [--totp-secret S]
                                           add an operator of the operator console (prints the id; a temporary password without --password)
  operator code --email                    the current TOTP code of an enrolled operator (a development aid)
  tasks list --queue Q [--state pending|active|scheduled|retry|archived --church-id N --page P]  a queue's tasks (no payloads)
  tasks retry|delete|archive --queue Q --id ID  run a task now, delete it, or kill it (archive: "dead")
  tasks enqueue --queue Q --type T [--payload JSON --in DURATION]  queue a task (--in 1h: scheduled)
`

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "ops:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) == 0 {
		fmt.Print(usage)
		return nil
	}
	cfg := config.Load()
	control, err := db.Open(cfg.DatabaseURL)
	if err != nil {
		return err
	}
	ctx := context.Background()
	tenants, err := db.TenantsFromConfig(cfg, control)
	if err != nil {
		return err
	}
	if err := db.CheckPlacements(ctx, cfg, control); err != nil {
		return err
	}
	cmd, rest := args[0], args[1:]
	if (cmd == "user" || cmd == "church" || cmd == "domain" || cmd == "size" || cmd == "product" || cmd == "credits" || cmd == "greetings" || cmd == "billing" || cmd == "operator") && len(rest) > 0 {
		cmd, rest = cmd+" "+rest[0], rest[1:]
	}
	switch cmd {
	case "catalogue", "size set", "product set":
		return catalogueCommand(ctx, control, cmd, rest)
	case "credits grant", "credits balance":
		return creditsCommand(ctx, control, tenants, cmd, rest, os.Stdout)
	case "credits cheque":
		return chequeCommand(ctx, control, tenants, rest, os.Stdout)
	case "greetings run":
		return greetingsCommand(ctx, control, tenants, rest, os.Stdout)
	case "church move":
		return churchMoveCommand(ctx, cfg, control, tenants, rest, os.Stdout)
	case "tasks":
		rconn, err := redisconn.FromConfig(cfg)
		if err != nil {
			return err
		}
		return tasksCommand(ctx, rconn, control, rest, os.Stdout)
	case "billing show", "billing grace", "billing setup":
		return billingCommand(ctx, cfg, control, tenants, cmd, rest, os.Stdout)
	case "operator create", "operator code":
		return operatorCommand(ctx, control, opsauth.NewSecretBox(cfg.OpsSecretKey), cmd, rest, os.Stdout)
	}
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	switch cmd {
	case "migrate":
		return controlplane.MigrateCommand(ctx, cfg, control, rest, os.Stdout)

	case "provision":
		short := fs.String("short", "", "short name (4-20 letters)")
		name := fs.String("name", "", "full name")
		email := fs.String("email", "", "church e-mail")
		phone := fs.String("phone", "", "church phone")
		website := fs.String("website", "", "church website")
		address := fs.String("address", "", "church address")
		placement := fs.String("placement", "", "cluster of the church's schema: default (DATABASE_URL) or a name of DATABASE_CLUSTERS; \"\" = the one with the fewest churches")
		people := fs.Int("demo-people", 0, "add this many demo people")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		c, err := provisioning.ProvisionOn(ctx, control, tenants, provisioning.Spec{ShortName: *short, FullName: *name, Email: *email,
			Phone: *phone, Website: *website, Address: *address, Placement: *placement})
		if err != nil {
			return err
		}
		if *people > 0 {
			if err := demo.Seed(ctx, tenants, c, *people, uint64(c.ID)); err != nil {
				return err
			}
		}
		fmt.Printf("provisioned %s (id %d, schema %s on %s) at %s\n", c.ShortName, c.ID, c.SchemaName, c.Placement, cfg.ChurchURL(c.ShortName))
		return nil

	case "seed-demo":
		people := fs.Int("people", 300, "number of demo people")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		if err := demoOperator(ctx, control, opsauth.NewSecretBox(cfg.OpsSecretKey), os.Stdout); err != nil {
			return err
		}
		if c, err := provisioning.Find(ctx, control, "grace"); err == nil {
			fmt.Println("demo church grace already exists")
			if err := demoBilling(ctx, cfg, control, tenants, c); err != nil {
				return err
			}
			if c.LogoURL == "" { // made before the demo had a logo
				return brandDemo(ctx, cfg, control, tenants, c)
			}
			return nil
		}
		c, err := provisioning.Provision(ctx, control, provisioning.Spec{ShortName: "grace", FullName: "Grace Community Church",
			Email: "office@grace.demo", Phone: "+15555550150", Website: "https://grace.example.org",
			Address: "1200 Hope Avenue, Springfield, IL 62701", Admins: demo.Staff, Plan: demo.Plan})
		if err != nil {
			return err
		}
		if err := demo.Seed(ctx, tenants, c, *people, 2026); err != nil {
			return err
		}
		if err := brandDemo(ctx, cfg, control, tenants, c); err != nil {
			return err
		}
		if err := demoBilling(ctx, cfg, control, tenants, c); err != nil {
			return err
		}
		fmt.Printf("provisioned demo church grace at %s with %d people\n", cfg.ChurchURL("grace"), *people+len(demo.Staff))
		return nil

	case "user create":
		church := fs.String("church", "", "church short name")
		var u provisioning.UserSpec
		fs.StringVar(&u.FirstName, "first", "", "first name")
		fs.StringVar(&u.LastName, "last", "", "last name")
		fs.StringVar(&u.Email, "email", "", "e-mail")
		fs.StringVar(&u.Mobile, "mobile", "", "mobile, international format")
		fs.StringVar(&u.Password, "password", "", "password")
		fs.StringVar(&u.PIN, "pin", "", "4-digit PIN")
		fs.StringVar(&u.TwoFactor, "2fa", "", "two-factor channel: email or sms")
		fs.StringVar(&u.Gender, "gender", "", "male or female")
		role := fs.String("role", "", "comma-separated role names")
		noAccess := fs.Bool("no-admin-access", false, "create without console access")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		if *role != "" {
			u.Roles = strings.Split(*role, ",")
		}
		u.NoAdminAccess = *noAccess
		c, err := provisioning.Find(ctx, control, *church)
		if err != nil {
			return err
		}
		var id int64
		err = tenants.RunFor(ctx, c, func(tx *gorm.DB) error {
			var err error
			id, err = provisioning.CreateUser(tx, u)
			return err
		})
		if err != nil {
			return err
		}
		// Running tenant APIs cache each church's policy; make them reload it.
		if err := invalidatePolicy(ctx, cfg, c.ID); err != nil {
			return err
		}
		fmt.Println(id)
		return nil

	case "login-token":
		church := fs.String("church", "", "church short name")
		email := fs.String("email", "", "e-mail of the person")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		c, err := provisioning.Find(ctx, control, *church)
		if err != nil {
			return err
		}
		id, err := provisioning.PersonIDByEmail(ctx, tenants, c, *email)
		if err != nil {
			return err
		}
		t, err := provisioning.MintLoginToken(ctx, tenants, c, id)
		if err != nil {
			return err
		}
		fmt.Printf("%s/cpauth_admin?t=%s\n", cfg.ChurchURL(c.ShortName), t)
		return nil

	case "lockdown":
		church := fs.String("church", "", "church short name")
		account := fs.String("account", "", "account lock-down true|false")
		hide := fs.String("hide", "", "account hide true|false")
		billing := fs.String("billing", "", "billing lock-down true|false")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		c, err := provisioning.Find(ctx, control, *church)
		if err != nil {
			return err
		}
		set := map[string]any{"updated_at": gorm.Expr("now()")}
		for col, v := range map[string]string{"account_lockdown": *account, "account_hide": *hide, "billing_lockdown": *billing} {
			if v != "" {
				set[col] = v == "true"
			}
		}
		if err := control.Model(&tenancy.Church{}).Where("id = ?", c.ID).Updates(set).Error; err != nil {
			return err
		}
		return publishChanged(ctx, cfg, c.ID)

	case "custom-url":
		church := fs.String("church", "", "church short name")
		admin := fs.String("url", "", "dedicated admin URL, e.g. https://admin.gracechurch.org")
		enabled := fs.Bool("enabled", true, "send the onboarding host's /{church}/ to the dedicated URL")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		c, err := provisioning.Find(ctx, control, *church)
		if err != nil {
			return err
		}
		return control.Model(&tenancy.Church{}).Where("id = ?", c.ID).
			Updates(map[string]any{"is_custom_url_enabled": *enabled, "dedicated_url_admin": *admin, "updated_at": gorm.Expr("now()")}).Error

	case "domain add":
		church := fs.String("church", "", "church short name")
		domain := fs.String("domain", "", "custom domain, e.g. admin.gracechurch.org")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		c, err := provisioning.Find(ctx, control, *church)
		if err != nil {
			return err
		}
		// An operator at the CLI is trusted: the domain is verified as it is added.
		if err := control.Exec(`INSERT INTO control.church_domains (domain, church_id, kind, verified_at) VALUES (lower(?), ?, 'custom', now())`, *domain, c.ID).Error; err != nil {
			return err
		}
		return publishChanged(ctx, cfg, c.ID)
	}
	fmt.Print(usage)
	return fmt.Errorf("unknown command %q", cmd)
}

// redisClient is the Redis of the change and policy notices: REDIS_URL or the Sentinel's master.
func redisClient(cfg config.Config) (*redis.Client, error) {
	rconn, err := redisconn.FromConfig(cfg)
	if err != nil {
		return nil, err
	}
	return rconn.Client()
}

// publishChanged tells the running tenant APIs and workers that a church's row changed
// (tenancy.PublishChanged), so their resolvers drop the old flags at once.
func publishChanged(ctx context.Context, cfg config.Config, churchID int64) error {
	rdb, err := redisClient(cfg)
	if err != nil {
		return err
	}
	defer rdb.Close()
	return tenancy.PublishChanged(ctx, rdb, cfg.KeyPrefix, churchID)
}

func invalidatePolicy(ctx context.Context, cfg config.Config, churchID int64) error {
	rdb, err := redisClient(cfg)
	if err != nil {
		return err
	}
	defer rdb.Close()
	enf, err := authz.New(rdb, cfg.KeyPrefix)
	if err != nil {
		return err
	}
	return enf.Invalidate(ctx, churchID)
}

// brandDemo gives the demo church its logo, saved where the tenant API keeps logos
// (storage.FromEnv: the same STORAGE_DIR or S3), in the name of the demo super admin.
func brandDemo(ctx context.Context, cfg config.Config, control *gorm.DB, tenants *db.Tenants, c *tenancy.Church) error {
	files, err := storage.FromEnv()
	if err != nil {
		return err
	}
	logos := &branding.Service{Tenants: tenants, Files: files,
		Rows: &church.Rows{Tenants: tenants, Control: control, Resolver: tenancy.NewResolver(control, cfg.BaseDomain, time.Second)}}
	if err := demo.WordFiles(ctx, files, tenants, c); err != nil { // issue 16: the demo podcasts' audio and artwork
		return err
	}
	if err := demo.Brand(ctx, logos, c, demo.Staff[0].Email); err != nil {
		return err
	}
	if streams, ok := files.(storage.Streams); ok { // issue 16: The Word's demo media files
		return demo.WordMedia(ctx, tenants, streams, c)
	}
	return nil
}

// demoBilling gives the demo church its plan (when it was made before it had one), its Stripe
// customer and subscription and its invoice history (demo.Billing), a card on file and a
// purchase of credits (demo.CardAndPurchase), once.
func demoBilling(ctx context.Context, cfg config.Config, control *gorm.DB, tenants *db.Tenants, c *tenancy.Church) error {
	p := demo.Plan
	products, err := json.Marshal(p.Products)
	if err != nil {
		return err
	}
	if err := control.Exec(`INSERT INTO control.church_plans (church_id, size_name, size_label, currency, products, price)
		SELECT ?, ?, ?, ?, ?::jsonb, ? WHERE NOT EXISTS (SELECT 1 FROM control.church_plans WHERE church_id = ?)`,
		c.ID, p.SizeName, p.SizeLabel, p.Currency, string(products), p.Price, c.ID).Error; err != nil {
		return err
	}
	b := billing.New(cfg, control, tenants)
	if err := demo.Billing(ctx, b, c, time.Now()); err != nil {
		return err
	}
	if err := demo.GivingOnline(ctx, control, tenants, c, time.Now()); err != nil { // issue 14: merchant account, recurring gifts
		return err
	}
	b.Cards = cards.ForBilling{}
	s := purchases.New(tenants, b.Stripe, b.EnsureCustomer, cfg.CreditPriceMinor, nil)
	s.Currency = b.Currency
	return demo.CardAndPurchase(ctx, s, c)
}

package churches

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
	"gorm.io/gorm"

	"congregate/controlplane/ops/churches/churchstats"
	"congregate/controlplane/ops/opsaudit"
	"congregate/internal/platform/config"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/billing"
	"congregate/tenantapi/communications/credits"
	"congregate/tenantapi/roles"
)

// TXTResolver looks up DNS TXT records (*net.Resolver; tests give a fake).
type TXTResolver interface {
	LookupTXT(ctx context.Context, name string) ([]string, error)
}

// Service is the operators' churches.
type Service struct {
	Control *gorm.DB
	Tenants *db.Tenants
	Redis   redis.UniversalClient // change notices to the resolvers; nil = none
	Config  config.Config
	Billing *billing.Service
	// DNS and HTTP prove custom domains; nil = net.DefaultResolver and http.DefaultTransport.
	DNS  TXTResolver
	HTTP http.RoundTripper
}

// ProofDNS and ProofHTTP stand in for the network in tests of the whole router (a Service's own
// DNS and HTTP come first); nil = the real resolver and transport.
var (
	ProofDNS  TXTResolver
	ProofHTTP http.RoundTripper
)

// ProofTimeout bounds each proof lookup of a custom domain.
const ProofTimeout = 5 * time.Second

// VerifyPath is where the tenant API answers a pending domain's token.
const VerifyPath = "/.well-known/congregate-verify/"

// List is the churches list.
func (s *Service) List(ctx context.Context, r listRequest) (httpx.Page[ChurchRow], error) {
	p, err := r.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[ChurchRow]{}, err
	}
	rows, total, err := listChurches(s.Control.WithContext(ctx), r, p.PageSize, p.Page*p.PageSize)
	if err != nil {
		return httpx.Page[ChurchRow]{}, err
	}
	return httpx.PageOf(rows, total, p), nil
}

// Facets are the plans and placements churches have, with how many each: the list's filters offer
// what can be found (a plan that is no longer a catalogue size, a cluster with no church yet is not).
func (s *Service) Facets(ctx context.Context) (*Facets, error) {
	return readFacets(s.Control.WithContext(ctx))
}

// Get is a church's page; its figures are refreshed first.
func (s *Service) Get(ctx context.Context, id int64) (*ChurchDetail, error) {
	church, err := findChurch(s.Control.WithContext(ctx), id, false)
	if err != nil {
		return nil, err
	}
	if _, err := churchstats.Refresh(ctx, s.Control, s.Tenants, church); err != nil {
		// The page still opens with the last figures; the error is the operator's to see in logs.
		slog.ErrorContext(ctx, "church page: stats refresh", "church", church.ShortName, "err", err)
	}
	return s.detail(ctx, church)
}

func (s *Service) detail(ctx context.Context, church *tenancy.Church) (*ChurchDetail, error) {
	page, err := readPage(s.Control.WithContext(ctx), church.ID)
	if err != nil {
		return nil, err
	}
	d := &ChurchDetail{ChurchRow: ChurchRow{ID: church.ID, ShortName: church.ShortName, FullName: church.FullName, Status: church.Status,
		LockedDown: church.AccountLockdown, BillingLockdown: church.BillingLockdown, Placement: church.Placement,
		People: page.People, Users: page.Users, LastActivityAt: page.LastActivityAt, CreatedAt: church.CreatedAt},
		Email: church.Email, Phone: church.Phone, ConsoleURL: s.Config.ChurchURL(church.ShortName),
		StorageBytes: page.StorageBytes, SchemaVersion: page.SchemaVersion, StatusReason: page.StatusReason,
		StatusBy: page.StatusBy, StatusAt: page.StatusAt, StatsRefreshedAt: page.StatsRefreshedAt,
		Products: church.ProductList(), Domains: []Domain{}}
	if page.SizeName != nil {
		d.Plan, d.Price, d.Currency = *page.SizeName, deref(page.Price), deref(page.PlanCurrency)
		var products []string
		if json.Unmarshal([]byte(deref(page.PlanProducts)), &products) == nil && len(products) > 0 {
			d.Products = products
		}
	}
	if d.Products == nil {
		d.Products = []string{}
	}
	d.BillingStatus = billing.BillingActive
	if s.Billing != nil {
		sh, err := s.Billing.ShowChurch(ctx, church)
		if err != nil {
			return nil, err
		}
		switch {
		case sh.LockedDown:
			d.BillingStatus = billing.BillingLocked
		case sh.PastDueSince != "":
			d.BillingStatus = billing.BillingPastDue
		}
	}
	err = s.Tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		acct, err := credits.Balance(tx)
		d.Credits = Credits(acct)
		return err
	})
	if err != nil {
		return nil, err
	}
	d.MovingTo = church.MovingTo
	if mv, err := provisioning.LastMove(ctx, s.Control, church.ID); err != nil {
		return nil, err
	} else if mv != nil {
		d.LastMove = &ChurchMove{FromCluster: mv.FromCluster, ToCluster: mv.ToCluster, State: mv.State, Error: mv.Error,
			StartedAt: mv.StartedAt, FinishedAt: mv.FinishedAt, By: mv.By}
		if mv.RowsCopied != nil {
			d.LastMove.RowsCopied = *mv.RowsCopied
		}
	}
	domains, err := readDomains(s.Control.WithContext(ctx), church.ID)
	if err != nil {
		return nil, err
	}
	for _, r := range domains {
		dm := Domain{Domain: r.Domain, Kind: r.Kind, Verified: r.Kind == "subdomain" || r.VerifiedAt != nil, VerifiedAt: r.VerifiedAt}
		if !dm.Verified {
			dm.TxtName, dm.TxtValue = "_congregate."+r.Domain, r.VerifyToken
			dm.HTTPURL = "http://" + r.Domain + VerifyPath + r.VerifyToken
		}
		d.Domains = append(d.Domains, dm)
	}
	return d, nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// Status changes.
const (
	ActionLockdown   = "lockdown"
	ActionUnlock     = "unlock"
	ActionSuspend    = "suspend"
	ActionReactivate = "reactivate"
)

// Change locks a church down, unlocks it, suspends or reactivates it, with the operator's reason
// and its audit line in one transaction; the running resolvers hear of it at once.
func (s *Service) Change(ctx context.Context, action string, r statusRequest, e opsaudit.Entry) (*ChurchDetail, error) {
	var set map[string]any
	switch action {
	case ActionLockdown:
		set = map[string]any{"account_lockdown": true, "account_hide": false}
	case ActionUnlock:
		set = map[string]any{"account_lockdown": false}
	case ActionSuspend:
		set = map[string]any{"status": tenancy.StatusSuspended}
	case ActionReactivate:
		set = map[string]any{"status": tenancy.StatusActive}
	default:
		return nil, fmt.Errorf("churches: unknown change %q", action)
	}
	var church *tenancy.Church
	err := s.Control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var err error
		if church, err = findChurch(tx, r.ID, true); err != nil {
			return err
		}
		if church.Status == tenancy.StatusClosed {
			return fault.E(fault.Conflict, msgClosed)
		}
		if err := setStatus(tx, church.ID, set, r.Reason, e.OperatorEmail); err != nil {
			return err
		}
		e.Action, e.ChurchID, e.Target = "church."+action, church.ID, church.ShortName
		e.Detail = map[string]any{"reason": r.Reason}
		return opsaudit.Record(ctx, tx, e)
	})
	if err != nil {
		return nil, err
	}
	s.changed(ctx, church.ID)
	return s.reload(ctx, church.ID)
}

func (s *Service) reload(ctx context.Context, id int64) (*ChurchDetail, error) {
	church, err := findChurch(s.Control.WithContext(ctx), id, false)
	if err != nil {
		return nil, err
	}
	return s.detail(ctx, church)
}

// changed tells the tenant APIs and workers to forget the church's cached row. A lost notice
// is logged: their cache still expires within its TTL.
func (s *Service) changed(ctx context.Context, churchID int64) {
	if err := tenancy.PublishChanged(ctx, s.Redis, s.Config.KeyPrefix, churchID); err != nil {
		slog.ErrorContext(ctx, "church change notice", "church", churchID, "err", err)
	}
}

var label = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$`)

// checkDomain applies the host name rule and refuses the platform's own hosts.
func (s *Service) checkDomain(domain string) error {
	labels := strings.Split(domain, ".")
	if len(domain) > 253 || len(labels) < 2 {
		return fault.E(fault.Invalid, msgDomainInvalid)
	}
	for _, l := range labels {
		if !label.MatchString(l) {
			return fault.E(fault.Invalid, msgDomainInvalid)
		}
	}
	if strings.Trim(labels[len(labels)-1], "0123456789") == "" { // an address, not a name
		return fault.E(fault.Invalid, msgDomainInvalid)
	}
	ours := append([]string{s.Config.BaseDomain, s.Config.OpsHost}, s.Config.OnboardingHosts...)
	for _, h := range ours {
		h = tenancy.HostOnly(strings.TrimSpace(h))
		if h != "" && (domain == h || strings.HasSuffix(domain, "."+h)) {
			return fault.E(fault.Invalid, msgDomainOurs)
		}
	}
	return nil
}

func newVerifyToken() string {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

// AddDomain adds a custom domain, pending until verified. The church's own pending or verified
// domain is answered as it is.
func (s *Service) AddDomain(ctx context.Context, r domainRequest, e opsaudit.Entry) (*ChurchDetail, error) {
	domain := strings.TrimSuffix(strings.TrimSpace(r.Domain), ".")
	if err := s.checkDomain(domain); err != nil {
		return nil, err
	}
	err := s.Control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		church, err := findChurch(tx, r.ID, true)
		if err != nil {
			return err
		}
		if _, owner, ok, err := readDomain(tx, domain); err != nil || ok {
			if err == nil && owner != church.ID {
				err = fault.E(fault.Conflict, msgDomainOther)
			}
			return err
		}
		added, err := insertDomain(tx, church.ID, domain, newVerifyToken())
		if err != nil {
			return err
		}
		if !added { // another church's add won the race
			return fault.E(fault.Conflict, msgDomainOther)
		}
		e.Action, e.ChurchID, e.Target = "church.domain_add", church.ID, domain
		return opsaudit.Record(ctx, tx, e)
	})
	if err != nil {
		return nil, err
	}
	return s.reload(ctx, r.ID)
}

// VerifyDomain looks for either proof of a pending domain and serves it once one is found.
func (s *Service) VerifyDomain(ctx context.Context, r domainRequest, e opsaudit.Entry) (*ChurchDetail, error) {
	domain := strings.TrimSuffix(strings.TrimSpace(r.Domain), ".")
	church, err := findChurch(s.Control.WithContext(ctx), r.ID, false)
	if err != nil {
		return nil, err
	}
	row, owner, ok, err := readDomain(s.Control.WithContext(ctx), domain)
	if err != nil {
		return nil, err
	}
	if !ok || owner != church.ID || row.Kind != "custom" {
		return nil, errDomainNotFound
	}
	if row.VerifiedAt != nil {
		return s.detail(ctx, church)
	}
	how := ""
	if s.dnsProof(ctx, domain, row.VerifyToken) {
		how = "dns"
	} else if s.httpProof(ctx, domain, row.VerifyToken) {
		how = "http"
	}
	e.Action, e.ChurchID, e.Target = "church.domain_verify", church.ID, domain
	if how == "" {
		e.Outcome = opsaudit.Failed
		_ = opsaudit.Record(ctx, s.Control, e)
		return nil, fault.E(fault.Invalid, fmt.Sprintf("Neither proof was found: a DNS TXT record _congregate.%s with the value %s, "+
			"or http://%s%s%s answering %s", domain, row.VerifyToken, domain, VerifyPath, row.VerifyToken, row.VerifyToken))
	}
	e.Detail = map[string]any{"proof": how}
	err = s.Control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := markVerified(tx, church.ID, domain); err != nil {
			return err
		}
		return opsaudit.Record(ctx, tx, e)
	})
	if err != nil {
		return nil, err
	}
	s.changed(ctx, church.ID)
	return s.reload(ctx, church.ID)
}

func (s *Service) dnsProof(ctx context.Context, domain, token string) bool {
	var res TXTResolver = net.DefaultResolver
	if s.DNS != nil {
		res = s.DNS
	} else if ProofDNS != nil {
		res = ProofDNS
	}
	ctx, cancel := context.WithTimeout(ctx, ProofTimeout)
	defer cancel()
	records, err := res.LookupTXT(ctx, "_congregate."+domain)
	if err != nil {
		return false
	}
	for _, r := range records {
		if strings.TrimSpace(r) == token {
			return true
		}
	}
	return false
}

var errOtherHost = errors.New("redirect to another host")

func (s *Service) httpProof(ctx context.Context, domain, token string) bool {
	transport := s.HTTP
	if transport == nil {
		transport = ProofHTTP
	}
	client := &http.Client{Transport: transport, Timeout: ProofTimeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= 3 || !strings.EqualFold(req.URL.Hostname(), domain) {
				return errOtherHost
			}
			return nil
		}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+domain+VerifyPath+token, nil)
	if err != nil {
		return false
	}
	res, err := client.Do(req)
	if err != nil {
		return false
	}
	defer res.Body.Close()
	body, err := io.ReadAll(io.LimitReader(res.Body, 1024))
	return err == nil && res.StatusCode == http.StatusOK && strings.TrimSpace(string(body)) == token
}

// RemoveDomain removes a custom domain; the resolvers stop serving it at once.
func (s *Service) RemoveDomain(ctx context.Context, r domainRequest, e opsaudit.Entry) (*ChurchDetail, error) {
	domain := strings.TrimSuffix(strings.TrimSpace(r.Domain), ".")
	err := s.Control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		church, err := findChurch(tx, r.ID, true)
		if err != nil {
			return err
		}
		removed, err := deleteDomain(tx, church.ID, domain)
		if err != nil {
			return err
		}
		if !removed {
			return errDomainNotFound
		}
		e.Action, e.ChurchID, e.Target = "church.domain_remove", church.ID, domain
		return opsaudit.Record(ctx, tx, e)
	})
	if err != nil {
		return nil, err
	}
	s.changed(ctx, r.ID)
	return s.reload(ctx, r.ID)
}

// SupportLogin mints a single-use sign-in link for the church's first super admin; the church's
// own audit trail and the operators' both record it.
func (s *Service) SupportLogin(ctx context.Context, r statusRequest, e opsaudit.Entry) (SupportLink, error) {
	church, err := findChurch(s.Control.WithContext(ctx), r.ID, false)
	if err != nil {
		return SupportLink{}, err
	}
	if church.Status == tenancy.StatusClosed {
		return SupportLink{}, fault.E(fault.Conflict, msgClosed)
	}
	var admins []int64
	if err := s.Tenants.RunFor(ctx, church, func(tx *gorm.DB) (err error) {
		admins, err = roles.SuperAdmins(tx)
		return err
	}); err != nil {
		return SupportLink{}, err
	}
	if len(admins) == 0 {
		return SupportLink{}, fault.E(fault.Conflict, msgNoSuperAdmin)
	}
	token, err := provisioning.MintLoginToken(ctx, s.Tenants, church, admins[0])
	if err != nil {
		return SupportLink{}, err
	}
	message := "Support sign-in by " + e.OperatorEmail + ": " + r.Reason
	err = s.Tenants.RunFor(ctx, church, func(tx *gorm.DB) error {
		return audit.Write(tx, audit.Entry{PersonID: &admins[0], Actor: "operator:" + e.OperatorEmail, Event: audit.EventSupportSignIn,
			Success: true, IP: e.IP, Details: map[string]any{"message": message, "operator": e.OperatorEmail, "reason": r.Reason}})
	})
	if err != nil {
		return SupportLink{}, err
	}
	e.Action, e.ChurchID, e.Target = "church.support_login", church.ID, church.ShortName
	e.Detail = map[string]any{"reason": r.Reason, "personId": admins[0]}
	if err := opsaudit.Record(ctx, s.Control, e); err != nil {
		return SupportLink{}, err
	}
	return SupportLink{URL: s.Config.ChurchURL(church.ShortName) + "/cpauth_admin?t=" + token}, nil
}

// New is the service over the ops API's dependencies (billing read through its own service).
func New(cfg config.Config, control *gorm.DB, tenants *db.Tenants, rdb *redis.Client) *Service {
	s := &Service{Control: control, Tenants: tenants, Config: cfg,
		Billing: &billing.Service{Tenants: tenants, Control: control, GraceDays: cfg.BillingGraceDays}}
	if rdb != nil {
		s.Redis = rdb
	}
	return s
}

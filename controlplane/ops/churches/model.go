// Package churches is the operators' churches (docs/operator-api.md "Churches"): the list and a
// church's page, lock-down, suspension, custom domains and their proof, and the support sign-in.
// The figures of the list come from control.church_stats (churchstats); every change of a church
// is announced to the running resolvers (tenancy.PublishChanged).
package churches

import (
	"strings"
	"time"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Messages.
const (
	msgReason        = "Give a reason"
	msgReasonTooLong = "A reason must be at most 500 characters"
	msgDomainOther   = "This domain belongs to another church"
	msgDomainInvalid = "Enter a domain name such as admin.gracechurch.org (lower-case letters, digits, hyphens and dots)"
	msgDomainOurs    = "This is one of the platform's own host names"
	msgClosed        = "This church is closed"
	msgNoSuperAdmin  = "This church has no super admin to sign in as"
)

var (
	errNotFound       = fault.E(fault.NotFound, "Church not found")
	errDomainNotFound = fault.E(fault.NotFound, "Domain not found")
)

// MaxReason bounds a status change's reason.
const MaxReason = 500

// Filters and sorts of the list.
const (
	FilterActive    = "active"
	FilterLocked    = "locked"
	FilterBilling   = "billing"
	FilterSuspended = "suspended"
	FilterClosed    = "closed"
)

// listRequest is the list's filters, sort and page.
type listRequest struct {
	Search    string `json:"search"`
	Status    string `json:"status" enum:"active,locked,billing,suspended,closed"`
	Plan      string `json:"plan"`
	Placement string `json:"placement"`
	Sort      string `json:"sort" enum:"name,created,people,activity"`
	Order     string `json:"order" enum:"asc,desc"`
	httpx.Paging
}

// Validate refuses unknown filters and sorts.
func (r listRequest) Validate() error {
	switch r.Status {
	case "", FilterActive, FilterLocked, FilterBilling, FilterSuspended, FilterClosed:
	default:
		return fault.E(fault.Invalid, "status must be active, locked, billing, suspended or closed")
	}
	switch r.Sort {
	case "", "name", "created", "people", "activity":
	default:
		return fault.E(fault.Invalid, "sort must be name, created, people or activity")
	}
	switch r.Order {
	case "", "asc", "desc":
	default:
		return fault.E(fault.Invalid, "order must be asc or desc")
	}
	if len(r.Search) > 200 {
		return fault.E(fault.Invalid, "search must be at most 200 characters")
	}
	return nil
}

type idRequest struct {
	ID int64 `json:"id"`
}

// statusRequest is lock down, unlock, suspend and reactivate.
type statusRequest struct {
	ID     int64  `json:"id"`
	Reason string `json:"reason"`
}

// Validate requires the reason.
func (r *statusRequest) Validate() error {
	r.Reason = strings.TrimSpace(r.Reason)
	if r.Reason == "" {
		return fault.E(fault.Invalid, msgReason)
	}
	if len([]rune(r.Reason)) > MaxReason {
		return fault.E(fault.Invalid, msgReasonTooLong)
	}
	return nil
}

type domainRequest struct {
	ID     int64  `json:"id"`
	Domain string `json:"domain"`
}

// Facet is one value of a filter and the number of churches that have it.
type Facet struct {
	Name     string `json:"name"`
	Churches int64  `json:"churches"`
}

// Facets are the values the list's plan and placement filters can find.
type Facets struct {
	Plans      []Facet `json:"plans"`
	Placements []Facet `json:"placements"`
}

// ChurchRow is one church of the list.
type ChurchRow struct {
	ID              int64      `json:"id"`
	ShortName       string     `json:"shortName"`
	FullName        string     `json:"fullName"`
	Status          string     `json:"status" enum:"active,suspended,closed"`
	LockedDown      bool       `json:"lockedDown"`
	BillingLockdown bool       `json:"billingLockdown"`
	Plan            string     `json:"plan"`
	Placement       string     `json:"placement"`
	People          int64      `json:"people"`
	Users           int64      `json:"users"`
	LastActivityAt  *time.Time `json:"lastActivityAt"`
	CreatedAt       time.Time  `json:"createdAt"`
}

// Credits is the church's communication credits.
type Credits struct {
	Balance   int64 `json:"balance"`
	Reserved  int64 `json:"reserved"`
	Available int64 `json:"available"`
}

// Domain is one host name of the church, with how to prove a pending custom one.
type Domain struct {
	Domain     string     `json:"domain"`
	Kind       string     `json:"kind" enum:"subdomain,custom"`
	Verified   bool       `json:"verified"`
	VerifiedAt *time.Time `json:"verifiedAt"`
	// TxtName and TxtValue are the DNS proof (a TXT record); HTTPURL the HTTP one. Empty once verified.
	TxtName  string `json:"txtName"`
	TxtValue string `json:"txtValue"`
	HTTPURL  string `json:"httpUrl"`
}

// ChurchDetail is a church's page.
type ChurchDetail struct {
	ChurchRow
	Email         string     `json:"email"`
	Phone         string     `json:"phone"`
	ConsoleURL    string     `json:"consoleUrl"`
	Price         string     `json:"price"` // the plan's monthly price, "199.00"; "" without a plan
	Currency      string     `json:"currency"`
	Products      []string   `json:"products"`
	BillingStatus string     `json:"billingStatus" enum:"active,past_due,locked"`
	Credits       Credits    `json:"credits"`
	Domains       []Domain   `json:"domains"`
	StorageBytes  int64      `json:"storageBytes"`
	SchemaVersion int64      `json:"schemaVersion"`
	StatusReason  string     `json:"statusReason"`
	StatusBy      string     `json:"statusBy"`
	StatusAt      *time.Time `json:"statusAt"`
	// StatsRefreshedAt is when the figures were computed.
	StatsRefreshedAt *time.Time `json:"statsRefreshedAt"`
	// MovingTo is the cluster a move is copying the church to (its writes are refused meanwhile);
	// "" when none. LastMove is its latest move between clusters, null when it never moved.
	MovingTo string      `json:"movingTo"`
	LastMove *ChurchMove `json:"lastMove"`
}

// ChurchMove is a move of a church's schema between clusters (bin/ops church move).
type ChurchMove struct {
	FromCluster string     `json:"fromCluster"`
	ToCluster   string     `json:"toCluster"`
	State       string     `json:"state" enum:"copying,switched,done,failed,aborted"`
	Error       string     `json:"error"`
	RowsCopied  int64      `json:"rowsCopied"`
	StartedAt   time.Time  `json:"startedAt"`
	FinishedAt  *time.Time `json:"finishedAt"`
	By          string     `json:"by"`
}

// SupportLink is a single-use sign-in link to a church's console.
type SupportLink struct {
	URL string `json:"url"`
}

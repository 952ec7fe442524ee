// Package authz is the casbin RBAC-with-domains enforcer (domain = church) over the spec §6
// permission keys, and the route-level Require middleware.
package authz

import (
	"context"
	"log/slog"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/casbin/casbin/v2"
	"github.com/casbin/casbin/v2/model"
	"github.com/redis/go-redis/v9"
)

// Key is a spec §6 permission key.
type Key string

// The 13 permission keys of spec §6. Open routes need only a signed-in user.
const (
	Open                  Key = "open"
	People                Key = "people"
	Organization          Key = "organization"
	LivestreamSermons     Key = "livestreamSermons"
	ECommerce             Key = "eCommerce"
	FellowshipPrequest    Key = "fellowshipPrequest"
	FellowshipPreport     Key = "fellowshipPreport"
	Generosity            Key = "generosity"
	Children              Key = "children"
	UnifiedCommunications Key = "unifiedCommunications"
	FollowUp              Key = "followUp"
	CalendarEvents        Key = "calendarEvents"
	Billing               Key = "billing"
)

// GrantableKeys are the keys a role can hold (every key but open).
var GrantableKeys = []Key{People, Organization, LivestreamSermons, ECommerce, FellowshipPrequest,
	FellowshipPreport, Generosity, Children, UnifiedCommunications, FollowUp, CalendarEvents, Billing}

// Action distinguishes looking from changing.
type Action string

const (
	Read  Action = "read"
	Write Action = "write"
)

const superAdmin = "superadmin"

const modelText = `
[request_definition]
r = sub, dom, obj, act

[policy_definition]
p = sub, dom, obj, act

[role_definition]
g = _, _, _

[policy_effect]
e = some(where (p.eft == allow))

[matchers]
m = g(r.sub, "superadmin", r.dom) || (g(r.sub, p.sub, r.dom) && r.dom == p.dom && r.obj == p.obj && (r.act == p.act || (r.act == "read" && p.act == "write")))
`

// Policy is one church's roles as stored in its schema.
type Policy struct {
	Grants     []Grant      // role → key/action
	Members    []Membership // person → role
	SuperRoles []int64      // roles whose holders are super admins
}

// Grant gives a role an action on a key.
type Grant struct {
	RoleID int64
	Key    Key
	Action Action
}

// Membership puts a person in a role.
type Membership struct{ PersonID, RoleID int64 }

// Loader reads a church's policy from its schema (the roles store implements it).
type Loader func(ctx context.Context) (Policy, error)

// Enforcer caches one casbin enforcer per church. A role change bumps the church's version in
// Redis; every API replica sees the bump on the next request and reloads.
type Enforcer struct {
	rdb    *redis.Client
	prefix string
	m      model.Model

	mu     sync.Mutex
	cache  map[int64]entry
	warned atomic.Int64 // when the last "Redis does not answer" was logged (unix ns)
}

type entry struct {
	version string
	e       *casbin.Enforcer
	// decisions remembers Enforce's answers for this policy version (person, key, action →
	// allowed): they are a function of the policy alone, and a role change brings a new entry.
	decisions *sync.Map
	n         *atomic.Int64
	loadedAt  time.Time
}

// outageVersion marks a policy read while Redis did not answer; it is read again after outageReload
// and replaced by the first answer Redis gives.
const (
	outageVersion = "\x00redis-unavailable"
	outageReload  = 2 * time.Second
)

// maxDecisions bounds the remembered answers of one church's policy version.
const maxDecisions = 50_000

// New builds the enforcer cache.
func New(rdb *redis.Client, prefix string) (*Enforcer, error) {
	m, err := model.NewModelFromString(modelText)
	if err != nil {
		return nil, err
	}
	return &Enforcer{rdb: rdb, prefix: prefix + "authz:ver:", m: m, cache: map[int64]entry{}}, nil
}

// Invalidate makes every replica reload the church's policy on its next request.
func (z *Enforcer) Invalidate(ctx context.Context, churchID int64) error {
	return z.rdb.Incr(ctx, z.prefix+strconv.FormatInt(churchID, 10)).Err()
}

func (z *Enforcer) forChurch(ctx context.Context, churchID int64, load Loader) (*casbin.Enforcer, error) {
	en, err := z.entryFor(ctx, churchID, load)
	return en.e, err
}

func (z *Enforcer) entryFor(ctx context.Context, churchID int64, load Loader) (entry, error) {
	ver, err := z.rdb.Get(ctx, z.prefix+strconv.FormatInt(churchID, 10)).Result()
	z.mu.Lock()
	cached, ok := z.cache[churchID]
	z.mu.Unlock()
	if err != nil && err != redis.Nil {
		// Redis only says when to reload; the policy is the church's schema's. Without Redis the
		// policy is read again at most every outageReload, so a role change still lands within it
		// and signed-in requests keep working through a Redis restart instead of failing.
		if last := z.warned.Load(); time.Since(time.Unix(0, last)) > 10*time.Second && z.warned.CompareAndSwap(last, time.Now().UnixNano()) {
			slog.WarnContext(ctx, "authz version unreadable: policies read from the database", "church", churchID, "err", err)
		}
		if ok && cached.version == outageVersion && time.Since(cached.loadedAt) < outageReload {
			return cached, nil
		}
		ver = outageVersion
	} else if ok && cached.version == ver {
		return cached, nil
	}
	p, err := load(ctx)
	if err != nil {
		return entry{}, err
	}
	e, err := z.build(churchID, p)
	if err != nil {
		return entry{}, err
	}
	en := entry{version: ver, e: e, decisions: &sync.Map{}, n: &atomic.Int64{}, loadedAt: time.Now()}
	z.mu.Lock()
	z.cache[churchID] = en
	z.mu.Unlock()
	return en, nil
}

func (z *Enforcer) build(churchID int64, p Policy) (*casbin.Enforcer, error) {
	e, err := casbin.NewEnforcer(z.m.Copy())
	if err != nil {
		return nil, err
	}
	dom := domain(churchID)
	var rules, groups [][]string
	for _, g := range p.Grants {
		rules = append(rules, []string{role(g.RoleID), dom, string(g.Key), string(g.Action)})
	}
	for _, m := range p.Members {
		groups = append(groups, []string{person(m.PersonID), role(m.RoleID), dom})
	}
	for _, r := range p.SuperRoles {
		groups = append(groups, []string{role(r), superAdmin, dom})
	}
	if len(rules) > 0 {
		if _, err := e.AddPolicies(rules); err != nil {
			return nil, err
		}
	}
	if len(groups) > 0 {
		if _, err := e.AddGroupingPolicies(groups); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// Allowed reports whether the person may perform act on key in the church.
func (z *Enforcer) Allowed(ctx context.Context, churchID, personID int64, key Key, act Action, load Loader) (bool, error) {
	if key == Open {
		return true, nil
	}
	en, err := z.entryFor(ctx, churchID, load)
	if err != nil {
		return false, err
	}
	type decision struct {
		person int64
		key    Key
		act    Action
	}
	d := decision{personID, key, act}
	if ok, found := en.decisions.Load(d); found {
		return ok.(bool), nil
	}
	ok, err := en.e.Enforce(person(personID), domain(churchID), string(key), string(act))
	if err == nil && en.n.Add(1) <= maxDecisions {
		en.decisions.Store(d, ok)
	}
	return ok, err
}

// Permissions is the profile's userRolesAndPermissions: super admin flag and, per key, the actions.
func (z *Enforcer) Permissions(ctx context.Context, churchID, personID int64, load Loader) (bool, map[Key][]Action, error) {
	e, err := z.forChurch(ctx, churchID, load)
	if err != nil {
		return false, nil, err
	}
	out := map[Key][]Action{}
	for _, k := range GrantableKeys {
		out[k] = []Action{}
	}
	sub, dom := person(personID), domain(churchID)
	isSuper, err := e.Enforce(sub, dom, "__any__", "__any__")
	if err != nil {
		return false, nil, err
	}
	for _, k := range GrantableKeys {
		for _, a := range []Action{Read, Write} {
			ok, err := e.Enforce(sub, dom, string(k), string(a))
			if err != nil {
				return false, nil, err
			}
			if ok {
				out[k] = append(out[k], a)
			}
		}
	}
	return isSuper, out, nil
}

func domain(id int64) string { return "church:" + strconv.FormatInt(id, 10) }
func role(id int64) string   { return "role:" + strconv.FormatInt(id, 10) }
func person(id int64) string { return "person:" + strconv.FormatInt(id, 10) }

package authz_test

import (
	"context"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"congregate/internal/platform/authz"
	"congregate/internal/testutil"
)

// The remembered decisions follow the policy: a role change (Invalidate) is seen on the next
// request, for a person already asked about as for a new one.
func TestAllowedFollowsInvalidate(t *testing.T) {
	rdb, prefix := testutil.Redis(t)
	z, err := authz.New(rdb, prefix)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	const church, reader, other = 7, 11, 12
	policy := authz.Policy{Grants: []authz.Grant{{RoleID: 1, Key: authz.People, Action: authz.Read}},
		Members: []authz.Membership{{PersonID: reader, RoleID: 1}}}
	loads := 0
	load := func(context.Context) (authz.Policy, error) { loads++; return policy, nil }
	ask := func(person int64, key authz.Key, act authz.Action) bool {
		t.Helper()
		ok, err := z.Allowed(ctx, church, person, key, act, load)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	for i := 0; i < 3; i++ {
		if !ask(reader, authz.People, authz.Read) || ask(reader, authz.People, authz.Write) || ask(other, authz.People, authz.Read) {
			t.Fatalf("round %d: wrong decisions for the first policy", i)
		}
	}
	if loads != 1 {
		t.Errorf("policy loaded %d times, want once", loads)
	}

	// The role loses people, the other person gains it.
	policy = authz.Policy{Grants: []authz.Grant{{RoleID: 2, Key: authz.People, Action: authz.Write}},
		Members: []authz.Membership{{PersonID: other, RoleID: 2}}}
	if err := z.Invalidate(ctx, church); err != nil {
		t.Fatal(err)
	}
	if ask(reader, authz.People, authz.Read) {
		t.Error("the reader keeps people read after the role change")
	}
	if !ask(other, authz.People, authz.Read) || !ask(other, authz.People, authz.Write) {
		t.Error("the other person did not gain people after the role change")
	}
	if loads != 2 {
		t.Errorf("policy loaded %d times, want twice", loads)
	}
	// Another church's decisions are its own.
	if ask(other, authz.People, authz.Read) != true {
		t.Error("decision changed without a role change")
	}
	ok, err := z.Allowed(ctx, church+1, other, authz.People, authz.Read, func(context.Context) (authz.Policy, error) { return authz.Policy{}, nil })
	if err != nil || ok {
		t.Errorf("another church: %v %v", ok, err)
	}
}

// Redis down: decisions come from the database's policy (read again at most every 2 s) instead of
// failing every signed-in request; once Redis answers the cached policy is used again.
func TestAllowedWithoutRedis(t *testing.T) {
	down := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1, DialTimeout: 100 * time.Millisecond})
	t.Cleanup(func() { _ = down.Close() })
	z, err := authz.New(down, "test:")
	if err != nil {
		t.Fatal(err)
	}
	loads := 0
	policy := authz.Policy{Grants: []authz.Grant{{RoleID: 1, Key: authz.People, Action: authz.Read}},
		Members: []authz.Membership{{PersonID: 11, RoleID: 1}}}
	load := func(context.Context) (authz.Policy, error) { loads++; return policy, nil }
	for i := 0; i < 3; i++ {
		ok, err := z.Allowed(context.Background(), 7, 11, authz.People, authz.Read, load)
		if err != nil || !ok {
			t.Fatalf("round %d: %v %v", i, ok, err)
		}
		if ok, _ := z.Allowed(context.Background(), 7, 11, authz.People, authz.Write, load); ok {
			t.Fatal("write allowed without the grant")
		}
	}
	// Six decisions; each unanswered Redis call takes a while here, so more than one reload
	// interval may pass, but the policy is not read for every decision.
	if loads < 1 || loads > 3 {
		t.Errorf("policy loaded %d times for 6 decisions", loads)
	}
}

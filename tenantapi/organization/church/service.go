package church

import (
	"context"
	"strconv"

	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// Rows reads and changes THIS church's row of control.churches — the id comes from the Host,
// never from a body.
type Rows struct {
	Tenants  *db.Tenants
	Control  *gorm.DB          // control.churches
	Resolver *tenancy.Resolver // forgotten after the row changes
}

// Change edits the church row (after) inside the church's tenant transaction and answers the
// audit event and its details, or details nil when nothing changed.
type Change func(tx *gorm.DB, after *tenancy.Church) (event string, details map[string]any, err error)

// writers bounds how many church-row changes run at once: each holds a control connection while
// it opens a tenant one, and without a bound enough of them could take the whole pool and wait on
// each other forever.
var constraints = db.Constraints{}

var writers = make(chan struct{}, 4)

// Current reads this church's row afresh (the request's copy may be a few seconds old).
func (r *Rows) Current(ctx context.Context) (*tenancy.Church, error) {
	return readChurch(r.Control.WithContext(ctx), tenancy.FromContext(ctx).ID)
}

// Change runs change on this church's row. The control row is locked first; the change, its
// tenant-side writes and its audit entry run in the church's schema, and the tenant transaction
// commits just before the control one (an audit entry without its change is possible only if that
// last commit fails; a change without its audit entry is not). The resolver's cache is then
// forgotten so organisation info answers the new values at once. It answers the organisation
// info of the saved row.
func (r *Rows) Change(ctx context.Context, a Actor, change Change) (Info, error) {
	select {
	case writers <- struct{}{}:
		defer func() { <-writers }()
	case <-ctx.Done():
		return Info{}, ctx.Err()
	}
	id := tenancy.FromContext(ctx).ID
	var saved *tenancy.Church
	err := r.Control.WithContext(ctx).Transaction(func(ctl *gorm.DB) error {
		before, err := lockChurch(ctl, id)
		if err != nil {
			return err
		}
		saved = before
		return r.Tenants.Run(ctx, func(tx *gorm.DB) error {
			after := *before
			event, details, err := change(tx, &after)
			if err != nil || details == nil {
				return err
			}
			if err := saveChurch(ctl, &after); err != nil {
				return err
			}
			saved = &after
			return audit.Write(tx, a.Entry(event, details))
		})
	})
	if err != nil {
		return Info{}, constraints.Map(err)
	}
	r.Resolver.Forget()
	return InfoOf(saved), nil
}

// info answers the organisation info of c when q names it: a query naming another church than the
// Host's is "not found", so no church reads another's settings through its own host. host is the
// request's Host, forwarded the onboarding host's name when the console is served there.
func info(c *tenancy.Church, q infoQuery, host, forwarded string) (Info, error) {
	switch {
	case q.Domain == "" && q.OrgID == "":
		return Info{}, errNoDomain
	case q.OrgID != "" && q.OrgID != strconv.FormatInt(c.ID, 10):
		return Info{}, errNotFound
	case q.Domain != "" && tenancy.HostOnly(q.Domain) != tenancy.HostOnly(host) &&
		(forwarded == "" || tenancy.HostOnly(forwarded) != tenancy.HostOnly(q.Domain)):
		return Info{}, errNotFound
	}
	return InfoOf(c), nil
}

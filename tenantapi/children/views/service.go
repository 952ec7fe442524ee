package views

import (
	"context"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/people/directory"
	"congregate/tenantapi/roles"
)

// Service reads the sensitive-view log for super admins.
type Service struct {
	Tenants  *db.Tenants
	Enforcer *authz.Enforcer
}

var people directory.Directory

// List is one page of views, newest first (of one child when childID is not 0); me must be a
// super admin.
func (s *Service) List(ctx context.Context, me, childID int64, paging httpx.Paging) (httpx.Page[View], error) {
	p, err := paging.Resolve(20)
	if err != nil {
		return httpx.Page[View]{}, err
	}
	super, _, err := s.Enforcer.Permissions(ctx, tenancy.FromContext(ctx).ID, me, roles.PolicyLoader(s.Tenants))
	if err != nil {
		return httpx.Page[View]{}, err
	}
	if !super {
		return httpx.Page[View]{}, errSuperAdmin
	}
	var out httpx.Page[View]
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if childID != 0 {
			if ok, err := childExists(tx, childID); err != nil || !ok {
				if err == nil {
					err = fault.E(fault.NotFound, "Child not found")
				}
				return err
			}
		}
		rows, total, err := list(tx, childID, p.PageSize, p.Offset())
		if err != nil {
			return err
		}
		var ids []int64
		for _, r := range rows {
			ids = append(ids, r.ChildID)
			if r.ViewerID != nil {
				ids = append(ids, *r.ViewerID)
			}
		}
		names, err := people.Names(tx, ids)
		if err != nil {
			return err
		}
		items := make([]View, 0, len(rows))
		for _, r := range rows {
			v := View{ChildID: r.ChildID, ChildName: names[r.ChildID], ViewerID: r.ViewerID, ViewerName: "Former staff member", Page: r.Page,
				ViewedAt: r.ViewedAt.UTC().Format(time.RFC3339)}
			if r.ViewerID != nil && names[*r.ViewerID] != "" {
				v.ViewerName = names[*r.ViewerID]
			}
			items = append(items, v)
		}
		out = httpx.PageOf(items, total, p)
		return nil
	})
	return out, err
}

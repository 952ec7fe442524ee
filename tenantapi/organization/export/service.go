package export

import (
	"context"
	"io"
	"strconv"

	"gorm.io/gorm"

	churchexport "congregate/internal/exports"
	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/storage"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

// Events of the church's audit trail.
const (
	EventCreate   = "organization.export.create"
	EventDownload = "organization.export.download"
)

// Actor is the signed-in person and how to write their audit entries.
type Actor struct {
	PersonID int64
	Entry    func(event string, details map[string]any) audit.Entry
}

// Service starts, lists and serves the church's exports for its super admin.
type Service struct {
	Tenants *db.Tenants
	// Control holds control.church_exports (read and written through internal/exports).
	Control *gorm.DB
	Jobs    jobs.ChurchExportEnqueuer
	Files   storage.Store
}

func (s *Service) store() churchexport.Store { return churchexport.Store{Control: s.Control} }

// superAdmin refuses anyone but a super admin of the church in ctx.
func (s *Service) superAdmin(ctx context.Context, a Actor) error {
	return s.Tenants.Run(ctx, func(tx *gorm.DB) error { return requireSuperAdmin(tx, a.PersonID) })
}

// Create queues an export of the church, writes it in the church's audit trail and hands it to
// the worker.
func (s *Service) Create(ctx context.Context, a Actor) (Export, error) {
	if err := s.superAdmin(ctx, a); err != nil {
		return Export{}, err
	}
	church := tenancy.FromContext(ctx)
	var out Export
	err := s.Control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var err error
		out, err = churchexport.Insert(tx, church.ID, "church:"+strconv.FormatInt(a.PersonID, 10))
		return err
	})
	if err != nil {
		return out, err
	}
	if err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		return audit.Write(tx, a.Entry(EventCreate, map[string]any{"exportId": out.ID}))
	}); err != nil {
		return out, err
	}
	return out, s.store().Enqueue(ctx, s.Jobs, &out)
}

// List is the church's newest exports.
func (s *Service) List(ctx context.Context, a Actor) (ExportList, error) {
	if err := s.superAdmin(ctx, a); err != nil {
		return ExportList{}, err
	}
	return s.store().List(ctx, tenancy.FromContext(ctx).ID)
}

// Download opens a finished export of the church and records the download.
func (s *Service) Download(ctx context.Context, a Actor, id int64) (churchexport.File, io.ReadCloser, error) {
	if err := s.superAdmin(ctx, a); err != nil {
		return churchexport.File{}, nil, err
	}
	f, err := s.store().Download(ctx, id, tenancy.FromContext(ctx).ID)
	if err != nil {
		return f, nil, err
	}
	rd, err := churchexport.Open(ctx, s.Files, f)
	if err != nil {
		return f, nil, err
	}
	if err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		return audit.Write(tx, a.Entry(EventDownload, map[string]any{"exportId": id}))
	}); err != nil {
		rd.Close()
		return f, nil, err
	}
	return f, rd, nil
}

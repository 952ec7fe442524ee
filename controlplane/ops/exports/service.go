package exports

import (
	"context"
	"io"

	"gorm.io/gorm"

	"congregate/controlplane/ops/opsaudit"
	churchexport "congregate/internal/exports"
	"congregate/internal/jobs"
	"congregate/internal/platform/storage"
)

// Service starts, lists and serves exports for operators; every start and download is in the
// operators' audit trail with the church's id.
type Service struct {
	Control *gorm.DB
	// Jobs is the ops API's task queue; it must also enqueue exports (jobs.ChurchExportEnqueuer).
	Jobs  jobs.Enqueuer
	Files storage.Store
}

func (s *Service) store() churchexport.Store { return churchexport.Store{Control: s.Control} }

func (s *Service) queue() jobs.ChurchExportEnqueuer {
	q, _ := s.Jobs.(jobs.ChurchExportEnqueuer)
	return q
}

// Create queues an export of a church and its audit line in one transaction, then hands it to
// the worker.
func (s *Service) Create(ctx context.Context, e opsaudit.Entry, churchID int64) (Export, error) {
	var out Export
	err := s.Control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		x, err := insert(tx, churchID, "operator:"+e.OperatorEmail)
		if err != nil {
			return err
		}
		out = x
		e.ChurchID, e.Target, e.Detail = churchID, "Export "+itoa(x.ID)+" of "+x.ChurchName, map[string]any{"exportId": x.ID}
		return opsaudit.Record(ctx, tx, e)
	})
	if err != nil {
		return out, err
	}
	return out, s.store().Enqueue(ctx, s.queue(), &out)
}

// List is the newest exports, of one church when churchID > 0.
func (s *Service) List(ctx context.Context, churchID int64) (ExportList, error) {
	return s.store().List(ctx, churchID)
}

// Download opens a finished export's ZIP and records the download.
func (s *Service) Download(ctx context.Context, e opsaudit.Entry, id int64) (churchexport.File, io.ReadCloser, error) {
	f, err := s.store().Download(ctx, id, 0)
	if err != nil {
		return f, nil, err
	}
	rd, err := churchexport.Open(ctx, s.Files, f)
	if err != nil {
		return f, nil, err
	}
	e.ChurchID, e.Target, e.Detail = f.Export.ChurchID, "Export "+itoa(id)+" of "+f.Export.ChurchName, map[string]any{"exportId": id}
	if err := opsaudit.Record(ctx, s.Control, e); err != nil {
		rd.Close()
		return f, nil, err
	}
	return f, rd, nil
}

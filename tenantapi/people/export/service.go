package export

import (
	"bytes"
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/people/customfields"
	"congregate/tenantapi/people/person"
)

// Service writes exports: one transaction in the church's schema that counts, audits and reads.
type Service struct {
	Tenants *db.Tenants
	// Logo returns the church logo for PDF exports (nil: no logo).
	Logo LogoFunc
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

var constraints = db.Constraints{}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return constraints.Map(s.Tenants.Run(ctx, fn))
}

// Export writes the people the list's filter finds, in its order, as the file r asks for; me (from
// cl) is the exporter the audit log names.
func (s *Service) Export(ctx context.Context, me int64, cl Client, r exportRequest) (*File, error) {
	cols, customAt, err := r.layout()
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	where, args, err := r.Where(now, customfields.Filter)
	if err != nil {
		return nil, err
	}
	order, err := r.OrderBy()
	if err != nil {
		return nil, err
	}
	church := tenancy.FromContext(ctx)
	var logo []byte
	var logoKind string
	if r.Format == "pdf" && s.Logo != nil {
		lctx, cancel := context.WithTimeout(ctx, time.Second)
		logo, logoKind, _ = s.Logo(lctx, church) // no logo within a second: the name alone
		cancel()
	}
	var buf bytes.Buffer
	err = s.run(ctx, func(tx *gorm.DB) error {
		total, err := count(tx, where, args)
		if err != nil {
			return err
		}
		if sq, ok := r.AsSimilar(); ok && total == 0 {
			// No one by the search's words: the names close to them, as the listing shows.
			if where, args, err = sq.Where(now, customfields.Filter); err == nil {
				total, err = count(tx, where, args)
			}
			if err != nil {
				return err
			}
		}
		if len(customAt) > 0 {
			fields, err := person.LoadCustomFields(tx)
			if err != nil {
				return err
			}
			for i, id := range customAt {
				f := customfields.Find(fields, id)
				if f == nil {
					return unknownColumn(r.Columns[i])
				}
				cols[i] = customColumn(*f)
			}
		}
		if r.Format == "pdf" && total > MaxPDFRows {
			return invalid(fmt.Sprintf("A PDF holds at most %d people: narrow the filters or export CSV/XLSX", MaxPDFRows))
		}
		if err := audit.Write(tx, audit.Entry{PersonID: &me, Event: EventExport, Success: true, IP: cl.IP, UserAgent: cl.UserAgent,
			Details: map[string]any{"format": r.Format, "rows": total, "columns": r.Columns, "filters": r.ListQuery}}); err != nil {
			return err
		}
		return each(tx, where, args, order, now, func(next nextFunc) error {
			switch r.Format {
			case "csv":
				return writeCSV(&buf, cols, next)
			case "xlsx":
				return writeXLSX(&buf, cols, next)
			default:
				return writePDF(&buf, r.Columns, cols, next, church.FullName, logo, logoKind, now)
			}
		})
	})
	if err != nil {
		return nil, err
	}
	return &File{Name: fmt.Sprintf("people-%s.%s", now.Format("2006-01-02"), r.Format), ContentType: contentTypes[r.Format], Data: buf.Bytes()}, nil
}

package imports

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/sheet"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/children/kit"
	"congregate/tenantapi/children/profile"
	"congregate/tenantapi/people/directory"
	peopleimports "congregate/tenantapi/people/imports"
)

// Service runs children imports: the API's calls and the worker's Run.
type Service struct {
	Tenants *db.Tenants
	Jobs    jobs.ChildrenImportEnqueuer
	// Clock is the time source (tests pin it); nil is the wall clock.
	Clock clock.Clock
}

// rowConstraints are the statements a row may break that are the row's fault.
var rowConstraints = db.Constraints{
	"people_mobile_key": fault.E(fault.Conflict, "Another person already has the parent's mobile"),
	"people_email_key":  fault.E(fault.Conflict, "Another person already has the parent's e-mail"),
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return db.Constraints{}.Map(s.Tenants.Run(ctx, fn))
}

func (s *Service) now() clock.Clock { return s.Clock }

// parse reads a stored or uploaded file.
func parse(kind string, data []byte) (*peopleimports.Table, error) {
	t, err := peopleimports.Parse(kind, data)
	var fe *peopleimports.FileError
	if errors.As(err, &fe) {
		return nil, fault.E(fault.Invalid, fe.Msg)
	}
	if err != nil {
		return nil, err
	}
	switch {
	case len(t.Rows) == 0:
		return nil, errNoRows
	case len(t.Rows) > MaxRows:
		return nil, errTooManyRows
	}
	return t, nil
}

// Upload stores a file and answers its columns, a sample and the suggested mapping.
func (s *Service) Upload(ctx context.Context, name string, data []byte, by int64) (*Uploaded, error) {
	if len(data) > MaxFileBytes {
		return nil, errTooBig
	}
	name = strings.TrimSpace(name)
	if name == "" || len(name) > 255 {
		name = "children.csv"
	}
	kind, err := peopleimports.Kind(name, data)
	var fe *peopleimports.FileError
	if errors.As(err, &fe) {
		return nil, fault.E(fault.Invalid, fe.Msg)
	}
	if err != nil {
		return nil, err
	}
	t, err := parse(kind, data)
	if err != nil {
		return nil, err
	}
	out := &Uploaded{FileName: name, Columns: t.Columns, Sample: [][]string{}, Mapping: suggest(t.Columns)}
	for _, r := range t.Rows[:min(sampleRows, len(t.Rows))] {
		out.Sample = append(out.Sample, r.Cells)
	}
	err = s.run(ctx, func(tx *gorm.DB) (err error) {
		out.ImportID, err = insert(tx, name, kind, data, t.Columns, len(t.Rows), by)
		return err
	})
	return out, err
}

// table reads an import's file and the mapping's column indexes.
func table(imp *importRow, mapping map[string]string) (*peopleimports.Table, map[string]int, error) {
	var columns []string
	_ = json.Unmarshal(imp.Columns, &columns)
	idx, err := indexes(columns, mapping)
	if err != nil {
		return nil, nil, err
	}
	t, err := parse(imp.FileKind, imp.Data)
	return t, idx, err
}

func (s *Service) refs(ctx context.Context, tx *gorm.DB) (refs, error) {
	country := ""
	if ch, ok := tenancy.Lookup(ctx); ok {
		country = ch.Country()
	}
	return loadRefs(tx, country, kit.Today(ctx, s.now()))
}

// Preview reads every row with the mapping: counts, the first 200 rows and every bad row.
func (s *Service) Preview(ctx context.Context, id int64, mapping map[string]string) (*Preview, error) {
	var out *Preview
	err := s.run(ctx, func(tx *gorm.DB) error {
		imp, err := load(tx, id, false)
		if err != nil {
			return err
		}
		t, idx, err := table(imp, mapping)
		if err != nil {
			return err
		}
		rf, err := s.refs(ctx, tx)
		if err != nil {
			return err
		}
		rows := make([]row, len(t.Rows))
		for i, tr := range t.Rows {
			rows[i] = read(rf, tr, idx)
		}
		m, err := matchParents(tx, rows)
		if err != nil {
			return err
		}
		out = &Preview{Total: len(rows), Rows: []PreviewRow{}}
		for i := range rows {
			r := &rows[i]
			pid, msg := m.parent(r.parent)
			if msg != "" {
				r.bad(msg)
			} else if pid != 0 {
				r.preview.Parent = m.names[pid]
			}
			isBad := len(r.preview.Errors) > 0
			if isBad {
				out.Bad++
			} else {
				out.Good++
			}
			if i < previewRows || isBad {
				out.Rows = append(out.Rows, r.preview)
			}
		}
		return nil
	})
	return out, err
}

// Queue checks the mapping and queues the import for the worker, which imports the good rows and
// keeps the bad ones with their messages.
func (s *Service) Queue(ctx context.Context, id int64, mapping map[string]string) (*Queued, error) {
	var queuedAt time.Time
	err := s.run(ctx, func(tx *gorm.DB) error {
		imp, err := load(tx, id, true)
		if err != nil {
			return err
		}
		if imp.Status != "uploaded" && imp.Status != "failed" {
			return errStarted
		}
		if _, _, err := table(imp, mapping); err != nil {
			return err
		}
		queuedAt, err = queue(tx, id, mapping)
		return err
	})
	if err != nil {
		return nil, err
	}
	if s.Jobs == nil {
		return nil, errQueue
	}
	church := tenancy.FromContext(ctx)
	if err := s.Jobs.EnqueueChildrenImport(ctx, jobs.ChildrenImport{Tenant: jobs.In(church.ID), ImportID: id, QueuedAt: queuedAt}); err != nil {
		slog.ErrorContext(ctx, "children import: enqueue failed", "import", id, "err", err)
		_ = s.run(ctx, func(tx *gorm.DB) error { return setStatus(tx, id, "uploaded") })
		return nil, errQueue
	}
	return &Queued{ImportID: id}, nil
}

func badRows(raw json.RawMessage) []storedBad {
	out := []storedBad{}
	_ = json.Unmarshal(raw, &out)
	return out
}

// Status is an import's progress and its bad rows so far.
func (s *Service) Status(ctx context.Context, id int64) (*Status, error) {
	var out *Status
	err := s.run(ctx, func(tx *gorm.DB) error {
		imp, err := progress(tx, id, false)
		if err != nil {
			return err
		}
		bad := badRows(imp.BadRows)
		out = &Status{ImportID: imp.ID, FileName: imp.FileName, Status: imp.Status, Total: imp.TotalRows, Processed: imp.ProcessedRows,
			Imported: imp.ImportedRows, Bad: len(bad), BadRows: []BadRow{}, Error: imp.Error}
		for _, b := range bad[:min(statusBad, len(bad))] {
			out.BadRows = append(out.BadRows, b.BadRow)
		}
		return nil
	})
	return out, err
}

// BadRows is the rows the import could not import as a CSV in the file's columns plus Errors
// (formula-safe cells): fixed, it is a file to import again.
func (s *Service) BadRows(ctx context.Context, id int64) (string, []byte, error) {
	var name string
	var buf bytes.Buffer
	err := s.run(ctx, func(tx *gorm.DB) error {
		imp, err := load(tx, id, false)
		if err != nil {
			return err
		}
		bad := badRows(imp.BadRows)
		if len(bad) == 0 {
			return errNoBadRows
		}
		var columns []string
		_ = json.Unmarshal(imp.Columns, &columns)
		w := csv.NewWriter(&buf)
		header := make([]string, 0, len(columns)+1)
		for _, c := range columns {
			header = append(header, sheet.SafeCell(c))
		}
		_ = w.Write(append(header, "Errors"))
		for _, b := range bad {
			line := make([]string, len(columns)+1)
			for i := range columns {
				if i < len(b.Cells) {
					line[i] = sheet.SafeCell(b.Cells[i])
				}
			}
			line[len(columns)] = sheet.SafeCell(strings.Join(b.Errors, "; "))
			_ = w.Write(line)
		}
		w.Flush()
		name = strings.TrimSuffix(strings.TrimSuffix(imp.FileName, ".csv"), ".xlsx") + "-rows-to-fix.csv"
		return w.Error()
	})
	return name, buf.Bytes(), err
}

// Run is the worker's children:import. It applies the rows in batches of 100, one transaction
// each: every good row becomes a child through kids.AddIn (a new parent first when the row names
// one), a row refused on the way is rolled back to its savepoint and kept with its message, and the
// import's processed count moves in the batch's transaction. A re-run (a retry, a duplicate task)
// resumes after the last committed batch, so no row is imported twice. A failure that is no row's
// fault marks the import failed on the last attempt (final).
func (s *Service) Run(ctx context.Context, id int64, final bool) error {
	var imp *importRow
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		if imp, err = load(tx, id, true); err != nil {
			return err
		}
		if imp.Status != "queued" && imp.Status != "processing" {
			imp = nil
			return nil // done, failed or never queued: nothing to do
		}
		return setStatus(tx, id, "processing")
	})
	if err != nil || imp == nil {
		return err
	}
	err = s.apply(ctx, imp)
	if err == nil {
		return nil
	}
	var fe *fault.Error
	if errors.As(err, &fe) || final {
		msg := "The import failed. Please try again."
		if fe != nil {
			msg = fe.Message
		}
		if ferr := s.run(ctx, func(tx *gorm.DB) error { return fail(tx, id, msg, s.now().Now()) }); ferr != nil {
			return ferr
		}
		if fe != nil {
			return nil // the file or its mapping is refused: retrying cannot help
		}
	}
	return err
}

func (s *Service) apply(ctx context.Context, imp *importRow) error {
	var mapping map[string]string
	_ = json.Unmarshal(imp.Mapping, &mapping)
	t, idx, err := table(imp, mapping)
	if err != nil {
		return err
	}
	actor := kit.Actor{ID: imp.CreatedBy}
	for done := false; !done; {
		err := s.run(ctx, func(tx *gorm.DB) error {
			cur, err := progress(tx, imp.ID, true) // one batch at a time, whoever runs it
			if err != nil {
				return err
			}
			if cur.Status != "processing" {
				done = true
				return nil
			}
			start := cur.ProcessedRows
			if start >= len(t.Rows) {
				done = true
				return finish(tx, imp.ID, s.now().Now())
			}
			end := min(start+batchSize, len(t.Rows))
			imported, bad, err := s.batch(ctx, tx, actor, t.Rows[start:end], idx)
			if err != nil {
				return err
			}
			return advance(tx, imp.ID, end, imported, bad)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// batch applies rows in tx: the number imported and the bad rows.
func (s *Service) batch(ctx context.Context, tx *gorm.DB, actor kit.Actor, table []peopleimports.Row, idx map[string]int) (int, []storedBad, error) {
	rf, err := s.refs(ctx, tx)
	if err != nil {
		return 0, nil, err
	}
	rows := make([]row, len(table))
	for i, tr := range table {
		rows[i] = read(rf, tr, idx)
	}
	m, err := matchParents(tx, rows)
	if err != nil {
		return 0, nil, err
	}
	created := map[string]int64{} // new parents of this batch by mobile: siblings share them
	imported, bad := 0, []storedBad{}
	for i := range rows {
		r := &rows[i]
		pid, msg := m.parent(r.parent)
		if msg != "" {
			r.bad(msg)
		}
		if len(r.preview.Errors) == 0 {
			if err := tx.Exec(`SAVEPOINT child_row`).Error; err != nil {
				return 0, nil, err
			}
			made := false
			err := func() error {
				if pid == 0 {
					if pid = created[r.parent.mobile]; pid == 0 {
						var err error
						if pid, err = (directory.Directory{}).AddParent(tx, r.parent.first, r.parent.last, r.parent.mobile); err != nil {
							return err
						}
						created[r.parent.mobile], made = pid, true
					}
				}
				r.child.ParentID = pid
				_, err := profile.Add(tx, actor, r.child)
				return err
			}()
			if err = rowConstraints.Map(err); err != nil {
				var fe *fault.Error
				if !errors.As(err, &fe) {
					return 0, nil, err
				}
				if rerr := tx.Exec(`ROLLBACK TO SAVEPOINT child_row`).Error; rerr != nil {
					return 0, nil, rerr
				}
				if made { // rolled back with the row
					delete(created, r.parent.mobile)
				}
				r.bad(fe.Message)
			} else if err := tx.Exec(`RELEASE SAVEPOINT child_row`).Error; err != nil {
				return 0, nil, err
			}
		}
		if len(r.preview.Errors) > 0 {
			bad = append(bad, storedBad{BadRow: BadRow{Row: r.number, Name: r.preview.Name, Errors: r.preview.Errors}, Cells: r.cells})
			continue
		}
		imported++
	}
	return imported, bad, nil
}

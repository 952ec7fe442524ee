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
	"congregate/tenantapi/audit"
	"congregate/tenantapi/giving/gifts"
	"congregate/tenantapi/giving/ledger"
	"congregate/tenantapi/giving/money"
	peopleimports "congregate/tenantapi/people/imports"
)

// Service runs contribution imports: the API's calls and the worker's Run.
type Service struct {
	Tenants *db.Tenants
	Jobs    jobs.GivingImportEnqueuer
	Clock   clock.Clock
}

func (s *Service) run(ctx context.Context, fn func(tx *gorm.DB) error) error {
	return db.Constraints{}.Map(s.Tenants.Run(ctx, fn))
}

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
		name = "contributions.csv"
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

// readImport reads an import's rows with a mapping in tx.
func (s *Service) readImport(ctx context.Context, tx *gorm.DB, imp *importRow, mapping map[string]string) ([]row, error) {
	var columns []string
	_ = json.Unmarshal(imp.Columns, &columns)
	idx, err := indexes(columns, mapping)
	if err != nil {
		return nil, err
	}
	t, err := parse(imp.FileKind, imp.Data)
	if err != nil {
		return nil, err
	}
	rc := readContext{today: ledger.Today(ctx, s.Clock)}
	if ch, ok := tenancy.Lookup(ctx); ok {
		rc.country = ch.Country()
	}
	if rc.currency, err = gifts.Currency(tx); err != nil {
		return nil, err
	}
	if rc.funds, err = fundKeys(tx); err != nil {
		return nil, err
	}
	if rc.defaultFund, err = defaultFund(tx); err != nil {
		return nil, err
	}
	return read(tx, rc, t, idx)
}

// Preview reads every row with the mapping: counts, the first 200 rows and every bad row.
func (s *Service) Preview(ctx context.Context, id int64, mapping map[string]string) (*Preview, error) {
	var out *Preview
	err := s.run(ctx, func(tx *gorm.DB) error {
		imp, err := load(tx, id, false)
		if err != nil {
			return err
		}
		rows, err := s.readImport(ctx, tx, imp, mapping)
		if err != nil {
			return err
		}
		out = &Preview{Total: len(rows), Rows: []PreviewRow{}}
		for i, r := range rows {
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

// Queue checks the rows once more and queues the import for the worker; bad rows are refused
// unless skipBadRows.
func (s *Service) Queue(ctx context.Context, id int64, mapping map[string]string, skip bool) (*Queued, error) {
	var queuedAt time.Time
	err := s.run(ctx, func(tx *gorm.DB) error {
		imp, err := load(tx, id, true)
		if err != nil {
			return err
		}
		if imp.Status != "uploaded" && imp.Status != "failed" {
			return errStarted
		}
		rows, err := s.readImport(ctx, tx, imp, mapping)
		if err != nil {
			return err
		}
		bad := countBad(rows)
		if bad > 0 && !skip {
			return fault.E(fault.Conflict, badRowsMessage(bad))
		}
		if bad == len(rows) {
			return fault.E(fault.Conflict, "No row can be imported")
		}
		queuedAt, err = queue(tx, id, mapping, skip, bad)
		return err
	})
	if err != nil {
		return nil, err
	}
	church := tenancy.FromContext(ctx)
	if s.Jobs == nil {
		return nil, fault.E(fault.Unavailable, "The import could not be queued. Please try again.")
	}
	if err := s.Jobs.EnqueueGivingImport(ctx, jobs.GivingImport{Tenant: jobs.In(church.ID), ImportID: id, QueuedAt: queuedAt}); err != nil {
		slog.ErrorContext(ctx, "giving import: enqueue failed", "import", id, "err", err)
		_ = s.run(ctx, func(tx *gorm.DB) error { return setStatus(tx, id, "uploaded") })
		return nil, fault.E(fault.Unavailable, "The import could not be queued. Please try again.")
	}
	return &Queued{ImportID: id}, nil
}

// Status is an import's progress.
func (s *Service) Status(ctx context.Context, id int64) (*Status, error) {
	var out *Status
	err := s.run(ctx, func(tx *gorm.DB) (err error) {
		out, err = loadStatus(tx, id)
		return err
	})
	return out, err
}

// BadRows is the rows with errors as a CSV in the file's columns plus Errors (formula-safe cells).
func (s *Service) BadRows(ctx context.Context, id int64) (string, []byte, error) {
	var name string
	var buf bytes.Buffer
	err := s.run(ctx, func(tx *gorm.DB) error {
		imp, err := load(tx, id, false)
		if err != nil {
			return err
		}
		var mapping map[string]string
		_ = json.Unmarshal(imp.Mapping, &mapping)
		var columns []string
		_ = json.Unmarshal(imp.Columns, &columns)
		if len(mapping) == 0 {
			mapping = suggest(columns)
		}
		rows, err := s.readImport(ctx, tx, imp, mapping)
		if err != nil {
			return err
		}
		w := csv.NewWriter(&buf)
		header := make([]string, 0, len(columns)+1)
		for _, c := range columns {
			header = append(header, sheet.SafeCell(c))
		}
		_ = w.Write(append(header, "Errors"))
		n := 0
		for _, r := range rows {
			if len(r.preview.Errors) == 0 {
				continue
			}
			n++
			line := make([]string, len(columns)+1)
			for i := range columns {
				if i < len(r.cells) {
					line[i] = sheet.SafeCell(r.cells[i])
				}
			}
			line[len(columns)] = sheet.SafeCell(strings.Join(r.preview.Errors, "; "))
			_ = w.Write(line)
		}
		w.Flush()
		if n == 0 {
			return errNoBadRows
		}
		name = strings.TrimSuffix(strings.TrimSuffix(imp.FileName, ".csv"), ".xlsx") + "-rows-to-fix.csv"
		return w.Error()
	})
	return name, buf.Bytes(), err
}

// Run is the worker's giving:import: every good row of a queued import in one transaction, as one
// committed batch ("Import <file name>", source import). A failure leaves no gift and no batch and
// marks the import failed on the last attempt (final).
func (s *Service) Run(ctx context.Context, id int64, final bool) error {
	var started bool
	err := s.run(ctx, func(tx *gorm.DB) error {
		imp, err := load(tx, id, true)
		if err != nil {
			return err
		}
		if imp.Status != "queued" && imp.Status != "processing" {
			return nil // done, failed or never queued: nothing to do
		}
		started = true
		return setStatus(tx, id, "processing")
	})
	if err != nil || !started {
		return err
	}
	now := s.Clock.Now()
	err = s.run(ctx, func(tx *gorm.DB) error {
		imp, err := load(tx, id, true)
		if err != nil {
			return err
		}
		if imp.Status != "processing" {
			// Another run of the same import (a duplicate task, one imports:rescue enqueued while
			// this one ran) held the row and finished it: importing again would double every gift.
			return nil
		}
		var mapping map[string]string
		_ = json.Unmarshal(imp.Mapping, &mapping)
		rows, err := s.readImport(ctx, tx, imp, mapping)
		if err != nil {
			return err
		}
		bad := countBad(rows)
		if bad > 0 && !imp.SkipBadRows {
			return fault.E(fault.Conflict, badRowsMessage(bad))
		}
		giftRows := make([]gifts.Gift, 0, len(rows)-bad)
		var total int64
		var date string
		for _, r := range rows {
			if len(r.preview.Errors) > 0 {
				continue
			}
			g := r.gift
			g.ImportID, g.CreatedBy = &id, imp.CreatedBy
			giftRows = append(giftRows, g)
			total += g.AmountMinor
			if g.ReceivedOn > date {
				date = g.ReceivedOn
			}
		}
		if len(giftRows) == 0 {
			return fault.E(fault.Conflict, "No row can be imported")
		}
		name := "Import " + imp.FileName
		if len([]rune(name)) > 100 {
			name = string([]rune(name)[:100])
		}
		count := len(giftRows)
		batchID, err := gifts.InsertBatch(tx, name, date, total, &count, "import", imp.CreatedBy)
		if err != nil {
			return err
		}
		for i := range giftRows {
			giftRows[i].BatchID = &batchID
		}
		if _, err := gifts.RecordAll(tx, giftRows); err != nil {
			return err
		}
		if err := gifts.CommitBatch(tx, batchID, imp.CreatedBy); err != nil {
			return err
		}
		if err := finish(tx, id, len(rows), len(giftRows), batchID, now); err != nil {
			return err
		}
		cur, err := gifts.Currency(tx)
		if err != nil {
			return err
		}
		return audit.Write(tx, ledger.By(imp.CreatedBy).Audit(ledger.EventImport, map[string]any{"importId": id, "fileName": imp.FileName,
			"batchId": batchID, "imported": len(giftRows), "skipped": bad, "total": money.FormatWith(total, cur)}))
	})
	if err == nil {
		return nil
	}
	var fe *fault.Error
	if errors.As(err, &fe) || final {
		msg := "The import failed. Please try again."
		if fe != nil {
			msg = fe.Message
		}
		if ferr := s.run(ctx, func(tx *gorm.DB) error { return fail(tx, id, msg, s.Clock.Now()) }); ferr != nil {
			return ferr
		}
		if fe != nil {
			return nil // a rule refused it: retrying cannot help
		}
	}
	return err
}

package statements

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/consent"
	"congregate/tenantapi/communications/messages"
)

// The run (the worker's giving:statements). It commits as it goes, so a retry after a crash
// resumes: donors whose statement is stored (giving_statement_files) are not written again, a
// donor's e-mail is sent with the idempotency key of the run and the donor (communications
// answers the first communication for the same key: nobody gets two), and the ZIP is built
// from the stored PDFs at the end.

func (s *Service) workers() int {
	if s.Workers > 0 {
		return s.Workers
	}
	return runtime.NumCPU()
}

func (s *Service) every() int {
	if s.Every > 0 {
		return s.Every
	}
	return 50
}

func fileKey(churchID, runID, personID int64) string {
	return fmt.Sprintf("giving/statements/c%d/r%d/p%d.pdf", churchID, runID, personID)
}

// EmailKey is the idempotency key of a donor's statement e-mail in a run.
func EmailKey(runID, personID int64) string {
	return fmt.Sprintf("giving-statement:%d:%d", runID, personID)
}

// Process does a run's work (or the rest of it).
func (s *Service) Process(ctx context.Context, runID int64) error {
	church := tenancy.FromContext(ctx)
	var r *runRow
	var ids []int64
	var cur string
	var t Texts
	err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		if r, err = loadRun(tx, runID, true); err != nil {
			return err
		}
		if r.Status == "done" || r.Status == "failed" {
			return nil
		}
		if ids, err = donorIDs(tx, r.FromOn, r.ToOn); err != nil {
			return err
		}
		if cur, err = currency(tx); err != nil {
			return err
		}
		if t, err = texts(tx); err != nil {
			return err
		}
		if err := setRunning(tx, runID, len(ids)); err != nil {
			return err
		}
		return progress(tx, runID)
	})
	if err != nil || r.Status == "done" || r.Status == "failed" {
		return err
	}
	var stored []fileRow
	if err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) { stored, err = doneFiles(tx, runID); return err }); err != nil {
		return err
	}
	have := make(map[int64]bool, len(stored))
	for _, f := range stored {
		have[f.PersonID] = true
	}
	var todo []int64
	for _, id := range ids {
		if !have[id] {
			todo = append(todo, id)
		}
	}
	head := s.letterhead(ctx, t, cur)
	for start := 0; start < len(todo); start += s.every() {
		chunk := todo[start:min(start+s.every(), len(todo))]
		if err := s.writeChunk(ctx, church, r, head, chunk, cur); err != nil {
			return err
		}
	}
	sendErr := ""
	if r.Email {
		if sendErr, err = s.email(ctx, church, r); err != nil {
			return err
		}
	}
	key := r.ZipKey
	if key == "" {
		if key, err = s.zip(ctx, church, runID); err != nil {
			return err
		}
	}
	return s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if err := progress(tx, runID); err != nil {
			return err
		}
		return finishRun(tx, runID, key, sendErr)
	})
}

// Fail marks a run failed (the worker's last attempt gave up).
func (s *Service) Fail(ctx context.Context, runID int64, cause error) error {
	return s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		return failRun(tx, runID, "The statements could not be built; try again")
	})
}

// writeChunk writes a few donors' PDFs in parallel, stores them, then records them and the run's
// progress in one transaction.
func (s *Service) writeChunk(ctx context.Context, church *tenancy.Church, r *runRow, head Letterhead, ids []int64, cur string) error {
	var sts map[int64]*Statement
	if err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		sts, err = statementsOf(tx, s.people(), ids, r.FromOn, r.ToOn, cur)
		return err
	}); err != nil {
		return err
	}
	files := make([]fileRow, len(ids))
	errs := make([]error, len(ids))
	var wg sync.WaitGroup
	sem := make(chan struct{}, s.workers())
	for i, id := range ids {
		st := sts[id]
		if st == nil { // a gift voided since the run started: no statement
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, id int64, st *Statement) {
			defer wg.Done()
			defer func() { <-sem }()
			data, err := PDF(head, *st)
			if err == nil {
				key := fileKey(church.ID, r.ID, id)
				err = s.Files.Put(ctx, key, "application/pdf", data)
				files[i] = fileRow{PersonID: id, StorageKey: key, TotalMinor: st.TotalMinor}
			}
			errs[i] = err
		}(i, id, st)
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	return s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		for _, f := range files {
			if f.PersonID == 0 {
				continue
			}
			if err := insertFile(tx, r.ID, f); err != nil {
				return err
			}
		}
		return progress(tx, r.ID)
	})
}

// email sends each stored statement not yet e-mailed: no e-mail address → no_email, on the
// do-not-contact list for e-mail → opted_out, else one communication (origin giving) with the
// donor's own signed link. A refused send (too few credits) is kept as the run's error.
func (s *Service) email(ctx context.Context, church *tenancy.Church, r *runRow) (string, error) {
	if s.Send == nil {
		return "", fmt.Errorf("statements: no sender")
	}
	var files []fileRow
	if err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) { files, err = doneFiles(tx, r.ID); return err }); err != nil {
		return "", err
	}
	var pending []int64
	for _, f := range files {
		if f.EmailStatus == "" || f.EmailStatus == "failed" {
			pending = append(pending, f.PersonID)
		}
	}
	var mu sync.Mutex
	lastErr := ""
	expires := s.Clock.Now().Add(LinkLife)
	period := fmt.Sprintf("%s to %s", long(r.FromOn.Format("2006-01-02")), long(r.ToOn.Format("2006-01-02")))
	base := ""
	if s.ChurchURL != nil {
		base = s.ChurchURL(church.ShortName)
	}
	for start := 0; start < len(pending); start += s.every() {
		chunk := pending[start:min(start+s.every(), len(pending))]
		status := map[int64]string{}
		var send []int64
		if err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
			ds, err := s.people().Donors(tx, chunk)
			if err != nil {
				return err
			}
			var ts []consent.Target
			for _, id := range chunk {
				d := ds[id]
				if d.Email == "" || !d.Live {
					status[id] = "no_email"
					continue
				}
				ts = append(ts, consent.Target{PersonID: id, Address: d.Email})
			}
			kept, removed, err := consent.Filter(tx, consent.Email, ts)
			if err != nil {
				return err
			}
			for _, x := range removed {
				status[x.PersonID] = "opted_out"
			}
			for _, x := range kept {
				send = append(send, x.PersonID)
			}
			return nil
		}); err != nil {
			return "", err
		}
		var wg sync.WaitGroup
		sem := make(chan struct{}, s.workers())
		var fatal error
		for _, id := range send {
			wg.Add(1)
			sem <- struct{}{}
			go func(id int64) {
				defer wg.Done()
				defer func() { <-sem }()
				link := base + FilePath(Token(s.Secret, church.ID, r.ID, id, expires))
				_, err := s.Send(ctx, 0, messages.OriginGiving, messages.Compose{Channel: "email",
					Subject: "Your contribution statement from {church_name}",
					Body: "Dear {first_name},\n\nThank you for your generosity. Your contribution statement for " + period +
						" is ready:\n\n" + link + "\n\nThe link works until " + expires.Format("January 2, 2006") + ".\n\n{church_name}",
					Audience: messages.Audience{PersonIDs: []int64{id}}, IdempotencyKey: EmailKey(r.ID, id)})
				mu.Lock()
				defer mu.Unlock()
				var fe *fault.Error
				switch {
				case err == nil:
					status[id] = "sent"
				case errors.As(err, &fe):
					status[id], lastErr = "failed", fe.Error()
				default:
					fatal = err
				}
			}(id)
		}
		wg.Wait()
		if err := s.Tenants.Run(ctx, func(tx *gorm.DB) error {
			for id, st := range status {
				if err := setEmailStatus(tx, r.ID, id, st); err != nil {
					return err
				}
			}
			return progress(tx, r.ID)
		}); err != nil {
			return "", err
		}
		if fatal != nil {
			return "", fatal
		}
	}
	return lastErr, nil
}

// zip builds the ZIP of the run's stored statements, named by donor, and stores it.
func (s *Service) zip(ctx context.Context, church *tenancy.Church, runID int64) (string, error) {
	var files []fileRow
	names := map[int64]string{}
	if err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		if files, err = doneFiles(tx, runID); err != nil {
			return err
		}
		ids := make([]int64, len(files))
		for i, f := range files {
			ids[i] = f.PersonID
		}
		names, err = s.people().Names(tx, ids)
		return err
	}); err != nil {
		return "", err
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		rc, err := s.Files.Open(ctx, f.StorageKey)
		if err != nil {
			return "", err
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: fmt.Sprintf("%s-%d.pdf", safeName(names[f.PersonID]), f.PersonID),
			Method: zip.Store, Modified: time.Now()}) // PDFs are compressed already
		if err == nil {
			_, err = io.Copy(w, rc)
		}
		rc.Close()
		if err != nil {
			return "", err
		}
	}
	if err := zw.Close(); err != nil {
		return "", err
	}
	key := fmt.Sprintf("giving/statements/c%d/r%d/statements.zip", church.ID, runID)
	return key, s.Files.Put(ctx, key, "application/zip", buf.Bytes())
}

// safeName keeps letters, digits and dashes of a name for a file name.
func safeName(s string) string {
	var b []rune
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b = append(b, r)
		case r == ' ' || r == '-':
			if len(b) > 0 && b[len(b)-1] != '-' {
				b = append(b, '-')
			}
		}
	}
	if len(b) == 0 {
		return "donor"
	}
	return string(b)
}

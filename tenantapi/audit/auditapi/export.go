package auditapi

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

var csvHeader = []string{"occurred_at", "person_id", "person_name", "actor", "event", "outcome", "ip", "user_agent", "details"}

// Export streams every entry f matches, newest first, as CSV into the writer open answers once the
// query has run (started then says the answer has begun), and audits the export in the same
// transaction with entry: its filter, its row count and whether it ended short.
func (s *Service) Export(ctx context.Context, f Filter, open func(filename string) io.Writer,
	entry func(details map[string]any) audit.Entry) (started bool, err error) {
	church := tenancy.FromContext(ctx)
	w, err := f.build(church)
	if err != nil {
		return false, err
	}
	name := fmt.Sprintf("%s-audit-%s.csv", church.ShortName, s.Clock.Now().In(churchLocation(church)).Format("2006-01-02"))
	err = s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		if err := s.search(tx, &w.Query); err != nil {
			return err
		}
		// The names first: the cursor holds the connection until its last row.
		ids, err := audit.ActorIDs(tx, w.Query)
		if err != nil {
			return err
		}
		names, err := s.People.Names(tx, ids)
		if err != nil {
			return err
		}
		items, err := audit.Cursor(tx, w.Query, names)
		if err != nil {
			return err
		}
		started = true
		rows, complete, err := writeCSV(open(name), items)
		if err != nil {
			return err
		}
		details := map[string]any{"filter": w.echo, "rows": rows, "format": "csv"}
		if !complete {
			details["complete"] = false
		}
		return audit.Write(tx, entry(details))
	})
	return started, err
}

// writeCSV writes the header and the items; complete is false when the writer failed part way
// (the client went away), err a failure of the items' query.
func writeCSV(dst io.Writer, items iter.Seq2[audit.Item, error]) (rows int, complete bool, err error) {
	out := csv.NewWriter(dst)
	_ = out.Write(csvHeader)
	writeFailed := false
	for it, err := range items {
		if err != nil {
			return rows, false, err
		}
		pid := ""
		if it.PersonID != nil {
			pid = strconv.FormatInt(*it.PersonID, 10)
		}
		rec := []string{it.OccurredAt.UTC().Format(time.RFC3339), pid, it.PersonName, it.Actor, it.Event, it.Outcome, it.IP, it.UserAgent, string(it.Details)}
		for i := range rec {
			rec[i] = cell(rec[i])
		}
		if err := out.Write(rec); err != nil {
			writeFailed = true
			break
		}
		rows++
		if rows%500 == 0 {
			out.Flush()
			if out.Error() != nil {
				writeFailed = true
				break
			}
		}
	}
	out.Flush()
	return rows, !writeFailed && out.Error() == nil, nil
}

// cell keeps a spreadsheet from reading a cell as a formula (CSV injection).
func cell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

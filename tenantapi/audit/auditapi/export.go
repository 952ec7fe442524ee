package auditapi

import (
	"encoding/csv"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
)

var csvHeader = []string{"occurred_at", "person_id", "person_name", "actor", "event", "outcome", "ip", "user_agent", "details"}

// Export is GET /api/audit/export.csv: every matching row, newest first, streamed as CSV from a
// cursor. The export is itself audited, in the same transaction, with its filter and row count.
func (h Handler) Export(c *gin.Context) {
	ctx := c.Request.Context()
	church := tenancy.FromContext(ctx)
	f, err := filterFromQuery(c.Query, c.QueryArray)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	w, err := f.build(church)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	now := time.Now()
	if h.Clock != nil {
		now = h.Clock()
	}
	name := fmt.Sprintf("%s-audit-%s.csv", church.ShortName, now.In(churchLocation(church)).Format("2006-01-02"))
	started := false
	rowsOut := 0
	err = h.Tenants.Run(ctx, func(tx *gorm.DB) error {
		items, err := audit.Cursor(tx, w.Where)
		if err != nil {
			return err
		}
		c.Header("Content-Type", "text/csv; charset=utf-8")
		c.Header("Content-Disposition", `attachment; filename="`+name+`"`)
		c.Header("Cache-Control", "no-store")
		c.Status(200)
		started = true
		out := csv.NewWriter(c.Writer)
		_ = out.Write(csvHeader)
		writeFailed := false
		for it, err := range items {
			if err != nil {
				return err
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
			rowsOut++
			if rowsOut%500 == 0 {
				out.Flush()
				if out.Error() != nil {
					writeFailed = true
					break
				}
			}
		}
		out.Flush()
		details := map[string]any{"filter": w.echo, "rows": rowsOut, "format": "csv"}
		if writeFailed || out.Error() != nil {
			details["complete"] = false
		}
		return audit.Write(tx, By(c, audit.EventAuditExported, details))
	})
	if err != nil {
		if started {
			// The status line is gone: the download ends short, and the log says why.
			slog.ErrorContext(ctx, "audit export failed", "church", church.ShortName, "err", err)
			return
		}
		httpx.Fail(c, err)
	}
}

// cell keeps a spreadsheet from reading a cell as a formula (CSV injection).
func cell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

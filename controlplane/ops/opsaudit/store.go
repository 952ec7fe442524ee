package opsaudit

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
)

type auditRow struct {
	ID            int64
	At            time.Time
	OperatorEmail string
	Action        string
	Outcome       string
	ChurchID      *int64
	ChurchName    string
	Target        string
	Detail        string
	IP            string
	Total         int64
}

// likeEscape makes s a literal inside a LIKE pattern.
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// list is a page of the trail, newest first, with the church's name.
func list(ctx context.Context, db *gorm.DB, req listRequest, p httpx.Paging) ([]AuditRow, int64, error) {
	where := []string{"true"}
	var args []any
	if req.Operator != "" {
		where, args = append(where, `a.operator_email ILIKE ?`), append(args, "%"+likeEscape(req.Operator)+"%")
	}
	if req.Action != "" {
		where, args = append(where, `a.action LIKE ?`), append(args, likeEscape(req.Action)+"%")
	}
	if req.Outcome != "" {
		where, args = append(where, `a.outcome = ?`), append(args, req.Outcome)
	}
	if req.ChurchID != 0 {
		where, args = append(where, `a.church_id = ?`), append(args, req.ChurchID)
	}
	var rows []auditRow
	err := db.WithContext(ctx).Raw(`SELECT a.id, a.at, a.operator_email, a.action, a.outcome, a.church_id,
			COALESCE(c.full_name, '') AS church_name, a.target, a.detail::text AS detail, a.ip, count(*) OVER () AS total
		FROM control.operator_audit a LEFT JOIN control.churches c ON c.id = a.church_id
		WHERE `+strings.Join(where, " AND ")+`
		ORDER BY a.at DESC, a.id DESC LIMIT ? OFFSET ?`, append(args, p.PageSize, p.Page*p.PageSize)...).Scan(&rows).Error
	if err != nil {
		return nil, 0, err
	}
	items := make([]AuditRow, 0, len(rows))
	var total int64
	for _, r := range rows {
		detail := map[string]any{}
		_ = json.Unmarshal([]byte(r.Detail), &detail)
		items = append(items, AuditRow{ID: r.ID, At: r.At.UTC().Format(time.RFC3339), OperatorEmail: r.OperatorEmail, Action: r.Action,
			Outcome: r.Outcome, ChurchID: r.ChurchID, ChurchName: r.ChurchName, Target: r.Target, Detail: detail, IP: r.IP})
		total = r.Total
	}
	if len(rows) == 0 && p.Page > 0 {
		err = db.WithContext(ctx).Raw(`SELECT count(*) FROM control.operator_audit a WHERE `+strings.Join(where, " AND "), args...).Scan(&total).Error
	}
	return items, total, err
}

// insert writes one line of the trail (operatorID and churchID nil for none).
func insert(db *gorm.DB, operatorID, churchID any, e Entry, detail string) error {
	return db.Exec(`INSERT INTO control.operator_audit (operator_id, operator_email, action, outcome, church_id, target, detail, ip)
		VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?)`, operatorID, e.OperatorEmail, e.Action, e.Outcome, churchID, e.Target, detail, e.IP).Error
}

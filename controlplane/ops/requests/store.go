package requests

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
)

// The control database's rows: control.document_requests (control migration 000002) and the
// cheque index control.cheque_purchases (000010).

type requestRow struct {
	ID                                                                             int64
	Kind, FirstName, LastName, Email, ChurchName, PhoneNumber, ChurchWebsite, Role string
	FileKey                                                                        string
	CreatedAt                                                                      time.Time
	Total                                                                          int64
}

func (r requestRow) view() RequestRow {
	v := RequestRow{ID: r.ID, Kind: r.Kind, FirstName: r.FirstName, LastName: r.LastName, Email: r.Email,
		ChurchName: r.ChurchName, PhoneNumber: r.PhoneNumber, ChurchWebsite: r.ChurchWebsite, Role: r.Role,
		CreatedAt: rfc3339(r.CreatedAt)}
	if r.FileKey != "" {
		v.PdfURL = fmt.Sprintf("/api/ops/requests/%s/%d/pdf", r.Kind, r.ID)
	}
	return v
}

func listRequests(ctx context.Context, g *gorm.DB, kind string, p httpx.Paging) ([]requestRow, int64, error) {
	var rows []requestRow
	err := g.WithContext(ctx).Raw(`SELECT id, kind, first_name, last_name, email, church_name, phone_number, church_website,
		role, file_key, created_at, count(*) OVER () AS total FROM control.document_requests WHERE kind = ?
		ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`, kind, p.PageSize, p.Offset()).Scan(&rows).Error
	if err != nil || len(rows) > 0 {
		var total int64
		if len(rows) > 0 {
			total = rows[0].Total
		}
		return rows, total, err
	}
	// A page past the end: count alone.
	var total int64
	err = g.WithContext(ctx).Raw(`SELECT count(*) FROM control.document_requests WHERE kind = ?`, kind).Scan(&total).Error
	return rows, total, err
}

func fileKey(ctx context.Context, g *gorm.DB, kind string, id int64) (string, bool, error) {
	var keys []string
	err := g.WithContext(ctx).Raw(`SELECT file_key FROM control.document_requests WHERE kind = ? AND id = ?`, kind, id).Scan(&keys).Error
	if err != nil || len(keys) == 0 {
		return "", false, err
	}
	return keys[0], true, nil
}

type chequeRow struct {
	ChurchID, PurchaseID, Credits, AmountMinor int64
	ChurchName, Currency, ChequeNumber, Status string
	CreatedAt                                  time.Time
	DecidedAt                                  *time.Time
	DecidedBy                                  string
}

func (r chequeRow) view() ChequeRow {
	v := ChequeRow{ChurchID: r.ChurchID, ChurchName: r.ChurchName, PurchaseID: r.PurchaseID, Credits: r.Credits,
		Amount: fmt.Sprintf("%d.%02d", r.AmountMinor/100, r.AmountMinor%100), Currency: r.Currency,
		ChequeNumber: r.ChequeNumber, Status: r.Status, CreatedAt: rfc3339(r.CreatedAt), DecidedBy: r.DecidedBy}
	if r.DecidedAt != nil {
		at := rfc3339(*r.DecidedAt)
		v.DecidedAt = &at
	}
	return v
}

const chequeSelect = `SELECT i.church_id, c.full_name AS church_name, i.purchase_id, i.credits, i.amount_minor, i.currency,
	i.cheque_number, i.status, i.created_at, i.decided_at, i.decided_by
	FROM control.cheque_purchases i JOIN control.churches c ON c.id = i.church_id`

func pendingCheques(ctx context.Context, g *gorm.DB, limit int) ([]chequeRow, error) {
	var rows []chequeRow
	err := g.WithContext(ctx).Raw(chequeSelect+` WHERE i.status = 'pending' ORDER BY i.created_at, i.church_id, i.purchase_id LIMIT ?`,
		limit).Scan(&rows).Error
	return rows, err
}

func indexedCheque(ctx context.Context, g *gorm.DB, churchID, purchaseID int64) (*chequeRow, error) {
	var rows []chequeRow
	if err := g.WithContext(ctx).Raw(chequeSelect+` WHERE i.church_id = ? AND i.purchase_id = ?`, churchID, purchaseID).
		Scan(&rows).Error; err != nil || len(rows) == 0 {
		return nil, err
	}
	return &rows[0], nil
}

func backfilled(ctx context.Context, g *gorm.DB) (bool, error) {
	var n int64
	err := g.WithContext(ctx).Raw(`SELECT count(*) FROM control.cheque_index_state`).Scan(&n).Error
	return n > 0, err
}

func markBackfilled(ctx context.Context, g *gorm.DB) error {
	return g.WithContext(ctx).Exec(`INSERT INTO control.cheque_index_state DEFAULT VALUES ON CONFLICT DO NOTHING`).Error
}

func allChurches(ctx context.Context, g *gorm.DB) ([]tenancy.Church, error) {
	var cs []tenancy.Church
	err := g.WithContext(ctx).Order("id").Find(&cs).Error
	return cs, err
}

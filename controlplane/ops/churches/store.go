package churches

import (
	"errors"
	"strings"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"congregate/internal/platform/tenancy"
)

// The SQL of the churches area: control.churches and the rows beside it (plans, stats, domains).
// Billing's and the church schemas' tables are read through their owners' Go functions.

// likeEscape makes s a literal inside an ILIKE pattern (escape character \).
func likeEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

var sortColumns = map[string]string{
	"name":     "lower(c.full_name)",
	"created":  "c.created_at",
	"people":   "COALESCE(s.people, 0)",
	"activity": "s.last_activity_at",
}

// listWhere is the list's WHERE clause and its arguments.
func listWhere(r listRequest) (string, []any) {
	conds, args := []string{"true"}, []any{}
	if q := strings.TrimSpace(r.Search); q != "" {
		p := "%" + likeEscape(q) + "%"
		conds = append(conds, `(c.full_name ILIKE ? ESCAPE '\' OR c.short_name ILIKE ? ESCAPE '\'
			OR EXISTS (SELECT 1 FROM control.church_domains d WHERE d.church_id = c.id AND d.domain ILIKE ? ESCAPE '\'))`)
		args = append(args, p, p, p)
	}
	switch r.Status {
	case FilterActive:
		conds = append(conds, "c.status = 'active' AND NOT c.account_lockdown AND NOT c.billing_lockdown")
	case FilterLocked:
		conds = append(conds, "c.account_lockdown")
	case FilterBilling:
		conds = append(conds, "c.billing_lockdown")
	case FilterSuspended, FilterClosed:
		conds = append(conds, "c.status = ?")
		args = append(args, r.Status)
	}
	if r.Plan != "" {
		conds = append(conds, "p.size_name = ?")
		args = append(args, r.Plan)
	}
	if r.Placement != "" {
		conds = append(conds, "c.placement = ?")
		args = append(args, r.Placement)
	}
	return strings.Join(conds, " AND "), args
}

const listFrom = ` FROM control.churches c
	LEFT JOIN control.church_plans p ON p.church_id = c.id
	LEFT JOIN control.church_stats s ON s.church_id = c.id`

type listRow struct {
	ChurchRow
	Total int64
}

// listChurches reads a page of the list and the number of churches matching, in one statement
// (a second counts only when the page is past the end).
func listChurches(db *gorm.DB, r listRequest, limit, offset int) ([]ChurchRow, int64, error) {
	where, args := listWhere(r)
	col := sortColumns[r.Sort]
	if col == "" {
		col = sortColumns["name"]
	}
	dir := "ASC"
	if r.Order == "desc" || (r.Order == "" && r.Sort != "" && r.Sort != "name") {
		dir = "DESC"
	}
	var rows []listRow
	err := db.Raw(`SELECT c.id, c.short_name, c.full_name, c.status, c.account_lockdown AS locked_down, c.billing_lockdown,
			COALESCE(p.size_name, '') AS plan, c.placement, COALESCE(s.people, 0) AS people, COALESCE(s.users, 0) AS users,
			s.last_activity_at, c.created_at, count(*) OVER () AS total`+listFrom+` WHERE `+where+
		` ORDER BY `+col+` `+dir+` NULLS LAST, c.id `+dir+` LIMIT ? OFFSET ?`, append(args, limit, offset)...).Scan(&rows).Error
	if err != nil {
		return nil, 0, err
	}
	out := make([]ChurchRow, len(rows))
	for i, row := range rows {
		out[i] = row.ChurchRow
	}
	if len(rows) > 0 {
		return out, rows[0].Total, nil
	}
	var total int64
	if offset > 0 {
		err = db.Raw(`SELECT count(*)`+listFrom+` WHERE `+where, args...).Scan(&total).Error
	}
	return out, total, err
}

// findChurch reads a church's registry row; lock holds it until the transaction ends.
func findChurch(tx *gorm.DB, id int64, lock bool) (*tenancy.Church, error) {
	q := tx.Where("id = ?", id)
	if lock {
		q = q.Clauses(clause.Locking{Strength: "UPDATE"})
	}
	var c tenancy.Church
	err := q.First(&c).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return nil, errNotFound
	}
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// pageRow is what the church's page reads beside the registry row.
type pageRow struct {
	StatusReason     string
	StatusBy         string
	StatusAt         *time.Time
	SizeName         *string
	PlanCurrency     *string
	PlanProducts     *string
	Price            *string
	People           int64
	Users            int64
	StorageBytes     int64
	LastActivityAt   *time.Time
	SchemaVersion    int64
	StatsRefreshedAt *time.Time
}

func readPage(db *gorm.DB, id int64) (pageRow, error) {
	var rows []pageRow
	err := db.Raw(`SELECT c.status_reason, c.status_by, c.status_at, p.size_name, p.currency AS plan_currency,
			p.products::text AS plan_products, p.price::text AS price,
			COALESCE(s.people, 0) AS people, COALESCE(s.users, 0) AS users, COALESCE(s.storage_bytes, 0) AS storage_bytes,
			s.last_activity_at, COALESCE(s.schema_version, 0) AS schema_version, s.refreshed_at AS stats_refreshed_at`+listFrom+`
		WHERE c.id = ?`, id).Scan(&rows).Error
	if err != nil {
		return pageRow{}, err
	}
	if len(rows) == 0 {
		return pageRow{}, errNotFound
	}
	return rows[0], nil
}

type domainRow struct {
	Domain      string
	Kind        string
	VerifyToken string
	VerifiedAt  *time.Time
}

func readDomains(db *gorm.DB, churchID int64) ([]domainRow, error) {
	var rows []domainRow
	err := db.Raw(`SELECT domain, kind, verify_token, verified_at FROM control.church_domains WHERE church_id = ?
		ORDER BY kind DESC, domain`, churchID).Scan(&rows).Error
	return rows, err
}

// readDomain is one domain row (any church's); ok false when nobody has it.
func readDomain(tx *gorm.DB, domain string) (row domainRow, churchID int64, ok bool, err error) {
	var rows []struct {
		Domain      string
		Kind        string
		VerifyToken string
		VerifiedAt  *time.Time
		ChurchID    int64
	}
	err = tx.Raw(`SELECT domain, kind, verify_token, verified_at, church_id FROM control.church_domains WHERE domain = ?`, domain).Scan(&rows).Error
	if err != nil || len(rows) == 0 {
		return domainRow{}, 0, false, err
	}
	r := rows[0]
	return domainRow{Domain: r.Domain, Kind: r.Kind, VerifyToken: r.VerifyToken, VerifiedAt: r.VerifiedAt}, r.ChurchID, true, nil
}

// insertDomain adds a pending custom domain; false when the name is taken (by anyone).
func insertDomain(tx *gorm.DB, churchID int64, domain, token string) (bool, error) {
	res := tx.Exec(`INSERT INTO control.church_domains (domain, church_id, kind, verify_token) VALUES (?, ?, 'custom', ?)
		ON CONFLICT (domain) DO NOTHING`, domain, churchID, token)
	return res.RowsAffected == 1, res.Error
}

func markVerified(tx *gorm.DB, churchID int64, domain string) error {
	return tx.Exec(`UPDATE control.church_domains SET verified_at = now() WHERE church_id = ? AND domain = ? AND kind = 'custom' AND verified_at IS NULL`,
		churchID, domain).Error
}

// deleteDomain removes a custom domain of the church; false when it has none of that name.
func deleteDomain(tx *gorm.DB, churchID int64, domain string) (bool, error) {
	res := tx.Exec(`DELETE FROM control.church_domains WHERE church_id = ? AND domain = ? AND kind = 'custom'`, churchID, domain)
	return res.RowsAffected == 1, res.Error
}

// setStatus changes a church's flags or status and says who did it and why.
func setStatus(tx *gorm.DB, id int64, set map[string]any, reason, by string) error {
	set["status_reason"], set["status_by"], set["status_at"], set["updated_at"] = reason, by, gorm.Expr("now()"), gorm.Expr("now()")
	return tx.Model(&tenancy.Church{}).Where("id = ?", id).Updates(set).Error
}

// readFacets counts churches per plan (churches without one left out) and per placement.
func readFacets(db *gorm.DB) (*Facets, error) {
	f := &Facets{Plans: []Facet{}, Placements: []Facet{}}
	err := db.Raw(`SELECT p.size_name AS name, count(*) AS churches FROM control.church_plans p
		JOIN control.churches c ON c.id = p.church_id GROUP BY 1 ORDER BY 1`).Scan(&f.Plans).Error
	if err != nil {
		return nil, err
	}
	err = db.Raw(`SELECT placement AS name, count(*) AS churches FROM control.churches GROUP BY 1 ORDER BY 1`).Scan(&f.Placements).Error
	return f, err
}

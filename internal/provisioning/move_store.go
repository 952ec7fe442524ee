package provisioning

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"congregate/internal/platform/tenancy"
)

// The SQL of church moves: control.church_moves and control.churches.moving_to on the control
// database, and the catalog queries, locks and counts on the clusters.

func findByID(ctx context.Context, control *gorm.DB, id int64) (*tenancy.Church, error) {
	var c tenancy.Church
	if err := control.WithContext(ctx).Where("id = ?", id).First(&c).Error; err != nil {
		return nil, fmt.Errorf("church %d: %w", id, err)
	}
	return &c, nil
}

// unfinishedMove is the church's move that is copying or switched, if any.
func unfinishedMove(ctx context.Context, control *gorm.DB, churchID int64) (*Move, error) {
	var moves []Move
	err := control.WithContext(ctx).Where("church_id = ? AND state IN ?", churchID, []string{MoveCopying, MoveSwitched}).
		Order("id DESC").Limit(1).Find(&moves).Error
	if err != nil || len(moves) == 0 {
		return nil, err
	}
	return &moves[0], nil
}

// LastMove is the church's latest move (nil when it never moved), for the operators.
func LastMove(ctx context.Context, control *gorm.DB, churchID int64) (*Move, error) {
	var moves []Move
	err := control.WithContext(ctx).Where("church_id = ?", churchID).Order("id DESC").Limit(1).Find(&moves).Error
	if err != nil || len(moves) == 0 {
		return nil, err
	}
	return &moves[0], nil
}

func reloadMove(ctx context.Context, control *gorm.DB, id int64) (*Move, error) {
	var mv Move
	return &mv, control.WithContext(ctx).Where("id = ?", id).First(&mv).Error
}

// beginMove is step (a)'s transaction: the church row locked, the checks, moving_to and the move.
func beginMove(ctx context.Context, control *gorm.DB, churchID int64, to, by string) (*Move, error) {
	var move *Move
	err := control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var c tenancy.Church
		if err := tx.Clauses(clause.Locking{Strength: "UPDATE"}).Where("id = ?", churchID).First(&c).Error; err != nil {
			return err
		}
		if c.MovingTo != "" {
			return fmt.Errorf("church %s is already moving to %s", c.ShortName, c.MovingTo)
		}
		if open, err := unfinishedMove(ctx, tx, c.ID); err != nil {
			return err
		} else if open != nil {
			return fmt.Errorf("church %s is already moving to %s", c.ShortName, open.ToCluster)
		}
		if c.Placement == to {
			return fmt.Errorf("church %s is already on cluster %q", c.ShortName, to)
		}
		if err := tx.Exec(`UPDATE control.churches SET moving_to = ?, updated_at = now() WHERE id = ?`, to, c.ID).Error; err != nil {
			return err
		}
		move = &Move{ChurchID: c.ID, FromCluster: c.Placement, ToCluster: to, State: MoveCopying, By: by}
		return tx.Omit("started_at", "finished_at", "rows_copied", "error").Create(move).Error
	})
	return move, err
}

// switchMove is step (e)'s transaction: the church placed on the target, writes accepted again.
func switchMove(ctx context.Context, control *gorm.DB, move *Move, rows int64) error {
	return control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE control.churches SET placement = ?, moving_to = NULL, updated_at = now()
			WHERE id = ? AND placement = ?`, move.ToCluster, move.ChurchID, move.FromCluster)
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected != 1 {
			return fmt.Errorf("church %d is no longer placed on %s", move.ChurchID, move.FromCluster)
		}
		return tx.Exec(`UPDATE control.church_moves SET state = ?, rows_copied = ? WHERE id = ?`, MoveSwitched, rows, move.ID).Error
	})
}

// endMove records a move's end (done, failed or aborted) and accepts the church's writes again.
func endMove(ctx context.Context, control *gorm.DB, move *Move, state, errText string) error {
	return control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(`UPDATE control.churches SET moving_to = NULL, updated_at = now() WHERE id = ? AND moving_to IS NOT NULL`, move.ChurchID).Error; err != nil {
			return err
		}
		return tx.Exec(`UPDATE control.church_moves SET state = ?, error = ?, finished_at = now() WHERE id = ?`, state, errText, move.ID).Error
	})
}

// schemaTables are the schema's tables (partitioned ones included), by name.
func schemaTables(tx *gorm.DB, schema string) ([]string, error) {
	var tables []string
	err := tx.Raw(`SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = ? AND c.relkind IN ('r', 'p') ORDER BY c.relname`, schema).Scan(&tables).Error
	if err == nil && len(tables) == 0 {
		err = fmt.Errorf("schema %s has no tables", schema)
	}
	return tables, err
}

// lockTables takes EXCLUSIVE locks (reads go on, writes wait) on the tables, waiting at most a
// minute for the writes under way.
func lockTables(tx *gorm.DB, schema string, tables []string) error {
	var names []string
	for _, t := range tables {
		if !unlockedTables[t] {
			names = append(names, qualify(schema, t))
		}
	}
	if err := tx.Exec(`SET LOCAL lock_timeout = '60s'`).Error; err != nil {
		return err
	}
	if err := tx.Exec(`LOCK TABLE ` + strings.Join(names, ", ") + ` IN EXCLUSIVE MODE`).Error; err != nil {
		return err
	}
	return tx.Exec(`SET LOCAL lock_timeout = 0`).Error
}

// ensureExtensions creates on the target the extensions of the source's database (pg_trgm,
// unaccent: a schema's dump refers to them but does not hold them).
func ensureExtensions(ctx context.Context, src, dst *gorm.DB) error {
	var exts []struct{ Extname, Nspname string }
	if err := src.WithContext(ctx).Raw(`SELECT e.extname, n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
		WHERE e.extname <> 'plpgsql' ORDER BY e.extname`).Scan(&exts).Error; err != nil {
		return err
	}
	for _, e := range exts {
		err := dst.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
			var ok bool
			if err := tx.Raw(`SELECT to_regnamespace(?) IS NOT NULL AND NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = ?)`, e.Nspname, e.Extname).Scan(&ok).Error; err != nil || !ok {
				return err
			}
			if err := tx.Exec(`SELECT pg_advisory_xact_lock(7346298113)`).Error; err != nil {
				return err
			}
			return tx.Exec(fmt.Sprintf(`CREATE EXTENSION IF NOT EXISTS "%s" SCHEMA "%s"`, e.Extname, e.Nspname)).Error
		})
		if err != nil {
			return fmt.Errorf("extension %s on the target: %w", e.Extname, err)
		}
	}
	return nil
}

// compareCounts counts every locked table's rows on the source (in the locking transaction, so
// nothing changes meanwhile) and on the target; it returns the total.
func compareCounts(ctx context.Context, lock, dst *gorm.DB, schema string, tables []string) (int64, error) {
	var parts []string
	for _, t := range tables {
		if !unlockedTables[t] {
			parts = append(parts, fmt.Sprintf(`SELECT '%s' AS name, count(*) AS n FROM %s`, t, qualify(schema, t)))
		}
	}
	q := strings.Join(parts, " UNION ALL ")
	type count struct {
		Name string
		N    int64
	}
	var src, tgt []count
	if err := lock.Raw(q).Scan(&src).Error; err != nil {
		return 0, fmt.Errorf("count rows on the source: %w", err)
	}
	if err := dst.WithContext(ctx).Raw(q).Scan(&tgt).Error; err != nil {
		return 0, fmt.Errorf("count rows on the target: %w", err)
	}
	on := map[string]int64{}
	for _, c := range tgt {
		on[c.Name] = c.N
	}
	var total int64
	var errs []error
	for _, c := range src {
		if on[c.Name] != c.N {
			errs = append(errs, fmt.Errorf("table %s: %d rows on the source, %d on the target", c.Name, c.N, on[c.Name]))
		}
		total += c.N
	}
	return total, errors.Join(errs...)
}

// cancelWaiters cancels the statements waiting for the schema's locks (writers).
func cancelWaiters(lock *gorm.DB, schema string) {
	_ = lock.Exec(`SELECT pg_cancel_backend(l.pid) FROM pg_locks l
		JOIN pg_class c ON c.oid = l.relation JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE NOT l.granted AND n.nspname = ? AND l.pid <> pg_backend_pid()
		AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`, schema).Error
}

// terminateCopiers ends the pg_dump or pg_restore of an interrupted move of schema still
// connected to this cluster's database.
func terminateCopiers(ctx context.Context, g *gorm.DB, schema string) {
	_ = g.WithContext(ctx).Exec(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE application_name = ? AND datname = current_database() AND pid <> pg_backend_pid()`, copierName(schema)).Error
}

func qualify(schema, table string) string {
	return `"` + schema + `"."` + strings.ReplaceAll(table, `"`, `""`) + `"`
}

// churchesByPlacement counts the churches of every placement (closed ones too: their schemas stay).
func churchesByPlacement(ctx context.Context, control *gorm.DB) (map[string]int64, error) {
	var rows []struct {
		Placement string
		N         int64
	}
	err := control.WithContext(ctx).Raw(`SELECT placement, count(*) AS n FROM control.churches GROUP BY placement`).Scan(&rows).Error
	out := make(map[string]int64, len(rows))
	for _, r := range rows {
		out[r.Placement] = r.N
	}
	return out, err
}

// tryMoveGuard takes the session advisory lock that lets one move of a church run at a time, on
// conn (held until releaseMoveGuard or the connection's end: a killed mover frees it).
func tryMoveGuard(ctx context.Context, conn *sql.Conn, churchID int64) (bool, error) {
	var got bool
	err := conn.QueryRowContext(ctx, `SELECT pg_try_advisory_lock(hashtext('congregate church move'), $1)`, int32(churchID)).Scan(&got)
	return got, err
}

func releaseMoveGuard(ctx context.Context, conn *sql.Conn, churchID int64) {
	_, _ = conn.ExecContext(ctx, `SELECT pg_advisory_unlock(hashtext('congregate church move'), $1)`, int32(churchID))
}

// dropSchema drops a church schema (validated by the caller) and everything in it.
func dropSchema(g *gorm.DB, schema string, ifExists bool) error {
	cond := ""
	if ifExists {
		cond = "IF EXISTS "
	}
	return g.Exec(fmt.Sprintf(`DROP SCHEMA %s"%s" CASCADE`, cond, schema)).Error
}

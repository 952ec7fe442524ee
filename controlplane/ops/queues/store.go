package queues

import (
	"context"

	"gorm.io/gorm"
)

// The tasks live in Redis (asynq's Inspector, in service.go); the control database gives their
// churches' names.

// churchNames reads the names of ids in one query.
func churchNames(ctx context.Context, g *gorm.DB, ids []int64) (map[int64]string, error) {
	out := map[int64]string{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		ID       int64
		FullName string
	}
	if err := g.WithContext(ctx).Raw(`SELECT id, full_name FROM control.churches WHERE id IN ?`, ids).Scan(&rows).Error; err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.ID] = r.FullName
	}
	return out, nil
}

package delivery

import (
	"context"
	"time"

	"gorm.io/gorm"
)

// Dispatch is a row of control.communication_dispatch: a communication waiting to be sent, being
// sent, or done.
type Dispatch struct {
	ChurchID        int64
	CommunicationID int64
	DueAt           time.Time
	State           string
	UpdatedAt       time.Time
}

// Action is what the dispatcher does with a due row.
type Action int

// Actions of the dispatcher.
const (
	ActionNone    Action = iota // nothing (a send whose communication is not visible yet)
	ActionEnqueue               // enqueue its send (a duplicate is refused by its task id)
	ActionRescue                // its run stopped beating: enqueue a send under a new task id
	ActionDone                  // the communication is gone or finished: mark the row done
)

// Due reads up to limit rows due now and not done, oldest first, across churches.
func Due(ctx context.Context, control *gorm.DB, limit int) ([]Dispatch, error) {
	var rows []Dispatch
	err := control.WithContext(ctx).Raw(`SELECT church_id, communication_id, due_at, state, updated_at
		FROM control.communication_dispatch WHERE state <> 'done' AND due_at <= now()
		ORDER BY due_at, church_id, communication_id LIMIT ?`, limit).Scan(&rows).Error
	return rows, err
}

// MarkDone marks a dispatch row done.
func MarkDone(ctx context.Context, control *gorm.DB, churchID, id int64) error {
	return setDispatchState(control.WithContext(ctx), churchID, id, "done")
}

// Plan decides, for the due rows of the church in ctx, what the dispatcher does with each: a row
// whose communication does not exist (its send's transaction failed; a row younger than grace may
// belong to a send still committing) or is finished is done; a running row whose run has not
// beaten for stale is rescued; any other is enqueued.
func (s *Service) Plan(ctx context.Context, rows []Dispatch, grace, stale time.Duration) ([]Action, error) {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.CommunicationID
	}
	var status map[int64]string
	var now time.Time
	if err := s.Tenants.Run(ctx, func(tx *gorm.DB) (err error) {
		if err = tx.Raw(`SELECT now()`).Row().Scan(&now); err != nil {
			return err
		}
		status, err = statuses(tx, ids)
		return err
	}); err != nil {
		return nil, err
	}
	out := make([]Action, len(rows))
	for i, r := range rows {
		st, ok := status[r.CommunicationID]
		switch {
		case !ok && now.Sub(r.UpdatedAt) > grace:
			out[i] = ActionDone
		case !ok:
			out[i] = ActionNone
		case st == "sent" || st == "cancelled" || st == "failed":
			out[i] = ActionDone
		case r.State == "running" && now.Sub(r.UpdatedAt) > stale:
			out[i] = ActionRescue
		case r.State == "waiting" && now.Sub(later(r.DueAt, r.UpdatedAt)) > 4*stale:
			// Due for long and never started: its task may be stuck behind a dead worker's.
			out[i] = ActionRescue
		default:
			out[i] = ActionEnqueue
		}
	}
	return out, nil
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

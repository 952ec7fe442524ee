// Package communications handles the tasks of issue 12's communications: a send of a
// communication (the work is tenantapi/communications/delivery's) and the dispatcher that finds
// unfinished and due sends in control.communication_dispatch.
package communications

import (
	"context"
	"errors"
	"log/slog"

	"congregate/internal/jobs"
	"congregate/tenantapi/communications/delivery"
)

// Handler processes jobs.TypeCommunicationSend tasks.
type Handler struct {
	S   *delivery.Service
	Log *slog.Logger
}

// HandleSend runs the communication's send. Another run already at work on it is not an error:
// this task has nothing to do. Any other error is retried (the next run reconciles first).
func (h Handler) HandleSend(ctx context.Context, p jobs.CommunicationSend) error {
	rep, err := h.S.Send(ctx, p.CommunicationID)
	if errors.Is(err, delivery.ErrBusy) {
		return nil
	}
	if h.Log != nil && (rep.Sent+rep.Failed+rep.Skipped+rep.Reconciled > 0 || err != nil) {
		h.Log.Info("communication run", "church", p.ChurchID, "communication", p.CommunicationID,
			"sent", rep.Sent, "failed", rep.Failed, "skipped", rep.Skipped, "requeued", rep.Requeued,
			"reconciled", rep.Reconciled, "resent", rep.Resent, "finished", rep.Finished, "err", err)
	}
	return err
}

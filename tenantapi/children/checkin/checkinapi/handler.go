package checkinapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/audit/auditapi"
	"congregate/tenantapi/children/checkin"
)

// Handler serves check-in's calls.
type Handler struct {
	S *checkin.Service
	// Refresh is how often a board stream re-reads the board without a change (a lost pub/sub
	// message heals) and keeps the connection alive; 0 is 15 s.
	Refresh time.Duration
}

// actor is the signed-in staff member making the request's change.
func actor(c *gin.Context) checkin.Actor {
	a := checkin.Actor{Entry: func(event string, details map[string]any) audit.Entry { return auditapi.By(c, event, details) }}
	if u := auth.UserFrom(c.Request.Context()); u != nil {
		id := u.PersonID
		a.ID = &id
	}
	return a
}

// Stations is POST /api/children/stations/list.
func (h Handler) Stations(c *gin.Context, _ httpx.ClientContext) (checkin.Stations, error) {
	return h.S.Stations(c.Request.Context())
}

// AddStation is POST /api/children/stations/add: the station gets the first free tag.
func (h Handler) AddStation(c *gin.Context, req checkin.StationRequest) (*checkin.Station, error) {
	return h.S.AddStation(c.Request.Context(), actor(c), req)
}

// UpdateStation is POST /api/children/stations/update.
func (h Handler) UpdateStation(c *gin.Context, req checkin.StationRequest) (*checkin.Station, error) {
	return h.S.UpdateStation(c.Request.Context(), actor(c), req)
}

// DeleteStation is POST /api/children/stations/delete.
func (h Handler) DeleteStation(c *gin.Context, req checkin.IDRequest) (checkin.Deleted, error) {
	return checkin.Deleted{ID: req.ID}, h.S.DeleteStation(c.Request.Context(), actor(c), req.ID)
}

// Families is POST /api/children/families.
func (h Handler) Families(c *gin.Context, req checkin.FamiliesRequest) (checkin.Families, error) {
	return h.S.Families(c.Request.Context(), req)
}

// Checkin is POST /api/children/checkin.
func (h Handler) Checkin(c *gin.Context, req checkin.CheckinRequest) (*checkin.CheckinResult, error) {
	return h.S.Checkin(c.Request.Context(), actor(c), req)
}

// Checkout is POST /api/children/checkout.
func (h Handler) Checkout(c *gin.Context, req checkin.CheckoutRequest) (*checkin.CheckoutResult, error) {
	return h.S.Checkout(c.Request.Context(), actor(c), req)
}

// Reprint is POST /api/children/reprint: the same code.
func (h Handler) Reprint(c *gin.Context, req checkin.CheckinIDRequest) (*checkin.CheckinResult, error) {
	return h.S.Reprint(c.Request.Context(), actor(c), req.CheckinID)
}

// Label is POST /api/children/label: the group's labels as a PDF or ZPL file.
func (h Handler) Label(c *gin.Context) {
	var r checkin.LabelRequest
	if err := httpx.Bind(c, &r); err != nil {
		httpx.Fail(c, err)
		return
	}
	if err := r.Validate(); err != nil {
		httpx.Fail(c, err)
		return
	}
	ls, err := h.S.Labels(c.Request.Context(), r.CheckinID, r.Size)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	name := fmt.Sprintf("labels-%d", r.CheckinID)
	if r.Format == "zpl" {
		c.Header("Content-Disposition", `attachment; filename="`+name+`.zpl"`)
		c.Data(http.StatusOK, "text/plain; charset=utf-8", ls.ZPL())
		return
	}
	pdf, err := ls.PDF()
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	c.Header("Content-Disposition", `inline; filename="`+name+`.pdf"`)
	c.Data(http.StatusOK, "application/pdf", pdf)
}

// Sync is POST /api/children/sync.
func (h Handler) Sync(c *gin.Context, req checkin.SyncRequest) (checkin.SyncResults, error) {
	return h.S.Sync(c.Request.Context(), actor(c), req)
}

// AdultIn is POST /api/children/adults/in.
func (h Handler) AdultIn(c *gin.Context, req checkin.AdultInRequest) (*checkin.Adult, error) {
	return h.S.AdultIn(c.Request.Context(), actor(c), req)
}

// AdultOut is POST /api/children/adults/out.
func (h Handler) AdultOut(c *gin.Context, req checkin.IDRequest) (*checkin.Adult, error) {
	return h.S.AdultOut(c.Request.Context(), actor(c), req.ID)
}

// Adults is POST /api/children/adults/list.
func (h Handler) Adults(c *gin.Context, req checkin.BoardRequest) (*checkin.Adults, error) {
	return h.S.Adults(c.Request.Context(), req.ServiceOn)
}

// Board is POST /api/children/board.
func (h Handler) Board(c *gin.Context, req checkin.BoardRequest) (*checkin.Board, error) {
	return h.S.Board(c.Request.Context(), req.ServiceOn)
}

// Today is POST /api/children/today.
func (h Handler) Today(c *gin.Context, req checkin.TodayRequest) (*checkin.Today, error) {
	return h.S.Today(c.Request.Context(), req)
}

// Stream is GET /api/children/board/stream?serviceOn=YYYY-MM-DD: server-sent events, one "board"
// event with the whole board at once and after every change of that day's rooms anywhere
// (Redis pub/sub between API processes), and again every Refresh.
func (h Handler) Stream(c *gin.Context) {
	ctx := c.Request.Context()
	day := c.Query("serviceOn")
	if _, err := time.Parse("2006-01-02", day); day != "" && err != nil {
		httpx.Fail(c, fault.E(fault.Invalid, "Enter the date as YYYY-MM-DD"))
		return
	}
	b, err := h.S.Board(ctx, day)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	day = b.ServiceOn
	changes, err := h.S.Hub.Subscribe(ctx, tenancy.FromContext(ctx).ID)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	refresh := h.Refresh
	if refresh == 0 {
		refresh = 15 * time.Second
	}
	c.Header("Content-Type", "text/event-stream")
	c.Header("X-Accel-Buffering", "no")
	c.Status(http.StatusOK)
	send := func(b *checkin.Board) bool {
		data, _ := json.Marshal(b)
		if _, err := fmt.Fprintf(c.Writer, "event: board\ndata: %s\n\n", data); err != nil {
			return false
		}
		c.Writer.Flush()
		return true
	}
	if !send(b) {
		return
	}
	tick := time.NewTicker(refresh)
	defer tick.Stop()
	// A Sunday rush changes a room many times a second: a stream gathers the changes of a short
	// while into one read of the board, so ten stations cost ten reads a gather, not ten a check-in.
	var gather <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			return
		case d, ok := <-changes:
			if !ok {
				changes = nil // no hub: the refresh alone
			} else if d == day && gather == nil {
				gather = time.After(gatherFor)
			}
			continue
		case <-gather:
			gather = nil
		case <-tick.C:
		}
		if b, err = h.S.Board(ctx, day); err != nil {
			return
		}
		if !send(b) {
			return
		}
	}
}

// gatherFor is how long a board stream gathers changes before it reads the board once.
const gatherFor = 150 * time.Millisecond

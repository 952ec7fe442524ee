// Package parents messages the parents of chosen children (docs/children-api.md "As built —
// h-kids-ui"): the children key cannot send through /api/communications/send, so
// POST /api/children/message-parents resolves the children's parents (their household's head and
// spouse, people/directory through kids.Load) and sends to them through communications/messages —
// credits, consent and opt-out and the send ledger as every communication — with origin
// "children", audited as children.parents.message.
package parents

import (
	"context"
	"sort"
	"strings"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/clock"
	"congregate/internal/platform/db"
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/audit"
	"congregate/tenantapi/children/kids"
	"congregate/tenantapi/children/kit"
	"congregate/tenantapi/children/kit/kitapi"
	"congregate/tenantapi/communications/messages"
)

// EventMessage is the audit event of a message to parents.
const EventMessage = "children.parents.message"

const maxChildren = 500

// Messages (400 unless said).
const (
	msgChildren  = "Choose 1 to 500 children"
	msgChannel   = "Choose a channel: sms or email"
	msgNoParents = "These children have no parents on file to message"
)

// Request is the message to the parents of childIds.
type Request struct {
	httpx.ClientContext
	ChildIDs []int64 `json:"childIds"`
	Channel  string  `json:"channel" enum:"sms,email"`
	Subject  string  `json:"subject"` // e-mail only
	Body     string  `json:"body"`
}

func (r *Request) Validate() error {
	if len(r.ChildIDs) == 0 || len(r.ChildIDs) > maxChildren {
		return fault.E(fault.Invalid, msgChildren)
	}
	r.Channel = strings.TrimSpace(r.Channel)
	if r.Channel != "sms" && r.Channel != "email" {
		return fault.E(fault.Invalid, msgChannel)
	}
	if r.Channel == "sms" {
		r.Subject = ""
	}
	return nil
}

// Sent answers a message to parents: the communication and how many parents it reaches.
type Sent struct {
	CommunicationID int64 `json:"communicationId"`
	Recipients      int   `json:"recipients"`
	// Parents is how many distinct parents the children have (before consent and contact rules).
	Parents int `json:"parents"`
}

// Sender sends a communication (messages.Service).
type Sender interface {
	Send(ctx context.Context, actor int64, origin string, c messages.Compose) (messages.Communication, error)
}

// Service resolves parents and sends.
type Service struct {
	Tenants *db.Tenants
	Send    Sender
	Clock   clock.Clock
}

var constraints = db.Constraints{}

// ParentIDs are the distinct parents of the children, in id order; a child id that is not a
// child of this church answers kids.ErrNotFound.
func ParentIDs(tx *gorm.DB, childIDs []int64, today string) ([]int64, error) {
	ids := unique(childIDs)
	got, err := kids.Load(tx, ids, today)
	if err != nil {
		return nil, err
	}
	seen := map[int64]bool{}
	out := []int64{}
	for _, id := range ids {
		c, ok := got[id]
		if !ok {
			return nil, kids.ErrNotFound
		}
		for _, p := range c.Parents {
			if !seen[p.ID] {
				seen[p.ID] = true
				out = append(out, p.ID)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

func unique(ids []int64) []int64 {
	seen := map[int64]bool{}
	out := make([]int64, 0, len(ids))
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// Message sends the body to the children's parents.
func (s *Service) Message(ctx context.Context, a kit.Actor, r Request) (Sent, error) {
	var parents []int64
	err := constraints.Map(s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		var err error
		parents, err = ParentIDs(tx, r.ChildIDs, kit.Today(ctx, s.Clock))
		return err
	}))
	if err != nil {
		return Sent{}, err
	}
	if len(parents) == 0 {
		return Sent{}, fault.E(fault.Invalid, msgNoParents)
	}
	var actor int64
	if a.ID != nil {
		actor = *a.ID
	}
	com, err := s.Send.Send(ctx, actor, messages.OriginChildren, messages.Compose{Channel: r.Channel, Subject: r.Subject,
		Body: r.Body, Audience: messages.Audience{PersonIDs: parents}})
	if err != nil {
		return Sent{}, err
	}
	out := Sent{CommunicationID: com.ID, Recipients: com.Recipients, Parents: len(parents)}
	err = constraints.Map(s.Tenants.Run(ctx, func(tx *gorm.DB) error {
		return audit.Write(tx, a.Audit(EventMessage, map[string]any{"communicationId": com.ID, "channel": r.Channel,
			"children": len(unique(r.ChildIDs)), "parents": len(parents), "recipients": com.Recipients}))
	}))
	return out, err
}

// Handler serves message-parents.
type Handler struct{ S *Service }

// Message is POST /api/children/message-parents: 202, the send goes on in the background.
func (h Handler) Message(c *gin.Context, req Request) (Sent, error) {
	return h.S.Message(c.Request.Context(), kitapi.Actor(c), req)
}

// Routes are message-parents (key children, write).
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/children/", Key: authz.Children}
	return []httpx.Route{
		g.Write("message-parents", httpx.HandleAccepted("Message sent to parents", h.Message)),
	}
}

// Package proposals serves the two public document requests of the onboarding host: the mobile app
// proposal and the global giving e-brochure. Each request is recorded for the operators, answered
// with a personalised PDF kept in object storage, and e-mailed to the requester by the worker.
package proposals

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"gorm.io/gorm"

	"congregate/controlplane/pricing"
	"congregate/internal/jobs"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/storage"
)

// Kinds of document.
const (
	KindProposal = "proposal"
	KindBrochure = "brochure"
)

// Roles of the brochure form (spec §3).
var Roles = []string{"Pastor", "Ministry Leader", "Member", "Other"}

// Request is a validated proposal or brochure form.
type Request struct {
	Kind          string
	FirstName     string
	LastName      string
	Email         string
	ChurchName    string
	PhoneNumber   string
	ChurchWebsite string
	Role          string // brochure only
	IP            string // taken by the server from the connection
	At            time.Time
}

// Service makes, stores, records and mails the documents.
type Service struct {
	DB    *gorm.DB
	Store storage.Store
	Jobs  jobs.Enqueuer
	Sizes func(ctx context.Context) ([]pricing.Size, error)
}

// Create renders the document, stores it under a random key, records the request and enqueues the
// e-mail. fileURL turns the key into the link the visitor and the e-mail get.
func (s *Service) Create(ctx context.Context, r Request, fileURL func(key string) string) (string, error) {
	if r.At.IsZero() {
		r.At = time.Now()
	}
	var pdf []byte
	var err error
	switch r.Kind {
	case KindProposal:
		sizes, serr := s.Sizes(ctx)
		if serr != nil {
			return "", serr
		}
		pdf, err = ProposalPDF(r, sizes)
	case KindBrochure:
		pdf, err = BrochurePDF(r)
	default:
		return "", fmt.Errorf("unknown document kind %q", r.Kind)
	}
	if err != nil {
		return "", fmt.Errorf("render %s: %w", r.Kind, err)
	}
	token := auth.NewToken(18)
	key := r.Kind + "s/" + token + ".pdf"
	// The row first, the file inside the same transaction: a row that cannot be written leaves no
	// file behind, and a file that cannot be stored leaves no row.
	var id int64
	err = s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Raw(`INSERT INTO control.document_requests (kind, first_name, last_name, email,
			church_name, phone_number, church_website, role, ip, file_key, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, r.Kind, r.FirstName, r.LastName, r.Email, r.ChurchName,
			r.PhoneNumber, r.ChurchWebsite, r.Role, r.IP, key, r.At).Scan(&id).Error; err != nil {
			return fmt.Errorf("record %s: %w", r.Kind, err)
		}
		if err := s.Store.Put(ctx, key, "application/pdf", pdf); err != nil {
			return fmt.Errorf("store %s: %w", r.Kind, err)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	link := fileURL(key)
	subject, intro := "Your mobile app proposal for "+r.ChurchName, "Here is the mobile app proposal for "+r.ChurchName
	if r.Kind == KindBrochure {
		subject, intro = "Your global giving e-brochure for "+r.ChurchName, "Here is the global giving e-brochure for "+r.ChurchName
	}
	if err := s.Jobs.SendEmail(ctx, jobs.Message{
		// The record names the message; its random file token keeps the key unique across a
		// recreated development database.
		Key:     r.Kind + ":" + strconv.FormatInt(id, 10) + "-" + token,
		To:      r.Email,
		Subject: subject,
		Body: fmt.Sprintf("Hello %s,\n\n%s you asked for:\n%s\n\nNo Contracts. No Setup Fees. Cancel Anytime.\n\nThe Congregate team\n",
			r.FirstName, intro, link),
	}); err != nil {
		return "", err
	}
	return link, nil
}

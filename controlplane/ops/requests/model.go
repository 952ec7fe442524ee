// Package requests is what the public pages and the churches ask of the operators
// (/api/ops/requests/..., /api/ops/cheques/..., /api/ops/credits/grant): the proposal and
// brochure requests with their stored PDFs, the cheque purchases of message credits waiting for
// an operator across churches (the control index control.cheque_purchases), deciding them, and
// granting credits. Deciding and granting are the same code as bin/ops credits (purchases'
// ConfirmCheque/RejectCheque, credits.OperatorGrant).
package requests

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// Kinds of document request.
const (
	KindProposal = "proposal"
	KindBrochure = "brochure"
)

// Messages.
const (
	MsgKind          = "kind must be proposal or brochure"
	MsgRequestAbsent = "No such request"
	MsgPDFAbsent     = "The request's PDF is not stored"
	MsgChurchAbsent  = "No such church"
	MsgChurchID      = "churchId is required"
	MsgPurchaseID    = "purchaseId is required"
	MsgNote          = "note must be at most 500 characters"
	MsgKey           = "key must be at most 100 letters, digits, '.', '_', ':' or '-'"
)

// RequestRow is one proposal or brochure request.
type RequestRow struct {
	ID            int64  `json:"id"`
	Kind          string `json:"kind" enum:"proposal,brochure"`
	FirstName     string `json:"firstName"`
	LastName      string `json:"lastName"`
	Email         string `json:"email"`
	ChurchName    string `json:"churchName"`
	PhoneNumber   string `json:"phoneNumber"`
	ChurchWebsite string `json:"churchWebsite"`
	Role          string `json:"role"`
	CreatedAt     string `json:"createdAt"`
	// PdfURL is the operator host's link to the stored PDF ("" when none was stored).
	PdfURL string `json:"pdfUrl"`
}

type listRequest struct {
	Kind string `json:"kind" enum:"proposal,brochure"`
	httpx.Paging
}

func (r listRequest) Validate() error {
	if r.Kind != KindProposal && r.Kind != KindBrochure {
		return fault.E(fault.Invalid, MsgKind)
	}
	return nil
}

// ChequeRow is one cheque purchase of message credits.
type ChequeRow struct {
	ChurchID   int64  `json:"churchId"`
	ChurchName string `json:"churchName"`
	PurchaseID int64  `json:"purchaseId"`
	Credits    int64  `json:"credits"`
	// Amount is the price in the currency's units, two decimals ("200.00").
	Amount       string  `json:"amount"`
	Currency     string  `json:"currency"`
	ChequeNumber string  `json:"chequeNumber"`
	Status       string  `json:"status" enum:"pending,succeeded,failed,cancelled"`
	CreatedAt    string  `json:"createdAt"`
	DecidedAt    *string `json:"decidedAt"`
	DecidedBy    string  `json:"decidedBy"`
}

// Cheques are the pending cheque purchases of every church, oldest first.
type Cheques struct {
	Items []ChequeRow `json:"items"`
}

type chequesRequest struct{}

type decideRequest struct {
	ChurchID   int64 `json:"churchId"`
	PurchaseID int64 `json:"purchaseId"`
}

func (r decideRequest) Validate() error {
	if r.ChurchID <= 0 {
		return fault.E(fault.Invalid, MsgChurchID)
	}
	if r.PurchaseID <= 0 {
		return fault.E(fault.Invalid, MsgPurchaseID)
	}
	return nil
}

type grantRequest struct {
	ChurchID int64  `json:"churchId"`
	Amount   int64  `json:"amount"`
	Note     string `json:"note"`
	// Key makes the grant idempotent: the same key again grants nothing.
	Key string `json:"key"`
}

// Balance is a church's message credits after a grant.
type Balance struct {
	Balance   int64 `json:"balance"`
	Reserved  int64 `json:"reserved"`
	Available int64 `json:"available"`
}

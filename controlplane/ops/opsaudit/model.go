package opsaudit

import (
	"strings"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// listRequest filters the trail: operator is a part of the e-mail, action a prefix ("church."),
// outcome one of ok|denied|failed, churchId one church.
type listRequest struct {
	httpx.Paging
	Operator string `json:"operator,omitempty"`
	Action   string `json:"action,omitempty"`
	Outcome  string `json:"outcome,omitempty" enum:"ok,denied,failed"`
	ChurchID int64  `json:"churchId,omitempty"`
}

// Validate checks the filters.
func (r *listRequest) Validate() error {
	r.Operator, r.Action = strings.TrimSpace(r.Operator), strings.TrimSpace(r.Action)
	switch r.Outcome {
	case "", OK, Denied, Failed:
	default:
		return fault.E(fault.Invalid, "Outcome is ok, denied or failed")
	}
	if len(r.Operator) > 200 || len(r.Action) > 200 {
		return fault.E(fault.Invalid, "A filter is at most 200 characters")
	}
	if r.ChurchID < 0 {
		return fault.E(fault.Invalid, "Church not found")
	}
	return nil
}

// AuditRow is one line of the trail as the console shows it.
type AuditRow struct {
	ID            int64          `json:"id"`
	At            string         `json:"at"`
	OperatorEmail string         `json:"operatorEmail"`
	Action        string         `json:"action"`
	Outcome       string         `json:"outcome" enum:"ok,denied,failed"`
	ChurchID      *int64         `json:"churchId"`
	ChurchName    string         `json:"churchName"`
	Target        string         `json:"target"`
	Detail        map[string]any `json:"detail"`
	IP            string         `json:"ip"`
}

// Package views is the record of every view of a child's medical notes and allergies (who, when,
// from which page): written by kids.Get in the read's own transaction, read here by super admins.
package views

import (
	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
)

// View is one view of a child's sensitive details.
type View struct {
	ChildID    int64  `json:"childId"`
	ChildName  string `json:"childName"`
	ViewerID   *int64 `json:"viewerId"`
	ViewerName string `json:"viewerName"`
	Page       string `json:"page"`
	ViewedAt   string `json:"viewedAt"`
}

var errSuperAdmin = fault.E(fault.Forbidden, "Only super admins can see this")

type listRequest struct {
	httpx.ClientContext
	httpx.Paging
	ChildID int64 `json:"childId"`
}

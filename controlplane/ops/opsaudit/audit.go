// Package opsaudit writes and reads the operators' audit trail (control.operator_audit): every
// action, refusal and failed sign-in, with who, from where and on which church.
package opsaudit

import (
	"context"
	"encoding/json"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/controlplane/ops/opsauth"
)

// Outcomes.
const (
	OK     = "ok"
	Denied = "denied"
	Failed = "failed"
)

// Entry is one line of the trail.
type Entry struct {
	OperatorID    int64
	OperatorEmail string
	Action        string // "church.lockdown", "auth.sign_in", "catalogue.size_save", ...
	Outcome       string
	ChurchID      int64 // 0 = none
	Target        string
	Detail        map[string]any
	IP            string
}

// Record writes an entry with db (a transaction, so an action and its line commit together).
func Record(ctx context.Context, db *gorm.DB, e Entry) error {
	detail := []byte("{}")
	if len(e.Detail) > 0 {
		b, err := json.Marshal(e.Detail)
		if err != nil {
			return err
		}
		detail = b
	}
	var operatorID, churchID any
	if e.OperatorID != 0 {
		operatorID = e.OperatorID
	}
	if e.ChurchID != 0 {
		churchID = e.ChurchID
	}
	return insert(db.WithContext(ctx), operatorID, churchID, e, string(detail))
}

// Of fills an entry with the calling operator and address of an ops call.
func Of(c *gin.Context, action, outcome string) Entry {
	e := Entry{Action: action, Outcome: outcome, IP: c.ClientIP()}
	if op := opsauth.FromContext(c); op != nil {
		e.OperatorID, e.OperatorEmail = op.ID, op.Email
	}
	return e
}

// Auth writes the sign-in's lines (opsauth cannot import this package: it is the other way round).
func Auth(ctx context.Context, db *gorm.DB, e opsauth.AuditEntry) error {
	return Record(ctx, db, Entry(e))
}

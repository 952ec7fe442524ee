package tenanttest

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/hibiken/asynq"
	"gorm.io/gorm"

	"congregate/internal/jobs"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
)

// AddUser creates a staff member in a church and answers their person id.
func (e *Env) AddUser(c *tenancy.Church, u provisioning.UserSpec) int64 {
	e.T.Helper()
	var id int64
	err := e.App.Tenants.RunFor(context.Background(), c, func(tx *gorm.DB) error {
		var err error
		id, err = provisioning.CreateUser(tx, u)
		return err
	})
	if err != nil {
		e.T.Fatal(err)
	}
	return id
}

// PersonID finds a person by e-mail.
func (e *Env) PersonID(c *tenancy.Church, email string) int64 {
	e.T.Helper()
	var id int64
	e.Scan(c, "SELECT id FROM people WHERE email = '"+strings.ReplaceAll(email, "'", "''")+"'", &id)
	return id
}

// RoleID finds a role by name.
func (e *Env) RoleID(c *tenancy.Church, name string) int64 {
	e.T.Helper()
	var id int64
	e.Scan(c, "SELECT id FROM roles WHERE name = '"+strings.ReplaceAll(name, "'", "''")+"'", &id)
	return id
}

// AuditCount is how many audit entries of an event a church has.
func (e *Env) AuditCount(c *tenancy.Church, event string) int {
	e.T.Helper()
	var n int
	e.Scan(c, "SELECT count(*) FROM audit_log WHERE event = '"+strings.ReplaceAll(event, "'", "''")+"'", &n)
	return n
}

// messages are the queued messages (SMS and e-mail tasks) to a recipient, oldest first.
func (e *Env) messages(to string) []jobs.Message {
	e.T.Helper()
	tasks, err := e.Insp.ListPendingTasks(e.Queue, asynq.PageSize(1000))
	if err != nil {
		e.T.Fatal(err)
	}
	var out []jobs.Message
	for _, ti := range tasks {
		if ti.Type != jobs.TypeSMS && ti.Type != jobs.TypeEmail {
			continue
		}
		var m jobs.Message
		if err := json.Unmarshal(ti.Payload, &m); err != nil {
			e.T.Fatal(err)
		}
		if m.To == to {
			out = append(out, m)
		}
	}
	return out
}

// Message is the newest queued message to a recipient (the real asynq task payload).
func (e *Env) Message(to string) jobs.Message {
	e.T.Helper()
	var found *jobs.Message
	best := int64(-1)
	for _, m := range e.messages(to) {
		// Keys end with the id of the token they carry, which grows with every new message.
		seq, _ := strconv.ParseInt(m.Key[strings.LastIndex(m.Key, ":")+1:], 10, 64)
		if seq > best {
			mm := m
			found, best = &mm, seq
		}
	}
	if found == nil {
		e.T.Fatalf("no message to %s in queue %s", to, e.Queue)
	}
	return *found
}

// MessageCount is how many messages to a recipient are queued.
func (e *Env) MessageCount(to string) int {
	e.T.Helper()
	return len(e.messages(to))
}

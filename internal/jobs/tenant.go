package jobs

import "fmt"

// Tenant is embedded in the payload of every task that works inside one church. The worker's
// church middleware reads ChurchID, finds the church in the control registry and puts it in the
// handler's context (tenancy.FromContext), as the tenant API does with a request's host: handlers
// never look churches up themselves.
type Tenant struct {
	ChurchID int64 `json:"churchId"`
}

// In names the church a task works in.
func In(churchID int64) Tenant { return Tenant{ChurchID: churchID} }

// Church is the church the task works in. It also marks the payloads that embed Tenant: the
// worker registers only those as church tasks.
func (t Tenant) Church() int64 { return t.ChurchID }

// Validate reports a payload that names no church.
func (t Tenant) Validate() error {
	if t.ChurchID <= 0 {
		return fmt.Errorf("task without church")
	}
	return nil
}

// TenantPayload is a payload that embeds Tenant.
type TenantPayload interface{ Church() int64 }

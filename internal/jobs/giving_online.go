package jobs

import (
	"time"

	"github.com/hibiken/asynq"
)

// Online giving (issue 14, worker/giving, the work itself in tenantapi/giving/online): the hourly
// tick that charges the churches' due recurring gifts.
const TypeGivingRecurringTick = "giving:recurring-tick"

// GivingRecurringTick is the payload of the hourly tick (no data).
type GivingRecurringTick struct{}

// NewGivingRecurringTickTask builds the hourly tick; Unique keeps one per hour however many
// schedulers run. A charge's idempotency key makes a tick that runs twice charge once.
func NewGivingRecurringTickTask() (*asynq.Task, error) {
	return encode(TypeGivingRecurringTick, GivingRecurringTick{}, asynq.MaxRetry(3), asynq.Timeout(30*time.Minute),
		asynq.Unique(50*time.Minute), asynq.Queue(QueueDefault))
}

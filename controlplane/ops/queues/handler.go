package queues

import (
	"github.com/gin-gonic/gin"

	"congregate/controlplane/ops/opsaudit"
	"congregate/internal/platform/httpx"
)

// Handler serves the queue calls.
type Handler struct{ S *Service }

// List is POST /api/ops/queues/list.
func (h Handler) List(c *gin.Context, _ listRequest) (Queues, error) {
	return h.S.Queues(c.Request.Context())
}

// Tasks is POST /api/ops/queues/tasks: a queue's tasks in one state, perhaps of one church.
func (h Handler) Tasks(c *gin.Context, req TasksRequest) (httpx.Page[TaskRow], error) {
	return h.S.Tasks(c.Request.Context(), req)
}

// Retry is POST /api/ops/queues/retry: a scheduled, retry or dead task runs now.
func (h Handler) Retry(c *gin.Context, req TaskRequest) (httpx.None, error) {
	return httpx.None{}, h.S.Act(c.Request.Context(), opsaudit.Of(c, "queue.retry", opsaudit.OK), ActRetry, req)
}

// Delete is POST /api/ops/queues/delete: a task that is not running is removed.
func (h Handler) Delete(c *gin.Context, req TaskRequest) (httpx.None, error) {
	return httpx.None{}, h.S.Act(c.Request.Context(), opsaudit.Of(c, "queue.delete", opsaudit.OK), ActDelete, req)
}

// Archive is POST /api/ops/queues/archive: a pending, scheduled or retry task is killed (archived).
func (h Handler) Archive(c *gin.Context, req TaskRequest) (httpx.None, error) {
	return httpx.None{}, h.S.Act(c.Request.Context(), opsaudit.Of(c, "queue.archive", opsaudit.OK), ActArchive, req)
}

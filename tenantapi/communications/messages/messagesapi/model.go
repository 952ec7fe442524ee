package messagesapi

import (
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/communications/messages"
)

// composeRequest is the quote's body and a send's payload.
type composeRequest struct {
	httpx.ClientContext
	messages.Compose
}

// updateRequest is an update's payload: the compose and which communication.
type updateRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
	messages.Compose
}

type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

type listRequest struct {
	httpx.ClientContext
	httpx.Paging
	messages.ListFilter
}

type recipientsRequest struct {
	httpx.ClientContext
	httpx.Paging
	ID     int64  `json:"id"`
	Status string `json:"status" enum:",queued,sending,sent,delivered,failed,undelivered,skipped"`
}

// Deleted names the deleted (cancelled) communication.
type Deleted struct {
	ID int64 `json:"id"`
}

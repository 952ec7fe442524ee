package onlineapi

import (
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/giving/online"
)

type emptyRequest struct {
	httpx.ClientContext
}

type connectRequest struct {
	httpx.ClientContext
	AccountID string `json:"accountId"`
}

type routingRequest struct {
	httpx.ClientContext
	RoutingNumber string `json:"routingNumber"`
}

type submitRequest struct {
	httpx.ClientContext
	RequestKey        string `json:"requestKey"`
	Amount            string `json:"amount"`
	FundID            int64  `json:"fundId"`
	Frequency         string `json:"frequency" enum:"once,weekly,fortnightly,monthly"`
	FirstName         string `json:"firstName"`
	LastName          string `json:"lastName"`
	Email             string `json:"email"`
	Phone             string `json:"phone"`
	Method            string `json:"method" enum:"card,bank"`
	PaymentMethodID   string `json:"paymentMethodId"`
	RoutingNumber     string `json:"routingNumber"`
	AccountNumber     string `json:"accountNumber"`
	AccountHolderName string `json:"accountHolderName"`
	CoverFees         bool   `json:"coverFees"`
}

type giveMethodsRequest struct {
	httpx.ClientContext
	Methods []online.GiveMethod `json:"methods"`
}

type expiringRequest struct {
	httpx.ClientContext
	httpx.Paging
	Months int `json:"months"`
}

type remindRequest struct {
	httpx.ClientContext
	PersonIDs []int64 `json:"personIds"`
}

// giveMethods is the give-methods answer's data.
type giveMethods = []online.GiveMethod

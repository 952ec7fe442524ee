// Package billingapi serves the church's billing over HTTP (docs/billing-api.md): the summary,
// invoices, paying one and its PDF. The rules are tenantapi/billing, gin-free.
package billingapi

import (
	"bytes"
	"net/http"
	"regexp"
	"strconv"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/billing"
)

// Handler serves the billing calls. Logo finds the church's logo for the PDF.
type Handler struct {
	S    *billing.Service
	Logo billing.LogoFunc
}

// Summary is POST /api/billing/summary.
func (h Handler) Summary(c *gin.Context, _ summaryRequest) (billing.Summary, error) {
	return h.S.Summary(c.Request.Context())
}

// List is POST /api/billing/invoices/list: newest first.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[billing.Invoice], error) {
	p, err := req.Paging.Resolve(20)
	if err != nil {
		return httpx.Page[billing.Invoice]{}, err
	}
	items, total, err := h.S.Invoices(c.Request.Context(), req.Status, p.PageSize, p.Offset())
	if err != nil {
		return httpx.Page[billing.Invoice]{}, err
	}
	return httpx.PageOf(items, total, p), nil
}

// Get is POST /api/billing/invoices/get.
func (h Handler) Get(c *gin.Context, req getRequest) (billing.Invoice, error) {
	return h.S.Invoice(c.Request.Context(), req.ID)
}

// Pay is POST /api/billing/invoices/pay.
func (h Handler) Pay(c *gin.Context, req payRequest) (billing.PayResult, error) {
	return h.S.Pay(c.Request.Context(), req.InvoiceID, req.CardID)
}

var fileName = regexp.MustCompile(`[^A-Za-z0-9_-]+`)

// PDF is GET /api/billing/invoices/{id}/pdf.
func (h Handler) PDF(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil || id <= 0 {
		httpx.Fail(c, fault.E(fault.NotFound, billing.MsgInvoiceNotFound))
		return
	}
	ctx := c.Request.Context()
	inv, err := h.S.Invoice(ctx, id)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var buf bytes.Buffer
	if err := h.S.InvoicePDF(ctx, id, h.Logo, &buf); err != nil {
		httpx.Fail(c, err)
		return
	}
	name := "invoice-" + strconv.FormatInt(id, 10)
	if n := fileName.ReplaceAllString(inv.Number, ""); n != "" {
		name = "invoice-" + n
	}
	c.Header("Content-Disposition", `inline; filename="`+name+`.pdf"`)
	c.Header("Cache-Control", "no-store")
	c.Data(http.StatusOK, "application/pdf", buf.Bytes())
}

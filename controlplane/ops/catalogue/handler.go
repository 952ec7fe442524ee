package catalogue

import (
	"github.com/gin-gonic/gin"

	"congregate/controlplane/ops/opsaudit"
)

// Handler serves the catalogue calls.
type Handler struct{ S *Service }

// Get is POST /api/ops/catalogue/get.
func (h Handler) Get(c *gin.Context, _ getRequest) (Catalogue, error) {
	return h.S.Get(c.Request.Context())
}

// SaveSize is POST /api/ops/catalogue/sizes/save: creates or replaces the size of that name.
func (h Handler) SaveSize(c *gin.Context, req sizeSaveRequest) (SizeRow, error) {
	return h.S.SaveSize(c.Request.Context(), opsaudit.Of(c, "catalogue.size_save", opsaudit.OK), req)
}

// SaveProduct is POST /api/ops/catalogue/products/save: creates or replaces the product of that name.
func (h Handler) SaveProduct(c *gin.Context, req productSaveRequest) (ProductRow, error) {
	return h.S.SaveProduct(c.Request.Context(), opsaudit.Of(c, "catalogue.product_save", opsaudit.OK), req)
}

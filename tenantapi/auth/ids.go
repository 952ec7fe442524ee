package auth

import (
	"encoding/json"
	"strconv"
	"strings"

	"congregate/internal/platform/httpx"
)

// parseID reads an id the console may send as a number or a string.
func parseID(raw json.RawMessage, dst *int64) error {
	s := strings.Trim(strings.TrimSpace(string(raw)), `"`)
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return httpx.E(httpx.KindInvalid, "userId is required")
	}
	*dst = id
	return nil
}

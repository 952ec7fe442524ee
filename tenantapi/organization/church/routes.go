package church

import (
	"net/http"

	"congregate/internal/platform/httpx"
)

// Routes is organisation info: public, the console shows the church's name and theme on its
// sign-in screen.
func Routes(h Handler) []httpx.Route {
	return []httpx.Route{
		{Method: http.MethodGet, Path: "/api/org/info", Public: true, Handler: httpx.NoBody("Organisation info", h.Info)},
	}
}

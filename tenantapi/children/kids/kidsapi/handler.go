// Package kidsapi is the HTTP side of child profiles: add and update take JSON or multipart (the
// JSON body in the part "data", an optional image in "photo"; the spec's "admin child delete or
// update as multipart").
package kidsapi

import (
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/fault"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/children/kids"
	"congregate/tenantapi/children/kit/kitapi"
)

// Handler serves the child profiles' calls.
type Handler struct{ S *kids.Service }

// List is POST /api/children/list.
func (h Handler) List(c *gin.Context, req kids.ListRequest) (httpx.Page[kids.Child], error) {
	return h.S.List(c.Request.Context(), req)
}

// Get is POST /api/children/get: everything, and one sensitive view logged.
func (h Handler) Get(c *gin.Context, req kids.GetRequest) (*kids.Child, error) {
	me := kitapi.Me(c)
	return h.S.Get(c.Request.Context(), &me, req.ID, req.Page)
}

// Add is POST /api/children/add (JSON or multipart).
func (h Handler) Add(c *gin.Context, req kids.AddRequest, photo *kids.PhotoUpload) (*kids.Child, error) {
	return h.S.Add(c.Request.Context(), kitapi.Actor(c), req, photo)
}

// Update is POST /api/children/update (JSON or multipart).
func (h Handler) Update(c *gin.Context, req kids.UpdateRequest, photo *kids.PhotoUpload) (*kids.Child, error) {
	return h.S.Update(c.Request.Context(), kitapi.Actor(c), req, photo)
}

// Delete is POST /api/children/delete: the profile goes, the person stays.
func (h Handler) Delete(c *gin.Context, req kids.IDRequest) (kids.Deleted, error) {
	return kids.Deleted{ID: req.ID}, h.S.Delete(c.Request.Context(), kitapi.Actor(c), req.ID)
}

// Notes is POST /api/children/notes/list.
func (h Handler) Notes(c *gin.Context, req kids.NotesRequest) (kids.Notes, error) {
	return h.S.Notes(c.Request.Context(), req.ChildID)
}

// AddNote is POST /api/children/notes/add.
func (h Handler) AddNote(c *gin.Context, req kids.NoteAddRequest) (*kids.Note, error) {
	return h.S.AddNote(c.Request.Context(), kitapi.Actor(c), req.ChildID, req.Body)
}

// DeleteNote is POST /api/children/notes/delete.
func (h Handler) DeleteNote(c *gin.Context, req kids.IDRequest) (kids.Deleted, error) {
	return kids.Deleted{ID: req.ID}, h.S.DeleteNote(c.Request.Context(), kitapi.Actor(c), req.ID)
}

// AddPickup is POST /api/children/pickups/add.
func (h Handler) AddPickup(c *gin.Context, req kids.PickupAddRequest) (*kids.Pickup, error) {
	return h.S.AddPickup(c.Request.Context(), kitapi.Actor(c), req.ChildID, req.Fields())
}

// UpdatePickup is POST /api/children/pickups/update.
func (h Handler) UpdatePickup(c *gin.Context, req kids.PickupUpdateRequest) (*kids.Pickup, error) {
	return h.S.UpdatePickup(c.Request.Context(), kitapi.Actor(c), req.ID, req.Fields())
}

// DeletePickup is POST /api/children/pickups/delete.
func (h Handler) DeletePickup(c *gin.Context, req kids.IDRequest) (kids.Deleted, error) {
	return kids.Deleted{ID: req.ID}, h.S.DeletePickup(c.Request.Context(), kitapi.Actor(c), req.ID)
}

// maxPhoto is the largest photo accepted (people's photo rule).
const maxPhoto = 5 << 20

var (
	errPhotoTooLarge = fault.E(fault.TooLarge, "The photo must be at most 5 MB")
	errForm          = fault.E(fault.Invalid, "Send the child as JSON, or as multipart form data with the JSON in the field data")
)

// withPhoto is an endpoint documented as its JSON body (the OpenAPI document and the fuzz send
// JSON) that also reads multipart form data: the same JSON in the part "data", bound as strictly,
// and an optional image in "photo".
func withPhoto[Req, Res any](status int, msg string, fn func(*gin.Context, Req, *kids.PhotoUpload) (Res, error)) httpx.Endpoint {
	viaJSON := func(c *gin.Context, req Req) (Res, error) { return fn(c, req, nil) }
	viaForm := func(c *gin.Context) (Res, error) {
		req, photo, err := readForm[Req](c)
		if err != nil {
			var none Res
			return none, err
		}
		return fn(c, req, photo)
	}
	e, form := httpx.Handle(msg, viaJSON), httpx.Form(msg, nil, viaForm)
	if status == http.StatusCreated {
		e, form = httpx.HandleCreated(msg, viaJSON), httpx.FormCreated(msg, nil, viaForm)
	}
	serveJSON, serveForm := e.Serve, form.Serve
	e.Serve = func(c *gin.Context) {
		if strings.HasPrefix(c.ContentType(), "multipart/") {
			serveForm(c)
			return
		}
		serveJSON(c)
	}
	return e
}

// readForm reads the multipart body: the JSON of "data" bound as httpx.Bind binds a body, its
// Validate run, and the photo, if any.
func readForm[Req any](c *gin.Context) (Req, *kids.PhotoUpload, error) {
	var req Req
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxPhoto+httpx.MaxBody+64<<10)
	if err := c.Request.ParseMultipartForm(1 << 20); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return req, nil, errPhotoTooLarge
		}
		return req, nil, errForm
	}
	data := c.Request.PostFormValue("data")
	c.Request.Body = io.NopCloser(strings.NewReader(data))
	if err := httpx.Bind(c, &req); err != nil {
		return req, nil, err
	}
	if v, ok := any(&req).(httpx.Validator); ok {
		if err := v.Validate(); err != nil {
			return req, nil, err
		}
	}
	fh, err := c.FormFile("photo")
	if err != nil {
		return req, nil, nil // no photo: the profile alone
	}
	if fh.Size > maxPhoto {
		return req, nil, errPhotoTooLarge
	}
	if err := httpx.CheckText(fh.Filename); err != nil {
		return req, nil, err
	}
	f, err := fh.Open()
	if err != nil {
		return req, nil, errForm
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxPhoto+1))
	if err != nil || len(b) > maxPhoto {
		return req, nil, errPhotoTooLarge
	}
	return req, &kids.PhotoUpload{FileName: fh.Filename, Data: b}, nil
}

// Photo is GET /api/children/photo/:id: a child's photo, cached privately for a day (the profiles'
// photoUrl is people's /api/people/photo/:id?v=…; the console asks here with the same id and v).
func (h Handler) Photo(c *gin.Context) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		httpx.Fail(c, kids.ErrNotFound)
		return
	}
	kind, data, err := h.S.Photo(c.Request.Context(), id)
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	c.Header("Cache-Control", "private, max-age=86400")
	if kind == "image/svg+xml" {
		// Opened directly, an SVG is a document: no script, no plugins, nothing loaded.
		c.Header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	}
	c.Data(http.StatusOK, kind, data)
}

package messagesapi

import (
	"bytes"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/httpx"
	"congregate/internal/platform/tenancy"
	"congregate/tenantapi/communications/messages"
	"congregate/tenantapi/communications/text"
	orgsettings "congregate/tenantapi/organization/settings"
	"congregate/tenantapi/people/directory"
)

// Handler serves the communications calls: the signed-in person from the session, the rest from
// the bound request or the multipart payload, the answer from the service.
type Handler struct{ S *messages.Service }

func me(c *gin.Context) int64 { return auth.UserFrom(c.Request.Context()).PersonID }

// Quote is POST /api/communications/quote: recipients, cost and a preview, nothing written.
func (h Handler) Quote(c *gin.Context, req composeRequest) (messages.Quote, error) {
	return h.S.Quote(c.Request.Context(), req.Compose)
}

// Send is POST /api/communications/send (multipart: payload = the compose, optional file): 202
// when it goes now, 201 when scheduled.
func (h Handler) Send(c *gin.Context) (messages.Communication, error) {
	var req composeRequest
	up, err := readForm(c, &req, true)
	if err != nil {
		return messages.Communication{}, err
	}
	out, err := h.S.SendWith(c.Request.Context(), me(c), messages.OriginStaff, req.Compose, up)
	if err == nil && out.Status == messages.StatusScheduled {
		httpx.SetStatus(c, http.StatusCreated)
		httpx.SetMessage(c, "Message scheduled")
	}
	return out, err
}

// Update is POST /api/communications/update (multipart: payload = the compose and id): a
// scheduled message only.
func (h Handler) Update(c *gin.Context) (messages.Communication, error) {
	var req updateRequest
	up, err := readForm(c, &req, true)
	if err != nil {
		return messages.Communication{}, err
	}
	return h.S.Update(c.Request.Context(), me(c), req.ID, req.Compose, up)
}

// Delete is POST /api/communications/delete (multipart: payload = {id}): a scheduled message only;
// its credits are released.
func (h Handler) Delete(c *gin.Context) (Deleted, error) {
	var req idRequest
	if _, err := readForm(c, &req, false); err != nil {
		return Deleted{}, err
	}
	return Deleted{req.ID}, h.S.Delete(c.Request.Context(), req.ID)
}

// List is POST /api/communications/list: the history, newest first.
func (h Handler) List(c *gin.Context, req listRequest) (httpx.Page[messages.Summary], error) {
	p, err := req.Paging.Resolve(20)
	if err != nil {
		return httpx.Page[messages.Summary]{}, err
	}
	items, total, err := h.S.List(c.Request.Context(), req.ListFilter, p.PageSize, p.Offset())
	return httpx.PageOf(items, total, p), err
}

// Get is POST /api/communications/get.
func (h Handler) Get(c *gin.Context, req idRequest) (messages.Communication, error) {
	return h.S.Get(c.Request.Context(), req.ID)
}

// Recipients is POST /api/communications/recipients: a page of a communication's recipients.
func (h Handler) Recipients(c *gin.Context, req recipientsRequest) (httpx.Page[messages.Recipient], error) {
	p, err := req.Paging.Resolve(50)
	if err != nil {
		return httpx.Page[messages.Recipient]{}, err
	}
	items, total, err := h.S.Recipients(c.Request.Context(), req.ID, req.Status, p.PageSize, p.Offset())
	return httpx.PageOf(items, total, p), err
}

// MergeFields is POST /api/communications/merge-fields.
func (h Handler) MergeFields(_ *gin.Context, _ httpx.ClientContext) ([]text.MergeField, error) {
	return messages.MergeFields(), nil
}

const (
	maxFile     = 50 << 20 // a recording
	msgForm     = "Send the message as multipart form data with a payload field"
	msgPayload  = "The payload field is required (the message as JSON)"
	msgTooLarge = "The file is too large"
)

// readForm reads a multipart call: the payload part decoded strictly into dst (as a JSON body
// is), and, when withFile, an optional file part.
func readForm(c *gin.Context, dst any, withFile bool) (*messages.Upload, error) {
	if !strings.HasPrefix(c.ContentType(), "multipart/form-data") {
		return nil, httpx.E(httpx.KindInvalid, msgForm)
	}
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxFile+(2<<20))
	if err := c.Request.ParseMultipartForm(8 << 20); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, httpx.E(httpx.KindTooLarge, msgTooLarge)
		}
		return nil, httpx.E(httpx.KindInvalid, msgForm)
	}
	form := c.Request.MultipartForm
	defer form.RemoveAll()
	for k := range form.Value {
		if k != "payload" {
			return nil, httpx.E(httpx.KindInvalid, "Unknown field "+k)
		}
	}
	for k, fs := range form.File {
		if k != "file" || !withFile {
			return nil, httpx.E(httpx.KindInvalid, "Unknown field "+k)
		}
		if len(fs) > 1 {
			return nil, httpx.E(httpx.KindInvalid, "Send one file at most")
		}
	}
	payload := form.Value["payload"]
	if len(payload) != 1 {
		return nil, httpx.E(httpx.KindInvalid, msgPayload)
	}
	if err := bindPayload(c, payload[0], dst); err != nil {
		return nil, err
	}
	fs := form.File["file"]
	if len(fs) == 0 {
		return nil, nil
	}
	if err := httpx.CheckText(fs[0].Filename); err != nil {
		return nil, err
	}
	data, err := readPart(fs[0])
	if err != nil {
		return nil, err
	}
	return &messages.Upload{Name: fs[0].Filename, Data: data}, nil
}

// bindPayload decodes a payload as the JSON body of a call would be (httpx.Bind: strict, NUL
// refused, the same messages).
func bindPayload(c *gin.Context, payload string, dst any) error {
	orig := c.Request
	r := orig.Clone(orig.Context())
	r.Body = io.NopCloser(bytes.NewReader([]byte(payload)))
	r.ContentLength = int64(len(payload))
	c.Request = r
	defer func() { c.Request = orig }()
	if strings.TrimSpace(payload) == "" {
		return httpx.E(httpx.KindInvalid, msgPayload)
	}
	return httpx.Bind(c, dst)
}

func readPart(fh *multipart.FileHeader) ([]byte, error) {
	if fh.Size > maxFile {
		return nil, httpx.E(httpx.KindTooLarge, msgTooLarge)
	}
	f, err := fh.Open()
	if err != nil {
		return nil, httpx.E(httpx.KindInvalid, msgForm)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFile+1))
	if err != nil {
		return nil, httpx.E(httpx.KindInvalid, msgForm)
	}
	if len(data) > maxFile {
		return nil, httpx.E(httpx.KindTooLarge, msgTooLarge)
	}
	return data, nil
}

// People reads audiences from the people directory (messages.People).
type People struct{}

// Audience answers the live people the query names.
func (People) Audience(tx *gorm.DB, q messages.PeopleQuery, now time.Time) ([]messages.Person, error) {
	rs, err := directory.Directory{}.Audience(tx, directory.AudienceQuery{PersonIDs: q.PersonIDs, HouseholdIDs: q.HouseholdIDs,
		GroupIDs: q.GroupIDs, ServiceUnitIDs: q.ServiceUnitIDs, FellowshipIDs: q.FellowshipIDs, SavedListIDs: q.SavedListIDs,
		MemberIDs: q.MemberIDs}, now)
	if err != nil {
		return nil, err
	}
	out := make([]messages.Person, len(rs))
	for i, r := range rs {
		out[i] = messages.Person(r)
	}
	return out, nil
}

// Names are people's full names by id.
func (People) Names(tx *gorm.DB, ids []int64) (map[int64]string, error) {
	return directory.Directory{}.Names(tx, ids)
}

// Settings reads the church's messaging settings from the organisation's settings
// (messages.Settings).
type Settings struct{}

// Messaging answers the SMS signature and the e-mail template.
func (Settings) Messaging(tx *gorm.DB, ch *tenancy.Church) (messages.Messaging, error) {
	m, err := orgsettings.LoadMessaging(tx, ch)
	if err != nil {
		return messages.Messaging{}, err
	}
	t := m.EmailTemplate
	return messages.Messaging{SMSSignature: m.SMSSignature, Template: messages.EmailTemplate{SubjectPrefix: t.SubjectPrefix,
		Header: t.Header, Footer: t.Footer, Signature: t.Signature, ShowLogo: t.ShowLogo, ButtonColor: t.ButtonColor}}, nil
}

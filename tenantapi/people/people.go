package people

import (
	"congregate/tenantapi/auth/accounts"
	"congregate/tenantapi/people/households"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"

	"congregate/internal/platform/auth"
	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
	"congregate/tenantapi/people/customfields"
	"congregate/tenantapi/people/person"
	"congregate/tenantapi/people/query"
	"congregate/tenantapi/people/settings"
	"congregate/tenantapi/roles"
)

// Handler serves the people calls. Handlers bind and map errors; the SQL is in the *_store.go
// files and in the query helpers beside each handler.
type Handler struct {
	Tenants *db.Tenants
	// Logo returns the church logo for PDF exports (nil: no logo).
	Logo LogoFunc
	// Clock is the time source (tests pin it); nil means time.Now.
	Clock func() time.Time
}

func (h Handler) now() time.Time {
	if h.Clock != nil {
		return h.Clock()
	}
	return time.Now()
}

// run executes fn in the request church's schema and maps constraint violations to user errors.
func (h Handler) run(c *gin.Context, fn func(tx *gorm.DB) error) error {
	return mapDBError(h.Tenants.Run(c.Request.Context(), fn))
}

// created writes a new row (201) or the error.
func created(c *gin.Context, err error, msg string, data any) {
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.Created(c, msg, data)
}

// respond writes data or the error.
func respond(c *gin.Context, err error, msg string, data any) {
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.OK(c, msg, data)
}

type listRequest struct {
	httpx.ClientContext
	query.ListQuery
	Paging
}

// List is POST /api/people/list.
func (h Handler) List(c *gin.Context, req listRequest) {
	var out PageOf[Person]
	p, err := req.Paging.Resolve(userPageSize(c))
	if err == nil {
		err = h.run(c, func(tx *gorm.DB) error {
			out, err = listPeople(tx, req.ListQuery, p, h.now())
			return err
		})
	}
	respond(c, err, "People", out)
}

type searchRequest struct {
	httpx.ClientContext
	Q          string  `json:"q"`
	Limit      int     `json:"limit"`
	ExcludeIDs []int64 `json:"excludeIds"`
	Status     string  `json:"status"`
}

// PersonSummary is the short form used by pickers and duplicate pairs.
type PersonSummary = person.Summary

func summaryOf(p Person) PersonSummary {
	return PersonSummary{ID: p.ID, FullName: p.FullName, Email: p.Email, Mobile: p.Mobile, BirthDate: p.BirthDate,
		Status: p.Status, HasPhoto: p.HasPhoto, PhotoURL: p.PhotoURL, HouseholdName: p.HouseholdName, CreatedAt: p.CreatedAt}
}

// Search is POST /api/people/search: the quick lookup of pickers (spec "search user").
func (h Handler) Search(c *gin.Context, req searchRequest) {
	if req.Limit == 0 {
		req.Limit = 10
	}
	if req.Limit < 1 || req.Limit > 20 {
		httpx.Fail(c, invalid("limit must be between 1 and 20"))
		return
	}
	if req.Status == "" {
		req.Status = "active"
	}
	if req.Status != "active" && req.Status != "all" {
		httpx.Fail(c, invalid("Status must be active or all"))
		return
	}
	items := []PersonSummary{}
	if len([]rune(strings.TrimSpace(req.Q))) < 2 {
		httpx.OK(c, "People", gin.H{"items": items})
		return
	}
	err := h.run(c, func(tx *gorm.DB) error {
		found, err := searchPeople(tx, req.Q, req.Status, req.ExcludeIDs, req.Limit, h.now())
		items = found
		return err
	})
	respond(c, err, "People", gin.H{"items": items})
}

// searchCap bounds the matches a picker search sorts.
const searchCap = 5000

// searchPeople finds up to limit people matching q, skipping excluded ids.
func searchPeople(tx *gorm.DB, q, status string, exclude []int64, limit int, now time.Time) ([]PersonSummary, error) {
	lq := query.ListQuery{Q: q, Status: status}
	where, args, err := lq.Where(now, customfields.Filter)
	if err != nil {
		return nil, err
	}
	if len(exclude) > 0 {
		where += " AND p.id NOT IN ?"
		args = append(args, exclude)
	}
	// The matches are gathered first (trigram bitmap scans) and sorted after, for the reason
	// listPeople gives; a picker shows the first by name among at most searchCap matches.
	var rows []personRow
	err = tx.Raw(`WITH m AS MATERIALIZED (SELECT p.id, p.last_name, p.first_name FROM people p WHERE `+where+` LIMIT `+strconv.Itoa(searchCap)+`)
		SELECT `+personSelect+` FROM (SELECT id FROM m ORDER BY lower(last_name), lower(first_name), id LIMIT ?) k
		JOIN people p ON p.id = k.id `+personJoins+` ORDER BY lower(p.last_name), lower(p.first_name), p.id`, append(args, limit)...).Scan(&rows).Error
	out := make([]PersonSummary, 0, len(rows))
	for _, r := range rows {
		out = append(out, summaryOf(r.toPerson(now)))
	}
	return out, err
}

// Pickers is the people search of the sub-packages that offer people to choose (leadership's
// search-user): the pickers' rule, over active people.
type Pickers struct {
	// Clock is the time source (tests pin it); nil means time.Now.
	Clock func() time.Time
}

// Active finds up to limit active people matching q, skipping the excluded ids.
func (p Pickers) Active(tx *gorm.DB, q string, exclude []int64, limit int) ([]person.Summary, error) {
	return searchPeople(tx, q, "active", exclude, limit, Handler{Clock: p.Clock}.now())
}

// Get is POST /api/people/get: the view-people profile.
func (h Handler) Get(c *gin.Context, req ID) {
	var out *Profile
	err := h.run(c, func(tx *gorm.DB) error {
		var err error
		out, err = loadProfile(tx, req.ID, h.now())
		return err
	})
	respond(c, err, "Person", out)
}

type addRequest struct {
	httpx.ClientContext
	PersonInput
	HouseholdID  int64  `json:"householdId"`
	Relationship string `json:"relationship"`
	CreateLogin  bool   `json:"createLogin"`
	Password     string `json:"password"`
}

type added struct {
	Person
	GeneratedPassword string `json:"generatedPassword,omitempty"`
}

// Add is POST /api/people/add (spec "add new member").
func (h Handler) Add(c *gin.Context, req addRequest) {
	now := h.now()
	cols, err := req.PersonInput.columns(true, now, person.Country(c.Request.Context()))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var generated string
	if req.CreateLogin {
		pw := req.Password
		if pw == "" {
			generated = person.GeneratePassword()
			pw = generated
		} else if msg := person.PasswordError(pw); msg != "" {
			httpx.Fail(c, invalid(msg))
			return
		}
		hash, err := auth.HashSecret(pw)
		if err != nil {
			httpx.Fail(c, err)
			return
		}
		cols = append(cols, column{Name: "password_hash", Value: hash})
	} else if req.Password != "" {
		httpx.Fail(c, invalid("Set createLogin to give the person a password"))
		return
	}
	if req.HouseholdID != 0 && !households.ValidRelationship(req.Relationship) {
		httpx.Fail(c, invalid(households.MsgRelationship))
		return
	}
	var out added
	err = h.run(c, func(tx *gorm.DB) error {
		id, err := insertPerson(tx, cols, req.MembershipTypeID.Set)
		if err != nil {
			return err
		}
		set, unset, err := customfields.Values(tx, req.CustomFields, now)
		if err != nil {
			return err
		}
		if err := customfields.Write(tx, id, set, unset); err != nil {
			return err
		}
		if req.HouseholdID != 0 {
			if err := households.AddMember(tx, req.HouseholdID, id, req.Relationship); err != nil {
				return err
			}
		}
		p, err := loadPerson(tx, id, now)
		if err != nil {
			return err
		}
		out = added{Person: *p, GeneratedPassword: generated}
		return nil
	})
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	httpx.Created(c, "Member added", out)
}

// insertPerson writes a new person; an empty envelope ID gets the next generated one and a missing
// membership type the settings' default.
func insertPerson(tx *gorm.DB, cols []column, typeGiven bool) (int64, error) {
	hasEnvelope := false
	for _, c := range cols {
		if c.Name == "envelope_id" && c.Value != "" {
			hasEnvelope = true
		}
	}
	if !hasEnvelope {
		env, err := settings.NextEnvelopeID(tx)
		if err != nil {
			return 0, err
		}
		cols = append(withoutColumn(cols, "envelope_id"), column{Name: "envelope_id", Value: env})
	}
	if !typeGiven {
		cols = append(cols, column{Name: "membership_type_id", Value: gorm.Expr("(SELECT default_membership_type_id FROM people_settings)")})
	}
	return db.Insert(tx, "people", cols)
}

func withoutColumn(cols []column, name string) []column {
	out := cols[:0:0]
	for _, c := range cols {
		if c.Name != name {
			out = append(out, c)
		}
	}
	return out
}

type updateRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
	PersonInput
}

// Update is POST /api/people/update.
func (h Handler) Update(c *gin.Context, req updateRequest) {
	now := h.now()
	cols, err := req.PersonInput.columns(false, now, person.Country(c.Request.Context()))
	if err != nil {
		httpx.Fail(c, err)
		return
	}
	var out *Person
	err = h.run(c, func(tx *gorm.DB) error {
		if err := updatePerson(tx, req.ID, cols); err != nil {
			return err
		}
		set, unset, err := customfields.Values(tx, req.CustomFields, now)
		if err != nil {
			return err
		}
		if err := customfields.Write(tx, req.ID, set, unset); err != nil {
			return err
		}
		out, err = loadPerson(tx, req.ID, now)
		return err
	})
	respond(c, err, "Person updated", out)
}

func updatePerson(tx *gorm.DB, id int64, cols []column) error {
	sets := []string{"updated_at = now()"}
	vals := []any{}
	for _, c := range cols {
		sets = append(sets, c.Name+" = ?")
		vals = append(vals, c.Value)
	}
	res := tx.Exec(`UPDATE people SET `+strings.Join(sets, ", ")+` WHERE id = ? AND merged_into_id IS NULL`, append(vals, id)...)
	if res.Error != nil {
		return res.Error
	}
	if res.RowsAffected == 0 {
		return errPersonNotFound
	}
	return nil
}

var errPersonNotFound = notFound("Person not found")

// Deactivate is POST /api/people/deactivate.
func (h Handler) Deactivate(c *gin.Context, req ID) { h.setActive(c, req, false) }

// Reactivate is POST /api/people/reactivate.
func (h Handler) Reactivate(c *gin.Context, req ID) { h.setActive(c, req, true) }

func (h Handler) setActive(c *gin.Context, req ID, active bool) {
	if !active && req.ID == auth.UserFrom(c.Request.Context()).PersonID {
		httpx.Fail(c, invalid("You cannot deactivate your own account"))
		return
	}
	var out *Person
	err := h.run(c, func(tx *gorm.DB) error {
		if err := roles.KeepASuperAdmin(tx, func() error { return updatePerson(tx, req.ID, []column{{Name: "is_active", Value: active}}) }); err != nil {
			return err
		}
		if !active {
			// An inactive person keeps no way in.
			if err := accounts.EndSessions(tx, req.ID); err != nil {
				return err
			}
		}
		var err error
		out, err = loadPerson(tx, req.ID, h.now())
		return err
	})
	msg := "Person reactivated"
	if !active {
		msg = "Person deactivated"
	}
	respond(c, err, msg, out)
}

package people

import (
	"errors"
	"strings"

	"github.com/gin-gonic/gin"
	"github.com/jackc/pgx/v5/pgconn"
	"gorm.io/gorm"

	"congregate/internal/platform/db"
	"congregate/internal/platform/httpx"
)

// Paging is the API's one paging rule.
type Paging = httpx.Paging

// MaxPageSize bounds every list.
const MaxPageSize = httpx.MaxPageSize

// PageOf is the response side of every list.
type PageOf[T any] = httpx.Page[T]

func pageOf[T any](items []T, total int64, p Paging) PageOf[T] { return httpx.PageOf(items, total, p) }

// Opt is a field of a partial update (present, null or absent).
type Opt[T any] = httpx.Opt[T]

// Some makes a present value.
func Some[T any](v T) Opt[T] { return httpx.Some(v) }

// ID is a request carrying one id.
type ID struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

func invalid(msg string) error  { return httpx.E(httpx.KindInvalid, msg) }
func notFound(msg string) error { return httpx.E(httpx.KindNotFound, msg) }
func conflict(msg string) error { return httpx.E(httpx.KindConflict, msg) }

// constraintMessages turns violated constraints into what the person using the console did wrong.
var constraintMessages = map[string]error{
	"people_email_key":                                conflict("A person with this e-mail already exists"),
	"people_mobile_key":                               conflict("A person with this mobile number already exists"),
	"people_envelope_key":                             conflict("This envelope ID is already in use"),
	"people_title_id_fkey":                            notFound("Title not found"),
	"people_salutation_id_fkey":                       notFound("Salutation not found"),
	"people_membership_type_id_fkey":                  notFound("Membership type not found"),
	"people_house_fellowship_id_fkey":                 notFound("House fellowship not found"),
	"membership_types_name_key":                       conflict("This name is already in use"),
	"titles_name_key":                                 conflict("This name is already in use"),
	"salutations_name_key":                            conflict("This name is already in use"),
	"positions_name_key":                              conflict("This name is already in use"),
	"groups_name_key":                                 conflict("A group with this name already exists"),
	"saved_lists_name_key":                            conflict("A saved list with this name already exists"),
	"custom_fields_name_key":                          conflict("A field with this name already exists"),
	"service_units_name_key":                          conflict("A service unit with this name already exists"),
	"services_name_key":                               conflict("A service with this name already exists"),
	"hf_districts_name_key":                           conflict("A district with this name already exists"),
	"hf_zones_name_key":                               conflict("This district already has a zone with this name"),
	"house_fellowships_name_key":                      conflict("This zone already has a fellowship with this name"),
	"household_members_one_head":                      conflict("This household already has a head"),
	"household_members_person_id_key":                 conflict("This person already belongs to a household"),
	"group_members_person_id_fkey":                    notFound("Person not found"),
	"service_unit_members_person_id_fkey":             notFound("Person not found"),
	"service_unit_members_position_id_fkey":           notFound("Position not found"),
	"house_fellowships_leader_id_fkey":                notFound("Leader not found"),
	"house_fellowships_host_id_fkey":                  notFound("Host not found"),
	"house_fellowships_zone_id_fkey":                  notFound("Zone not found"),
	"hf_zones_district_id_fkey":                       notFound("District not found"),
	"leaders_person_id_fkey":                          notFound("Person not found"),
	"attendance_records_person_id_fkey":               notFound("Person not found"),
	"people_settings_default_membership_type_id_fkey": notFound("Membership type not found"),
}

// mapDBError turns a constraint violation into the user's error; anything else stays internal.
func mapDBError(err error) error {
	var pg *pgconn.PgError
	if !errors.As(err, &pg) {
		return err
	}
	if e, ok := constraintMessages[pg.ConstraintName]; ok {
		return e
	}
	switch pg.Code {
	case "23514": // check violation: a value outside the allowed ones slipped past validation
		return invalid("A value is not allowed: " + strings.TrimSuffix(pg.ConstraintName, "_check"))
	case "22001": // string too long
		return invalid("A value is too long")
	}
	return err
}

// paged reads one page of `SELECT cols FROM from WHERE where ORDER BY order` and its total.
func paged[T any](tx *gorm.DB, cols, from, where string, args []any, order string, p Paging) (PageOf[T], error) {
	items, total, err := db.Page[T](tx, cols, from, where, args, order, p.PageSize, p.Offset())
	return pageOf(items, total, p), err
}

// idRequest is the body of the calls that name one row.
type idRequest struct {
	httpx.ClientContext
	ID int64 `json:"id"`
}

// deleteRow answers a delete call: the table's row with the id, or notFound; then, when given,
// runs in the same transaction (clearing what pointed at the row).
func (h Handler) deleteRow(c *gin.Context, req idRequest, table string, notFound error, msg string, then func(tx *gorm.DB, id int64) error) {
	err := h.run(c, func(tx *gorm.DB) error {
		res := tx.Exec(`DELETE FROM `+table+` WHERE id = ?`, req.ID)
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected == 0 {
			return notFound
		}
		if then != nil {
			return then(tx, req.ID)
		}
		return nil
	})
	respond(c, err, msg, gin.H{"id": req.ID})
}

package allergies

import "congregate/tenantapi/children/kit"

// The SQL of allergy types: the only file of the package that names tables. The list's rules and
// statements are kit.Ordered's.

var allergyTypes = kit.Ordered{
	Table:           `children_allergy_types`,
	Uses:            `(SELECT count(*) FROM children_allergies a WHERE a.allergy_type_id = t.id)`,
	UsesAs:          `child_count`,
	IDKey:           "allergyTypeId",
	NotFound:        ErrNotFound,
	InUse:           errInUse,
	MsgOrder:        msgOrder,
	EventAdd:        kit.EventAllergyAdd,
	EventRename:     kit.EventAllergyRename,
	EventReposition: kit.EventAllergyReposition,
	EventDelete:     kit.EventAllergyDelete,
}

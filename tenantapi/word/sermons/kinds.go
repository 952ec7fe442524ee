package sermons

import (
	"gorm.io/gorm"

	"congregate/tenantapi/audit"
)

// kind names one of the church's named lists (speakers, series, sermon groups, playlists) for
// upsert and remove: its audit events and the details key of its id.
type kind struct {
	add, update, delete string
	idKey               string
}

var (
	speakerKind  = kind{EventSpeakerAdd, EventSpeakerUpdate, EventSpeakerDelete, "speakerId"}
	seriesKind   = kind{EventSeriesAdd, EventSeriesUpdate, EventSeriesDelete, "seriesId"}
	groupKind    = kind{EventGroupAdd, EventGroupUpdate, EventGroupDelete, "groupId"}
	playlistKind = kind{EventPlaylistAdd, EventPlaylistUpdate, EventPlaylistDelete, "playlistId"}
)

// upsert adds the row (*id 0: insert, *id set to the new id) or updates it, reads it back with
// load and writes the audit event, in the caller's transaction.
func upsert[T any](tx *gorm.DB, a Actor, id *int64, k kind, insert func() (int64, error), update func() error,
	load func(int64) (T, error), name func(T) string) (T, error) {
	var zero T
	event := k.update
	if *id == 0 {
		event = k.add
		n, err := insert()
		if err != nil {
			return zero, err
		}
		*id = n
	} else if err := update(); err != nil {
		return zero, err
	}
	out, err := load(*id)
	if err != nil {
		return zero, err
	}
	return out, audit.Write(tx, a.Audit(event, map[string]any{k.idKey: *id, "name": name(out)}))
}

// remove deletes the row (its not-found and in-use errors from load and del) and writes the audit
// event with the name it had.
func remove[T any](tx *gorm.DB, a Actor, id int64, k kind, load func(*gorm.DB, int64) (T, error), name func(T) string,
	del func(*gorm.DB, int64) error) error {
	row, err := load(tx, id)
	if err != nil {
		return err
	}
	if err := del(tx, id); err != nil {
		return err
	}
	return audit.Write(tx, a.Audit(k.delete, map[string]any{k.idKey: id, "name": name(row)}))
}

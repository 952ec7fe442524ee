package people

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// Routes are the people calls of the route table: every one needs the people key, reads need read
// and changes write (docs/people-api.md). Records per page is the signed-in user's own setting.
func Routes(h Handler) []httpx.Route {
	read := func(path string, fn gin.HandlerFunc) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/people/" + path, Key: authz.People, Action: authz.Read, Handler: httpx.Legacy(fn)}
	}
	write := func(path string, fn gin.HandlerFunc) httpx.Route {
		return httpx.Route{Method: http.MethodPost, Path: "/api/people/" + path, Key: authz.People, Action: authz.Write, Handler: httpx.Legacy(fn)}
	}
	rs := []httpx.Route{
		{Method: http.MethodPost, Path: "/api/user/records-per-page", Key: authz.Open, Action: authz.Write, Handler: httpx.Legacy(h.RecordsPerPage)},

		read("list", h.List),
		read("search", h.Search),
		read("get", h.Get),
		write("add", h.Add),
		write("update", h.Update),
		write("deactivate", h.Deactivate),
		write("reactivate", h.Reactivate),
		write("generate-password", h.GeneratePasswordCall),
		write("generate-envelope-id", h.GenerateEnvelopeID),
		write("photo", h.PhotoUpload),
		{Method: http.MethodGet, Path: "/api/people/photo/:id", Key: authz.People, Action: authz.Read, Handler: httpx.Legacy(h.PhotoGet)},
		write("photo/delete", h.PhotoDelete),
		read("export", h.Export),

		read("households/list", h.HouseholdsList),
		read("households/get", h.HouseholdsGet),
		write("households/add", h.HouseholdsAdd),
		write("households/update", h.HouseholdsUpdate),
		write("households/delete", h.HouseholdsDelete),
		write("households/add-member", h.HouseholdsAddMember),
		write("households/remove-member", h.HouseholdsRemoveMember),

		read("notes/list", h.NotesList),
		write("notes/add", h.NotesAdd),
		write("notes/update", h.NotesUpdate),
		write("notes/delete", h.NotesDelete),

		read("follow-ups/list", h.FollowUpsList),
		read("follow-ups/staff", h.FollowUpsStaff),
		write("follow-ups/add", h.FollowUpsAdd),
		write("follow-ups/update", h.FollowUpsUpdate),
		write("follow-ups/delete", h.FollowUpsDelete),

		read("custom-fields/list", h.CustomFieldsList),
		write("custom-fields/add", h.CustomFieldsAdd),
		write("custom-fields/update", h.CustomFieldsUpdate),
		write("custom-fields/delete", h.CustomFieldsDelete),
		write("custom-fields/reorder", h.CustomFieldsReorder),

		read("saved-lists/list", h.SavedListsList),
		write("saved-lists/add", h.SavedListsAdd),
		write("saved-lists/update", h.SavedListsUpdate),
		write("saved-lists/delete", h.SavedListsDelete),

		read("duplicates", h.Duplicates),
		write("merge", h.Merge),

		read("groups/list", h.GroupsList),
		write("groups/add", h.GroupsAdd),
		write("groups/update", h.GroupsUpdate),
		write("groups/delete", h.GroupsDelete),
		read("groups/users", h.GroupUsers),
		write("groups/users/add", h.GroupUsersAdd),
		write("groups/users/remove", h.GroupUsersRemove),

		read("service-units/list", h.UnitsList),
		write("service-units/add", h.UnitsAdd),
		write("service-units/update", h.UnitsUpdate),
		write("service-units/delete", h.UnitsDelete),
		read("service-units/members", h.UnitMembers),
		write("service-units/members/add", h.UnitMembersAdd),
		write("service-units/members/remove", h.UnitMembersRemove),
		write("service-units/members/set-position", h.UnitMembersSetPosition),

		read("house-fellowship/districts/list", h.DistrictsList),
		write("house-fellowship/districts/add", h.DistrictsAdd),
		write("house-fellowship/districts/update", h.DistrictsUpdate),
		write("house-fellowship/districts/delete", h.DistrictsDelete),
		read("house-fellowship/zones/list", h.ZonesList),
		write("house-fellowship/zones/add", h.ZonesAdd),
		write("house-fellowship/zones/update", h.ZonesUpdate),
		write("house-fellowship/zones/delete", h.ZonesDelete),
		read("house-fellowship/fellowships/list", h.FellowshipsList),
		write("house-fellowship/fellowships/add", h.FellowshipsAdd),
		write("house-fellowship/fellowships/update", h.FellowshipsUpdate),
		write("house-fellowship/fellowships/delete", h.FellowshipsDelete),
		read("house-fellowship/fellowships/members", h.FellowshipMembers),
		write("house-fellowship/fellowships/members/add", h.FellowshipMembersAdd),
		write("house-fellowship/fellowships/members/remove", h.FellowshipMembersRemove),

		read("leadership/list", h.LeadersList),
		write("leadership/save", h.LeadersSave),
		write("leadership/delete", h.LeadersDelete),
		write("leadership/change", h.LeadersChange),
		read("leadership/search-user", h.LeadersSearchUser),

		read("celebrations", h.Celebrations),

		read("attendance/services/list", h.ServicesList),
		write("attendance/services/add", h.ServicesAdd),
		write("attendance/services/update", h.ServicesUpdate),
		write("attendance/services/delete", h.ServicesDelete),
		read("attendance/list", h.AttendanceList),
		read("attendance/get", h.AttendanceGet),
		write("attendance/record", h.AttendanceRecord),
		write("attendance/delete", h.AttendanceDelete),
		read("weekly-dates", h.WeeklyDates),

		read("dashboard", h.DashboardGet),
		read("settings/get", h.SettingsGet),
		write("settings/update", h.SettingsUpdate),
	}
	for _, l := range Lists {
		hs := h.ListHandlers(l)
		rs = append(rs,
			read(l.Kind+"/list", hs["list"]),
			write(l.Kind+"/add", hs["add"]),
			write(l.Kind+"/rename", hs["rename"]),
			write(l.Kind+"/delete", hs["delete"]),
			write(l.Kind+"/reposition", hs["reposition"]),
		)
	}
	return rs
}

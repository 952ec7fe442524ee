// Package messagesapi is the HTTP side of composing and sending communications
// (tenantapi/communications/messages): the quote, the multipart send, update and delete (spec §7),
// the history, a communication's recipients and the merge fields.
package messagesapi

import (
	"congregate/internal/platform/authz"
	"congregate/internal/platform/httpx"
)

// sendFields are the parts of a send or an update: payload (the compose as JSON) and an optional
// file (an MMS image or a voice recording, kept in the media vault).
var sendFields = []httpx.FormField{{Name: "payload", Required: true}, {Name: "file", File: true}}

// Routes are the communications calls: the unifiedCommunications key.
func Routes(h Handler) []httpx.Route {
	g := httpx.Group{Prefix: "/api/communications/", Key: authz.UnifiedCommunications}
	return []httpx.Route{
		g.Read("quote", httpx.Handle("Quote", h.Quote)),
		g.Write("send", httpx.FormAccepted("Message accepted for sending", sendFields, h.Send)),
		g.Write("update", httpx.Form("Scheduled message updated", sendFields, h.Update)),
		g.Write("delete", httpx.Form("Scheduled message deleted", []httpx.FormField{{Name: "payload", Required: true}}, h.Delete)),
		g.Read("list", httpx.Handle("Communications", h.List)),
		g.Read("get", httpx.Handle("Communication", h.Get)),
		g.Read("recipients", httpx.Handle("Recipients", h.Recipients)),
		g.Read("merge-fields", httpx.Handle("Merge fields", h.MergeFields)),
	}
}

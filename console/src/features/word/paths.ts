// Paths of The Word's pages (spec §2, [livestreamSermons] /product/the-word/…; docs/word-api.md "Console").
const P = '/product/the-word'

// — Sermons, series, groups, playlists and the livestream —
export const SERMONS = {
  sermons: `${P}/sermons`,
  viewSeries: `${P}/view-series`,
  viewGroup: `${P}/view-sermon-group`,
  reorderPlaylist: `${P}/reorder-playlist`,
  livestream: `${P}/livestreamstatus`,
} as const

/** A series with its sermons: /view-series?id=3 */
export const seriesPath = (id: number) => `${SERMONS.viewSeries}?id=${id}`
/** A sermon group with its sermons: /view-sermon-group?id=3 */
export const sermonGroupPath = (id: number) => `${SERMONS.viewGroup}?id=${id}`
/** A playlist's order: /reorder-playlist?id=3 */
export const playlistPath = (id: number) => `${SERMONS.reorderPlaylist}?id=${id}`
/** The sermon list opened on one sermon's dialog: /sermons?sermon=12 */
export const sermonPath = (id: number) => `${SERMONS.sermons}?sermon=${id}`
// — end of sermons' paths —

// Paths of The Word's pages (spec §2, [livestreamSermons] and the open audio & podcasts pages;
// docs/word-api.md "Console").
const P = '/product/the-word'
const POD = `${P}/audio&podcasts`

export const WORD = {
  sermons: `${P}/sermons`,
  viewSermonGroup: `${P}/view-sermon-group`,
  reorderPlaylist: `${P}/reorder-playlist`,
  viewSeries: `${P}/view-series`,
  settings: `${P}/settings`,
  media: `${P}/media`,
  viewMediaGroup: `${P}/view-media-group`,
  viewMediaSeries: `${P}/view-media-series`,
  viewSeriesMedia: `${P}/view-series-media`,
  reorderPlaylistMedia: `${P}/reorder-playlist-media`,
  guide: `${P}/adminguide`,
  livestream: `${P}/livestreamstatus`,
  /** Open to any signed-in user (their writes need livestreamSermons write). */
  podcasts: POD,
  viewAlbumCategory: `${POD}/view-album-category`,
  viewAlbum: `${POD}/viewAlbum`,
  reorderCategories: `${POD}/reorder-categories`,
} as const

export const mediaGroupPath = (id: number | string) => `${WORD.viewMediaGroup}?id=${id}`
export const mediaSeriesPath = (id: number | string) => `${WORD.viewMediaSeries}?id=${id}`
export const seriesMediaPath = (id: number | string) => `${WORD.viewSeriesMedia}?id=${id}`
export const reorderMediaPath = (p: { groupId: number } | { seriesId: number }) =>
  'groupId' in p ? `${WORD.reorderPlaylistMedia}?groupId=${p.groupId}` : `${WORD.reorderPlaylistMedia}?seriesId=${p.seriesId}`
export const albumCategoryPath = (id: number | string) => `${WORD.viewAlbumCategory}?id=${id}`
export const albumPath = (id: number | string) => `${WORD.viewAlbum}?id=${id}`

// — Sermons, series, groups, playlists and the live stream (h-sermons-ui) —
/** A series with its sermons: /view-series?id=3 */
export const seriesPath = (id: number) => `${WORD.viewSeries}?id=${id}`
/** A sermon group with its sermons: /view-sermon-group?id=3 */
export const sermonGroupPath = (id: number) => `${WORD.viewSermonGroup}?id=${id}`
/** A playlist's order: /reorder-playlist?id=3 */
export const playlistPath = (id: number) => `${WORD.reorderPlaylist}?id=${id}`
/** The sermon list opened on one sermon's dialog: /sermons?sermon=12 */
export const sermonPath = (id: number) => `${WORD.sermons}?sermon=${id}`

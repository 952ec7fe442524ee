// Query keys of The Word (features/word): each starts with the domain and the church, so a cached
// answer never crosses churches and a mutation invalidates exactly the lists it changed.
export const wordKeys = {
  all: (orgId: number) => ['word', orgId] as const,
  media: (orgId: number) => ['word', orgId, 'media'] as const,
  mediaList: (orgId: number, filter: object) => ['word', orgId, 'media', 'list', filter] as const,
  mediaItem: (orgId: number, id: number) => ['word', orgId, 'media', 'item', id] as const,
  mediaGroups: (orgId: number) => ['word', orgId, 'media-groups'] as const,
  mediaSeries: (orgId: number) => ['word', orgId, 'media-series'] as const,
  settings: (orgId: number) => ['word', orgId, 'settings'] as const,
  podcasts: (orgId: number) => ['word', orgId, 'podcasts'] as const,
  categories: (orgId: number) => ['word', orgId, 'podcasts', 'categories'] as const,
  albums: (orgId: number, filter?: object) => ['word', orgId, 'podcasts', 'albums', ...(filter ? [filter] : [])] as const,
  album: (orgId: number, id: number) => ['word', orgId, 'podcasts', 'album', id] as const,
  episodes: (orgId: number, albumId: number) => ['word', orgId, 'podcasts', 'episodes', albumId] as const,
}

// Audio & podcasts calls of docs/word-api.md ("Audio & podcasts — h-podcasts"): reads are open to
// anyone signed in, writes need livestreamSermons write. Mutations toast the server's message.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import { api, toastApiError } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import type { ApiBody, ApiData, ApiItem } from '@/api'
import { wordKeys } from './keys'

const P = '/api/word/podcasts'

export type AlbumCategory = ApiItem<'/api/word/podcasts/categories/list'>
export type Album = ApiData<'/api/word/podcasts/albums/get'>
export type Episode = ApiData<'/api/word/podcasts/episodes/get'>

export type AlbumBody = ApiBody<'/api/word/podcasts/albums/add'>
export type EpisodeBody = ApiBody<'/api/word/podcasts/episodes/add'>
export type EpisodeUpdate = ApiBody<'/api/word/podcasts/episodes/update'>

const items = async <T>(path: string, body: object) => (await api.post<{ items: T[] }>(`${P}/${path}`, body)).responseData.items

export function useAlbumCategories() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: wordKeys.categories(orgId), queryFn: () => items<AlbumCategory>('categories/list', {}) })
}

export function useAlbums(filter: { categoryId?: number | null; search?: string } = {}) {
  const { orgId } = useOrg()
  const body = { search: filter.search ?? '', ...(filter.categoryId ? { categoryId: filter.categoryId } : {}) }
  return useQuery({ queryKey: wordKeys.albums(orgId, body), queryFn: () => items<Album>('albums/list', body) })
}

export function useAlbum(id: number) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: wordKeys.album(orgId, id), queryFn: async () => (await api.post<Album>(`${P}/albums/get`, { id })).responseData, enabled: id > 0 })
}

export function useEpisodes(albumId: number) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: wordKeys.episodes(orgId, albumId),
    queryFn: () => items<Episode>('episodes/list', { albumId, page: 0, pageSize: 200 }),
    enabled: albumId > 0,
  })
}

/** A podcasts write: the server's message as a toast, every podcasts list refreshed. */
function usePodcastCall<V, R = unknown>(send: (v: V) => Promise<{ responseMessage: string; responseData: R }>, done: (v: V) => string) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: send,
    meta: { errorToast: false },
    onSuccess: (env, v) => toast.success(env.responseMessage || done(v)),
    onError: (e) => toastApiError(e),
    onSettled: () => void qc.invalidateQueries({ queryKey: wordKeys.podcasts(orgId) }),
  })
}

export type CategoryCall = { op: 'add'; body: { name: string } } | { op: 'rename'; body: { id: number; name: string } } | { op: 'reposition'; body: { ids: number[] } } | { op: 'delete'; body: { id: number } }

export const useCategoryCall = () =>
  usePodcastCall(
    (c: CategoryCall) => api.post(`${P}/categories/${c.op}`, c.body),
    (c) => ({ add: 'Category added', rename: 'Category renamed', reposition: 'Categories reordered', delete: 'Category deleted' })[c.op],
  )

export type AlbumCall = { op: 'add'; body: AlbumBody } | { op: 'update'; body: ApiBody<'/api/word/podcasts/albums/update'> } | { op: 'delete'; body: { id: number } }

export const useAlbumCall = () =>
  usePodcastCall(
    (c: AlbumCall) => api.post<Album | null>(`${P}/albums/${c.op}`, c.body),
    (c) => ({ add: 'Album added', update: 'Album saved', delete: 'Album deleted' })[c.op],
  )

export type EpisodeCall =
  | { op: 'add'; body: EpisodeBody }
  | { op: 'update'; body: EpisodeUpdate }
  | { op: 'delete'; body: { id: number } }
  | { op: 'publish'; body: { id: number; published: boolean } }
  | { op: 'reorder'; body: { albumId: number; ids: number[] } }

export const useEpisodeCall = () =>
  usePodcastCall(
    (c: EpisodeCall) => api.post<Episode | null>(`${P}/episodes/${c.op}`, c.body),
    (c) => ({ add: 'Episode added', update: 'Episode saved', delete: 'Episode deleted', publish: 'Episode updated', reorder: 'Order saved' })[c.op],
  )

/** The album as its add/update body takes it. */
export const albumBody = (a: Album): AlbumBody => ({
  categoryId: a.categoryId ?? null,
  title: a.title,
  description: a.description,
  author: a.author,
  ownerName: a.ownerName,
  ownerEmail: a.ownerEmail,
  language: a.language,
  explicit: a.explicit,
  itunesCategory: a.itunesCategory,
  itunesSubcategory: a.itunesSubcategory,
  artworkMediaId: a.artworkMediaId ?? null,
  link: a.link,
  published: a.published,
})

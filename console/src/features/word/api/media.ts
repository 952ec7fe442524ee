// Media library calls of docs/word-api.md ("Media — h-media"): items, groups, series, playlist
// order and the word settings. Mutations toast the server's message and refresh what they changed.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import type { Page } from '@/api'
import { api, toastApiError } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import type { MediaItem, MediaKind } from '../upload/types'
import { wordKeys } from './keys'

const W = '/api/word'

export interface MediaGroup {
  id: number
  name: string
  description: string
  position: number
  mediaCount: number
}

export interface MediaSeries extends MediaGroup {
  artworkMediaId?: number | null
  artworkUrl?: string | null
}

export interface MediaFilter {
  /** 1-based, as the console shows it; the API counts from 0. */
  page: number
  pageSize: number
  search: string
  kind: '' | MediaKind
  groupId: number | null
  seriesId: number | null
}

export const mediaFilterBody = (f: MediaFilter) => ({
  page: f.page - 1,
  pageSize: f.pageSize,
  search: f.search,
  ...(f.kind ? { kind: f.kind } : {}),
  ...(f.groupId ? { groupId: f.groupId } : {}),
  ...(f.seriesId ? { seriesId: f.seriesId } : {}),
})

export function useMediaList(f: MediaFilter, { enabled = true } = {}) {
  const { orgId } = useOrg()
  const body = mediaFilterBody(f)
  return useQuery({
    queryKey: wordKeys.mediaList(orgId, body),
    queryFn: async () => (await api.post<Page<MediaItem>>(`${W}/media/list`, body)).responseData,
    placeholderData: keepPreviousData,
    enabled,
    // Audio and video are probed by the worker: look again while any is still processing.
    refetchInterval: (q) => (q.state.data?.items.some((m) => m.status === 'processing') ? 3000 : false),
  })
}

export function useMediaItem(id: number) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: wordKeys.mediaItem(orgId, id),
    queryFn: async () => (await api.post<MediaItem>(`${W}/media/get`, { id })).responseData,
    enabled: id > 0,
  })
}

const items = async <T>(path: string) => {
  const d = (await api.post<{ items: T[] } | T[]>(`${W}/${path}`, { page: 0, pageSize: 200 })).responseData
  return Array.isArray(d) ? d : d.items
}

export function useMediaGroups() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: wordKeys.mediaGroups(orgId), queryFn: () => items<MediaGroup>('media-groups/list') })
}

export function useMediaSeriesList() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: wordKeys.mediaSeries(orgId), queryFn: () => items<MediaSeries>('media-series/list') })
}

/** A write of the media library: the server's message as a toast, the media lists refreshed. */
function useWordCall<V, R = unknown>(send: (v: V) => Promise<{ responseMessage: string; responseData: R }>, done: (v: V) => string) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: send,
    meta: { errorToast: false },
    onSuccess: (env, v) => toast.success(env.responseMessage || done(v)),
    onError: (e) => toastApiError(e),
    onSettled: () => {
      for (const queryKey of [wordKeys.media(orgId), wordKeys.mediaGroups(orgId), wordKeys.mediaSeries(orgId)]) void qc.invalidateQueries({ queryKey })
    },
  })
}

export interface MediaUpdate {
  id: number
  title: string
  description: string
  groupId: number | null
  seriesId: number | null
}

export type MediaCall = { op: 'update'; body: MediaUpdate } | { op: 'delete'; body: { id: number } }

export const useMediaCall = () =>
  useWordCall(
    (c: MediaCall) => api.post<MediaItem | null>(`${W}/media/${c.op}`, c.body),
    (c) => (c.op === 'update' ? 'File updated' : 'File deleted'),
  )

export type GroupBody = { name: string; description: string; artworkMediaId?: number | null }

export type ListCall =
  | { op: 'add'; body: GroupBody }
  | { op: 'update'; body: GroupBody & { id: number } }
  | { op: 'delete'; body: { id: number } }
  | { op: 'reposition'; body: { ids: number[] } }

const doneText = (what: string) => (c: ListCall) => ({ add: `${what} added`, update: `${what} updated`, delete: `${what} deleted`, reposition: 'Order saved' })[c.op]

export const useMediaGroupCall = () => useWordCall((c: ListCall) => api.post<MediaGroup | null>(`${W}/media-groups/${c.op}`, c.body), doneText('Group'))
export const useMediaSeriesCall = () => useWordCall((c: ListCall) => api.post<MediaSeries | null>(`${W}/media-series/${c.op}`, c.body), doneText('Series'))

/** reorder-playlist-media: the whole group's or series' media in their new order. */
export const useMediaReorder = () =>
  useWordCall(
    (b: { groupId?: number; seriesId?: number; ids: number[] }) => api.post(`${W}/media/reorder`, b),
    () => 'Order saved',
  )

// Speakers, series, sermon groups, sermons and playlists (docs/word-api.md "Sermons and
// livestream"). Mutations follow spec §4: a toast with the server's message, the lists they
// change refreshed, the outcome kept on the mutation for the page to read.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import type { ApiBody, ApiData, ApiItem } from '@/api'
import { api, toastApiError } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { sermonsBody, type SermonFilter } from '../sermons/filters'

const W = '/api/word'

export const sermonKeys = {
  all: (orgId: number) => ['word', orgId, 'sermons'] as const,
  speakers: (orgId: number) => ['word', orgId, 'sermons', 'speakers'] as const,
  series: (orgId: number) => ['word', orgId, 'sermons', 'series'] as const,
  oneSeries: (orgId: number, id: number) => ['word', orgId, 'sermons', 'series', id] as const,
  groups: (orgId: number) => ['word', orgId, 'sermons', 'groups'] as const,
  list: (orgId: number, body: object) => ['word', orgId, 'sermons', 'list', body] as const,
  sermon: (orgId: number, id: number) => ['word', orgId, 'sermons', 'sermon', id] as const,
  playlists: (orgId: number) => ['word', orgId, 'sermons', 'playlists'] as const,
  playlist: (orgId: number, id: number) => ['word', orgId, 'sermons', 'playlists', id] as const,
}

export type Speaker = ApiItem<'/api/word/speakers/list'>
export type Series = ApiItem<'/api/word/series/list'>
export type SermonGroup = ApiItem<'/api/word/groups/list'>
export type Sermon = ApiItem<'/api/word/sermons/list'>
export type SermonPage = ApiData<'/api/word/sermons/list'>
export type Playlist = ApiItem<'/api/word/playlists/list'>
export type PlaylistWithSermons = ApiData<'/api/word/playlists/get'>
export type SermonBody = ApiBody<'/api/word/sermons/add'>
export type SpeakerBody = ApiBody<'/api/word/speakers/add'>
export type SeriesBody = ApiBody<'/api/word/series/add'>

const items = async <T>(path: string, body: object = {}) => (await api.post<{ items: T[] }>(`${W}/${path}`, body)).responseData.items

export function useSpeakers() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: sermonKeys.speakers(orgId), queryFn: () => items<Speaker>('speakers/list', { search: '' }) })
}

export function useSeriesList() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: sermonKeys.series(orgId), queryFn: () => items<Series>('series/list', { search: '' }) })
}

export function useSeries(id: number) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: sermonKeys.oneSeries(orgId, id),
    queryFn: async () => (await api.post<ApiData<'/api/word/series/get'>>(`${W}/series/get`, { id })).responseData,
    enabled: id > 0,
  })
}

export function useSermonGroups() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: sermonKeys.groups(orgId), queryFn: () => items<SermonGroup>('groups/list') })
}

/** A page of sermons; `f.page` is 1-based as the console shows it, the wire's is 0-based. */
export function useSermons(f: SermonFilter, pageSize: number) {
  const { orgId } = useOrg()
  const body = sermonsBody(f, pageSize)
  return useQuery({
    queryKey: sermonKeys.list(orgId, body),
    queryFn: async () => (await api.post<SermonPage>(`${W}/sermons/list`, body)).responseData,
    placeholderData: keepPreviousData,
  })
}

export function useSermon(id: number | null) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: sermonKeys.sermon(orgId, id ?? 0),
    queryFn: async () => (await api.post<Sermon>(`${W}/sermons/get`, { id })).responseData,
    enabled: !!id,
  })
}

export function usePlaylists() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: sermonKeys.playlists(orgId), queryFn: () => items<Playlist>('playlists/list') })
}

export function usePlaylist(id: number) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: sermonKeys.playlist(orgId, id),
    queryFn: async () => (await api.post<PlaylistWithSermons>(`${W}/playlists/get`, { id })).responseData,
    enabled: id > 0,
  })
}

interface CallOptions<V> {
  /** The toast when the server answers without a message. */
  done: (v: V) => string
  /** A failure the dialog shows itself (a field's message) rather than in a toast. */
  inline?: (e: unknown) => boolean
}

/**
 * A mutation of the sermons' data: a toast with the server's message, then every sermons query
 * refreshed (a speaker's, series' or group's count changes with a sermon, a sermon's names with
 * them); on failure an error toast unless the dialog shows it.
 */
function useSermonsCall<V, R = unknown>(send: (v: V) => Promise<{ responseMessage: string; responseData: R }>, o: CallOptions<V>) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: send,
    meta: { errorToast: false },
    onSuccess: (env, v) => toast.success(env.responseMessage || o.done(v)),
    onError: (e) => {
      if (!o.inline?.(e)) toastApiError(e)
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: sermonKeys.all(orgId) }),
  })
}

const verb = { add: 'added', update: 'updated', delete: 'deleted' } as const

export type SpeakerCall = { op: 'add'; body: SpeakerBody } | { op: 'update'; body: SpeakerBody & { id: number } } | { op: 'delete'; body: { id: number } }
export const useSpeakerCall = () => useSermonsCall((c: SpeakerCall) => api.post<Speaker>(`${W}/speakers/${c.op}`, c.body), { done: (c) => `Speaker ${verb[c.op]}` })

export type SeriesCall = { op: 'add'; body: SeriesBody } | { op: 'update'; body: SeriesBody & { id: number } } | { op: 'delete'; body: { id: number } }
export const useSeriesCall = () => useSermonsCall((c: SeriesCall) => api.post<Series>(`${W}/series/${c.op}`, c.body), { done: (c) => `Series ${verb[c.op]}` })

export type NamedCall = { op: 'add'; body: { name: string; description: string } } | { op: 'update'; body: { id: number; name: string; description: string } } | { op: 'delete'; body: { id: number } }
export const useGroupCall = () => useSermonsCall((c: NamedCall) => api.post<SermonGroup>(`${W}/groups/${c.op}`, c.body), { done: (c) => `Group ${verb[c.op]}` })
export const usePlaylistCall = () => useSermonsCall((c: NamedCall) => api.post<Playlist>(`${W}/playlists/${c.op}`, c.body), { done: (c) => `Playlist ${verb[c.op]}` })

export const useGroupReposition = () => useSermonsCall((b: { ids: number[] }) => api.post(`${W}/groups/reposition`, b), { done: () => 'Groups reordered' })
export const useSeriesReposition = () => useSermonsCall((b: { ids: number[] }) => api.post(`${W}/series/reposition`, b), { done: () => 'Series reordered' })

export const useAddToPlaylist = () =>
  useSermonsCall((b: { id: number; sermonIds: number[] }) => api.post(`${W}/playlists/add-sermons`, b), { done: (b) => (b.sermonIds.length === 1 ? 'Sermon added to the playlist' : 'Sermons added to the playlist') })
export const useRemoveFromPlaylist = () => useSermonsCall((b: { id: number; sermonId: number }) => api.post(`${W}/playlists/remove-sermon`, b), { done: () => 'Sermon removed from the playlist' })
export const useReorderPlaylist = () => useSermonsCall((b: { id: number; sermonIds: number[] }) => api.post(`${W}/playlists/reorder`, b), { done: () => 'Playlist order saved' })

/** The server's scripture message belongs under the field, not in a toast. */
export const isScriptureError = (e: unknown) => e instanceof Error && e.message.startsWith('Scripture reference not recognised')

export type SermonCall = { op: 'add'; body: SermonBody } | { op: 'update'; body: SermonBody & { id: number } }
export const useSaveSermon = () => useSermonsCall((c: SermonCall) => api.post<Sermon>(`${W}/sermons/${c.op}`, c.body), { done: (c) => `Sermon ${verb[c.op]}`, inline: isScriptureError })
export const usePublishSermon = () => useSermonsCall((b: { id: number; published: boolean }) => api.post<Sermon>(`${W}/sermons/publish`, b), { done: (b) => (b.published ? 'Sermon published' : 'Sermon unpublished') })
export const useDeleteSermon = () => useSermonsCall((b: { id: number }) => api.post(`${W}/sermons/delete`, b), { done: () => 'Sermon deleted' })

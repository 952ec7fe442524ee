// The church's live streams (docs/word-api.md "Streams"): list, add, update, delete, go live and
// end, and a sermon made from a finished stream.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import type { ApiBody, ApiData, ApiItem } from '@/api'
import { api, toastApiError } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { sermonKeys, type Sermon } from './sermons'

const W = '/api/word/streams'

export const streamKeys = {
  all: (orgId: number) => ['word', orgId, 'streams'] as const,
  list: (orgId: number, body: object) => ['word', orgId, 'streams', 'list', body] as const,
}

export type Stream = ApiItem<'/api/word/streams/list'>
export type StreamPage = ApiData<'/api/word/streams/list'>
export type StreamBody = ApiBody<'/api/word/streams/add'>
export type StreamStatus = Stream['status']
export type Provider = Stream['provider']

/** `page` is 1-based as the pager shows it; the wire's is 0-based. */
export function useStreams(page: number, pageSize: number) {
  const { orgId } = useOrg()
  const body = { page: page - 1, pageSize }
  return useQuery({
    queryKey: streamKeys.list(orgId, body),
    queryFn: async () => (await api.post<StreamPage>(`${W}/list`, body)).responseData,
    placeholderData: keepPreviousData,
    // A stream another staff member starts shows here without a reload.
    refetchInterval: 30_000,
  })
}

function useStreamsCall<V, R = unknown>(send: (v: V) => Promise<{ responseMessage: string; responseData: R }>, done: (v: V) => string, alsoSermons = false) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: send,
    meta: { errorToast: false },
    onSuccess: (env, v) => toast.success(env.responseMessage || done(v)),
    onError: (e) => toastApiError(e),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: streamKeys.all(orgId) })
      if (alsoSermons) void qc.invalidateQueries({ queryKey: sermonKeys.all(orgId) })
    },
  })
}

export type StreamCall = { op: 'add'; body: StreamBody } | { op: 'update'; body: StreamBody & { id: number } } | { op: 'delete'; body: { id: number } }
export const useStreamCall = () => useStreamsCall((c: StreamCall) => api.post<Stream>(`${W}/${c.op}`, c.body), (c) => ({ add: 'Stream added', update: 'Stream updated', delete: 'Stream deleted' })[c.op])

export const useStreamStatus = () =>
  useStreamsCall(
    (b: { id: number; status: StreamStatus }) => api.post<Stream>(`${W}/status`, b),
    (b) => (b.status === 'live' ? 'The stream is live' : b.status === 'ended' ? 'The stream has ended' : 'Stream updated'),
  )

export const useCreateSermonFromStream = () =>
  useStreamsCall((b: { id: number; title?: string; speakerId?: number | null; seriesId?: number | null }) => api.post<Sermon>(`${W}/create-sermon`, b), () => 'Sermon created', true)

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiData, Sent } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { commsListKeys } from '@/lib/query-keys'
import type { DoNotContactBody } from '../lib/do-not-contact-form'
import type { Block, ConsentEvent, Page } from './types'

const base = '/api/communications/do-not-contact'

export type BlocksRequest = Sent<ApiBody<'/api/communications/do-not-contact/list'>, 'page' | 'pageSize'>

export const getBlocks = async (req: BlocksRequest) => (await api.post<Page<Block>>(`${base}/list`, req)).responseData

export function useBlocks(req: BlocksRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: commsListKeys.doNotContactList(orgId, req), queryFn: () => getBlocks(req), placeholderData: keepPreviousData })
}

/** A person's history (every address of theirs) when the entry names one, else the address's. */
export type HistoryOf = { personId: number } | { address: string }

export const getConsentHistory = async (who: HistoryOf) => (await api.post<{ items: ConsentEvent[] }>(`${base}/history`, who)).responseData.items

export function useConsentHistory(who: HistoryOf | null) {
  const { orgId } = useOrg()
  const key = who ? ('personId' in who ? `person:${who.personId}` : who.address) : ''
  return useQuery({ queryKey: commsListKeys.doNotContactHistory(orgId, key), queryFn: () => getConsentHistory(who!), enabled: !!who })
}

function useInvalidate() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return () => {
    qc.invalidateQueries({ queryKey: commsListKeys.doNotContact(orgId) })
  }
}

export function useAddBlocks() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: async (body: DoNotContactBody) => api.post<ApiData<'/api/communications/do-not-contact/add'>>(`${base}/add`, body satisfies ApiBody<'/api/communications/do-not-contact/add'>),
    onSuccess: (env) => {
      const n = env.responseData.items.length
      toast.success(env.responseMessage || `Added to the do-not-contact list (${n} ${n === 1 ? 'channel' : 'channels'})`)
      invalidate()
    },
  })
}

export function useRemoveBlock() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: async (body: { id: number; note: string }) => api.post<ApiData<'/api/communications/do-not-contact/remove'>>(`${base}/remove`, body satisfies ApiBody<'/api/communications/do-not-contact/remove'>),
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Opted back in')
      invalidate()
    },
  })
}

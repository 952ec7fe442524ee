import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { commsListKeys } from '@/lib/query-keys'
import type { DoNotContactBody } from '../lib/do-not-contact-form'
import type { Block, ConsentChannel, ConsentEvent, Page } from './types'

const base = '/api/communications/do-not-contact'

export interface BlocksRequest {
  channel?: ConsentChannel
  search?: string
  page: number
  pageSize: number
}

export const getBlocks = async (req: BlocksRequest) => (await api.post<Page<Block>>(`${base}/list`, req)).responseData

export function useBlocks(req: BlocksRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: commsListKeys.doNotContactList(orgId, req), queryFn: () => getBlocks(req), placeholderData: keepPreviousData })
}

export const getConsentHistory = async (address: string) => (await api.post<ConsentEvent[]>(`${base}/history`, { address })).responseData

export function useConsentHistory(address: string | null) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: commsListKeys.doNotContactHistory(orgId, address ?? ''), queryFn: () => getConsentHistory(address!), enabled: !!address })
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
    mutationFn: async (body: DoNotContactBody) => api.post<Block[]>(`${base}/add`, body),
    onSuccess: (env) => {
      const n = env.responseData.length
      toast.success(env.responseMessage || `Added to the do-not-contact list (${n} ${n === 1 ? 'channel' : 'channels'})`)
      invalidate()
    },
  })
}

export function useRemoveBlock() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: async (body: { id: number; note: string }) => api.post<{ id: number }>(`${base}/remove`, body),
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Opted back in')
      invalidate()
    },
  })
}

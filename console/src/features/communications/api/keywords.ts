import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, OpCall, Sent } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { commsListKeys } from '@/lib/query-keys'
import type { Keyword, Page } from './types'

const base = '/api/communications/keywords'

export type KeywordsRequest = Sent<ApiBody<'/api/communications/keywords/list'>, 'page' | 'pageSize'>

export const getKeywords = async (req: KeywordsRequest) => (await api.post<Page<Keyword>>(`${base}/list`, req)).responseData

export function useKeywords(req: KeywordsRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: [...commsListKeys.keywords(orgId), req], queryFn: () => getKeywords(req), placeholderData: keepPreviousData })
}

export type KeywordCall = OpCall<'/api/communications/keywords', 'add' | 'update' | 'delete'>

export const keywordCall = (c: KeywordCall) => api.post<Keyword | { id: number }>(`${base}/${c.op}`, c.body)

export function useKeywordCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: keywordCall,
    onSuccess: (env, c) => {
      toast.success(env.responseMessage || { add: 'Keyword added', update: 'Keyword saved', delete: 'Keyword deleted' }[c.op])
      qc.invalidateQueries({ queryKey: commsListKeys.keywords(orgId) })
    },
  })
}

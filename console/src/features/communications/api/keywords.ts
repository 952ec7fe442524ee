import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { commsListKeys } from '@/lib/query-keys'
import type { KeywordBody } from '../lib/keyword-form'
import type { Keyword } from './types'

const base = '/api/communications/keywords'

export const getKeywords = async () => (await api.post<Keyword[]>(`${base}/list`, {})).responseData

export function useKeywords() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: commsListKeys.keywords(orgId), queryFn: getKeywords })
}

export type KeywordCall = { op: 'add'; body: KeywordBody } | { op: 'update'; body: KeywordBody & { id: number } } | { op: 'delete'; body: { id: number } }

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

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { commsListKeys } from '@/lib/query-keys'
import type { ApiBody, ApiData, Sent } from '@/api'
import type { Greeting, GreetingTemplate, Page } from './types'

const base = '/api/communications/greetings'

export const getTemplates = async () => (await api.post<GreetingTemplate[]>(`${base}/templates`, {})).responseData

export function useGreetingTemplates() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: commsListKeys.greetingTemplates(orgId), queryFn: getTemplates })
}

export function useUpdateTemplate() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (t: GreetingTemplate) => api.post<ApiData<'/api/communications/greetings/update'>>(`${base}/update`, t satisfies ApiBody<'/api/communications/greetings/update'>),
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Greeting saved')
      qc.invalidateQueries({ queryKey: commsListKeys.greetingTemplates(orgId) })
    },
  })
}

export type HistoryRequest = Sent<ApiBody<'/api/communications/greetings/history'>, 'page' | 'pageSize'>

export const getGreetingHistory = async (req: HistoryRequest) => (await api.post<Page<Greeting>>(`${base}/history`, req)).responseData

export function useGreetingHistory(req: HistoryRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: commsListKeys.greetingHistory(orgId, req), queryFn: () => getGreetingHistory(req), placeholderData: keepPreviousData })
}

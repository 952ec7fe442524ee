// Follow-ups (docs/people-api.md "Follow-ups"): tasks about a person given to a staff member.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiData, ApiItem, OpCall } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Page } from './types'

export type FollowUp = ApiItem<'/api/people/follow-ups/list'>

export type FollowUpQuery = ApiBody<'/api/people/follow-ups/list'>

export function useFollowUps(q: FollowUpQuery) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: [...peopleKeys.followUps(orgId), q],
    queryFn: async () => (await api.post<Page<FollowUp>>('/api/people/follow-ups/list', q)).responseData,
  })
}

export function useFollowUpStaff() {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: [...peopleKeys.followUps(orgId), 'staff'],
    queryFn: async () => (await api.post<ApiData<'/api/people/follow-ups/staff'>>('/api/people/follow-ups/staff', {})).responseData.items,
    staleTime: 5 * 60_000,
  })
}

type Call = OpCall<'/api/people/follow-ups', 'add' | 'update' | 'delete'>

export function useFollowUpCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (c: Call) => api.post<FollowUp>(`/api/people/follow-ups/${c.op}`, c.body),
    onSuccess: (env) => {
      toast.success(env.responseMessage)
      qc.invalidateQueries({ queryKey: peopleKeys.followUps(orgId) })
    },
  })
}

/** The add form's checks (server messages). */
export function followUpErrors(title: string, dueDate: string): { title?: string; dueDate?: string } {
  const e: { title?: string; dueDate?: string } = {}
  const t = title.trim().replace(/\s+/g, ' ')
  if (!t) e.title = 'Say what to follow up'
  else if ([...t].length > 200) e.title = 'A follow-up must be at most 200 characters'
  if (dueDate && !/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) e.dueDate = 'Due date must be a date like 2026-12-31'
  return e
}

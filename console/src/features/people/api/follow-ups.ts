// Follow-ups (docs/people-api.md "Follow-ups"): tasks about a person given to a staff member.
import { z } from '@congregate/ui/zod'
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

/** The add form (server messages): the title as typed, the assignee's id as the select gives it
 * ('' for none), the due day ('' for none). toFollowUpBody makes the add body. */
export const followUpSchema = z.object({
  title: z
    .string()
    .trim()
    .refine((t) => !!t, { message: 'Say what to follow up', abort: true })
    .refine((t) => [...t.replace(/\s+/g, ' ')].length <= 200, 'A follow-up must be at most 200 characters'),
  assigneeId: z.string(),
  dueDate: z.string().refine((d) => !d || /^\d{4}-\d{2}-\d{2}$/.test(d), 'Due date must be a date like 2026-12-31'),
})

export type FollowUpValues = z.input<typeof followUpSchema>

export function toFollowUpBody(personId: number, v: z.output<typeof followUpSchema>): ApiBody<'/api/people/follow-ups/add'> & { personId: number; title: string } {
  return { personId, title: v.title, ...(v.assigneeId ? { assigneeId: Number(v.assigneeId) } : {}), ...(v.dueDate ? { dueDate: v.dueDate } : {}) }
}

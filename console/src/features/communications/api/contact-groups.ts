import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { commsListKeys } from '@/lib/query-keys'
import type { ApiBody, ApiData, OpCall, Sent } from '@/api'
import type { ContactGroup, GroupMember, Page } from './types'

const base = '/api/communications/contact-groups'

/** Members are read 50 at a time (spec §7's page size for a group's users). */
export const MEMBERS_PAGE_SIZE = 50

export type ContactGroupsRequest = Sent<ApiBody<'/api/communications/contact-groups/list'>, 'page' | 'pageSize'>

export const getContactGroups = async (req: ContactGroupsRequest) => (await api.post<Page<ContactGroup>>(`${base}/list`, req)).responseData

export function useContactGroups(req: ContactGroupsRequest) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: commsListKeys.contactGroupList(orgId, req), queryFn: () => getContactGroups(req), placeholderData: keepPreviousData })
}

/** Every group, for a select (the server's largest page). */
export function useAllContactGroups() {
  return useContactGroups({ page: 0, pageSize: 200 })
}

export type GroupCall = OpCall<'/api/communications/contact-groups', 'add' | 'rename' | 'delete'>

export const contactGroupCall = (c: GroupCall) => api.post<ContactGroup | ApiData<'/api/communications/contact-groups/delete'>>(`${base}/${c.op}`, c.body)

export function useContactGroupCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: contactGroupCall,
    onSuccess: (env, c) => {
      toast.success(env.responseMessage || { add: 'Contact group created', rename: 'Contact group saved', delete: 'Contact group deleted' }[c.op])
      qc.invalidateQueries({ queryKey: commsListKeys.contactGroups(orgId) })
      qc.invalidateQueries({ queryKey: commsListKeys.keywords(orgId) })
    },
  })
}

export type MembersRequest = Sent<ApiBody<'/api/communications/contact-groups/members'>, 'id' | 'page' | 'pageSize'>

export const getMembers = async (req: MembersRequest) => (await api.post<Page<GroupMember>>(`${base}/members`, req)).responseData

export function useContactGroupMembers(req: MembersRequest) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: commsListKeys.contactGroupMembers(orgId, req.id, req),
    queryFn: () => getMembers(req),
    placeholderData: keepPreviousData,
    enabled: req.id > 0,
  })
}

export type MembersCall = OpCall<'/api/communications/contact-groups', 'add-members' | 'remove-members'>

export const membersCall = (c: MembersCall) => api.post<ApiData<'/api/communications/contact-groups/add-members'> | ApiData<'/api/communications/contact-groups/remove-members'>>(`${base}/${c.op}`, c.body)

export function useMembersCall() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: membersCall,
    onSuccess: (env) => {
      const d = env.responseData
      const n = 'added' in d ? d.added : d.removed
      toast.success(env.responseMessage || ('added' in d ? `${n} added to the group` : `${n} removed from the group`))
      qc.invalidateQueries({ queryKey: commsListKeys.contactGroups(orgId) })
    },
  })
}

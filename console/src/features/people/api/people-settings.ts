import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiBody, ApiData } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'

export type PeopleSettings = ApiData<'/api/people/settings/get'>

export function usePeopleSettings() {
  const { orgId } = useOrg()
  return useQuery({ queryKey: peopleKeys.settings(orgId), queryFn: async () => (await api.post<PeopleSettings>('/api/people/settings/get', {})).responseData })
}

export const updatePeopleSettings = (body: ApiBody<'/api/people/settings/update'>) => api.post<PeopleSettings>('/api/people/settings/update', body)

export function useUpdatePeopleSettings() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: updatePeopleSettings,
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Settings saved')
      qc.setQueryData(peopleKeys.settings(orgId), env.responseData)
    },
  })
}

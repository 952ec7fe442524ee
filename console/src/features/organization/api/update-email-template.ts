import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'
import { orgKeys } from '@/lib/query-keys'
import type { EmailTemplate, Messaging } from './types'

/** POST /api/organization/email-template/update — plain text; answers the messaging object. */
export const updateEmailTemplate = (body: Partial<EmailTemplate>) => api.post<Messaging>('/api/organization/email-template/update', body)

export function useUpdateEmailTemplate() {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: updateEmailTemplate,
    onSuccess: (env) => {
      cache.qc.setQueryData(orgKeys.messaging(cache.orgId), env.responseData)
      cache.invalidate(orgKeys.overview(cache.orgId))
      toast.success(env.responseMessage || 'E-mail template saved')
    },
  })
}

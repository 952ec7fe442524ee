import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'
import { orgKeys } from '@/lib/query-keys'
import type { Messaging } from './types'

export type MessagingUpdate = Partial<Pick<Messaging, 'senderId' | 'smsSignature' | 'replyToEmail' | 'emailFromName'>>

/** POST /api/organization/messaging/update — answers the messaging object. */
export const updateMessaging = (body: MessagingUpdate) => api.post<Messaging>('/api/organization/messaging/update', body)

export function useUpdateMessaging() {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: updateMessaging,
    onSuccess: (env) => {
      cache.qc.setQueryData(orgKeys.messaging(cache.orgId), env.responseData)
      cache.invalidate(orgKeys.overview(cache.orgId))
      toast.success(env.responseMessage || 'Messaging settings saved')
    },
  })
}

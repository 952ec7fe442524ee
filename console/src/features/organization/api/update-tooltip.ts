import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'
import { orgKeys } from '@/lib/query-keys'
import type { Tooltip } from './types'

/** POST /api/organization/tooltips/update — the church's own wording of one comment. */
export const updateTooltip = (body: { key: string; comment: string }) => api.post<Tooltip>('/api/organization/tooltips/update', body)

/** POST /api/organization/tooltips/reset — back to the built-in comment. */
export const resetTooltip = (key: string) => api.post<Tooltip>('/api/organization/tooltips/reset', { key })

function useTooltipMutation<V>(fn: (v: V) => ReturnType<typeof resetTooltip>, fallback: string) {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: fn,
    onSuccess: (env) => {
      const item = env.responseData
      cache.qc.setQueryData<Tooltip[]>(orgKeys.tooltips(cache.orgId), (list) => list?.map((t) => (t.key === item.key ? item : t)))
      cache.invalidate()
      toast.success(env.responseMessage || fallback)
    },
  })
}

export const useUpdateTooltip = () => useTooltipMutation(updateTooltip, 'Comment saved')
export const useResetTooltip = () => useTooltipMutation(resetTooltip, 'Comment reset')

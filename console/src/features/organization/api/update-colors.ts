import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { ColorTheme, OrgInfo } from '@/lib/org'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'

/** POST /api/organization/colors/update — two entries, light then dark; answers organisation info. */
export const updateColors = (body: { colorThemes: [ColorTheme, ColorTheme] }) => api.post<OrgInfo>('/api/organization/colors/update', body)

/** POST /api/organization/colors/reset — back to the spec §9 defaults. */
export const resetColors = () => api.post<OrgInfo>('/api/organization/colors/reset', {})

function useColorsMutation<V>(fn: (v: V) => ReturnType<typeof resetColors>) {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: fn,
    onSuccess: (env) => {
      // The org-info cache drives the theme provider: the console re-themes at once.
      cache.applyOrgInfo(env.responseData)
      cache.invalidate()
      toast.success(env.responseMessage || 'Colours saved')
    },
  })
}

export const useUpdateColors = () => useColorsMutation(updateColors)
export const useResetColors = () => useColorsMutation<void>(() => resetColors())

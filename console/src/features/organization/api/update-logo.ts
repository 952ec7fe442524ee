import { useMutation } from '@tanstack/react-query'
import { postForm } from '@/lib/api-files'
import type { OrgInfo } from '@/lib/org'
import { toast } from '@congregate/ui'
import { useOrgCache } from './cache'
import type { LogoType } from './types'

export interface LogoUpload {
  type: LogoType
  file: File
}

/**
 * POST /api/organization/logo/update (multipart): `logoType` and `logo` repeated in pairs, the
 * n-th type naming the n-th file. Answers the new organisation info.
 */
export function updateLogo({ uploads, onProgress }: { uploads: LogoUpload[]; onProgress?: (pct: number) => void }) {
  const form = new FormData()
  for (const u of uploads) {
    form.append('logoType', u.type)
    form.append('logo', u.file, u.file.name)
  }
  return postForm<OrgInfo>('/api/organization/logo/update', form, onProgress)
}

export function useUpdateLogo() {
  const cache = useOrgCache()
  return useMutation({
    mutationFn: updateLogo,
    onSuccess: (env) => {
      cache.applyOrgInfo(env.responseData)
      cache.invalidate()
      toast.success(env.responseMessage || 'Logo saved')
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postForm } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { auditKeys, orgKeys, profileKeys, roleKeys } from '@/lib/query-keys'

export interface ProfileUpdate {
  firstName: string
  lastName: string
  email: string
  /** Repeated `mobile` entries (spec §3); the API keeps the first non-empty one. */
  mobile: string[]
}

/** POST /api/user/profile/update (multipart) — always the signed-in user's own profile. */
export function updateProfile(p: ProfileUpdate) {
  const form = new FormData()
  form.append('firstName', p.firstName.trim())
  form.append('lastName', p.lastName.trim())
  form.append('email', p.email.trim())
  for (const m of p.mobile) form.append('mobile', m)
  return postForm<unknown>('/api/user/profile/update', form)
}

export function useUpdateProfile() {
  const qc = useQueryClient()
  const { orgId } = useOrg()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (env) => {
      // The profile query lives with the session (features/auth): refetch it, whatever its key's user.
      qc.invalidateQueries({ queryKey: profileKeys.church(orgId) })
      // The name shows in the organisation pages, the roles' member lists and the audit trail.
      for (const queryKey of [orgKeys.all(orgId), roleKeys.all(orgId), auditKeys.all(orgId)]) qc.invalidateQueries({ queryKey })
      toast.success(env.responseMessage || 'Profile saved')
    },
  })
}

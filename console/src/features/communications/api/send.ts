// POST /api/communications/send (multipart: `payload` = Compose, optional `file`, a voice recording).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import { postForm } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { communicationsKeys, creditsKeys } from '@/lib/query-keys'
import type { Communication, Compose } from './types'

export function composeForm(payload: object, file?: File | null): FormData {
  const form = new FormData()
  form.append('payload', JSON.stringify(payload))
  if (file) form.append('file', file)
  return form
}

export function useSendCommunication() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ compose, file }: { compose: Compose; file?: File | null }) => postForm<Communication>('/api/communications/send', composeForm(compose, file)),
    onSuccess: (env) => {
      toast.success(env.responseMessage || (env.responseData.status === 'scheduled' ? 'Message scheduled' : 'Message accepted for sending'))
      qc.invalidateQueries({ queryKey: communicationsKeys.all(orgId) })
      qc.invalidateQueries({ queryKey: creditsKeys.all(orgId) })
    },
  })
}

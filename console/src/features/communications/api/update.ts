// POST /api/communications/update (multipart `payload` = Compose + id): a scheduled message only.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import { postForm } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { communicationsKeys, creditsKeys } from '@/lib/query-keys'
import { composeForm } from './send'
import type { Communication, Compose } from './types'

export function useUpdateCommunication() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, compose, file }: { id: number; compose: Compose; file?: File | null }) => postForm<Communication>('/api/communications/update', composeForm({ ...compose, id }, file)),
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Scheduled message updated')
      qc.invalidateQueries({ queryKey: communicationsKeys.all(orgId) })
      qc.invalidateQueries({ queryKey: creditsKeys.all(orgId) })
    },
  })
}

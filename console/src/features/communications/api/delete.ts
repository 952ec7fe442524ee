// POST /api/communications/delete (multipart `payload` = {id}): a scheduled message; its credits come back.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@congregate/ui'
import { postForm } from '@/lib/api-files'
import { useOrg } from '@/lib/org'
import { communicationsKeys, creditsKeys } from '@/lib/query-keys'
import { composeForm } from './send'

export function useDeleteCommunication() {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => postForm<{ id: number }>('/api/communications/delete', composeForm({ id })),
    onSuccess: (env) => {
      toast.success(env.responseMessage || 'Scheduled message deleted')
      qc.invalidateQueries({ queryKey: communicationsKeys.all(orgId) })
      qc.invalidateQueries({ queryKey: creditsKeys.all(orgId) })
    },
  })
}

// Notes on a person (docs/people-api.md "Notes"): shared or private to the author, pinned first.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiData, OpCall } from '@/api'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { Page } from './types'

export const NOTE_MAX = 5000

export type Note = ApiData<'/api/people/notes/add'>

export function useNotes(personId: number, pageSize: number) {
  const { orgId } = useOrg()
  return useQuery({
    queryKey: [...peopleKeys.notes(orgId, personId), pageSize],
    queryFn: async () => (await api.post<Page<Note>>('/api/people/notes/list', { personId, page: 0, pageSize })).responseData,
  })
}

type Call = OpCall<'/api/people/notes', 'add' | 'update' | 'delete'>

export function useNoteCall(personId: number) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (c: Call) => api.post<Note>(`/api/people/notes/${c.op}`, c.body),
    onSuccess: (env) => {
      toast.success(env.responseMessage)
      qc.invalidateQueries({ queryKey: peopleKeys.notes(orgId, personId) })
    },
  })
}

/** Client-side check with the server's messages (the server checks again). */
export function noteError(body: string): string | null {
  const t = body.trim()
  if (!t) return 'Write the note first'
  if ([...t].length > NOTE_MAX) return 'A note must be at most 5000 characters'
  return null
}

// Notes on a person (docs/people-api.md "Notes"): shared or private to the author, pinned first.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from '@congregate/ui/zod'
import type { BodySchema } from '@congregate/ui/forms'
import type { ApiBody, ApiData, OpCall } from '@/api'
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

/** A note's text with the server's messages (the server checks again); characters, not UTF-16 units. */
export const noteText = z
  .string()
  .trim()
  .min(1, 'Write the note first')
  .refine((t) => [...t].length <= NOTE_MAX, `A note must be at most ${NOTE_MAX} characters`)

/** The composer: the add body without the person, whom the card knows. */
export const noteAddSchema = z.object({ body: noteText, isPrivate: z.boolean(), isPinned: z.boolean() }) satisfies BodySchema<ApiBody<'/api/people/notes/add'>>

/** Editing a note's text. */
export const noteEditSchema = z.object({ body: noteText }) satisfies BodySchema<ApiBody<'/api/people/notes/update'>>

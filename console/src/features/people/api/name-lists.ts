// The four ordered name lists share one set of calls (docs/people-api.md "Lists of names"):
// membership types, titles, salutations, positions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from '@congregate/ui/zod'
import type { BodySchema } from '@congregate/ui/forms'
import type { ApiBody } from '@/api'
import { api, ApiError, toastApiError } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { NameListKind, NamedItem } from './types'

export const getNameList = async (kind: NameListKind) => (await api.post<{ items: NamedItem[] }>(`/api/people/${kind}/list`, {})).responseData.items

export function useNameList(kind: NameListKind) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: peopleKeys.names(orgId, kind), queryFn: () => getNameList(kind), staleTime: 60_000 })
}

export const NAME_TAKEN = 'This name is already in use'

/** The add and rename forms' one field (rename sends the item's id beside it). */
export const nameSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Maximum 100 characters'),
}) satisfies BodySchema<ApiBody<'/api/people/membership-types/add'>>

/** Another item already has this name (case and spaces aside); the server answers 409 with NAME_TAKEN. */
export const nameTaken = (name: string, items: NamedItem[], exceptId?: number) =>
  items.some((i) => i.id !== exceptId && i.name.trim().toLowerCase() === name.trim().toLowerCase())

/** A 409 on add or rename: the form shows it under the name, not in a toast. */
export const isNameConflict = (err: unknown, c: NameListCall) => err instanceof ApiError && err.status === 409 && (c.op === 'add' || c.op === 'rename')

export type NameListCall =
  | { op: 'add'; body: { name: string } }
  | { op: 'rename'; body: { id: number; name: string } }
  | { op: 'delete'; body: { id: number; moveMembersTo?: number } }
  | { op: 'reposition'; body: { id: number; newPosition: number } }

export const nameListCall = (kind: NameListKind, c: NameListCall) => api.post<unknown>(`/api/people/${kind}/${c.op}`, c.body)

export function useNameListCall(kind: NameListKind, singular: string) {
  const { orgId } = useOrg()
  const qc = useQueryClient()
  const key = peopleKeys.names(orgId, kind)
  return useMutation({
    mutationFn: (c: NameListCall) => nameListCall(kind, c),
    meta: { errorToast: false },
    // Reordering shows at once; the server's order replaces it when it answers.
    onMutate: async (c) => {
      if (c.op !== 'reposition') return undefined
      await qc.cancelQueries({ queryKey: key })
      const before = qc.getQueryData<NamedItem[]>(key)
      if (before) qc.setQueryData(key, moveItem(before, c.body.id, c.body.newPosition))
      return { before }
    },
    onError: (e, c, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before)
      if (!isNameConflict(e, c)) toastApiError(e)
    },
    onSuccess: (env, c) => {
      const done = { add: `${singular} added`, rename: `${singular} renamed`, delete: `${singular} deleted`, reposition: 'Order saved' }[c.op]
      if (c.op !== 'reposition') toast.success(env.responseMessage || done)
    },
    onSettled: () => {
      qc.invalidateQueries({ queryKey: key })
      if (kind === 'membership-types') {
        qc.invalidateQueries({ queryKey: peopleKeys.lists(orgId) })
        qc.invalidateQueries({ queryKey: peopleKeys.dashboard(orgId) })
      }
    },
  })
}

/** The list with one item moved to a 0-based position, positions renumbered. */
export function moveItem(items: NamedItem[], id: number, newPosition: number): NamedItem[] {
  const from = items.findIndex((i) => i.id === id)
  if (from < 0) return items
  const next = [...items]
  const [moved] = next.splice(from, 1)
  const to = Math.max(0, Math.min(next.length, newPosition))
  next.splice(to, 0, moved!)
  return next.map((it, i) => ({ ...it, position: i }))
}

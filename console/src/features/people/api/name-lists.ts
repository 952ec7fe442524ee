// The four ordered name lists share one set of calls (docs/people-api.md "Lists of names"):
// membership types, titles, salutations, positions.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useOrg } from '@/lib/org'
import { toast } from '@congregate/ui'
import { peopleKeys } from '@/lib/query-keys'
import type { NameListKind, NamedItem } from './types'

export const getNameList = async (kind: NameListKind) => (await api.post<{ items: NamedItem[] }>(`/api/people/${kind}/list`, {})).responseData.items

export function useNameList(kind: NameListKind) {
  const { orgId } = useOrg()
  return useQuery({ queryKey: peopleKeys.names(orgId, kind), queryFn: () => getNameList(kind), staleTime: 60_000 })
}

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
    // Reordering shows at once; the server's order replaces it when it answers.
    onMutate: async (c) => {
      if (c.op !== 'reposition') return undefined
      await qc.cancelQueries({ queryKey: key })
      const before = qc.getQueryData<NamedItem[]>(key)
      if (before) qc.setQueryData(key, moveItem(before, c.body.id, c.body.newPosition))
      return { before }
    },
    onError: (_e, _c, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before)
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

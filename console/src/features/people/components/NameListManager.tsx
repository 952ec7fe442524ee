import { useState } from 'react'
import { OrderedNameList } from '@/components/ordered-list/OrderedNameList'
import { ConfirmDialog } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { NAME_TAKEN, nameSchema, nameTaken, useNameList, useNameListCall } from '../api/name-lists'
import type { NameListKind, NamedItem } from '../api/types'

export interface NameListManagerProps {
  kind: NameListKind
  title: string
  description: string
  /** "Membership type", "Title"… for messages. */
  singular: string
  /** Deleting an item in use asks where its members go (membership types). */
  askMoveOnDelete?: boolean
  memberNoun?: string
}

/** An ordered list of names (components/ordered-list): add, rename in place, reorder by drag or arrow buttons; delete asks where members go. */
export function NameListManager({ kind, title, description, singular, askMoveOnDelete, memberNoun = 'people' }: NameListManagerProps) {
  const list = useNameList(kind)
  const call = useNameListCall(kind, singular)
  const items = list.data ?? []
  const [deleting, setDeleting] = useState<NamedItem | null>(null)
  const [moveTo, setMoveTo] = useState('')
  const [moveError, setMoveError] = useState<string | null>(null)
  const [forceMove, setForceMove] = useState(false)

  const needsMove = !!(askMoveOnDelete && deleting && (deleting.memberCount > 0 || forceMove))
  const others = items.filter((i) => i.id !== deleting?.id)

  function confirmDelete() {
    if (!deleting) return
    if (needsMove && !moveTo) return setMoveError(`Choose a ${singular.toLowerCase()} to move them to`)
    call.mutate(
      { op: 'delete', body: { id: deleting.id, ...(needsMove ? { moveMembersTo: Number(moveTo) } : {}) } },
      {
        onSuccess: () => setDeleting(null),
        // The server knows best who holds the type: if it says members must move, ask.
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            setMoveError(err.message)
            if (askMoveOnDelete) setForceMove(true)
          }
        },
      },
    )
  }

  return (
    <>
      <OrderedNameList
        title={title}
        description={description}
        singular={singular}
        items={list.data?.map((i) => ({ id: i.id, name: i.name, usage: `${i.memberCount} ${i.memberCount === 1 ? memberNoun.replace(/people$/, 'person').replace(/s$/, '') : memberNoun}` }))}
        loading={list.isPending}
        error={list.isError ? list.error.message : null}
        onRetry={() => void list.refetch()}
        busy={call.isPending}
        validate={(name, exceptId) => {
          const r = nameSchema.safeParse({ name })
          if (!r.success) return r.error.issues[0]?.message
          return nameTaken(name, items, exceptId) ? NAME_TAKEN : undefined
        }}
        onAdd={(name) => call.mutateAsync({ op: 'add', body: { name } })}
        onRename={(id, name) => call.mutateAsync({ op: 'rename', body: { id, name } })}
        onReorder={(_, m) => call.mutateAsync({ op: 'reposition', body: { id: m.id, newPosition: m.to } })}
        onDelete={() => Promise.resolve()}
        onDeleteClick={(i) => {
          setDeleting(items.find((x) => x.id === i.id) ?? null)
          setMoveTo('')
          setMoveError(null)
          setForceMove(false)
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        title={`Delete “${deleting?.name ?? ''}”?`}
        danger
        confirmLabel={needsMove ? 'Move and delete' : 'Delete'}
        loading={call.isPending && call.variables?.op === 'delete'}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        message={
          needsMove
            ? `${deleting!.memberCount || 'Some'} ${deleting!.memberCount === 1 ? 'person has' : 'people have'} this ${singular.toLowerCase()}. Choose where they go.`
            : deleting && deleting.memberCount > 0
              ? `${deleting.memberCount} ${deleting.memberCount === 1 ? 'person has' : 'people have'} it; they will simply lose it.`
              : 'No one has it. This cannot be undone.'
        }
      >
        {needsMove && (
          <div className="mt-4">
            <SelectField
              label={`Move them to`}
              placeholder={`Choose a ${singular.toLowerCase()}`}
              value={moveTo}
              onChange={(e) => (setMoveTo(e.target.value), setMoveError(null))}
              options={others.map((o) => ({ value: String(o.id), label: o.name }))}
              error={moveError}
            />
          </div>
        )}
        {!needsMove && moveError && (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            {moveError}
          </p>
        )}
      </ConfirmDialog>
    </>
  )
}

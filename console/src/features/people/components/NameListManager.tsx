import { useState, type FormEvent } from 'react'
import { Button, cn, inputClass, TextField } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { useNameList, useNameListCall } from '../api/name-lists'
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

export function validateName(name: string, items: NamedItem[], exceptId?: number): string | null {
  const n = name.trim()
  if (!n) return 'Name is required'
  if (n.length > 100) return 'Maximum 100 characters'
  if (items.some((i) => i.id !== exceptId && i.name.trim().toLowerCase() === n.toLowerCase())) return 'This name is already in use'
  return null
}

/** An ordered list of names: add, rename in place, delete, reorder by drag or arrow buttons. */
export function NameListManager({ kind, title, description, singular, askMoveOnDelete, memberNoun = 'people' }: NameListManagerProps) {
  const list = useNameList(kind)
  const call = useNameListCall(kind, singular)
  const items = list.data ?? []
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<{ id: number; name: string; error: string | null } | null>(null)
  const [deleting, setDeleting] = useState<NamedItem | null>(null)
  const [moveTo, setMoveTo] = useState('')
  const [moveError, setMoveError] = useState<string | null>(null)
  const [forceMove, setForceMove] = useState(false)
  const [dragId, setDragId] = useState<number | null>(null)
  const [overIndex, setOverIndex] = useState<number | null>(null)

  function add(e: FormEvent) {
    e.preventDefault()
    const err = validateName(name, items)
    setError(err)
    if (err) return
    call.mutate({ op: 'add', body: { name: name.trim() } }, { onSuccess: () => setName('') })
  }

  function rename(e: FormEvent) {
    e.preventDefault()
    if (!editing) return
    const err = validateName(editing.name, items, editing.id)
    if (err) return setEditing({ ...editing, error: err })
    const before = items.find((i) => i.id === editing.id)
    if (before?.name === editing.name.trim()) return setEditing(null)
    call.mutate({ op: 'rename', body: { id: editing.id, name: editing.name.trim() } }, { onSuccess: () => setEditing(null) })
  }

  function move(item: NamedItem, to: number) {
    if (to < 0 || to >= items.length || to === items.indexOf(item)) return
    call.mutate({ op: 'reposition', body: { id: item.id, newPosition: to } })
  }

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
    <Card>
      <CardHeader title={title} description={description} />
      <form onSubmit={add} noValidate className="flex items-start gap-2 border-b border-slate-100 p-5 dark:border-neutral-800" aria-label={`Add ${singular.toLowerCase()}`}>
        <div className="min-w-0 flex-1">
          <TextField label={`New ${singular.toLowerCase()}`} value={name} maxLength={100} onChange={(e) => (setName(e.target.value), setError(null))} error={error} placeholder={`${singular} name`} />
        </div>
        <Button type="submit" className="mt-[26px]" loading={call.isPending && call.variables?.op === 'add'}>
          Add
        </Button>
      </form>
      {list.isPending ? (
        <div className="flex flex-col gap-2 p-5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="p-5">
          <ErrorPanel message={list.error.message} onRetry={() => list.refetch()} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={`No ${title.toLowerCase()} yet`} message="Add the first one above." />
      ) : (
        <ol aria-label={title} className="divide-y divide-slate-100 dark:divide-neutral-800">
          {items.map((item, index) => (
            <li
              key={item.id}
              draggable={!editing}
              onDragStart={(e) => {
                setDragId(item.id)
                e.dataTransfer.effectAllowed = 'move'
                e.dataTransfer.setData('text/plain', String(item.id))
              }}
              onDragOver={(e) => {
                if (dragId == null) return
                e.preventDefault()
                setOverIndex(index)
              }}
              onDragLeave={() => setOverIndex((o) => (o === index ? null : o))}
              onDrop={(e) => {
                e.preventDefault()
                const dragged = items.find((i) => i.id === dragId)
                if (dragged) move(dragged, index)
                setDragId(null)
                setOverIndex(null)
              }}
              onDragEnd={() => (setDragId(null), setOverIndex(null))}
              data-testid={`name-row-${item.name}`}
              className={cn('flex items-center gap-3 px-5 py-2.5', dragId === item.id && 'opacity-40', overIndex === index && dragId !== item.id && 'bg-brand/5 shadow-[inset_0_2px_0_var(--brand-ink)]')}
            >
              <span className="cursor-grab text-slate-400 select-none active:cursor-grabbing" aria-hidden="true" title="Drag to reorder">
                <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                  {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" />))}
                </svg>
              </span>
              <span className="w-6 text-right text-xs text-slate-500 tabular-nums dark:text-neutral-400">{index + 1}</span>
              {editing?.id === item.id ? (
                <form onSubmit={rename} className="flex min-w-0 flex-1 flex-wrap items-center gap-2" aria-label={`Rename ${item.name}`}>
                  <input
                    autoFocus
                    aria-label={`New name for ${item.name}`}
                    value={editing.name}
                    maxLength={100}
                    onChange={(e) => setEditing({ ...editing, name: e.target.value, error: null })}
                    onKeyDown={(e) => e.key === 'Escape' && setEditing(null)}
                    aria-invalid={!!editing.error || undefined}
                    className={cn(inputClass, 'h-8 min-w-0 flex-1', editing.error && 'border-red-500')}
                  />
                  <Button size="sm" type="submit" loading={call.isPending && call.variables?.op === 'rename'}>
                    Save
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                  {editing.error && (
                    <p role="alert" className="w-full text-xs text-red-600 dark:text-red-400">
                      {editing.error}
                    </p>
                  )}
                </form>
              ) : (
                <>
                  <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
                  <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums dark:text-neutral-400">
                    {item.memberCount} {item.memberCount === 1 ? memberNoun.replace(/people$/, 'person').replace(/s$/, '') : memberNoun}
                  </span>
                  <div className="flex items-center gap-0.5">
                    <IconButton label={`Move ${item.name} up`} disabled={index === 0 || call.isPending} onClick={() => move(item, index - 1)}>
                      <Icon d="M12 19V5M5 12l7-7 7 7" />
                    </IconButton>
                    <IconButton label={`Move ${item.name} down`} disabled={index === items.length - 1 || call.isPending} onClick={() => move(item, index + 1)}>
                      <Icon d="M12 5v14M19 12l-7 7-7-7" />
                    </IconButton>
                    <IconButton label={`Rename ${item.name}`} onClick={() => setEditing({ id: item.id, name: item.name, error: null })}>
                      <Icon d="M4 20h4L19 9l-4-4L4 16v4Z" />
                    </IconButton>
                    <IconButton
                      label={`Delete ${item.name}`}
                      danger
                      onClick={() => {
                        setDeleting(item)
                        setMoveTo('')
                        setMoveError(null)
                        setForceMove(false)
                      }}
                    >
                      <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                    </IconButton>
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
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
    </Card>
  )
}

function IconButton({ label, onClick, disabled, danger, children }: { label: string; onClick: () => void; disabled?: boolean; danger?: boolean; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex h-8 w-8 items-center justify-center rounded-lg text-sm text-slate-500 transition hover:bg-slate-100 disabled:opacity-30 dark:text-neutral-400 dark:hover:bg-neutral-800',
        danger && 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950',
      )}
    >
      {children}
    </button>
  )
}

function Icon({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  )
}

import { useState } from 'react'
import { fieldError, useZodForm } from '@congregate/ui/forms'
import { Button, cn, inputClass, TextField } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { isNameConflict, NAME_TAKEN, nameSchema, nameTaken, useNameList, useNameListCall } from '../api/name-lists'
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

type Call = ReturnType<typeof useNameListCall>

/** An ordered list of names: add, rename in place, delete, reorder by drag or arrow buttons. */
export function NameListManager({ kind, title, description, singular, askMoveOnDelete, memberNoun = 'people' }: NameListManagerProps) {
  const list = useNameList(kind)
  const call = useNameListCall(kind, singular)
  const items = list.data ?? []
  const [editingId, setEditingId] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<NamedItem | null>(null)
  const [moveTo, setMoveTo] = useState('')
  const [moveError, setMoveError] = useState<string | null>(null)
  const [forceMove, setForceMove] = useState(false)
  const [dragId, setDragId] = useState<number | null>(null)
  const [overIndex, setOverIndex] = useState<number | null>(null)

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
      <AddNameForm singular={singular} items={items} call={call} />
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
              draggable={editingId === null}
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
              {editingId === item.id ? (
                <RenameForm item={item} items={items} call={call} onDone={() => setEditingId(null)} />
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
                    <IconButton label={`Rename ${item.name}`} onClick={() => setEditingId(item.id)}>
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

/** The add form: checked on submit only (leaving the empty field is no mistake). */
function AddNameForm({ singular, items, call }: { singular: string; items: NamedItem[]; call: Call }) {
  const form = useZodForm(nameSchema, { defaultValues: { name: '' }, mode: 'onSubmit' })
  const submit = form.handleSubmit(({ name }) => {
    if (nameTaken(name, items)) return form.setError('name', { type: 'taken', message: NAME_TAKEN })
    call.mutate(
      { op: 'add', body: { name } },
      {
        onSuccess: () => form.reset({ name: '' }),
        onError: (err) => {
          if (isNameConflict(err, { op: 'add', body: { name } })) form.setError('name', { type: 'taken', message: err.message })
        },
      },
    )
  })
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex items-start gap-2 border-b border-slate-100 p-5 dark:border-neutral-800" aria-label={`Add ${singular.toLowerCase()}`}>
      <div className="min-w-0 flex-1">
        <TextField label={`New ${singular.toLowerCase()}`} maxLength={100} error={fieldError(form, 'name')} placeholder={`${singular} name`} {...form.register('name')} />
      </div>
      <Button type="submit" className="mt-[26px]" loading={call.isPending && call.variables?.op === 'add'}>
        Add
      </Button>
    </form>
  )
}

/** Renaming in place: mounted while editing, so each rename starts from the item's name. */
function RenameForm({ item, items, call, onDone }: { item: NamedItem; items: NamedItem[]; call: Call; onDone: () => void }) {
  const form = useZodForm(nameSchema, { defaultValues: { name: item.name }, mode: 'onSubmit' })
  const submit = form.handleSubmit(({ name }) => {
    if (nameTaken(name, items, item.id)) return form.setError('name', { type: 'taken', message: NAME_TAKEN })
    if (item.name === name) return onDone()
    const body = { id: item.id, name }
    call.mutate(
      { op: 'rename', body },
      {
        onSuccess: onDone,
        onError: (err) => {
          if (isNameConflict(err, { op: 'rename', body })) form.setError('name', { type: 'taken', message: err.message })
        },
      },
    )
  })
  const error = fieldError(form, 'name')
  return (
    <form onSubmit={(e) => void submit(e)} className="flex min-w-0 flex-1 flex-wrap items-center gap-2" aria-label={`Rename ${item.name}`}>
      <input
        autoFocus
        aria-label={`New name for ${item.name}`}
        maxLength={100}
        {...form.register('name')}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
        aria-invalid={!!error || undefined}
        className={cn(inputClass, 'h-8 min-w-0 flex-1', error && 'border-red-500')}
      />
      <Button size="sm" type="submit" loading={call.isPending && call.variables?.op === 'rename'}>
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
      {error && (
        <p role="alert" className="w-full text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
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

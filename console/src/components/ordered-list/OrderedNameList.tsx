// An ordered list of names with add, rename in place, reorder (drag, or the up/down buttons from the
// keyboard) and delete. Lifted from people's NameListManager so that every module's ordered list
// (children's classroom categories and allergy types; people's lists can move onto it) looks and
// behaves the same; the module supplies the calls and their toasts.
import { useState, type ReactNode } from 'react'
import { Button, cn, inputClass, TextField } from '@congregate/ui'
import { Card, CardHeader, EmptyState, ErrorPanel, Skeleton } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { ApiError } from '@/lib/api-client'
import { moveId } from './move'

export interface OrderedItem {
  id: number
  name: string
  /** What uses the item ("3 classrooms"), shown beside its name. */
  usage?: string
}

export interface OrderedNameListProps {
  title: string
  description?: ReactNode
  /** "Category", "Allergy"… for labels. */
  singular: string
  items: OrderedItem[] | undefined
  loading: boolean
  error?: string | null
  onRetry?: () => void
  busy?: boolean
  /** Each call resolves when the server accepts; a rejection keeps the form open with its message. */
  onAdd: (name: string) => Promise<unknown>
  onRename: (id: number, name: string) => Promise<unknown>
  /** The new order, and the move that made it (id to a 0-based position). */
  onReorder: (ids: number[], move: { id: number; to: number }) => Promise<unknown>
  onDelete: (id: number) => Promise<unknown>
  /** A name's problem before it is sent (default: blank); exceptId is the item being renamed. */
  validate?: (name: string, exceptId?: number) => string | undefined
  /** Replaces the built-in delete confirmation (a module whose delete asks more, e.g. where members go). */
  onDeleteClick?: (item: OrderedItem) => void
  /** The delete confirmation's text for an item. */
  deleteMessage?: (item: OrderedItem) => ReactNode
  /** Under each row, e.g. the classrooms of a category. */
  renderDetail?: (item: OrderedItem) => ReactNode
  maxLength?: number
}

/** A refusal (409: the name is taken) shows under the field; other failures are the module's toast only. */
const inlineMessage = (e: unknown) => (e instanceof ApiError && e.status === 409 ? e.message : undefined)

export function OrderedNameList(p: OrderedNameListProps) {
  const items = p.items ?? []
  const [editingId, setEditingId] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<OrderedItem | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const [deletingBusy, setDeletingBusy] = useState(false)
  const [dragId, setDragId] = useState<number | null>(null)
  const [overIndex, setOverIndex] = useState<number | null>(null)

  function move(id: number, to: number) {
    const ids = moveId(items.map((i) => i.id), id, to)
    if (ids) void p.onReorder(ids, { id, to }).catch(() => undefined)
  }

  async function confirmDelete() {
    if (!deleting) return
    setDeletingBusy(true)
    try {
      await p.onDelete(deleting.id)
      setDeleting(null)
    } catch (e) {
      if (e instanceof ApiError) setDeleteError(e.message)
    } finally {
      setDeletingBusy(false)
    }
  }

  return (
    <Card>
      <CardHeader title={p.title} description={p.description} />
      <AddForm singular={p.singular} onAdd={p.onAdd} maxLength={p.maxLength ?? 100} validate={p.validate} />
      {p.loading ? (
        <div className="flex flex-col gap-2 p-5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : p.error ? (
        <div className="p-5">
          <ErrorPanel message={p.error} onRetry={p.onRetry} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={`No ${p.title.toLowerCase()} yet`} message="Add the first one above." />
      ) : (
        <ol aria-label={p.title} className="divide-y divide-slate-100 dark:divide-neutral-800">
          {items.map((item, index) => (
            <li
              key={item.id}
              data-testid={`name-row-${item.name}`}
              draggable={editingId === null}
              onDragStart={(e) => {
                setDragId(item.id)
                e.dataTransfer.effectAllowed = 'move'
                e.dataTransfer.setData('text/plain', String(item.id))
              }}
              onDragEnd={() => (setDragId(null), setOverIndex(null))}
              onDragOver={(e) => {
                if (dragId == null) return
                e.preventDefault()
                setOverIndex(index)
              }}
              onDragLeave={() => setOverIndex((o) => (o === index ? null : o))}
              onDrop={(e) => {
                e.preventDefault()
                if (dragId != null) move(dragId, index)
                setDragId(null)
                setOverIndex(null)
              }}
              className={cn('px-5 py-2.5', dragId === item.id && 'opacity-40', overIndex === index && dragId !== item.id && 'bg-brand/5 shadow-[inset_0_2px_0_var(--brand-ink)]')}
            >
              <div className="flex items-center gap-3">
                <span className="cursor-grab text-slate-400 select-none active:cursor-grabbing" aria-hidden="true" title="Drag to reorder">
                  <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" />))}
                  </svg>
                </span>
                <span className="w-6 text-right text-xs text-slate-500 tabular-nums dark:text-neutral-400">{index + 1}</span>
                {editingId === item.id ? (
                  <RenameForm item={item} onRename={p.onRename} onDone={() => setEditingId(null)} maxLength={p.maxLength ?? 100} validate={p.validate} />
                ) : (
                  <>
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-medium">{item.name}</span>
                      {item.usage && <span className="text-xs text-slate-500 tabular-nums dark:text-neutral-400">{item.usage}</span>}
                    </span>
                    <div className="flex items-center gap-0.5">
                      <IconButton label={`Move ${item.name} up`} disabled={index === 0 || p.busy} onClick={() => move(item.id, index - 1)}>
                        <Icon d="M12 19V5M5 12l7-7 7 7" />
                      </IconButton>
                      <IconButton label={`Move ${item.name} down`} disabled={index === items.length - 1 || p.busy} onClick={() => move(item.id, index + 1)}>
                        <Icon d="M12 5v14M19 12l-7 7-7-7" />
                      </IconButton>
                      <IconButton label={`Rename ${item.name}`} onClick={() => setEditingId(item.id)}>
                        <Icon d="M4 20h4L19 9l-4-4L4 16v4Z" />
                      </IconButton>
                      <IconButton label={`Delete ${item.name}`} danger onClick={() => (p.onDeleteClick ? p.onDeleteClick(item) : (setDeleting(item), setDeleteError(null)))}>
                        <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                      </IconButton>
                    </div>
                  </>
                )}
              </div>
              {p.renderDetail?.(item)}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={`Delete “${deleting?.name ?? ''}”?`}
        danger
        confirmLabel="Delete"
        loading={deletingBusy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        message={deleting ? (p.deleteMessage?.(deleting) ?? 'This cannot be undone.') : null}
      >
        {deleteError && (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            {deleteError}
          </p>
        )}
      </ConfirmDialog>
    </Card>
  )
}

type Validate = (name: string, exceptId?: number) => string | undefined

function AddForm({ singular, onAdd, maxLength, validate }: { singular: string; onAdd: (name: string) => Promise<unknown>; maxLength: number; validate?: Validate }) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const n = name.trim()
    const problem = validate ? validate(n) : n ? undefined : `Enter a ${singular.toLowerCase()} name`
    if (problem) return setError(problem)
    setBusy(true)
    try {
      await onAdd(n)
      setName('')
      setError(undefined)
    } catch (err) {
      setError(inlineMessage(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex items-start gap-2 border-b border-slate-100 p-5 dark:border-neutral-800" aria-label={`Add ${singular.toLowerCase()}`}>
      <div className="min-w-0 flex-1">
        <TextField label={`New ${singular.toLowerCase()}`} maxLength={maxLength} error={error} placeholder={`${singular} name`} value={name} onChange={(e) => (setName(e.target.value), setError(undefined))} />
      </div>
      <Button type="submit" className="mt-[26px]" loading={busy}>
        Add
      </Button>
    </form>
  )
}

function RenameForm({ item, onRename, onDone, maxLength, validate }: { item: OrderedItem; onRename: (id: number, name: string) => Promise<unknown>; onDone: () => void; maxLength: number; validate?: Validate }) {
  const [name, setName] = useState(item.name)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const n = name.trim()
    const problem = validate ? validate(n, item.id) : n ? undefined : 'Enter a name'
    if (problem) return setError(problem)
    if (n === item.name) return onDone()
    setBusy(true)
    try {
      await onRename(item.id, n)
      onDone()
    } catch (err) {
      setError(inlineMessage(err))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex min-w-0 flex-1 flex-wrap items-center gap-2" aria-label={`Rename ${item.name}`}>
      <input
        autoFocus
        aria-label={`New name for ${item.name}`}
        maxLength={maxLength}
        value={name}
        onChange={(e) => (setName(e.target.value), setError(undefined))}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
        aria-invalid={!!error || undefined}
        className={cn(inputClass, 'h-8 min-w-0 flex-1', error && 'border-red-500')}
      />
      <Button size="sm" type="submit" loading={busy}>
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

export function IconButton({ label, onClick, disabled, danger, children }: { label: string; onClick: () => void; disabled?: boolean; danger?: boolean; children: ReactNode }) {
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

export function Icon({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  )
}

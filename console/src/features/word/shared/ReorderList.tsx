import { useState, type ReactNode } from 'react'
import { Button, cn } from '@congregate/ui'
import { moveId } from '@/components/ordered-list/move'

export interface ReorderItem {
  id: number
  name: string
}

/**
 * A list put in order by dragging a row or with its Up and Down buttons (keyboard), then saved in
 * one call: the playlist pages (reorder-playlist-media, an album's episodes). `onSave` gets every
 * id in the new order.
 */
export function ReorderList<T extends ReorderItem>({ items, label, onSave, saving, render }: { items: T[]; label: string; onSave: (ids: number[]) => Promise<unknown>; saving?: boolean; render?: (item: T) => ReactNode }) {
  const [order, setOrder] = useState<number[]>(() => items.map((i) => i.id))
  const [dragId, setDragId] = useState<number | null>(null)
  const [overIndex, setOverIndex] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')
  const byId = new Map(items.map((i) => [i.id, i]))
  const rows = order.map((id) => byId.get(id)).filter((i): i is T => !!i)
  const saved = items.map((i) => i.id).join(',')
  const dirty = order.join(',') !== saved

  function move(id: number, to: number) {
    const next = moveId(order, id, to)
    if (!next) return
    setOrder(next)
    setAnnounce(`${byId.get(id)?.name ?? ''} moved to position ${to + 1} of ${next.length}`)
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>
      <ol aria-label={label} className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-neutral-800 dark:border-neutral-800">
        {rows.map((item, index) => (
          <li
            key={item.id}
            data-testid={`reorder-row-${item.id}`}
            draggable
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
            onDrop={(e) => {
              e.preventDefault()
              if (dragId != null) move(dragId, index)
              setDragId(null)
              setOverIndex(null)
            }}
            className={cn('flex items-center gap-3 px-4 py-2.5', dragId === item.id && 'opacity-40', overIndex === index && dragId !== item.id && 'bg-brand/5 shadow-[inset_0_2px_0_var(--brand-ink)]')}
          >
            <span className="cursor-grab text-slate-400 select-none active:cursor-grabbing" aria-hidden="true" title="Drag to reorder">
              <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" />))}
              </svg>
            </span>
            <span className="w-6 text-right text-xs text-slate-600 tabular-nums dark:text-neutral-400">{index + 1}</span>
            <div className="min-w-0 flex-1">{render ? render(item) : <span className="truncate font-medium">{item.name}</span>}</div>
            <div className="flex gap-1">
              <Button size="sm" variant="ghost" aria-label={`Move ${item.name} up`} disabled={index === 0} onClick={() => move(item.id, index - 1)}>
                ↑
              </Button>
              <Button size="sm" variant="ghost" aria-label={`Move ${item.name} down`} disabled={index === rows.length - 1} onClick={() => move(item.id, index + 1)}>
                ↓
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={!dirty || saving} onClick={() => setOrder(items.map((i) => i.id))}>
          Undo changes
        </Button>
        <Button loading={saving} disabled={!dirty} onClick={() => void onSave(order).catch(() => undefined)}>
          Save order
        </Button>
      </div>
    </div>
  )
}

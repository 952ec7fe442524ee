import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button, cn } from '@congregate/ui'
import { moveId } from '@/components/ordered-list/move'
import { Icon, IconButton } from '@/components/ordered-list/OrderedNameList'
import { Card, CardHeader, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { ConfirmDialog } from '@/components/ui/Modal'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { usePlaylist, useRemoveFromPlaylist, useReorderPlaylist, type PlaylistWithSermons, type Sermon } from '../api/sermons'
import { WORD } from '../paths'
import { WordShell } from '../shared/WordShell'
import { dayLabel } from './scripture'
import { BackToSermons } from './SermonsOf'

/**
 * /product/the-word/reorder-playlist?id=: a playlist's sermons in order. Drag a row, or use its up
 * and down buttons from the keyboard; Save sends the whole order (playlists/reorder).
 */
export default function ReorderPlaylistPage() {
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || 0
  const q = usePlaylist(id)
  const title = q.data?.playlist.name ?? 'Playlist'
  return (
    <WordShell title={title} description="Drag the sermons into order, or move them with the arrow buttons, then save." back={<BackToSermons view="playlists" />}>
      {!id || q.isError ? (
        <ErrorPanel message={q.error?.message ?? 'Playlist not found'} onRetry={id ? () => void q.refetch() : undefined} />
      ) : q.isPending ? (
        <LoadingSkeleton kind="table" />
      ) : (
        // Keyed by the server's order: a save or a removal starts the list again from it.
        <OrderEditor key={q.data.sermons.map((s) => s.id).join(',')} data={q.data} />
      )}
    </WordShell>
  )
}

function OrderEditor({ data }: { data: PlaylistWithSermons }) {
  const saved = data.sermons
  const [order, setOrder] = useState<Sermon[]>(saved)
  const [dragId, setDragId] = useState<number | null>(null)
  const [overIndex, setOverIndex] = useState<number | null>(null)
  const [removing, setRemoving] = useState<Sermon | null>(null)
  const [announce, setAnnounce] = useState('')
  const reorder = useReorderPlaylist()
  const remove = useRemoveFromPlaylist()
  const changed = order.some((s, i) => s.id !== saved[i]?.id)

  function move(id: number, to: number) {
    const ids = moveId(
      order.map((s) => s.id),
      id,
      to,
    )
    if (!ids) return
    const byId = new Map(order.map((s) => [s.id, s]))
    setOrder(ids.map((x) => byId.get(x)!))
    setAnnounce(`${byId.get(id)!.title} moved to position ${to + 1} of ${ids.length}`)
  }

  if (order.length === 0)
    return (
      <Card>
        <EmptyState
          title="No sermons in this playlist yet"
          message={
            <>
              In the <Link to={WORD.sermons} className="font-semibold text-brand-ink hover:underline">
                sermon list
              </Link>, select sermons and choose “Add to a playlist”.
            </>
          }
        />
      </Card>
    )

  return (
    <Card>
      <CardHeader
        title={`${order.length === 1 ? '1 sermon' : `${order.length} sermons`} in order`}
        description={changed ? 'The new order is not saved yet.' : 'The order the church’s website and app play them in.'}
      />
      <div className="flex flex-wrap justify-end gap-2 border-b border-slate-100 px-5 py-3 dark:border-neutral-800">
        <Button variant="secondary" disabled={!changed || reorder.isPending} onClick={() => setOrder(saved)}>
          Undo changes
        </Button>
        <Button disabled={!changed} loading={reorder.isPending} onClick={() => reorder.mutate({ id: data.playlist.id, sermonIds: order.map((s) => s.id) })}>
          Save order
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <ol aria-label="Playlist order" className="divide-y divide-slate-100 dark:divide-neutral-800">
        {order.map((s, index) => (
          <li
            key={s.id}
            data-testid={`playlist-row-${s.title}`}
            draggable
            onDragStart={(e) => {
              setDragId(s.id)
              e.dataTransfer.effectAllowed = 'move'
              e.dataTransfer.setData('text/plain', String(s.id))
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
            className={cn('flex items-center gap-3 px-5 py-2.5', dragId === s.id && 'opacity-40', overIndex === index && dragId !== s.id && 'bg-brand/5 shadow-[inset_0_2px_0_var(--brand-ink)]')}
          >
            <span className="cursor-grab text-slate-400 select-none active:cursor-grabbing" aria-hidden="true" title="Drag to reorder">
              <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" />))}
              </svg>
            </span>
            <span className="w-6 text-right text-xs text-slate-500 tabular-nums dark:text-neutral-400">{index + 1}</span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{s.title}</span>
              <span className="truncate text-xs text-slate-500 dark:text-neutral-400">{[dayLabel(s.preachedOn), s.speakerName, s.scripture].filter(Boolean).join(' · ')}</span>
            </span>
            <div className="flex items-center gap-0.5">
              <IconButton label={`Move ${s.title} up`} disabled={index === 0} onClick={() => move(s.id, index - 1)}>
                <Icon d="M12 19V5M5 12l7-7 7 7" />
              </IconButton>
              <IconButton label={`Move ${s.title} down`} disabled={index === order.length - 1} onClick={() => move(s.id, index + 1)}>
                <Icon d="M12 5v14M19 12l-7 7-7-7" />
              </IconButton>
              <IconButton label={`Remove ${s.title} from the playlist`} danger onClick={() => setRemoving(s)}>
                <Icon d="M6 6l12 12M18 6L6 18" />
              </IconButton>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={!!removing}
        title={`Remove “${removing?.title ?? ''}” from ${data.playlist.name}?`}
        message={changed ? 'The sermon stays in the sermon list. Unsaved changes to the order are lost.' : 'The sermon stays in the sermon list.'}
        confirmLabel="Remove"
        danger
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ id: data.playlist.id, sermonId: removing.id }, { onSuccess: () => setRemoving(null) })}
      />
    </Card>
  )
}

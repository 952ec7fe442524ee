import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import { Icon, IconButton } from '@/components/ordered-list/OrderedNameList'
import { Card, CardHeader, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { TextAreaField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { withBase } from '@/lib/base'
import { MediaField, type MediaItem } from '../../upload'
import { useSeriesCall, useSeriesList, useSeriesReposition, type Series } from '../../api/sermons'
import { seriesPath } from '../../paths'
import { dayLabel, isDate } from '../scripture'

const count = (n: number) => (n === 1 ? '1 sermon' : `${n} sermons`)

/** Series of sermons, with their artwork: add, edit, move, delete; each opens its page. */
export function SeriesPanel() {
  const series = useSeriesList()
  const call = useSeriesCall()
  const reposition = useSeriesReposition()
  const [editing, setEditing] = useState<{ series: Series | null } | null>(null)
  const [deleting, setDeleting] = useState<Series | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const list = series.data ?? []

  const move = (id: number, by: -1 | 1) => {
    const ids = list.map((s) => s.id)
    const i = ids.indexOf(id)
    if (i + by < 0 || i + by >= ids.length) return
    ;[ids[i], ids[i + by]] = [ids[i + by]!, ids[i]!]
    reposition.mutate({ ids })
  }

  return (
    <Card>
      <CardHeader title="Series" description="A series gathers sermons under one theme and one artwork." actions={<Button onClick={() => setEditing({ series: null })}>Add series</Button>} />
      {series.isPending ? (
        <div className="p-5">
          <LoadingSkeleton kind="cards" />
        </div>
      ) : series.isError ? (
        <div className="p-5">
          <ErrorPanel message={series.error.message} onRetry={() => void series.refetch()} />
        </div>
      ) : list.length === 0 ? (
        <EmptyState title="No series yet" message="Add a series, then choose it in a sermon's dialog." />
      ) : (
        <ul aria-label="Series" className="grid grid-cols-3 gap-4 p-5 max-[1100px]:grid-cols-2 max-[560px]:grid-cols-1">
          {list.map((s, i) => (
            <li key={s.id} data-testid={`series-${s.name}`} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-neutral-800">
              <Artwork url={s.artworkUrl} name={s.name} />
              <div className="flex flex-1 flex-col gap-1 p-3">
                <Link to={seriesPath(s.id)} className="font-semibold hover:text-brand-ink hover:underline">
                  {s.name}
                </Link>
                <p className="text-xs text-slate-500 dark:text-neutral-400">
                  {count(s.sermonCount)}
                  {s.startOn && ` · ${dayLabel(s.startOn)}${s.endOn ? ` – ${dayLabel(s.endOn)}` : ''}`}
                </p>
                {s.description && <p className="line-clamp-2 text-sm text-slate-600 dark:text-neutral-300">{s.description}</p>}
              </div>
              <div className="flex justify-end border-t border-slate-100 px-2 py-1 dark:border-neutral-800">
                <IconButton label={`Move ${s.name} earlier`} disabled={i === 0 || reposition.isPending} onClick={() => move(s.id, -1)}>
                  <Icon d="M15 18l-6-6 6-6" />
                </IconButton>
                <IconButton label={`Move ${s.name} later`} disabled={i === list.length - 1 || reposition.isPending} onClick={() => move(s.id, 1)}>
                  <Icon d="M9 18l6-6-6-6" />
                </IconButton>
                <IconButton label={`Edit ${s.name}`} onClick={() => setEditing({ series: s })}>
                  <Icon d="M4 20h4L19 9l-4-4L4 16v4Z" />
                </IconButton>
                <IconButton label={`Delete ${s.name}`} danger onClick={() => (setDeleting(s), setDeleteError(null))}>
                  <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                </IconButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <SeriesModal key={editing.series?.id ?? 'new'} series={editing.series} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Delete the series “${deleting?.name ?? ''}”?`}
        message={deleting?.sermonCount ? `${count(deleting.sermonCount)} are in this series: move them first.` : 'Its artwork stays in the media library.'}
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null), onError: (e) => setDeleteError(e instanceof ApiError ? e.message : null) })}
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

/** A series' artwork, or its initial on a plain tile. */
export function Artwork({ url, name, className = 'aspect-video' }: { url: string | null | undefined; name: string; className?: string }) {
  return url ? (
    <img src={withBase(url)} alt="" className={`${className} w-full bg-slate-100 object-cover dark:bg-neutral-800`} />
  ) : (
    <div aria-hidden="true" className={`${className} flex w-full items-center justify-center bg-gradient-to-br from-brand/15 to-brand/5 text-3xl font-bold text-brand-ink`}>
      {name.slice(0, 1).toUpperCase()}
    </div>
  )
}

/** Add or edit a series: name, description, dates, artwork (an image, uploaded or from the library). */
export function SeriesModal({ series, onClose }: { series: Series | null; onClose: () => void }) {
  const call = useSeriesCall()
  const [name, setName] = useState(series?.name ?? '')
  const [description, setDescription] = useState(series?.description ?? '')
  const [startOn, setStartOn] = useState(series?.startOn ?? '')
  const [endOn, setEndOn] = useState(series?.endOn ?? '')
  const [artwork, setArtwork] = useState<MediaItem | null>(series?.artworkMediaId && series.artworkUrl ? ({ id: series.artworkMediaId, kind: 'image', url: series.artworkUrl, title: `${series.name} artwork` } as MediaItem) : null)
  const [errors, setErrors] = useState<{ name?: string; dates?: string }>({})

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const n = name.trim()
    const next = {
      name: n ? undefined : 'Enter a series name',
      dates: (startOn && !isDate(startOn)) || (endOn && !isDate(endOn)) ? 'Enter the date as YYYY-MM-DD' : startOn && endOn && startOn > endOn ? 'The series must not end before it starts' : undefined,
    }
    setErrors(next)
    if (next.name || next.dates) return
    const body = { name: n, description: description.trim(), startOn, endOn, artworkMediaId: artwork?.id ?? null }
    try {
      await (series ? call.mutateAsync({ op: 'update', body: { ...body, id: series.id } }) : call.mutateAsync({ op: 'add', body }))
      onClose()
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setErrors({ name: err.message })
    }
  }

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={series ? `Edit ${series.name}` : 'Add series'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="series-form" loading={call.isPending}>
            {series ? 'Save' : 'Add series'}
          </Button>
        </>
      }
    >
      <form id="series-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label="Name" maxLength={200} value={name} error={errors.name} onChange={(e) => (setName(e.target.value), setErrors({}))} />
        <TextAreaField label="Description" rows={3} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Starts" type="date" optional value={startOn} error={errors.dates} onChange={(e) => setStartOn(e.target.value)} />
          <TextField label="Ends" type="date" optional value={endOn} onChange={(e) => setEndOn(e.target.value)} />
        </div>
        <MediaField label="Artwork" kind="image" value={artwork} onChange={setArtwork} />
      </form>
    </Modal>
  )
}

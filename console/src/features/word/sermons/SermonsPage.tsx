import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import { Card, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { Tabs } from '@/components/ui/Tabs'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useSermon, useSermonGroups, useSermons, useSeriesList, useSpeakers } from '../api/sermons'
import { WordShell } from '../shared/WordShell'
import { activeFilters, EMPTY_FILTER, filterFromParams, filterToParams, rangeError, withFilter, type SermonFilter } from './filters'
import { GroupsPanel } from './panels/GroupsPanel'
import { PlaylistsPanel } from './panels/PlaylistsPanel'
import { SeriesPanel } from './panels/SeriesPanel'
import { SpeakersPanel } from './panels/SpeakersPanel'
import { BIBLE_BOOKS } from './scripture'
import { SermonModal } from './SermonModal'
import { SermonTable } from './SermonTable'
import { useSermonActions } from './useSermonActions'

const PAGE_SIZE = 20

type View = 'sermons' | 'speakers' | 'series' | 'groups' | 'playlists'
const VIEWS: { value: View; label: string }[] = [
  { value: 'sermons', label: 'Sermons' },
  { value: 'speakers', label: 'Speakers' },
  { value: 'series', label: 'Series' },
  { value: 'groups', label: 'Groups' },
  { value: 'playlists', label: 'Playlists' },
]

/**
 * /product/the-word/sermons: the sermon list (search and filters kept in the address), add and
 * edit, publish, playlists; beside it (tabs) the speakers, series, groups and playlists.
 * `?sermon=12` opens that sermon's dialog (a sermon made from a stream lands there).
 */
export default function SermonsPage() {
  const [params, setParams] = useSearchParams()
  const view = (VIEWS.find((v) => v.value === params.get('view'))?.value ?? 'sermons') as View
  const setView = (v: View) => setParams(v === 'sermons' ? new URLSearchParams() : new URLSearchParams({ view: v }))
  const opened = Number(params.get('sermon')) || null
  const sermons = useSermonActions()

  return (
    <WordShell title="Sermons" description="Sermons with their audio, video and notes; series, speakers, groups and playlists." actions={view === 'sermons' ? <Button onClick={() => sermons.edit(null)}>Add sermon</Button> : undefined}>
      <Tabs label="Sermons and their lists" value={view} options={VIEWS} onChange={setView} />
      {view === 'sermons' && <SermonList actions={sermons} />}
      {view === 'speakers' && <SpeakersPanel />}
      {view === 'series' && <SeriesPanel />}
      {view === 'groups' && <GroupsPanel />}
      {view === 'playlists' && <PlaylistsPanel />}
      {sermons.dialogs}
      {opened && (
        <OpenedSermon
          id={opened}
          onClose={() => {
            const next = new URLSearchParams(params)
            next.delete('sermon')
            setParams(next, { replace: true })
          }}
        />
      )}
    </WordShell>
  )
}

/** The sermon of `?sermon=`, in its dialog once it has loaded. */
function OpenedSermon({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useSermon(id)
  if (!q.data) return null
  return <SermonModal key={id} sermon={q.data} onClose={onClose} />
}

function SermonList({ actions: a }: { actions: ReturnType<typeof useSermonActions> }) {
  const [params, setParams] = useSearchParams()
  const f = filterFromParams(params)
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const set = (next: SermonFilter) => setParams(filterToParams(next, params), { replace: true })
  // The address follows each key; the server is asked once typing settles.
  const filter = { ...f, search: useDebouncedValue(f.search.trim()) }
  const q = useSermons(filter, PAGE_SIZE)
  const speakers = useSpeakers()
  const series = useSeriesList()
  const groups = useSermonGroups()
  const dates = rangeError(f.from, f.to)
  const filtered = !!filter.search || activeFilters(f) > 0

  const select = (id: number, on: boolean) =>
    setSelected((s) => {
      const n = new Set(s)
      if (on) n.add(id)
      else n.delete(id)
      return n
    })

  return (
    <>
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-[2]">
            <TextField label="Search" placeholder="Title, notes, speaker or scripture" value={f.search} onChange={(e) => set(withFilter(f, { search: e.target.value }))} />
          </div>
          <SelectField label="Speaker" placeholder="Any speaker" value={f.speakerId} onChange={(e) => set(withFilter(f, { speakerId: e.target.value }))} options={(speakers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))} />
          <SelectField label="Series" placeholder="Any series" value={f.seriesId} onChange={(e) => set(withFilter(f, { seriesId: e.target.value }))} options={(series.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))} />
          <SelectField label="Group" placeholder="Any group" value={f.groupId} onChange={(e) => set(withFilter(f, { groupId: e.target.value }))} options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))} />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField label="Bible book" placeholder="Any book" value={f.book} onChange={(e) => set(withFilter(f, { book: e.target.value }))} options={BIBLE_BOOKS.map((b) => ({ value: b, label: b }))} />
          <TextField label="From" type="date" value={f.from} error={dates} onChange={(e) => set(withFilter(f, { from: e.target.value }))} />
          <TextField label="To" type="date" value={f.to} onChange={(e) => set(withFilter(f, { to: e.target.value }))} />
          <SelectField
            label="Status"
            value={f.status}
            onChange={(e) => set(withFilter(f, { status: e.target.value as SermonFilter['status'] }))}
            options={[
              { value: '', label: 'Any status' },
              { value: 'published', label: 'Published' },
              { value: 'draft', label: 'Draft' },
            ]}
          />
          {filtered && (
            <Button variant="ghost" onClick={() => set(EMPTY_FILTER)}>
              Clear filters
            </Button>
          )}
        </div>
      </Card>

      {selected.size > 0 && (
        <div role="region" aria-label="Selected sermons" className="flex flex-wrap items-center gap-3 rounded-xl border border-brand/30 bg-brand/5 px-4 py-2.5">
          <p className="text-sm font-medium">{selected.size === 1 ? '1 sermon selected' : `${selected.size} sermons selected`}</p>
          <Button size="sm" onClick={() => a.addToPlaylist([...selected], () => setSelected(new Set()))}>
            Add to a playlist
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}

      {q.isPending ? (
        <LoadingSkeleton kind="table" />
      ) : q.isError ? (
        <ErrorPanel message={q.error.message} onRetry={() => void q.refetch()} />
      ) : q.data.items.length === 0 ? (
        <Card>
          <EmptyState
            title={filtered ? 'No sermons match' : 'No sermons yet'}
            message={filtered ? 'Change the search or the filters.' : 'Add the first sermon with its audio, or make one from a finished live stream.'}
            action={filtered ? undefined : <Button onClick={() => a.edit(null)}>Add sermon</Button>}
          />
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <SermonTable label="Sermons" sermons={q.data.items} actions={a.actions} selected={selected} onSelect={select} />
          <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
            <Pagination page={f.page} pageSize={PAGE_SIZE} total={q.data.total} onPage={(page) => set({ ...f, page })} label="Sermon pages" />
          </div>
        </Card>
      )}
    </>
  )
}

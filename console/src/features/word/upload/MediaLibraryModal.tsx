import { useState } from 'react'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useMediaList } from '../api/media'
import { formatBytes, formatDuration, KIND_LABEL } from '../shared/format'
import type { MediaItem, MediaKind } from './types'

/** The media library as a searchable list to choose one file from (of one kind when given). */
export function MediaLibraryModal({ open, kind, title, onClose, onPick }: { open: boolean; kind?: MediaKind; title: string; onClose: () => void; onPick: (item: MediaItem) => void }) {
  return (
    <Modal open={open} title={title} onClose={onClose} size="lg">
      {open && <LibraryList kind={kind} onPick={onPick} />}
    </Modal>
  )
}

function LibraryList({ kind, onPick }: { kind?: MediaKind; onPick: (item: MediaItem) => void }) {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 250)
  const list = useMediaList({ page: 1, pageSize: 50, search: q, kind: kind ?? '', groupId: null, seriesId: null })
  const items = list.data?.items ?? []
  return (
    <div className="flex flex-col gap-3">
      <TextField label="Search the library" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Title or file name" />
      <p role="status" className="text-sm text-slate-600 dark:text-neutral-300">
        {list.isPending ? 'Loading…' : list.isError ? list.error.message : items.length === 0 ? 'No files found' : `${list.data?.total ?? items.length} files`}
      </p>
      <ul className="flex max-h-[50vh] flex-col divide-y divide-slate-100 overflow-y-auto dark:divide-neutral-800" aria-label="Library files">
        {items.map((m) => (
          <li key={m.id} className="flex items-center gap-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{m.title || m.fileName}</p>
              <p className="truncate text-xs text-slate-600 dark:text-neutral-400">
                {[KIND_LABEL[m.kind], m.fileName, formatBytes(m.sizeBytes), formatDuration(m.durationSeconds)].filter(Boolean).join(' · ')}
              </p>
            </div>
            <Button size="sm" variant="secondary" onClick={() => onPick(m)} aria-label={`Choose ${m.title || m.fileName}`}>
              Choose
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}

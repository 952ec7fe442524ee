import { useState } from 'react'
import { TextField } from '@congregate/ui'
import { Card, ErrorPanel } from '@/components/ui/Card'
import { Pagination } from '@/components/ui/Pagination'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { SelectField } from '@/components/ui/Select'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useMediaGroups, useMediaList, useMediaSeriesList, type MediaFilter } from '../api/media'
import { useWordAccess } from '../shared/access'
import { KIND_LABEL } from '../shared/format'
import { WordShell } from '../shared/WordShell'
import type { MediaKind } from '../upload/types'
import { MediaRows } from './MediaRows'
import { SideLists } from './SideLists'
import { useUploadButton } from './UploadButton'

const KINDS = (Object.keys(KIND_LABEL) as MediaKind[]).map((k) => ({ value: k, label: KIND_LABEL[k] }))

/** The media library (spec §2 /product/the-word/media): every file, its groups and its series. */
export default function MediaPage() {
  const { canWrite } = useWordAccess()
  const [f, setF] = useState<Omit<MediaFilter, 'search'>>({ page: 1, pageSize: 20, kind: '', groupId: null, seriesId: null })
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), 300)
  const list = useMediaList({ ...f, search: q })
  const groups = useMediaGroups()
  const series = useMediaSeriesList()
  const upload = useUploadButton({ groupId: f.groupId, seriesId: f.seriesId })
  const set = (p: Partial<MediaFilter>) => setF((o) => ({ ...o, page: 1, ...p }))

  return (
    <WordShell title="Media" description="Audio, video, images and documents for sermons, series and podcasts." actions={canWrite ? upload.button : undefined}>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {upload.progress}
          <Card>
            <div className="grid grid-cols-1 gap-3 border-b border-slate-100 p-4 sm:grid-cols-3 dark:border-neutral-800">
              <div className="sm:col-span-3">
                <TextField label="Search" type="search" placeholder="Title or file name" value={search} onChange={(e) => (setSearch(e.target.value), set({}))} />
              </div>
              <SelectField label="Kind" placeholder="All kinds" options={KINDS} value={f.kind} onChange={(e) => set({ kind: e.target.value as MediaFilter['kind'] })} />
              <SelectField
                label="Group"
                placeholder="All groups"
                options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
                value={f.groupId ? String(f.groupId) : ''}
                onChange={(e) => set({ groupId: e.target.value ? Number(e.target.value) : null })}
              />
              <SelectField
                label="Series"
                placeholder="All series"
                options={(series.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                value={f.seriesId ? String(f.seriesId) : ''}
                onChange={(e) => set({ seriesId: e.target.value ? Number(e.target.value) : null })}
              />
            </div>
            {list.isPending ? (
              <div className="p-5">
                <LoadingSkeleton kind="table" />
              </div>
            ) : list.isError ? (
              <div className="p-5">
                <ErrorPanel message={list.error.message} onRetry={() => void list.refetch()} />
              </div>
            ) : (
              <MediaRows items={list.data.items} canWrite={canWrite} empty={{ title: 'No files yet', message: q || f.kind || f.groupId || f.seriesId ? 'Nothing matches these filters.' : 'Upload the first one.' }} />
            )}
            {list.data && list.data.total > f.pageSize && (
              <div className="border-t border-slate-100 p-4 dark:border-neutral-800">
                <Pagination page={f.page} pageSize={f.pageSize} total={list.data.total} onPage={(page) => setF((o) => ({ ...o, page }))} label="Media pages" />
              </div>
            )}
          </Card>
        </div>
        <aside className="flex min-w-0 flex-col gap-6" aria-label="Groups and series">
          <SideLists canWrite={canWrite} />
        </aside>
      </div>
    </WordShell>
  )
}

import { Link } from 'react-router-dom'
import { Card, CardHeader, EmptyState } from '@/components/ui/Card'
import { OrderedNameList, type OrderedItem } from '@/components/ordered-list/OrderedNameList'
import { useMediaGroupCall, useMediaGroups, useMediaSeriesCall, useMediaSeriesList, type MediaGroup } from '../api/media'
import { mediaGroupPath, mediaSeriesPath, reorderMediaPath, seriesMediaPath } from '../paths'

const files = (n: number) => (n === 1 ? '1 file' : `${n} files`)
const link = 'text-xs font-medium text-brand-ink underline-offset-2 hover:underline'

/** The media groups and media series beside the library: add, rename, reorder, delete, open. */
export function SideLists({ canWrite }: { canWrite: boolean }) {
  const groups = useMediaGroups()
  const series = useMediaSeriesList()
  const groupCall = useMediaGroupCall()
  const seriesCall = useMediaSeriesCall()
  const detail = (kind: 'group' | 'series') => (it: OrderedItem) => (
    <div className="mt-1 ml-[52px] flex flex-wrap gap-3">
      <Link className={link} to={kind === 'group' ? mediaGroupPath(it.id) : mediaSeriesPath(it.id)} aria-label={`Open ${it.name}`}>
        Open
      </Link>
      {kind === 'series' && (
        <Link className={link} to={seriesMediaPath(it.id)} aria-label={`Media of ${it.name}`}>
          Media
        </Link>
      )}
      {canWrite && (
        <Link className={link} to={reorderMediaPath(kind === 'group' ? { groupId: it.id } : { seriesId: it.id })} aria-label={`Reorder the files of ${it.name}`}>
          Reorder files
        </Link>
      )}
    </div>
  )
  const rows = (list: MediaGroup[] | undefined): OrderedItem[] | undefined => list?.map((g) => ({ id: g.id, name: g.name, usage: files(g.mediaCount) }))
  const descOf = (list: MediaGroup[] | undefined, id: number) => list?.find((g) => g.id === id)?.description ?? ''

  if (!canWrite) {
    return (
      <>
        <ReadList title="Media groups" items={rows(groups.data)} to={mediaGroupPath} />
        <ReadList title="Media series" items={rows(series.data)} to={mediaSeriesPath} />
      </>
    )
  }
  return (
    <>
      <OrderedNameList
        title="Media groups"
        singular="Group"
        items={rows(groups.data)}
        loading={groups.isPending}
        error={groups.isError ? groups.error.message : null}
        onRetry={() => void groups.refetch()}
        busy={groupCall.isPending}
        onAdd={(name) => groupCall.mutateAsync({ op: 'add', body: { name, description: '' } })}
        onRename={(id, name) => groupCall.mutateAsync({ op: 'update', body: { id, name, description: descOf(groups.data, id) } })}
        onReorder={(ids) => groupCall.mutateAsync({ op: 'reposition', body: { ids } })}
        onDelete={(id) => groupCall.mutateAsync({ op: 'delete', body: { id } })}
        deleteMessage={() => 'A group that holds files cannot be deleted; move or delete its files first.'}
        renderDetail={detail('group')}
      />
      <OrderedNameList
        title="Media series"
        singular="Series"
        items={rows(series.data)}
        loading={series.isPending}
        error={series.isError ? series.error.message : null}
        onRetry={() => void series.refetch()}
        busy={seriesCall.isPending}
        onAdd={(name) => seriesCall.mutateAsync({ op: 'add', body: { name, description: '' } })}
        onRename={(id, name) => {
          const s = series.data?.find((x) => x.id === id)
          return seriesCall.mutateAsync({ op: 'update', body: { id, name, description: s?.description ?? '', artworkMediaId: s?.artworkMediaId ?? null } })
        }}
        onReorder={(ids) => seriesCall.mutateAsync({ op: 'reposition', body: { ids } })}
        onDelete={(id) => seriesCall.mutateAsync({ op: 'delete', body: { id } })}
        deleteMessage={() => 'A series that holds files cannot be deleted; move or delete its files first.'}
        renderDetail={detail('series')}
      />
    </>
  )
}

function ReadList({ title, items, to }: { title: string; items: OrderedItem[] | undefined; to: (id: number) => string }) {
  return (
    <Card>
      <CardHeader title={title} />
      {!items?.length ? (
        <EmptyState title={`No ${title.toLowerCase()} yet`} />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-neutral-800">
          {items.map((it) => (
            <li key={it.id} className="flex items-center justify-between gap-3 px-5 py-2.5">
              <Link to={to(it.id)} className="font-medium text-brand-ink hover:underline">
                {it.name}
              </Link>
              <span className="text-xs text-slate-600 dark:text-neutral-400">{it.usage}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

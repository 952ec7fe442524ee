import { Link } from 'react-router-dom'
import { Card, CardHeader } from '@/components/ui/Card'
import { OrderedNameList } from '@/components/ordered-list/OrderedNameList'
import { useAlbumCategories, useCategoryCall } from '../api/podcasts'
import { albumCategoryPath, WORD } from '../paths'
import { useWordAccess } from '../shared/access'
import { WordShell } from '../shared/WordShell'

const back = (
  <Link to={WORD.podcasts} className="text-brand-ink hover:underline">
    ← Audio & podcasts
  </Link>
)

/** reorder-categories: the album categories in the order the podcasts page shows them; each move is saved. */
export default function ReorderCategoriesPage() {
  const { canWrite } = useWordAccess()
  const cats = useAlbumCategories()
  const call = useCategoryCall()
  const items = cats.data?.map((c) => ({ id: c.id, name: c.name, usage: c.albumCount === 1 ? '1 album' : `${c.albumCount} albums` }))
  return (
    <WordShell title="Album categories" description="Drag a category, or use its arrows; the new order is saved at once." back={back}>
      <div className="max-w-2xl">
        {canWrite ? (
          <OrderedNameList
            title="Categories"
            singular="Category"
            items={items}
            loading={cats.isPending}
            error={cats.isError ? cats.error.message : null}
            onRetry={() => void cats.refetch()}
            busy={call.isPending}
            onAdd={(name) => call.mutateAsync({ op: 'add', body: { name } })}
            onRename={(id, name) => call.mutateAsync({ op: 'rename', body: { id, name } })}
            onReorder={(ids) => call.mutateAsync({ op: 'reposition', body: { ids } })}
            onDelete={(id) => call.mutateAsync({ op: 'delete', body: { id } })}
            deleteMessage={() => 'A category with albums cannot be deleted; move or delete them first.'}
            renderDetail={(it) => (
              <Link to={albumCategoryPath(it.id)} className="mt-1 ml-[52px] inline-block text-xs font-medium text-brand-ink hover:underline" aria-label={`Open ${it.name}`}>
                Open
              </Link>
            )}
          />
        ) : (
          <Card>
            <CardHeader title="Categories" />
            <ol className="divide-y divide-slate-100 dark:divide-neutral-800">
              {(items ?? []).map((c, i) => (
                <li key={c.id} className="flex gap-3 px-5 py-2.5">
                  <span className="w-6 text-right text-xs text-slate-600 tabular-nums">{i + 1}</span>
                  <Link to={albumCategoryPath(c.id)} className="font-medium text-brand-ink hover:underline">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ol>
          </Card>
        )}
      </div>
    </WordShell>
  )
}

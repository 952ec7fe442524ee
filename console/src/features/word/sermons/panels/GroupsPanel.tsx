import { Link } from 'react-router-dom'
import { OrderedNameList } from '@/components/ordered-list/OrderedNameList'
import { useGroupCall, useGroupReposition, useSermonGroups } from '../../api/sermons'
import { sermonGroupPath } from '../../paths'

const count = (n: number) => (n === 1 ? '1 sermon' : `${n} sermons`)

/** Sermon groups (Sunday morning, Youth, Conference…): add, rename, reorder, delete; each opens its sermons. */
export function GroupsPanel() {
  const groups = useSermonGroups()
  const call = useGroupCall()
  const reposition = useGroupReposition()
  const list = groups.data ?? []
  const description = (id: number) => list.find((g) => g.id === id)?.description ?? ''
  return (
    <OrderedNameList
      title="Sermon groups"
      description="A sermon may be in several groups; the church's website lists them in this order."
      singular="Group"
      items={list.map((g) => ({ id: g.id, name: g.name, usage: count(g.sermonCount) }))}
      loading={groups.isPending}
      error={groups.isError ? groups.error.message : null}
      onRetry={() => void groups.refetch()}
      busy={reposition.isPending}
      maxLength={100}
      onAdd={(name) => call.mutateAsync({ op: 'add', body: { name, description: '' } })}
      onRename={(id, name) => call.mutateAsync({ op: 'update', body: { id, name, description: description(id) } })}
      onReorder={(ids) => reposition.mutateAsync({ ids })}
      onDelete={(id) => call.mutateAsync({ op: 'delete', body: { id } })}
      deleteMessage={(g) => `Its sermons stay; they are no longer in “${g.name}”.`}
      renderDetail={(g) => (
        <Link to={sermonGroupPath(g.id)} className="ml-[4.5rem] text-sm font-semibold text-brand-ink hover:underline">
          View its sermons
        </Link>
      )}
    />
  )
}

import { useSearchParams } from 'react-router-dom'
import { EmptyState, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { useSermonGroups } from '../api/sermons'
import { WordShell } from '../shared/WordShell'
import { BackToSermons, SermonsOf } from './SermonsOf'

/** /product/the-word/view-sermon-group?id=: a sermon group and its sermons. */
export default function ViewSermonGroupPage() {
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || 0
  const groups = useSermonGroups()
  const g = groups.data?.find((x) => x.id === id)
  if (groups.isPending)
    return (
      <WordShell title="Sermon group" back={<BackToSermons view="groups" />}>
        <LoadingSkeleton kind="table" />
      </WordShell>
    )
  if (!g)
    return (
      <WordShell title="Sermon group" back={<BackToSermons view="groups" />}>
        <ErrorPanel message={groups.error?.message ?? 'Sermon group not found'} onRetry={() => void groups.refetch()} />
      </WordShell>
    )
  return (
    <WordShell title={g.name} description={g.description || (g.sermonCount === 1 ? '1 sermon' : `${g.sermonCount} sermons`)} back={<BackToSermons view="groups" />}>
      <SermonsOf filter={{ groupId: String(id) }} label={`Sermons in ${g.name}`} empty={<EmptyState title="No sermons in this group yet" message="Tick this group in a sermon's dialog." />} />
    </WordShell>
  )
}

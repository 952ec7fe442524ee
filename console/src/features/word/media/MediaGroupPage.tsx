import { Link, useSearchParams } from 'react-router-dom'
import { Card, CardHeader, ErrorPanel } from '@/components/ui/Card'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { useMediaGroupCall, useMediaGroups, useMediaList, type MediaGroup } from '../api/media'
import { reorderMediaPath, WORD } from '../paths'
import { useWordAccess } from '../shared/access'
import { WordShell } from '../shared/WordShell'
import { MediaRows } from './MediaRows'
import { NameForm } from './NameForm'
import { useUploadButton } from './UploadButton'

const back = (
  <Link to={WORD.media} className="text-brand-ink hover:underline">
    ← Media
  </Link>
)

/** view-media-group?id=: a media group, its name and description, and its files in order. */
export default function MediaGroupPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0
  const groups = useMediaGroups()
  const group = groups.data?.find((g) => g.id === id)
  if (groups.isPending) return <WordShell title="Media group" back={back}>{<LoadingSkeleton kind="table" />}</WordShell>
  if (groups.isError) return <WordShell title="Media group" back={back}>{<ErrorPanel message={groups.error.message} onRetry={() => void groups.refetch()} />}</WordShell>
  if (!group) return <WordShell title="Media group" back={back}>{<ErrorPanel message="Media group not found" />}</WordShell>
  return <GroupView group={group} />
}

function GroupView({ group }: { group: MediaGroup }) {
  const { canWrite } = useWordAccess()
  const call = useMediaGroupCall()
  const files = useMediaList({ page: 1, pageSize: 200, search: '', kind: '', groupId: group.id, seriesId: null })
  const upload = useUploadButton({ groupId: group.id })
  return (
    <WordShell
      title={group.name}
      description={group.description || 'A media group: files kept together, in the order you give them.'}
      back={back}
      actions={
        canWrite ? (
          <>
            <Link to={reorderMediaPath({ groupId: group.id })} className="text-sm font-medium text-brand-ink hover:underline">
              Reorder files
            </Link>
            {upload.button}
          </>
        ) : undefined
      }
    >
      {canWrite && <NameForm key={`${group.id}-${group.name}-${group.description}`} what="group" name={group.name} description={group.description} busy={call.isPending} onSave={(v) => call.mutateAsync({ op: 'update', body: { id: group.id, ...v } })} />}
      {upload.progress}
      <Card>
        <CardHeader title="Files" description={`${group.mediaCount} in this group, in playlist order.`} />
        {files.isPending ? (
          <div className="p-5">
            <LoadingSkeleton kind="table" />
          </div>
        ) : files.isError ? (
          <div className="p-5">
            <ErrorPanel message={files.error.message} onRetry={() => void files.refetch()} />
          </div>
        ) : (
          <MediaRows items={files.data.items} canWrite={canWrite} numbered empty={{ title: 'No files in this group', message: 'Upload one here, or choose this group when editing a file.' }} />
        )}
      </Card>
    </WordShell>
  )
}

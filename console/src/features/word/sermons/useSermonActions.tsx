import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/Modal'
import { useDeleteSermon, usePublishSermon, type Sermon } from '../api/sermons'
import { AddToPlaylistModal } from './AddToPlaylistModal'
import { SermonModal } from './SermonModal'
import type { SermonActions } from './SermonTable'

/**
 * What a sermon row can do, and the dialogs that do it: edit, publish or unpublish, add to a
 * playlist, delete. Pages with sermon rows (the list, a series, a group) render `dialogs`.
 */
export function useSermonActions() {
  const [editing, setEditing] = useState<{ sermon: Sermon | null } | null>(null)
  const [deleting, setDeleting] = useState<Sermon | null>(null)
  const [adding, setAdding] = useState<{ ids: number[]; what: string; onDone?: () => void } | null>(null)
  const publish = usePublishSermon()
  const remove = useDeleteSermon()

  const actions: SermonActions = {
    onEdit: (s) => setEditing({ sermon: s }),
    onPublish: (s, published) => publish.mutate({ id: s.id, published }),
    onAddToPlaylist: (s) => setAdding({ ids: [s.id], what: s.title }),
    onDelete: setDeleting,
  }

  const dialogs = (
    <>
      {editing && <SermonModal key={editing.sermon?.id ?? 'new'} sermon={editing.sermon} onClose={() => setEditing(null)} />}
      {adding && <AddToPlaylistModal sermonIds={adding.ids} what={adding.what} onClose={() => setAdding(null)} onDone={adding.onDone} />}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Delete “${deleting?.title ?? ''}”?`}
        message="Its audio, video and files stay in the media library."
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(null) })}
      />
    </>
  )

  return {
    actions,
    dialogs,
    /** Opens the add dialog (no sermon) or a sermon's. */
    edit: (sermon: Sermon | null) => setEditing({ sermon }),
    /** Adds several sermons to a playlist; onDone clears the caller's selection. */
    addToPlaylist: (ids: number[], onDone?: () => void) => setAdding({ ids, what: ids.length === 1 ? '1 sermon' : `${ids.length} sermons`, onDone }),
  }
}

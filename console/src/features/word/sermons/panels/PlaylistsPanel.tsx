import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button, TextField } from '@congregate/ui'
import { Icon, IconButton } from '@/components/ordered-list/OrderedNameList'
import { Card, CardHeader, EmptyState, ErrorPanel } from '@/components/ui/Card'
import { ConfirmDialog, Modal } from '@/components/ui/Modal'
import { LoadingSkeleton } from '@/components/ui/QueryState'
import { TextAreaField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { usePlaylistCall, usePlaylists, type Playlist } from '../../api/sermons'
import { playlistPath } from '../../paths'

const count = (n: number) => (n === 1 ? '1 sermon' : `${n} sermons`)

/**
 * Playlists: sermons in an order of the church's choosing. Sermons join one from the sermon list
 * (select, then "Add to a playlist"); the playlist's page orders them.
 */
export function PlaylistsPanel() {
  const playlists = usePlaylists()
  const call = usePlaylistCall()
  const [editing, setEditing] = useState<{ playlist: Playlist | null } | null>(null)
  const [deleting, setDeleting] = useState<Playlist | null>(null)

  return (
    <Card>
      <CardHeader title="Playlists" description="Select sermons in the list and choose “Add to a playlist”; open a playlist to put them in order." actions={<Button onClick={() => setEditing({ playlist: null })}>Add playlist</Button>} />
      {playlists.isPending ? (
        <div className="p-5">
          <LoadingSkeleton kind="table" />
        </div>
      ) : playlists.isError ? (
        <div className="p-5">
          <ErrorPanel message={playlists.error.message} onRetry={() => void playlists.refetch()} />
        </div>
      ) : playlists.data.length === 0 ? (
        <EmptyState title="No playlists yet" message="Add a playlist, then add sermons to it from the sermon list." />
      ) : (
        <ul aria-label="Playlists" className="divide-y divide-slate-100 dark:divide-neutral-800">
          {playlists.data.map((p) => (
            <li key={p.id} data-testid={`playlist-${p.name}`} className="flex items-center gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <Link to={playlistPath(p.id)} className="font-medium hover:text-brand-ink hover:underline">
                  {p.name}
                </Link>
                <p className="truncate text-xs text-slate-500 dark:text-neutral-400">
                  {count(p.sermonCount)}
                  {p.description && ` · ${p.description}`}
                </p>
              </div>
              <Link to={playlistPath(p.id)} className="text-sm font-semibold text-brand-ink hover:underline max-[420px]:hidden">
                Put in order
              </Link>
              <IconButton label={`Edit ${p.name}`} onClick={() => setEditing({ playlist: p })}>
                <Icon d="M4 20h4L19 9l-4-4L4 16v4Z" />
              </IconButton>
              <IconButton label={`Delete ${p.name}`} danger onClick={() => setDeleting(p)}>
                <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {editing && <PlaylistModal key={editing.playlist?.id ?? 'new'} playlist={editing.playlist} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={`Delete the playlist “${deleting?.name ?? ''}”?`}
        message="Its sermons stay; only the playlist and its order go."
        confirmLabel="Delete"
        loading={call.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && call.mutate({ op: 'delete', body: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </Card>
  )
}

function PlaylistModal({ playlist, onClose }: { playlist: Playlist | null; onClose: () => void }) {
  const call = usePlaylistCall()
  const [name, setName] = useState(playlist?.name ?? '')
  const [description, setDescription] = useState(playlist?.description ?? '')
  const [error, setError] = useState<string | undefined>()

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const n = name.trim()
    if (!n) return setError('Enter a playlist name')
    try {
      const body = { name: n, description: description.trim() }
      await (playlist ? call.mutateAsync({ op: 'update', body: { ...body, id: playlist.id } }) : call.mutateAsync({ op: 'add', body }))
      onClose()
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setError(err.message)
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={playlist ? `Edit ${playlist.name}` : 'Add playlist'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="playlist-form" loading={call.isPending}>
            {playlist ? 'Save' : 'Add playlist'}
          </Button>
        </>
      }
    >
      <form id="playlist-form" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label="Name" maxLength={200} value={name} error={error} onChange={(e) => (setName(e.target.value), setError(undefined))} />
        <TextAreaField label="Description" rows={3} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
      </form>
    </Modal>
  )
}

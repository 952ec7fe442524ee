import { useState } from 'react'
import { Button, TextField } from '@congregate/ui'
import { Modal } from '@/components/ui/Modal'
import { SelectField } from '@/components/ui/Select'
import { ApiError } from '@/lib/api-client'
import { useAddToPlaylist, usePlaylistCall, usePlaylists } from '../api/sermons'

const NEW = 'new'

/** Adds sermons to a playlist: one of the church's, or a new one named here. */
export function AddToPlaylistModal({ sermonIds, what, onClose, onDone }: { sermonIds: number[]; what: string; onClose: () => void; onDone?: () => void }) {
  const playlists = usePlaylists()
  const add = useAddToPlaylist()
  const create = usePlaylistCall()
  const [choice, setChoice] = useState('')
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  const list = playlists.data ?? []
  const picked = choice || (list.length ? String(list[0]!.id) : NEW)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    try {
      let id = Number(picked)
      if (picked === NEW) {
        if (!name.trim()) return setError('Enter a playlist name')
        id = (await create.mutateAsync({ op: 'add', body: { name: name.trim(), description: '' } })).responseData.id
      }
      await add.mutateAsync({ id, sermonIds })
      onDone?.()
      onClose()
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setError(err.message)
    }
  }

  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title="Add to a playlist"
      description={what}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-to-playlist" loading={add.isPending || create.isPending}>
            Add
          </Button>
        </>
      }
    >
      <form id="add-to-playlist" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <SelectField
          label="Playlist"
          value={picked}
          onChange={(e) => (setChoice(e.target.value), setError(undefined))}
          options={[...list.map((p) => ({ value: String(p.id), label: `${p.name} (${p.sermonCount})` })), { value: NEW, label: 'A new playlist…' }]}
        />
        {picked === NEW && <TextField label="New playlist's name" maxLength={200} value={name} error={error} onChange={(e) => (setName(e.target.value), setError(undefined))} />}
        {picked !== NEW && error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </form>
    </Modal>
  )
}
